import type { ConditionValues } from '../../core/conditions.js';
import type { Matchup } from '../../core/system.js';
import type { TacticalFactor } from '../common/tactical-factors.js';
import { goingOf, isOn } from './conditions.js';
import { FACTORS } from './factors.js';
import { ADJUSTMENTS, OUTCOME_ROWS, type Adjustment, type OutcomeRow } from './outcome-table.js';
import type { Combat, Going, Selector, TroopRow } from './troops.js';

/** One side, resolved: its row, the row of its garrison (a Stronghold or Camp), its conditions and role. */
export interface SideSituation {
  readonly row: TroopRow;
  /** The element holding this Stronghold or Camp (`garrison=`), or null. */
  readonly garrison: TroopRow | null;
  readonly values: ConditionValues;
  readonly going: Going;
  readonly isAttacker: boolean;
  /** Shooting or bespelling its opponent (the attacker, in shooting and bespelling). */
  readonly actor: boolean;
  /** Shot at or bespelled (the defender, in shooting and bespelling). */
  readonly targeted: boolean;
  /** Shot at: the target of shooting, or a shooter whose target shoots back (ruling R25). */
  readonly shotAt: boolean;
  /** 'stronghold' or 'camp' when it is one or occupies one (ruling R6). */
  readonly defends: ReadonlySet<'stronghold' | 'camp'>;
}

/** The rule tables a combat is read with: the shipped ones, or those an overlay or option patched. */
export interface D3h2Rules {
  readonly factors: readonly TacticalFactor<Selector>[];
  readonly adjustments: readonly Adjustment[];
  /** The outcome table's rows by band and key (`less.knights`). */
  readonly outcomes: ReadonlyMap<string, OutcomeRow>;
}

export const SHIPPED_RULES: D3h2Rules = { factors: FACTORS, adjustments: ADJUSTMENTS, outcomes: new Map(OUTCOME_ROWS.map((r) => [r.id, r])) };

/** Both sides of one combat: everything the factor and outcome rules read. */
export interface Situation {
  readonly combat: Combat;
  readonly rules: D3h2Rules;
  readonly attacker: SideSituation;
  readonly defender: SideSituation;
}

export function opponentOf(s: Situation, side: SideSituation): SideSituation {
  return side.isAttacker ? s.defender : s.attacker;
}

function defendsOf(row: TroopRow, values: ConditionValues): Set<'stronghold' | 'camp'> {
  const defends = new Set<'stronghold' | 'camp'>();
  if (row.category === 'stronghold' || isOn(values, 'in-stronghold')) defends.add('stronghold');
  if (row.category === 'camp' || isOn(values, 'in-camp')) defends.add('camp');
  return defends;
}

/** Whether `shooter`'s target can shoot back at it (002:380-381): it shoots, and at this shooter's class. */
export function canShootBack(target: TroopRow, shooter: TroopRow): boolean {
  const only = target.shoots?.shootsBackOnlyAt;
  return target.shoots !== null && (only === null || only === undefined || only.some((c) => shooter.classes.includes(c)));
}

function rowOf(rows: ReadonlyMap<string, TroopRow>, id: string): TroopRow {
  const row = rows.get(id);
  if (!row) throw new Error(`internal: no d3h2 row for '${id}'`);
  return row;
}

/** The garrison a Stronghold or Camp row names (`garrison=`), or null. */
function garrisonOf(rows: ReadonlyMap<string, TroopRow>, row: TroopRow, values: ConditionValues): TroopRow | null {
  return row.addsGarrisonFootCf && isOn(values, 'garrison') ? rowOf(rows, String(values['garrison'])) : null;
}

/**
 * Resolve a validated matchup into both sides' rows (from `rows`), garrisons, conditions
 * and roles. `values` replaces a side's conditions (used to ask what a condition changes);
 * `rules` are the tables the combat is read with.
 */
export function situationOf(
  matchup: Matchup,
  rows: ReadonlyMap<string, TroopRow>,
  values?: { attacker?: ConditionValues; defender?: ConditionValues },
  rules: D3h2Rules = SHIPPED_RULES,
): Situation {
  const combat = matchup.combat as Combat;
  const ranged = combat !== 'close';
  const a = values?.attacker ?? matchup.attacker.conditions;
  const d = values?.defender ?? matchup.defender.conditions;
  const attackerRow = rowOf(rows, matchup.attacker.group[0]?.troop ?? '');
  const defenderRow = rowOf(rows, matchup.defender.group[0]?.troop ?? '');
  const shootsBack = combat === 'shooting' && isOn(d, 'shoots-back') && canShootBack(defenderRow, attackerRow);
  return {
    combat,
    rules,
    attacker: {
      row: attackerRow, garrison: garrisonOf(rows, attackerRow, a), values: a, going: goingOf(a), isAttacker: true,
      actor: ranged, targeted: false, shotAt: shootsBack, defends: defendsOf(attackerRow, a),
    },
    defender: {
      row: defenderRow, garrison: garrisonOf(rows, defenderRow, d), values: d, going: goingOf(d), isAttacker: false,
      actor: false, targeted: ranged, shotAt: combat === 'shooting', defends: defendsOf(defenderRow, d),
    },
  };
}
