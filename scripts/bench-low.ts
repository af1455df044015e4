/**
 * `npm run bench` (after scripts/bench.ts), or `npx tsx scripts/bench-low.ts`: Little Orc Wars
 * throughput on one thread, measured, never asserted (trial rates in CPU time).
 *   exact      – wall time of prepare + exact() for one melee round (the sorted-dice DP and
 *                the casualty allocation into figures, points and outcomes) and for an
 *                engagement's Markov chain: median of REPEATS warm runs;
 *   melee      – one-round trials per CPU second (`--combat melee`, the precomputed round);
 *   engagement – engagements per CPU second, and the melee rounds they roll per second.
 * Issue #15's targets: exact 12 v 12 under 50 ms and 24 v 24 under 0.5 s; at least a
 * million 12 v 12 melee rounds a second per core.
 */
import { availableParallelism, loadavg } from 'node:os';
import { resolveMatchup } from '../src/core/matchup.js';
import { planSystems } from '../src/core/plan.js';
import { createChunkPool } from '../src/engine/pool.js';
import { runMatchups } from '../src/engine/run-matchups.js';
import type { ChunkExecutor } from '../src/engine/task.js';
import { chunkRng } from '../src/rng/seed.js';
import { growthLine } from './growth.js';
import { low } from '../src/rules/low/index.js';
import { engagementChain } from '../src/rules/low/engagement-chain.js';
import type { EngagementSpec } from '../src/rules/low/engagement.js';
import { meleeSetup } from '../src/rules/low/prepare-melee.js';
import { SHARED_KILLS } from '../src/rules/low/round-exact.js';
import type { Troop } from '../src/rules/low/troops.js';

const REPEATS = Number(process.env.REPEATS ?? 9);
const TRIALS = Number(process.env.TRIALS ?? 2_000_000);

function prepared(attacker: string, defender: string, combat: string, options: Record<string, unknown> = {}) {
  const matchup = resolveMatchup(low, { system: 'low', combat, options, attacker: { troop: attacker, conditions: {} }, defender: { troop: defender, conditions: {} } });
  return () => low.prepare(matchup);
}

const ms = (start: bigint): number => Number(process.hrtime.bigint() - start) / 1e6;

/** Median wall time of prepare + exact(), after two warm-up runs. */
function exactTime(make: () => ReturnType<ReturnType<typeof prepared>>): { median: number; space: string } {
  let space = '';
  const times: number[] = [];
  for (let i = 0; i < REPEATS + 2; i++) {
    const start = process.hrtime.bigint();
    const { kernel } = make();
    if (!kernel.exact) throw new Error('bench: this matchup must be exact');
    space = kernel.exact().space;
    if (i >= 2) times.push(ms(start));
  }
  times.sort((a, b) => a - b);
  return { median: times[Math.floor(times.length / 2)] as number, space };
}

/**
 * Trials per CPU second of a kernel on one thread (after a warm-up), and the mean of metric
 * `m`: CPU time, not wall, as the machine these run on is shared (issue #38).
 */
function trialRate(make: () => ReturnType<ReturnType<typeof prepared>>, metric = -1): { rate: number; mean: number } {
  const { kernel } = make();
  const rng = chunkRng(1, 0n, 0);
  let sink = 0;
  for (let i = 0; i < 200_000; i++) sink += kernel.trial(rng);
  let sum = 0;
  const start = process.cpuUsage();
  for (let i = 0; i < TRIALS; i++) {
    sink += kernel.trial(rng);
    if (metric >= 0) sum += kernel.metricOut[metric] as number;
  }
  const used = process.cpuUsage(start);
  const seconds = (used.user + used.system) / 1e6;
  if (sink === -1) console.log('');
  return { rate: TRIALS / seconds, mean: sum / TRIALS };
}

/** CPU ms of the exact chain of n v n infantry, median of three (kill laws not kept between runs). */
function chainCpu(n: number): number {
  const matchup = resolveMatchup(low, { system: 'low', combat: 'engagement', attacker: { troop: `${n}*infantry`, conditions: {} }, defender: { troop: `${n}*infantry`, conditions: {} } });
  const s = meleeSetup(matchup, new Map(low.rows.map((r) => [r.id, r as Troop])));
  const spec: EngagementSpec = { round: s.round, fixedRoles: false, cap: Number(matchup.options['round-cap']), mayAskQuarter: [false, false], meleeDice: [Int32Array.of(1), Int32Array.of(1)], undead: [Int32Array.of(0), Int32Array.of(0)] };
  const times: number[] = [];
  for (let i = 0; i < 3; i++) {
    SHARED_KILLS.clear();
    const start = process.cpuUsage();
    engagementChain(spec, s.start.figures, [1, 1], s.rules.six, 64);
    const used = process.cpuUsage(start);
    times.push((used.user + used.system) / 1000);
  }
  return times.sort((a, b) => a - b)[1] as number;
}

const fmt = (x: number): string => (x < 10 ? x.toFixed(2) : x.toFixed(1));
const check = (ok: boolean): string => (ok ? 'meets target' : 'BELOW TARGET');

console.log(`oddsmith bench, low · node ${process.version} · ${availableParallelism()} cores, load average ${loadavg().map((x) => x.toFixed(2)).join(' ')} · one thread`);
const exactCases: readonly (readonly [string, string, string, string, Record<string, unknown>, number | null])[] = [
  ['melee 12 v 12 infantry', '12*infantry', '12*infantry', 'melee', {}, 50],
  ['melee 24 v 24 infantry (two sub-melees, R10)', '24*infantry', '24*infantry', 'melee', {}, 500],
  ['melee 24 v 24 infantry, split=none (one 24 v 24 DP)', '24*infantry', '24*infantry', 'melee', { split: 'none' }, 500],
  ['melee 24 v 24 cavalry (48 v 48 dice in two sub-melees)', '24*cavalry', '24*cavalry', 'melee', {}, null],
  ['melee 8 infantry + champion v 4 elves + 2 cavalry + paladin', '8*infantry+champion', '4*elves+2*cavalry+paladin', 'melee', {}, null],
  ['engagement 12 v 12 infantry (Markov chain)', '12*infantry', '12*infantry', 'engagement', {}, null],
  ['engagement 24 v 24 infantry (Markov chain)', '24*infantry', '24*infantry', 'engagement', {}, null],
];
for (const [name, a, d, combat, options, target] of exactCases) {
  const { median, space } = exactTime(prepared(a, d, combat, options));
  const verdict = target === null ? '' : `   target < ${target} ms: ${check(median < target)}`;
  console.log(`  exact ${name.padEnd(62)} ${fmt(median).padStart(7)} ms   (${space})${verdict}`);
}
// How the exact engagement's cost grows with the group size (issues #27, #38), up to 100 a side,
// the most a group may have: the chain run directly, as the method choice keeps it for sizes
// that finish well under a second (48 a side and less); CPU time, median of three, its kill
// laws worked afresh each time (a lone matchup's cost).
const SIZES = [12, 24, 36, 48, 72, 100];
const chainTimes = SIZES.map((n) => chainCpu(n));
console.log(growthLine('exact engagement, n v n infantry (CPU)', SIZES, chainTimes));
const melee = trialRate(prepared('12*infantry', '12*infantry', 'melee'));
console.log(`  melee rounds, 12 v 12 infantry          ${(melee.rate / 1e6).toFixed(2)} M/s   target >= 1 M/s: ${check(melee.rate >= 1e6)}`);
const mixed = trialRate(prepared('8*infantry+champion', '4*elves+2*cavalry+paladin', 'melee'));
console.log(`  melee rounds, 8 inf + champion v mixed  ${(mixed.rate / 1e6).toFixed(2)} M/s`);
const engagement = trialRate(prepared('12*infantry', '12*infantry', 'engagement'), 0);
console.log(`  engagements, 12 v 12 infantry           ${(engagement.rate / 1e6).toFixed(3)} M/s   (${fmt(engagement.mean)} rounds each: ${((engagement.rate * engagement.mean) / 1e6).toFixed(2)} M rounds/s)`);
const big = trialRate(prepared('48*elves', '24*infantry', 'engagement'), 0);
console.log(`  engagements, 48 elves v 24 infantry     ${(big.rate / 1e6).toFixed(3)} M/s   (${fmt(big.mean)} rounds each)`);
// Big pools (issue #38): face counts drawn as conditional binomials from 12 d6 a pool.
const cavalry = trialRate(prepared('24*cavalry', '24*cavalry', 'melee'));
console.log(`  melee rounds, 24 v 24 cavalry (2 x 24 v 24 dice) ${(cavalry.rate / 1e6).toFixed(2)} M/s`);
const whole = trialRate(prepared('48*infantry', '48*infantry', 'melee', { split: 'none' }));
console.log(`  melee rounds, 48 v 48 infantry, split=none  ${(whole.rate / 1e6).toFixed(2)} M/s`);
const cavalryEngagement = trialRate(prepared('24*cavalry', '24*cavalry', 'engagement'), 0);
console.log(`  engagements, 24 v 24 cavalry            ${(cavalryEngagement.rate / 1e6).toFixed(3)} M/s   (${fmt(cavalryEngagement.mean)} rounds each: ${((cavalryEngagement.rate * cavalryEngagement.mean) / 1e6).toFixed(2)} M rounds/s)`);

// Exact work on the pool (issue #27): a balance-like matrix of exact engagements, eight types at
// 12 points a side (4 to 24 figures), through the engine in this thread and on a pool of every
// core, each warm (a run done before: the pool's start-up and the kill distributions every
// thread keeps across runs left out), wall time, best of three.
const AT_12_POINTS = ['12*infantry', '24*elves', '6*cavalry', '12*dwarves', '6*archers', '24*inferior-infantry', '12*undead-infantry', '4*mounted-archers'];
const matrix = AT_12_POINTS.flatMap((a) => AT_12_POINTS.map((d) => resolveMatchup(low, { system: 'low', combat: 'engagement', attacker: { troop: a, conditions: {} }, defender: { troop: d, conditions: {} } })));
const cores = availableParallelism();
const pool = await createChunkPool(cores);
const wall = async (executor?: ChunkExecutor): Promise<number> => {
  const t0 = performance.now();
  await runMatchups(matrix, { systems: planSystems([low]), method: 'exact', target: { trials: 1 }, seed: 1, workers: executor ? cores : 0, executor });
  return performance.now() - t0;
};
await wall(); // warm, as the workers are: this thread's kill distributions are kept across runs
const best = async (executor?: ChunkExecutor): Promise<number> => Math.min(await wall(executor), await wall(executor), await wall(executor));
const oneThread = await best();
await wall(pool.run); // warm: each worker loads the system and fills its caches
const pooled = await best(pool.run);
await pool.close();
console.log(`  exact matrix of ${matrix.length} engagements through the engine, wall: one thread ${fmt(oneThread)} ms, ${cores} warm workers ${fmt(pooled)} ms (${(oneThread / pooled).toFixed(2)}x; target 1.8x on 2)`);
