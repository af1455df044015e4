/**
 * `npm run bench` (after scripts/bench-low.ts), or `npx tsx scripts/bench-chainmail.ts`:
 * Chainmail throughput on one thread, measured as CPU time, never asserted.
 *   exact      – CPU time of prepare + exact() for an engagement (the dynamic programme over
 *                figures left and checks passed): median of REPEATS warm runs;
 *   matrix     – CPU time of every engagement of the six classes at 60 points, exact;
 *   engagement – Monte Carlo engagements per CPU second, 20 v 20.
 *   fantasy    – CPU time of all 169 cells of the Fantasy Combat Table, prepared and exact;
 *   joust      – CPU time of `joust-strategy`'s solve, three rides, every stage exact;
 *   workers    – wall time of the six classes' exact matrix through the engine, in this thread
 *                and on the worker pool (exact work spreads over it as chunks do, issue #27).
 * Issue #24's targets: exact 20 v 20 under 100 ms, 50 v 50 under 1 s, the 6 x 6 matrix at
 * 60 points under 5 s; a million 20 v 20 engagements a second per core. Issue #25's: the
 * fantasy table under 50 ms, the three-ride joust solved under 1 s.
 */
import { availableParallelism, loadavg } from 'node:os';
import { resolveMatchup } from '../src/core/matchup.js';
import { planSystems } from '../src/core/plan.js';
import { runMatchups } from '../src/engine/run-matchups.js';
import type { PreparedMatchup } from '../src/core/system.js';
import { chunkRng } from '../src/rng/seed.js';
import { chainmail } from '../src/rules/chainmail/index.js';
import { growthLine } from './growth.js';
import { solveJoust } from '../src/rules/chainmail/joust-game.js';

const REPEATS = Number(process.env.REPEATS ?? 5);
const TRIALS = Number(process.env.TRIALS ?? 1_000_000);

function prepared(attacker: string, defender: string, combat = 'engagement'): () => PreparedMatchup {
  const matchup = resolveMatchup(chainmail, { system: 'chainmail', combat, attacker: { troop: attacker, conditions: {} }, defender: { troop: defender, conditions: {} } });
  return () => chainmail.prepare(matchup);
}

/** CPU milliseconds (user + system) spent by `run`. */
function cpuMs(run: () => void): number {
  const start = process.cpuUsage();
  run();
  const used = process.cpuUsage(start);
  return (used.user + used.system) / 1000;
}

/** Median CPU time of prepare + exact(), after one warm-up run. */
function exactTime(make: () => PreparedMatchup): number {
  const times: number[] = [];
  for (let i = 0; i < REPEATS + 1; i++) {
    const t = cpuMs(() => {
      const { kernel } = make();
      if (!kernel.exact) throw new Error('bench: this matchup must be exact');
      kernel.exact();
    });
    if (i >= 1) times.push(t);
  }
  times.sort((a, b) => a - b);
  return times[Math.floor(times.length / 2)] as number;
}

const check = (ok: boolean): string => (ok ? 'meets target' : 'BELOW TARGET');
const fmt = (x: number): string => (x < 10 ? x.toFixed(2) : x.toFixed(0));

console.log(`oddsmith bench, chainmail · node ${process.version} · ${availableParallelism()} cores, load average ${loadavg().map((x) => x.toFixed(2)).join(' ')} · one thread, CPU time`);
for (const [name, a, d, target] of [
  ['engagement 20 v 20 Heavy Foot', '20*heavy-foot', '20*heavy-foot', 100],
  ['engagement 50 v 50 Heavy Foot', '50*heavy-foot', '50*heavy-foot', 1000],
  ['engagement 12 Heavy Horse v 60 Light Foot (60 points)', '12*heavy-horse', '60*light-foot', null],
] as const) {
  const t = exactTime(prepared(a, d));
  console.log(`  exact ${name.padEnd(56)} ${fmt(t).padStart(7)} ms CPU${target === null ? '' : `   target < ${target} ms: ${check(t < target)}`}`);
}

// The six classes at 60 points: every pair, exact (the chain's own limit lifted by calling it for each).
const SIX = ['60*light-foot', '30*heavy-foot', '24*armored-foot', '20*light-horse', '15*medium-horse', '12*heavy-horse'];
let exactPairs = 0;
const matrix = cpuMs(() => {
  for (const a of SIX) {
    for (const d of SIX) {
      const { kernel } = prepared(a, d)();
      if (kernel.exact) {
        kernel.exact();
        exactPairs++;
      }
    }
  }
});
console.log(`  exact matrix, six classes at 60 points (${exactPairs} of 36 pairs exact)      ${fmt(matrix).padStart(7)} ms CPU   target < 5000 ms: ${check(matrix < 5000 && exactPairs === 36)}`);

// How the exact engagement's cost grows with the unit size (issue #27).
const SIZES = [6, 12, 24, 48];
console.log(growthLine('exact engagement, n v n Heavy Foot', SIZES, SIZES.map((n) => exactTime(prepared(`${n}*heavy-foot`, `${n}*heavy-foot`)))));

/** Monte Carlo engagements per CPU second on one thread, and the rounds they fight. */
function mcRate(a: string, d: string): { rate: number; rounds: number } {
  const { kernel } = prepared(a, d)();
  const rng = chunkRng(1, 0n, 0);
  let sink = 0;
  for (let i = 0; i < 100_000; i++) sink += kernel.trial(rng);
  let rounds = 0;
  const ms = cpuMs(() => {
    for (let i = 0; i < TRIALS; i++) {
      sink += kernel.trial(rng);
      rounds += kernel.metricOut[0] as number;
    }
  });
  if (sink === -1) console.log('');
  return { rate: TRIALS / (ms / 1000), rounds: rounds / TRIALS };
}

for (const [name, a, d, target] of [
  ['20 v 20 Heavy Foot (20 dice a side a round)', '20*heavy-foot', '20*heavy-foot', true],
  ['20 Heavy Horse v 20 Light Foot (80 dice against 5)', '20*heavy-horse', '20*light-foot', false],
] as const) {
  const { rate, rounds } = mcRate(a, d);
  console.log(`  Monte Carlo engagements, ${name.padEnd(44)} ${(rate / 1e6).toFixed(2)} M/s CPU (${rounds.toFixed(2)} rounds each)${target ? `   target >= 1 M/s: ${check(rate >= 1e6)}` : ''}`);
}

// The Fantasy Combat Table: one row per type (the Earth Elemental for the four), every cell.
const FANTASY = ['balrog', 'dragon', 'earth-elemental', 'ent', 'giant', 'hero', 'lycanthrope', 'roc', 'super-hero', 'ogres', 'wights', 'wizard', 'wraith'];
const fantasyCells = (): number => {
  let cells = 0;
  for (const a of FANTASY) for (const d of FANTASY) if (prepared(a, d, 'fantasy')().kernel.exact?.()) cells++;
  return cells;
};
fantasyCells(); // warm-up
const fantasy = Math.min(...Array.from({ length: REPEATS }, () => cpuMs(fantasyCells)));
console.log(`  exact Fantasy Combat Table, 169 cells, prepared and enumerated          ${fmt(fantasy).padStart(7)} ms CPU   target < 50 ms: ${check(fantasy < 50)}`);
solveJoust(1); // warm-up
const joust = cpuMs(() => solveJoust(3));
console.log(`  joust-strategy, three rides, 12 stage games solved exactly              ${fmt(joust).padStart(7)} ms CPU   target < 1000 ms: ${check(joust < 1000)}`);

// Exact work on the pool (issue #27): the same 36 exact engagements through the engine, in this
// thread and on every core, wall time (the pool's start-up included).
const matchups = SIX.flatMap((a) => SIX.map((d) => resolveMatchup(chainmail, { system: 'chainmail', combat: 'engagement', attacker: { troop: a, conditions: {} }, defender: { troop: d, conditions: {} } })));
const wall = async (workers: number): Promise<number> => {
  const t0 = performance.now();
  await runMatchups(matchups, { systems: planSystems([chainmail]), method: 'exact', target: { trials: 1 }, seed: 1, workers });
  return performance.now() - t0;
};
const oneThread = await wall(0);
const cores = availableParallelism();
const pooled = await wall(cores);
console.log(`  exact matrix through the engine, wall: one thread ${fmt(oneThread)} ms, ${cores} workers ${fmt(pooled)} ms (${(oneThread / pooled).toFixed(2)}x; target 1.8x on 2)`);
