import type { Matchup, PreparedMatchup, Side } from '../../core/system.js';
import { OutcomeListKernel, type ListedOutcome } from '../common/outcome-list-kernel.js';
import { duel, individualShot, type DuelLaw, type DuelOptions } from './duel.js';
import { section } from './explain.js';
import { missileValue, type RangeBand } from './individual-missile-table.js';
import { DUEL, ROUND_VALUES, SHOT } from './kinds.js';
import { armorNoEffect, bowOf, checkDuelSituation, fighterOf, manOf } from './man-to-man.js';
import { conditionNotes } from './notes.js';
import type { Troop } from './troop-row.js';
import { unitOf } from './unit.js';

const APPROACH: Record<string, DuelOptions['approach']> = { front: 'front', flank: 'left-flank', rear: 'rear' };

/** The duel's outcomes, round by round: who fell, or was disarmed, in which round; both standing at the cap. */
function outcomesOf(law: DuelLaw, maxRounds: number): ListedOutcome[] {
  const values = DUEL.axes[0]?.values ?? [];
  const code = (a: string, d: string): number => values.indexOf(a) * values.length + values.indexOf(d);
  return [
    ...law.rounds.flatMap((r) => [
      { code: code('stands', 'killed'), metrics: [r.round], probability: r.reached * r.attackerKills },
      { code: code('killed', 'stands'), metrics: [r.round], probability: r.reached * r.defenderKills },
      { code: code('disarmed', 'stands'), metrics: [r.round], probability: r.reached * r.attackerDisarmed },
      { code: code('stands', 'disarmed'), metrics: [r.round], probability: r.reached * r.defenderDisarmed },
    ]),
    { code: code('stands', 'stands'), metrics: [maxRounds], probability: law.unresolved },
  ];
}

/** The reason a note gives for a man's `armor` that changes nothing (C50): the shooter's armour meets no shot. */
function armorReason(a: Troop, d: Troop, matchup: Matchup, kind: 'blows' | 'shot'): (label: 'attacker' | 'defender', condition: string) => string | undefined {
  return (label, condition) => {
    if (condition !== 'armor') return undefined;
    return label === 'attacker' ? armorNoEffect(a, matchup.attacker.conditions, kind === 'shot' ? null : kind) : armorNoEffect(d, matchup.defender.conditions, kind);
  };
}

/** `--combat duel`: man-to-man melee between two men, fought to a fall (Appendix B; C34-C41, C44). */
export function prepareDuel(matchup: Matchup, byId: ReadonlyMap<string, Troop>): PreparedMatchup {
  const a = manOf(unitOf(matchup.attacker, byId, 'attacker'), 'attacker');
  const d = manOf(unitOf(matchup.defender, byId, 'defender'), 'defender');
  checkDuelSituation([a, d], [matchup.attacker.conditions, matchup.defender.conditions]);
  const maxRounds = Number(matchup.options['duel-rounds']);
  const lawOf = (attacker: Side['conditions'], defender: Side['conditions']): DuelLaw =>
    duel(fighterOf(a, attacker), fighterOf(d, defender), {
      approach: APPROACH[String(attacker['approach'])] ?? 'front',
      charge: attacker['charging'] === true,
      parry: matchup.options['parry'] as NonNullable<DuelOptions['parry']>,
      horse: matchup.options['horse-blows'] as NonNullable<DuelOptions['horse']>,
      classes: matchup.options['weapon-classes'] as NonNullable<DuelOptions['classes']>,
      maxRounds,
    });
  const law = lawOf(matchup.attacker.conditions, matchup.defender.conditions);
  const [fa, fd] = [fighterOf(a, matchup.attacker.conditions), fighterOf(d, matchup.defender.conditions)];
  const first = law.rounds[0];
  const blowWords = first?.blows.map((b) => `${b.striker}${b.horse ? '\'s horse' : ''} with ${b.weapon}: ${b.value}+${b.modifier !== 0 ? ` ${b.modifier > 0 ? '+' : ''}${b.modifier} on the dice` : ''}${b.parry !== 0 ? `, parried -${b.parry}` : ''} kills ${(b.kill * 100).toFixed(1)}%`) ?? [];
  const man = (label: string, row: Troop, f: typeof fa): string => `${label} ${row.name}: ${f.weapon}, ${f.armor}${f.mount !== 'none' ? `, on a ${f.mount} horse` : ''}${f.magicArmor ? ', magic armour' : ''}${f.fromAbove ? ', from above' : ''}${f.prone ? ', prone' : ''}`;
  const notes = conditionNotes(matchup, [{ row: a, figures: 1 }, { row: d, figures: 1 }], (attacker, defender) => JSON.stringify(outcomesOf(lawOf(attacker, defender), maxRounds)), armorReason(a, d, matchup, 'blows'));
  return {
    kernel: new OutcomeListKernel(DUEL.axes, [{ name: 'rounds', label: 'rounds fought', max: maxRounds }], outcomesOf(law, maxRounds), `every blow of every round, up to ${maxRounds} rounds`),
    explanation: {
      dice: 'two dice a blow',
      sections: [
        ...section('men (C44)', [man('attacker', a, fa), man('defender', d, fd)]),
        ...section('first round (C38, C39)', [`${first?.first ?? 'attacker'} strikes first`, ...blowWords]),
        ...section('each round', [
          'a blow kills on two dice at or above the weapon\'s value against the armour (003:1129); the man striking first gets a return blow only if he fails to kill (003:654)',
          'a weapon four classes lower strikes twice a round, eight lower three times (003:690; C35)',
          `parry: ${matchup.options['parry'] === 'when-allowed' ? 'whenever allowed and it lowers the chance of dying (C41)' : 'never (C41; option parry=when-allowed)'}`,
        ]),
        ...section('method', [`exact: every blow of every round, up to ${maxRounds} rounds; still standing after that: both stand`]),
      ],
    },
    notes,
  };
}

/** `--combat shot`: one man shoots at another with the individual missile table (003:1133-1145; C42, C43). */
export function prepareShot(matchup: Matchup, byId: ReadonlyMap<string, Troop>): PreparedMatchup {
  const a = manOf(unitOf(matchup.attacker, byId, 'attacker'), 'attacker');
  const d = manOf(unitOf(matchup.defender, byId, 'defender'), 'defender');
  const pOf = (attacker: Side['conditions'], defender: Side['conditions']): number => {
    const cover = defender['cover'] === 'soft' ? 'soft' : defender['cover'] === 'arrow-proof' ? 'hard' : 'none';
    return individualShot(bowOf(a, attacker), fighterOf(d, defender).armor, attacker['range'] as RangeBand, cover);
  };
  const p = pOf(matchup.attacker.conditions, matchup.defender.conditions);
  const bow = bowOf(a, matchup.attacker.conditions);
  const armor = fighterOf(d, matchup.defender.conditions).armor;
  const band = matchup.attacker.conditions['range'] as RangeBand;
  const value = missileValue(bow, armor, band);
  const values = ROUND_VALUES.length;
  // A man with no bow of his own has no as-troop shot to compare a chosen bow with: that bow always counts.
  const shotKey = (attacker: Side['conditions'], defender: Side['conditions']): string => (a.missile === null && attacker['bow'] === 'as-troop' ? 'no bow' : String(pOf(attacker, defender)));
  const notes = conditionNotes(matchup, [{ row: a, figures: 1 }, { row: d, figures: 1 }], shotKey, armorReason(a, d, matchup, 'shot'));
  return {
    // The shooter takes nothing; the target is unhurt or killed (the kind's casualty axis, a man being all his figures).
    kernel: new OutcomeListKernel(SHOT.axes, [], [{ code: 0, metrics: [], probability: 1 - p }, { code: values - 1, metrics: [], probability: p }], '36 dice outcomes'),
    explanation: {
      dice: 'two dice',
      sections: [
        ...section('shot', [
          `${a.name} shoots ${/^[aeiou]/.test(bow) ? 'an' : 'a'} ${bow} at ${band} range at ${d.name} in ${armor}: ${value === null ? 'the table prints "/": it cannot kill' : `kills on ${value}+`}${matchup.defender.conditions['cover'] === 'none' ? '' : `, less ${matchup.defender.conditions['cover']} cover on the dice (C43)`}: ${(p * 100).toFixed(1)}% (003:1133-1145; C42)`,
        ]),
        ...section('method', ['exact: the 36 outcomes of two dice']),
      ],
    },
    notes,
  };
}
