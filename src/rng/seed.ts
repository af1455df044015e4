import { FMIX64, mix64, SPLITMIX64, type Mixer, type U64 } from './u64.js';
import { Xoshiro128 } from './xoshiro128.js';

/** Largest root seed accepted: any safe non-negative integer. */
export const MAX_SEED = Number.MAX_SAFE_INTEGER;

/** Largest stream key: streams are named by 64-bit unsigned integers (mix.ts, `hashString`). */
export const MAX_STREAM = 2n ** 64n - 1n;

const GOLDEN_GAMMA: U64 = { hi: 0x9e3779b9, lo: 0x7f4a7c15 }; // SplitMix64's increment, 2^64 / phi
const LANE_A_START: U64 = { hi: 0x6a09e667, lo: 0xf3bcc908 }; // fractional part of sqrt(2) (SHA-512's H0)
const LANE_B_START: U64 = { hi: 0xbb67ae85, lo: 0x84caa73b }; // fractional part of sqrt(3) (SHA-512's H1)

/** The three words a seed absorbs (root seed, stream, chunk), high half then low, set by each call. */
const words = new Int32Array(6);
/** The stream whose halves `words` holds: a run's chunks share one, and splitting a BigInt allocates. */
let lastStream = -1n;

/** h = mix((h ^ w) + gamma) for each word in turn, from `start`: the lane, in the shared pair mix64 returns. */
function absorb(mix: Mixer, start: U64): Int32Array {
  let hi = start.hi;
  let lo = start.lo;
  let h!: Int32Array;
  for (let i = 0; i < 6; i += 2) {
    const low = ((lo ^ (words[i + 1] as number)) >>> 0) + GOLDEN_GAMMA.lo; // below 2^33: exact
    h = mix64((hi ^ (words[i] as number)) + GOLDEN_GAMMA.hi + (low > 0xffffffff ? 1 : 0), low, mix);
    hi = h[0] as number;
    lo = h[1] as number;
  }
  return h;
}

/** Sets words[at] and words[at + 1] to the halves of a non-negative safe integer (below 2^53). */
function setWhole(at: number, value: number): void {
  words[at] = Math.floor(value / 4294967296);
  words[at + 1] = value;
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
  setWhole(0, rootSeed);
  if (stream !== lastStream) {
    words[2] = Number(stream >> 32n);
    words[3] = Number(stream & 0xffffffffn);
    lastStream = stream;
  }
  setWhole(4, chunk);
  const a = absorb(SPLITMIX64, LANE_A_START);
  const aHi = a[0] as number;
  const aLo = a[1] as number;
  const b = absorb(FMIX64, LANE_B_START);
  const bHi = b[0] as number;
  const bLo = b[1] as number;
  // An all-zero state (which xoshiro refuses) has probability 2^-128; stay safe anyway.
  return new Xoshiro128(aLo, aHi, bLo, (aLo | aHi | bLo | bHi) === 0 ? 1 : bHi);
}
