import { FORCED_POSITION, type JoustLetter } from './joust-table.js';
import { JOUST_READINGS, forcedChoices, joustChoices, rideOutcomes, type JoustChoice, type JoustReadings, type Ride } from './joust.js';

/**
 * The exact law of a joust of up to `rides` rides (003:696-710, matrix 003:1151-1186; C28)
 * when each rider either keeps one choice or picks at random: every way the joust can end,
 * with its probability, both tourney totals, the rides fought, and what befell each rider.
 * Exact enumeration in doubles: at most 33 x 33 choice pairs a ride, times the cell's
 * outcomes under `'one-of'`, merged by state between rides.
 */

/**
 * How a rider chooses: a fixed `{ aim, position }` (forced to position 4, he keeps his aim,
 * as in `fixedJoust`); `'mixed'`: uniform over the 33 legal pairs each ride, and over the 8
 * aims at position 4 when forced; or a list of choices, uniform over it each ride (one aim
 * with any position it allows, say), and over its aims at position 4 when forced.
 */
export type JoustRider = JoustChoice | 'mixed' | readonly JoustChoice[];

/** What befell one rider over the joust. */
export interface RiderRecord {
  readonly unhorsed: boolean;
  /** Injured in any ride. */
  readonly injured: boolean;
  /** Lost his helm in any ride. */
  readonly lostHelm: boolean;
  /** Lances he broke. */
  readonly lancesBroken: number;
}

/** One way a joust ends, with its probability. */
export interface JoustOutcome {
  readonly probability: number;
  readonly scoreA: number;
  readonly scoreB: number;
  /** Rides fought (1..rides). */
  readonly rides: number;
  readonly a: RiderRecord;
  readonly b: RiderRecord;
}

/** The law of a joust: its distinct outcomes (probability > 0, summing to 1) and the range of either rider's score. */
export interface JoustLaw {
  readonly outcomes: readonly JoustOutcome[];
  readonly minScore: number;
  readonly maxScore: number;
}

/** A joust in progress, between rides. */
interface Live {
  readonly scoreA: number;
  readonly scoreB: number;
  readonly a: RiderRecord;
  readonly b: RiderRecord;
  readonly forcedA: boolean;
  readonly forcedB: boolean;
}

const NOTHING: RiderRecord = { unhorsed: false, injured: false, lostHelm: false, lancesBroken: 0 };

/**
 * The exact law of a joust.
 *
 * @example
 * const law = joustLaw({ aim: 'chief-pale', position: 'lean-left' }, { aim: 'dexter-chief', position: 'steady-seat' });
 * law.outcomes.length;                          // => 1
 * [law.outcomes[0]?.scoreA, law.outcomes[0]?.scoreB]; // => [-3, -2]
 */
export function joustLaw(a: JoustRider, b: JoustRider, rides = 3, readings: JoustReadings = JOUST_READINGS): JoustLaw {
  if (!Number.isInteger(rides) || rides < 1) throw new Error(`joustLaw: rides must be a positive integer, not ${rides}`);
  const outcomesOf = memoRideOutcomes(readings);
  let live = new Map<string, { state: Live; probability: number }>([[key(start()), { state: start(), probability: 1 }]]);
  const ended = new Map<string, JoustOutcome>();
  for (let n = 1; n <= rides && live.size > 0; n++) {
    const next = new Map<string, { state: Live; probability: number }>();
    for (const { state, probability } of live.values()) {
      const choicesA = choicesOf(a, state.forcedA);
      const choicesB = choicesOf(b, state.forcedB);
      for (const ca of choicesA) {
        for (const cb of choicesB) {
          const outcomes = outcomesOf(ca, cb);
          const p = probability / (choicesA.length * choicesB.length * outcomes.length);
          for (const r of outcomes) {
            const after = afterRide(state, r);
            if (r.unhorsedA || r.unhorsedB || n === rides) addEnded(ended, after, n, p);
            else addLive(next, after, p);
          }
        }
      }
    }
    live = next;
  }
  const outcomes = [...ended.values()];
  const scores = outcomes.flatMap((o) => [o.scoreA, o.scoreB]);
  return { outcomes, minScore: Math.min(...scores), maxScore: Math.max(...scores) };
}

const start = (): Live => ({ scoreA: 0, scoreB: 0, a: NOTHING, b: NOTHING, forcedA: false, forcedB: false });

/** A rider's equally likely choices this ride. */
function choicesOf(rider: JoustRider, forced: boolean): readonly JoustChoice[] {
  if (rider === 'mixed') return forced ? FORCED : FREE;
  const list: readonly JoustChoice[] = 'aim' in rider ? [rider] : rider;
  if (!forced) return list;
  return [...new Set(list.map((c) => c.aim))].map((aim) => ({ aim, position: FORCED_POSITION.position }));
}
const FREE = joustChoices();
const FORCED = forcedChoices();

/** `rideOutcomes`, computed once per pair of choices. */
function memoRideOutcomes(readings: JoustReadings): (a: JoustChoice, b: JoustChoice) => Ride[] {
  const memo = new Map<string, Ride[]>();
  return (a, b) => {
    const k = `${a.aim} ${a.position} ${b.aim} ${b.position}`;
    let outcomes = memo.get(k);
    if (!outcomes) memo.set(k, (outcomes = rideOutcomes(a, b, readings)));
    return outcomes;
  };
}

/** The joust after one more ride. */
function afterRide(s: Live, r: Ride): Live {
  return {
    scoreA: s.scoreA + r.scoreA,
    scoreB: s.scoreB + r.scoreB,
    // A's record: struck by B's strike, breaking lances with his own.
    a: record(s.a, r.struckByB, r.struckByA, r.unhorsedA),
    b: record(s.b, r.struckByA, r.struckByB, r.unhorsedB),
    forcedA: r.forcedA,
    forcedB: r.forcedB,
  };
}

function record(before: RiderRecord, struck: readonly JoustLetter[], ownStrike: readonly JoustLetter[], unhorsed: boolean): RiderRecord {
  return {
    unhorsed: before.unhorsed || unhorsed,
    injured: before.injured || struck.includes('I'),
    lostHelm: before.lostHelm || struck.includes('H'),
    // A 'B' in the cell of his own strike is his lance (C28).
    lancesBroken: before.lancesBroken + (ownStrike.includes('B') ? 1 : 0),
  };
}

const recordKey = (r: RiderRecord): string => `${+r.unhorsed}${+r.injured}${+r.lostHelm}${r.lancesBroken}`;
const key = (s: Live): string => `${s.scoreA},${s.scoreB},${recordKey(s.a)},${recordKey(s.b)},${+s.forcedA}${+s.forcedB}`;

function addLive(into: Map<string, { state: Live; probability: number }>, state: Live, p: number): void {
  const k = key(state);
  const was = into.get(k);
  into.set(k, { state, probability: (was?.probability ?? 0) + p });
}

function addEnded(into: Map<string, JoustOutcome>, s: Live, rides: number, p: number): void {
  // Whether a rider is forced no longer matters once the joust is over.
  const k = `${rides},${s.scoreA},${s.scoreB},${recordKey(s.a)},${recordKey(s.b)}`;
  const was = into.get(k);
  into.set(k, { probability: (was?.probability ?? 0) + p, scoreA: s.scoreA, scoreB: s.scoreB, rides, a: s.a, b: s.b });
}

/** How a rider left the lists, worst first: unhorsed; injured and still mounted; neither. */
export const JOUST_ENDINGS = ['unhorsed', 'injured', 'neither'] as const;
export type JoustEnding = (typeof JOUST_ENDINGS)[number];

/** A rider's ending from his record. */
export function endingOf(r: RiderRecord): JoustEnding {
  return r.unhorsed ? 'unhorsed' : r.injured ? 'injured' : 'neither';
}

/**
 * The joint law of how the riders ended: `[i][j]` is the probability that A ended
 * `JOUST_ENDINGS[i]` and B `JOUST_ENDINGS[j]`.
 */
export function jointEndings(law: JoustLaw): number[][] {
  const table = JOUST_ENDINGS.map(() => JOUST_ENDINGS.map(() => 0));
  for (const o of law.outcomes) {
    const row = table[JOUST_ENDINGS.indexOf(endingOf(o.a))] as number[];
    const j = JOUST_ENDINGS.indexOf(endingOf(o.b));
    row[j] = (row[j] ?? 0) + o.probability;
  }
  return table;
}

/**
 * One rider's score law over `law.minScore..law.maxScore`: `probabilities[k]` is the chance
 * his total is `min + k` (both riders share the range, so tables line up).
 */
export function scoreLaw(law: JoustLaw, rider: 'A' | 'B'): { min: number; max: number; probabilities: number[] } {
  const { minScore: min, maxScore: max } = law;
  const probabilities = Array.from({ length: max - min + 1 }, () => 0);
  for (const o of law.outcomes) {
    const k = (rider === 'A' ? o.scoreA : o.scoreB) - min;
    probabilities[k] = (probabilities[k] ?? 0) + o.probability;
  }
  return { min, max, probabilities };
}
