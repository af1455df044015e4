import type { OutcomeAxis } from '../../core/kernel.js';
import type { CombatKind, OutcomeDef, TotalDef } from '../../core/system.js';

/**
 * The result band of an opposed roll (HOTT, DBA): who won and whether the winner doubled
 * the loser. Doubling is these systems' own idea, declared here, not in core.
 */
export const BAND_AXIS: OutcomeAxis = {
  name: 'band',
  values: ['attacker-doubles', 'attacker-wins', 'tie', 'defender-wins', 'defender-doubles'],
  labels: {
    'attacker-doubles': '{attacker} double {defender}',
    'attacker-wins': '{attacker} win',
    tie: 'tie',
    'defender-wins': '{defender} win',
    'defender-doubles': '{defender} double {attacker}',
  },
};

export const BAND = {
  attackerDoubles: 0,
  attackerWins: 1,
  tie: 2,
  defenderWins: 3,
  defenderDoubles: 4,
} as const;

/** Wins, ties and doublings, derived from the band axis. */
export const BAND_TOTALS: readonly TotalDef[] = [
  { id: 'attackerWins', label: '{attacker} win', axis: 'band', values: ['attacker-doubles', 'attacker-wins'] },
  { id: 'ties', label: 'tie', axis: 'band', values: ['tie'] },
  { id: 'defenderWins', label: '{defender} win', axis: 'band', values: ['defender-wins', 'defender-doubles'] },
  { id: 'attackerDoubles', label: 'doubling', axis: 'band', values: ['attacker-doubles'], partOf: 'attackerWins' },
  { id: 'defenderDoubles', label: 'doubling', axis: 'band', values: ['defender-doubles'], partOf: 'defenderWins' },
];

/**
 * A combat kind of an opposed-roll system: joint code band x attacker outcome x defender
 * outcome, over the system's outcome vocabulary, with the band totals.
 */
export function opposedRollKind(id: string, label: string, description: string, outcomes: readonly OutcomeDef[]): CombatKind {
  const values = outcomes.map((o) => o.id);
  return {
    id,
    label,
    description,
    outcomes,
    axes: [BAND_AXIS, { name: 'attacker', values }, { name: 'defender', values }],
    totals: BAND_TOTALS,
    singleRoll: true,
  };
}

/**
 * The band of two totals: "half" is half or less (2 x loser <= winner, hott2 ruling R1, d3h2
 * ruling R33); totals may be zero or negative.
 *
 * @example
 * bandOf(6, 3); // => BAND.attackerDoubles
 * bandOf(5, 3); // => BAND.attackerWins
 */
export function bandOf(attackerTotal: number, defenderTotal: number): number {
  if (attackerTotal === defenderTotal) return BAND.tie;
  if (attackerTotal > defenderTotal) return 2 * defenderTotal <= attackerTotal ? BAND.attackerDoubles : BAND.attackerWins;
  return 2 * attackerTotal <= defenderTotal ? BAND.defenderDoubles : BAND.defenderWins;
}

/** The outcome-table column a side's result is read from: equal totals, lost by less than double, doubled. */
export type BandColumn = 'equal' | 'less' | 'half';

/**
 * Both sides' table results for two totals: at equal totals each side reads its "equal"
 * column (with whether the totals are odd), otherwise only the loser reads "less" or, when
 * doubled, "half"; the winner gets `won`. The systems differ in their tables, not in this.
 *
 * @example
 * bandResults(5, 3, WON, (side, column) => lookup(side, column)); // => { band: BAND.attackerWins, attacker: WON, defender: <defender's 'less'> }
 */
export function bandResults<R>(
  attackerTotal: number,
  defenderTotal: number,
  won: R,
  fromTable: (side: 'attacker' | 'defender', column: BandColumn, oddTotals: boolean) => R,
): { readonly band: number; readonly attacker: R; readonly defender: R } {
  const band = bandOf(attackerTotal, defenderTotal);
  if (band === BAND.tie) {
    const odd = Math.abs(attackerTotal) % 2 === 1;
    return { band, attacker: fromTable('attacker', 'equal', odd), defender: fromTable('defender', 'equal', odd) };
  }
  if (band === BAND.attackerWins || band === BAND.attackerDoubles) {
    return { band, attacker: won, defender: fromTable('defender', band === BAND.attackerDoubles ? 'half' : 'less', false) };
  }
  return { band, attacker: fromTable('attacker', band === BAND.defenderDoubles ? 'half' : 'less', false), defender: won };
}
