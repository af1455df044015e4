import { rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type { RuleSystem } from '../core/system.js';
import { metricsCsv, outcomesCsv, summaryCsv } from './csv.js';
import { reportHtml } from './html.js';
import { manifest } from './manifest.js';
import { prepareOutRoot, stageFolder, writeFolder } from './report-folder.js';
import { reportCharts } from './report-charts.js';
import { summaryDisplayRows } from './summary.js';
import type { SweepReport } from './sweep.js';

export interface WriteInfo {
  readonly version: string;
  readonly gitCommit: string | null;
}

/**
 * Write a whole report folder, or nothing: every file goes into a temporary folder (`staged`,
 * made before the computing by `stageFolder`, or made here) that is renamed into place only
 * when complete, so an interrupted run never leaves a half-written report that looks
 * finished. Only an earlier oddsmith report of the same name is replaced.
 */
export function writeReport(dir: string, report: SweepReport, system: RuleSystem, info: WriteInfo, staged?: string): string[] {
  const temp = staged ?? stageFolder(prepareOutRoot(dirname(dir)));
  let files: [string, string][];
  try {
    const charts = reportCharts(report);
    files = [
      ['outcomes.csv', outcomesCsv(report, system)],
      ['summary.csv', summaryCsv(report, system)],
      ...(report.cells.some((c) => c.result.metrics.length > 0) ? [['metrics.csv', metricsCsv(report, system)] as [string, string]] : []),
      ...charts.map((c): [string, string] => [join('charts', c.file), c.svg]),
      ['index.html', reportHtml(report, charts, summaryDisplayRows(report))],
    ];
  } catch (error) {
    rmSync(temp, { recursive: true, force: true });
    throw error;
  }
  const names = [...files.map(([name]) => name), 'manifest.json'];
  files.push(['manifest.json', `${JSON.stringify(manifest(report, info.version, info.gitCommit, names), null, 2)}\n`]);
  writeFolder(temp, dir, files);
  return names;
}
