import type { ConditionValues } from '../../core/conditions.js';
import type { Matchup } from '../../core/system.js';
import { typedConditions, type Hott2Conditions } from './conditions.js';
import type { Troop } from './troops.js';

export type Hott2Combat = 'close' | 'shooting' | 'bespell';

/** One side, resolved: its troop row, its conditions and what is being done to it. */
export interface SideSituation {
  readonly troop: Troop;
  readonly conditions: Hott2Conditions;
  /** The same conditions as validated, by key: what the tactical factor table reads. */
  readonly values: ConditionValues;
  /** Shot at or bespelled this phase (line 48, 51): the target, or a shooter shot back at. */
  readonly targeted: boolean;
  /** Shooting or bespelling its opponent: the attacker, or a target that shoots back. */
  readonly shooting: boolean;
  readonly isAttacker: boolean;
}

/** Both sides of one combat: everything the factor and outcome rules read. */
export interface Situation {
  readonly combat: Hott2Combat;
  /** Reading `good-going` (ruling R3): whose going "by X if in good going" reads. */
  readonly goodGoingOf: 'loser' | 'winner';
  readonly attacker: SideSituation;
  readonly defender: SideSituation;
}

/**
 * Resolve a validated matchup into both sides' troop rows (from `rows`), conditions and
 * roles; `goodGoingOf` is the reading of ruling R3 (readings.ts).
 */
export function situationOf(matchup: Matchup, rows: ReadonlyMap<string, Troop>, goodGoingOf: 'loser' | 'winner' = 'loser'): Situation {
  const troop = (side: Matchup['attacker']): Troop => {
    const row = rows.get(side.group[0]?.troop ?? '');
    if (!row) throw new Error(`internal: no hott2 row for '${side.label}'`);
    return row;
  };
  const attacker = troop(matchup.attacker);
  const defender = troop(matchup.defender);
  const combat = matchup.combat as Hott2Combat;
  const a = typedConditions(matchup.attacker.conditions);
  const d = typedConditions(matchup.defender.conditions);
  const ranged = combat !== 'close';
  // Ruling R9: a shooter is itself shot at only when its target shoots back, which only
  // Shooters and Artillery can (000:23 "shooting, by both side's Shooter and own side's Artillery").
  const shootsBack = combat === 'shooting' && d.shootsBack && defender.shoots;
  return {
    combat,
    goodGoingOf,
    attacker: { troop: attacker, conditions: a, values: matchup.attacker.conditions, targeted: shootsBack, shooting: ranged, isAttacker: true },
    defender: { troop: defender, conditions: d, values: matchup.defender.conditions, targeted: ranged, shooting: shootsBack, isAttacker: false },
  };
}

/** The other side of the combat. */
export function opponentOf(s: Situation, side: SideSituation): SideSituation {
  return side.isAttacker ? s.defender : s.attacker;
}
