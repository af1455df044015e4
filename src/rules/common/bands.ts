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
  };
}
