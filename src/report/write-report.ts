import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type { RuleSystem } from '../core/system.js';
import { metricsCsv, outcomesCsv, summaryCsv } from './csv.js';
import { reportHtml } from './html.js';
import { manifest } from './manifest.js';
import { installFolder, prepareOutRoot, stageFolder } from './report-folder.js';
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
  try {
    mkdirSync(join(temp, 'charts'), { recursive: true });
    const charts = reportCharts(report);
    const files: [string, string][] = [
      ['outcomes.csv', outcomesCsv(report, system)],
      ['summary.csv', summaryCsv(report, system)],
      ...(report.cells.some((c) => c.result.metrics.length > 0) ? [['metrics.csv', metricsCsv(report, system)] as [string, string]] : []),
      ...charts.map((c): [string, string] => [join('charts', c.file), c.svg]),
      ['index.html', reportHtml(report, charts, summaryDisplayRows(report))],
    ];
    const names = [...files.map(([name]) => name), 'manifest.json'];
    files.push(['manifest.json', `${JSON.stringify(manifest(report, info.version, info.gitCommit, names), null, 2)}\n`]);
    for (const [name, content] of files) writeFileSync(join(temp, name), content);
    installFolder(temp, dir);
    return names;
  } catch (error) {
    rmSync(temp, { recursive: true, force: true });
    throw error;
  }
}
