import { errors } from '../core/errors.js';
import type { RuleSystem } from '../core/system.js';
import { hott2 } from './hott2/index.js';

/** Every rule system oddsmith knows, by id. A new system is one line here. */
export const SYSTEMS: readonly RuleSystem[] = [hott2];

/** The system with this id (case-insensitive), or a UsageError suggesting the closest ids. */
export function systemById(id: string): RuleSystem {
  const found = SYSTEMS.find((s) => s.id === id.toLowerCase());
  if (!found) throw errors.unknown('system', id, SYSTEMS.map((s) => s.id));
  return found;
}
