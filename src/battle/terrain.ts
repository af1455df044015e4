import type { Board } from './board.js';

/** The going of a stretch of ground, worst last (002:236-238, 595: good, rough, bad). */
export const GOING = { good: 0, rough: 1, bad: 2 } as const;

/** What else a piece of ground gives, as bits: cover from shooting and bespelling (000:51, 002:577), a hill, water. */
export const GROUND = { cover: 1, hill: 2, water: 4 } as const;

/** A terrain feature laid on the board: a rectangle in board units, its going and ground bits. */
export interface PlacedFeature {
  readonly x0: number;
  readonly y0: number;
  readonly x1: number;
  readonly y1: number;
  readonly going: number;
  readonly ground: number;
}

/**
 * The ground of the board, one cell per square eighth of a base width (F1): its going and its
 * ground bits, laid once per layout so a trial reads a base's ground by scanning the cells
 * under it, without allocating. Open ground is good going (002:84 "flat good going").
 */
export class Terrain {
  readonly going: Uint8Array;
  readonly ground: Uint8Array;

  constructor(
    readonly width: number,
    readonly height: number,
    features: readonly PlacedFeature[],
  ) {
    this.going = new Uint8Array(width * height);
    this.ground = new Uint8Array(width * height);
    for (const f of features) {
      for (let y = Math.max(0, f.y0); y < Math.min(height, f.y1); y++) {
        for (let x = Math.max(0, f.x0); x < Math.min(width, f.x1); x++) {
          const c = y * width + x;
          this.going[c] = Math.max(this.going[c] ?? 0, f.going);
          this.ground[c] = (this.ground[c] ?? 0) | f.ground;
        }
      }
    }
  }

  /** The worst going under any part of element `e`'s base (ruling F15: a base partly in bad going is in it). */
  goingUnder(board: Board, e: number): number {
    return this.under(board, e, this.going, false);
  }

  /** The ground bits under any part of element `e`'s base (ruling F15). */
  groundUnder(board: Board, e: number): number {
    return this.under(board, e, this.ground, true);
  }

  /** The largest value (or, with `bits`, the union) of `cells` under element `e`'s base: a loop, no closure, nothing allocated. */
  private under(board: Board, e: number, cells: Uint8Array, bits: boolean): number {
    const at = 4 * e;
    const x0 = Math.max(0, board.box[at] ?? 0);
    const y0 = Math.max(0, board.box[at + 1] ?? 0);
    const x1 = Math.min(this.width, board.box[at + 2] ?? 0);
    const y1 = Math.min(this.height, board.box[at + 3] ?? 0);
    let out = 0;
    for (let y = y0; y < y1; y++) {
      for (let x = x0; x < x1; x++) {
        const v = cells[y * this.width + x] ?? 0;
        out = bits ? out | v : Math.max(out, v);
      }
    }
    return out;
  }
}
