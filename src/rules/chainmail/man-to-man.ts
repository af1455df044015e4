import { errors } from '../../core/errors.js';
import type { Side } from '../../core/system.js';
import type { ManArmor, Mount, WeaponId } from './duel-table.js';
import type { Fighter } from './duel.js';
import type { MissileWeaponId } from './individual-missile-table.js';
import type { Troop } from './troop-row.js';
import type { Unit } from './unit.js';

/**
 * A troop row as one man of man-to-man combat (C44): his weapon, armour and horse, from the
 * side's conditions or, where they say `as-troop`, from the row: the lance for lancers,
 * pike or halberd for pole arms, else the sword; unarmoured no armour, half armour or
 * shield leather and shield, fully armoured plate and shield; Horse on a horse of its class.
 */

const ARMOR_OF_CLASS: Record<Troop['armor'], ManArmor> = { unarmored: 'none', 'half-armor-or-shield': 'leather-shield', 'fully-armored': 'plate-shield' };
const MOUNT_OF_CLASS: Partial<Record<Troop['fightsAs'], Mount>> = { 'light-horse': 'light', 'medium-horse': 'medium', 'heavy-horse': 'heavy' };
const BOW_OF_MISSILE: Record<NonNullable<Troop['missile']>, MissileWeaponId> = { bow: 'short-bow', longbow: 'longbow', crossbow: 'light-crossbow', 'heavy-crossbow': 'heavy-crossbow' };

/** Only a man fights man to man: a creature worth several figures fights on the Fantasy Combat Table. */
export function manOf(unit: Unit, label: 'attacker' | 'defender'): Troop {
  if (unit.row.weight !== 1 || unit.row.fantasy !== null) throw errors.cannot(`${label} ${unit.row.name}`, 'fight man to man', 'a fantastic creature fights on the Fantasy Combat Table (--combat fantasy)');
  if (unit.figures !== 1) throw errors.invalid(`${label} '${unit.figures}*${unit.row.id}'`, 'man-to-man combat is one man against one: give a count of 1');
  return unit.row;
}

/** The man's weapon. */
export function weaponOf(row: Troop, conditions: Side['conditions']): WeaponId {
  const chosen = conditions['weapon'];
  if (chosen !== undefined && chosen !== 'as-troop') return chosen as WeaponId;
  return row.lance ? 'mounted-lance' : row.poleArms === 'pike' ? 'pike' : row.poleArms === 'halberd' ? 'halberd' : 'sword';
}

/** The man's armour. */
export function armorOf(row: Troop, conditions: Side['conditions']): ManArmor {
  const chosen = conditions['armor'];
  return chosen !== undefined && chosen !== 'as-troop' ? (chosen as ManArmor) : ARMOR_OF_CLASS[row.armor];
}

/**
 * Refuses a man-to-man situation that cannot be (C50): a prone man on a horse (the prone man of
 * 003:1131 is dismounted) or charging, and both men above the other (003:662, 670).
 */
export function checkDuelSituation(rows: readonly [Troop, Troop], conditions: readonly [Side['conditions'], Side['conditions']]): void {
  (['attacker', 'defender'] as const).forEach((label, i) => {
    const row = rows[i] as Troop;
    const c = conditions[i] ?? {};
    if (c['prone'] !== true) return;
    if (row.category === 'horse') throw errors.cannot(`${label} ${row.name}`, 'be prone', 'a prone man is dismounted (003:1131) and this man rides: pose him on foot, e.g. armored-foot in plate and shield (C50)');
    if (c['charging'] === true) throw errors.cannot(`${label} ${row.name}`, 'be prone and charging', 'a man on the ground does not charge (003:1131; C50)');
  });
  if (conditions[0]['from-above'] === true && conditions[1]['from-above'] === true) {
    throw errors.invalid('attacker and defender both from-above', 'only one man can fight from above the other (003:662, 670; C50): for level ground give neither');
  }
}

/**
 * Why a man's `armor` condition changes nothing, for the note that says so (C50): as-troop
 * already gives him that armour; or he shoots, and only the man shot at wears armour that
 * counts; or the blows or shot at him kill as often through it as through his as-troop armour.
 */
export function armorNoEffect(row: Troop, conditions: Side['conditions'], struckBy: 'blows' | 'shot' | null): string {
  const named = armorOf(row, conditions);
  const own = ARMOR_OF_CLASS[row.armor];
  if (named === own) return `${named} is the armour as-troop already gives this man`;
  if (struckBy === null) return 'only the man shot at wears armour that counts in a shot';
  return `against ${struckBy === 'shot' ? 'this shot' : 'these blows'} ${named} is no better and no worse than ${own}, the armour as-troop gives this man`;
}

/** The man as a fighter of the duel. */
export function fighterOf(row: Troop, conditions: Side['conditions']): Fighter {
  return {
    weapon: weaponOf(row, conditions),
    armor: armorOf(row, conditions),
    mount: row.category === 'horse' ? (MOUNT_OF_CLASS[row.fightsAs] ?? 'none') : 'none',
    magicArmor: conditions['magic-armor'] === true,
    fromAbove: conditions['from-above'] === true,
    prone: conditions['prone'] === true,
  };
}

/** The shooter's missile weapon: the `bow` condition, or his row's. */
export function bowOf(row: Troop, conditions: Side['conditions']): MissileWeaponId {
  const chosen = conditions['bow'];
  if (chosen !== undefined && chosen !== 'as-troop') return chosen as MissileWeaponId;
  if (row.missile === null) throw errors.cannot(`attacker ${row.name}`, 'shoot', 'it has no missile weapon: choose one with --a bow=<weapon>');
  return BOW_OF_MISSILE[row.missile];
}
