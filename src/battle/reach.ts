import type { Board } from './board.js';
import { BOX_ACROSS, BOX_LEAD, BOX_NEAR, GROWS } from './geometry.js';

/**
 * What lies ahead of a base, measured along its facing (rulings F8, F20): how far ahead of its
 * front edge another base's nearest edge is, and how much of another base lies across a
 * stretch of its front's width. The line's columns are the case of bases one base width wide
 * lined up across the board. Integer reads of the boxes only.
 */

/** The coordinate of `e`'s front edge along its facing (growing ahead of it). */
export function leadOf(board: Board, e: number): number {
  const box = board.box;
  const a = 4 * e;
  switch (board.facing[e]) {
    case 0: return box[a + 3] as number;
    case 1: return box[a + 2] as number;
    case 2: return -(box[a + 1] as number);
    default: return -(box[a] as number);
  }
}

/** How far ahead of `e`'s front edge the nearest edge of `j` lies, along `e`'s facing (negative: not wholly ahead). */
export function distanceAhead(board: Board, e: number, j: number): number {
  const box = board.box;
  const k = 4 * j;
  let near: number;
  switch (board.facing[e]) {
    case 0: near = box[k + 1] as number; break;
    case 1: near = box[k] as number; break;
    case 2: near = -(box[k + 3] as number); break;
    default: near = -(box[k + 2] as number);
  }
  return near - leadOf(board, e);
}

/**
 * The stretch of `j`'s box across `e`'s facing that lies within `e`'s own extent moved by
 * `from` at its low end and `to` at its high end (board coordinates: x for a base facing north
 * or south, y for east or west): (0, 0) its own path, (-w, -extent) the path a base width to
 * the low side. Positive when `j` lies across that path.
 */
export function sharedAcross(board: Board, e: number, j: number, from: number, to: number): number {
  const box = board.box;
  const a = 4 * e;
  const k = 4 * j;
  const alongX = (board.facing[e] as number) % 2 === 0;
  const lo = (alongX ? (box[a] as number) : (box[a + 1] as number)) + from;
  const hi = (alongX ? (box[a + 2] as number) : (box[a + 3] as number)) + to;
  const jlo = alongX ? (box[k] as number) : (box[k + 1] as number);
  const jhi = alongX ? (box[k + 2] as number) : (box[k + 3] as number);
  return Math.min(hi, jhi) - Math.max(lo, jlo);
}

/** Where `e` stands across the board (x for a base facing north or south, y for east or west): the order a line is taken in. */
export const acrossOf = (board: Board, e: number): number => ((board.facing[e] as number) % 2 === 0 ? (board.x[e] as number) : (board.y[e] as number));

/**
 * How to read other bases along one board direction from base `e` (geometry.ts's tables), set
 * by `set` and read into locals by a loop over the board: another box's near edge is
 * `sign * box[4 * j + near]`, ahead of `e`'s leading edge by that less `lead`; extents across the
 * direction are `box[4 * j + across]` to `box[4 * j + across + 2]`, `e`'s own `from` to `to`.
 */
export class Along {
  sign = 1;
  near = 0;
  across = 0;
  lead = 0;
  from = 0;
  to = 0;
  /** How far ahead of `e`'s leading edge the board's edge is (across it, the land's: F42). */
  toEdge = 0;

  set(board: Board, e: number, direction: number): this {
    const box = board.box;
    const at = 4 * e;
    this.sign = GROWS[direction] as number;
    this.near = BOX_NEAR[direction] as number;
    this.across = BOX_ACROSS[direction] as number;
    this.lead = this.sign * (box[at + (BOX_LEAD[direction] as number)] as number);
    this.from = box[at + this.across] as number;
    this.to = box[at + this.across + 2] as number;
    // The far edge's coordinate read the same way: the land's end or the height ahead, its start or 0 behind (read backwards).
    const alongX = this.across === 1;
    this.toEdge = (this.sign > 0 ? (alongX ? board.landX1 : board.height) : alongX ? -board.landX0 : 0) - this.lead;
    return this;
  }
}
