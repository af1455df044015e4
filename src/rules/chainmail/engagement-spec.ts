import { aliveAt, casualtyRule } from './casualties.js';
import type { EngagementSide, EngagementSpec } from './engagement.js';
import { LEADERS } from './fantasy-rules.js';
import type { Doubling } from './morale.js';
import { strikeClasses, strikeOf, type Formation, type StrikeSituation } from './strike.js';
import { CHARGE_TABLE, FATIGUE, FLANK_REAR, LOSS_TABLE, type CHARGER_CLASSES } from './tables.js';
import type { Troop } from './troop-row.js';

/** The readings an engagement takes as options (RULINGS.md C8, C10, and the round cap). */
export interface EngagementOptions {
  readonly doubling: Doubling;
  readonly lossCheckAt: 'exceeds' | 'reaches';
  readonly roundCap: number;
  /** The pole-arm and impetus dice per man or per unit (C4, C23). */
  readonly extraDice: 'per-man' | 'per-unit';
  /** Fatigue's -1 on morale rolls: in all, on each die, or on the Morale Rating only (C15). */
  readonly fatiguePenalty: 'per-roll' | 'per-die' | 'rating-only';
  /** Armored Foot attacking a flank: as Light Horse, or +1 on each die (C14). */
  readonly flankTopFoot: 'next-class' | 'plus-one';
  /** Pole arms screen a formation holding close order only, or an attacking one too (C45). */
  readonly screen: 'holding' | 'attacking-too';
  /** A flank or rear attack keeps its advantage for the whole engagement, or for its first round only (C46). */
  readonly flankAttack: 'whole-engagement' | 'first-round';
  /** A side that passed is removed when its losses reach twice the Loss Table fraction, or exceed it (C11). */
  readonly lossRemovalAt: 'reaches' | 'exceeds';
  /** Losses at twice the Loss Table fraction with no check yet: a check first, or removal outright (C11). */
  readonly lossSecond: 'after-check' | 'outright';
  /** When a side fails its Loss Table check, the other takes no morale result, or still takes its own (C21). */
  readonly lossFailure: 'ends-round' | 'morale-stands';
}

/** How the attacker meets the defender, and the formations each holds. */
export interface EngagementSituation {
  readonly approach: 'front' | 'flank' | 'rear';
  /** The attacker attacks in its close formation, if it has one (Swiss, Landsknechte). */
  readonly attackerCloseFormation: boolean;
  /** The defender stands in close order with pole arms facing, if it has them. */
  readonly defenderCloseOrder: boolean;
  /** Each side charges into the melee (impetus, C23; charge checks, C25). */
  readonly attackerCharging: boolean;
  readonly defenderCharging: boolean;
  /** Each side is standing Horse (C24). */
  readonly attackerStanding: boolean;
  readonly defenderStanding: boolean;
  /** Each side comes to the melee fatigued (condition `fatigued`; 003:248-258, C15). */
  readonly attackerFatigued: boolean;
  readonly defenderFatigued: boolean;
  /** What each side has with it: a hero or the army commander, magical swords, full daylight (C32). */
  readonly attackerAids: SideAids;
  readonly defenderAids: SideAids;
}

/** A side's leaders, weapons and light (conditions `with-hero`, `with-commander`, `magic-sword`, `full-light`; C32). */
export interface SideAids {
  readonly hero: boolean;
  readonly commander: boolean;
  readonly magic: boolean;
  readonly fullLight: boolean;
}

export const NO_AIDS: SideAids = { hero: false, commander: false, magic: false, fullLight: false };

/** What a side adds to each die it rolls: +1 for a hero and +1 for the army commander with it; full daylight on a light-shy type (C32). */
export function dieBonusOf(row: Troop, aids: SideAids): number {
  return (aids.hero ? LEADERS.hero.perDie : 0) + (aids.commander ? LEADERS.commander.perDie : 0) + (aids.fullLight && row.fullLight ? row.fullLight.perDie : 0);
}

/** Its Morale Rating in the post-melee comparison: the row's, less full daylight's; 0 where the text gives none, "(-)" (C30). */
export function ratingOf(row: Troop, aids: SideAids): number {
  return (row.morale ?? 0) + (aids.fullLight && row.fullLight ? row.fullLight.morale : 0);
}

/**
 * How a side stands, from its \`close-order\` condition (003:1103; C5, C45): the attacker
 * attacks in its close formation if it has at least 5 x 2 figures at the start of the melee
 * (a pole-arm unit without one forms too), the defender holds close order; open otherwise.
 */
function formationOf(row: Troop, figures: number, closeOrder: boolean, role: 'attacking' | 'holding'): Formation {
  if (!closeOrder) return 'open';
  const f = row.closeFormation;
  return role === 'attacking' && f !== null && figures < f.minFiles * f.minRanks ? 'open' : role;
}

/** An engagement side from its row: figures, units of toughness, morale and the rest (C29, C30); fatigued from the start, tired after 0 rounds. */
function sideOf(row: Troop, figures: number, aids: SideAids, fatigued: boolean): EngagementSide {
  const alive = aliveAt(row, figures);
  return {
    figures, units: alive.length - 1, aliveAt: alive, rating: ratingOf(row, aids), checksMorale: row.checksMorale,
    dieBonus: dieBonusOf(row, aids), fatigueAfter: fatigued ? 0 : fatigueAfter(row), loss: lossOf(row),
  };
}

/** The 2d6 score `target` needs to stand `charger`'s charge (C25; the Cavalry Charge table, C13), 0 for no check. */
export function chargeCheck(charger: Troop, chargerFigures: number, chargerInFormation: boolean, target: Troop, targetCloseOrder: boolean, approach: EngagementSituation['approach'], bothCharging: boolean): number {
  if (charger.category === 'horse') {
    if (target.standsCharges && targetCloseOrder && approach === 'front') return 0;
    const row = CHARGE_TABLE.rows.find((r) => r.id === target.chargeRow);
    const needs = row?.needs[charger.fightsAs as (typeof CHARGER_CLASSES)[number]];
    if (needs === undefined) throw new Error(`internal: no charge score for ${target.chargeRow} against ${charger.fightsAs}`);
    const modifier = (id: string): number => CHARGE_TABLE.modifiers.find((m) => m.id === id)?.value ?? 0;
    const side = approach === 'flank' ? modifier('charged-in-flank') : approach === 'rear' ? modifier('charged-in-rear') : 0;
    const both = bothCharging ? modifier(target.category === 'horse' ? 'both-charging-horse' : 'both-charging-foot') : 0;
    return needs - side - both;
  }
  const formation = charger.closeFormation;
  const shock = formation !== null && chargerInFormation && chargerFigures >= formation.minFiles * formation.minRanks;
  if (charger.pikeCharge && shock && !target.pikeCharge) return lossOf(target).scoreToRemain;
  return 0;
}

/** Rounds of melee that fatigue a unit: the "Meleeing three rounds" trigger times its row's factor (003:252, 262). */
export function fatigueAfter(row: Troop): number {
  const melee = FATIGUE.triggers.find((t) => t.moves === 0 && !t.charge)?.meleeRounds ?? 3;
  return melee * row.fatigueFactor;
}

function lossOf(row: Troop): { fraction: number; scoreToRemain: number } {
  const loss = LOSS_TABLE.find((l) => l.id === row.lossRow);
  if (!loss) throw new Error(`internal: no Loss Table row '${row.lossRow}'`);
  return { fraction: loss.casualties.num / loss.casualties.den, scoreToRemain: loss.scoreToRemain };
}

/**
 * An engagement of `attackerCount` figures of `attacker` against `defenderCount` of
 * `defender`, from their troop rows and the tables: Morale Ratings, Loss Table rows, fatigue
 * after three rounds (Swiss and Landsknechte six), and each round's strike from the Combat
 * Tables (strike.ts). A rear attack receives no casualties in return (003:440). Each side's
 * formation counts both for how it strikes and how it is struck (C45); the approach holds for
 * the whole engagement, or by option for its first round only, the defender then facing its
 * attacker (C46).
 *
 * @example
 * engagementExact(engagementSpecOf(troop('heavy-horse'), 10, troop('heavy-foot'), 20, FRONT, DEFAULTS));
 */
export function engagementSpecOf(attacker: Troop, attackerCount: number, defender: Troop, defenderCount: number, s: EngagementSituation, options: EngagementOptions): EngagementSpec {
  const both = s.attackerCharging && s.defenderCharging;
  const A = sideOf(attacker, attackerCount, s.attackerAids, s.attackerFatigued);
  const D = sideOf(defender, defenderCount, s.defenderAids, s.defenderFatigued);
  const fatigueCheckMinus = { 'per-roll': 1, 'per-die': 2, 'rating-only': 0 }[options.fatiguePenalty];
  // A side that never checks morale makes no charge check; a leader's +1 a die is +2 on the two dice, fatigue takes its penalty (C15, C30, C32).
  const chargeNeeds = (row: Troop, side: EngagementSide, needs: number): number =>
    !row.checksMorale || needs === 0 ? 0 : needs - 2 * side.dieBonus + (side.fatigueAfter < 1 ? fatigueCheckMinus : 0);
  const attackerFormation = formationOf(attacker, attackerCount, s.attackerCloseFormation, 'attacking');
  const { extraDice, flankTopFoot, screen } = options;
  /** Who strikes whom in a round, and how: null where the struck side takes nothing back. */
  const strikeAt = (side: 'attacker' | 'defender', fatigued: boolean, enemyFatigued: boolean, firstRound: boolean): { own: Troop; enemy: Troop; s: StrikeSituation } | null => {
    // After the first round a flank or rear attack may be a frontal melee (C46).
    const approach = options.flankAttack === 'first-round' && !firstRound ? 'front' : s.approach;
    // Met in flank or rear, the defender's close order is open to anyone and gives no class (003:1103).
    const defenderFormation = approach === 'front' ? formationOf(defender, defenderCount, s.defenderCloseOrder, 'holding') : 'open';
    if (side === 'attacker') {
      return { own: attacker, enemy: defender, s: {
        approach, fatigued, enemyFatigued, formation: attackerFormation, enemyFormation: defenderFormation, screen,
        impetus: firstRound && s.attackerCharging, standing: firstRound && s.attackerStanding, extraDice, flankTopFoot,
        dieBonus: A.dieBonus, magic: s.attackerAids.magic,
      } };
    }
    // A rear attack, or an invisible attacker's first round (sprites, 003:760), takes nothing back.
    if ((approach === 'rear' && !FLANK_REAR.rear.receivesCasualties) || (firstRound && attacker.unhurtFirstRoundAttacking)) return null;
    // The defender strikes its attacker in front, where the attacker's formation faces it.
    return { own: defender, enemy: attacker, s: {
      approach: 'front', fatigued, enemyFatigued, formation: defenderFormation, enemyFormation: attackerFormation, screen,
      impetus: firstRound && s.defenderCharging, standing: firstRound && s.defenderStanding, extraDice, flankTopFoot,
      dieBonus: D.dieBonus, magic: s.defenderAids.magic,
    } };
  };
  return {
    attacker: A,
    defender: D,
    strike(side, figures, ownFatigued, enemyFatigued, firstRound) {
      const at = strikeAt(side, ownFatigued, enemyFatigued, firstRound);
      return at === null ? { dice: 0, killFaces: 0 } : strikeOf(at.own, at.enemy, figures, at.s);
    },
    describeOpening(side) {
      const at = strikeAt(side, side === 'attacker' ? s.attackerFatigued : s.defenderFatigued, side === 'attacker' ? s.defenderFatigued : s.attackerFatigued, true);
      if (at === null) return 'strike nothing back';
      const c = strikeClasses(at.own, at.enemy, at.s);
      return c.screened ? `cannot hurt ${at.enemy.name}: pole arms in close order are met only by like weapons (003:1105; C6, C45)` : `fight as ${c.attack} against ${c.defence}`;
    },
    onAttacker: casualtyRule(attacker, defender, s.defenderAids.magic),
    onDefender: casualtyRule(defender, attacker, s.attackerAids.magic),
    fatigueCheckMinus,
    fatigueDieMinus: options.fatiguePenalty === 'rating-only' ? 0 : 1,
    charge: {
      attacker: s.defenderCharging ? chargeNeeds(attacker, A, chargeCheck(defender, defenderCount, false, attacker, s.attackerCloseFormation, 'front', both)) : 0,
      defender: s.attackerCharging ? chargeNeeds(defender, D, chargeCheck(attacker, attackerCount, s.attackerCloseFormation, defender, s.defenderCloseOrder, s.approach, both)) : 0,
    },
    roundCap: options.roundCap,
    doubling: options.doubling,
    lossCheckAt: options.lossCheckAt,
    lossRemovalAt: options.lossRemovalAt,
    lossSecond: options.lossSecond,
    lossFailure: options.lossFailure,
  };
}
