import type { Board } from './board.js';
import { DX, DY } from './geometry.js';

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

/** Features laid, as typed arrays: `count` rectangles, each of kind `kind[f]`, whose going and ground bits are `going[kind]`, `ground[kind]`. */
export interface LaidRectangles {
  readonly count: number;
  readonly kind: Int32Array;
  readonly x0: Int32Array;
  readonly y0: Int32Array;
  readonly x1: Int32Array;
  readonly y1: Int32Array;
  readonly going: Uint8Array;
  readonly ground: Uint8Array;
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
    for (const f of features) this.fill(f.x0, f.y0, f.x1, f.y1, f.going, f.ground);
  }

  /** Lay the features of a layout's last draw (layout.ts LayoutDrawer) on open ground, in place (a battle with a new layout each time). */
  layFrom(drawer: LaidRectangles): void {
    this.going.fill(0);
    this.ground.fill(0);
    for (let f = 0; f < drawer.count; f++) {
      const k = drawer.kind[f] as number;
      this.fill(drawer.x0[f] as number, drawer.y0[f] as number, drawer.x1[f] as number, drawer.y1[f] as number, drawer.going[k] as number, drawer.ground[k] as number);
    }
  }

  private fill(x0: number, y0: number, x1: number, y1: number, going: number, ground: number): void {
    for (let y = Math.max(0, y0); y < Math.min(this.height, y1); y++) {
      for (let x = Math.max(0, x0); x < Math.min(this.width, x1); x++) {
        const c = y * this.width + x;
        this.going[c] = Math.max(this.going[c] ?? 0, going);
        this.ground[c] = (this.ground[c] ?? 0) | ground;
      }
    }
  }

  /** Whether any part of element `e`'s base stands on a feature (going other than good, or any ground bit): a loss `in terrain`. */
  anyUnder(board: Board, e: number): boolean {
    return this.goingUnder(board, e) > 0 || this.groundUnder(board, e) !== 0;
  }

  /** The ground bits at the point (x, y) (the cell whose lower corner it is), 0 off the board. */
  groundAt(x: number, y: number): number {
    if (x < 0 || y < 0 || x >= this.width || y >= this.height) return 0;
    return this.ground[y * this.width + x] ?? 0;
  }

  /**
   * The worst going under element `e`'s base or the strip it would sweep moving `distance`
   * straight ahead (F25: a move is slowed by the worst going any part of it crosses).
   */
  worstAhead(board: Board, e: number, distance: number): number {
    const at = 4 * e;
    const f = board.facing[e] as number;
    const dx = (DX[f] ?? 0) * distance;
    const dy = (DY[f] ?? 0) * distance;
    return this.goingIn(
      Math.min(board.box[at] ?? 0, (board.box[at] ?? 0) + dx),
      Math.min(board.box[at + 1] ?? 0, (board.box[at + 1] ?? 0) + dy),
      Math.max(board.box[at + 2] ?? 0, (board.box[at + 2] ?? 0) + dx),
      Math.max(board.box[at + 3] ?? 0, (board.box[at + 3] ?? 0) + dy),
    );
  }

  /** The worst going in the rectangle (x0, y0)-(x1, y1), clipped to the board. */
  goingIn(x0: number, y0: number, x1: number, y1: number): number {
    let out = 0;
    for (let y = Math.max(0, y0); y < Math.min(this.height, y1); y++) {
      for (let x = Math.max(0, x0); x < Math.min(this.width, x1); x++) out = Math.max(out, this.going[y * this.width + x] ?? 0);
    }
    return out;
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
