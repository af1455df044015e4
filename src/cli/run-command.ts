import { join, relative } from 'node:path';
import { resolveConditions } from '../core/conditions.js';
import { UsageError } from '../core/errors.js';
import { createRunPool } from '../engine/lazy-pool.js';
import type { ChunkPool } from '../engine/pool.js';
import { reportModel } from '../report/model.js';
import { reportFiles } from '../report/write-report.js';
import { manifest } from '../report/manifest.js';
import { LIMITS } from '../scenario/limits.js';
import { loadScenario, scenarioSystems, type Scenario } from '../scenario/load.js';
import { effectiveSettings, runScenario } from '../scenario/run-scenario.js';
import { PrepareCache } from '../engine/prepare-cache.js';
import { VERSION } from '../version.js';
import { printable } from '../core/printable.js';
import { gitCommit } from './git-commit.js';
import type { CliIo } from './io.js';
import { parseRunFlags, type RunFlags } from './parse-options.js';
import { createProgress } from './progress.js';
import { explorerBeside, openReportPlaces, type ReportPlaces } from './report-places.js';
import { optionFlags, systemWithOverlay } from './what-if.js';

export interface RunCommandFlags extends RunFlags {
  readonly out?: string;
  /** Every note on stderr too, not only their count (they are in each report's method section). */
  readonly verbose?: boolean;
  readonly overlay?: string;
  readonly option?: readonly string[];
}

/** Reports with this many results or more announce their writing: drawing them takes a moment. */
const ANNOUNCE_WRITE_CELLS = 1_000;

function plural(n: number, word: string): string {
  return `${n.toLocaleString('en-US')} ${word}${n === 1 ? '' : 's'}`;
}

/**
 * `run --overlay FILE`: the what-if applies to every scenario that names no overlay, at the
 * top or in a condition set. A scenario whose sets compare overlays against the rules as
 * written is refused: --overlay would silently move its "as written" baseline onto FILE.
 */
async function withOverlayFlag(scenario: Scenario, file: string | undefined): Promise<Scenario> {
  if (file === undefined) return scenario;
  if (scenario.overlay) throw new UsageError(`${scenario.file} names its own overlay; --overlay would replace it silently, so give one or the other`);
  const set = scenario.conditions.find((c) => c.overlay);
  if (set) {
    throw new UsageError(
      `${scenario.file}: condition set '${set.name}' names its own overlay, so the sets without one are the rules as written; --overlay would silently change that baseline, so give one or the other`,
    );
  }
  const { system, overlay, changes } = await systemWithOverlay(scenario.system.id, file);
  return overlay ? { ...scenario, system, overlay: { spec: overlay, file, changes } } : scenario;
}

/** Everything about the run that can be refused is refused here, before any computing. */
async function checkRun(io: CliIo, files: readonly string[], flags: RunCommandFlags): Promise<{ scenarios: Scenario[]; places: ReportPlaces }> {
  const scenarios: Scenario[] = [];
  for (const file of files) scenarios.push(await withOverlayFlag(await loadScenario(file), flags.overlay));
  const names = scenarios.map((s) => s.name);
  const twice = names.find((n, i) => names.indexOf(n) !== i);
  if (twice) throw new UsageError(`two scenarios are both named '${twice}': their reports would overwrite each other`);
  const matchups = scenarios.reduce((sum, s) => sum + s.attackers.length * s.defenders.length * s.conditions.length, 0);
  if (matchups > LIMITS.matchups) {
    throw new UsageError(`these scenarios hold ${matchups.toLocaleString('en-US')} matchups, more than the ${LIMITS.matchups.toLocaleString('en-US')} one run may; run them separately`);
  }
  const options = optionFlags(flags.option);
  for (const s of scenarios) resolveConditions(s.system.options, { ...(s.overlay?.spec.options ?? {}), ...s.options, ...options }, '', 'option');
  return { scenarios, places: openReportPlaces(io, flags.out ?? 'reports', names, 'run') };
}

/**
 * `oddsmith run <scenario.yaml...>`: every scenario and the output folder are checked
 * before anything runs, then each scenario is run on one worker pool (started only if
 * some matchup needs Monte Carlo) and written to <out>/<scenario name>/. Progress goes to
 * stderr; stdout gets one line per report as soon as it is written, then a summary.
 */
export async function runCommand(io: CliIo, files: string[], flags: RunCommandFlags): Promise<void> {
  const parsed = parseRunFlags(flags);
  for (const note of parsed.notes) io.stderr.write(`note: ${printable(note)}\n`);
  const overrides = {
    method: flags.method === undefined ? undefined : parsed.method,
    target: flags.trials === undefined && flags.precision === undefined ? undefined : parsed.target,
    seed: flags.seed === undefined ? undefined : parsed.seed,
    options: optionFlags(flags.option),
  };
  const { scenarios, places } = await checkRun(io, files, flags);
  const commit = gitCommit();
  let pool: ChunkPool | null = null;
  const started = Date.now();
  let sampledTrials = 0;
  let sampledSeconds = 0;
  try {
    for (const [index, scenario] of scenarios.entries()) {
      const settings = effectiveSettings(scenario, overrides);
      if (settings.method !== 'exact' && pool === null) pool = await createRunPool(parsed.workers, parsed.poolWhenNeeded, new PrepareCache(scenarioSystems(scenarios)));
      const say = (kind: string) => (message: string) => io.stderr.write(`${kind}: ${printable(`${scenario.name}: ${message}`)}\n`);
      const progress = createProgress(scenario.name, io.stderr);
      const t0 = Date.now();
      let notes: readonly string[] = [];
      const report = await runScenario(scenario, overrides, {
        workers: parsed.workers,
        executor: pool?.run,
        onProgress: progress.update,
        onShortfall: say('warning'),
        onNotes: (all) => {
          notes = all;
        },
      });
      progress.finish();
      // Quiet by default: at most one line a scenario, with the count of notes (they are in the
      // report's method section, and here with --verbose) and, for a large report, that it is
      // being written.
      if (flags.verbose) for (const note of notes) say('note')(note);
      const noted = notes.length > 0 && !flags.verbose ? `${plural(notes.length, 'note')} (conditions that change nothing in some matchups), listed in the report's method section; --verbose prints them` : '';
      const computeSeconds = (Date.now() - t0) / 1000;
      const trials = report.cells.reduce((sum, c) => sum + (c.result.trials ?? 0), 0);
      if (trials > 0) {
        sampledTrials += trials;
        sampledSeconds += computeSeconds;
      }
      const dir = places.dirs[index] ?? '';
      const writing = report.cells.length >= ANNOUNCE_WRITE_CELLS ? `writing the report (${plural(report.cells.length, 'result')}, charts included)...` : '';
      if (writing || noted) io.stderr.write(`${printable(scenario.name)}: ${[writing, noted].filter(Boolean).join(' ')}\n`);
      const t1 = Date.now();
      const explorer = explorerBeside(dir, `${scenario.system.id}/${report.attackers[0] ?? ''}/${report.defenders[0] ?? ''}`);
      await places.write(index, reportFiles(reportModel(explorer ? { ...report, explorer } : report)), () => manifest(report, VERSION, commit));
      const writeSeconds = (Date.now() - t1) / 1000;
      const skipped = report.skipped.length > 0 ? `, ${plural(report.skipped.length, 'matchup')} skipped (the rules do not allow them)` : '';
      const sampled = trials > 0 ? `, ${plural(trials, 'Monte Carlo trial')} at ${(trials / computeSeconds / 1e6).toFixed(1)}M/s` : '';
      const timing = `computed in ${computeSeconds.toFixed(1)} s, written in ${writeSeconds.toFixed(1)} s`;
      io.stdout.write(`${scenario.name}: ${plural(report.cells.length, 'result')} (${report.method}${sampled})${skipped}; ${timing} -> ${printable(join(relative('.', dir) || '.', 'index.html'))}\n`);
    }
  } finally {
    places.close();
    await pool?.close();
  }
  const total = (Date.now() - started) / 1000;
  const threads = pool?.threads() ?? 0;
  const where = threads > 0 ? `on ${plural(threads, 'worker')}` : 'in one thread (too little work to start workers)';
  const rate = sampledTrials > 0 ? `; Monte Carlo ${(sampledTrials / sampledSeconds / 1e6).toFixed(1)}M trials/s ${where}` : '';
  io.stdout.write(`${plural(scenarios.length, 'report')} written in ${total.toFixed(1)} s${rate}\n`);
}
