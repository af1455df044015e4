import { dirname, resolve } from 'node:path';
import type { Army } from '../core/army.js';
import { armyGroup } from '../core/army-count.js';
import { armyLabel, parseInlineArmy } from '../core/army-text.js';
import { UsageError } from '../core/errors.js';
import type { GroupEntry, RuleSystem } from '../core/system.js';
import { loadArmy, namesArmyFile } from './army-file.js';
import type { Path } from './yaml-file.js';

/** An army a battle scenario fields: the army, its display name, where the scenario lists it (for a refusal's line), and its file if it has one. */
export interface ScenarioArmy {
  readonly army: Army;
  /** The army file's `name:`, or an inline army's canonical text. */
  readonly name: string;
  readonly path: Path;
  /** The army file as read, with the SHA-256 of its bytes; null for an inline army. */
  readonly file: { readonly path: string; readonly hash: string } | null;
  /** The army file's own notes (the general it chose). */
  readonly notes: readonly string[];
}

/**
 * One side entry of a battle scenario as an army: an army file (relative to the scenario,
 * read for the scenario's system) or an inline army (`general:knights+2*spears`). A refusal
 * names the scenario's field and line, then the army file's own when the fault is inside it.
 */
export async function battleSide(system: RuleSystem, scenarioFile: string, entry: unknown, path: Path, fail: (path: Path, message: string) => UsageError): Promise<ScenarioArmy> {
  if (typeof entry !== 'string') throw fail(path, 'a battle sweep lists armies: an army file (armies/x.yaml) or an inline army (general:knights+2*spears), not { troop, count }');
  try {
    // An army file is read relative to the scenario file.
    if (namesArmyFile(entry)) {
      const file = resolve(dirname(scenarioFile), entry.trim());
      const loaded = await loadArmy(file, system.id);
      return { army: loaded.army, name: loaded.army.name, path, file: { path: file, hash: loaded.hash }, notes: loaded.notes };
    }
    const { army, notes } = parseInlineArmy(system, entry, path[0] === 'defenders' ? 'defender' : 'attacker');
    return { army, name: army.name, path, file: null, notes };
  } catch (error) {
    if (error instanceof UsageError) throw fail(path, error.message);
    throw error;
  }
}

/** A battle side's canonical label (which keys its random stream, as `battle` does) and its elements counted by type. */
export function armySideLabel(system: RuleSystem, side: ScenarioArmy): { label: string; group: readonly GroupEntry[] } {
  return { label: armyLabel(side.army), group: armyGroup(system, side.army) };
}
