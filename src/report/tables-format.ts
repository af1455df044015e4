import type { Column, Figure, QuotedRow, QuotedTable } from '../analysis/tables/quoted-table.js';
import { isChance, oddsAgainst, probability } from '../analysis/tables/quoted-table.js';
import { printable } from '../core/printable.js';
import { shellCommand } from '../core/shell-words.js';
import { alignColumns, gridLines, type Grid } from './align-columns.js';
import { csvText } from './csv.js';
import { jsonText, markdownCode, markdownText } from './escape.js';
import { markdownDocument, markdownTable, reproduceLine, type MarkdownCell } from './markdown-table.js';
import { percent } from './percent.js';

/**
 * The one renderer of a quoted table (`oddsmith tables`): text for a terminal or a page,
 * Markdown for a forum, CSV, JSON. A chance is shown three ways side by side: exactly (9/36), as a percentage,
 * and as odds against ("3 to 1"); every row carries the `matchup` command that reproduces it.
 */

/** A number to at most four decimals, no float noise: 2.3333 rather than 2.3333333333333335. */
const decimal = (n: number): string => String(Number(n.toFixed(4)));

/** The `matchup` command of a row as one would type it, or '' where there is none. */
export function commandText(row: QuotedRow): string {
  return row.matchup ? shellCommand(['oddsmith', ...row.matchup.args]) : '';
}

/** A chance's three readings for text: 9/36, 25.0%, 3 to 1 ('-' for odds where it never happens). */
function chanceWords(f: Figure): readonly [string, string, string] | null {
  if (!isChance(f)) return null;
  return [`${f.count}/${f.of}`, percent(probability(f)), oddsAgainst(f) ?? 'never'];
}

/** A figure that is not a chance, as text: a signed column's +2, a number to four decimals, words as they are. */
export function plainWords(column: Column, f: Figure | undefined): string {
  if (f === undefined || isChance(f)) return '';
  if (typeof f === 'string') return f;
  return column.signed && f > 0 ? `+${decimal(f)}` : decimal(f);
}

/** What a row without a command says in the last column. */
const NO_COMMAND = '(none: no shipped troops fit this row)';

/** The table's cells, for text and Markdown alike: a chance takes three columns; the command last when any row has one. */
function tableGrid(table: QuotedTable): Grid & { readonly commands: boolean } {
  const commands = table.rows.some((r) => r.matchup !== null);
  const chanceKeys = new Set(table.columns.filter((c) => table.rows.some((r) => isChance(r.cells[c.key] ?? ''))).map((c) => c.key));
  const header: string[] = [];
  const right = new Set<number>();
  for (const c of table.columns) {
    if (chanceKeys.has(c.key)) {
      header.push(c.label, '', 'odds against');
      right.add(header.length - 3).add(header.length - 2);
    } else header.push(c.label);
  }
  if (commands) header.push('reproduce with');
  const rows = table.rows.map((row) => {
    const cells = table.columns.flatMap((c) => {
      const f = row.cells[c.key];
      return chanceKeys.has(c.key) ? [...(f === undefined ? ['', '', ''] : (chanceWords(f) ?? [plainWords(c, f), '', '']))] : [plainWords(c, f)];
    });
    return commands ? [...cells, commandText(row) || NO_COMMAND] : cells;
  });
  return { header, rows, right, commands };
}

/** The table as aligned text: title, notes, then a line per row. */
export function tableText(table: QuotedTable): string {
  const head = [`${table.title} · ${table.system}`, ...table.notes.map((n) => `  ${n}`)];
  return `${[...head, '', ...gridLines(tableGrid(table))].map(printable).join('\n')}\n`;
}

/**
 * The table as Markdown a forum takes: the title in bold, the notes, the pipe table (each
 * row's matchup as code to copy), and the command that gives the whole table again.
 */
export function tableMarkdown(table: QuotedTable): string {
  const grid = tableGrid(table);
  const last = grid.header.length - 1;
  const code = (r: number, i: number): MarkdownCell | null => {
    const row = table.rows[r];
    const command = grid.commands && i === last && row ? commandText(row) : '';
    return command ? { markdown: markdownCode(command, { inTable: true }) } : null;
  };
  return markdownDocument([
    `**${markdownText(`${table.title} · ${table.system}`)}**`,
    ...table.notes.map(markdownText),
    markdownTable(grid, code),
    reproduceLine(['oddsmith', 'tables', table.system, table.id, '--format', 'markdown'], table.system),
  ]);
}

/** The table as CSV: a chance as its probability, exactly (9/36) and as odds against; the command last. */
export function tableCsv(table: QuotedTable): string {
  const chanceKeys = new Set(table.columns.filter((c) => table.rows.some((r) => isChance(r.cells[c.key] ?? ''))).map((c) => c.key));
  const columns = ['system', 'table', ...table.columns.flatMap((c) => (chanceKeys.has(c.key) ? [c.key, `${c.key} exactly`, `${c.key} odds against`] : [c.key])), 'matchup'];
  const rows = table.rows.map((row) => [
    table.system,
    table.id,
    ...table.columns.flatMap((c) => {
      const f = row.cells[c.key];
      if (f === undefined) return chanceKeys.has(c.key) ? [null, null, null] : [null];
      if (isChance(f)) return [probability(f), `${f.count}/${f.of}`, oddsAgainst(f)];
      return chanceKeys.has(c.key) ? [f, null, null] : [f];
    }),
    commandText(row),
  ]);
  return csvText(columns, rows);
}

/** A figure as JSON: a chance with its count, its denominator, its probability and its odds against. */
function figureJson(f: Figure): unknown {
  return isChance(f) ? { count: f.count, of: f.of, probability: probability(f), oddsAgainst: oddsAgainst(f) } : f;
}

/** The table as JSON: its columns (each with the matchup answer's field that holds it), and per row its figures and the matchup arguments. */
export function tableJson(table: QuotedTable): string {
  return `${jsonText({
    system: table.system,
    table: table.id,
    title: table.title,
    notes: table.notes,
    columns: table.columns,
    rows: table.rows.map((row) => ({
      ...Object.fromEntries(Object.entries(row.cells).map(([k, f]) => [k, figureJson(f)])),
      matchup: row.matchup ? { command: commandText(row), args: row.matchup.args } : null,
    })),
  })}\n`;
}

/** The list `oddsmith tables <system>` prints when no table is named. */
export function tableListText(system: string, entries: readonly { readonly id: string; readonly title: string }[]): string {
  const lines = alignColumns(entries.map((e) => [e.id, e.title]), { indent: '  ' });
  return `${[`tables of ${system} (oddsmith tables ${system} <table>):`, ...lines].map(printable).join('\n')}\n`;
}
