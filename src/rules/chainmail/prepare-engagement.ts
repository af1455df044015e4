import type { Matchup, PreparedMatchup } from '../../core/system.js';
import { engagementTables, openingStrike } from './engagement.js';
import { EngagementKernel } from './engagement-kernel.js';
import { engagementSpecOf } from './engagement-spec.js';
import { chargeLines, section, sideLines, strikeLine } from './explain.js';
import { casualtyMetrics, ENGAGEMENT, quartersOf } from './kinds.js';
import { conditionNotes } from './notes.js';
import type { Troop } from './troops.js';
import { optionsOf, situationOf, unitOf } from './unit.js';

/**
 * Most (attacker figures x defender figures) worked exactly. The chain stops at negligible
 * mass (C22), so it costs far less than its round cap suggests: measured one at a time on a
 * loaded machine, 60 v 60 Light Foot takes 0.4 s of CPU, the matrix's 80 Levies v 60 Light
 * Foot 0.1 s, and the slowest of this size, Armored Foot 69 v 69 (which lose few a round,
 * so the chain runs longest), 0.7 s (1 s the first time, before the JIT). 4,800 is the
 * largest matchup of the 60-point matrix; larger units are Monte Carlo.
 */
export const EXACT_MOST_PAIRS = 4_800;

/** `--combat engagement`: rounds of melee and morale to a result (003:406-440, 486-499; C21). */
export function prepareEngagement(matchup: Matchup, byId: ReadonlyMap<string, Troop>): PreparedMatchup {
  const a = unitOf(matchup.attacker, byId, 'attacker');
  const d = unitOf(matchup.defender, byId, 'defender');
  const options = optionsOf(matchup);
  const specOf = (attacker: Matchup['attacker']['conditions'], defender: Matchup['defender']['conditions']) =>
    engagementSpecOf(a.row, a.figures, d.row, d.figures, situationOf(a.row, attacker, d.row, defender), options);
  const spec = specOf(matchup.attacker.conditions, matchup.defender.conditions);
  const quarters = [quartersOf(a.row), quartersOf(d.row)] as const;
  const figures = [a.figures, d.figures] as const;
  const pairs = a.figures * d.figures;
  const exact = pairs <= EXACT_MOST_PAIRS;
  const notes = conditionNotes(matchup, [a, d], (attacker, defender) => {
    const s = specOf(attacker, defender);
    const t = engagementTables(s);
    return `${t.dice.join()}|${t.faces.join()}|${JSON.stringify([s.onAttacker, s.onDefender, s.attacker.dieBonus, s.defender.dieBonus, s.attacker.rating, s.defender.rating, s.charge])}`;
  });
  const metrics = casualtyMetrics(figures, [figures[0] * quarters[0], figures[1] * quarters[1]], options.roundCap);
  const space = `every round's casualties, Loss Table checks and morale die, by dynamic programming over figures left and checks passed, up to ${options.roundCap} rounds`;
  return {
    kernel: new EngagementKernel(ENGAGEMENT.axes, metrics, spec, quarters, exact ? space : null),
    explanation: {
      dice: 'each round, both units\' Combat Tables dice; 2d6 for a Loss Table check; one die for post-melee morale',
      sections: [
        ...section('dice (first round)', [strikeLine('attacker', a, openingStrike(spec, 'attacker', a.figures), spec.describeOpening?.('attacker')), strikeLine('defender', d, openingStrike(spec, 'defender', d.figures), spec.describeOpening?.('defender'))]),
        ...section('charge checks (C25)', chargeLines(spec.charge, a, d)),
        ...section('units', [sideLines('attacker', a, spec.attacker, options), sideLines('defender', d, spec.defender, options)]),
        ...section('each round (C21)', [
          'both units strike at once from the figures present; casualties come off; a unit with none left is eliminated',
          `a unit whose losses cross its Loss Table threshold rolls 2d6 to remain, or is removed; once passed, it is removed when new losses ${options.lossRemovalAt === 'reaches' ? 'bring it to twice the fraction' : 'take it past twice the fraction (loss-removal=exceeds)'}${options.lossSecond === 'outright' ? '; a unit whose losses come there before any check is removed outright (loss-second=outright)' : ''} (003:486-499; C10, C11)`,
          options.lossFailure === 'ends-round' ? 'a side removed by the Loss Table leaves the other no morale result (C21)' : 'a side removed by the Loss Table leaves the other its own morale result (loss-failure=morale-stands, C21)',
          `post-melee morale: the side with fewer casualties scores the difference times one die; the side with more survivors the difference; each its Morale Rating times its survivors; totals doubled when ${options.doubling === 'both-under-20' ? 'each side had' : 'the two sides together had'} fewer than 20 figures (C8); the lower total takes the band of the difference: 20 back 1/2 move, 40 back 1, 60 retreat, 80 rout, 100 surrender (003:410-436; C7-C9)`,
          `a fatigued unit strikes and is struck a class lower and takes -1 on its Morale Rating${{ 'per-roll': ', morale die and Loss Table roll', 'per-die': ', -1 on its morale die and -2 on its Loss Table roll (fatigue-penalty=per-die)', 'rating-only': ' only (fatigue-penalty=rating-only)' }[options.fatiguePenalty]} (003:252-262; C15)`,
          ...(matchup.attacker.conditions['approach'] === 'front' ? [] : [options.flankAttack === 'whole-engagement' ? 'the flank or rear attack holds every round (C46)' : 'only the first round is fought from the flank or rear; then the melee is frontal (flank-attack=first-round, C46)']),
          `still fighting after ${options.roundCap} rounds: unresolved (option round-cap, C22)`,
        ]),
        ...section('method', [
          exact
            ? `exact: ${space}`
            : `Monte Carlo: ${a.figures} x ${d.figures} figures is over the ${EXACT_MOST_PAIRS.toLocaleString('en-US')} (80 x 60) the exact chain covers in under a second`,
        ]),
      ],
    },
    notes,
  };
}
