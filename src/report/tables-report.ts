import type { QuotedTable } from '../analysis/tables/quoted-table.js';
import { VERSION } from '../version.js';
import { tablesBarsSvg } from './charts/tables-bars.js';
import type { ReportFile } from './report-folder.js';
import { chartDom } from './svg-document.js';
import { tableCsv, tableJson, tableText } from './tables-format.js';

/**
 * The folder `tables --out` writes for one table: the text, the CSV and the JSON (with the
 * `matchup` behind every row), and its chart where it has one; written whole or not at all
 * by the report-folder code, like every report.
 */

/** The report's folder name under --out: `tables-<system>-<table>`. */
export const tablesReportName = (system: string, table: string): string => `tables-${system}-${table}`;

/** The report's files, made one at a time as they are written. */
export function* tablesReportFiles(table: QuotedTable, source: string): Generator<ReportFile> {
  yield [`${table.id}.txt`, tableText(table)];
  yield [`${table.id}.csv`, tableCsv(table)];
  yield [`${table.id}.json`, tableJson(table)];
  if (table.chart) yield [`charts/${table.id}.svg`, tablesBarsSvg(chartDom(), table, source)];
}

/** What the manifest records besides its kind and files. */
export function tablesManifest(table: QuotedTable): object {
  const rows = `${table.rows.length.toLocaleString('en-US')} row${table.rows.length === 1 ? '' : 's'}`;
  return { oddsmith: VERSION, system: table.system, table: table.id, title: table.title, headline: `${rows}, each with the matchup command that reproduces it`, createdAt: new Date().toISOString() };
}
