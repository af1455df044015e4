import type { RuleTable } from '../../core/system.js';
import type { BattleRuleRow, BattleTypeRow, PassThroughRow } from './battle-rule-schema.js';

export type { BattleRuleRow, BattleTypeRow, ClassSelector, PassThroughRow } from './battle-rule-schema.js';

/**
 * The battle rules of a DBA-family system (hott2, hott25, d3h2) as rule-table rows, so an
 * overlay patches them by id like any tactical factor (`battle:`, `battleTypes:`,
 * `passThrough:` in an overlay file) and a variant (hott25 on hott2) differs only where its
 * text does. Distances are in the text's own unit (paces, base widths); the `field` row says
 * how many of them make one field unit, and src/core/battle-rules.ts's BattleRules are
 * derived from these rows (`battleRulesFrom`, battle-rules-from.ts).
 * Their schemas are battle-rule-schema.ts's.
 *
 * @example
 * battleTableDefs(HOTT2_BATTLE_TABLES).battle.noun; // => 'battle rule'
 */

/** The three battle tables of a system. */
export interface BattleTables {
  readonly battle: readonly BattleRuleRow[];
  readonly battleTypes: readonly BattleTypeRow[];
  readonly passThrough: readonly PassThroughRow[];
}

/** The tables as `RuleSystem.tables` entries: the rules (army, victory, PIPs, field, camp) may only be changed; classes and pass-through rules may be added. */
export function battleTableDefs(tables: BattleTables): Record<keyof BattleTables, RuleTable> {
  return {
    battle: { noun: 'battle rule', rows: tables.battle, addable: false },
    battleTypes: { noun: 'battle type', rows: tables.battleTypes, addable: true },
    passThrough: { noun: 'pass-through rule', rows: tables.passThrough, addable: true },
  };
}

/** The battle tables among a system's changed tables, the rest from `shipped`. */
export function battleTablesWith(shipped: BattleTables, changed: Readonly<Record<string, readonly unknown[]>> | undefined): BattleTables {
  return {
    battle: (changed?.['battle'] as readonly BattleRuleRow[] | undefined) ?? shipped.battle,
    battleTypes: (changed?.['battleTypes'] as readonly BattleTypeRow[] | undefined) ?? shipped.battleTypes,
    passThrough: (changed?.['passThrough'] as readonly PassThroughRow[] | undefined) ?? shipped.passThrough,
  };
}
