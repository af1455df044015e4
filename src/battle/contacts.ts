import type { Board } from './board.js';
import { BOARD_STATUS, TOUCHED } from './board.js';
import { CORNER_TOUCH, DX, DY, EDGE, EDGE_TOUCH, cornerAt, cornerPointX, cornerPointY, edgeFacing, touch, turned } from './geometry.js';

/** A flank of a base: its left (0) or right (1) side edge, the index into the per-flank arrays. */
export const FLANK = { left: 0, right: 1 } as const;

const flankOfEdge = (edge: number): number => (edge === EDGE.left ? FLANK.left : edge === EDGE.right ? FLANK.right : -1);
const NONE = -1;

/**
 * Who touches whom on the board, derived from the bases' boxes and facings alone (rulings
 * F4-F7): each element's frontal opponent, the enemies against its flanks and rear, the enemies
 * overlapping it (002:387), and the friends behind and beside it that may support it (002:557,
 * 570). Kept in flat arrays (per flank: index 2 * element + FLANK), kept current by `update`
 * for the elements a change reaches, which allocates nothing. An element lost is in no contact;
 * a fled one is a base like any other (it faces its own rear, so its front touches nothing of
 * the enemy it fled from).
 *
 * Every contact is what the touching pairs make of each other, read pair by pair in order of i
 * and then j (i < j), edges first and then corners, the last found standing where several could
 * (a rear, an overlap), the longest stretch for the front, the first lined up for a flank. Each
 * element's own contacts are written only by the pairs it is in, and those come in that order
 * as its partners ascend: so each element's contacts are worked out from its own pairs alone,
 * and only the elements whose pairs, or whose corner partners' fronts, changed are worked out again.
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

  constructor(
    private readonly board: Board,
    /** Per type index: the type cannot overlap (Dragons, 002:387; the profile's `noOverlap`). */
    private readonly noOverlap: Uint8Array,
    /** Rear corners meeting overlap as front corners do (002:387 `front or rear corner contact`; ruling F6), or only front corners (the line's B6). */
    private readonly rearCorners = true,
  ) {
    const n = board.count;
    this.front = new Int32Array(n).fill(NONE);
    this.frontShared = new Int32Array(n).fill(NONE);
    this.rear = new Int32Array(n).fill(NONE);
    this.rearCorner = new Int32Array(n).fill(NONE);
    this.behind = new Int32Array(n).fill(NONE);
    this.flank = new Int32Array(2 * n).fill(NONE);
    this.overlap = new Int32Array(2 * n).fill(NONE);
    this.beside = new Int32Array(2 * n).fill(NONE);
    this.flankLinedUp = new Uint8Array(2 * n);
    this.rearFull = new Uint8Array(n);
    this.byLeft = Int32Array.from({ length: n }, (_, i) => i);
    this.partner = new Int32Array(n * n);
    this.partnerOp = new Int32Array(n * n);
    this.partnerShared = new Int32Array(n * n);
    this.partners = new Int32Array(n);
    this.redo = new Int32Array(n);
    this.isRedone = new Uint8Array(n);
    this.seenX = new Int32Array(n);
    this.seenY = new Int32Array(n);
    this.seenFacing = new Int32Array(n).fill(-1);
    this.seenOn = new Uint8Array(n);
    this.changedList = new Int32Array(n);
    this.isChanged = new Uint8Array(n);
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

  /**
   * Bring every contact up to the board as it stands (nothing to do if no base was placed or
   * lost since the last time). Which pairs touch, and what each makes of the other (`edgeOp`,
   * `cornerOp`), is kept between updates: the pairs of the elements placed, turned, lost or
   * returned since (`findChanged`) are found again, and the contacts worked out again for those
   * elements and every element they touched or touch; then for the enemies touching by a corner
   * any of those whose front changed (an overlap by a corner needs no frontal combat).
   */
  update(): void {
    const b = this.board;
    if (!b.changed) return;
    b.changed = false;
    const changed = this.findChanged();
    // Nothing the contacts read has changed: every pair, and so every contact, stands.
    if (changed === 0) return;
    this.redone = 0;
    for (let c = 0; c < changed; c++) this.dropPairs(this.changedList[c] as number);
    if (changed > SWEEP_AT) this.sweepPairs();
    else for (let c = 0; c < changed; c++) this.findPairs(this.changedList[c] as number);
    // Edges first: the frontal combats decide who may overlap by a corner (002:387 "not in frontal close combat").
    // The list grows as it is read: an element whose front changes adds its corner partners.
    for (let r = 0; r < this.redone; r++) {
      const x = this.redo[r] as number;
      const front = this.front[x] as number;
      this.edges(x);
      if (this.front[x] !== front) this.redoCornerPartners(x);
    }
    for (let r = 0; r < this.redone; r++) {
      const x = this.redo[r] as number;
      this.corners(x);
      this.isRedone[x] = 0;
    }
    for (let c = 0; c < changed; c++) this.isChanged[this.changedList[c] as number] = 0;
  }

  /**
   * Per element x: the elements it touches by an edge, or by a corner where they are enemies,
   * where that makes a contact (an op other than none), ascending, at x * count (`partners[x]`
   * of them), each with the op of the pair (read as i the lower of the two, j the higher) and
   * the length of edge they share.
   */
  private readonly partner: Int32Array;
  private readonly partnerOp: Int32Array;
  private readonly partnerShared: Int32Array;
  private readonly partners: Int32Array;
  /** Every element, by its box's left edge as `sweepPairs` last found them (the lost are skipped when read). */
  private readonly byLeft: Int32Array;
  /** The elements whose contacts this update works out again (`redone` of them), and 1 in `isRedone`. */
  private readonly redo: Int32Array;
  private redone = 0;
  private readonly isRedone: Uint8Array;
  /** What each element stood as when its pairs were last found: its front edge's middle, its facing (-1: never), and whether it was on the board (not lost). */
  private readonly seenX: Int32Array;
  private readonly seenY: Int32Array;
  private readonly seenFacing: Int32Array;
  private readonly seenOn: Uint8Array;
  /** The elements changed since the last update (`findChanged`): `changedList`, and 1 in `isChanged` while it is brought up to them. */
  private readonly changedList: Int32Array;
  private readonly isChanged: Uint8Array;
  /** The board's `version` when the contacts were last brought up to it (-1: never). */
  private seenVersion = -1;

  /**
   * Into `changedList` and `isChanged`: the elements placed, turned, lost or returned since the
   * last update (those the board noted since, `Board.touched`, or every element where more
   * changes than it keeps were made), noted as they stand now; how many. One placed back where
   * it stood is no change.
   */
  private findChanged(): number {
    const b = this.board;
    const since = this.seenVersion;
    this.seenVersion = b.version;
    let k = 0;
    if (since < 0 || b.version - since > TOUCHED) {
      for (let i = 0; i < b.count; i++) if (this.changes(i)) this.changedList[k++] = i;
    } else {
      for (let v = since; v < b.version; v++) {
        const i = b.touched[v % TOUCHED] as number;
        if (this.isChanged[i] === 0 && this.changes(i)) this.changedList[k++] = i;
      }
    }
    return k;
  }

  /** Whether element `i` stands otherwise than when its pairs were last found: if so, noted as it stands now and marked in `isChanged`. */
  private changes(i: number): boolean {
    const b = this.board;
    const x = b.x[i] as number;
    const y = b.y[i] as number;
    const f = b.facing[i] as number;
    const on = (b.status[i] as number) < BOARD_STATUS.lost ? 1 : 0;
    if (x === this.seenX[i] && y === this.seenY[i] && f === this.seenFacing[i] && on === this.seenOn[i]) return false;
    this.seenX[i] = x;
    this.seenY[i] = y;
    this.seenFacing[i] = f;
    this.seenOn[i] = on;
    this.isChanged[i] = 1;
    return true;
  }

  /** Element `x` is to be worked out again this update. */
  private mark(x: number): void {
    if (this.isRedone[x] === 1) return;
    this.isRedone[x] = 1;
    this.redo[this.redone++] = x;
  }

  /** Changed element `d` touches no one until found again: each of its pairs dropped from its partner's list too, the partner marked. */
  private dropPairs(d: number): void {
    const n = this.board.count;
    this.mark(d);
    for (let a = d * n, end = a + (this.partners[d] as number); a < end; a++) {
      const y = this.partner[a] as number;
      this.mark(y);
      this.remove(y, d);
    }
    this.partners[d] = 0;
  }

  /** Take `d` out of `y`'s partners. */
  private remove(y: number, d: number): void {
    const n = this.board.count;
    const start = y * n;
    const end = start + (this.partners[y] as number);
    let a = start;
    while (a < end && this.partner[a] !== d) a++;
    if (a === end) return;
    for (; a < end - 1; a++) {
      this.partner[a] = this.partner[a + 1] as number;
      this.partnerOp[a] = this.partnerOp[a + 1] as number;
      this.partnerShared[a] = this.partnerShared[a + 1] as number;
    }
    this.partners[y]!--;
  }

  /**
   * Changed element `d`, if on the board, against every other element on it whose box is not
   * apart from its own (boxes apart on either axis touch not at all); a pair of two changed ones
   * once, from the lower.
   */
  private findPairs(d: number): void {
    const b = this.board;
    const box = b.box;
    const status = b.status;
    const n = b.count;
    if ((status[d] as number) >= BOARD_STATUS.lost) return;
    const dt = 4 * d;
    const ax0 = box[dt] as number, ay0 = box[dt + 1] as number, ax1 = box[dt + 2] as number, ay1 = box[dt + 3] as number;
    for (let j = 0; j < n; j++) {
      const jt = 4 * j;
      if ((box[jt] as number) > ax1 || (box[jt + 2] as number) < ax0 || (box[jt + 1] as number) > ay1 || (box[jt + 3] as number) < ay0) continue;
      if (j === d || (this.isChanged[j] === 1 && j < d) || (status[j] as number) >= BOARD_STATUS.lost) continue;
      this.pair(d < j ? d : j, d < j ? j : d);
    }
  }

  /**
   * Every changed element's pairs at once: sweep the boxes from left to right, each against
   * those whose left edge is no further right than its right edge (either finds what
   * `findPairs` for each would).
   */
  private sweepPairs(): void {
    const b = this.board;
    const box = b.box;
    const status = b.status;
    const n = b.count;
    const order = this.byLeft;
    const isChanged = this.isChanged;
    // The order of the last sweep, sorted again (insertion: it changes little).
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
    for (let p = 0; p < n; p++) {
      const i = order[p] as number;
      if ((status[i] as number) >= BOARD_STATUS.lost) continue;
      const ax1 = box[4 * i + 2] as number, ay0 = box[4 * i + 1] as number, ay1 = box[4 * i + 3] as number;
      for (let q = p + 1; q < n; q++) {
        const j = order[q] as number;
        const bt = 4 * j;
        if ((box[bt] as number) > ax1) break;
        if ((box[bt + 1] as number) > ay1 || (box[bt + 3] as number) < ay0 || (isChanged[i] === 0 && isChanged[j] === 0) || (status[j] as number) >= BOARD_STATUS.lost) continue;
        this.pair(i < j ? i : j, i < j ? j : i);
      }
    }
  }

  /** Elements `lo` < `hi`, their boxes not apart: each put among the other's partners, and marked, if the pair makes a contact. */
  private pair(lo: number, hi: number): void {
    const b = this.board;
    const code = touch(b.box, 4 * lo, 4 * hi);
    let op: number;
    if (code >= EDGE_TOUCH && code < CORNER_TOUCH) op = this.edgeOp(lo, hi, code - EDGE_TOUCH);
    else if (code === CORNER_TOUCH && b.side[lo] !== b.side[hi]) op = this.cornerOp(lo, hi);
    else return;
    if (op === OP.none) return;
    const shared = sharedLength(b.box, 4 * lo, 4 * hi);
    this.insert(lo, hi, op, shared);
    this.insert(hi, lo, op, shared);
    this.mark(lo);
    this.mark(hi);
  }

  /** Put `y` among `x`'s partners, in ascending order. */
  private insert(x: number, y: number, op: number, shared: number): void {
    const start = x * this.board.count;
    let a = start + (this.partners[x] as number);
    this.partners[x]!++;
    while (a > start && (this.partner[a - 1] as number) > y) {
      this.partner[a] = this.partner[a - 1] as number;
      this.partnerOp[a] = this.partnerOp[a - 1] as number;
      this.partnerShared[a] = this.partnerShared[a - 1] as number;
      a--;
    }
    this.partner[a] = y;
    this.partnerOp[a] = op;
    this.partnerShared[a] = shared;
  }

  /** Every enemy touching `x` by a corner is to be worked out again (`x`'s front changed). */
  private redoCornerPartners(x: number): void {
    const n = this.board.count;
    for (let a = x * n, end = a + (this.partners[x] as number); a < end; a++) {
      if (((this.partnerOp[a] as number) & OP_KIND) === OP.corner) this.mark(this.partner[a] as number);
    }
  }

  /** Element `x`'s contacts afresh from the pairs it shares an edge in, its partners ascending (an overlap by a corner comes after, `corners`). */
  private edges(x: number): void {
    this.front[x] = NONE;
    this.frontShared[x] = NONE;
    this.rear[x] = NONE;
    this.rearFull[x] = 0;
    this.rearCorner[x] = NONE;
    this.behind[x] = NONE;
    for (let f = 2 * x; f < 2 * x + 2; f++) {
      this.flank[f] = NONE;
      this.flankLinedUp[f] = 0;
      this.overlap[f] = NONE;
      this.beside[f] = NONE;
    }
    const n = this.board.count;
    for (let a = x * n, end = a + (this.partners[x] as number); a < end; a++) {
      const op = this.partnerOp[a] as number;
      if ((op & OP_KIND) !== OP.corner) this.edge(x, this.partner[a] as number, op, this.partnerShared[a] as number);
    }
  }

  /**
   * What `x`'s pair with `y` sharing a stretch `shared` long of edge gives `x` (the pair's op,
   * edgeOp, read with i the lower of the two): a friend behind or beside it, an enemy front to
   * front (the longest stretch), on its rear (the last found) or a flank (the first, or the first
   * lined up), or overlapping it by a flank edge (the last found).
   */
  private edge(x: number, y: number, op: number, shared: number): void {
    const xIsI = x < y;
    // x's flank in the pair (beside, mutualFlank): i's or j's.
    const f = xIsI ? (op >> OP_FLANK_I) & 1 : (op >> OP_FLANK_J) & 1;
    switch (op & OP_KIND) {
      case OP.behindOfI:
        if (xIsI) this.behind[x] = y;
        return;
      case OP.behindOfJ:
        if (!xIsI) this.behind[x] = y;
        return;
      case OP.beside:
        this.beside[2 * x + f] = y;
        return;
      case OP.frontal:
        if (shared > (this.frontShared[x] as number)) {
          this.front[x] = y;
          this.frontShared[x] = shared;
        }
        return;
      case OP.rear:
        if (((op & OP_TARGET_I) !== 0) !== xIsI) return;
        this.rear[x] = y;
        this.rearFull[x] = (op & OP_FLAG) !== 0 ? 1 : 0;
        return;
      case OP.flank: {
        if (((op & OP_TARGET_I) !== 0) !== xIsI) return;
        const at = 2 * x + ((op >> OP_FLANK_I) & 1);
        const linedUp = (op & OP_FLAG) !== 0;
        if ((this.flank[at] ?? NONE) === NONE || (linedUp && !this.flankLinedUp[at])) {
          this.flank[at] = y;
          this.flankLinedUp[at] = linedUp ? 1 : 0;
        }
        return;
      }
      case OP.mutualFlank:
        if ((op & (xIsI ? OP_WRITE_I : OP_WRITE_J)) !== 0) this.overlap[2 * x + f] = y;
        return;
    }
  }

  /**
   * What the enemies touching `x` at a corner only give it, its partners ascending, every front
   * on the board worked out: an enemy's front corner on its rear corner (the last found), and
   * an overlap where the corners are both right or both left, both front or both rear (002:387
   * "mutual right-to-right or left-to-left front or rear corner contact"; ruling F6) and the
   * enemy is not in frontal combat (the last found).
   */
  private corners(x: number): void {
    const b = this.board;
    const n = b.count;
    for (let a = x * n, end = a + (this.partners[x] as number); a < end; a++) {
      const op = this.partnerOp[a] as number;
      if ((op & OP_KIND) !== OP.corner) continue;
      const y = this.partner[a] as number;
      const xIsI = x < y;
      const cx = xIsI ? (op >> OP_CORNER_I) & 3 : (op >> OP_CORNER_J) & 3;
      const cy = xIsI ? (op >> OP_CORNER_J) & 3 : (op >> OP_CORNER_I) & 3;
      if (isFront(cy) && !isFront(cx)) this.rearCorner[x] = y;
      if (isRight(cx) !== isRight(cy) || isFront(cx) !== isFront(cy) || (!isFront(cx) && !this.rearCorners)) continue;
      if (this.front[y] === NONE && !this.noOverlap[b.type[y] ?? 0]) this.overlap[2 * x + (isRight(cx) ? FLANK.right : FLANK.left)] = y;
    }
  }

  /**
   * What elements i < j, sharing a stretch of edge with j across it from i in board direction
   * `direction`, make of each other (OP; the bits OP_ at their shifts): read from their bases
   * alone, so it holds while neither moves.
   */
  private edgeOp(i: number, j: number, direction: number): number {
    const b = this.board;
    const ei = edgeFacing(b.facing[i] ?? 0, direction);
    const ej = edgeFacing(b.facing[j] ?? 0, turned(direction, 2));
    if (b.side[i] === b.side[j]) {
      if (b.facing[i] !== b.facing[j]) return OP.none;
      const shared = sharedLength(b.box, 4 * i, 4 * j);
      if (ei === EDGE.rear && ej === EDGE.front && lined(b, i, j, shared)) return OP.behindOfI;
      if (ei === EDGE.front && ej === EDGE.rear && lined(b, i, j, shared)) return OP.behindOfJ;
      if (flankOfEdge(ei) >= 0 && frontsLevel(b, i, j)) return OP.beside | (flankOfEdge(ei) << OP_FLANK_I) | (flankOfEdge(ej) << OP_FLANK_J);
      return OP.none;
    }
    if (ei === EDGE.front && ej === EDGE.front) return OP.frontal;
    if (ei === EDGE.front) return this.againstOp(i, j, ej, 0);
    if (ej === EDGE.front) return this.againstOp(j, i, ei, OP_TARGET_I);
    if (flankOfEdge(ei) >= 0 && flankOfEdge(ej) >= 0) {
      // 002:387: enemies in mutual flank edge contact overlap each other, in close combat or not.
      const overI = this.noOverlap[b.type[j] ?? 0] ? 0 : OP_WRITE_I;
      const overJ = this.noOverlap[b.type[i] ?? 0] ? 0 : OP_WRITE_J;
      return OP.mutualFlank | overI | overJ | (flankOfEdge(ei) << OP_FLANK_I) | (flankOfEdge(ej) << OP_FLANK_J);
    }
    return OP.none;
  }

  /** Enemy `a`'s front edge lies on edge `edge` (EDGE) of element `t` (`target`: OP_TARGET_I where t is the pair's i, else 0). */
  private againstOp(a: number, t: number, edge: number, target: number): number {
    const b = this.board;
    if (edge === EDGE.rear) return OP.rear | target | (lined(b, a, t, sharedLength(b.box, 4 * a, 4 * t)) ? OP_FLAG : 0);
    return OP.flank | target | (flankOfEdge(edge) << OP_FLANK_I) | (frontCornersMeet(b, a, t, edge) ? OP_FLAG : 0);
  }

  /** Enemies i < j touching at a corner only: which corner of each (CORNER) meets the other, or none where either is no corner of its base. */
  private cornerOp(i: number, j: number): number {
    const b = this.board;
    const px = cornerPointX(b.box, 4 * i, 4 * j);
    const py = cornerPointY(b.box, 4 * i, 4 * j);
    const ci = cornerAt(b.x[i] ?? 0, b.y[i] ?? 0, b.facing[i] ?? 0, b.half[i] ?? 0, b.depth[i] ?? 0, px, py);
    const cj = cornerAt(b.x[j] ?? 0, b.y[j] ?? 0, b.facing[j] ?? 0, b.half[j] ?? 0, b.depth[j] ?? 0, px, py);
    if (ci < 0 || cj < 0) return OP.none;
    return OP.corner | (ci << OP_CORNER_I) | (cj << OP_CORNER_J);
  }
}

/** Above this many elements changed, `update` finds their pairs in one sweep of the board (`sweepPairs`) rather than each against every other (`findPairs`). */
const SWEEP_AT = 6;

/**
 * What a touching pair i < j makes of each other (Contacts.edgeOp and cornerOp), in the low
 * bits of an op: nothing; i lined up behind j, or j behind i (`behind`); side by side (`beside`);
 * front to front; an enemy's front edge on the target's rear or a flank; enemies in mutual flank
 * edge contact; enemies corner to corner.
 */
const OP = { none: 0, behindOfI: 1, behindOfJ: 2, beside: 3, frontal: 4, rear: 5, flank: 6, mutualFlank: 7, corner: 8 } as const;
const OP_KIND = 15;
/** rear and flank: the target is i (else j), the other the enemy whose front edge is on it. */
const OP_TARGET_I = 16;
/** rear: the edges cover each other whole (rearFull); flank: front corners meet (flankLinedUp). */
const OP_FLAG = 32;
/** The flank (FLANK) of i and of j: beside, mutualFlank (and flank: the target's, at OP_FLANK_I). */
const OP_FLANK_I = 6;
const OP_FLANK_J = 7;
/** mutualFlank: j overlaps i (i's overlap is written), i overlaps j. */
const OP_WRITE_I = 256;
const OP_WRITE_J = 512;
/** corner: the corners (CORNER) of i and of j that meet. */
const OP_CORNER_I = 4;
const OP_CORNER_J = 6;

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
