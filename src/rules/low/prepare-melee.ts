import type { Matchup, PreparedMatchup } from '../../core/system.js';
import type { Policy } from './casualties.js';
import { section, meleeRuleLines, poolLines, splitLines } from './explain.js';
import { casualtyMetrics, MELEE } from './kinds.js';
import { MeleeKernel, type MeleeStart } from './melee-kernel.js';
import { situationNotes } from './notes.js';
import { chooseMethod, offered } from './method.js';
import { MeleeRound, type RoundRules } from './round.js';
import { roundCells } from './round-exact.js';
import { fortifiedInMelee, meleeTypes, rowsOf, triggerMask, unitsPerPoint, type TypeSpec } from './side.js';
import type { DefenderSixRule } from './sorted-melee.js';
import type { Troop } from './troops.js';

/** Both sides of a melee or engagement, read for one matchup. */
export interface MeleeSetup {
  readonly types: readonly [readonly TypeSpec[], readonly TypeSpec[]];
  readonly masks: readonly [number, number];
  readonly fortified: readonly [boolean, boolean];
  readonly rules: RoundRules;
  readonly round: MeleeRound;
  readonly start: MeleeStart;
  /** Cost units per point (R29). */
  readonly unit: number;
  readonly notes: readonly string[];
}

export function roundRules(matchup: Matchup): RoundRules {
  const six: DefenderSixRule = matchup.options['defender-six-extra'] === true ? 'defender-six-extra' : 'six-six-pair';
  return { split: matchup.options['split'] !== 'none', six, policy: matchup.options['policy'] as Policy };
}

/** The sides' types, fortifications (R16, R28), bonus-dice masks (R11) and the round machinery. */
export function meleeSetup(matchup: Matchup, byId: ReadonlyMap<string, Troop>): MeleeSetup {
  const rows = [rowsOf(matchup.attacker.group, byId, matchup.options), rowsOf(matchup.defender.group, byId, matchup.options)] as const;
  const unit = unitsPerPoint([...rows[0], ...rows[1]]);
  const covers = [fortifiedInMelee(matchup.attacker, 'attacker', rows[1]), fortifiedInMelee(matchup.defender, 'defender', rows[0])] as const;
  const types = [meleeTypes(matchup.attacker.group, rows[0], unit, covers[0]), meleeTypes(matchup.defender.group, rows[1], unit, covers[1])] as const;
  const masks = [triggerMask(matchup.attacker, matchup.defender), triggerMask(matchup.defender, matchup.attacker)] as const;
  const rules = roundRules(matchup);
  const round = new MeleeRound(types, masks, rules);
  const alive = [Int32Array.from(types[0].map((t) => t.count)), Int32Array.from(types[1].map((t) => t.count))] as const;
  const figures = [alive[0].reduce((s, x) => s + x, 0), alive[1].reduce((s, x) => s + x, 0)] as const;
  const units = [types[0].reduce((s, t) => s + t.count * t.units, 0), types[1].reduce((s, t) => s + t.count * t.units, 0)] as const;
  const notes = situationNotes(matchup);
  return { types, masks, fortified: [covers[0] !== null, covers[1] !== null], rules, round, start: { alive, figures, units }, unit, notes };
}

/** The trigger bits side `side`'s bonus dice see in the whole enemy side (R11). */
export function enemyBits(s: MeleeSetup, side: 0 | 1): number {
  return s.types[side === 0 ? 1 : 0].reduce((b, t) => b | t.triggers, 0) & s.masks[side];
}

/** `--combat melee`: one round, the matchup's attacker attacking. */
export function prepareMelee(matchup: Matchup, byId: ReadonlyMap<string, Troop>): PreparedMatchup {
  const s = meleeSetup(matchup, byId);
  const subs = s.round.subMelees(s.start.alive, 0);
  const cells = roundCells(s.round, s.start.alive, 0, s.rules.six, new Set());
  const dice = subs.reduce((n, sub) => n + [...sub.attackingDice, ...sub.defendingDice].reduce((m, c) => m + c.count, 0), 0);
  const method = chooseMethod(cells, 'dynamic programming over sorted dice');
  const metrics = casualtyMetrics(s.start.figures, s.start.units, s.unit);
  const attackerPools = poolLines('attacker', s.types[0], enemyBits(s, 0), s.fortified[0]);
  const defenderPools = poolLines('defender', s.types[1], enemyBits(s, 1), s.fortified[1]);
  return {
    kernel: offered(new MeleeKernel(MELEE.axes, metrics, s.round, s.start, s.rules.six, method.exact ? method.space(dice) : null), method),
    explanation: {
      dice: `${subs.reduce((n, sub) => n + sub.attackingDice.reduce((m, c) => m + c.count, 0), 0)} dice against ${subs.reduce((n, sub) => n + sub.defendingDice.reduce((m, c) => m + c.count, 0), 0)}`,
      sections: [
        ...section('dice pools', [...attackerPools, ...defenderPools, ...splitLines(subs, 'attackers')]),
        ...section('rules', meleeRuleLines(s.rules.six, s.rules.policy)),
        ...section('method', [method.line]),
      ],
    },
    notes: s.notes,
  };
}
