import { D3H2_HOME_TERRAIN, D3H2_TERRAIN_FEATURES } from '../d3h2/terrain-table.js';
import type { BattleProfile, BattleRules, BattleTerrain } from '../../core/battle-rules.js';
import type { BattleTables } from '../common/battle-rule-rows.js';
import { assembleBattleRules, classProfile, perUnit, profileCategory, recoilsThrough, typeFields } from '../common/battle-rules-from.js';
import { CONDITIONS } from './conditions.js';
import type { Troop } from './troops.js';

/** Features D3H2 calls rough that HOTT 2e counts as bad going: a BUA, with woods (000:67). */
const HOTT_BAD_FEATURES: readonly string[] = ['bua'];

/**
 * HOTT 2e's battlefield (ruling R24): the sheet gives no terrain table, so the board is laid from
 * the HOTT 2.1 table of D3H2 (002:82-178), in HOTT's two goings (000:53): what D3H2 calls rough
 * is good going here, except a BUA, which the sheet counts with woods as bad going (000:67).
 */
export const BATTLE_TERRAIN: BattleTerrain = {
  features: D3H2_TERRAIN_FEATURES.map((f) => (HOTT_BAD_FEATURES.includes(f.id) ? { ...f, going: 'bad' as const } : f)),
  homes: D3H2_HOME_TERRAIN,
  going: { good: 'good', rough: 'good', bad: 'bad' },
  cite: '002:82-178 in the goings of 000:53, 67 (ruling R24)',
};

/** hott2's close-combat condition keys the line sets (conditions.ts); it has no side support. */
const CONDITION_KEYS: BattleRules['conditionKeys'] = {
  overlaps: 'overlaps',
  flank: null,
  rear: 'rear',
  general: 'general',
  support: 'support',
  sideSupport: null,
  charged: 'charged',
  going: 'going',
  shootsBack: 'shoots-back',
  rolledOne: 'rolled-one',
  cover: 'cover',
  acrossWater: 'warded',
  aiding: 'aiding',
  waterLurker: 'water',
};

const going = CONDITIONS.find((c) => c.key === 'going');
const GOINGS: readonly string[] = going?.kind === 'choice' ? going.values : ['good'];

/**
 * One row's battle profile: its class's fields from `battleTypes` (movement, recoil, flight,
 * pursuit, ranges, the troop table's "Other notes") in field units, and what its own row
 * says: whether it shoots or bespells, its second rank (000:50, of its own type), no -2 in bad
 * going (000:53), its cost.
 */
function profileOf(row: Troop, tables: BattleTables, unit: number, friends: readonly { classes: readonly string[]; category: string }[]): BattleProfile {
  const t = typeFields(row.kinds, row.category, tables.battleTypes);
  const u = (paces: number): number => paces / unit;
  return {
    troop: row.id,
    name: row.name,
    category: profileCategory(row.category),
    ...classProfile(t, unit),
    cost: row.cost ?? 0,
    move: u(t.move),
    moveBad: u(t.moveBad),
    flee: u(t.flee ?? 0),
    classes: row.kinds,
    recoilsThrough: recoilsThrough({ classes: row.kinds, category: row.category }, friends, tables.passThrough),
    badGoingExempt: row.badGoingExempt,
    rearSupportFrom: row.secondRankSupport ? row.kinds.slice(0, 1) : [],
    sideSupportFrom: [],
    shootRange: row.shoots ? u(t.shootRange) : 0,
    shootsOwnBoundOnly: row.shoots && t.shootsOwnBoundOnly,
    bespellRange: row.bespells ? u(t.bespellRange) : 0,
  };
}

/**
 * HOTT 2e's battle rules (seed 000) over the given troop rows and battle tables (both as
 * shipped, or as an overlay or option patched them): the army, victory, PIP and field rules
 * of the `battle` table, and one profile per row. RULINGS.md R15-R22 give the readings.
 *
 * @example
 * battleRules(TROOPS, HOTT2_BATTLE_TABLES).profiles.get('knights')?.pursue; // => 2 (200p)
 */
export function battleRules(rows: readonly Troop[], tables: BattleTables): BattleRules {
  const unit = perUnit(tables.battle);
  const friends = rows.map((r) => ({ classes: r.kinds, category: r.category }));
  return assembleBattleRules(tables.battle, CONDITION_KEYS, GOINGS, new Map(rows.map((r) => [r.id, profileOf(r, tables, unit, friends)])), BATTLE_TERRAIN);
}
