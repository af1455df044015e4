import { errors } from '../../core/errors.js';
import type { Matchup, PreparedMatchup, Side } from '../../core/system.js';
import { OutcomeListKernel } from '../common/outcome-list-kernel.js';
import { section } from './explain.js';
import { conditionNotes } from './notes.js';
import { fantasyStrike, type FantasyStrike } from './fantasy-combat.js';
import { FANTASY_TABLE } from './fantasy-table.js';
import { FANTASY } from './kinds.js';
import type { Troop } from './troop-row.js';
import { unitOf } from './unit.js';

/** The value of a side's `magic-sword` condition: 0 none, 1-3 (003:955). */
const swordOf = (conditions: Side['conditions']): number => Number(conditions['magic-sword'] === 'none' ? 0 : conditions['magic-sword'] ?? 0);

/** A side's law as [none, falls back, killed]; a side no one can harm is never touched. */
const lawOf = (strike: FantasyStrike): readonly [number, number, number] => (strike.law ? [strike.law.noEffect, strike.law.fallBack, strike.law.killed] : [1, 0, 0]);

/** Whether a row may withdraw when its opponent's score is no effect (the table's stars, 003:1241). */
const mayWithdraw = (row: Troop): boolean => row.fantasy !== null && FANTASY_TABLE.some((r) => r.attacker === row.fantasy && r.mayWithdraw);

/**
 * `--combat fantasy`: one round of fantastic combat between two single creatures, both
 * attacking at once on the Fantasy Combat Table (003:1233-1261; C27, C31, C44). Exact over
 * the two pairs of dice.
 */
export function prepareFantasy(matchup: Matchup, byId: ReadonlyMap<string, Troop>): PreparedMatchup {
  const a = unitOf(matchup.attacker, byId, 'attacker');
  const d = unitOf(matchup.defender, byId, 'defender');
  for (const [label, unit] of [['attacker', a], ['defender', d]] as const) {
    if (unit.figures !== 1) throw errors.invalid(`${label} '${unit.figures}*${unit.row.id}'`, 'fantastic combat is one creature against one: give a count of 1');
  }
  const strikesOf = (attacker: Side['conditions'], defender: Side['conditions']) =>
    [
      fantasyStrike(a.row, d.row, { sword: swordOf(attacker), armour: defender['magic-armor'] === true }),
      fantasyStrike(d.row, a.row, { sword: swordOf(defender), armour: attacker['magic-armor'] === true }),
    ] as const;
  const [byA, byD] = strikesOf(matchup.attacker.conditions, matchup.defender.conditions);
  if (byA.law === null) throw errors.cannot(`attacker ${a.row.name}`, `attack ${d.row.name} in fantastic combat`, byA.words);
  // The attacker's dice fall on the defender, the defender's on the attacker; the two rolls are independent.
  const onD = lawOf(byA);
  const onA = lawOf(byD);
  const values = FANTASY.axes[0]?.values.length ?? 3;
  const outcomes = onA.flatMap((pa, i) => onD.map((pd, j) => ({ code: i * values + j, metrics: [], probability: pa * pd })));
  const notes = conditionNotes(matchup, [a, d], (attacker, defender) => JSON.stringify(strikesOf(attacker, defender).map((s) => s.law)));
  return {
    kernel: new OutcomeListKernel(FANTASY.axes, [], outcomes, '36 x 36 dice outcomes, the two attacks independent'),
    explanation: {
      dice: 'two dice for each creature\'s attack',
      sections: [
        ...section('attacks', [`attacker ${a.row.name}: ${byA.words}`, `defender ${d.row.name}: ${byD.law ? byD.words : `does not strike back: ${byD.words}`}`]),
        ...section('results', [
          'under the value no effect; equal, the one struck falls back 1 move; over, it is killed (003:1235-1239); both attack at once (C44)',
          ...[a, d].filter((u) => mayWithdraw(u.row)).map((u) => `${u.row.name} may withdraw from combat if the other's dice score no effect (003:1241)`),
        ]),
        ...section('method', ['exact: each attack over its 36 dice outcomes']),
      ],
    },
    notes,
  };
}
