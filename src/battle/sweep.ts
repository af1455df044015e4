import { BOARD_STATUS, type Board } from './board.js';
import { DX, DY } from './geometry.js';
import { Along } from './reach.js';

/**
 * What a base moving straight in one board direction meets first (rulings F8-F10): how far it
 * can go (`gap`), the elements it would meet there (`who`, `met` of them), and whether the
 * board's edge stops it no later (`edge`). A base touching another only along the line of its
 * move, or only at a corner, passes it. Scratch arrays only: a trial allocates nothing.
 */
export class Sweep {
  gap = 0;
  met = 0;
  edge = false;
  readonly who: Int32Array;
  private readonly along = new Along();

  constructor(private readonly board: Board) {
    this.who = new Int32Array(board.count);
  }

  /**
   * Sweep element `e` `distance` units in board direction `direction`. With `passes` (a
   * [mover type * types + friend type] table, `e`'s row starting at `row`), friends it may pass
   * through are moved through, not met.
   */
  run(e: number, direction: number, distance: number, passes: Uint8Array | null = null, row = 0): void {
    const b = this.board;
    const box = b.box;
    const { sign, near: nearAt, across: lo, lead, from: across0, to: across1, toEdge: edgeGap } = this.along.set(b, e, direction);
    const hi = lo + 2;
    const sides = b.side;
    const status = b.status;
    const side = sides[e];
    const count = b.count;
    let nearest = distance;
    this.met = 0;
    for (let k = 0; k < count; k++) {
      const kt = 4 * k;
      const gap = sign * (box[kt + nearAt] as number) - lead;
      if (gap < 0 || gap >= distance || gap > nearest || k === e) continue;
      if (Math.min(across1, box[kt + hi] as number) - Math.max(across0, box[kt + lo] as number) <= 0 || (status[k] as number) >= BOARD_STATUS.lost) continue;
      if (passes && sides[k] === side && passes[row + (b.type[k] as number)] === 1) continue;
      if (gap < nearest) {
        nearest = gap;
        this.met = 0;
      }
      this.who[this.met++] = k;
    }
    this.edge = edgeGap < distance && edgeGap <= nearest;
    if (this.edge && edgeGap < nearest) this.met = 0;
    this.gap = Math.max(0, this.edge ? Math.min(edgeGap, nearest) : nearest);
  }
}

/** Move element `e` `distance` units straight in board direction `direction`, keeping its facing. */
export function shift(board: Board, e: number, direction: number, distance: number): void {
  board.place(e, (board.x[e] ?? 0) + (DX[direction] ?? 0) * distance, (board.y[e] ?? 0) + (DY[direction] ?? 0) * distance, board.facing[e] ?? 0);
}
