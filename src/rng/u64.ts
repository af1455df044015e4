/**
 * Unsigned 64-bit integers as two uint32 halves, for the few hashes that need 64 bits (chunk
 * seeds, stream keys). Integer math only (Math.imul and exact doubles), no BigInt, and the
 * mixers work on halves held in locals as int32 (the same bits), which allocate nothing:
 * a seed is worked once a chunk, but a long or sharded run works millions of them, and an
 * object a step cost twice the time.
 */

/** A 64-bit unsigned integer: hi * 2^32 + lo, each half in [0, 2^32). */
export interface U64 {
  readonly hi: number;
  readonly lo: number;
}

/** The high 32 bits of the 64-bit product of two 32-bit words read unsigned, from their 16-bit halves. */
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

/**
 * A mixer of the xorshift-multiply shape of SplitMix64's output function and fmix64:
 * z ^= z >> s1; z *= m1; z ^= z >> s2; z *= m2; z ^= z >> s3 (mod 2^64; each shift in [1, 63]).
 */
export interface Mixer {
  readonly s1: number;
  readonly m1: U64;
  readonly s2: number;
  readonly m2: U64;
  readonly s3: number;
}

/** The last mix64's result: its high and low halves' bits as int32 (`mixed[0] >>> 0` is the uint32). */
const mixed = new Int32Array(2);

/** hi:lo ^= hi:lo >> shift, into `mixed`. */
function xorShift(hi: number, lo: number, shift: number): void {
  if (shift >= 32) {
    mixed[0] = hi;
    mixed[1] = lo ^ (hi >>> (shift - 32));
  } else {
    mixed[0] = hi ^ (hi >>> shift);
    mixed[1] = lo ^ ((lo >>> shift) | (hi << (32 - shift)));
  }
}

/** hi:lo * m mod 2^64, into `mixed`. */
function times(hi: number, lo: number, m: U64): void {
  mixed[0] = mulHigh32(lo, m.lo) + Math.imul(hi, m.lo) + Math.imul(lo, m.hi); // below 2^34: exact, then wrapped
  mixed[1] = Math.imul(lo, m.lo);
}

/**
 * `mix` of the 64-bit word hi:lo (each half read modulo 2^32, so a sum's carry past it may stay), returned in a shared pair the
 * next call overwrites: read both halves at once.
 */
export function mix64(hi: number, lo: number, mix: Mixer): Int32Array {
  xorShift(hi, lo, mix.s1);
  times(mixed[0] as number, mixed[1] as number, mix.m1);
  xorShift(mixed[0] as number, mixed[1] as number, mix.s2);
  times(mixed[0] as number, mixed[1] as number, mix.m2);
  xorShift(mixed[0] as number, mixed[1] as number, mix.s3);
  return mixed;
}

/**
 * SplitMix64's output function (Steele, Lea and Flood, "Fast splittable pseudorandom number
 * generators", OOPSLA 2014, with the constants of Vigna's splitmix64.c, Stafford's "Mix13"):
 * z ^= z >> 30; z *= 0xbf58476d1ce4e5b9; z ^= z >> 27; z *= 0x94d049bb133111eb; z ^= z >> 31.
 * A bijection of 64-bit values in which every input bit affects every output bit.
 * Reference: https://prng.di.unimi.it/splitmix64.c
 */
export const SPLITMIX64: Mixer = { s1: 30, m1: { hi: 0xbf58476d, lo: 0x1ce4e5b9 }, s2: 27, m2: { hi: 0x94d049bb, lo: 0x133111eb }, s3: 31 };

/**
 * MurmurHash3's 64-bit finaliser fmix64 (Appleby): k ^= k >> 33; k *= 0xff51afd7ed558ccd;
 * k ^= k >> 33; k *= 0xc4ceb9fe1a85ec53; k ^= k >> 33. Another bijection with full
 * avalanche, with constants and shifts unrelated to SplitMix64's.
 * Reference: https://github.com/aappleby/smhasher/blob/master/src/MurmurHash3.cpp
 */
export const FMIX64: Mixer = { s1: 33, m1: { hi: 0xff51afd7, lo: 0xed558ccd }, s2: 33, m2: { hi: 0xc4ceb9fe, lo: 0x1a85ec53 }, s3: 33 };

/** SplitMix64's output function of `z`, as uint32 halves. */
export function splitMix64(z: U64): U64 {
  const r = mix64(z.hi, z.lo, SPLITMIX64);
  return { hi: (r[0] as number) >>> 0, lo: (r[1] as number) >>> 0 };
}
