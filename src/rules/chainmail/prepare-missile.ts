import { errors } from '../../core/errors.js';
import type { Matchup, PreparedMatchup } from '../../core/system.js';
import { aliveAt, casualtyRule } from './casualties.js';
import { section } from './explain.js';
import { casualtyMetrics, MISSILE, quartersOf } from './kinds.js';
import { INDIRECT_FIRE, indirectTarget, volleyOf, type MissileReadings, type Volley } from './missile.js';
import type { Troop } from './troops.js';
import { unitOf } from './unit.js';
import { MissileKernel } from './missile-kernel.js';

/** `--combat missile`: one volley of the attacker's missile troops at the defender (003:266-300; C26), direct or indirect (C49). */
export function prepareMissile(matchup: Matchup, byId: ReadonlyMap<string, Troop>): PreparedMatchup {
  const a = unitOf(matchup.attacker, byId, 'attacker');
  const d = unitOf(matchup.defender, byId, 'defender');
  if (a.row.missile === null) {
    throw errors.cannot(`attacker ${a.row.name}`, 'shoot', `only missile troops fire (${[...byId.values()].filter((r) => r.missile !== null).map((r) => r.id).join(', ')})`);
  }
  const given = matchup.defender.conditions['cover'] as Volley['cover'];
  const indirect = matchup.attacker.conditions['indirect'] === true;
  if (indirect && !(INDIRECT_FIRE.weapons as readonly string[]).includes(a.row.missile)) {
    throw errors.cannot(`attacker ${a.row.name}`, 'fire indirectly', `only archers and longbowmen fire over the heads of other troops, not crossbowmen (003:${INDIRECT_FIRE.line}; C49)`);
  }
  // Indirect fire strikes the target one armour class up, and cover does not count (003:298, 300; C49).
  const { armor, cover } = indirect ? indirectTarget(d.row.armor) : { armor: d.row.armor, cover: given };
  const readings = {
    halfArmor56: matchup.options['missile-half-armor-5-6'] as MissileReadings['halfArmor56'],
    fullyArmoredFrom: Number(matchup.options['missile-fully-armored-from']) as MissileReadings['fullyArmoredFrom'],
  };
  // A creature takes the volley's hits as its toughness says; some are proof against it (C29).
  const volley = volleyOf(a.figures, a.row.missile, armor, cover, d.figures, readings, { rule: casualtyRule(d.row, a.row, false, true), aliveAt: aliveAt(d.row, d.figures) });
  const quarters = quartersOf(d.row);
  const figures = [a.figures, d.figures] as const;
  const notes = [
    ...(matchup.attacker.conditions['cover'] !== 'none' ? [`attacker condition cover has no effect on ${a.row.name} here: only the target of a volley takes cover`] : []),
    ...(indirect && given !== 'none' ? [`defender condition cover has no effect on ${d.row.name} here: cover reduces nothing when indirect fire is possible, and woods or a roof prevent indirect fire (003:300; C49)`] : []),
    ...(matchup.defender.conditions['indirect'] === true ? [`defender condition indirect has no effect on ${d.row.name} here: only the side firing fires indirectly`] : []),
  ];
  const groups = volley.groups.length === 1 ? `one group of ${volley.groups[0]}` : `${volley.groups.length} groups (${volley.groups.join(', ')}), each with its own die`;
  return {
    kernel: new MissileKernel(MISSILE.axes, casualtyMetrics(figures, [a.figures * quartersOf(a.row), d.figures * quarters], null), volley, quarters),
    explanation: {
      dice: `${volley.groups.length} d6, one a group`,
      sections: [
        ...section('volley', [
          `${a.figures} ${a.row.name} (${a.row.missile}) fire as ${groups} (003:268-283; C26)`,
          indirect
            ? `indirect fire over other troops (003:298; C49): ${d.figures} ${d.row.name}, ${d.row.armor} (C26), ${cover === 'arrow-proof' ? 'are arrow proof' : `count as ${armor}`}; cover does not count (003:300)`
            : `at ${d.figures} ${d.row.name}, ${d.row.armor} (C26)${cover === 'none' ? '' : `, in ${cover} cover (003:300)`}`,
          `casualties by group and die: ${volley.groups.map((_, g) => `[${Array.from(volley.byFace.subarray(g * 6, g * 6 + 6)).join(' ')}]`).join(' + ')} for faces 1-6`,
        ]),
        ...section('method', ['exact: each group\'s die, convolved']),
      ],
    },
    notes,
  };
}
