import { planTables, type TablesPlan } from '../app/tables.js';
import { UsageError } from '../core/errors.js';
import { printable } from '../core/printable.js';
import { shellCommand } from '../core/shell-words.js';
import { tableCsv, tableJson, tableListText, tableMarkdown, tableText } from '../report/tables-format.js';
import type { CliIo } from './io.js';
import { parseChoice } from './parse-options.js';
import { openReportPlaces } from './report-places.js';

/** Each --format's writer of a table. */
const TABLE_WRITERS = { text: tableText, csv: tableCsv, json: tableJson, markdown: tableMarkdown } as const;

interface TablesFlags {
  readonly format?: string;
  readonly out?: string;
}

/** `oddsmith tables <system> [table]`: the tables a writer quotes, each row with the matchup that reproduces it. */
export async function tablesCommand(io: CliIo, systemId: string, tableId: string | undefined, flags: TablesFlags): Promise<void> {
  const format = parseChoice(flags.format ?? 'text', '--format', ['text', 'csv', 'json', 'markdown'] as const);
  const plan = await planTables(systemId, tableId);
  const table = plan.table;
  if (!table) {
    if (flags.out !== undefined) throw new UsageError(`--out writes one table: name it, e.g. ${shellCommand(['oddsmith', 'tables', plan.system, plan.entries[0]?.id ?? 'TABLE', '--out', flags.out])}`);
    io.stdout.write(tableListText(plan.system, plan.entries));
    return;
  }
  const report = flags.out === undefined ? null : await tablesReport(io, flags.out, plan);
  try {
    io.stdout.write(TABLE_WRITERS[format](table));
    if (report) io.stderr.write(`wrote ${printable(await report.write())}\n`);
  } finally {
    report?.close();
  }
}

/** The --out report folder and its writer; the chart code (d3) is loaded only for --out. */
async function tablesReport(io: CliIo, out: string, plan: TablesPlan): Promise<{ write: () => Promise<string>; close: () => void }> {
  const code = await import('../report/tables-report.js');
  const table = plan.table;
  if (!table) throw new Error('internal: no table to write');
  const places = openReportPlaces(io, out, [code.tablesReportName(plan.system, table.id)], 'tables');
  return {
    write: async () => {
      await places.write(0, code.tablesReportFiles(table, plan.source), () => code.tablesManifest(table));
      return places.dirs[0] ?? '';
    },
    close: places.close,
  };
}
