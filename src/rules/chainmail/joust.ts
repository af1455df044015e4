import { AIMING_POINTS, FORCED_POSITION, JOUST_POSITIONS, JOUST_RESULTS, TOURNEY_SCORES, allowedPosition, joustCell, type AimingPoint, type JoustLetter, type JoustPosition } from './joust-table.js';

/**
 * A joust between two knights (003:696-710, the Jousting Matrix 003:1151-1186; ruling C28).
 * In a ride each rider's aiming point meets the other's position: the cell lists what befalls
 * the rider struck, all of its letters at once. A ride scores for the tourney; the joust ends
 * when a rider is unhorsed or after three rides; a rider who broke his lance or lost his helm
 * rides the next ride in position 4.
 */

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

/** The tourney points a strike's letters give its attacker and the rider struck (003:702-708). */
function scores(letters: readonly JoustLetter[]): { attacker: number; defender: number } {
  let attacker = 0;
  let defender = 0;
  for (const letter of letters) {
    const row = TOURNEY_SCORES.find((s) => s.result === letterId(letter));
    attacker += row?.attacker ?? 0;
    defender += row?.defender ?? 0;
  }
  return { attacker, defender };
}

/** One ride: both strikes at once, scored, with who is unhorsed and who must sit position 4 next. */
export function ride(a: JoustChoice, b: JoustChoice): Ride {
  for (const [who, c] of [['A', a], ['B', b]] as const) {
    if (!allowedPosition(c.aim, c.position)) throw new Error(`internal: rider ${who} may not sit ${c.position} aiming at ${c.aim}`);
  }
  const struckByA = joustCell(a.aim, b.position);
  const struckByB = joustCell(b.aim, a.position);
  const byA = scores(struckByA);
  const byB = scores(struckByB);
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
 * the total scores.
 */
export function fixedJoust(a: JoustChoice, b: JoustChoice, rides = 3): { rides: Ride[]; scoreA: number; scoreB: number } {
  const fought: Ride[] = [];
  let forcedA = false;
  let forcedB = false;
  for (let n = 0; n < rides; n++) {
    const r = ride(forcedA ? { aim: a.aim, position: FORCED_POSITION.position } : a, forcedB ? { aim: b.aim, position: FORCED_POSITION.position } : b);
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

/**
 * One ride as a two-player zero-sum game on the difference of tourney scores: entry [i][j] is
 * rider A's score minus rider B's when A takes choice i and B choice j (`joustChoices` order).
 * The game is symmetric, so the matrix is antisymmetric; the strategy solver (issue #25) reads it.
 */
export function rideDifferenceMatrix(choices: readonly JoustChoice[] = joustChoices()): number[][] {
  return choices.map((a) => choices.map((b) => {
    const r = ride(a, b);
    return r.scoreA - r.scoreB;
  }));
}
