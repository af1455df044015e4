import type { Rng } from '../core/kernel.js';

/**
 * A uniform integer in [0, bound) for a small bound (2..256) from one 32-bit word: Lemire's
 * multiply-and-reject on the word's top 16 bits u. The value is floor(u * bound / 2^16);
 * the 2^16 mod bound values of u whose low product (u * bound mod 2^16) falls below that
 * would bias it, and are rejected: 16 in 65,536 for bound 36, under 0.4% for any bound up
 * to 256. Cheaper than a full 32-bit draw (no 64-bit product to assemble: u * bound < 2^24),
 * for kernels that need one small draw per trial, e.g. a pair of d6 as one draw from [0, 36).
 * The nearly-divisionless test works out 2^16 mod bound only when the low product is below
 * bound; inlined with a constant bound, it folds away.
 *
 * Reference: D. Lemire, "Fast Random Integer Generation in an Interval", ACM TOMACS 29(1),
 * 2019 (https://arxiv.org/abs/1805.10941).
 *
 * @example
 * const pair = drawSmall(rng, 36); // (attacker die - 1) * 6 + (defender die - 1)
 * const attackerDie = Math.floor(pair / 6) + 1;
 */
export function drawSmall(rng: Rng, bound: number): number {
  for (;;) {
    const product = (rng.nextU32() >>> 16) * bound;
    const low = product & 0xffff;
    if (low >= bound || low >= 65536 % bound) return product >>> 16;
  }
}
