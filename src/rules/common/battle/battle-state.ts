import type { BattleDice } from './dice.js';
import type { Field } from './field.js';

/**
 * What a battle's bounds, its victory rule, its metrics and the exact chain read of the armies,
 * on the line (line.ts) or on the board (board-state.ts): per side, each element's type,
 * status (line.ts STATUS) and killer, as typed arrays; the losses counted; and the state a
 * bound changes, saved and loaded as words.
 */
export interface BattleState {
  readonly field: Field;
  readonly size: readonly [number, number];
  readonly type: readonly [Int32Array, Int32Array];
  readonly status: readonly [Uint8Array, Uint8Array];
  /** The type that destroyed each lost element, NO_KILLER, or -1 while it is not lost. */
  readonly lostBy: readonly [Int32Array, Int32Array];
  /** How each lost element was lost (board.ts LOSS), where the field tells (the board; the line does not). */
  readonly lostHow?: readonly [Uint8Array, Uint8Array];
  /** Where on the field element `e` of `side` stands (or stood when lost): its ninth of the board (core/battle-rules.ts BOARD_ZONES), where the field tells (the board). */
  zoneOf?(side: number, e: number): number;
  readonly general: readonly [number, number];
  readonly lost: Int32Array;
  readonly lostHalfAp: Int32Array;
  /** Per side, the elements held off the table to be summoned (the board's; none on the line): not in its total elements (000:63 `on-table`). */
  readonly offTable?: Int32Array;
  /** Per side, its camp or stronghold among `size` (the board's, F32; none on the line): no element of the army. */
  readonly fixed?: Int32Array;
  /** Per side, 1 once its camp or stronghold is lost (sacked or captured), else 0. */
  readonly campLost?: Int32Array;
  /** Back to the deployment, for the next trial. */
  reset(): void;
  /** Mark an element lost, by the enemy type `killer` (or NO_KILLER), and count it. */
  lose(side: number, e: number, killer: number): void;
  /** Bring what is derived from positions and statuses up to date after `lose`. */
  refresh(): void;
  generalLost(side: number): boolean;
  /** Words `save` writes. */
  readonly stateSize: number;
  save(out: Int32Array): void;
  load(from: Int32Array): void;
}

/**
 * Who watches one battle bound by bound (`battle --show`): told each bound's PIPs and every
 * fight (combat-tables.ts FIGHT; board indices; each side's effect, effects.ts EFFECT) as it
 * happens. Trials run unwatched: nothing is called or allocated for them.
 */
export interface BoundWatcher {
  bound(active: number, pips: number): void;
  fought(fight: number, first: number, second: number, firstEffect: number, secondEffect: number, aided?: number): void;
}

/** One bound of the active side, on the line or the board. */
export interface BoundPlayer {
  run(active: number, dice: BattleDice): void;
  /** Watch the bounds that follow (null: stop); only the board is watched. */
  watch?(watcher: BoundWatcher | null): void;
  /** Whether this bound's PIPs ran short (exact.ts merges the PIP scores above one that was not). */
  readonly short: boolean;
}
