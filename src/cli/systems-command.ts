import { SYSTEMS, UNLISTED } from '../rules/registry.js';
import { alignColumns } from './format/align-columns.js';
import type { CliIo } from './io.js';

/** `oddsmith systems`: every rule system with its combat kinds. */
export function systemsCommand(io: CliIo): void {
  io.stdout.write(
    `${alignColumns([
      ['id', 'title', 'combat kinds', 'seed'],
      ...SYSTEMS.filter((s) => !UNLISTED.has(s.id)).map((s) => [s.id, s.title, s.combatKinds.map((k) => k.id).join(', '), s.seedFile]),
    ]).join('\n')}\n`,
  );
}

