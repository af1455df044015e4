import type { Rng } from '../../core/kernel.js';
import { EVERY_HIT_KILLS, unitsLost, type CasualtyRule } from './casualties.js';
import { ARMOR_CLASSES, MISSILE_COVER, MISSILE_TABLE, MISSILE_WEAPONS, type ArmorClass } from './tables.js';

/**
 * One volley of Chainmail mass missile fire (003:266-300; C17, C26): the firing figures split
 * into the fewest groups within the target block's largest row, as equal as whole figures
 * allow; each group rolls one die (plus its weapon's bonus, a 6 at most) and its row gives
 * the casualties for the die's band; soft cover halves the volley's total, fractions
 * dropped; arrow-proof targets take none; casualties never exceed the target's figures.
 */
export interface Volley {
  /** Figures in each group. */
  readonly groups: readonly number[];
  /** Casualties each group causes on each face 1..6 of its die, at [group * 6 + face - 1]. */
  readonly byFace: Int32Array;
  readonly cover: 'none' | 'soft' | 'arrow-proof';
  /** The target's figures: the most it can lose. */
  readonly cap: number;
  /** How the volley's hits harm the target (a creature's toughness, casualties.ts; C29), and its figures alive by units left. */
  readonly target: { readonly rule: CasualtyRule; readonly aliveAt: Int32Array };
}

/** The fewest groups of at most `most` figures, as equal as whole figures allow (003:283): 13 at most 10 => [7, 6]. */
export function equalGroups(firing: number, most: number): number[] {
  const count = Math.ceil(firing / most);
  const base = Math.floor(firing / count);
  return Array.from({ length: count }, (_, i) => base + (i < firing % count ? 1 : 0));
}

/** The two doubtful values of the missile table (C17): as printed, or as the option reads them. */
export interface MissileReadings {
  /** Half armour, 5-6 firing: "2 2" as printed, or "1 2". */
  readonly halfArmor56: 'as-printed' | '1-2';
  /** The first fully armoured band starts at 4 firing, as printed, or at 5. */
  readonly fullyArmoredFrom: 4 | 5;
}

/** A row of the table as the readings take it. */
function readRow(target: string, row: { readonly firing: readonly [number, number]; readonly casualties: readonly [number, number] }, readings: MissileReadings): { firing: readonly [number, number]; casualties: readonly [number, number] } {
  if (target === 'half-armor-or-shield' && row.firing[0] === 5 && readings.halfArmor56 === '1-2') return { firing: row.firing, casualties: [1, 2] };
  if (target === 'fully-armored' && row.firing[0] === 4) return { firing: [readings.fullyArmoredFrom, row.firing[1]], casualties: row.casualties };
  return row;
}

/** Who may fire indirectly, over the heads of other troops (003:298, 302; C49): archers and longbowmen, not crossbowmen. */
export const INDIRECT_FIRE = { weapons: ['bow', 'longbow'], line: 298, words: 'Archers and Longbowmen, but not crossbowmen of any type, may fire over the heads of intervening troops' } as const;

/**
 * The target of indirect fire (003:298, 300; C49): one armour class up, the fully armoured
 * arrow proof; cover reduces nothing.
 *
 * @example
 * indirectTarget('unarmored');     // => { armor: 'half-armor-or-shield', cover: 'none' }
 * indirectTarget('fully-armored'); // => { armor: 'fully-armored', cover: 'arrow-proof' }
 */
export function indirectTarget(armor: ArmorClass): { armor: ArmorClass; cover: Volley['cover'] } {
  const up = ARMOR_CLASSES[ARMOR_CLASSES.indexOf(armor) + 1];
  return up === undefined ? { armor, cover: 'arrow-proof' } : { armor: up, cover: 'none' };
}

export function volleyOf(firing: number, weapon: string, armor: ArmorClass, cover: Volley['cover'], targetFigures: number, readings: MissileReadings, target: Volley['target'] = plainTarget(targetFigures)): Volley {
  const block = MISSILE_TABLE.find((b) => b.target === armor);
  const bonus = MISSILE_WEAPONS.find((w) => w.id === weapon)?.dieBonus;
  if (!block || bonus === undefined) throw new Error(`internal: no missile table for ${armor} or weapon ${weapon}`);
  const groups = equalGroups(firing, block.rows[block.rows.length - 1]?.firing[1] ?? 1);
  const byFace = new Int32Array(groups.length * 6);
  groups.forEach((size, g) => {
    const row = block.rows.map((r) => readRow(block.target, r, readings)).find((r) => size >= r.firing[0] && size <= r.firing[1]);
    for (let face = 1; face <= 6; face++) {
      const die = Math.min(6, face + bonus);
      byFace[g * 6 + face - 1] = row ? row.casualties[die <= block.dieBands[0][1] ? 0 : 1] : 0;
    }
  });
  return { groups, byFace, cover, cap: targetFigures, target };
}

/** A target of mass figures, each killed by a hit. */
function plainTarget(figures: number): Volley['target'] {
  return { rule: EVERY_HIT_KILLS, aliveAt: Int32Array.from({ length: figures + 1 }, (_, k) => k) };
}

/** The figures a volley's total kills: what cover leaves of it, as the target's toughness counts it, capped at the figures there are. */
function covered(v: Volley, total: number): number {
  const left = v.cover === 'arrow-proof' ? 0 : v.cover === 'soft' ? Math.floor(total / MISSILE_COVER.soft.divisor) : total;
  const units = v.target.aliveAt.length - 1;
  return v.cap - (v.target.aliveAt[units - unitsLost(left, units, v.target.rule)] as number);
}

/** The volley's casualties, exactly: P(k) at index k, 0..cap (each group's die convolved). */
export function volleyLaw(v: Volley): Float64Array {
  let total = new Float64Array([1]);
  v.groups.forEach((_, g) => {
    const most = Math.max(...v.byFace.subarray(g * 6, g * 6 + 6));
    const next = new Float64Array(total.length + most);
    total.forEach((p, k) => {
      for (let face = 0; face < 6; face++) {
        const at = k + (v.byFace[g * 6 + face] as number);
        next[at] = (next[at] as number) + p / 6;
      }
    });
    total = next;
  });
  const law = new Float64Array(v.cap + 1);
  total.forEach((p, k) => (law[covered(v, k)] = (law[covered(v, k)] as number) + p));
  return law;
}

/** One volley by Monte Carlo: a die a group, allocating nothing. */
export function volleyTrial(v: Volley, rng: Rng): number {
  let total = 0;
  for (let g = 0; g < v.groups.length; g++) total += v.byFace[g * 6 + rng.d6() - 1] as number;
  return covered(v, total);
}
