/**
 * `npx tsx scripts/bench-face-counts.ts`: where rolling a d6 pool's face counts by conditional
 * binomials (FaceCountSampler.addByBinomials) beats rolling it die by die (countD6Faces), by
 * pool size, for a plain d6 and a three-value map; nanoseconds a pool, CPU of one thread.
 * Sets the crossover in src/rng/face-count-sampler.ts. Measured, never asserted.
 */
import { countD6Faces } from '../src/rng/dice.js';
import { FaceCountSampler } from '../src/rng/face-count-sampler.js';
import { chunkRng } from '../src/rng/seed.js';

const CALLS = Number(process.env.CALLS ?? 2_000_000);
const counts = new Int32Array(7);

function nsPerPool(roll: (n: number) => void, n: number): number {
  for (let i = 0; i < CALLS / 10; i++) roll(n);
  const start = process.cpuUsage();
  for (let i = 0; i < CALLS; i++) roll(n);
  const used = process.cpuUsage(start);
  return ((used.user + used.system) * 1000) / CALLS;
}

for (const faces of [
  [1, 2, 3, 4, 5, 6],
  [3, 3, 3, 4, 5, 6],
]) {
  const sampler = new FaceCountSampler(faces);
  const rng = chunkRng(1, 0n, 0);
  const perDie = (n: number): void => countD6Faces(rng, n, sampler.countTable, counts, 0, 64);
  const binomials = (n: number): void => sampler.addByBinomials(rng, n, counts, 0);
  console.log(`face map ${faces.join('')}: pool, ns per pool die by die, by binomials`);
  for (const n of [2, 6, 12, 16, 20, 24, 32, 48, 64, 96]) {
    const a = nsPerPool(perDie, n);
    const b = nsPerPool(binomials, n);
    console.log(`  ${String(n).padStart(3)} ${a.toFixed(1).padStart(7)} ${b.toFixed(1).padStart(7)}  ${b < a ? 'binomials' : 'die by die'}`);
  }
}
if (counts[0] === -1) console.log('');
