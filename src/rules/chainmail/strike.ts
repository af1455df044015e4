import type { Strike } from './engagement.js';
import { diceFor } from './melee-round.js';
import { MAGIC_SWORD } from './fantasy-rules.js';
import { CHARGER_CLASSES, COMBAT_NOTES, COMBAT_TABLE, FATIGUE, FLANK_REAR, IMPETUS, MASS_CLASSES, STANDING_HORSE, type MassClass } from './tables.js';
import type { Troop } from './troops.js';

/** How one unit meets another in a round of melee. */
export interface StrikeSituation {
  /** Where the striking unit meets its enemy: its front, flank or rear (003:438-440). */
  readonly approach: 'front' | 'flank' | 'rear';
  /** The striking unit is fatigued: it attacks a class lower (003:256; C15). */
  readonly fatigued: boolean;
  /** The struck unit is fatigued: it defends a class lower (003:257; C15). */
  readonly enemyFatigued: boolean;
  /** How the striking unit stands: it fights in the class of that formation, if its row has one (003:1103; C5, C45). */
  readonly formation: Formation;
  /** How the struck unit stands towards this strike: it is struck in that formation's class, and pole arms may screen it (003:1103-1105; C5, C6, C45). */
  readonly enemyFormation: Formation;
  /** Which formations' pole arms screen their front from all but like weapons: only one holding close order (C45), or an attacking one too (option `pole-arm-screen`). */
  readonly screen: 'holding' | 'attacking-too';
  /** The striking unit charged into this, the first, round: its Impetus Bonus, if its row has one (003:478; C23). */
  readonly impetus: boolean;
  /** The striking unit is standing Horse in the first round: it strikes a class lower (003:480; C24). */
  readonly standing: boolean;
  /** The pole-arm and impetus dice: one per man (C4, C23), or one per unit (option `extra-dice`). */
  readonly extraDice: 'per-man' | 'per-unit';
  /** Foot attacking a flank from the top of the foot classes: the next class (Light Horse, C14), or +1 on each die (option `flank-armored-foot`). */
  readonly flankTopFoot: 'next-class' | 'plus-one';
  /** Added to each die the striking unit rolls: a hero or the army commander with it +1 each, full daylight on goblins, orcs and wights -1 (C32). */
  readonly dieBonus: number;
  /** The striking unit carries magical swords: an extra die a figure, and an elf's dice against goblins and orcs (003:774-775, 955; C32). */
  readonly magic: boolean;
}

/**
 * How a unit stands in a melee, as 003:1103 tells them apart: `attacking` in its close
 * formation (at least 5 x 2 figures), `holding` close order with pole arms facing the enemy
 * that strikes it in front, or `open` (open order, or met in flank or rear). The engagement
 * decides it once for each side and round (engagement-spec.ts); a strike reads it both for its
 * own class and for the class it strikes.
 */
export type Formation = 'attacking' | 'holding' | 'open';

/** The class a row fights in, standing so: its close formation's class where it has one (C5, C45), else its own. */
function classIn(row: Troop, formation: Formation, role: 'attack' | 'defence'): MassClass {
  const own = role === 'attack' ? row.fightsAs : (row.defendsAs ?? row.fightsAs);
  if (row.closeFormation === null || formation === 'open') return own;
  return formation === 'attacking' ? row.closeFormation.attacksAs : row.closeFormation.defendsAs;
}

/** The ladder's first Horse class: the charging classes start there (tables.ts `CHARGER_CLASSES`). */
const FIRST_HORSE = MASS_CLASSES.indexOf(CHARGER_CLASSES[0]);

/**
 * A class moved `steps` up (positive) or down the ladder (C2), stopping at its ends (or, with
 * `footTop`, at the top of the foot for a foot class); and how far it tried to go past.
 */
function shifted(cls: MassClass, steps: number, footTop = false): { cls: MassClass; pastTop: number } {
  const from = MASS_CLASSES.indexOf(cls);
  const top = footTop && from < FIRST_HORSE ? FIRST_HORSE - 1 : MASS_CLASSES.length - 1;
  const at = from + steps;
  return { cls: MASS_CLASSES[Math.max(0, Math.min(top, at))] as MassClass, pastTop: Math.max(0, at - top) };
}

/** The classes a strike is worked in (003:438-440, 1103-1105; C2, C5, C14, C15, C45), and whether pole arms turn it away. */
export interface StrikeClasses {
  readonly attack: MassClass;
  /** Steps the attack class tried to go past the top of the ladder: +1 on each die (C14). */
  readonly pastTop: number;
  readonly defence: MassClass;
  /** A pole-arm formation met in front by a unit without like weapons: no casualties (003:1105; C6). */
  readonly screened: boolean;
}

/** The attack and defence classes of `own` striking `enemy` so, and whether the strike is screened off. */
export function strikeClasses(own: Troop, enemy: Troop, s: StrikeSituation): StrikeClasses {
  const up = s.approach === 'front' ? 0 : s.approach === 'flank' ? FLANK_REAR.flank.classSteps : FLANK_REAR.rear.classSteps;
  const standing = s.standing && own.category === 'horse' ? STANDING_HORSE.classSteps : 0;
  const down = (s.fatigued ? FATIGUE.attackSteps.value : 0) + standing;
  const attack = shifted(classIn(own, s.formation, 'attack'), up + down, s.flankTopFoot === 'plus-one');
  // Met in flank or rear a formation is no formation: Light Foot, and open to anyone (003:1103).
  const stands = s.approach === 'front' ? s.enemyFormation : 'open';
  const defence = shifted(classIn(enemy, stands, 'defence'), s.enemyFatigued ? FATIGUE.defendSteps.value : 0).cls;
  // A pole-arm formation in close order, met in front, takes casualties only from like weapons.
  const inScreen = stands === 'holding' || (stands === 'attacking' && s.screen === 'attacking-too');
  const like = own.poleArms !== null || (own.lance && enemy.poleArms !== null && (COMBAT_NOTES.poleArmFormation.lanceMayAttack as readonly string[]).includes(enemy.poleArms));
  return { attack: attack.cls, pastTop: attack.pastTop, defence, screened: inScreen && enemy.poleArms !== null && !like };
}

/**
 * What `figures` of `own` strike `enemy` with in one round of melee: dice and the faces (of
 * six) that kill, from the Combat Tables (003:1045-1107) and the rulings that read them.
 *
 * - The attack class is the row's (`fightsAs`), or its formation's class (`classIn`); a flank
 *   or rear attack moves it one class up the ladder, the top class adding 1 to each die
 *   instead (003:438-440; C14); fatigue moves it one down, Light Foot staying (003:256; C15).
 * - The defence class is the enemy's (`defendsAs`, else `fightsAs`), or its formation's class:
 *   attacking in close formation it is struck as it strikes, holding close order as its
 *   formation's `defendsAs` (C5, C45); one down when fatigued (003:257).
 * - A creature fights as `weight` figures of its class (a hero as four, C29): the table's dice
 *   and the per-man dice count those figures; its own `extraDice`, magical swords' die and an
 *   elf's magic dice count the creatures (C29, C32). `dieBonus` moves the killing faces.
 * - Dice: the cell's dice per men for the figures present, rounded down (C20), plus one per
 *   man with pike or halberd on the Heavy and Armored Foot blocks (003:1107; C4), plus one
 *   mass-shock die per two men attacking in close formation (003:1103; C5), plus one per man
 *   charging with the Impetus Bonus (003:478; C23); standing Horse strike a class lower (C24).
 * - A close-order formation with pole arms, met in front, takes casualties only from like
 *   weapons: pole arms, or a lance against halberds (003:1105; C6); an attacking formation
 *   only by option `pole-arm-screen=attacking-too` (C45).
 *
 * @example
 * strikeOf(troop('heavy-horse'), troop('light-foot'), 10, FRONT); // => { dice: 40, killFaces: 2 }
 */
export function strikeOf(own: Troop, enemy: Troop, figures: number, s: StrikeSituation): Strike {
  const men = figures * own.weight;
  const shock = s.formation === 'attacking' && own.closeFormation !== null;
  const classes = strikeClasses(own, enemy, s);
  if (classes.screened) return { dice: 0, killFaces: 0 };
  const perDieBonus = classes.pastTop > 0 ? FLANK_REAR.flank.topOfLadderPerDie : 0;
  const block = COMBAT_TABLE[classes.attack];
  const cell = block.vs[classes.defence];
  let dice = diceFor(men, cell);
  const extra = (perMan: number): number => (s.extraDice === 'per-unit' ? 1 : men * perMan);
  if (own.extraDiePerMan && block.poleArmExtraDie) dice += extra(COMBAT_NOTES.poleArmExtraDie.perMan);
  if (s.impetus && own.impetus) dice += extra(IMPETUS.dicePerMan);
  if (shock) dice += Math.floor(men / COMBAT_NOTES.massShock.men) * COMBAT_NOTES.massShock.dice;
  dice += figures * own.extraDice;
  if (s.magic) dice += figures * (MAGIC_SWORD.normalCombatDice + (own.magicDiceAgainst.find((m) => m.troop === enemy.id)?.dice ?? 0));
  return { dice, killFaces: Math.max(0, Math.min(6, cell.kills.length + perDieBonus + s.dieBonus)) };
}
