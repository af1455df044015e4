import { formatConditions, resolveConditions } from '../core/conditions.js';
import { UsageError } from '../core/errors.js';
import { resolveMatchup } from '../core/matchup.js';
import type { OverlaySpec } from '../core/overlay.js';
import type { Matchup, RuleSystem } from '../core/system.js';
import type { ConditionSet, SweepReport } from '../report/sweep.js';

/** What a sweep description (troops x condition sets) expands to. */
export interface Expansion {
  readonly conditions: ConditionSet[];
  /** In order: condition set, then attacker, then defender. */
  readonly playable: { readonly condition: string; readonly matchup: Matchup }[];
  readonly skipped: SweepReport['skipped'][number][];
}

export interface SweepSpec {
  /** The system the matchups run on (overlaid, when `overlay` is given). */
  readonly system: RuleSystem;
  readonly overlay?: OverlaySpec | null | undefined;
  readonly options?: Readonly<Record<string, unknown>> | undefined;
  readonly attackers: readonly string[];
  readonly defenders: readonly string[];
  readonly conditions: readonly {
    readonly name: string;
    readonly combat?: string | undefined;
    /** A what-if overlay for this set only, in place of the sweep's (so one report shows base and patched side by side). */
    readonly overlay?: { readonly spec: OverlaySpec; readonly system: RuleSystem; readonly changes: readonly string[] } | undefined;
    readonly a?: Readonly<Record<string, unknown>> | undefined;
    readonly b?: Readonly<Record<string, unknown>> | undefined;
  }[];
}

/**
 * Every attacker against every defender under every condition set. A matchup the rules
 * refuse (e.g. Knights asked to shoot when the set's combat is shooting) is skipped with
 * the rules' own reason, so `attackers: all` works for a shooting sweep. `prepare` is how
 * each matchup is checked; pass a caching one to reuse the prepared matchups when running.
 */
export function expandSweep(spec: SweepSpec, prepare: (matchup: Matchup) => unknown = (m) => spec.system.prepare(m)): Expansion {
  const { system } = spec;
  const conditions: ConditionSet[] = [];
  const playable: Expansion['playable'] = [];
  const skipped: Expansion['skipped'] = [];
  for (const set of spec.conditions) {
    const combat = set.combat ?? system.combatKinds[0]?.id ?? '';
    const setSystem = set.overlay?.system ?? system;
    conditions.push({
      name: set.name,
      combat,
      overlay: set.overlay ? { name: set.overlay.spec.name, hash: set.overlay.spec.hash, changes: set.overlay.changes } : null,
      attacker: formatConditions(system.conditions, resolveConditions(system.conditions, set.a ?? {}, 'attacker')),
      defender: formatConditions(system.conditions, resolveConditions(system.conditions, set.b ?? {}, 'defender')),
    });
    for (const attacker of spec.attackers) {
      for (const defender of spec.defenders) {
        const matchup = resolveMatchup(setSystem, {
          system: setSystem.id,
          combat,
          overlay: set.overlay?.spec ?? spec.overlay ?? null,
          options: spec.options,
          attacker: { troop: attacker, conditions: set.a ?? {} },
          defender: { troop: defender, conditions: set.b ?? {} },
        });
        try {
          prepare(matchup);
          playable.push({ condition: set.name, matchup });
        } catch (error) {
          if (!(error instanceof UsageError)) throw error;
          skipped.push({ condition: set.name, attacker, defender, reason: error.message });
        }
      }
    }
  }
  return { conditions, playable, skipped };
}
