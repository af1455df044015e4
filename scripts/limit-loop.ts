/**
 * The honest limit as a process of its own (issue #27): 10^9 trials of one xoshiro128** word
 * each, the generator's state in local variables, counted into a 36-entry table, seeded as a
 * Monte Carlo chunk is. `farm-bench --vs` pairs it with `matchup --method mc --trials 1e9
 * --workers 1`, whole process against whole process.
 */
import { chunkRng } from '../src/rng/seed.js';

const TRIALS = Number(process.argv[2] ?? 1e9);
let [s0, s1, s2, s3] = chunkRng(1, 0n, 0).state().map((x) => x | 0) as [number, number, number, number];
const counts = new Float64Array(36);
for (let i = 0; i < TRIALS; i++) {
  const product = Math.imul(s1, 5);
  const word = Math.imul((product << 7) | (product >>> 25), 9) >>> 0;
  const t = s1 << 9;
  s2 ^= s0;
  s3 ^= s1;
  s1 ^= s2;
  s0 ^= s3;
  s2 ^= t;
  s3 = (s3 << 11) | (s3 >>> 21);
  const k = (word >>> 26) % 36;
  counts[k] = (counts[k] as number) + 1;
}
process.stdout.write(`${counts[0]}\n`);
