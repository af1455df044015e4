import { applyOverlay } from '../core/overlay.js';
import { systemKey, type MatchupSystem, type SystemSource } from '../core/plan.js';
import type { RuleSystem } from '../core/system.js';

/** A system source that builds each system from what a matchup carries, once, before it is asked for it. */
export interface RebuiltSystems extends SystemSource {
  /** Load the matchup's base system and apply its overlay, unless done already. */
  ready(matchup: MatchupSystem): Promise<void>;
}

/**
 * The systems of a worker thread: a task's matchup names its base system and carries its
 * overlay (already checked where the run was planned), so the worker rebuilds exactly the
 * system the run planned, once per thread, with `load` (the registry's, or a static list).
 *
 * @example
 * const systems = rebuiltSystems(loadSystem); await systems.ready(task.matchup); systems.systemOf(task.matchup);
 */
export function rebuiltSystems(load: (id: string) => Promise<RuleSystem>): RebuiltSystems {
  const built = new Map<string, RuleSystem>();
  const find = (key: string): RuleSystem => {
    const system = built.get(key);
    if (!system) throw new Error(`internal: system '${key}' used before it was ready`);
    return system;
  };
  return {
    async ready(matchup) {
      if (!built.has(matchup.system)) built.set(matchup.system, await load(matchup.system));
      const key = systemKey(matchup);
      if (matchup.overlay && !built.has(key)) built.set(key, applyOverlay(find(matchup.system), matchup.overlay).system);
    },
    systemOf: (m) => find(systemKey(m)),
    baseOf: (m) => find(m.system),
  };
}
