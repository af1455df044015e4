/**
 * `npm run bench`: Monte Carlo throughput measured as ratios within one run, never as
 * timed test assertions. Compares, on one matchup (Knights charging Spears with general and
 * second rank):
 *   one word   – a loop that draws one 32-bit word per trial and counts the kernel's outcome
 *                for it as if the dice cost nothing (its top 6 bits pick one of the kernel's 36
 *                outcome codes, spread over 64 entries): the limit, since a trial of one opposed
 *                d6 roll needs one draw from [0, 36), and counting is part of every trial;
 *   generator  – the same loop counting the word's top 4 bits: the generator alone;
 *   naive      – Math.random dice, outcome rules looked up per trial (resolveCombat), same counting;
 *   kernel     – oddsmith's kernel in one thread (one word a trial: its top byte picks the
 *                outcome from a 256-entry table, 4 bytes in 256 rejected);
 *   workers    – the kernel on the piscina pool, all cores, 10^9 trials (a long run): best of two runs once
 *                the pool is started and warm, and the first run including start-up.
 * and the dice primitive for kernels that roll dozens of dice a trial: d6 per second rolling
 * 60 at a time with fillDice (about 11 dice a word) against one word a die with rng.d6().
 * First, before any loop warms the machine: the start-up of the built CLI, a one-line
 * `matchup` against `node -e 0` in CPU time (scripts/startup-cpu.ts; needs `npm run build`).
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { resolve } from 'node:path';
import { resolveMatchup } from '../src/core/matchup.js';
import { encode } from '../src/core/outcome-code.js';
import { kindOf } from '../src/engine/aggregate.js';
import { runChunkRange } from '../src/engine/chunks.js';
import { runMonteCarlo, type McJob } from '../src/engine/montecarlo.js';
import { createChunkPool } from '../src/engine/pool.js';
import { fillDice } from '../src/rng/dice.js';
import { chunkRng } from '../src/rng/seed.js';
import { hashString } from '../src/rng/mix.js';
import { buildTotal } from '../src/rules/hott2/factors.js';
import { hott2 } from '../src/rules/hott2/index.js';
import { resolveCombat } from '../src/rules/hott2/resolve.js';
import { situationOf } from '../src/rules/hott2/situation.js';
import { limitLoop } from './limit-loop.js';
import { startupCpu } from './startup-cpu.js';
import { TROOPS } from '../src/rules/hott2/troops.js';

const ONE_THREAD_TRIALS = 50_000_000;
const NAIVE_TRIALS = 5_000_000;
const POOL_TRIALS = 1_000_000_000;
const DICE = 120_000_000;
const DICE_PER_CALL = 60;

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

/**
 * The kernel's outcome codes, as many of each as it has dice pairs (from its exact table),
 * spread over 64 entries so that a word's top 6 bits pick one: its outcomes with free dice.
 */
function freeDiceCodes(): Int32Array {
  const exact = kernel.exact?.();
  if (!exact || exact.total !== 36) throw new Error('bench: the kernel must enumerate 36 dice pairs');
  const pairs: number[] = [];
  exact.weights.forEach((w, code) => pairs.push(...new Array<number>(w).fill(code)));
  return Int32Array.from({ length: 64 }, (_, i) => pairs[(i * 36) >>> 6] as number);
}
const FREE_DICE = freeDiceCodes();

/** The limit: one nextU32 per trial, its outcome looked up for free and counted as the kernel's are. */
function oneWord(): void {
  const rng = chunkRng(1, 0n, 0);
  const weights = new Float64Array(kernel.outcomeCount);
  for (let i = 0; i < ONE_THREAD_TRIALS; i++) {
    const code = FREE_DICE[rng.nextU32() >>> 26] as number;
    weights[code] = (weights[code] as number) + 1;
  }
  sink += weights[0] ?? 0;
}

/** The honest limit (issue #27, scripts/limit-loop.ts): the same loop, the generator's state in locals. */
function oneWordInLocals(): void {
  const weights = new Float64Array(kernel.outcomeCount);
  sink += limitLoop(ONE_THREAD_TRIALS, FREE_DICE, weights) + (weights[0] ?? 0);
}

/** The generator alone: one nextU32 per trial, counted into 16 even bins. */
function generatorOnly(): void {
  const rng = chunkRng(1, 0n, 0);
  const counts = new Float64Array(16);
  for (let i = 0; i < ONE_THREAD_TRIALS; i++) {
    const bin = rng.nextU32() >>> 28;
    counts[bin] = (counts[bin] as number) + 1;
  }
  sink += counts[0] ?? 0;
}

/** DICE d6 with fillDice, DICE_PER_CALL into one reused buffer. */
function diceByFill(): void {
  const rng = chunkRng(1, 0n, 0);
  const dice = new Uint8Array(DICE_PER_CALL);
  let acc = 0;
  for (let i = 0; i < DICE / DICE_PER_CALL; i++) {
    fillDice(rng, 6, dice);
    acc += dice[i % DICE_PER_CALL] as number;
  }
  sink += acc;
}

/** The same d6, one word each with rng.d6(), into the same buffer. */
function diceByD6(): void {
  const rng = chunkRng(1, 0n, 0);
  const dice = new Uint8Array(DICE_PER_CALL);
  let acc = 0;
  for (let i = 0; i < DICE / DICE_PER_CALL; i++) {
    for (let j = 0; j < DICE_PER_CALL; j++) dice[j] = rng.d6();
    acc += dice[i % DICE_PER_CALL] as number;
  }
  sink += acc;
}

function kernelOneThread(): void {
  const weights = new Float64Array(kernel.outcomeCount);
  runChunkRange(kernel, { rootSeed: 1, stream: 0n, firstChunk: 0, endChunk: Math.ceil(ONE_THREAD_TRIALS / 65_536), totalTrials: ONE_THREAD_TRIALS }, weights, []);
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
  const job: McJob = { matchup, stream: hashString('bench'), axes: kernel.axes, kind: kindOf(hott2, 'close'), metricSizes: [], method: 'mc' };
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

const fmt = (r: number, unit = 'trials/s'): string => `${(r / 1e6).toFixed(1).padStart(7)} M ${unit}`;
const check = (ok: boolean): string => (ok ? 'meets target' : 'BELOW TARGET');

const STARTUP_ARGS = ['bin/oddsmith.js', 'matchup', 'hott2', 'knights', 'spears', '--trials', '1e3'];
const startup = existsSync('dist/bundle/bin.js') ? startupCpu(STARTUP_ARGS) : null;
const workers = availableParallelism();
kernelOneThread(); // warm the JIT on the kernel before measuring anything
const word = rate(ONE_THREAD_TRIALS, 3, oneWord);
const local = rate(ONE_THREAD_TRIALS, 3, oneWordInLocals);
const generator = rate(ONE_THREAD_TRIALS, 3, generatorOnly);
const one = rate(ONE_THREAD_TRIALS, 3, kernelOneThread);
const slow = rate(NAIVE_TRIALS, 2, naive);
const filled = rate(DICE, 3, diceByFill);
const rolled = rate(DICE, 3, diceByD6);
const pool = await pooled(workers);

console.log(`oddsmith bench · node ${process.version} · ${workers} cores · hott2 knights (charged) v spears (general, support)`);
console.log(`  one word, state in locals   ${fmt(local)}   the honest limit: xoshiro128** written out, its state in local variables`);
console.log(`  one word per trial          ${fmt(word)}   the same through rng.nextU32() (the generator in an object): ${((word / local) * 100).toFixed(0)}% of the limit`);
console.log(`  generator alone             ${fmt(generator)}   one word per trial counted into 16 bins (the kernel runs at ${((one / generator) * 100).toFixed(0)}% of it)`);
console.log(`  naive loop (Math.random)    ${fmt(slow)}`);
console.log(`  kernel, one thread          ${fmt(one)}   ${(one / slow).toFixed(1)}x naive (target >= 3x: ${check(one / slow >= 3)}), ${((one / local) * 100).toFixed(0)}% of the honest limit (target >= 85%: ${check(one / local >= 0.85)})`);
console.log(`  kernel, ${workers} workers, 10^9     ${fmt(pool.warm)}   ${(pool.warm / one).toFixed(2)}x one thread (target >= 1.85x: ${check(pool.warm / one >= 1.85)})`);
console.log(`  same, first run incl. start-up ${fmt(pool.cold)}   ${(pool.cold / one).toFixed(2)}x one thread`);
console.log(`  d6, ${DICE_PER_CALL} a call, fillDice     ${fmt(filled, 'dice/s')}   ${(filled / rolled).toFixed(1)}x rng.d6() (target >= 3x: ${check(filled / rolled >= 3)})`);
console.log(`  d6, one word each, rng.d6() ${fmt(rolled, 'dice/s')}`);
console.log(
  startup
    ? `  start-up, one-line matchup  ${startup.command.toFixed(2)} s CPU   ${startup.ratio.toFixed(2)}x node -e 0 (${startup.node.toFixed(2)} s; target <= 2.5x: ${check(startup.ratio <= 2.5)}): oddsmith ${STARTUP_ARGS.slice(1).join(' ')}`
    : '  start-up, one-line matchup  not measured: no dist/bundle/bin.js (npm run build first)',
);
// The ratios are what carry across machines: compare with the saved baseline, and save with --save.
// npm runs the compiled bench from the project's root (see package.json), where the baseline lives.
const BASELINE = resolve('scripts/bench-baseline.json');
const ratios = { kernelVsNaive: one / slow, kernelVsOneWord: one / word, kernelVsLimit: one / local, fillVsD6: filled / rolled, workersVsOne: pool.warm / one };
if (existsSync(BASELINE)) {
  const saved = JSON.parse(readFileSync(BASELINE, 'utf8')) as { ratios: Partial<typeof ratios>; date: string };
  // A ratio added since the baseline was saved has nothing to compare with.
  const change = (k: keyof typeof ratios): string => `${k} ${ratios[k].toFixed(2)} (baseline ${saved.ratios[k]?.toFixed(2) ?? 'none'})`;
  console.log(`  vs baseline of ${saved.date}: ${(Object.keys(ratios) as (keyof typeof ratios)[]).map(change).join(', ')}`);
}
if (process.argv.includes('--save')) {
  writeFileSync(BASELINE, `${JSON.stringify({ date: new Date().toISOString().slice(0, 10), node: process.version, cores: workers, ratios }, null, 2)}\n`);
  console.log(`  saved ${BASELINE}`);
}
if (sink === -1) console.log('');
