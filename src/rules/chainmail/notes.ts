import { defaultConditions } from '../../core/conditions.js';
import type { Matchup, Side } from '../../core/system.js';
import { noEffectNotes } from '../common/no-effect-notes.js';
import { CONDITIONS } from './conditions.js';
import type { Unit } from './unit.js';

/**
 * A note for each condition given that changes nothing here: `key` reads what the combat
 * does with the two sides' conditions (their strikes), so a note is true by construction.
 */
export function conditionNotes(matchup: Matchup, units: readonly [Unit, Unit], key: (attacker: Side['conditions'], defender: Side['conditions']) => string): string[] {
  const actual = key(matchup.attacker.conditions, matchup.defender.conditions);
  return noEffectNotes(
    CONDITIONS,
    defaultConditions(CONDITIONS),
    [
      { label: 'attacker', name: units[0].row.name, values: matchup.attacker.conditions },
      { label: 'defender', name: units[1].row.name, values: matchup.defender.conditions },
    ],
    (label, values) => (label === 'attacker' ? key(values, matchup.defender.conditions) : key(matchup.attacker.conditions, values)) === actual,
  );
}
