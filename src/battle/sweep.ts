import { BOARD_STATUS, type Board } from './board.js';
import { DX, DY } from './geometry.js';

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
    const at = 4 * e;
    const dx = DX[direction] ?? 0;
    const dy = DY[direction] ?? 0;
    // The leading edge's coordinate along the move, and the extent across it.
    const lead = dx > 0 ? (box[at + 2] ?? 0) : dx < 0 ? -(box[at] ?? 0) : dy > 0 ? (box[at + 3] ?? 0) : -(box[at + 1] ?? 0);
    const across0 = dx !== 0 ? (box[at + 1] ?? 0) : (box[at] ?? 0);
    const across1 = dx !== 0 ? (box[at + 3] ?? 0) : (box[at + 2] ?? 0);
    const limit = dx > 0 ? b.width : dx < 0 ? 0 : dy > 0 ? b.height : 0;
    const edgeGap = (dx + dy > 0 ? limit : -limit) - lead;
    let nearest = distance;
    this.met = 0;
    for (let k = 0; k < b.count; k++) {
      if (k === e || (b.status[k] as number) >= BOARD_STATUS.lost) continue;
      if (passes && b.side[k] === b.side[e] && passes[row + (b.type[k] ?? 0)] === 1) continue;
      const kt = 4 * k;
      const k0 = dx !== 0 ? (box[kt + 1] ?? 0) : (box[kt] ?? 0);
      const k1 = dx !== 0 ? (box[kt + 3] ?? 0) : (box[kt + 2] ?? 0);
      if (Math.min(across1, k1) - Math.max(across0, k0) <= 0) continue;
      // The near edge of k along the move.
      const near = dx > 0 ? (box[kt] ?? 0) : dx < 0 ? -(box[kt + 2] ?? 0) : dy > 0 ? (box[kt + 1] ?? 0) : -(box[kt + 3] ?? 0);
      const gap = near - lead;
      if (gap < 0 || gap >= distance || gap > nearest) continue;
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
