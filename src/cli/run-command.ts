import { planRun, runComputation, type runPlan } from '../app/run-plan.js';
import type { ScenarioPlan } from '../app/scenario-plan.js';
import { reportModel } from '../report/model.js';
import { reportFiles } from '../report/write-report.js';
import { manifest } from '../report/manifest.js';
import { VERSION } from '../version.js';
import { printable } from '../core/printable.js';
import { fitted } from '../report/terminal-lines.js';
import { gitCommit } from './git-commit.js';
import type { CliIo } from './io.js';
import { optionFlags, parsePlanTrials, parseRunFlags, type RunFlags } from './parse-options.js';
import { createProgress } from './progress.js';
import { rate, workUnit } from './format/rate.js';
import { explorerBeside, openReportPlaces, reportPage } from './report-places.js';
import { driving, shardRequest, type CommandContext, type ShardFlags } from './sharding.js';

export interface RunCommandFlags extends RunFlags, ShardFlags {
  readonly out?: string;
  /** Every note on stderr too, not only their count (they are in each report's method section). */
  readonly verbose?: boolean;
  /** metrics.csv with every value of every metric, not a row per metric. */
  readonly fullMetrics?: boolean;
  readonly overlay?: string;
  readonly option?: readonly string[];
  /** Battles a pair of plans in each board battle's plan game (0: none). */
  readonly planTrials?: string;
}

/** Reports with this many results or more announce their writing: drawing them takes a moment. */
const ANNOUNCE_WRITE_CELLS = 1_000;

function plural(n: number, word: string): string {
  return `${n.toLocaleString('en-US')} ${word}${n === 1 ? '' : 's'}`;
}

/** What a Monte Carlo trial of the scenario is: a battle, an engagement, or a trial of mixed work. */
function unitOf(scenario: ScenarioPlan): string {
  return workUnit(scenario.playable.map((p) => p.matchup.combat));
}

/**
 * How a scenario's results were worked, its Monte Carlo counted in the unit its progress
 * line counted (trials of the sampled results only: an exact result runs none), at what rate.
 *
 * @example
 * howWorked(98, 24, 4_800_000, 'trials', 4); // => '74 exact, 24 by Monte Carlo: 4,800,000 trials at 1.2M trials/s'
 */
function howWorked(results: number, sampled: number, trials: number, unit: string, seconds: number): string {
  const exact = results - sampled;
  const speed = seconds > 0 ? ` at ${rate(trials / seconds, unit)}` : '';
  return `${exact > 0 ? `${exact.toLocaleString('en-US')} exact, ` : ''}${sampled.toLocaleString('en-US')} by Monte Carlo: ${trials.toLocaleString('en-US')} ${unit}${speed}`;
}

/**
 * `oddsmith run <scenario.yaml...>`: every scenario and the output folder are checked
 * before anything runs, then each scenario is run on one worker pool (started only if
 * some matchup needs Monte Carlo) and written to <out>/<scenario name>/. Progress goes to
 * stderr; stdout gets one line per report as soon as it is written, then a summary.
 */
export async function runCommand(io: CliIo, files: string[], flags: RunCommandFlags, context: CommandContext = {}): Promise<void> {
  const parsed = parseRunFlags(flags);
  const computing = driving(io, context, flags);
  for (const note of parsed.notes) io.stderr.write(`note: ${printable(note)}\n`);
  const started = Date.now();
  const plan = await planRun({
    files,
    overlay: flags.overlay,
    overrides: {
      method: flags.method === undefined ? undefined : parsed.method,
      target: flags.trials === undefined && flags.precision === undefined ? undefined : parsed.target,
      seed: flags.seed === undefined ? undefined : parsed.seed,
      options: optionFlags(flags.option),
      planTrials: parsePlanTrials(flags.planTrials),
    },
    workers: parsed.workers,
    poolWhenNeeded: parsed.poolWhenNeeded,
  });
  const opened: { places: ReturnType<typeof openReportPlaces> | null } = { places: null };
  const commit = gitCommit();
  // Planning prepares every matchup (for an exact sweep, most of the work): said once, in the last line.
  const planSeconds = (Date.now() - started) / 1000;
  let sampledTrials = 0;
  let sampledSeconds = 0;
  const units = new Set<string>();
  const hooks = {
    progress: (scenario: ScenarioPlan) => createProgress(scenario.scenario.name, io.stderr, Date.now, unitOf(scenario)),
    onShortfall: (name: string, message: string) => io.stderr.write(`warning: ${printable(`${name}: ${message}`)}\n`),
  };
  let run: ReturnType<typeof runPlan> | undefined;
  try {
    // Every report folder is checked before anything is computed (a part writes none).
    const open = (): void => {
      opened.places = openReportPlaces(io, flags.out ?? 'reports', plan.scenarios.map((s) => s.scenario.name), 'run');
    };
    run = await computing.run(runComputation(plan, shardRequest('run', files, flags), hooks), open);
    const { places } = opened;
    if (run === undefined || places === null) return;
    for await (const { index, plan: scenario, report, computeSeconds } of run.scenarios) {
      const name = scenario.scenario.name;
      // Quiet by default: at most one line a scenario, with the count of notes (they are in the
      // report's method section, and here with --verbose) and, for a large report, that it is
      // being written.
      if (flags.verbose) for (const note of report.notes) io.stderr.write(`note: ${printable(`${name}: ${note}`)}\n`);
      const notes = report.notes.length;
      const noted = notes > 0 && !flags.verbose ? `${plural(notes, 'note')} (conditions that change nothing in some matchups), listed in the report's method section; --verbose prints them` : '';
      // The plan games' battles count with the sweep's, as the progress counted them.
      const games = report.cells.filter((c) => c.plans !== undefined);
      const gameTrials = games.reduce((sum, c) => sum + (c.plans?.trials ?? 0) * (c.plans?.cells.length ?? 0), 0);
      const trials = report.cells.reduce((sum, c) => sum + (c.result.trials ?? 0), 0) + gameTrials;
      const unit = unitOf(scenario);
      if (trials > 0) {
        sampledTrials += trials;
        sampledSeconds += computeSeconds;
        units.add(unit);
      }
      const dir = places.dirs[index] ?? '';
      const writing = report.cells.length >= ANNOUNCE_WRITE_CELLS ? `writing the report (${plural(report.cells.length, 'result')}, charts included)...` : '';
      if (writing || noted) io.stderr.write(`${printable(name)}: ${[writing, noted].filter(Boolean).join(' ')}\n`);
      const t1 = Date.now();
      const explorer = explorerBeside(dir, `${report.system.id}/${report.attackers[0] ?? ''}/${report.defenders[0] ?? ''}`);
      const model = reportModel(explorer ? { ...report, explorer } : report);
      await places.write(index, reportFiles(model, { fullMetrics: flags.fullMetrics === true }), () => manifest(model, VERSION, commit));
      const writeSeconds = (Date.now() - t1) / 1000;
      const skipped = report.skipped.length > 0 ? `, ${plural(report.skipped.length, 'matchup')} skipped (the rules do not allow them)` : '';
      const inGames = gameTrials > 0 ? `, ${gameTrials.toLocaleString('en-US')} of them in ${plural(games.length, 'plan game')}` : '';
      const worked = trials > 0 ? `${howWorked(report.cells.length, report.cells.filter((c) => c.result.method === 'mc').length, trials, unit, computeSeconds)}${inGames}` : report.method;
      const timing = `computed in ${computeSeconds.toFixed(1)} s, written in ${writeSeconds.toFixed(1)} s`;
      io.stdout.write(`${fitted(`${name}: ${plural(report.cells.length, 'result')} (${worked})${skipped}; ${timing}`, `-> ${reportPage(dir)}`)}\n`);
    }
  } finally {
    opened.places?.close();
    await run?.scenarios.return(undefined);
  }
  if (run === undefined) return;
  const total = (Date.now() - started) / 1000;
  const threads = run.threads();
  const where = threads > 0 ? `on ${plural(threads, 'worker')}` : 'in one thread (too little work to start workers)';
  const unit = units.size === 1 ? ([...units][0] as string) : 'trials';
  const speed = sampledTrials > 0 && sampledSeconds > 0 ? `; Monte Carlo ${rate(sampledTrials / sampledSeconds, unit)} ${where}` : '';
  io.stdout.write(`${plural(plan.scenarios.length, 'report')} planned in ${planSeconds.toFixed(1)} s and written in ${total.toFixed(1)} s in all${speed}\n`);
}
