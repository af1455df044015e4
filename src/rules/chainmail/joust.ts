import { AIMING_POINTS, FORCED_POSITION, JOUST_POSITIONS, JOUST_RESULTS, TOURNEY_SCORES, allowedPosition, joustCell, type AimingPoint, type JoustLetter, type JoustPosition } from './joust-table.js';

/**
 * A joust between two knights (003:696-710, the Jousting Matrix 003:1151-1186; ruling C28).
 * In a ride each rider's aiming point meets the other's position: the cell lists what befalls
 * the rider struck, all of its letters at once. A ride scores for the tourney; the joust ends
 * when a rider is unhorsed or after three rides; a rider who broke his lance or lost his helm
 * rides the next ride in position 4. Where the text is open to two readings (one letter of a
 * cell, a broken lance +1) the functions take `JoustReadings`, defaulting to the rulings'.
 */

/**
 * How to read the matrix and the score table where the text allows two readings (C28, issue
 * #25); the defaults, `JOUST_READINGS`, are the rulings'.
 */
export interface JoustReadings {
  /** `'all'`: every letter of a cell happens (C28, the default); `'one-of'`: exactly one of them, each equally likely. */
  readonly cells: 'all' | 'one-of';
  /** The attacker's score for breaking his lance: -1 as printed (003:705, the default), or +1. */
  readonly lanceScore: -1 | 1;
}

/** The rulings' readings: every letter of a cell, a broken lance -1 (C28). */
export const JOUST_READINGS: JoustReadings = { cells: 'all', lanceScore: -1 };

/** A rider's choice for a ride. */
export interface JoustChoice {
  readonly aim: AimingPoint;
  readonly position: JoustPosition;
}

/** What one ride did: the letters each rider's strike caused, the tourney points each scored, who is unhorsed, who must sit position 4 next. */
export interface Ride {
  readonly struckByA: readonly JoustLetter[];
  readonly struckByB: readonly JoustLetter[];
  readonly scoreA: number;
  readonly scoreB: number;
  readonly unhorsedA: boolean;
  readonly unhorsedB: boolean;
  readonly forcedA: boolean;
  readonly forcedB: boolean;
}

const letterId = (letter: JoustLetter): string => JOUST_RESULTS.find((r) => r.letter === letter)?.id ?? letter;
/** Whether a strike's letters send `whom` to position 4 next ride (003:1186). */
const forces = (letters: readonly JoustLetter[], whom: 'striker' | 'struck'): boolean => letters.some((l) => JOUST_RESULTS.find((r) => r.letter === l)?.forces === whom);
/** Whether a strike unhorses the rider struck. */
const unhorses = (letters: readonly JoustLetter[]): boolean => letters.some((l) => letterId(l) === 'unhorsed');

/** The tourney points a strike's letters give its attacker and the rider struck (003:702-708), the lance at `lanceScore`. */
function scores(letters: readonly JoustLetter[], lanceScore: number): { attacker: number; defender: number } {
  let attacker = 0;
  let defender = 0;
  for (const letter of letters) {
    const id = letterId(letter);
    const row = TOURNEY_SCORES.find((s) => s.result === id);
    // The lance's row is the one the reading `lanceScore` replaces (C28).
    attacker += row?.lanceScore ? lanceScore : (row?.attacker ?? 0);
    defender += row?.defender ?? 0;
  }
  return { attacker, defender };
}

function checkAllowed(a: JoustChoice, b: JoustChoice): void {
  for (const [who, c] of [['A', a], ['B', b]] as const) {
    if (!allowedPosition(c.aim, c.position)) throw new Error(`internal: rider ${who} may not sit ${c.position} aiming at ${c.aim}`);
  }
}

/**
 * One ride: both strikes at once, every letter of each cell (the `'all'` reading), scored,
 * with who is unhorsed and who must sit position 4 next. Under `'one-of'` a ride is a chance
 * event: use `rideOutcomes`.
 */
export function ride(a: JoustChoice, b: JoustChoice, readings: JoustReadings = JOUST_READINGS): Ride {
  if (readings.cells !== 'all') throw new Error("ride: under the 'one-of' reading a ride is random; use rideOutcomes");
  checkAllowed(a, b);
  return scoredRide(joustCell(a.aim, b.position), joustCell(b.aim, a.position), readings.lanceScore);
}

/**
 * The equally likely ways a ride can go under `readings`: one under `'all'`; under `'one-of'`
 * one per pair of letters, A's strike and B's picking their letter independently (a cell
 * `B/U/I` against a cell `M` gives three rides, each 1/3).
 *
 * @example
 * rideOutcomes({ aim: 'chief-pale', position: 'lower-helm' }, { aim: 'base', position: 'lower-helm' }, { cells: 'one-of', lanceScore: -1 }).length; // => 3
 */
export function rideOutcomes(a: JoustChoice, b: JoustChoice, readings: JoustReadings = JOUST_READINGS): Ride[] {
  checkAllowed(a, b);
  const cellA = joustCell(a.aim, b.position);
  const cellB = joustCell(b.aim, a.position);
  if (readings.cells === 'all') return [scoredRide(cellA, cellB, readings.lanceScore)];
  return cellA.flatMap((la) => cellB.map((lb) => scoredRide([la], [lb], readings.lanceScore)));
}

/** A ride from the letters each strike caused. */
function scoredRide(struckByA: readonly JoustLetter[], struckByB: readonly JoustLetter[], lanceScore: number): Ride {
  const byA = scores(struckByA, lanceScore);
  const byB = scores(struckByB, lanceScore);
  return {
    struckByA,
    struckByB,
    scoreA: byA.attacker + byB.defender,
    scoreB: byB.attacker + byA.defender,
    unhorsedA: unhorses(struckByB),
    unhorsedB: unhorses(struckByA),
    forcedA: forces(struckByA, 'striker') || forces(struckByB, 'struck'),
    forcedB: forces(struckByB, 'striker') || forces(struckByA, 'struck'),
  };
}

/**
 * A joust of up to three rides with each rider keeping one choice, except that a forced rider
 * sits position 4 with the same aim (every aiming point allows it, C28): the rides fought and
 * the total scores. The `'all'` reading only (under `'one-of'` see `joust-law.ts`).
 */
export function fixedJoust(a: JoustChoice, b: JoustChoice, rides = 3, readings: JoustReadings = JOUST_READINGS): { rides: Ride[]; scoreA: number; scoreB: number } {
  const fought: Ride[] = [];
  let forcedA = false;
  let forcedB = false;
  for (let n = 0; n < rides; n++) {
    const r = ride(forcedA ? { aim: a.aim, position: FORCED_POSITION.position } : a, forcedB ? { aim: b.aim, position: FORCED_POSITION.position } : b, readings);
    fought.push(r);
    if (r.unhorsedA || r.unhorsedB) break;
    forcedA = r.forcedA;
    forcedB = r.forcedB;
  }
  return { rides: fought, scoreA: fought.reduce((s, r) => s + r.scoreA, 0), scoreB: fought.reduce((s, r) => s + r.scoreB, 0) };
}

/** Every legal choice of a free rider: each aiming point with each position it allows (33 in all). */
export function joustChoices(): JoustChoice[] {
  return AIMING_POINTS.flatMap((aim) => JOUST_POSITIONS.filter((position) => allowedPosition(aim, position)).map((position) => ({ aim, position })));
}

/** Every choice of a rider forced to position 4 (003:1186): each aiming point at steady seat (8; every aim allows it, C28). */
export function forcedChoices(): JoustChoice[] {
  return AIMING_POINTS.map((aim) => ({ aim, position: FORCED_POSITION.position }));
}

/**
 * One ride as a two-player zero-sum game on the difference of tourney scores: entry [i][j] is
 * rider A's score minus rider B's when A takes choice i and B choice j (`joustChoices` order);
 * under `'one-of'` the mean over the ride's equally likely outcomes (a double; `joust-game.ts`
 * keeps it exact). The game is symmetric, so the matrix is antisymmetric.
 */
export function rideDifferenceMatrix(choices: readonly JoustChoice[] = joustChoices(), readings: JoustReadings = JOUST_READINGS): number[][] {
  return choices.map((a) => choices.map((b) => {
    const outcomes = rideOutcomes(a, b, readings);
    return outcomes.reduce((sum, r) => sum + r.scoreA - r.scoreB, 0) / outcomes.length;
  }));
}
