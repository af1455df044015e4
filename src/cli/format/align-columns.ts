/**
 * Rows of cells as aligned plain-text lines: each column as wide as its widest cell, two
 * spaces between columns, trailing space trimmed. `right` holds right-aligned columns.
 *
 * @example
 * alignColumns([['id', 'cf'], ['knights', '3']], { right: new Set([1]) }); // => ['id       cf', 'knights   3']
 */
export function alignColumns(rows: readonly (readonly string[])[], options: { right?: ReadonlySet<number>; indent?: string } = {}): string[] {
  const right = options.right ?? new Set<number>();
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
