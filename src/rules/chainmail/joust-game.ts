import { Fraction } from '../../core/fraction.js';
import { exploitability, solveMatrixGame, type Exploitability } from '../../core/matrix-game.js';
import { JOUST_READINGS, forcedChoices, joustChoices, rideOutcomes, type JoustChoice, type JoustReadings, type Ride } from './joust.js';

/**
 * The joust (003:696-710, matrix 003:1151-1186; C28) as a two-player zero-sum game on the
 * DIFFERENCE of tourney scores, rider A's total minus rider B's, solved exactly.
 *
 * A state is (ride number, is A forced to position 4, is B forced); a forced rider chooses
 * among the 8 aims at position 4 (003:1186), a free one among the 33 legal pairs. The stage
 * game at a state pays the ride's score difference plus, when nobody is unhorsed and rides
 * remain, the value of the state the ride leads to; under the `'one-of'` reading a ride is a
 * chance event and the stage payoff is the mean over its equally likely outcomes (so the
 * continuation is the expected value of the next state). Backward induction from the last
 * ride solves every stage exactly (`matrix-game.ts`).
 */

/** A choice and the probability a solved strategy gives it. */
export interface ChoiceProbability {
  readonly choice: JoustChoice;
  readonly probability: Fraction;
  readonly p: number;
}

/** A point of the joust before a ride: which ride, and who must sit position 4. */
export interface JoustState {
  readonly ride: number;
  readonly forcedA: boolean;
  readonly forcedB: boolean;
}

/** One stage game solved: the rest of the joust from this state. */
export interface JoustStageSolution extends JoustState {
  /** A's guaranteed difference (A's score minus B's) from here on: the stage game's value. */
  readonly value: Fraction;
  readonly valueNumber: number;
  /** Optimal mixed strategies, each over the choices it plays (probability > 0), in `joustChoices` order. */
  readonly strategyA: readonly ChoiceProbability[];
  readonly strategyB: readonly ChoiceProbability[];
  /** Brute-force check of the pair against every pure reply (`total` is 0 up to rounding). */
  readonly exploitability: Exploitability;
  /** Each rider's expected tourney score from here on when both play these strategies. */
  readonly expectedA: Fraction;
  readonly expectedB: Fraction;
}

/** Every stage of a joust solved, with the headline figures. */
export interface JoustSolution {
  readonly rides: number;
  readonly readings: JoustReadings;
  /** Ride 1..rides, each with (free, free), (free, forced), (forced, free), (forced, forced). */
  readonly states: readonly JoustStageSolution[];
  /** The value at the start, (ride 1, free, free). */
  readonly value: Fraction;
  /** The value of "I (A) must ride position 4, my opponent is free" before each ride. */
  readonly forcedVersusFree: readonly { readonly ride: number; readonly value: Fraction; readonly valueNumber: number }[];
  /** Expected tourney scores from the start under the solved strategies: A's own and his opponent's. */
  readonly expectedScores: { readonly own: Fraction; readonly opponent: Fraction };
}

/** A rider's choices in a state: the 33 legal pairs, or the 8 aims at position 4 when forced. */
export const choicesFor = (forced: boolean): JoustChoice[] => (forced ? forcedChoices() : joustChoices());

/** The value of the state a ride leads to, or 0 when the joust ends there. */
type Continuation = (after: Ride) => Fraction;

/**
 * The stage game at a state: entry [i][j] is the expected (A - B) score difference of A's
 * choice i against B's choice j, this ride plus the continuation.
 */
export function stageMatrix(state: JoustState, continuation: Continuation, readings: JoustReadings = JOUST_READINGS): Fraction[][] {
  return choicesFor(state.forcedA).map((a) => choicesFor(state.forcedB).map((b) => meanOver(rideOutcomes(a, b, readings), (r) => Fraction.of(r.scoreA - r.scoreB).add(continuation(r)))));
}

/** The mean of `f` over equally likely rides. */
function meanOver(outcomes: readonly Ride[], f: (r: Ride) => Fraction): Fraction {
  return outcomes.reduce((sum, r) => sum.add(f(r)), Fraction.ZERO).div(Fraction.of(outcomes.length));
}

const stateIndex = (ride: number, forcedA: boolean, forcedB: boolean): number => (ride - 1) * 4 + (forcedA ? 2 : 0) + (forcedB ? 1 : 0);

/** The solved stage at (ride, forcedA, forcedB). */
export function joustState(solution: JoustSolution, ride: number, forcedA: boolean, forcedB: boolean): JoustStageSolution {
  const s = solution.states[stateIndex(ride, forcedA, forcedB)];
  if (!s) throw new Error(`joustState: no ride ${ride} in a joust of ${solution.rides}`);
  return s;
}

/**
 * Solve a joust of up to `rides` rides by backward induction, every stage exactly.
 *
 * @example
 * const game = solveJoust();
 * game.value.toString();                    // => '0' (the game is symmetric)
 * game.forcedVersusFree[0]?.valueNumber;    // what sitting position 4 costs at ride 1
 */
export function solveJoust(rides = 3, readings: JoustReadings = JOUST_READINGS): JoustSolution {
  if (!Number.isInteger(rides) || rides < 1) throw new Error(`solveJoust: rides must be a positive integer, not ${rides}`);
  const states: JoustStageSolution[] = [];
  for (let ride = rides; ride >= 1; ride--) {
    for (const forcedA of [false, true]) {
      for (const forcedB of [false, true]) {
        // The state a ride leads to, if the joust goes on (nobody unhorsed, rides left: 003:702).
        const next = (r: Ride): JoustStageSolution | undefined =>
          r.unhorsedA || r.unhorsedB || ride === rides ? undefined : states[stateIndex(ride + 1, r.forcedA, r.forcedB)];
        states[stateIndex(ride, forcedA, forcedB)] = solveStage({ ride, forcedA, forcedB }, next, readings);
      }
    }
  }
  const start = states[stateIndex(1, false, false)] as JoustStageSolution;
  const forcedVersusFree = Array.from({ length: rides }, (_, i) => {
    const s = states[stateIndex(i + 1, true, false)] as JoustStageSolution;
    return { ride: i + 1, value: s.value, valueNumber: s.valueNumber };
  });
  return { rides, readings, states, value: start.value, forcedVersusFree, expectedScores: { own: start.expectedA, opponent: start.expectedB } };
}

/** Solve one stage given the solved states after it, and follow its strategies for the expected scores. */
function solveStage(state: JoustState, next: (r: Ride) => JoustStageSolution | undefined, readings: JoustReadings): JoustStageSolution {
  const matrix = stageMatrix(state, (r) => next(r)?.value ?? Fraction.ZERO, readings);
  const solved = solveMatrixGame(matrix);
  const rowChoices = choicesFor(state.forcedA);
  const columnChoices = choicesFor(state.forcedB);
  const support = (choices: readonly JoustChoice[], probabilities: readonly Fraction[]): ChoiceProbability[] =>
    choices.flatMap((choice, i) => {
      const probability = probabilities[i] ?? Fraction.ZERO;
      return probability.isZero() ? [] : [{ choice, probability, p: probability.toNumber() }];
    });
  const strategyA = support(rowChoices, solved.row);
  const strategyB = support(columnChoices, solved.column);
  // Expected scores: only the pairs both strategies play matter.
  let expectedA = Fraction.ZERO;
  let expectedB = Fraction.ZERO;
  for (const a of strategyA) {
    for (const b of strategyB) {
      const weight = a.probability.mul(b.probability);
      const outcomes = rideOutcomes(a.choice, b.choice, readings);
      expectedA = expectedA.add(weight.mul(meanOver(outcomes, (r) => Fraction.of(r.scoreA).add(next(r)?.expectedA ?? Fraction.ZERO))));
      expectedB = expectedB.add(weight.mul(meanOver(outcomes, (r) => Fraction.of(r.scoreB).add(next(r)?.expectedB ?? Fraction.ZERO))));
    }
  }
  return {
    ...state,
    value: solved.value,
    valueNumber: solved.valueNumber,
    strategyA,
    strategyB,
    exploitability: exploitability(matrix, solved.rowNumbers, solved.columnNumbers, solved.valueNumber),
    expectedA,
    expectedB,
  };
}

/**
 * The law of both riders' tourney totals when both play the solved strategies from the
 * start, ride by ride (doubles): probability by `"scoreA,scoreB"`, and each rider's own law.
 */
export function playedScores(solution: JoustSolution): { joint: Map<string, number>; a: Map<number, number>; b: Map<number, number> } {
  let live = new Map<string, { scoreA: number; scoreB: number; forcedA: boolean; forcedB: boolean; p: number }>([['0,0,0,0', { scoreA: 0, scoreB: 0, forcedA: false, forcedB: false, p: 1 }]]);
  const joint = new Map<string, number>();
  const add = <K>(into: Map<K, number>, key: K, p: number): void => {
    into.set(key, (into.get(key) ?? 0) + p);
  };
  for (let ride = 1; ride <= solution.rides; ride++) {
    const next: typeof live = new Map();
    for (const s of live.values()) {
      const stage = joustState(solution, ride, s.forcedA, s.forcedB);
      for (const a of stage.strategyA) {
        for (const b of stage.strategyB) {
          const outcomes = rideOutcomes(a.choice, b.choice, solution.readings);
          for (const r of outcomes) {
            const p = (s.p * a.p * b.p) / outcomes.length;
            const scoreA = s.scoreA + r.scoreA;
            const scoreB = s.scoreB + r.scoreB;
            if (r.unhorsedA || r.unhorsedB || ride === solution.rides) add(joint, `${scoreA},${scoreB}`, p);
            else {
              const key = `${scoreA},${scoreB},${+r.forcedA},${+r.forcedB}`;
              const was = next.get(key);
              next.set(key, { scoreA, scoreB, forcedA: r.forcedA, forcedB: r.forcedB, p: (was?.p ?? 0) + p });
            }
          }
        }
      }
    }
    live = next;
  }
  const a = new Map<number, number>();
  const b = new Map<number, number>();
  for (const [key, p] of joint) {
    const [sa, sb] = key.split(',').map(Number);
    add(a, sa as number, p);
    add(b, sb as number, p);
  }
  return { joint, a, b };
}
