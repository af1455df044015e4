import type { Rng } from '../core/kernel.js';

/**
 * xoshiro128** 1.0 by Blackman and Vigna: a fast all-purpose generator with 128 bits of
 * state and 32-bit output, in 32-bit integer math only.
 * Reference: https://prng.di.unimi.it/xoshiro128starstar.c
 *
 * @example
 * const rng = new Xoshiro128(1, 2, 3, 4);
 * rng.nextU32(); // => 11520 (reference output for state 1,2,3,4)
 */
export class Xoshiro128 implements Rng {
  private s0: number;
  private s1: number;
  private s2: number;
  private s3: number;

  constructor(s0: number, s1: number, s2: number, s3: number) {
    if ((s0 | s1 | s2 | s3) === 0) throw new RangeError('xoshiro128** state must not be all zero');
    this.s0 = s0 | 0;
    this.s1 = s1 | 0;
    this.s2 = s2 | 0;
    this.s3 = s3 | 0;
  }

  nextU32(): number {
    const s1 = this.s1;
    const product = Math.imul(s1, 5);
    const result = Math.imul((product << 7) | (product >>> 25), 9) >>> 0;
    const t = s1 << 9;
    this.s2 ^= this.s0;
    this.s3 ^= s1;
    this.s1 = s1 ^ this.s2;
    this.s0 ^= this.s3;
    this.s2 ^= t;
    this.s3 = (this.s3 << 11) | (this.s3 >>> 21);
    return result;
  }

  /**
   * Lemire's multiply-and-reject: the high word of u32 * 6 is the die; the 4 low values
   * that would bias it (2^32 mod 6 = 4) are rejected. Doubles hold u32 * 6 exactly.
   */
  d6(): number {
    for (;;) {
      const m = this.nextU32() * 6;
      const low = m >>> 0;
      if (low >= 4) return (m - low) / 4294967296 + 1;
    }
  }

  /**
   * Lemire's nearly-divisionless multiply-and-reject in int32 math: the die is the high
   * word of u32 * sides (from u32's two 16-bit halves, so every step stays below 2^32),
   * the low word is Math.imul(u32, sides), and the 2^32 mod sides low words that would
   * bias the die are rejected; that modulo is below sides, so it is only worked out for
   * the rare low word below sides.
   */
  die(sides: number): number {
    for (;;) {
      const word = this.nextU32();
      const low = Math.imul(word, sides) >>> 0;
      if (low >= sides || low >= 4294967296 % sides) return (((word >>> 16) * sides + (((word & 0xffff) * sides) >>> 16)) >>> 16) + 1;
    }
  }

  /** `nextU32` in a loop with the state in locals, written back at the end (Rng.countTopBytes). */
  countTopBytes(seen: Int32Array, accepts: Int32Array, trials: number): void {
    let s0 = this.s0;
    let s1 = this.s1;
    let s2 = this.s2;
    let s3 = this.s3;
    for (let done = 0; done < trials; ) {
      const product = Math.imul(s1, 5);
      const byte = Math.imul((product << 7) | (product >>> 25), 9) >>> 24;
      const t = s1 << 9;
      s2 ^= s0;
      s3 ^= s1;
      s1 ^= s2;
      s0 ^= s3;
      s2 ^= t;
      s3 = (s3 << 11) | (s3 >>> 21);
      seen[byte] = (seen[byte] as number) + 1;
      done += accepts[byte] as number;
    }
    this.s0 = s0;
    this.s1 = s1;
    this.s2 = s2;
    this.s3 = s3;
  }

  /** The four state words, for tests and checkpoints. */
  state(): [number, number, number, number] {
    return [this.s0 >>> 0, this.s1 >>> 0, this.s2 >>> 0, this.s3 >>> 0];
  }
}
