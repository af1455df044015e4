import { join, relative } from 'node:path';
import { UsageError } from '../core/errors.js';
import { createChunkPool, defaultWorkers, type ChunkPool } from '../engine/pool.js';
import { writeReport } from '../report/write-report.js';
import { loadScenario, type Scenario } from '../scenario/load.js';
import { effectiveSettings, runScenario } from '../scenario/run-scenario.js';
import { VERSION } from '../version.js';
import { gitCommit } from './git-commit.js';
import { parseRunFlags, type RunFlags } from './parse-options.js';
import { createProgress } from './progress.js';

export interface RunCommandFlags extends RunFlags {
  readonly out?: string;
}

function plural(n: number, word: string): string {
  return `${n.toLocaleString('en-US')} ${word}${n === 1 ? '' : 's'}`;
}

/**
 * `oddsmith run <scenario.yaml...>`: every scenario is checked before anything runs, then
 * run on one worker pool (started only if some matchup needs Monte Carlo) and written to
 * <out>/<scenario name>/. Progress goes to stderr; stdout gets only the final summary.
 */
export async function runCommand(files: string[], flags: RunCommandFlags): Promise<void> {
  const parsed = parseRunFlags(flags, defaultWorkers());
  const overrides = {
    method: flags.method === undefined ? undefined : parsed.method,
    target: flags.trials === undefined && flags.precision === undefined ? undefined : parsed.target,
    seed: flags.seed === undefined ? undefined : parsed.seed,
  };
  const scenarios: Scenario[] = files.map(loadScenario);
  const names = scenarios.map((s) => s.name);
  const twice = names.find((n, i) => names.indexOf(n) !== i);
  if (twice) throw new UsageError(`two scenarios are both named '${twice}': their reports would overwrite each other`);

  const outRoot = flags.out ?? 'reports';
  const commit = gitCommit();
  let pool: ChunkPool | null = null;
  const started = Date.now();
  let sampledTrials = 0;
  let sampledSeconds = 0;
  const lines: string[] = [];
  try {
    for (const scenario of scenarios) {
      const settings = effectiveSettings(scenario, overrides);
      if (settings.method !== 'exact' && pool === null) pool = createChunkPool(parsed.workers);
      const progress = createProgress(scenario.name);
      const t0 = Date.now();
      const report = await runScenario(scenario, overrides, {
        workers: parsed.workers,
        executor: pool?.run,
        onProgress: progress.update,
        onShortfall: (message) => process.stderr.write(`warning: ${scenario.name}: ${message}\n`),
      });
      progress.finish();
      const seconds = (Date.now() - t0) / 1000;
      const trials = report.cells.reduce((sum, c) => sum + (c.result.trials ?? 0), 0);
      if (trials > 0) {
        sampledTrials += trials;
        sampledSeconds += seconds;
      }
      const dir = join(outRoot, scenario.name);
      writeReport(dir, report, scenario.system, { version: VERSION, gitCommit: commit });
      const skipped = report.skipped.length > 0 ? `, ${plural(report.skipped.length, 'matchup')} skipped (the rules do not allow them)` : '';
      const sampled = trials > 0 ? `, ${plural(trials, 'Monte Carlo trial')} at ${((trials / seconds) / 1e6).toFixed(1)}M/s` : '';
      lines.push(`${scenario.name}: ${plural(report.cells.length, 'result')} (${report.method}${sampled})${skipped} in ${seconds.toFixed(1)} s -> ${join(relative('.', dir) || '.', 'index.html')}`);
    }
  } finally {
    await pool?.close();
  }
  const total = (Date.now() - started) / 1000;
  const rate = sampledTrials > 0 ? `; Monte Carlo ${((sampledTrials / sampledSeconds) / 1e6).toFixed(1)}M trials/s on ${plural(parsed.workers, 'worker')}` : '';
  process.stdout.write(`${lines.join('\n')}\n${plural(scenarios.length, 'report')} written in ${total.toFixed(1)} s${rate}\n`);
}
