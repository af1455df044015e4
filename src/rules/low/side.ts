import type { ConditionValues } from '../../core/conditions.js';
import { errors } from '../../core/errors.js';
import type { GroupEntry, Side } from '../../core/system.js';
import { COVER, type BonusCondition, type FaceMap, type Troop } from './troops.js';

/**
 * One troop type of a side, read from its row for one matchup: options applied (R3), cost in
 * the matchup's integer units, its faces in melee, its bonus dice by what triggers them, and
 * what it triggers in the enemy's. Rule code reads these fields, never ids.
 */
export interface TypeSpec {
  readonly row: Troop;
  readonly count: number;
  readonly killsNeeded: number;
  /** Cost in the matchup's units (see `unitsPerPoint`). */
  readonly units: number;
  readonly meleeDice: number;
  /** What each d6 face counts as in melee: the troop's conversion, then the side's fortification. */
  readonly meleeFaces: FaceMap;
  /** Bonus dice by trigger bit (index = bit number). */
  readonly bonus: readonly number[];
  /** The trigger bits this type sets as an enemy. */
  readonly triggers: number;
  readonly undead: boolean;
}

/** Trigger bits: what a bonus die's condition looks for in the enemy (R11). */
export const TRIGGER: Readonly<Record<BonusCondition, number>> = {
  'vs-undead': 1,
  'vs-giant': 2,
  'in-water-vs-land-creature': 4,
  'vs-fire-elemental': 8,
};
/** Every combination of trigger bits: 0..15. */
export const TRIGGER_SETS = 16;

/** The bit numbers of TRIGGER, in order. */
const BITS = Object.values(TRIGGER).map((b) => Math.log2(b));

export const PLAIN_FACES: FaceMap = [1, 2, 3, 4, 5, 6];

/** `then` read after `first`: what a rolled f counts as through both. */
export function composeFaces(first: FaceMap, then: FaceMap): FaceMap {
  return first.map((v) => then[v - 1] as number) as unknown as FaceMap;
}

/** A row under the options that change row data (R3). */
export function underOptions(row: Troop, options: ConditionValues): Troop {
  const patch = options['cavalry-two-kills'] === true ? row.underOption['cavalry-two-kills'] : undefined;
  return patch ? { ...row, ...patch } : row;
}

/** A figure's cost in points; a row without one is valued at 1.5 per melee die (R9). */
export function costOf(row: Troop): number {
  return row.cost ?? 1.5 * row.meleeDice;
}

/**
 * Points are counted in integer units: half-points (2 to a point) when every cost in the
 * matchup is a multiple of 0.5, as every shipped row is, else quarter-points (R29).
 */
export function unitsPerPoint(rows: readonly Troop[]): 2 | 4 {
  return rows.every((r) => Number.isInteger(costOf(r) * 2)) ? 2 : 4;
}

/** The trigger bits a row sets as an enemy (R11): undead, giant, land creature, fire elemental. */
function triggersOf(row: Troop): number {
  let bits = 0;
  if (row.flags.includes('undead')) bits |= TRIGGER['vs-undead'];
  if (row.category === 'giant') bits |= TRIGGER['vs-giant'];
  if (!row.flags.includes('amphibious') && !row.flags.includes('aquatic')) bits |= TRIGGER['in-water-vs-land-creature'];
  if (row.category === 'elemental' && row.element === 'fire') bits |= TRIGGER['vs-fire-elemental'];
  return bits;
}

/** The face map of a fortification id, or null for none or woods (no effect in melee). */
function fortification(cover: unknown): { readonly id: string; readonly faces: FaceMap } | null {
  const found = COVER.find((c) => c.id === cover);
  return found?.inMelee ? { id: found.id, faces: found.faces } : null;
}

/** A figure's height in inches for reaching a wall: man-sized figures (height null) count 1" (R28). */
export function heightOf(row: Troop): number {
  return row.height ?? 1;
}

/**
 * Whether a side's melee dice get its fortification's conversion (R16, R28): it stands on a
 * fortification, every enemy figure is at least as tall as the wall (else the melee is
 * refused: escalade is not modelled), and not every enemy figure is twice as tall.
 */
export function fortifiedInMelee(own: Side, ownLabel: string, enemyRows: readonly Troop[]): FaceMap | null {
  const fort = fortification(own.conditions['cover']);
  if (!fort) return null;
  const wall = Number(own.conditions['wall'] ?? 0);
  if (wall === 0) throw errors.invalid(`${ownLabel} cover=${fort.id}`, 'melee against a fortification needs its height: add wall=<inches> (R28)');
  const short = enemyRows.find((r) => heightOf(r) < wall);
  if (short) {
    throw errors.cannot(short.name, `melee troops on a ${wall}" ${fort.id}`, `only figures at least as tall as the wall may (004:1142-1144; escalade is not modelled, R28)`);
  }
  return enemyRows.every((r) => heightOf(r) >= 2 * wall) ? null : fort.faces;
}

/** Melee faces of a row: its own conversion if it applies in melee, then `cover`. */
export function meleeFacesOf(row: Troop, cover: FaceMap | null): FaceMap {
  const own = row.conversion && row.conversion.in.includes('melee') ? row.conversion.faces : PLAIN_FACES;
  return cover ? composeFaces(own, cover) : own;
}

/** The rows of a group, in its order, under the options. */
export function rowsOf(group: readonly GroupEntry[], byId: ReadonlyMap<string, Troop>, options: ConditionValues): Troop[] {
  return group.map((e) => {
    const row = byId.get(e.troop);
    if (!row) throw new Error(`internal: no low row '${e.troop}'`);
    return underOptions(row, options);
  });
}

/** The type specs of one side for melee. */
export function meleeTypes(group: readonly GroupEntry[], rows: readonly Troop[], unit: number, cover: FaceMap | null): TypeSpec[] {
  return group.map((e, i) => {
    const row = rows[i] as Troop;
    const bonus = BITS.map(() => 0);
    for (const b of row.bonusDice) {
      const bit = Math.log2(TRIGGER[b.when]);
      bonus[bit] = (bonus[bit] as number) + b.dice;
    }
    return {
      row,
      count: e.count,
      killsNeeded: row.killsNeeded,
      units: costOf(row) * unit,
      meleeDice: row.meleeDice,
      meleeFaces: meleeFacesOf(row, cover),
      bonus,
      triggers: triggersOf(row),
      undead: row.flags.includes('undead'),
    };
  });
}

/**
 * The trigger bits an enemy's types can set for this side: all of them, except "land
 * creature in water" unless both sides are in water (R11).
 */
export function triggerMask(own: Side, enemy: Side): number {
  const wet = own.conditions['water'] === true && enemy.conditions['water'] === true;
  return wet ? TRIGGER_SETS - 1 : TRIGGER_SETS - 1 - TRIGGER['in-water-vs-land-creature'];
}

/** Melee dice of a type when the enemy figures facing it set `bits`. */
export function diceAgainst(type: TypeSpec, bits: number): number {
  let dice = type.meleeDice;
  for (let bit = 0; bit < type.bonus.length; bit++) if ((bits >> bit) & 1) dice += type.bonus[bit] as number;
  return dice;
}
