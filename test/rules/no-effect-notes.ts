import { defaultConditions } from '../../src/core/conditions.js';
import type { Matchup, RuleSystem } from '../../src/core/system.js';

/**
 * The property behind each system's notes.property test: when a condition draws a "has no
 * effect" note, the matchup's exact distribution is the same with or without it. This keeps
 * a system's note table from drifting away from the rules it describes.
 */

/** A condition key and the value set on one side (every other condition at its default). */
export type Setting = readonly [string, string | number | boolean];

export interface NoEffectCheck {
  /** Settings that drew a "no effect" note. */
  readonly noted: number;
  /** Settings that drew no note and did change the distribution. */
  readonly effective: number;
  /** Each noted setting that did change the distribution: the property's counterexamples. */
  readonly wrong: string[];
}

export interface NoEffectCase {
  readonly combat: string;
  readonly attackers: readonly string[];
  readonly defenders: readonly string[];
  readonly settings: readonly Setting[];
  /** Which attacker-defender pairs to check (all by default). */
  readonly pairs?: (attacker: string, defender: string) => boolean;
  /** Skip a setting the system refuses (e.g. in-camp on an Aerial): there is no note to check. */
  readonly skipRefused?: boolean;
}

const single = (troop: string, conditions: Matchup['attacker']['conditions']): Matchup['attacker'] => ({ group: [{ troop, count: 1 }], label: troop, conditions });

/** The exact joint distribution (empty when the kernel has none). */
const weights = (prepared: ReturnType<RuleSystem['prepare']>): Float64Array => Float64Array.from(prepared.kernel.exact?.().weights ?? []);

/** Whether two distributions are the same, weight for weight. */
function sameWeights(a: Float64Array, b: Float64Array): boolean {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
  return true;
}

/** Every pair, side and setting of `c` on `system`: counts, and the counterexamples (one assertion for the caller). */
export function checkNoEffectNotes(system: RuleSystem, c: NoEffectCase): NoEffectCheck {
  const base = defaultConditions(system.conditions);
  const options = defaultConditions(system.options);
  const wrong: string[] = [];
  let noted = 0;
  let effective = 0;
  for (const a of c.attackers) {
    for (const d of c.defenders) {
      if (c.pairs && !c.pairs(a, d)) continue;
      const plain: Matchup = { system: system.id, combat: c.combat, attacker: single(a, base), defender: single(d, base), options, overlay: null };
      const before = weights(system.prepare(plain));
      for (const side of ['attacker', 'defender'] as const) {
        for (const [key, value] of c.settings) {
          const withIt: Matchup = { ...plain, [side]: { ...plain[side], conditions: { ...base, [key]: value } } };
          let prepared: ReturnType<RuleSystem['prepare']>;
          try {
            prepared = system.prepare(withIt);
          } catch (error) {
            if (c.skipRefused) continue;
            throw error;
          }
          const same = sameWeights(weights(prepared), before);
          if (prepared.notes.some((n) => n.startsWith(`${side} condition ${key} has no effect`))) {
            noted++;
            if (!same) wrong.push(`${c.combat} ${a} v ${d}, ${side} ${key}=${String(value)}`);
          } else if (!same) effective++;
        }
      }
    }
  }
  return { noted, effective, wrong };
}
