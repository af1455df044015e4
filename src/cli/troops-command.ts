import type { ConditionDef } from '../core/conditions.js';
import { alignColumns } from '../report/align-columns.js';
import type { CliIo } from './io.js';
import { parseChoice } from './parse-options.js';
import { systemWithOverlay } from './what-if.js';

function table(rows: readonly (readonly string[])[]): string {
  return `${alignColumns(rows).join('\n')}\n`;
}

export interface TroopsFlags {
  readonly overlay?: string;
  readonly format?: string;
}

const describe = (c: ConditionDef): string => (c.kind === 'flag' ? c.key : c.kind === 'choice' ? `${c.key}=${c.values.join('|')}` : `${c.key}=${c.min}..${c.max}`);

/**
 * `oddsmith troops <system>`: ids, categories, costs and the system's own columns (combat
 * factors), then the conditions and options; `--format json` prints the troop rows
 * themselves, the fields an overlay patches. `--overlay` shows a what-if's rows.
 */
export async function troopsCommand(io: CliIo, systemId: string, flags: TroopsFlags = {}): Promise<void> {
  const format = parseChoice(flags.format ?? 'table', '--format', ['table', 'json'] as const);
  const { system, overlay, changes } = await systemWithOverlay(systemId, flags.overlay);
  if (format === 'json') {
    io.stdout.write(`${JSON.stringify({ system: system.id, overlay: overlay ? { name: overlay.name, hash: overlay.hash, changes } : null, troops: system.rows }, null, 2)}\n`);
    return;
  }
  io.stdout.write(
    table([
      ['id', 'name', 'category', 'cost', ...system.troopColumns.map((c) => c.label)],
      ...system.troops.map((t) => [t.id, t.name, t.category, t.cost === null ? '-' : String(t.cost), ...system.troopColumns.map((c) => String(t.columns[c.key] ?? ''))]),
    ]),
  );
  if (overlay) io.stdout.write(`\noverlay ${overlay.name}: ${changes.join('; ')}\n`);
  io.stdout.write(`\nconditions (--a / --b, comma-separated):\n`);
  io.stdout.write(
    table(
      system.conditions.map((c) => [`  ${describe(c)}`, c.description]),
    ),
  );
  if (system.options.length > 0) {
    io.stdout.write(`\noptions (--option key=value; each default is the documented ruling):\n`);
    io.stdout.write(table(system.options.map((c) => [`  ${describe(c)}`, `${c.description}; default ${c.kind === 'flag' ? 'off' : c.default}`])));
  }
}
