import type { OverlaySpec } from './overlay-spec.js';
import type { Matchup, RuleSystem } from './system.js';

/** What names the system a matchup runs on: its base system's id and its overlay. */
export type MatchupSystem = Pick<Matchup, 'system' | 'overlay'>;

/**
 * The systems of a run, resolved once (DESIGN.md, "a run plan"): a command loads each base
 * system and applies each overlay before computing, and everything downstream (the engine,
 * the reports) asks this for a matchup's system instead of looking one up by id. A worker
 * thread builds its own from what a matchup carries (engine/worker.ts).
 */
export interface SystemSource {
  /** The system a matchup runs on: its base system with its overlay applied (options apply in `prepare`). */
  systemOf(matchup: MatchupSystem): RuleSystem;
  /** Its base system as shipped: a matchup's random stream is named on it (engine/stream-key.ts). */
  baseOf(matchup: Pick<Matchup, 'system'>): RuleSystem;
}

/** A matchup's system key: the base id, and the overlay's name and hash. */
export function systemKey(matchup: MatchupSystem): string {
  return matchup.overlay ? `${matchup.system}@${matchup.overlay.name}@${matchup.overlay.hash}` : matchup.system;
}

/**
 * The systems of a run: base systems by id, and overlaid systems by base and overlay.
 *
 * @example
 * const systems = planSystems([hott2], [{ spec, system: knightsPlusOne }]);
 * systems.systemOf({ system: 'hott2', overlay: spec }); // => knightsPlusOne
 */
export function planSystems(bases: readonly RuleSystem[], overlays: readonly { readonly spec: OverlaySpec; readonly system: RuleSystem }[] = []): SystemSource {
  const byKey = new Map<string, RuleSystem>(bases.map((s) => [s.id, s]));
  for (const o of overlays) byKey.set(systemKey({ system: o.spec.base, overlay: o.spec }), o.system);
  const find = (key: string): RuleSystem => {
    const system = byKey.get(key);
    if (!system) throw new Error(`internal: system '${key}' is not in this run's plan`);
    return system;
  };
  return {
    systemOf: (m) => find(systemKey(m)),
    baseOf: (m) => find(m.system),
  };
}

/**
 * Several plans' systems as one (a sharded `balance --compare` lists both analyses' work):
 * a matchup's system from the first source that holds it.
 */
export function joinSystems(sources: readonly SystemSource[]): SystemSource {
  if (sources.length === 1 && sources[0]) return sources[0];
  const first = <T>(ask: (source: SystemSource) => T): T => {
    let failure: unknown = new Error('internal: no systems to join');
    for (const source of sources) {
      try {
        return ask(source);
      } catch (error) {
        failure = error;
      }
    }
    throw failure;
  };
  // Each key's answer remembered: asking a source that lacks it throws, and a balance matrix
  // asks for thousands of matchups' systems (the throws were 2% of the suite's CPU).
  const found = new Map<string, RuleSystem>();
  const remembered = (key: string, ask: (source: SystemSource) => RuleSystem): RuleSystem => {
    let system = found.get(key);
    if (!system) found.set(key, (system = first(ask)));
    return system;
  };
  return {
    systemOf: (m) => remembered(systemKey(m), (s) => s.systemOf(m)),
    baseOf: (m) => remembered(`base ${m.system}`, (s) => s.baseOf(m)),
  };
}
