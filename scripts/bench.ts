/**
 * `npm run bench`: Monte Carlo throughput measured as ratios within one run, never as
 * timed test assertions. Compares, on one matchup (Knights charging Spears with general and
 * second rank):
 *   bare RNG   – a loop that only draws the same random numbers (two d6 per trial): the limit;
 *   naive      – Math.random dice, outcome rules looked up per trial (resolveCombat), same counting;
 *   kernel     – oddsmith's kernel in one thread (precomputed 36-entry table);
 *   workers    – the kernel on the piscina pool, all cores, 10^8 trials: best of two runs once
 *                the pool is started and warm, and the first run including start-up.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { resolveMatchup } from '../src/core/matchup.js';
import { encode } from '../src/core/outcome-code.js';
import { kindOf } from '../src/engine/aggregate.js';
import { runChunkRange } from '../src/engine/chunks.js';
import { runMonteCarlo, type McJob } from '../src/engine/montecarlo.js';
import { createChunkPool } from '../src/engine/pool.js';
import { chunkRng } from '../src/rng/seed.js';
import { hashString } from '../src/rng/mix.js';
import { buildTotal } from '../src/rules/hott2/factors.js';
import { hott2 } from '../src/rules/hott2/index.js';
import { resolveCombat } from '../src/rules/hott2/resolve.js';
import { situationOf } from '../src/rules/hott2/situation.js';
import { TROOPS } from '../src/rules/hott2/troops.js';

const ONE_THREAD_TRIALS = 50_000_000;
const NAIVE_TRIALS = 5_000_000;
const POOL_TRIALS = 100_000_000;

const matchup = resolveMatchup(hott2, {
  system: 'hott2',
  attacker: { troop: 'knights', conditions: { charged: true } },
  defender: { troop: 'spears', conditions: { general: true, support: true } },
});
const prepared = hott2.prepare(matchup);
const { kernel } = prepared;

function time(run: () => void): number {
  const start = process.hrtime.bigint();
  run();
  return Number(process.hrtime.bigint() - start) / 1e9;
}

/** Best of `repeats` runs: the least disturbed measurement of each loop. */
function rate(trials: number, repeats: number, run: () => void): number {
  let best = Infinity;
  for (let i = 0; i < repeats; i++) best = Math.min(best, time(run));
  return trials / best;
}

let sink = 0;
function bareRng(): void {
  const rng = chunkRng(1, 0, 0);
  let acc = 0;
  for (let i = 0; i < ONE_THREAD_TRIALS; i++) acc += rng.d6() * 6 + rng.d6();
  sink += acc;
}

function kernelOneThread(): void {
  const weights = new Float64Array(kernel.outcomeCount);
  runChunkRange(kernel, { rootSeed: 1, stream: 0, firstChunk: 0, endChunk: Math.ceil(ONE_THREAD_TRIALS / 65_536), totalTrials: ONE_THREAD_TRIALS }, weights, []);
  sink += weights[0] ?? 0;
}

/**
 * What a straightforward simulator does: totals worked out once, then every trial rolls
 * with Math.random and looks the outcome rules up (resolveCombat) before counting.
 */
function naive(): void {
  const s = situationOf(matchup, new Map(TROOPS.map((t) => [t.id, t])));
  const attackerTotal = buildTotal(s, s.attacker).total;
  const defenderTotal = buildTotal(s, s.defender).total;
  const axes = kindOf(hott2, 'close').axes;
  const outcomes = axes[1]?.values ?? [];
  const weights = new Float64Array(kernel.outcomeCount);
  for (let i = 0; i < NAIVE_TRIALS; i++) {
    const a = Math.floor(Math.random() * 6) + 1;
    const d = Math.floor(Math.random() * 6) + 1;
    const r = resolveCombat(s, attackerTotal + a, defenderTotal + d, a, d);
    weights[encode(axes, [r.band, outcomes.indexOf(r.attacker.outcome), outcomes.indexOf(r.defender.outcome)])]! += 1;
  }
  sink += weights[0] ?? 0;
}

async function pooled(workers: number): Promise<{ warm: number; cold: number }> {
  const job: McJob = { matchup, stream: hashString('bench'), axes: kernel.axes, kind: kindOf(hott2, 'close'), metricSizes: [] };
  const coldStart = process.hrtime.bigint();
  const pool = await createChunkPool(workers);
  try {
    // The first run includes thread start-up, kernel preparation and JIT tiering in each worker.
    await runMonteCarlo([job], { trials: POOL_TRIALS }, 1, pool.run);
    const coldSeconds = Number(process.hrtime.bigint() - coldStart) / 1e9;
    let best = Infinity;
    for (let i = 0; i < 2; i++) {
      const start = process.hrtime.bigint();
      await runMonteCarlo([job], { trials: POOL_TRIALS }, 1, pool.run);
      best = Math.min(best, Number(process.hrtime.bigint() - start) / 1e9);
    }
    return { warm: POOL_TRIALS / best, cold: POOL_TRIALS / coldSeconds };
  } finally {
    await pool.close();
  }
}

const fmt = (r: number): string => `${(r / 1e6).toFixed(1).padStart(7)} M trials/s`;
const check = (ok: boolean): string => (ok ? 'meets target' : 'BELOW TARGET');

const workers = availableParallelism();
kernelOneThread(); // warm the JIT on the kernel before measuring anything
const bare = rate(ONE_THREAD_TRIALS, 3, bareRng);
const one = rate(ONE_THREAD_TRIALS, 3, kernelOneThread);
const slow = rate(NAIVE_TRIALS, 2, naive);
const pool = await pooled(workers);

console.log(`oddsmith bench · node ${process.version} · ${workers} cores · hott2 knights (charged) v spears (general, support)`);
console.log(`  bare RNG loop (two d6)      ${fmt(bare)}   the limit`);
console.log(`  naive loop (Math.random)    ${fmt(slow)}`);
console.log(`  kernel, one thread          ${fmt(one)}   ${(one / slow).toFixed(1)}x naive (target >= 3x: ${check(one / slow >= 3)}), ${((one / bare) * 100).toFixed(0)}% of bare RNG (target >= 70%: ${check(one / bare >= 0.7)})`);
console.log(`  kernel, ${workers} workers, 10^8     ${fmt(pool.warm)}   ${(pool.warm / one).toFixed(2)}x one thread (target >= 1.7x: ${check(pool.warm / one >= 1.7)})`);
console.log(`  same, first run incl. start-up ${fmt(pool.cold)}   ${(pool.cold / one).toFixed(2)}x one thread`);
// The ratios are what carry across machines: compare with the saved baseline, and save with --save.
const BASELINE = new URL('./bench-baseline.json', import.meta.url);
const ratios = { kernelVsNaive: one / slow, kernelVsBare: one / bare, workersVsOne: pool.warm / one };
if (existsSync(BASELINE)) {
  const saved = JSON.parse(readFileSync(BASELINE, 'utf8')) as { ratios: typeof ratios; date: string };
  const change = (k: keyof typeof ratios): string => `${k} ${ratios[k].toFixed(2)} (baseline ${saved.ratios[k].toFixed(2)})`;
  console.log(`  vs baseline of ${saved.date}: ${change('kernelVsNaive')}, ${change('kernelVsBare')}, ${change('workersVsOne')}`);
}
if (process.argv.includes('--save')) {
  writeFileSync(BASELINE, `${JSON.stringify({ date: new Date().toISOString().slice(0, 10), node: process.version, cores: workers, ratios }, null, 2)}\n`);
  console.log(`  saved ${BASELINE.pathname}`);
}
if (sink === -1) console.log('');
