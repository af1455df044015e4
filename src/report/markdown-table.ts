import { shellCommand } from '../core/shell-words.js';
import { VERSION } from '../version.js';
import type { Grid } from './align-columns.js';
import { markdownCode, markdownText } from './escape.js';

/**
 * What `--format markdown` writes (`tables`, `matchup`, `battle`): GitHub-flavoured pipe
 * tables a forum (Discourse, Reddit, GitHub) takes as they are, and the line that says how
 * to get them again. Every cell and line goes through the one Markdown escape (escape.ts),
 * so a name from an overlay or an army file stays one inert cell.
 */

/** A cell already written as Markdown (a code span), passed through as it is. */
export interface MarkdownCell {
  readonly markdown: string;
}

/** A cell that reads as a number: 27.8%, +3, -0.5, 10/36, or '-' for none. */
const NUMBER = /^(?:[-+]?\d|-$)/;

/** Whether a column's cells, the empty ones aside, are all numbers (and there is one). */
function numbers(grid: Grid, column: number): boolean {
  const cells = grid.rows.map((row) => row[column] ?? '').filter((c) => c !== '');
  return cells.length > 0 && cells.every((c) => NUMBER.test(c));
}

/**
 * A grid as a pipe table: the header, the alignment row, a row per line. Numbers are
 * right-aligned: the grid's right columns, and any column whose every cell reads as a number
 * (a text table may leave those left, as `battle` does its chances). An empty header cell is
 * written as a space, which every GFM reader takes.
 *
 * @example
 * markdownTable({ header: ['type', 'cost'], rows: [['a|b', '2']], right: new Set([1]) });
 * // => ['| type | cost |', '| :-- | --: |', '| a\\|b | 2 |']
 */
export function markdownTable(grid: Grid, cells: (row: number, column: number) => MarkdownCell | null = () => null): string[] {
  const line = (row: readonly string[]): string => `| ${row.join(' | ')} |`;
  const width = grid.header.length;
  const pad = (row: readonly string[]): readonly string[] => [...row, ...Array<string>(Math.max(0, width - row.length)).fill('')];
  return [
    line(grid.header.map((h) => markdownText(h) || ' ')),
    line(grid.header.map((_, i) => (grid.right.has(i) || numbers(grid, i) ? '--:' : ':--'))),
    ...grid.rows.map((row, r) => line(pad(row).map((c, i) => cells(r, i)?.markdown ?? markdownText(c)))),
  ];
}

/**
 * The line under a table: the command that gives it again, quoted for a shell
 * (shell-words.ts) in a code span, and the version of oddsmith and the rule system it came from.
 *
 * @example
 * reproduceLine(['oddsmith', 'tables', 'hott2', 'totals', '--format', 'markdown'], 'hott2');
 * // => 'Reproduce with `oddsmith tables hott2 totals --format markdown` (oddsmith 0.1.0, system hott2).'
 */
export function reproduceLine(words: readonly string[], system: string): string {
  return `Reproduce with ${markdownCode(shellCommand(words))} (oddsmith ${markdownText(VERSION)}, system ${markdownText(system)}).`;
}

/** A Markdown document from its blocks (paragraphs and tables), a blank line between each. */
export function markdownDocument(blocks: readonly (string | readonly string[])[]): string {
  return `${blocks.map((b) => (typeof b === 'string' ? b : b.join('\n'))).join('\n\n')}\n`;
}
