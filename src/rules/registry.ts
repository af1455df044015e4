import { errors } from '../core/errors.js';
import { applyOverlay, type OverlaySpec } from '../core/overlay.js';
import type { Matchup, RuleSystem } from '../core/system.js';
import { d3h2 } from './d3h2/index.js';
import { hott2 } from './hott2/index.js';
import { hott25 } from './hott25/index.js';
import { low } from './low/index.js';
import { testPool } from './test-pool/index.js';

/** Every rule system oddsmith knows, by id. A new system is one line here. */
export const SYSTEMS: readonly RuleSystem[] = [hott2, hott25, d3h2, low, testPool];

/** Systems that work but are not listed by `systems`: the contract's worked example. */
export const UNLISTED: ReadonlySet<string> = new Set([testPool.id]);

/** The system with this id (case-insensitive), or a UsageError suggesting the closest ids. */
export function systemById(id: string): RuleSystem {
  const found = SYSTEMS.find((s) => s.id === id.toLowerCase());
  if (!found) throw errors.unknown('system', id, SYSTEMS.filter((s) => !UNLISTED.has(s.id)).map((s) => s.id));
  return found;
}

const overlaid = new Map<string, { system: RuleSystem; changes: string[] }>();

/**
 * A system with an overlay applied, built once per overlay per thread (keyed by the
 * overlay's hash), so a worker rebuilds exactly the system the main thread checked.
 */
export function overlaidSystem(overlay: OverlaySpec): { system: RuleSystem; changes: string[] } {
  const key = `${overlay.base}@${overlay.hash}`;
  let built = overlaid.get(key);
  if (!built) {
    built = applyOverlay(systemById(overlay.base), overlay);
    overlaid.set(key, built);
  }
  return built;
}

/** The system a matchup runs on: its base system, with the matchup's overlay if it has one. */
export function systemFor(matchup: Pick<Matchup, 'system' | 'overlay'>): RuleSystem {
  return matchup.overlay ? overlaidSystem(matchup.overlay).system : systemById(matchup.system);
}
