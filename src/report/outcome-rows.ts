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

export type OutcomeRow = Record<(typeof TIDY_COLUMNS)[number], string | number>;

/**
 * One row per side x outcome of a result, in the order of `outcomes` (its combat kind's
 * vocabulary). `zeros: false` leaves out an outcome an exact result gives no chance at all
 * (probability exactly 0); a Monte Carlo zero stays, since its interval says how small it
 * may be. Probabilities are written in full precision; CI columns are empty for exact results.
 */
export function outcomeRows(result: MatchupResult, outcomes: readonly string[], where: { readonly scenario: string; readonly condition: string; readonly zeros: boolean }): OutcomeRow[] {
  return (['attacker', 'defender'] as const).flatMap((side) =>
    outcomes.flatMap((outcome) => {
      const probability = result.outcomes[side][outcome] ?? 0;
      if (!where.zeros && probability === 0 && result.method === 'exact') return [];
      const interval = result.intervals?.[side][outcome];
      return [
        {
          system: result.system,
          scenario: where.scenario,
          condition: where.condition,
          attacker: result.attacker.troop,
          defender: result.defender.troop,
          method: result.method,
          trials: result.trials ?? '',
          seed: result.seed ?? '',
          side,
          outcome,
          probability,
          ci_low: interval ? interval[0] : '',
          ci_high: interval ? interval[1] : '',
        },
      ];
    }),
  );
}
