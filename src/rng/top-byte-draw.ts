import type { Rng } from '../core/kernel.js';

/**
 * Where a word's top byte u (0..255) sends a uniform draw from [0, bound), for 2 <= bound
 * <= 256: floor(u * bound / 256), or -1 for the 256 mod bound bytes whose low product
 * (u * bound mod 256) would bias it (Lemire's multiply-and-reject on 8 bits). Every value
 * then has floor(256 / bound) bytes. For 36 (two d6 as one draw) the rejected bytes are
 * 0, 64, 128 and 192: 4 in 256. Built once, when a kernel is prepared; a kernel may swap
 * each value for what it stands for (an outcome code), keeping the -1s, and draw with
 * drawByTopByte.
 *
 * Reference: D. Lemire, "Fast Random Integer Generation in an Interval", ACM TOMACS 29(1),
 * 2019 (https://arxiv.org/abs/1805.10941).
 *
 * @example
 * const draws = topByteDraws(36);
 * draws[0]; // => -1 (rejected)
 * draws[255]; // => 35
 */
export function topByteDraws(bound: number): Int32Array {
  if (!Number.isInteger(bound) || bound < 2 || bound > 256) throw new RangeError(`topByteDraws: bound must be an integer in 2..256, got ${bound}`);
  const biased = 256 % bound;
  return Int32Array.from({ length: 256 }, (_, u) => ((u * bound) % 256 < biased ? -1 : (u * bound) >>> 8));
}

/**
 * One draw through a 256-entry table made from topByteDraws: the entry of the next word's
 * top byte, or, where it is -1, the entry of a further word's. One word per draw but for the
 * rejected bytes, a table lookup and no arithmetic: the cheapest unbiased draw for a kernel
 * that needs one small draw per trial.
 *
 * @example
 * const codes = topByteDraws(36).map((pair) => (pair < 0 ? -1 : outcomeOfPair[pair]));
 * const code = drawByTopByte(rng, codes); // an outcome code, as likely as its pairs
 */
export function drawByTopByte(rng: Rng, table: Int32Array): number {
  for (;;) {
    const value = table[rng.nextU32() >>> 24] as number;
    if (value >= 0) return value;
  }
}
