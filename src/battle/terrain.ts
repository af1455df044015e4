import type { Board } from './board.js';
import { DX, DY, segmentThrough } from './geometry.js';

/** The going of a stretch of ground, worst last (002:236-238, 595: good, rough, bad). */
export const GOING = { good: 0, rough: 1, bad: 2 } as const;

/** What else a piece of ground gives, as bits: cover from shooting and bespelling (000:51, 002:577), a hill, water; bad going a pursuit may not enter (002:686), and where a flight stops (002:678 (e)); ground that blocks shooting across it (002:369); a road, which bridges or fords a river (000:49, 002:592; F40); ground an element partly in cannot shoot from (`mire`: a river or marsh) and one entirely in neither shoots from nor is shot at in (`sunken`: a gully; 002:369, F39); ground a general entirely in commands from at a PIP's cost (`secluded`: 002:212 `entirely in a BUA, Camp, Wood, Oasis, Marsh or Gully`; F36); water no element stands in, which laid along a side edge narrows the board (`deep`: a waterway, F42). */
export const GROUND = { cover: 1, hill: 2, water: 4, haltsPursuit: 8, haltsFlight: 16, sight: 32, road: 64, mire: 128, sunken: 256, secluded: 512, deep: 1024 } as const;

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
  readonly ground: Uint16Array;
}

/** The most features a board is laid with (a drawn layout lays at most five; a layout file at most 16). */
const MOST_FEATURES = 16;

/**
 * The ground of the board: the features laid on open ground (002:84 "flat good going"), each a
 * rectangle with its going and ground bits, kept as typed arrays and laid again in place for a
 * new layout, so a trial reads a base's ground by testing the few rectangles against its box,
 * without allocating. Ground shared by two features has the worse going and both ground bits.
 */
export class Terrain {
  count = 0;
  /** Every ground bit some laid feature gives: a question about water on a board with none is answered at once. */
  laidGround = 0;
  /** The land between deep water along the side edges (F42): [landX0, landX1], the whole width where none is laid. */
  landX0 = 0;
  landX1: number;
  private readonly x0 = new Int32Array(MOST_FEATURES);
  private readonly y0 = new Int32Array(MOST_FEATURES);
  private readonly x1 = new Int32Array(MOST_FEATURES);
  private readonly y1 = new Int32Array(MOST_FEATURES);
  private readonly going = new Uint8Array(MOST_FEATURES);
  private readonly ground = new Uint16Array(MOST_FEATURES);

  constructor(
    readonly width: number,
    readonly height: number,
    features: readonly PlacedFeature[],
  ) {
    this.landX1 = width;
    for (const f of features) this.add(f.x0, f.y0, f.x1, f.y1, f.going, f.ground);
  }

  /** Lay the features of a layout's last draw (layout.ts LayoutDrawer) on open ground, in place (a battle with a new layout each time). */
  layFrom(drawer: LaidRectangles): void {
    this.count = 0;
    this.laidGround = 0;
    this.landX0 = 0;
    this.landX1 = this.width;
    for (let f = 0; f < drawer.count; f++) {
      const k = drawer.kind[f] as number;
      this.add(drawer.x0[f] as number, drawer.y0[f] as number, drawer.x1[f] as number, drawer.y1[f] as number, drawer.going[k] as number, drawer.ground[k] as number);
    }
  }

  private add(x0: number, y0: number, x1: number, y1: number, going: number, ground: number): void {
    if (this.count >= MOST_FEATURES) throw new Error(`internal: more than ${MOST_FEATURES} terrain features`);
    const f = this.count++;
    this.x0[f] = x0;
    this.y0[f] = y0;
    this.x1[f] = x1;
    this.y1[f] = y1;
    this.going[f] = going;
    this.ground[f] = ground;
    this.laidGround |= ground;
    // Deep water from base edge to base edge along a side edge is no part of the land (F42).
    if ((ground & GROUND.deep) !== 0 && y0 <= 0 && y1 >= this.height) {
      if (x0 <= 0) this.landX0 = Math.max(this.landX0, x1);
      if (x1 >= this.width) this.landX1 = Math.min(this.landX1, x0);
    }
  }

  /** Feature `f`'s rectangle written into `out` at `at` as [x0, y0, x1, y1] (no allocation); returns its going (GOING). */
  featureInto(f: number, out: Int32Array, at: number): number {
    out[at] = this.x0[f] as number;
    out[at + 1] = this.y0[f] as number;
    out[at + 2] = this.x1[f] as number;
    out[at + 3] = this.y1[f] as number;
    return this.going[f] as number;
  }

  /** Feature `f`'s ground bits (GROUND). */
  groundOf(f: number): number {
    return this.ground[f] as number;
  }

  /** The worst going under any part of element `e`'s base (ruling F15: a base partly in bad going is in it). */
  goingUnder(board: Board, e: number): number {
    const at = 4 * e;
    return this.goingIn(board.box[at] ?? 0, board.box[at + 1] ?? 0, board.box[at + 2] ?? 0, board.box[at + 3] ?? 0);
  }

  /** The ground bits under any part of element `e`'s base (ruling F15). */
  groundUnder(board: Board, e: number): number {
    const at = 4 * e;
    return this.groundIn(board.box[at] ?? 0, board.box[at + 1] ?? 0, board.box[at + 2] ?? 0, board.box[at + 3] ?? 0);
  }

  /** Whether the segment (x0, y0)-(x1, y1) passes through the inside of a feature with a ground bit of `mask` (clipped to each rectangle's two slabs in turn). */
  lineCrosses(x0: number, y0: number, x1: number, y1: number, mask: number): boolean {
    for (let f = 0; f < this.count; f++) {
      if (((this.ground[f] as number) & mask) !== 0 && segmentThrough(x0, y0, x1, y1, this.x0[f] as number, this.y0[f] as number, this.x1[f] as number, this.y1[f] as number)) return true;
    }
    return false;
  }

  /** Whether element `e`'s base lies wholly inside one feature with a ground bit of `mask` (002:369 `entirely in a gully`). */
  entirelyIn(board: Board, e: number, mask: number): boolean {
    const at = 4 * e;
    const x0 = board.box[at] ?? 0, y0 = board.box[at + 1] ?? 0, x1 = board.box[at + 2] ?? 0, y1 = board.box[at + 3] ?? 0;
    for (let f = 0; f < this.count; f++) {
      if (((this.ground[f] as number) & mask) !== 0 && (this.x0[f] as number) <= x0 && (this.y0[f] as number) <= y0 && x1 <= (this.x1[f] as number) && y1 <= (this.y1[f] as number)) return true;
    }
    return false;
  }

  /** Whether any part of element `e`'s base stands on a feature (going other than good, or any ground bit): a loss `in terrain`. */
  anyUnder(board: Board, e: number): boolean {
    return this.goingUnder(board, e) > 0 || this.groundUnder(board, e) !== 0;
  }

  /** The ground bits at the point (x, y) (the cell whose lower corner it is). */
  groundAt(x: number, y: number): number {
    return this.groundIn(x, y, x + 1, y + 1);
  }

  /**
   * The worst going under element `e`'s base or the strip it would sweep moving `distance`
   * straight ahead (F25: a move is slowed by the worst going any part of it crosses).
   */
  worstAhead(board: Board, e: number, distance: number): number {
    return this.ahead(board, e, distance, true);
  }

  /** The ground bits under element `e`'s base or the strip it would sweep moving `distance` straight ahead (a move across a river, F40). */
  groundAhead(board: Board, e: number, distance: number): number {
    return this.ahead(board, e, distance, false);
  }

  /** The worst going (`going`) or the ground bits under `e`'s base and the strip ahead of it `distance` long. */
  private ahead(board: Board, e: number, distance: number, going: boolean): number {
    const at = 4 * e;
    const f = board.facing[e] as number;
    const dx = (DX[f] ?? 0) * distance;
    const dy = (DY[f] ?? 0) * distance;
    const x0 = Math.min(board.box[at] ?? 0, (board.box[at] ?? 0) + dx);
    const y0 = Math.min(board.box[at + 1] ?? 0, (board.box[at + 1] ?? 0) + dy);
    const x1 = Math.max(board.box[at + 2] ?? 0, (board.box[at + 2] ?? 0) + dx);
    const y1 = Math.max(board.box[at + 3] ?? 0, (board.box[at + 3] ?? 0) + dy);
    return going ? this.goingIn(x0, y0, x1, y1) : this.groundIn(x0, y0, x1, y1);
  }

  /**
   * The most of the rectangle [x0, x1] x [y0, y1] that one feature with any of the ground bits
   * `mask` covers, measured along x (`alongX`) or along y: how deep a wood lies across a shot.
   */
  deepestIn(x0: number, y0: number, x1: number, y1: number, mask: number, alongX: boolean): number {
    let deepest = 0;
    for (let f = 0; f < this.count; f++) {
      if (((this.ground[f] as number) & mask) === 0) continue;
      const across = alongX ? Math.min(y1, this.y1[f] as number) - Math.max(y0, this.y0[f] as number) : Math.min(x1, this.x1[f] as number) - Math.max(x0, this.x0[f] as number);
      if (across <= 0) continue;
      const along = alongX ? Math.min(x1, this.x1[f] as number) - Math.max(x0, this.x0[f] as number) : Math.min(y1, this.y1[f] as number) - Math.max(y0, this.y0[f] as number);
      deepest = Math.max(deepest, along);
    }
    return deepest;
  }

  /**
   * Whether a hill's crest lies strictly between `s0` and `s1` along a shot, sharing a stretch
   * with [lo, hi] across it (002:369 `A hill's crest ... blocks shooting from and at an element
   * base edge entirely beyond it`; F39): the shot runs along x where `alongX`, else along y.
   * A crest is the line through a hill's middle along its longer side, across the board where
   * it is square (`crestAlongX`).
   */
  crestAcrossShot(lo: number, hi: number, s0: number, s1: number, alongX: boolean): boolean {
    for (let f = 0; f < this.count; f++) {
      if (((this.ground[f] as number) & GROUND.hill) === 0 || this.crestAlongX(f) === alongX) continue;
      const at = alongX ? ((this.x0[f] as number) + (this.x1[f] as number)) / 2 : ((this.y0[f] as number) + (this.y1[f] as number)) / 2;
      const c0 = alongX ? (this.y0[f] as number) : (this.x0[f] as number);
      const c1 = alongX ? (this.y1[f] as number) : (this.x1[f] as number);
      if (at > s0 && at < s1 && Math.min(hi, c1) - Math.max(lo, c0) > 0) return true;
    }
    return false;
  }

  /** Whether the segment (x0, y0)-(x1, y1) crosses a hill's crest, its ends strictly on either side (002:212 `beyond the crest of a Hill`; F36). */
  crestCrosses(x0: number, y0: number, x1: number, y1: number): boolean {
    for (let f = 0; f < this.count; f++) {
      if (((this.ground[f] as number) & GROUND.hill) === 0) continue;
      const alongX = this.crestAlongX(f);
      // The crest is the line `v = at` over [c0, c1] of the other axis; the segment's ends on either side of it, and where it crosses within the crest.
      const at = alongX ? ((this.y0[f] as number) + (this.y1[f] as number)) / 2 : ((this.x0[f] as number) + (this.x1[f] as number)) / 2;
      const a = alongX ? y0 : x0;
      const b = alongX ? y1 : x1;
      if ((a - at) * (b - at) >= 0) continue;
      const t = (at - a) / (b - a);
      const cross = alongX ? x0 + t * (x1 - x0) : y0 + t * (y1 - y0);
      if (cross >= (alongX ? (this.x0[f] as number) : (this.y0[f] as number)) && cross <= (alongX ? (this.x1[f] as number) : (this.y1[f] as number))) return true;
    }
    return false;
  }

  /** Whether feature `f`'s crest runs along x (side edge to side edge): it is at least as wide as it is deep. */
  private crestAlongX(f: number): boolean {
    return (this.x1[f] as number) - (this.x0[f] as number) >= (this.y1[f] as number) - (this.y0[f] as number);
  }

  /**
   * How far element `e` may move straight ahead, at most `limit`, before any part of it would
   * enter a feature with a ground bit of `mask` that it does not already stand on (an aerial's
   * wood or BUA, F25).
   */
  clearAhead(board: Board, e: number, limit: number, mask: number): number {
    const at = 4 * e;
    const bx0 = board.box[at] ?? 0, by0 = board.box[at + 1] ?? 0, bx1 = board.box[at + 2] ?? 0, by1 = board.box[at + 3] ?? 0;
    const dx = DX[board.facing[e] as number] ?? 0;
    const dy = DY[board.facing[e] as number] ?? 0;
    let out = limit;
    for (let f = 0; f < this.count; f++) {
      if (((this.ground[f] as number) & mask) === 0 || this.overlaps(f, bx0, by0, bx1, by1)) continue;
      const fx0 = this.x0[f] as number, fy0 = this.y0[f] as number, fx1 = this.x1[f] as number, fy1 = this.y1[f] as number;
      // Across the move the feature must share a stretch with the base; along it, its near edge lies ahead.
      const across = dx !== 0 ? Math.min(by1, fy1) - Math.max(by0, fy0) : Math.min(bx1, fx1) - Math.max(bx0, fx0);
      if (across <= 0) continue;
      const gap = dx > 0 ? fx0 - bx1 : dx < 0 ? bx0 - fx1 : dy > 0 ? fy0 - by1 : by0 - fy1;
      if (gap >= 0) out = Math.min(out, gap);
    }
    return out;
  }

  /** The worst going of any feature sharing area with the rectangle (x0, y0)-(x1, y1). */
  goingIn(x0: number, y0: number, x1: number, y1: number): number {
    let out = 0;
    for (let f = 0; f < this.count; f++) if (this.overlaps(f, x0, y0, x1, y1)) out = Math.max(out, this.going[f] as number);
    return out;
  }

  /** The ground bits of every feature sharing area with the rectangle (x0, y0)-(x1, y1). */
  groundIn(x0: number, y0: number, x1: number, y1: number): number {
    let out = 0;
    for (let f = 0; f < this.count; f++) if (this.overlaps(f, x0, y0, x1, y1)) out |= this.ground[f] as number;
    return out;
  }

  private overlaps(f: number, x0: number, y0: number, x1: number, y1: number): boolean {
    return Math.min(x1, this.x1[f] as number) > Math.max(x0, this.x0[f] as number) && Math.min(y1, this.y1[f] as number) > Math.max(y0, this.y0[f] as number);
  }
}
