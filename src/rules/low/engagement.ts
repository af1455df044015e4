import type { MeleeRound } from './round.js';

/**
 * What ends an engagement (rulings R25, R30), read the same way by the Monte Carlo trial
 * and the exact Markov chain so that the two agree: before each round, a side with no
 * figures has lost; then an isolated side may surrender; then the round cap; then a
 * stalemate (no round of either role can remove a figure).
 */
export interface EngagementSpec {
  readonly round: MeleeRound;
  readonly fixedRoles: boolean;
  readonly cap: number;
  /** Per side: option surrender is on and the side is isolated. */
  readonly mayAskQuarter: readonly [boolean, boolean];
  /** Per side and type: melee dice before bonus dice (the surrender test's "powerful", R25). */
  readonly meleeDice: readonly [Int32Array, Int32Array];
  /** Per side and type: 1 for undead (cannot surrender, cannot take prisoners, 004:806-807). */
  readonly undead: readonly [Int32Array, Int32Array];
}

/** Outcome of a side: index into the engagement kind's outcomes. */
export const HOLDS = 0;
export const UNDECIDED = 1;
export const SURRENDERED = 2;
export const DESTROYED = 3;

/** Result axis indices (kinds.ts ENGAGEMENT_RESULTS). */
export const ATTACKER_HOLDS = 0;
export const DEFENDER_HOLDS = 1;
export const BOTH_DESTROYED = 2;
export const NO_RESULT = 3;

/** The joint code: result x attacker outcome x defender outcome (4 x 4 x 4). */
export function engagementCode(result: number, attacker: number, defender: number): number {
  return result * 16 + attacker * 4 + defender;
}

/** The code of an engagement ended by destruction: `left0`, `left1` figures standing. */
export function destroyedCode(left0: number, left1: number): number {
  if (left0 === 0 && left1 === 0) return engagementCode(BOTH_DESTROYED, DESTROYED, DESTROYED);
  return left1 === 0 ? engagementCode(ATTACKER_HOLDS, HOLDS, DESTROYED) : engagementCode(DEFENDER_HOLDS, DESTROYED, HOLDS);
}

/** The code of side `side` surrendering. */
export function surrenderCode(side: number): number {
  return side === 0 ? engagementCode(DEFENDER_HOLDS, SURRENDERED, HOLDS) : engagementCode(ATTACKER_HOLDS, HOLDS, SURRENDERED);
}

export const UNDECIDED_CODE = engagementCode(NO_RESULT, UNDECIDED, UNDECIDED);

function qualifies(spec: EngagementSpec, alive: readonly [Int32Array, Int32Array], side: 0 | 1): boolean {
  if (!spec.mayAskQuarter[side]) return false;
  const own = alive[side];
  const other = alive[side === 0 ? 1 : 0];
  const ownDice = spec.meleeDice[side];
  const otherDice = spec.meleeDice[side === 0 ? 1 : 0];
  const ownUndead = spec.undead[side];
  const otherUndead = spec.undead[side === 0 ? 1 : 0];
  let figures = 0;
  let dice = 0;
  for (let t = 0; t < own.length; t++) {
    const n = own[t] as number;
    if (n > 0 && ownUndead[t] === 1) return false;
    figures += n;
    dice += n * (ownDice[t] as number);
  }
  let theirFigures = 0;
  let theirDice = 0;
  let captors = 0;
  for (let t = 0; t < other.length; t++) {
    const n = other[t] as number;
    theirFigures += n;
    theirDice += n * (otherDice[t] as number);
    if (otherUndead[t] === 0) captors += n;
  }
  return captors > 0 && (theirFigures >= 2 * figures || theirDice >= 2 * dice);
}

/**
 * The side that surrenders before a round (R25): isolated, the option on, no undead among
 * it, facing at least twice its figures or its melee dice, and an enemy that can take
 * prisoners. When both sides qualify, neither does (R30). Returns 0, 1 or -1. Allocates nothing.
 */
export function surrendering(spec: EngagementSpec, alive: readonly [Int32Array, Int32Array]): number {
  const s0 = qualifies(spec, alive, 0);
  const s1 = qualifies(spec, alive, 1);
  return s0 === s1 ? -1 : s0 ? 0 : 1;
}

/** No round that can still come (this role, and the other when roles alternate) removes a figure. */
export function stalemated(spec: EngagementSpec, alive: readonly [Int32Array, Int32Array], role: 0 | 1): boolean {
  if (spec.round.canChange(alive, role)) return false;
  return spec.fixedRoles || !spec.round.canChange(alive, role === 0 ? 1 : 0);
}
