import type { ArmyWorth, pooledGeneral, TypeWorth } from './army-worth.js';
import type { PlanId } from '../core/battle-rules.js';

/** `--plans`: the plan each reference army scores most with against the field, and every type's worth under each plan. */
export interface PlansWorth {
  readonly best: readonly { readonly army: string; readonly plan: PlanId; readonly score: number }[];
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
  /** `--plans`: each army's best plan and the worths under each plan; `armies` and `types` are then under each army's best plan. Absent or null without it. */
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
