import { boxInto } from './geometry.js';

/** The board's unit: an eighth of a base width (ruling F1), so HOTT's 20p and D3H2's 1/8 BW are whole. */
export const UNITS_PER_BW = 8;

/**
 * An element's status on the board, as on the line: facing its enemy, fled (facing its own
 * rear), or lost; or held off the board until summoned (a Lurker, a God or Dragons, F29, F31),
 * or departed: a God its side's PIP score of 1 sent off, counting lost until summoned again
 * (002:220, 695). Lost, held and departed are all off the board: `status >= lost` is how a loop
 * skips them.
 */
export const BOARD_STATUS = { ready: 0, fled: 1, lost: 2, held: 3, departed: 4 } as const;

/** Where an element off the board stands (held until summoned, or departed): two base widths beyond the corner, clear of every base. */
export const OFF_BOARD = -2 * UNITS_PER_BW;

/** How many of the latest changes to the board's bases it keeps (Board.touched). */
export const TOUCHED = 64;

/** The killer recorded for a loss no enemy inflicted directly (fled off the board, crushed by a friend). */
export const NO_KILLER = -2;

/**
 * How an element was lost, as the battle's answer counts it: in close combat with an enemy on
 * its flank or rear, at range (shot or bespelled), or otherwise (the low two bits, `how`);
 * and, as a bit of its own, whether any part of its base stood on a terrain feature.
 */
export const LOSS = { other: 0, flankOrRear: 1, atRange: 2, how: 3, inTerrain: 4 } as const;

/**
 * The battlefield's state: every element of both armies (side 0's first) as flat typed arrays,
 * each a base with its front edge's midpoint (x, y), its facing, half-width and depth, and its
 * box kept current by `place`, so a trial allocates nothing and contacts read integers. The
 * board spans [0, width] x [0, height]; side 0's base edge is y = 0, side 1's y = height. Its
 * land spans [landX0, landX1] across: deep water along a side edge (a waterway, F42) is no
 * part of it, so no base stands there and a move meets its shore as it meets a side edge.
 */
export class Board {
  readonly count: number;
  readonly side: Uint8Array;
  readonly type: Int32Array;
  readonly x: Int32Array;
  readonly y: Int32Array;
  readonly facing: Uint8Array;
  readonly half: Int32Array;
  readonly depth: Int32Array;
  readonly status: Uint8Array;
  /** A camp or stronghold (F32): it stands where it was laid, never moves, turns or is shot at, and is no element of its army. */
  readonly fixed: Uint8Array;
  /** Each element's box [x0, y0, x1, y1] at offset 4 * element. */
  readonly box: Int32Array;
  /** The type that destroyed each lost element, NO_KILLER for a loss no enemy inflicted, or -1 while it stands. */
  readonly lostBy: Int32Array;
  /** How each lost element was lost (LOSS): the `cause` in force when it was lost. */
  readonly lostHow: Uint8Array;
  /** What a loss now would be counted as (LOSS), set by the phase of the bound that acts. */
  cause: number = LOSS.other;
  /** Where the land begins and ends across the board (F42): 0 and width but for deep water along a side edge, set as each battle's ground is laid. */
  landX0 = 0;
  landX1: number;
  /** Per element: destroyed, it goes off the board counting lost until summoned again (Inexhaustible Hordes, F43); null: none does. */
  lostReturns: Uint8Array | null = null;
  /** A base was placed or lost since the contacts were last read from the board (contacts.ts skips an update otherwise). */
  changed = true;
  /** Counts the bases placed, lost or returned to the board: what is read of the boxes and who is lost holds while it stands (board-parts.ts keeps `scanAhead`'s answers by it). */
  version = 0;
  /**
   * Which element each of the last TOUCHED counts of `version` was for: the one placed, lost or
   * returned as the version went from v to v + 1 is at v % TOUCHED (contacts.ts reads those
   * since it last looked, and every element where it fell more than TOUCHED behind).
   */
  readonly touched = new Int32Array(TOUCHED);
  /** The ground the board is laid with (terrain.ts), or null for open ground: a loss records whether it was in terrain, a pursuit whether it would enter what halts it, a shot whether woods block it, a flight whether it entered a river. */
  terrain: {
    anyUnder(board: Board, e: number): boolean;
    groundUnder(board: Board, e: number): number;
    groundIn(x0: number, y0: number, x1: number, y1: number): number;
    entirelyIn(board: Board, e: number, mask: number): boolean;
    clearAhead(board: Board, e: number, limit: number, mask: number): number;
    deepestIn(x0: number, y0: number, x1: number, y1: number, mask: number, alongX: boolean): number;
    readonly laidGround: number;
    crestAcrossShot(lo: number, hi: number, s0: number, s1: number, alongX: boolean): boolean;
  } | null = null;

  constructor(
    readonly width: number,
    readonly height: number,
    bases: readonly BoardBase[],
  ) {
    const n = bases.length;
    this.landX1 = width;
    this.count = n;
    this.side = Uint8Array.from(bases, (b) => b.side);
    this.type = Int32Array.from(bases, (b) => b.type);
    this.half = Int32Array.from(bases, (b) => b.width / 2);
    this.depth = Int32Array.from(bases, (b) => b.depth);
    this.x = new Int32Array(n);
    this.y = new Int32Array(n);
    this.facing = new Uint8Array(n);
    this.status = new Uint8Array(n);
    this.fixed = Uint8Array.from(bases, (b) => (b.fixed === true ? 1 : 0));
    this.box = new Int32Array(4 * n);
    this.lostBy = new Int32Array(n).fill(-1);
    this.lostHow = new Uint8Array(n);
    bases.forEach((b, i) => this.place(i, b.x, b.y, b.facing));
  }

  /** Put element `i` with its front edge centred on (x, y), facing `facing`. */
  place(i: number, x: number, y: number, facing: number): void {
    this.x[i] = x;
    this.y[i] = y;
    this.facing[i] = facing;
    this.note(i);
    boxInto(this.box, 4 * i, x, y, facing, this.half[i] ?? 0, this.depth[i] ?? 0);
  }

  /** Element `i` is lost, destroyed by an enemy of type `killer` (or NO_KILLER); one of a type that returns goes off the board, departed (F43). */
  lose(i: number, killer: number): void {
    if ((this.status[i] as number) >= BOARD_STATUS.lost) return;
    this.status[i] = BOARD_STATUS.lost;
    this.lostBy[i] = killer;
    this.lostHow[i] = this.cause | (this.terrain?.anyUnder(this, i) === true ? LOSS.inTerrain : 0);
    this.note(i);
    if (this.lostReturns !== null && this.lostReturns[i] === 1) this.sendOff(i, BOARD_STATUS.departed);
  }

  /**
   * Element `i` was placed, lost or returned (its status set back from lost or departed where it
   * stands): counted in `version`, noted in `touched`, and the contacts to be read again. Every
   * change to a base's place, facing or whether it is lost goes through here.
   */
  note(i: number): void {
    this.changed = true;
    this.touched[this.version % TOUCHED] = i;
    this.version++;
  }

  /** Element `i` goes off the board, held (to be summoned again) or departed (counting lost until it is; F29, F31). */
  sendOff(i: number, status: typeof BOARD_STATUS.held | typeof BOARD_STATUS.departed): void {
    this.status[i] = status;
    this.place(i, OFF_BOARD, OFF_BOARD, this.facing[i] ?? 0);
  }

  /** Whether element `i`'s base lies wholly on the board's land and shares no area with any other element not lost. */
  fits(i: number): boolean {
    const b = this.box;
    const at = 4 * i;
    return this.clearOf(b[at] ?? 0, b[at + 1] ?? 0, b[at + 2] ?? 0, b[at + 3] ?? 0, i);
  }

  /** Whether the rectangle [x0, x1] x [y0, y1] lies wholly on the board's land and shares no area with any element not lost but `except`. */
  clearOf(x0: number, y0: number, x1: number, y1: number, except: number): boolean {
    const b = this.box;
    if (x0 < this.landX0 || y0 < 0 || x1 > this.landX1 || y1 > this.height) return false;
    for (let k = 0; k < this.count; k++) {
      if (k === except || (this.status[k] as number) >= BOARD_STATUS.lost) continue;
      const kt = 4 * k;
      if (Math.min(x1, b[kt + 2] ?? 0) - Math.max(x0, b[kt] ?? 0) > 0 && Math.min(y1, b[kt + 3] ?? 0) - Math.max(y0, b[kt + 1] ?? 0) > 0) return false;
    }
    return true;
  }

  /** Whether element `i` stands on the board and fights (not fled, not lost). */
  ready(i: number): boolean {
    return this.status[i] === BOARD_STATUS.ready;
  }
}

/** An element as it is deployed: its side, type index, base (in board units, width even) and place. */
export interface BoardBase {
  readonly side: number;
  readonly type: number;
  readonly width: number;
  readonly depth: number;
  readonly x: number;
  readonly y: number;
  readonly facing: number;
  /** A camp or stronghold (F32); an element if left out. */
  readonly fixed?: boolean;
}
