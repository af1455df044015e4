/**
 * Report writing against computing, per shipped scenario (issue #38: "report writing at most
 * as long as computing for every shipped scenario"): `node .bench/scripts/bench-reports.js`
 * after `tsc -p tsconfig.bench.json`, or `npx tsx scripts/bench-reports.ts`. Each scenario of
 * scenarios/*.yaml runs in a process of its own, as `oddsmith run <file>` would (workers on
 * every core, started when Monte Carlo needs them), and reports the CPU time (user + system,
 * every thread) of computing it and of writing its report folder. Writing includes loading
 * the report code (jsdom, d3, csv-stringify): a user's run pays for it only to write. CPU, not
 * wall time: on a shared machine a wait for a core is no work of ours. `bench-reports.js
 * <scenario.yaml>` measures one. Nothing here is asserted.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { planRun, runPlan } from '../src/app/run-plan.js';

/** What one scenario's process reports, on its last line of stdout. */
interface Measured {
  readonly scenario: string;
  readonly results: number;
  /** CPU seconds: planning and computing; loading the report code; drawing and writing the files. */
  readonly compute: number;
  readonly load: number;
  readonly write: number;
}

const SILENT = { update: () => {}, finish: () => {} };

function cpuSince(start: NodeJS.CpuUsage): number {
  const used = process.cpuUsage(start);
  return (used.user + used.system) / 1e6;
}

/** One scenario computed and written, in this process. */
async function measure(file: string): Promise<Measured> {
  const computing = process.cpuUsage();
  const plan = await planRun({ files: [file], overrides: {}, workers: availableParallelism(), poolWhenNeeded: true });
  const reports = [];
  for await (const done of runPlan(plan, { progress: () => SILENT, onShortfall: () => {} }).scenarios) reports.push(done.report);
  const compute = cpuSince(computing);
  const loading = process.cpuUsage();
  const [{ reportModel }, { writeReport }] = await Promise.all([import('../src/report/model.js'), import('../src/report/write-report.js')]);
  const load = cpuSince(loading);
  const writing = process.cpuUsage();
  const out = mkdtempSync(join(tmpdir(), 'oddsmith-bench-reports-'));
  let results = 0;
  try {
    for (const report of reports) {
      results += report.cells.length;
      await writeReport(join(out, report.scenario.name), reportModel(report), { version: 'bench', gitCommit: null });
    }
  } finally {
    rmSync(out, { recursive: true, force: true });
  }
  return { scenario: plan.scenarios[0]?.scenario.name ?? file, results, compute, load, write: cpuSince(writing) };
}

/** Each shipped scenario in a fresh process, so each pays its own start-up and module loading. */
function measureAll(): Measured[] {
  const self = fileURLToPath(import.meta.url);
  const execArgv = self.endsWith('.ts') ? ['--import', 'tsx'] : [];
  const files = readdirSync('scenarios').filter((f) => f.endsWith('.yaml')).sort();
  return files.map((f) => {
    const r = spawnSync(process.execPath, [...execArgv, self, join('scenarios', f)], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'] });
    const last = r.stdout.trim().split('\n').pop() ?? '';
    if (r.status !== 0) throw new Error(`bench-reports: ${f} failed (exit ${r.status ?? r.signal})`);
    return JSON.parse(last) as Measured;
  });
}

const s = (seconds: number): string => `${seconds.toFixed(2)} s`.padStart(8);

function table(rows: readonly Measured[]): string {
  const width = Math.max(...rows.map((r) => r.scenario.length));
  const head = `  ${'scenario'.padEnd(width)}  results   compute  load+write   (load)   write/compute`;
  const lines = rows.map((r) => {
    const ratio = (r.load + r.write) / r.compute;
    return `  ${r.scenario.padEnd(width)} ${String(r.results).padStart(8)}  ${s(r.compute)}  ${s(r.load + r.write)}  ${s(r.load)}  ${ratio.toFixed(2).padStart(8)}x${ratio <= 1 ? '' : '  over'}`;
  });
  const over = rows.filter((r) => r.load + r.write > r.compute).length;
  return [head, ...lines, `  ${over} of ${rows.length} scenarios write for longer than they compute (target: none)`].join('\n');
}

const one = process.argv[2];
if (one !== undefined) {
  console.log(JSON.stringify(await measure(one)));
} else {
  console.log(`oddsmith bench-reports · node ${process.version} · ${availableParallelism()} cores · load average ${loadavg().map((x) => x.toFixed(2)).join(' ')}`);
  console.log('report writing against computing, CPU seconds (user + system, all threads), a process per scenario:');
  console.log(table(measureAll()));
}
