import { mkdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import type { RuleSystem } from '../core/system.js';
import { outcomesCsv, summaryCsv } from './csv.js';
import { reportHtml } from './html.js';
import { manifest } from './manifest.js';
import { reportCharts } from './report-charts.js';
import { summaryDisplayRows } from './summary.js';
import type { SweepReport } from './sweep.js';

export interface WriteInfo {
  readonly version: string;
  readonly gitCommit: string | null;
}

/**
 * Write a whole report folder, or nothing: every file goes into a temporary sibling folder
 * that is renamed into place only when complete, so an interrupted run never leaves a
 * half-written report that looks finished. An older report of the same name is replaced.
 */
export function writeReport(dir: string, report: SweepReport, system: RuleSystem, info: WriteInfo): string[] {
  const parent = dirname(dir);
  mkdirSync(parent, { recursive: true });
  const stamp = `${process.pid}-${Date.now()}`;
  const temp = join(parent, `.${basename(dir)}.partial-${stamp}`);
  const old = join(parent, `.${basename(dir)}.old-${stamp}`);
  try {
    mkdirSync(join(temp, 'charts'), { recursive: true });
    const charts = reportCharts(report);
    const files: [string, string][] = [
      ['outcomes.csv', outcomesCsv(report, system)],
      ['summary.csv', summaryCsv(report)],
      ...charts.map((c): [string, string] => [join('charts', c.file), c.svg]),
      ['index.html', reportHtml(report, charts, summaryDisplayRows(report))],
    ];
    const names = [...files.map(([name]) => name), 'manifest.json'];
    files.push(['manifest.json', `${JSON.stringify(manifest(report, info.version, info.gitCommit, names), null, 2)}\n`]);
    for (const [name, content] of files) writeFileSync(join(temp, name), content);
    let replaced = false;
    try {
      renameSync(dir, old);
      replaced = true;
    } catch {
      // no earlier report of this name
    }
    try {
      renameSync(temp, dir);
    } catch (error) {
      if (replaced) renameSync(old, dir); // put the earlier report back
      throw error;
    }
    if (replaced) rmSync(old, { recursive: true, force: true });
    return names;
  } catch (error) {
    rmSync(temp, { recursive: true, force: true });
    throw error;
  }
}
