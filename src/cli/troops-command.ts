import type { ConditionDef } from '../core/conditions.js';
import { printable } from '../core/printable.js';
import { alignColumns } from '../report/align-columns.js';
import { wrap } from '../report/terminal-lines.js';
import type { CliIo } from './io.js';
import { parseChoice } from './parse-options.js';
import { systemWithOverlay } from '../app/systems.js';

/** Rows as an aligned table; too wide for the terminal, each row's first cell on a line with the rest wrapped under it. */
function fitted(rows: readonly (readonly string[])[], width: number | undefined): string {
  const lines = alignColumns(rows);
  if (width === undefined || lines.every((l) => l.length <= width)) return `${lines.join('\n')}\n`;
  return `${rows.flatMap(([first = '', ...rest]) => [...wrap(printable(first), width, '', '|'), ...wrap(rest.map(printable).filter((c) => c.trim()).join(' · '), width, '      ')]).join('\n')}\n`;
}

/**
 * The troop table, or, where it is wider than the terminal, one block a troop: its id, name,
 * category and cost on a line, then each column's label and value, wrapped to the width.
 */
function troopTable(header: readonly string[], rows: readonly (readonly string[])[], width: number | undefined): string {
  const lines = alignColumns([header, ...rows]);
  if (width === undefined || lines.every((l) => l.length <= width)) return `${lines.join('\n')}\n`;
  const blocks = rows.map((row) => {
    const [id = '', name = '', category = '', cost = ''] = row.map(printable);
    const details = header.slice(4).flatMap((label, i) => (row[i + 4] ? [`${label}: ${printable(row[i + 4] ?? '')}`] : [])).join(' · ');
    return [...wrap(`${id}  ${name} (${category}, cost ${cost})`, width, ''), ...wrap(details, width, '    ')].join('\n');
  });
  return `${blocks.join('\n')}\n`;
}

export interface TroopsFlags {
  readonly overlay?: string;
  readonly format?: string;
}

const describe = (c: ConditionDef): string => (c.kind === 'flag' ? c.key : c.kind === 'choice' ? `${c.key}=${c.values.join('|')}` : `${c.key}=${c.min}..${c.max}`);

/** A rule table row in a line: id, value, combat kinds, label and seed line, where it has them. */
function ruleColumns(row: Readonly<Record<string, unknown>>, seed: string): string[] {
  const value = typeof row['value'] === 'number' && row['value'] > 0 ? `+${row['value']}` : String(row['value'] ?? '');
  const cite = row['source'] ?? (row['line'] !== undefined ? `${String(row['seed'] ?? seed)}:${String(row['line'])}` : '');
  return [`  ${String(row['id'])}`, row['valueField'] ? `(${String(row['valueField'])})` : value, Array.isArray(row['combat']) ? row['combat'].join(',') : '', String(row['label'] ?? ''), String(cite)];
}

/**
 * `oddsmith troops <system>`: ids, categories, costs and the system's own columns (combat
 * factors), its rule tables (tactical factors with the ids an overlay names), then the
 * conditions and options; `--format json` prints the troop rows and rule table rows
 * themselves, the fields an overlay patches. `--overlay` shows a what-if's rows.
 */
export async function troopsCommand(io: CliIo, systemId: string, flags: TroopsFlags = {}): Promise<void> {
  const format = parseChoice(flags.format ?? 'table', '--format', ['table', 'json'] as const);
  const { system, overlay, changes } = await systemWithOverlay(systemId, flags.overlay);
  if (format === 'json') {
    const rules = Object.fromEntries(Object.entries(system.tables ?? {}).map(([name, t]) => [name, t.rows]));
    io.stdout.write(`${JSON.stringify({ system: system.id, overlay: overlay ? { name: overlay.name, hash: overlay.hash, changes } : null, troops: system.rows, rules }, null, 2)}\n`);
    return;
  }
  // A terminal's width (or COLUMNS); a pipe or a file gets the table whole.
  const width = io.stdout.isTTY ? io.stdout.columns : Number(process.env['COLUMNS']) || undefined;
  io.stdout.write(
    troopTable(
      ['id', 'name', 'category', 'cost', ...system.troopColumns.map((c) => c.label)],
      system.troops.map((t) => [t.id, t.name, t.category, t.cost === null ? (system.noCost ?? '-') : String(t.cost), ...system.troopColumns.map((c) => String(t.columns[c.key] ?? ''))]),
      width,
    ),
  );
  if (overlay) io.stdout.write(`\noverlay ${overlay.name}: ${changes.join('; ')}\n`);
  for (const [name, t] of Object.entries(system.tables ?? {})) {
    io.stdout.write(`\n${name} (an overlay changes one under ${name}: by its id):\n`);
    io.stdout.write(fitted(t.rows.map((row) => ruleColumns(row as unknown as Readonly<Record<string, unknown>>, system.seedFile.slice(0, 3))), width));
  }
  io.stdout.write(`\nconditions (--a / --b, comma-separated):\n`);
  io.stdout.write(fitted(system.conditions.map((c) => [`  ${describe(c)}`, c.description] as const), width));
  if (system.options.length > 0) {
    io.stdout.write(`\noptions (--option key=value; each default is the documented ruling):\n`);
    io.stdout.write(fitted(system.options.map((c) => [`  ${describe(c)}`, `${c.description}; default ${c.kind === 'flag' ? 'off' : c.default}`] as const), width));
  }
}
