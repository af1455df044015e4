/**
 * `npx tsx scripts/time-d3h2-sweep.ts`: wall time of the full d3h2 exact sweep, every
 * element against every element (56 x 56) under six condition sets (the going of
 * scenarios/d3h2-terrain.yaml), computed as `run` computes it: each matchup checked and
 * prepared once (the run plan, app/run-plan.ts), then enumerated (runPlan). The first
 * run is cold (compilation); the median of REPEATS warm runs is reported with min and max,
 * since the machine may be busy, and the CPU time the process used (what an idle machine's
 * wall time would be: the sweep runs on one thread). Nothing here is asserted.
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { stringify } from 'yaml';
import { planRun, runPlan } from '../src/app/run-plan.js';
import { d3h2 } from '../src/rules/d3h2/index.js';

const REPEATS = Number(process.env.REPEATS ?? 7);
const ids = d3h2.rows.map((r) => r.id);
const SETS = [
  { name: 'both in good going', a: {}, b: {} },
  { name: 'attacker in rough going', a: { going: 'rough' }, b: {} },
  { name: 'attacker in bad going', a: { going: 'bad' }, b: {} },
  { name: 'defender in rough going', a: {}, b: { going: 'rough' } },
  { name: 'defender in bad going', a: {}, b: { going: 'bad' } },
  { name: 'both in bad going', a: { going: 'bad' }, b: { going: 'bad' } },
].map((s) => ({ ...s, combat: 'close' }));
const FILE = join(mkdtempSync(join(tmpdir(), 'oddsmith-d3h2-sweep-')), 'sweep.yaml');
writeFileSync(FILE, stringify({ name: 'd3h2-sweep', title: 'd3h2 sweep', system: 'd3h2', attackers: ids, defenders: ids, conditions: SETS, method: 'exact' }));
const SILENT = { update: () => {}, finish: () => {} };

async function sweep(): Promise<{ ms: number; cpu: number; results: number }> {
  const start = process.hrtime.bigint();
  const cpu = process.cpuUsage();
  const plan = await planRun({ files: [FILE], overrides: {}, workers: 0, poolWhenNeeded: false });
  let results = 0;
  for await (const done of runPlan(plan, { progress: () => SILENT, onShortfall: () => {} }).scenarios) results += done.report.cells.length;
  const used = process.cpuUsage(cpu);
  return { ms: Number(process.hrtime.bigint() - start) / 1e6, cpu: (used.user + used.system) / 1000, results };
}

console.log(`node ${process.version}, ${availableParallelism()} cores, load average ${loadavg().map((x) => x.toFixed(2)).join(' ')}`);
const cold = await sweep();
const runs: { ms: number; cpu: number }[] = [];
for (let i = 0; i < REPEATS; i++) runs.push(await sweep());
const times = runs.map((r) => r.ms).sort((a, b) => a - b);
const cpus = runs.map((r) => r.cpu).sort((a, b) => a - b);
const fmt = (ms: number): string => `${(ms / 1000).toFixed(2)} s`;
console.log(`d3h2 exact sweep, ${cold.results} matchups (${ids.length} x ${ids.length} x ${SETS.length} sets): cold ${fmt(cold.ms)} (CPU ${fmt(cold.cpu)}); warm median ${fmt(times[Math.floor(times.length / 2)] ?? 0)} (min ${fmt(times[0] ?? 0)}, max ${fmt(times[times.length - 1] ?? 0)}, ${REPEATS} runs); CPU time median ${fmt(cpus[Math.floor(cpus.length / 2)] ?? 0)} (one thread: the wall time on an idle machine)`);
