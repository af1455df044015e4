import type { MatchupResult } from '../core/result.js';
import type { RuleSystem } from '../core/system.js';
import { formatConditions } from '../core/conditions.js';
import { groupText } from '../core/group.js';

/** The columns that name a matchup's what-if: the overlay (name@hash) and non-default options. */
export function whatIfColumns(system: RuleSystem, result: MatchupResult): { overlay: string; options: string } {
  return { overlay: result.overlay ? `${result.overlay.name}@${result.overlay.hash.slice(0, 12)}` : '', options: formatConditions(system.options, result.options) };
}

/** The tidy outcome columns, in this order first (issue #3's CSV contract). */
export const OUTCOME_COLUMNS = [
  'system',
  'scenario',
  'condition',
  'attacker',
  'defender',
  'method',
  'trials',
  'seed',
  'side',
  'outcome',
  'probability',
  'ci_low',
  'ci_high',
  'combat',
  'attacker_conditions',
  'defender_conditions',
  'attacker_group',
  'defender_group',
  'overlay',
  'options',
] as const;

export type OutcomeRow = Record<(typeof OUTCOME_COLUMNS)[number], string | number>;

/**
 * One row per side x outcome of a result, every outcome of its combat kind's vocabulary
 * included (zeros too), so row counts are predictable: 2 x outcomes per matchup.
 * Probabilities are written in full precision; CI columns are empty for exact results.
 */
export function outcomeRows(system: RuleSystem, result: MatchupResult, scenario: string, condition: string): OutcomeRow[] {
  const outcomes = system.combatKinds.find((k) => k.id === result.combat)?.outcomes ?? [];
  // What names the matchup is the same on each of its rows: worked once (a sweep has 100,000s).
  const named = {
    attacker_conditions: formatConditions(system.conditions, result.attacker.conditions),
    defender_conditions: formatConditions(system.conditions, result.defender.conditions),
    attacker_group: groupText(result.attacker.group),
    defender_group: groupText(result.defender.group),
    ...whatIfColumns(system, result),
  };
  return (['attacker', 'defender'] as const).flatMap((side) =>
    outcomes.map((o) => {
      const interval = result.intervals?.[side][o.id];
      return {
        system: result.system,
        scenario,
        condition,
        attacker: result.attacker.troop,
        defender: result.defender.troop,
        method: result.method,
        trials: result.trials ?? '',
        seed: result.seed ?? '',
        side,
        outcome: o.id,
        probability: result.outcomes[side][o.id] ?? 0,
        ci_low: interval ? interval[0] : '',
        ci_high: interval ? interval[1] : '',
        combat: result.combat,
        ...named,
      };
    }),
  );
}
