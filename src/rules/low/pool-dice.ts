import type { Rng } from '../../core/kernel.js';
import { countD6Faces } from '../../rng/dice.js';
import type { DefenderSixRule } from './sorted-melee.js';

/** A local copy of the imported function the dice loop calls (see round.ts). */
const count = countD6Faces;

/**
 * The Monte Carlo side of one sorted melee (rulings R6, R7), allocation-free: dice are
 * rolled about 11 d6 a 32-bit word, read through a face map and counted per face
 * (countD6Faces, five dice a table lookup); the two sorted pools are then compared a run of
 * equal pairs at a time.
 */

/** Face counts of both sides in one array: attacker at 1..6, defender at SIDE + 1..SIDE + 6. */
export const SIDE = 7;

/**
 * Dice are drawn in blocks of 64, each block's last word giving its remaining dice: the
 * first kernels filled a 64-die buffer, and the block is part of the stream, so pinned counts
 * hold it.
 */
const BLOCK = 64;

/**
 * Rolls `n` d6, reads each through the face map of `table` (`faceCountTable`) and adds one
 * to counts[base + face].
 */
export function rollFaces(rng: Rng, n: number, table: Float64Array, counts: Int32Array, base: number): void {
  count(rng, n, table, counts, base, BLOCK);
}

/** The defender-six rule as two flags the comparison reads. */
export interface SixFlags {
  /** A 6-6 pair kills one on the attacker's side (R7, the ruling). */
  readonly tieSix: boolean;
  /** Every paired defender 6 kills one more on the attacker's side (R7's option). */
  readonly extraSix: boolean;
}

export function sixFlags(rule: DefenderSixRule): SixFlags {
  return { tieSix: rule === 'six-six-pair', extraSix: rule === 'defender-six-extra' };
}

/**
 * Compares the two sorted pools in `counts` for the first `pairs` positions and writes the
 * kills into out[at] (on the attacker's side) and out[at + 1] (on the defender's side).
 * `pairs` must not exceed either pool.
 */
export function comparePools(counts: Int32Array, pairs: number, six: SixFlags, out: Int32Array, at: number): void {
  let kA = 0;
  let kD = 0;
  let fa = 6;
  let fd = 6;
  let ra = counts[fa] as number;
  let rd = counts[SIDE + fd] as number;
  for (let i = 0; i < pairs; ) {
    while (ra === 0) ra = counts[--fa] as number;
    while (rd === 0) rd = counts[SIDE + --fd] as number;
    let run = ra < rd ? ra : rd;
    if (run > pairs - i) run = pairs - i;
    if (fa > fd) kD += run;
    else if (fd > fa || (fa === 6 && six.tieSix)) kA += run;
    if (fd === 6 && six.extraSix) kA += run;
    ra -= run;
    rd -= run;
    i += run;
  }
  out[at] = kA;
  out[at + 1] = kD;
}
