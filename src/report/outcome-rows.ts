import type { MatchupResult } from '../core/result.js';
import { groupText } from '../core/group.js';

/** What a CSV row needs of a cell beyond its result: each side's conditions and the options, as text. */
export interface CellText {
  readonly attackerConditions: string;
  readonly defenderConditions: string;
  readonly options: string;
}

/** The columns that name a matchup's groups and what-if: overlay (name@hash) and non-default options. */
export function namingColumns(result: MatchupResult, text: Pick<CellText, 'options'>): { attacker_group: string; defender_group: string; overlay: string; options: string } {
  return {
    attacker_group: groupText(result.attacker.group),
    defender_group: groupText(result.defender.group),
    overlay: result.overlay ? `${result.overlay.name}@${result.overlay.hash.slice(0, 12)}` : '',
    options: text.options,
  };
}

/** The tidy outcome columns, in this order first (issue #3's CSV contract): all of outcomes.csv. */
export const TIDY_COLUMNS = [
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
] as const;

/**
 * A lone matchup's CSV (`matchup --format csv`): the tidy columns, then what names its
 * situation. outcomes.csv leaves these to summary.csv, which has one row per matchup.
 */
export const OUTCOME_COLUMNS = [...TIDY_COLUMNS, 'combat', 'attacker_conditions', 'defender_conditions', 'attacker_group', 'defender_group', 'overlay', 'options'] as const;

/** One outcome row's values, in TIDY_COLUMNS order. */
export type OutcomeRow = readonly (string | number)[];

/**
 * One row per side x outcome of a result, in the order of `outcomes` (its combat kind's
 * vocabulary), each row its values in TIDY_COLUMNS order: a sweep has tens of thousands of
 * rows, and a record per row, read back by column name, cost more than writing them.
 * `zeros: false` leaves out an outcome an exact result gives no chance at all (probability
 * exactly 0); a Monte Carlo zero stays, since its interval says how small it may be.
 * Probabilities are written in full precision; CI columns are empty for exact results.
 */
export function outcomeRows(result: MatchupResult, outcomes: readonly string[], where: { readonly scenario: string; readonly condition: string; readonly zeros: boolean }): OutcomeRow[] {
  const rows: OutcomeRow[] = [];
  const trials = result.trials ?? '';
  const seed = result.seed ?? '';
  for (const side of ['attacker', 'defender'] as const) {
    for (const outcome of outcomes) {
      const probability = result.outcomes[side][outcome] ?? 0;
      if (!where.zeros && probability === 0 && result.method === 'exact') continue;
      const interval = result.intervals?.[side][outcome];
      // system, scenario, condition, attacker, defender, method, trials, seed, side, outcome, probability, ci_low, ci_high
      rows.push([
        result.system,
        where.scenario,
        where.condition,
        result.attacker.troop,
        result.defender.troop,
        result.method,
        trials,
        seed,
        side,
        outcome,
        probability,
        interval ? interval[0] : '',
        interval ? interval[1] : '',
      ]);
    }
  }
  return rows;
}
