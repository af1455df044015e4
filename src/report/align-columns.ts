import { printable } from '../core/printable.js';

/**
 * Rows of cells as aligned plain-text lines for a terminal: each cell shown printable (a
 * control character in a name is an escape, so it neither commands the terminal nor breaks
 * the alignment), each column as wide as its widest cell, two spaces between columns,
 * trailing space trimmed. `right` holds right-aligned columns. Every table oddsmith prints
 * is laid out here.
 *
 * @example
 * alignColumns([['id', 'cf'], ['knights', '3']], { right: new Set([1]) }); // => ['id       cf', 'knights   3']
 */
export function alignColumns(rows: readonly (readonly string[])[], options: { right?: ReadonlySet<number>; indent?: string } = {}): string[] {
  const right = options.right ?? new Set<number>();
  rows = rows.map((row) => row.map(printable));
  const widths = rows.reduce<number[]>((w, row) => row.map((c, i) => Math.max(w[i] ?? 0, c.length)), []);
  return rows.map(
    (row) =>
      (options.indent ?? '') +
      row
        .map((c, i) => (right.has(i) ? c.padStart(widths[i] ?? 0) : c.padEnd(widths[i] ?? 0)))
        .join('  ')
        .trimEnd(),
  );
}

/** A table before it is laid out: its header, its rows of cells and which columns are numbers (right-aligned). */
export interface Grid {
  readonly header: readonly string[];
  readonly rows: readonly (readonly string[])[];
  readonly right: ReadonlySet<number>;
}

/** A grid as aligned text lines, its header first (`alignColumns`). */
export function gridLines(grid: Grid, indent = '  '): string[] {
  return alignColumns([grid.header, ...grid.rows], { right: grid.right, indent });
}
