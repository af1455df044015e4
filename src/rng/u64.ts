/**
 * Unsigned 64-bit integers as two uint32 halves, for the few hashes that need 64 bits (chunk
 * seeds, stream keys). Integer math only (Math.imul and exact doubles), no BigInt: it runs
 * once per chunk, far from any hot loop, and reads the same in every engine.
 */

/** A 64-bit unsigned integer: hi * 2^32 + lo, each half in [0, 2^32). */
export interface U64 {
  readonly hi: number;
  readonly lo: number;
}

/**
 * The halves of a non-negative safe integer (below 2^53).
 *
 * @example
 * u64(2 ** 40 + 5); // => { hi: 256, lo: 5 }
 */
export function u64(value: number): U64 {
  return { hi: Math.floor(value / 4294967296) >>> 0, lo: value >>> 0 };
}

export function xor64(a: U64, b: U64): U64 {
  return { hi: (a.hi ^ b.hi) >>> 0, lo: (a.lo ^ b.lo) >>> 0 };
}

/** a + b mod 2^64. */
export function add64(a: U64, b: U64): U64 {
  const lo = a.lo + b.lo; // below 2^33: exact
  return { hi: (a.hi + b.hi + (lo > 0xffffffff ? 1 : 0)) >>> 0, lo: lo >>> 0 };
}

/** The high 32 bits of the 64-bit product of two uint32s, from their 16-bit halves. */
function mulHigh32(a: number, b: number): number {
  const a0 = a & 0xffff;
  const a1 = a >>> 16;
  const b0 = b & 0xffff;
  const b1 = b >>> 16;
  const cross1 = a1 * b0; // each partial product is below 2^32: exact
  const cross0 = a0 * b1;
  const carry = (((a0 * b0) >>> 16) + (cross1 & 0xffff) + (cross0 & 0xffff)) >>> 16;
  return (a1 * b1 + (cross1 >>> 16) + (cross0 >>> 16) + carry) >>> 0;
}

/** a * b mod 2^64. */
export function mul64(a: U64, b: U64): U64 {
  const hi = mulHigh32(a.lo, b.lo) + Math.imul(a.hi, b.lo) + Math.imul(a.lo, b.hi);
  return { hi: hi >>> 0, lo: Math.imul(a.lo, b.lo) >>> 0 };
}

/** v ^ (v >> shift), for shift in [1, 63]. */
export function xorShiftRight64(v: U64, shift: number): U64 {
  if (shift >= 32) return { hi: v.hi, lo: (v.lo ^ (v.hi >>> (shift - 32))) >>> 0 };
  return { hi: (v.hi ^ (v.hi >>> shift)) >>> 0, lo: (v.lo ^ ((v.lo >>> shift) | (v.hi << (32 - shift)))) >>> 0 };
}

const SPLITMIX_M1: U64 = { hi: 0xbf58476d, lo: 0x1ce4e5b9 };
const SPLITMIX_M2: U64 = { hi: 0x94d049bb, lo: 0x133111eb };

/**
 * SplitMix64's output function (Steele, Lea and Flood, "Fast splittable pseudorandom number
 * generators", OOPSLA 2014, with the constants of Vigna's splitmix64.c, Stafford's "Mix13"):
 * z ^= z >> 30; z *= 0xbf58476d1ce4e5b9; z ^= z >> 27; z *= 0x94d049bb133111eb; z ^= z >> 31.
 * A bijection of 64-bit values in which every input bit affects every output bit.
 * Reference: https://prng.di.unimi.it/splitmix64.c
 */
export function splitMix64(z: U64): U64 {
  return xorShiftRight64(mul64(xorShiftRight64(mul64(xorShiftRight64(z, 30), SPLITMIX_M1), 27), SPLITMIX_M2), 31);
}

const MURMUR_M1: U64 = { hi: 0xff51afd7, lo: 0xed558ccd };
const MURMUR_M2: U64 = { hi: 0xc4ceb9fe, lo: 0x1a85ec53 };

/**
 * MurmurHash3's 64-bit finaliser fmix64 (Appleby): k ^= k >> 33; k *= 0xff51afd7ed558ccd;
 * k ^= k >> 33; k *= 0xc4ceb9fe1a85ec53; k ^= k >> 33. Another bijection with full
 * avalanche, with constants and shifts unrelated to SplitMix64's.
 * Reference: https://github.com/aappleby/smhasher/blob/master/src/MurmurHash3.cpp
 */
export function fmix64(k: U64): U64 {
  return xorShiftRight64(mul64(xorShiftRight64(mul64(xorShiftRight64(k, 33), MURMUR_M1), 33), MURMUR_M2), 33);
}
