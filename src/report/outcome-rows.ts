import type { MatchupResult } from '../core/result.js';
import type { RuleSystem } from '../core/system.js';
import { formatConditions } from '../core/conditions.js';

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
] as const;

export type OutcomeRow = Record<(typeof OUTCOME_COLUMNS)[number], string | number>;

/**
 * One row per side x outcome of a result, every outcome of the system's vocabulary
 * included (zeros too), so row counts are predictable: 2 x outcomes per matchup.
 * Probabilities are written in full precision; CI columns are empty for exact results.
 */
export function outcomeRows(system: RuleSystem, result: MatchupResult, scenario: string, condition: string): OutcomeRow[] {
  return (['attacker', 'defender'] as const).flatMap((side) =>
    system.outcomes.map((o) => {
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
        attacker_conditions: formatConditions(system.conditions, result.attacker.conditions),
        defender_conditions: formatConditions(system.conditions, result.defender.conditions),
      };
    }),
  );
}
