import type { Matchup, PreparedMatchup } from '../../core/system.js';
import { openingStrike, type EngagementSpec } from './engagement.js';
import { engagementSpecOf } from './engagement-spec.js';
import { hitsWords, section, strikeLine } from './explain.js';
import { ONE_HIT } from './troop-row.js';
import { casualtyMetrics, MELEE, quartersOf } from './kinds.js';
import { MeleeKernel } from './melee-kernel.js';
import { conditionNotes } from './notes.js';
import type { Troop } from './troops.js';
import { optionsOf, situationOf, unitOf } from './unit.js';

/** `--combat melee`: one round of mass melee between two units, fresh (003:408, 1045-1107). */
export function prepareMelee(matchup: Matchup, byId: ReadonlyMap<string, Troop>): PreparedMatchup {
  const a = unitOf(matchup.attacker, byId, 'attacker');
  const d = unitOf(matchup.defender, byId, 'defender');
  const specOf = (attacker: Matchup['attacker']['conditions'], defender: Matchup['defender']['conditions']) =>
    engagementSpecOf(a.row, a.figures, d.row, d.figures, situationOf(a.row, attacker, d.row, defender), optionsOf(matchup));
  // The round is the first of its melee: a charge's impetus and standing Horse count (C23, C24).
  const strikesOf = (spec: EngagementSpec) => [openingStrike(spec, 'attacker', a.figures), openingStrike(spec, 'defender', d.figures)] as const;
  const spec = specOf(matchup.attacker.conditions, matchup.defender.conditions);
  const strikes = strikesOf(spec);
  const quarters = [quartersOf(a.row), quartersOf(d.row)] as const;
  const figures = [a.figures, d.figures] as const;
  const notes = conditionNotes(matchup, [a, d], (attacker, defender) => {
    const s = specOf(attacker, defender);
    return JSON.stringify([strikesOf(s), s.onAttacker, s.onDefender]);
  });
  return {
    kernel: new MeleeKernel(MELEE.axes, casualtyMetrics(figures, [figures[0] * quarters[0], figures[1] * quarters[1]], null), spec, quarters, strikes),
    explanation: {
      dice: `${strikes[0].dice} d6 against ${strikes[1].dice} d6`,
      sections: [
        ...section('dice', [strikeLine('attacker', a, strikes[0], spec.describeOpening?.('attacker')), strikeLine('defender', d, strikes[1], spec.describeOpening?.('defender'))]),
        ...section('casualties', [
          'both units roll at once from the figures present at the start of the round; each killing die removes one enemy figure, capped at the figures there are (003:408; C20, C21)',
          ...(matchup.attacker.conditions['approach'] === 'rear' ? ['a rear attack takes no casualties in return (003:440)'] : []),
          ...[a, d].filter((u) => u.row.toughness !== ONE_HIT).map((u) => `${u.row.name}: hits to kill a figure ${hitsWords(u.row)} (C29)`),
        ]),
        ...section('method', ['exact: two independent capped binomials']),
      ],
    },
    notes,
  };
}
