import { add64, fmix64, splitMix64, u64, xor64, type U64 } from './u64.js';
import { Xoshiro128 } from './xoshiro128.js';

/** Largest root seed accepted: any safe non-negative integer. */
export const MAX_SEED = Number.MAX_SAFE_INTEGER;

/** Largest stream key: streams are named by 64-bit unsigned integers (mix.ts, `hashString`). */
export const MAX_STREAM = 2n ** 64n - 1n;

const GOLDEN_GAMMA: U64 = { hi: 0x9e3779b9, lo: 0x7f4a7c15 }; // SplitMix64's increment, 2^64 / phi
const LANE_A_START: U64 = { hi: 0x6a09e667, lo: 0xf3bcc908 }; // fractional part of sqrt(2) (SHA-512's H0)
const LANE_B_START: U64 = { hi: 0xbb67ae85, lo: 0x84caa73b }; // fractional part of sqrt(3) (SHA-512's H1)

/** h = mix((h ^ w) + gamma) for each input word in turn. */
function absorb(mix: (v: U64) => U64, start: U64, words: readonly U64[]): U64 {
  let h = start;
  for (const w of words) h = mix(add64(xor64(h, w), GOLDEN_GAMMA));
  return h;
}

function checkWhole(value: number, name: string): void {
  if (!Number.isSafeInteger(value) || value < 0) throw new RangeError(`chunkRng: ${name} ${value} is not a whole number in [0, 2^53)`);
}

/**
 * The generator for one chunk of one matchup. Its state is a pure function of (root seed,
 * stream, chunk index), never of which worker runs it, so any number of workers, or
 * machines, produce identical counts (DESIGN.md, "Determinism").
 *
 * Every bit of the inputs reaches the state: the root seed and the chunk index (whole
 * numbers below 2^53) and the stream key (a 64-bit unsigned integer) are absorbed as 64-bit
 * words by two independent lanes, h = mix((h ^ word) + 0x9e3779b97f4a7c15) from different
 * starting values, one mixing with SplitMix64's output function (Steele, Lea and Flood 2014;
 * Vigna's splitmix64.c constants 0xbf58476d1ce4e5b9, 0x94d049bb133111eb), the other with
 * MurmurHash3's fmix64. The two 64-bit lanes are the 128 bits of xoshiro128** state. Each
 * step is a bijection, so inputs that differ in only one of the three (two chunks of a
 * stream; the same chunk of two streams) always get different states; any other two
 * collide with probability about 2^-128.
 *
 * @example
 * chunkRng(1, 0n, 0).nextU32() === chunkRng(1, 0n, 0).nextU32(); // => true
 */
export function chunkRng(rootSeed: number, stream: bigint, chunk: number): Xoshiro128 {
  checkWhole(rootSeed, 'root seed');
  checkWhole(chunk, 'chunk');
  if (stream < 0n || stream > MAX_STREAM) throw new RangeError(`chunkRng: stream ${stream} is not a 64-bit unsigned integer`);
  const words = [u64(rootSeed), { hi: Number(stream >> 32n), lo: Number(stream & 0xffffffffn) }, u64(chunk)];
  const a = absorb(splitMix64, LANE_A_START, words);
  const b = absorb(fmix64, LANE_B_START, words);
  // An all-zero state (which xoshiro refuses) has probability 2^-128; stay safe anyway.
  return new Xoshiro128(a.lo, a.hi, b.lo, (a.lo | a.hi | b.lo | b.hi) === 0 ? 1 : b.hi);
}
