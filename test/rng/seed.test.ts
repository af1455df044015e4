import { describe, expect, it } from 'vitest';
import { hashString } from '../../src/rng/mix.js';
import { chunkRng, MAX_SEED, MAX_STREAM } from '../../src/rng/seed.js';

/*
 * The chunk seeding of src/rng/seed.ts written again in BigInt arithmetic, straight from its
 * definition, so the 32-bit-halves code is checked against something that shares none of it:
 * two lanes h = mix((h ^ word) + gamma) over the words (root seed, stream, chunk), one mixing
 * with SplitMix64's output function, the other with MurmurHash3's fmix64; the state words are
 * lane A's low and high halves, then lane B's.
 */
const MASK64 = (1n << 64n) - 1n;
const MASK32 = (1n << 32n) - 1n;
const GAMMA = 0x9e3779b97f4a7c15n;

function refSplitMix64(z: bigint): bigint {
  z = ((z ^ (z >> 30n)) * 0xbf58476d1ce4e5b9n) & MASK64;
  z = ((z ^ (z >> 27n)) * 0x94d049bb133111ebn) & MASK64;
  return z ^ (z >> 31n);
}

function refFmix64(k: bigint): bigint {
  k = ((k ^ (k >> 33n)) * 0xff51afd7ed558ccdn) & MASK64;
  k = ((k ^ (k >> 33n)) * 0xc4ceb9fe1a85ec53n) & MASK64;
  return k ^ (k >> 33n);
}

function refState(seed: number, stream: bigint, chunk: number): number[] {
  const words = [BigInt(seed), stream, BigInt(chunk)];
  const lane = (mix: (v: bigint) => bigint, start: bigint): bigint => words.reduce((h, w) => mix(((h ^ w) + GAMMA) & MASK64), start);
  const a = lane(refSplitMix64, 0x6a09e667f3bcc908n);
  const b = lane(refFmix64, 0xbb67ae8584caa73bn);
  return [a & MASK32, a >> 32n, b & MASK32, b >> 32n].map(Number);
}

/** xoshiro128** 1.0's first outputs from a state, in BigInt (independent of src/rng/xoshiro128.ts). */
function refOutputs(state: readonly number[], count: number): number[] {
  let [s0, s1, s2, s3] = state.map(BigInt) as [bigint, bigint, bigint, bigint];
  const rotl = (x: bigint, k: bigint): bigint => ((x << k) | (x >> (32n - k))) & MASK32;
  const out: number[] = [];
  for (let i = 0; i < count; i++) {
    out.push(Number((rotl((s1 * 5n) & MASK32, 7n) * 9n) & MASK32));
    const t = (s1 << 9n) & MASK32;
    s2 ^= s0;
    s3 ^= s1;
    s1 ^= s2;
    s0 ^= s3;
    s2 ^= t;
    s3 = rotl(s3, 11n);
  }
  return out;
}

/** 64-bit FNV-1a over UTF-16 code units, in BigInt. */
function refFnv1a64(text: string): bigint {
  let h = 0xcbf29ce484222325n;
  for (let i = 0; i < text.length; i++) h = ((h ^ BigInt(text.charCodeAt(i))) * 0x100000001b3n) & MASK64;
  return h;
}

const KNIGHTS_V_SPEARS = hashString('hott2|close|knights||spears|');

describe('chunk seeds (BigInt reference)', () => {
  it('the reference FNV-1a matches published 64-bit FNV-1a vectors (ASCII code units are its bytes)', () => {
    expect(refFnv1a64('')).toBe(0xcbf29ce484222325n);
    expect(refFnv1a64('a')).toBe(0xaf63dc4c8601ec8cn);
    expect(refFnv1a64('foobar')).toBe(0x85944171f73967e8n);
  });

  it('hashString is SplitMix64 of the 64-bit FNV-1a of the text', () => {
    for (const text of ['', 'a', 'foobar', 'hott2|close|knights||spears|', 'low|melee|12*infantry|ü€😀', 'x'.repeat(5000)]) {
      const key = hashString(text);
      expect(key, text).toBe(refSplitMix64(refFnv1a64(text)));
      expect(key >= 0n && key <= MAX_STREAM).toBe(true);
    }
  });

  it('pins the first outputs of a few chunks, inputs above 2^32 included', () => {
    const cases: [number, bigint, number, number[]][] = [
      [0, 0n, 0, [1417181123, 611090346, 3153217614, 3736260386]],
      [1, KNIGHTS_V_SPEARS, 0, [1853637402, 3113372173, 1674600266, 2915770954]],
      [20261122, 7n, 1_525_878, [3415115787, 1102352710, 3084380284, 2114386508]],
      [2 ** 32 + 1, 2n ** 32n + 1n, 2 ** 32 + 1, [1276267401, 2008228813, 2899143619, 3877402493]],
      [MAX_SEED, MAX_STREAM, Number.MAX_SAFE_INTEGER, [1759668435, 2887734157, 1391513302, 4205521765]],
    ];
    for (const [seed, stream, chunk, first] of cases) {
      expect(refOutputs(refState(seed, stream, chunk), 4), `reference ${seed} ${stream} ${chunk}`).toEqual(first);
      const rng = chunkRng(seed, stream, chunk);
      expect(Array.from({ length: 4 }, () => rng.nextU32()), `chunkRng ${seed} ${stream} ${chunk}`).toEqual(first);
    }
  });

  it('gives the reference state and first outputs for 3,000 full-width inputs', () => {
    // Inputs drawn from a fixed generator across the whole range, so every carry and shift path runs.
    const draw = chunkRng(2026, 11n, 22);
    const u53 = (): number => (draw.nextU32() >>> 11) * 4294967296 + draw.nextU32();
    const u64 = (): bigint => (BigInt(draw.nextU32()) << 32n) | BigInt(draw.nextU32());
    for (let i = 0; i < 3000; i++) {
      const seed = i % 3 === 0 ? draw.nextU32() : u53();
      const stream = i % 5 === 0 ? BigInt(draw.nextU32()) : u64();
      const chunk = i % 2 === 0 ? draw.nextU32() >>> 8 : u53();
      const rng = chunkRng(seed, stream, chunk);
      const state = refState(seed, stream, chunk);
      expect(rng.state(), `${seed} ${stream} ${chunk}`).toEqual(state);
      expect([rng.nextU32(), rng.nextU32()]).toEqual(refOutputs(state, 2));
    }
  });
});

describe('chunk seeds (full width)', () => {
  const differsEverywhere = (a: number[], b: number[]): boolean => a.every((w, i) => w !== b[i]);

  it('inputs that differ only in the high 32 bits of the seed, stream or chunk get unrelated states', () => {
    const base = chunkRng(5, 7n, 3).state();
    for (const seed of [5 + 2 ** 32, 5 + 2 ** 52]) expect(differsEverywhere(chunkRng(seed, 7n, 3).state(), base), `seed ${seed}`).toBe(true);
    for (const stream of [7n + 2n ** 32n, 7n + 2n ** 63n]) expect(differsEverywhere(chunkRng(5, stream, 3).state(), base), `stream ${stream}`).toBe(true);
    for (const chunk of [3 + 2 ** 32, 3 + 2 ** 52]) expect(differsEverywhere(chunkRng(5, 7n, chunk).state(), base), `chunk ${chunk}`).toBe(true);
  });

  it('no two of 1,000,000 chunk states share their first 64 bits (one long stream, and others beside it)', () => {
    // 600,000 chunks of one stream (39 billion trials), then 50,000 each of eight
    // (seed, stream, first chunk) that differ from it or from each other in high bits only.
    // A seeding that ignored those high bits would repeat a whole run; one whose mix kept only
    // b bits would repeat about n^2 / 2^(b+1) of n states: some 116 here for 32 bits, 7 for 36.
    const runs: [number, bigint, number, number][] = [
      [1, KNIGHTS_V_SPEARS, 0, 600_000],
      [1 + 2 ** 32, KNIGHTS_V_SPEARS, 0, 50_000],
      [1, KNIGHTS_V_SPEARS ^ (1n << 63n), 0, 50_000],
      [1, KNIGHTS_V_SPEARS, 2 ** 32, 50_000],
      [20261122, 0n, 0, 50_000],
      [20261122, 1n << 32n, 0, 50_000],
      [20261122, 1n, 0, 50_000],
      [MAX_SEED, MAX_STREAM, Number.MAX_SAFE_INTEGER - 50_000 + 1, 50_000],
      [0, 0n, 0, 50_000],
    ];
    const total = runs.reduce((sum, [, , , n]) => sum + n, 0);
    expect(total).toBe(1_000_000);
    const words = new Uint32Array(2 * total);
    let i = 0;
    for (const [seed, stream, first, n] of runs) {
      for (let chunk = first; chunk < first + n; chunk++, i++) {
        const [s0, s1] = chunkRng(seed, stream, chunk).state();
        words[2 * i] = s0;
        words[2 * i + 1] = s1;
      }
    }
    const prefixes = new BigUint64Array(words.buffer).sort(); // each entry is one state's words 0 and 1
    let repeats = 0;
    for (let j = 1; j < prefixes.length; j++) if (prefixes[j] === prefixes[j - 1]) repeats++;
    expect(repeats).toBe(0);
  });

  it('refuses inputs it cannot take whole', () => {
    expect(() => chunkRng(-1, 0n, 0)).toThrow(RangeError);
    expect(() => chunkRng(1.5, 0n, 0)).toThrow(RangeError);
    expect(() => chunkRng(2 ** 53, 0n, 0)).toThrow(RangeError);
    expect(() => chunkRng(1, -1n, 0)).toThrow(RangeError);
    expect(() => chunkRng(1, 2n ** 64n, 0)).toThrow(RangeError);
    expect(() => chunkRng(1, 0n, -1)).toThrow(RangeError);
    expect(() => chunkRng(1, 0n, 0.5)).toThrow(RangeError);
  });
});
