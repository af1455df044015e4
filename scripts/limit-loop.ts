/**
 * The honest limit (issue #27): one xoshiro128** word a trial, the generator's state in local
 * variables for the whole loop, the word's top 6 bits looked up in a 64-entry table of outcome
 * codes and counted, seeded as a Monte Carlo chunk is. `npm run bench` runs it in process
 * against the kernels; run as a script (`node .bench/scripts/limit-loop.js 1e9`), it is the
 * limit as a process of its own, for `farm-bench --vs` against `matchup --method mc --trials
 * 1e9 --workers 1`.
 */
import { fileURLToPath } from 'node:url';
import { chunkRng } from '../src/rng/seed.js';

/** `trials` words, each counted in `weights` at the code `codes` gives its top 6 bits; returns the final state word s0 (so the loop is not dead). */
export function limitLoop(trials: number, codes: Int32Array, weights: Float64Array): number {
  let [s0, s1, s2, s3] = chunkRng(1, 0n, 0).state().map((x) => x | 0) as [number, number, number, number];
  for (let i = 0; i < trials; i++) {
    const product = Math.imul(s1, 5);
    const word = Math.imul((product << 7) | (product >>> 25), 9) >>> 0;
    const t = s1 << 9;
    s2 ^= s0;
    s3 ^= s1;
    s1 ^= s2;
    s0 ^= s3;
    s2 ^= t;
    s3 = (s3 << 11) | (s3 >>> 21);
    const code = codes[word >>> 26] as number;
    weights[code] = (weights[code] as number) + 1;
  }
  return s0;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  // 36 outcomes over the 64 entries, as a single roll of two d6 spreads them.
  const weights = new Float64Array(36);
  limitLoop(Number(process.argv[2] ?? 1e9), Int32Array.from({ length: 64 }, (_, i) => (i * 36) >>> 6), weights);
  process.stdout.write(`${weights[0]}\n`);
}
