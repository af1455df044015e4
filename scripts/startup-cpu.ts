/**
 * Start-up of the CLI as `npm run bench` reports it (issue #38): the CPU time a one-line
 * `matchup` takes from its process's start to its exit, as a ratio to `node -e 0` measured in
 * the same run, the two started in turn (A B A B ...) and the ratio taken pair by pair, so a
 * machine whose speed drifts moves both. CPU (user + system), not wall time: on a shared
 * machine a wait for a core is no work of ours. Each process reports its own
 * process.cpuUsage() as it exits, on file descriptor 3, through the same small --import hook.
 */
import { spawnSync } from 'node:child_process';

const REPORT_CPU = `data:text/javascript,${encodeURIComponent("import { writeSync } from 'node:fs'; process.on('exit', () => { const u = process.cpuUsage(); writeSync(3, String((u.user + u.system) / 1e6)); });")}`;

/** The CPU seconds (all its threads) and wall seconds `node <args>` took, run from `cwd`, and what it printed on stdout (thrown away unless `keep`). */
export function processTimes(args: readonly string[], cwd = process.cwd(), keep = false): { cpu: number; wall: number; stdout: string } {
  const t0 = performance.now();
  const r = spawnSync(process.execPath, ['--import', REPORT_CPU, ...args], { cwd, stdio: ['ignore', keep ? 'pipe' : 'ignore', 'ignore', 'pipe'], encoding: 'utf8', maxBuffer: 256 * 1024 * 1024 });
  const wall = (performance.now() - t0) / 1000;
  const cpu = Number(r.output[3]);
  if (r.status !== 0 || !Number.isFinite(cpu) || cpu <= 0) throw new Error(`bench: node ${args.join(' ')} did not run (exit ${r.status ?? r.signal})`);
  return { cpu, wall, stdout: keep ? String(r.stdout) : '' };
}

const cpuSeconds = (args: readonly string[]): number => processTimes(args).cpu;

export const median = (values: readonly number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 === 1 ? (sorted[mid] as number) : ((sorted[mid - 1] as number) + (sorted[mid] as number)) / 2;
};

export interface StartupCpu {
  /** Median CPU seconds of the command and of `node -e 0`. */
  readonly command: number;
  readonly node: number;
  /** The median of the pairs' ratios. */
  readonly ratio: number;
}

/** `pairs` runs each of `node <args>` and `node -e 0`, in turn, after one of each not counted. */
export function startupCpu(args: readonly string[], pairs = 11): StartupCpu {
  cpuSeconds(args);
  cpuSeconds(['-e', '0']);
  const command: number[] = [];
  const node: number[] = [];
  for (let i = 0; i < pairs; i++) {
    command.push(cpuSeconds(args));
    node.push(cpuSeconds(['-e', '0']));
  }
  return { command: median(command), node: median(node), ratio: median(command.map((c, i) => c / (node[i] as number))) };
}
