import type { Board } from './board.js';
import { DX, DY, turned } from './geometry.js';
import { Sweep, shift } from './sweep.js';

/**
 * Tactical moves on the board (rulings F12-F14): a group's straight advance, its quarter wheel,
 * and the check of 000:41 on a contact with an enemy's flank or rear. A group is a list of
 * element indices facing the same way; the moves change positions only, never allocate.
 */

/** The eighths of a base width the outer front corner travels in a quarter wheel of a group `width` wide (002:234: along its path). */
export const wheelCost = (width: number): number => Math.ceil((Math.PI / 2) * width);

/**
 * Advance the first `count` elements of `group` up to `distance` straight ahead, each stopping
 * at contact with any element not of the group or at the board's edge (B4 on the board:
 * each element stops where it must). Returns the furthest any moved.
 */
export function advanceGroup(board: Board, sweep: Sweep, group: Int32Array, count: number, distance: number): number {
  let furthest = 0;
  for (let m = 0; m < count; m++) {
    const e = group[m] ?? 0;
    const ahead = board.facing[e] ?? 0;
    sweep.run(e, ahead, distance);
    // Elements of the group ahead of e (a column) move too: e follows as far as they let it.
    let gap = sweep.met > 0 || sweep.edge ? sweep.gap : distance;
    for (let i = 0; i < sweep.met; i++) if (inGroup(group, count, sweep.who[i] ?? -1)) gap = distance;
    shift(board, e, ahead, gap);
    furthest = Math.max(furthest, gap);
  }
  return furthest;
}

const inGroup = (group: Int32Array, count: number, e: number): boolean => {
  for (let m = 0; m < count; m++) if (group[m] === e) return true;
  return false;
};

/**
 * Wheel the group a quarter turn (`quarters` +1 clockwise, -1 anticlockwise) about the front
 * corner of its line on the side it wheels toward (000:39; ruling F13): every base's front-edge
 * midpoint turns about that corner, and its facing with it. Refused (false, the board as it
 * was) where a base would end on another's or off the board.
 */
export function wheelGroup(board: Board, group: Int32Array, count: number, quarters: 1 | -1): boolean {
  const first = group[0] ?? 0;
  const facing = board.facing[first] ?? 0;
  const side = turned(facing, quarters);
  // The pivot: the front edge's end furthest toward `side` among the group's front elements.
  // (Furthest that way, then furthest forward: the head of a column.)
  let px = 0;
  let py = 0;
  let reach = -Infinity;
  let ahead = -Infinity;
  for (let m = 0; m < count; m++) {
    const e = group[m] ?? 0;
    const half = board.half[e] ?? 0;
    const cx = (board.x[e] ?? 0) + (DX[side] ?? 0) * half;
    const cy = (board.y[e] ?? 0) + (DY[side] ?? 0) * half;
    const r = cx * (DX[side] ?? 0) + cy * (DY[side] ?? 0);
    const a = cx * (DX[facing] ?? 0) + cy * (DY[facing] ?? 0);
    if (r > reach || (r === reach && a > ahead)) {
      reach = r;
      ahead = a;
      px = cx;
      py = cy;
    }
  }
  for (let m = 0; m < count; m++) rotate(board, group[m] ?? 0, px, py, quarters);
  for (let m = 0; m < count; m++) {
    if (!board.fits(group[m] ?? 0)) {
      for (let k = 0; k < count; k++) rotate(board, group[k] ?? 0, px, py, quarters === 1 ? -1 : 1);
      return false;
    }
  }
  return true;
}

/** Turn element `e`'s front-edge midpoint a quarter about (px, py), and its facing with it. */
function rotate(board: Board, e: number, px: number, py: number, quarters: 1 | -1): void {
  const dx = (board.x[e] ?? 0) - px;
  const dy = (board.y[e] ?? 0) - py;
  // Clockwise on a board with north up: (dx, dy) -> (dy, -dx).
  board.place(e, px + quarters * dy, py - quarters * dx, turned(board.facing[e] ?? 0, quarters));
}

/**
 * 000:41: an element may move into contact with an enemy's flank or rear only if it started
 * entirely behind that flank or rear: its whole box, where the move began (`x0, y0, x1, y1`),
 * beyond the line of that edge of the enemy. `edge` is the enemy's edge (EDGE: 1 right, 2
 * rear, 3 left); the front (0) may always be contacted.
 */
export function mayContact(board: Board, enemy: number, edge: number, x0: number, y0: number, x1: number, y1: number): boolean {
  if (edge === 0) return true;
  const outward = turned(board.facing[enemy] ?? 0, edge);
  const b = board.box;
  const at = 4 * enemy;
  // The line of that edge, and the mover's nearest extent to it, along the outward direction.
  const line = (DX[outward] ?? 0) > 0 ? (b[at + 2] ?? 0) : (DX[outward] ?? 0) < 0 ? -(b[at] ?? 0) : (DY[outward] ?? 0) > 0 ? (b[at + 3] ?? 0) : -(b[at + 1] ?? 0);
  const near = (DX[outward] ?? 0) > 0 ? x0 : (DX[outward] ?? 0) < 0 ? -x1 : (DY[outward] ?? 0) > 0 ? y0 : -y1;
  return near >= line;
}
