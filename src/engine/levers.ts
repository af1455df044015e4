import type { ConditionDef, ConditionValue, ConditionValues } from '../core/conditions.js';
import { UsageError } from '../core/errors.js';
import type { MatchupResult } from '../core/result.js';
import type { Matchup, OutcomeDef, RuleSystem } from '../core/system.js';
import { buildResult, kindOf } from './aggregate.js';
import { exactTally } from './exact.js';

/**
 * What changes the odds most ("levers"): each condition either side could add, drop or
 * change, and each option, with the attacker's chance of a favourable result after the
 * change and the difference it makes, largest first. A favourable result for the attacker
 * is one where the defender suffers an outcome its combat kind marks unfavourable. Each
 * variation is worked exactly; a matchup that needs Monte Carlo has no levers (a sampled
 * difference would need its own runs, and an interval, to mean anything).
 */
export interface Lever {
  /** Whose condition changes, or `option` for a house rule or reading. */
  readonly side: 'attacker' | 'defender' | 'option';
  readonly key: string;
  readonly from: ConditionValue;
  readonly to: ConditionValue;
  /** The attacker's chance of a favourable result with the change. */
  readonly favourable: number;
  /** `favourable` minus the matchup's own. */
  readonly change: number;
}

/** The chance the defender suffers an outcome `outcomes` marks unfavourable: the attacker's favourable result. */
export function favourableChance(result: MatchupResult, outcomes: readonly OutcomeDef[]): number {
  return outcomes.filter((o) => o.unfavourable).reduce((sum, o) => sum + (result.outcomes.defender[o.id] ?? 0), 0);
}

/** The other values a condition or option could take from `value`: a flag flipped, every other choice, a count one up or down. */
function alternatives(def: ConditionDef, value: ConditionValue): ConditionValue[] {
  if (def.kind === 'flag') return [!value];
  if (def.kind === 'choice') return def.values.filter((v) => v !== value);
  const n = Number(value);
  return [n - 1, n + 1].filter((v) => v >= def.min && v <= def.max);
}

/** Changes within a schema read by the combat kind: [key, from, to]. */
function changes(schema: readonly ConditionDef[], values: ConditionValues, combat: string): [string, ConditionValue, ConditionValue][] {
  return schema
    .filter((def) => !def.combat || def.combat.includes(combat))
    .flatMap((def) => {
      const from = values[def.key] as ConditionValue;
      return alternatives(def, from).map((to) => [def.key, from, to] as [string, ConditionValue, ConditionValue]);
    });
}

/** The sides as `lever.side` spells them, where no names are given (the JSON's `words`). */
const ROLES = { attacker: 'attacker', defender: 'defender' } as const;

/**
 * In words, each side by its name as the CLI's table names it (core/side-names.ts): "Knights adds charged",
 * "Spears going: good -> bad", "option doubling: both-under-20 -> total-under-20".
 */
export function leverWords(lever: Lever, names: { readonly attacker: string; readonly defender: string } = ROLES): string {
  const who = lever.side === 'option' ? 'option' : names[lever.side];
  if (typeof lever.to === 'boolean') return `${who} ${lever.to ? 'adds' : 'drops'} ${lever.key}`;
  return `${who} ${lever.key}: ${String(lever.from)} -> ${String(lever.to)}`;
}

/**
 * Every lever of `matchup` worked exactly in `system` (the system it was resolved in, overlay
 * and all), sorted by the size of the change, then as declared; null when the matchup cannot
 * be enumerated. Variations the rules refuse (a combination a kind does not allow) and those
 * that change nothing are left out.
 */
export function leversOf(system: RuleSystem, matchup: Matchup, base: MatchupResult): Lever[] | null {
  const outcomes = kindOf(system, matchup.combat).outcomes;
  const before = favourableChance(base, outcomes);
  const evaluate = (variant: Matchup): number | null => {
    let prepared;
    try {
      prepared = system.prepare(variant);
    } catch (error) {
      if (error instanceof UsageError) return null;
      throw error;
    }
    const tally = exactTally(prepared.kernel);
    return tally ? favourableChance(buildResult(system, variant, prepared, tally, { method: 'exact', trials: null, seed: null }), outcomes) : null;
  };
  if (base.method !== 'exact') return null;
  const variants: { lever: Omit<Lever, 'favourable' | 'change'>; matchup: Matchup }[] = [
    ...(['attacker', 'defender'] as const).flatMap((side) =>
      changes(system.conditions, matchup[side].conditions, matchup.combat).map(([key, from, to]) => ({
        lever: { side, key, from, to },
        matchup: { ...matchup, [side]: { ...matchup[side], conditions: { ...matchup[side].conditions, [key]: to } } },
      })),
    ),
    ...changes(system.options, matchup.options, matchup.combat).map(([key, from, to]) => ({
      lever: { side: 'option' as const, key, from, to },
      matchup: { ...matchup, options: { ...matchup.options, [key]: to } },
    })),
  ];
  const levers: Lever[] = [];
  for (const v of variants) {
    const favourable = evaluate(v.matchup);
    // A change of less than a billionth is rounding, not a lever.
    if (favourable !== null && Math.abs(favourable - before) > 1e-9) levers.push({ ...v.lever, favourable, change: favourable - before });
  }
  return levers.sort((a, b) => Math.abs(b.change) - Math.abs(a.change));
}
