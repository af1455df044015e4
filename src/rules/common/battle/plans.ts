import type { ConditionDef } from '../../../core/conditions.js';
import { BATTLE, PLAN_IDS, type PlanId } from '../../../core/battle-rules.js';

/**
 * The plans of play an army may be fought by on the board (src/battle/RULINGS.md P1-P5), as
 * data: whom a plan holds back at the start of a battle, what lets them go, whether its
 * fast elements go round an open flank, and whether its held elements seek bad going. The
 * board's moves (board-plan.ts, board-moves.ts) read these fields, never a plan's id.
 */
export { PLAN_IDS, type PlanId };

export interface Plan {
  readonly id: PlanId;
  /**
   * Whom it holds where they stand, from the side's first bound: nobody; the whole army; the
   * half of its line facing the stronger half of the enemy's; its general and its Magicians.
   */
  readonly holds: 'none' | 'army' | 'wing-facing-strength' | 'general-and-magicians';
  /** A held element goes when an enemy comes within its reach: all held together when any one's does (together), or each on its own (each). */
  readonly releases: 'together' | 'each';
  /** Its fast elements (mounted, aerial) on the wing with more room past the enemy's line go round it, to take flanks (P3). */
  readonly envelops: boolean;
  /**
   * Where its held elements go while they are held: nowhere (they stand), or, those the text
   * favours in bad going (a profile's `badGoingExempt`, no aerial, not the general), into the
   * nearest bad going within a move ahead of them or along their line (P4).
   */
  readonly seeks: 'none' | 'bad-going';
  /** Its ruling in src/battle/RULINGS.md. */
  readonly ruling: string;
  /** What it does, in a line for `--help`, the explorer and the report. */
  readonly what: string;
}

export const PLANS: readonly Plan[] = [
  { id: 'line', holds: 'none', releases: 'each', envelops: false, seeks: 'none', ruling: 'P1', what: 'the whole line advances on the enemy' },
  { id: 'refuse', holds: 'wing-facing-strength', releases: 'together', envelops: false, seeks: 'none', ruling: 'P2', what: 'the wing facing the stronger half of the enemy holds back until an enemy comes within its reach; the other wing attacks' },
  { id: 'envelop', holds: 'none', releases: 'each', envelops: true, seeks: 'none', ruling: 'P3', what: 'mounted and aerial elements on the wing with more room go round the end of the enemy line and wait for a flank; the rest advance' },
  { id: 'hold', holds: 'army', releases: 'together', envelops: false, seeks: 'bad-going', ruling: 'P4', what: 'those that fight well in bad going move into any within a move ahead or along the line, the rest hold their ground; once an enemy comes within reach of any element, all counter-attack' },
  { id: 'reserve', holds: 'general-and-magicians', releases: 'each', envelops: false, seeks: 'none', ruling: 'P5', what: 'the general and Magicians stay back until an enemy comes within each one\'s reach; the rest advance' },
];

export const PLAN_DEFAULT: PlanId = PLAN_IDS[0];

/** The plan with this id (checked: a side's `plan` condition only takes these). */
export function planOf(id: string): Plan {
  const plan = PLANS.find((p) => p.id === id);
  if (!plan) throw new Error(`internal: no plan '${id}'`);
  return plan;
}

/** A side's plan, a condition of the battle (`--a plan=refuse`, an army file's `plan:`, a scenario side's `plan:`): part of the battle's identity. */
export const PLAN_CONDITION: ConditionDef = {
  key: 'plan',
  kind: 'choice',
  values: PLAN_IDS,
  default: PLAN_DEFAULT,
  combat: [BATTLE],
  description: `on the board, how the army is played: ${PLANS.map((p) => `${p.id} (${p.what})`).join('; ')}; src/battle/RULINGS.md P1-P5`,
};
