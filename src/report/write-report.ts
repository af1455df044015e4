import { dirname, join } from 'node:path';
import type { RuleSystem } from '../core/system.js';
import { metricsCsv, outcomesCsv, summaryCsv } from './csv.js';
import { reportHtml, type HtmlChart } from './html.js';
import { manifest } from './manifest.js';
import { prepareOutRoot, stageFolder, writeFolder, type ReportFile } from './report-folder.js';
import { reportModel } from './model.js';
import { reportCharts } from './report-charts.js';
import { summaryDisplayRows } from './summary.js';
import type { SweepReport } from './sweep.js';

export interface WriteInfo {
  readonly version: string;
  readonly gitCommit: string | null;
}

/** A sweep report's files in the order they are written, each made only when it is reached. */
export function* reportFiles(report: SweepReport, system: RuleSystem): Generator<ReportFile> {
  yield ['outcomes.csv', outcomesCsv(report, system)];
  yield ['summary.csv', summaryCsv(report, system)];
  if (report.cells.some((c) => c.result.metrics.length > 0)) yield ['metrics.csv', metricsCsv(report, system)];
  const drawn: HtmlChart[] = [];
  for (const chart of reportCharts(reportModel(report))) {
    drawn.push(chart);
    yield [join('charts', chart.file), chart.svg];
  }
  yield ['index.html', reportHtml(report, drawn, summaryDisplayRows(report))];
}

/**
 * Write a whole report folder, or nothing: every file goes into a temporary folder (`staged`,
 * made before the computing by `stageFolder`, or made here) that is renamed into place only
 * when complete, so an interrupted run never leaves a half-written report that looks
 * finished. Only an earlier report oddsmith can prove it wrote is replaced (report-folder.ts).
 * Returns the files written.
 */
export async function writeReport(dir: string, report: SweepReport, system: RuleSystem, info: WriteInfo, staged?: string): Promise<string[]> {
  const temp = staged ?? stageFolder(prepareOutRoot(dirname(dir)));
  return writeFolder(temp, dir, 'run', reportFiles(report, system), () => manifest(report, info.version, info.gitCommit));
}
