import { D3H2_HOME_TERRAIN, D3H2_TERRAIN_FEATURES } from './terrain-table.js';
import type { BattleProfile, BattleRules, BattleTerrain } from '../../core/battle-rules.js';
import type { BattleTables } from '../common/battle-rule-rows.js';
import { assembleBattleRules, classProfile, perUnit, profileCategory, recoilsThrough, typeFields } from '../common/battle-rules-from.js';
import { GOINGS, type TroopRow } from './troops.js';

/** d3h2's close-combat condition keys the line sets (conditions.ts). */
/** D3H2's features and home terrains (002:82-178), every one laid on the board (F24, F40, F42), in its own three goings (002:236-238, 595). */
export const BATTLE_TERRAIN: BattleTerrain = { features: D3H2_TERRAIN_FEATURES, homes: D3H2_HOME_TERRAIN, going: { good: 'good', rough: 'rough', bad: 'bad' }, cite: '002:82-178' };

const CONDITION_KEYS: BattleRules['conditionKeys'] = {
  overlaps: 'overlaps',
  flank: 'flank',
  rear: 'rear',
  general: 'general',
  support: 'support',
  sideSupport: 'side-support',
  charged: 'charged',
  going: 'going',
  shootsBack: 'shoots-back',
  rolledOne: 'rolled-one',
  cover: 'cover',
  acrossWater: 'river-between',
  aiding: 'aiding',
  waterLurker: null,
};

/**
 * One row's battle profile: its class's fields from `battleTypes` in field units (a Fast
 * element's move where the table gives one, 002:12), flight as far as its tactical move
 * (002:677), and what its own row says: shooting and bespelling ranges (002:337, 348-350),
 * rear and formation support (002:557-572), no -2 in bad going (002:595), its cost (a
 * Stronghold or Camp, what it counts lost, 002:690).
 */
function profileOf(row: TroopRow, tables: BattleTables, unit: number, friends: readonly { classes: readonly string[]; category: string }[]): BattleProfile {
  const t = typeFields(row.classes, row.category, tables.battleTypes);
  const u = (bw: number): number => bw / unit;
  const move = u(row.fast && t.moveFast !== null ? t.moveFast : t.move);
  return {
    troop: row.id,
    name: row.name,
    category: profileCategory(row.category),
    ...classProfile(t, unit),
    cost: row.cost ?? row.lostAp ?? 0,
    move,
    moveBad: u(row.fast && t.moveBadFast !== null ? t.moveBadFast : t.moveBad),
    flee: t.flee === null ? move : u(t.flee),
    classes: row.classes,
    recoilsThrough: recoilsThrough({ classes: row.classes, category: row.category }, friends, tables.passThrough),
    badGoingExempt: row.badGoingPenaltyExempt,
    rearSupportFrom: row.rearSupportFrom,
    sideSupportFrom: row.sideSupportFrom,
    shootRange: row.shoots ? u(row.shoots.rangeBW) : 0,
    shootsOwnBoundOnly: row.shoots !== null && t.shootsOwnBoundOnly,
    bespellRange: row.bespells ? u(row.bespells.rangeBW) : 0,
  };
}

/**
 * D3H2's battle rules (seed 002) over the given element rows and battle tables (as shipped,
 * or as an overlay or option patched them): the army, victory, PIP and field rules of the
 * `battle` table, and one profile per row. RULINGS.md R44-R51 give the readings.
 *
 * @example
 * battleRules(TROOPS, D3H2_BATTLE_TABLES).profiles.get('knights')?.move; // => 6 (3 BW in half-BW units)
 */
export function battleRules(rows: readonly TroopRow[], tables: BattleTables): BattleRules {
  const unit = perUnit(tables.battle);
  const friends = rows.map((r) => ({ classes: r.classes, category: r.category }));
  return assembleBattleRules(tables.battle, CONDITION_KEYS, GOINGS, new Map(rows.map((r) => [r.id, profileOf(r, tables, unit, friends)])), BATTLE_TERRAIN);
}
