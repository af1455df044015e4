import { mix32 } from './mix.js';
import { Xoshiro128 } from './xoshiro128.js';

/** Largest root seed accepted: any safe non-negative integer. */
export const MAX_SEED = Number.MAX_SAFE_INTEGER;

/**
 * The generator for one chunk of one matchup. Its state is a pure function of
 * (root seed, stream, chunk index) — seed and stream any safe integers — never of which worker runs it, so any number of
 * workers, or machines, produce identical counts (DESIGN.md, "Determinism").
 * The words are absorbed with fmix32 and expanded with a SplitMix32-style sequence
 * (golden-ratio increment, then fmix32) so neighbouring chunks get unrelated states.
 *
 * @example
 * chunkRng(1, 0, 0).nextU32() === chunkRng(1, 0, 0).nextU32(); // => true
 */
export function chunkRng(rootSeed: number, stream: number, chunk: number): Xoshiro128 {
  const low = rootSeed >>> 0;
  const high = Math.floor(rootSeed / 4294967296) >>> 0;
  let h = mix32(low ^ 0x9e3779b9);
  h = mix32(h ^ high ^ 0x7f4a7c15);
  h = mix32(h ^ (stream >>> 0) ^ 0x85ebca6b);
  h = mix32(h ^ (Math.floor(stream / 4294967296) >>> 0) ^ 0x27d4eb2f);
  h = mix32(h ^ (chunk >>> 0) ^ 0xc2b2ae35);
  let x = h;
  const words: number[] = [];
  for (let i = 0; i < 4; i++) {
    x = (x + 0x9e3779b9) >>> 0;
    words.push(mix32(x));
  }
  const [s0 = 0, s1 = 0, s2 = 0, s3 = 0] = words;
  // All-zero state is impossible in practice (mix32 is a bijection), but stay safe.
  return new Xoshiro128(s0, s1, s2, (s0 | s1 | s2 | s3) === 0 ? 1 : s3);
}
