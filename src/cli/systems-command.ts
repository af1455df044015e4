import { CATALOGUE } from '../rules/registry.js';
import { alignColumns } from '../report/align-columns.js';
import type { CliIo } from './io.js';

/** `oddsmith systems`: every rule system with its combat kinds. */
export function systemsCommand(io: CliIo): void {
  io.stdout.write(
    `${alignColumns([
      ['id', 'title', 'combat kinds', 'seed'],
      ...CATALOGUE.map((s) => [s.id, s.title, s.combatKinds.join(', '), s.seedFile]),
    ]).join('\n')}\n`,
  );
}

