import { sweepHeadline } from './headline.js';
import type { ReportModel } from './model.js';
import type { SweepReport } from './sweep.js';

/** manifest.json: what produced this report, so a figure can be traced and reproduced. */
export interface Manifest {
  readonly oddsmith: string;
  readonly gitCommit: string | null;
  /** The report's title and its finding in one line, for the front page (front-page.ts). */
  readonly title: string;
  readonly headline: string;
  /** The kinds of combat its condition sets fight (`battle` for armies). */
  readonly combats: readonly string[];
  readonly scenario: SweepReport['scenario'];
  readonly system: { readonly id: string; readonly seedFile: string };
  readonly overlay: SweepReport['overlay'];
  readonly options: string;
  readonly seed: number | null;
  readonly trials: number | null;
  readonly method: string;
  readonly matchups: number;
  readonly skipped: SweepReport['skipped'];
  /** How many matchups each method worked (summary.csv gives each matchup's method, trials and seed). */
  readonly methods: Readonly<Record<string, number>>;
  readonly startedAt: string;
  readonly finishedAt: string;
  readonly durationSeconds: number;
}

/**
 * The manifest of a finished report. The writer (report-folder.ts `writeFolder`) adds
 * `kind` ('run'), `files`, what the folder holds, and `sha256`, each file's checksum.
 */
export function manifest(model: ReportModel, version: string, gitCommit: string | null): Manifest {
  const { report } = model;
  return {
    oddsmith: version,
    gitCommit,
    title: report.scenario.title || report.scenario.name,
    headline: sweepHeadline(model),
    combats: [...new Set(report.conditions.map((c) => c.combat))],
    scenario: report.scenario,
    system: { id: report.system.id, seedFile: report.system.seedFile },
    overlay: report.overlay,
    options: report.options,
    seed: report.seed,
    trials: report.trials,
    method: report.method,
    matchups: report.cells.length,
    skipped: report.skipped,
    methods: methodCounts(report),
    startedAt: report.startedAt,
    finishedAt: report.finishedAt,
    durationSeconds: (Date.parse(report.finishedAt) - Date.parse(report.startedAt)) / 1000,
  };
}

/** Matchups by method, e.g. `{ exact: 8664 }`: one line where a list per matchup took a megabyte. */
function methodCounts(report: SweepReport): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const cell of report.cells) counts[cell.result.method] = (counts[cell.result.method] ?? 0) + 1;
  return counts;
}
