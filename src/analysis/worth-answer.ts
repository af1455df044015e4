import type { ArmyWorth, pooledGeneral, TypeWorth } from './army-worth.js';
import type { PlanId } from '../core/battle-rules.js';

/** A reference army's score against the field (a win 1, a draw 1/2) under one plan, with its 95% interval. */
export interface PlanScore {
  readonly army: string;
  readonly plan: PlanId;
  readonly score: number;
  readonly interval: readonly [number, number];
}

/**
 * How the reference armies were played on the board: each under the plan it scores most with
 * against the field, chosen by battles of its own (best, the default: src/rules/common/battle/RULINGS.md B20),
 * or each and its variants under every plan (`--plans every`), with every type's worth under each.
 */
export interface PlansWorth {
  readonly how: 'best' | 'every';
  /** Battles a matchup that `scores` rest on (the choosing battles' for best); null where worked exactly. */
  readonly trials: number | null;
  /** Each army's plan, and its score under it in the battles its worths come from. */
  readonly best: readonly { readonly army: string; readonly plan: PlanId; readonly score: number }[];
  /** Each army's unaltered score under each plan, in PLAN_IDS order. */
  readonly scores: readonly PlanScore[];
  /** `every`: each type's worth under each plan; empty for best. */
  readonly byPlan: readonly { readonly plan: PlanId; readonly types: readonly TypeWorth[] }[];
}

/** What one type did in its armies' battles, a battle's mean: elements lost, by whom; enemies destroyed, of which type. */
export interface TypeRecord {
  readonly lostTo: ReadonlyMap<string, number>;
  readonly destroyed: ReadonlyMap<string, number>;
}

/** What `balance --battle` answers: each army's worths, each type's pooled worth and record, the general's place, and how it was run. */
export interface WorthAnswer {
  readonly armies: readonly ArmyWorth[];
  readonly types: readonly TypeWorth[];
  readonly general: ReturnType<typeof pooledGeneral>;
  readonly records: ReadonlyMap<string, TypeRecord>;
  /** What each type does in the line or on the board that a single combat leaves out (shooting, rear support...), for the report's why. */
  readonly roles: ReadonlyMap<string, readonly string[]>;
  /** Where the battles were fought (the battle option `field`): the line unless the board was asked for. */
  readonly field?: 'line' | 'board';
  /** On the board: each type's worth from the same battles fought on the line (armies the line can field), what the board gave it being the difference; null on the line. */
  readonly onLine?: ReadonlyMap<string, TypeWorth> | null;
  /** Battles fought in all (0 when exact). */
  readonly battles: number;
  /** Matchups fought (army variant against army of the field). */
  readonly matchups: number;
  readonly method: string;
  /** How the reference armies were played: 'line' on the line; on the board best (the default), every, or one plan for all (`--plans`). */
  readonly play?: 'best' | 'every' | 'line' | PlanId;
  /** Best play or `--plans every`: each army's plan and its scores under each; `armies` and `types` are then under each army's plan. Null otherwise. */
  readonly plans?: PlansWorth | null;
  /** `--break-even`: each type's break-even cost, its armies bought again at each price; absent or null without it. */
  readonly breakEven?: ReadonlyMap<string, BreakEvenCost> | null;
}

/** A type's break-even cost in an army (src/rules/common/battle/RULINGS.md B19). */
export interface BreakEvenCost {
  readonly breakEven: number | null;
  readonly interval: readonly [number, number] | null;
  readonly bound: { readonly side: 'at-least' | 'at-most'; readonly price: number } | null;
  readonly scores: readonly { readonly price: number; readonly score: number; readonly variance: number }[];
}
