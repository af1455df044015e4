import { dirname, join } from 'node:path';
import { metricsCsv, outcomesCsv, plansCsv, summaryCsv } from './csv.js';
import { reportHtml, type HtmlChart } from './html.js';
import { manifest } from './manifest.js';
import type { ReportModel } from './model.js';
import { prepareOutRoot, stageFolder, writeFolder, type ReportFile } from './report-folder.js';
import { reportCharts } from './report-charts.js';
import { summaryDisplayRows } from './summary.js';

export interface WriteInfo {
  readonly version: string;
  readonly gitCommit: string | null;
}

/** What a reader may ask of a sweep report beyond its defaults. */
export interface ReportSettings {
  /** metrics.csv with every value of every metric (`run --full-metrics`), not one row per metric. */
  readonly fullMetrics?: boolean | undefined;
}

/** A sweep report's files in the order they are written, each made only when it is reached. */
export function* reportFiles(model: ReportModel, settings: ReportSettings = {}): Generator<ReportFile> {
  yield ['outcomes.csv', outcomesCsv(model)];
  yield ['summary.csv', summaryCsv(model)];
  if (model.cells.some((c) => c.result.metrics.length > 0)) yield ['metrics.csv', metricsCsv(model, settings.fullMetrics === true)];
  const plans = plansCsv(model);
  if (plans !== null) yield ['plans.csv', plans];
  const drawn: HtmlChart[] = [];
  for (const chart of reportCharts(model)) {
    drawn.push(chart);
    yield [join('charts', chart.file), chart.svg];
  }
  yield ['index.html', reportHtml(model, drawn, summaryDisplayRows(model))];
}

/**
 * Write a whole report folder, or nothing: every file goes into a temporary folder (`staged`,
 * made before the computing by `stageFolder`, or made here) that is renamed into place only
 * when complete, so an interrupted run never leaves a half-written report that looks
 * finished. Only an earlier report oddsmith can prove it wrote is replaced (report-folder.ts).
 * Returns the files written.
 */
export async function writeReport(dir: string, model: ReportModel, info: WriteInfo, settings: ReportSettings = {}, staged?: string): Promise<string[]> {
  const temp = staged ?? stageFolder(prepareOutRoot(dirname(dir)));
  return writeFolder(temp, dir, 'run', reportFiles(model, settings), () => manifest(model, info.version, info.gitCommit));
}
