import type { Board } from './board.js';
import { BOARD_STATUS } from './board.js';
import { CORNER_TOUCH, DX, DY, EDGE, EDGE_TOUCH, cornerAt, cornerPointX, cornerPointY, edgeFacing, touch, turned } from './geometry.js';

/** A flank of a base: its left (0) or right (1) side edge, the index into the per-flank arrays. */
export const FLANK = { left: 0, right: 1 } as const;

const flankOfEdge = (edge: number): number => (edge === EDGE.left ? FLANK.left : edge === EDGE.right ? FLANK.right : -1);
const NONE = -1;

/**
 * Who touches whom on the board, derived from the bases' boxes and facings alone (rulings
 * F4-F7): each element's frontal opponent, the enemies against its flanks and rear, the enemies
 * overlapping it (002:387), and the friends behind and beside it that may support it (002:557,
 * 570). Kept in flat arrays (per flank: index 2 * element + FLANK), filled by `update`, which
 * allocates nothing. An element lost is in no contact; a fled one is a base like any other
 * (it faces its own rear, so its front touches nothing of the enemy it fled from).
 */
export class Contacts {
  /** The enemy whose front edge touches this element's front edge (the longest stretch), or -1. */
  readonly front: Int32Array;
  /** How long a stretch of front edge `front` shares (-1 with none: a touching edge shares at least 1). */
  private readonly frontShared: Int32Array;
  /** Per flank: an enemy whose front edge touches this flank edge (one lined up with its front corner first), or -1. */
  readonly flank: Int32Array;
  /** Per flank: that enemy's front corner meets this element's front corner (002:593 "front corner-to-front corner"). */
  readonly flankLinedUp: Uint8Array;
  /** The enemy whose front edge touches this element's rear edge, or -1. */
  readonly rear: Int32Array;
  /** That enemy's front edge and this rear edge cover each other whole (002:594 "full front edge contact"). */
  readonly rearFull: Uint8Array;
  /** An enemy whose front corner touches this element's rear corner only (002:674 "rear corner"), or -1. */
  readonly rearCorner: Int32Array;
  /** Per flank: an enemy overlapping this element there (002:387), or -1. */
  readonly overlap: Int32Array;
  /** A friend facing the same way lined up directly behind (its front edge on this rear edge, whole), or -1. */
  readonly behind: Int32Array;
  /** Per flank: a friend facing the same way, side edges touching and front edges level, or -1. */
  readonly beside: Int32Array;
  /** The buffers the arrays above are views of: what `update` clears to NONE, and to 0. */
  private readonly cleared: Int32Array;
  private readonly zeroed: Uint8Array;

  constructor(
    private readonly board: Board,
    /** Per type index: the type cannot overlap (Dragons, 002:387; the profile's `noOverlap`). */
    private readonly noOverlap: Uint8Array,
    /** Rear corners meeting overlap as front corners do (002:387 `front or rear corner contact`; ruling F6), or only front corners (the line's B6). */
    private readonly rearCorners = true,
  ) {
    const n = board.count;
    // The arrays `update` clears to NONE are views of one buffer, those it clears to 0 of another: two fills, not ten.
    this.cleared = new Int32Array(11 * n);
    this.front = this.cleared.subarray(0, n);
    this.frontShared = this.cleared.subarray(n, 2 * n);
    this.rear = this.cleared.subarray(2 * n, 3 * n);
    this.rearCorner = this.cleared.subarray(3 * n, 4 * n);
    this.behind = this.cleared.subarray(4 * n, 5 * n);
    this.flank = this.cleared.subarray(5 * n, 7 * n);
    this.overlap = this.cleared.subarray(7 * n, 9 * n);
    this.beside = this.cleared.subarray(9 * n, 11 * n);
    this.zeroed = new Uint8Array(3 * n);
    this.flankLinedUp = this.zeroed.subarray(0, 2 * n);
    this.rearFull = this.zeroed.subarray(2 * n, 3 * n);
    this.byLeft = Int32Array.from({ length: n }, (_, i) => i);
    this.touching = new Int32Array(n * n);
    this.touchingCode = new Uint8Array(n * n);
    this.touchingCount = new Int32Array(n);
  }

  /**
   * An enemy's front edge touches element `i`'s flank, rear or rear corner: it cannot recoil
   * and is destroyed instead (000:55, 002:674), and it cannot flee (002:679).
   */
  pinned(i: number): boolean {
    return (this.flank[2 * i] ?? NONE) >= 0 || (this.flank[2 * i + 1] ?? NONE) >= 0 || (this.rear[i] ?? NONE) >= 0 || (this.rearCorner[i] ?? NONE) >= 0;
  }

  /**
   * How many of element `i`'s flanks count against it in close combat, one per flank
   * (002:387): an enemy overlapping it there, or an enemy's front edge on that flank, lined up
   * front corner to front corner where the text asks it (D3H2, 002:593; `linedUpOnly`) or any
   * (HOTT 2e, 000:52 `each enemy in frontal contact with flank`). Ruling F19.
   */
  flanksAgainst(i: number, linedUpOnly: boolean): number {
    let n = 0;
    for (let f = 0; f < 2; f++) {
      const at = 2 * i + f;
      const flanked = (this.flank[at] ?? NONE) >= 0 && (!linedUpOnly || this.flankLinedUp[at] === 1);
      if ((this.overlap[at] ?? NONE) >= 0 || flanked) n++;
    }
    return n;
  }

  /** An enemy's front edge on element `i`'s rear counts against it: whole where the text asks it (D3H2, 002:594; `wholeOnly`), any (HOTT 2e, 000:52). Ruling F19. */
  rearAgainst(i: number, wholeOnly: boolean): boolean {
    return (this.rear[i] ?? NONE) >= 0 && (!wholeOnly || this.rearFull[i] === 1);
  }

  /** Derive every contact from the board as it stands (nothing to do if no base was placed or lost since the last time). */
  update(): void {
    const b = this.board;
    if (!b.changed) return;
    b.changed = false;
    this.cleared.fill(NONE);
    this.zeroed.fill(0);
    // Edges first: the frontal combats decide who may overlap by a corner (002:387 "not in frontal close combat").
    // Every touching pair (i < j) is found by sweeping the boxes in order of their left edges,
    // then read in order of i and j, the order every "last one found" below depends on.
    this.findTouching();
    const n = b.count;
    for (let i = 0; i < n; i++) {
      for (let a = i * n, end = a + (this.touchingCount[i] as number); a < end; a++) {
        const code = this.touchingCode[a] as number;
        if (code < CORNER_TOUCH) this.edge(i, this.touching[a] as number, code - EDGE_TOUCH);
      }
    }
    for (let i = 0; i < n; i++) {
      for (let a = i * n, end = a + (this.touchingCount[i] as number); a < end; a++) {
        if (this.touchingCode[a] === CORNER_TOUCH) this.corner(i, this.touching[a] as number);
      }
    }
  }

  /** Every element, by its box's left edge (kept between updates: the order changes little; the lost are skipped when read). */
  private readonly byLeft: Int32Array;
  /** Per element i: the elements j > i it touches by an edge, or by a corner where they are enemies, ascending, at i * count, with how (geometry.ts `touch`). */
  private readonly touching: Int32Array;
  private readonly touchingCode: Uint8Array;
  private readonly touchingCount: Int32Array;

  /**
   * Fill `touching`: sweep the boxes from left to right, each against those whose left edge
   * is no further right than its right edge (boxes apart on either axis touch not at all).
   */
  private findTouching(): void {
    const b = this.board;
    const box = b.box;
    const status = b.status;
    const side = b.side;
    const n = b.count;
    const order = this.byLeft;
    for (let p = 1; p < n; p++) {
      const e = order[p] as number;
      const left = box[4 * e] as number;
      let q = p - 1;
      while (q >= 0 && (box[4 * (order[q] as number)] as number) > left) {
        order[q + 1] = order[q] as number;
        q--;
      }
      order[q + 1] = e;
    }
    this.touchingCount.fill(0);
    for (let p = 0; p < n; p++) {
      const i = order[p] as number;
      if ((status[i] as number) >= BOARD_STATUS.lost) continue;
      const ax1 = box[4 * i + 2] as number, ay0 = box[4 * i + 1] as number, ay1 = box[4 * i + 3] as number;
      for (let q = p + 1; q < n; q++) {
        const j = order[q] as number;
        const bt = 4 * j;
        if ((box[bt] as number) > ax1) break;
        if ((box[bt + 1] as number) > ay1 || (box[bt + 3] as number) < ay0 || (status[j] as number) >= BOARD_STATUS.lost) continue;
        const lo = i < j ? i : j;
        const hi = i < j ? j : i;
        const code = touch(box, 4 * lo, 4 * hi);
        if ((code >= EDGE_TOUCH && code < CORNER_TOUCH) || (code === CORNER_TOUCH && side[lo] !== side[hi])) this.addTouching(lo, hi, code);
      }
    }
  }

  /** Put `hi` among `lo`'s touching elements, in ascending order. */
  private addTouching(lo: number, hi: number, code: number): void {
    const start = lo * this.board.count;
    let a = start + (this.touchingCount[lo] as number);
    this.touchingCount[lo]!++;
    while (a > start && (this.touching[a - 1] as number) > hi) {
      this.touching[a] = this.touching[a - 1] as number;
      this.touchingCode[a] = this.touchingCode[a - 1] as number;
      a--;
    }
    this.touching[a] = hi;
    this.touchingCode[a] = code;
  }

  /** Elements i and j share a stretch of edge; j lies across it from i in board direction `direction`. */
  private edge(i: number, j: number, direction: number): void {
    const b = this.board;
    const ei = edgeFacing(b.facing[i] ?? 0, direction);
    const ej = edgeFacing(b.facing[j] ?? 0, turned(direction, 2));
    const shared = sharedLength(b.box, 4 * i, 4 * j);
    if (b.side[i] === b.side[j]) {
      if (b.facing[i] !== b.facing[j]) return;
      if (ei === EDGE.rear && ej === EDGE.front && lined(b, i, j, shared)) this.behind[i] = j;
      else if (ei === EDGE.front && ej === EDGE.rear && lined(b, i, j, shared)) this.behind[j] = i;
      else if (flankOfEdge(ei) >= 0 && frontsLevel(b, i, j)) {
        this.beside[2 * i + flankOfEdge(ei)] = j;
        this.beside[2 * j + flankOfEdge(ej)] = i;
      }
      return;
    }
    if (ei === EDGE.front && ej === EDGE.front) {
      this.frontal(i, j, shared);
      this.frontal(j, i, shared);
    } else if (ei === EDGE.front) this.against(i, j, ej, shared);
    else if (ej === EDGE.front) this.against(j, i, ei, shared);
    else if (flankOfEdge(ei) >= 0 && flankOfEdge(ej) >= 0) {
      // 002:387: enemies in mutual flank edge contact overlap each other, in close combat or not.
      if (!this.noOverlap[this.board.type[j] ?? 0]) this.overlap[2 * i + flankOfEdge(ei)] = j;
      if (!this.noOverlap[this.board.type[i] ?? 0]) this.overlap[2 * j + flankOfEdge(ej)] = i;
    }
  }

  private frontal(i: number, j: number, shared: number): void {
    if (shared > (this.frontShared[i] as number)) {
      this.front[i] = j;
      this.frontShared[i] = shared;
    }
  }

  /** Enemy `a`'s front edge lies on edge `edge` (EDGE) of element `t`. */
  private against(a: number, t: number, edge: number, shared: number): void {
    const b = this.board;
    if (edge === EDGE.rear) {
      this.rear[t] = a;
      this.rearFull[t] = lined(b, a, t, shared) ? 1 : 0;
      return;
    }
    const at = 2 * t + flankOfEdge(edge);
    const linedUp = frontCornersMeet(b, a, t, edge);
    if ((this.flank[at] ?? NONE) === NONE || (linedUp && !this.flankLinedUp[at])) {
      this.flank[at] = a;
      this.flankLinedUp[at] = linedUp ? 1 : 0;
    }
  }

  /**
   * Enemies i and j touch at a corner only: each overlaps the other if the corners are both
   * right or both left, both front or both rear (002:387 "mutual right-to-right or
   * left-to-left front or rear corner contact"; ruling F6), and it is not in frontal combat.
   */
  private corner(i: number, j: number): void {
    const b = this.board;
    const px = cornerPointX(b.box, 4 * i, 4 * j);
    const py = cornerPointY(b.box, 4 * i, 4 * j);
    const ci = cornerAt(b.x[i] ?? 0, b.y[i] ?? 0, b.facing[i] ?? 0, b.half[i] ?? 0, b.depth[i] ?? 0, px, py);
    const cj = cornerAt(b.x[j] ?? 0, b.y[j] ?? 0, b.facing[j] ?? 0, b.half[j] ?? 0, b.depth[j] ?? 0, px, py);
    if (ci < 0 || cj < 0) return;
    if (isFront(ci) && !isFront(cj)) this.rearCorner[j] = i;
    if (isFront(cj) && !isFront(ci)) this.rearCorner[i] = j;
    if (isRight(ci) !== isRight(cj) || isFront(ci) !== isFront(cj) || (!isFront(ci) && !this.rearCorners)) return;
    const flank = isRight(ci) ? FLANK.right : FLANK.left;
    if (this.front[j] === NONE && !this.noOverlap[b.type[j] ?? 0]) this.overlap[2 * i + flank] = j;
    if (this.front[i] === NONE && !this.noOverlap[b.type[i] ?? 0]) this.overlap[2 * j + flank] = i;
  }
}

const isRight = (corner: number): boolean => corner === 1 || corner === 2;
const isFront = (corner: number): boolean => corner <= 1;

/** The length two touching boxes share along the line they touch on. */
function sharedLength(box: Int32Array, a: number, b: number): number {
  const alongX = Math.min(box[a + 2] ?? 0, box[b + 2] ?? 0) - Math.max(box[a] ?? 0, box[b] ?? 0);
  const alongY = Math.min(box[a + 3] ?? 0, box[b + 3] ?? 0) - Math.max(box[a + 1] ?? 0, box[b + 1] ?? 0);
  return Math.max(alongX, alongY);
}

/** The touching edges cover each other whole: the narrower base's width is shared, and both are that wide. */
const lined = (b: Board, i: number, j: number, shared: number): boolean => shared === 2 * (b.half[i] ?? 0) && shared === 2 * (b.half[j] ?? 0);

/** Two bases facing the same way have their front edges on one line. */
function frontsLevel(b: Board, i: number, j: number): boolean {
  const f = b.facing[i] ?? 0;
  return f % 2 === 0 ? b.y[i] === b.y[j] : b.x[i] === b.x[j];
}

/** Attacker `a`'s front edge on flank `edge` of `t`: a front corner of `a` lies on `t`'s front corner of that flank. */
function frontCornersMeet(b: Board, a: number, t: number, edge: number): boolean {
  const f = b.facing[t] ?? 0;
  const side = edge === EDGE.right ? 1 : -1;
  const right = turned(f, 1);
  const half = b.half[t] ?? 0;
  // t's front corner on that flank: its front edge's midpoint moved half a width to that side.
  const px = (b.x[t] ?? 0) + side * half * (DX[right] ?? 0);
  const py = (b.y[t] ?? 0) + side * half * (DY[right] ?? 0);
  const c = cornerAt(b.x[a] ?? 0, b.y[a] ?? 0, b.facing[a] ?? 0, b.half[a] ?? 0, b.depth[a] ?? 0, px, py);
  return c === 0 || c === 1;
}
