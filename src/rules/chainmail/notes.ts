import { defaultConditions } from '../../core/conditions.js';
import type { Matchup, Side } from '../../core/system.js';
import { noEffectNotes } from '../common/no-effect-notes.js';
import { CONDITIONS } from './conditions.js';
import type { Unit } from './unit.js';

/**
 * A note for each condition given that changes nothing here: `key` reads what the combat
 * does with the two sides' conditions (their strikes), so a note is true by construction.
 * `reason` gives a side's own reason for a condition where the declared `counts` would not be
 * true of it (a man's armour, C50); otherwise the declared one is given.
 */
export function conditionNotes(
  matchup: Matchup,
  units: readonly [Unit, Unit],
  key: (attacker: Side['conditions'], defender: Side['conditions']) => string,
  reason?: (label: 'attacker' | 'defender', condition: string) => string | undefined,
): string[] {
  const actual = key(matchup.attacker.conditions, matchup.defender.conditions);
  const sides = [
    { label: 'attacker' as const, name: units[0].row.name, values: matchup.attacker.conditions },
    { label: 'defender' as const, name: units[1].row.name, values: matchup.defender.conditions },
  ];
  return sides.flatMap((side) =>
    noEffectNotes(
      CONDITIONS.map((def) => {
        const own = reason?.(side.label, def.key);
        return own === undefined ? def : { ...def, counts: own };
      }),
      defaultConditions(CONDITIONS),
      [side],
      (label, values) => (label === 'attacker' ? key(values, matchup.defender.conditions) : key(matchup.attacker.conditions, values)) === actual,
    ),
  );
}
