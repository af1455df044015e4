import { SYSTEMS, systemById } from '../rules/registry.js';
import { alignColumns } from './format/align-columns.js';
import type { CliIo } from './io.js';

function table(rows: readonly (readonly string[])[]): string {
  return `${alignColumns(rows).join('\n')}\n`;
}

/** `oddsmith systems`: every rule system with its combat kinds. */
export function systemsCommand(io: CliIo): void {
  io.stdout.write(
    table([
      ['id', 'title', 'combat kinds', 'seed'],
      ...SYSTEMS.map((s) => [s.id, s.title, s.combatKinds.map((k) => k.id).join(', '), s.seedFile]),
    ]),
  );
}

/** `oddsmith troops <system>`: ids, categories and the system's own columns (combat factors). */
export function troopsCommand(io: CliIo, systemId: string): void {
  const system = systemById(systemId);
  io.stdout.write(
    table([
      ['id', 'name', 'category', ...system.troopColumns.map((c) => c.label)],
      ...system.troops.map((t) => [t.id, t.name, t.category, ...system.troopColumns.map((c) => String(t.columns[c.key] ?? ''))]),
    ]),
  );
  io.stdout.write(`\nconditions (--a / --b, comma-separated):\n`);
  io.stdout.write(
    table(
      system.conditions.map((c) => [
        `  ${c.kind === 'flag' ? c.key : c.kind === 'choice' ? `${c.key}=${c.values.join('|')}` : `${c.key}=${c.min}..${c.max}`}`,
        c.description,
      ]),
    ),
  );
}
