import { BOARD_STATUS, LOSS, OFF_BOARD, type Board } from '../../../battle/board.js';
import { Contacts } from '../../../battle/contacts.js';
import type { BattleState } from './battle-state.js';
import type { Field } from './field.js';
import { BoardGround } from './board-ground.js';

/** Which third of `size` the coordinate `v` is in (0-2; off the board, the nearest). */
const third = (v: number, size: number): number => Math.min(2, Math.max(0, Math.floor((3 * v) / size)));

/**
 * A battle's state on the board (src/battle; rulings F1-F44): the board's bases, side 0's
 * elements first, seen per side through views of the board's own arrays (so the victory rule,
 * the metrics and the exact chain read it as they read the line), the bound marks each
 * element carries, and the losses recounted from the statuses by `refresh`. Nothing is
 * allocated after construction.
 */
export class BoardState implements BattleState {
  readonly size: readonly [number, number];
  readonly type: readonly [Int32Array, Int32Array];
  readonly status: readonly [Uint8Array, Uint8Array];
  readonly lostBy: readonly [Int32Array, Int32Array];
  readonly lostHow: readonly [Uint8Array, Uint8Array];
  readonly lost = new Int32Array(2);
  readonly lostHalfAp = new Int32Array(2);
  readonly offTable = new Int32Array(2);
  readonly fixed = new Int32Array(2);
  readonly campLost = new Int32Array(2);
  /** Bounds each side has had, for PIP extras that start in a side's second bound (002:210). */
  readonly boundsPlayed = new Int32Array(2);
  readonly contacts: Contacts;
  /** Per element (board index): the bound it last moved into contact, moved and shot (compared with `stamp`, as on the line). */
  readonly charged: Int32Array;
  readonly moved: Int32Array;
  readonly shot: Int32Array;
  /** A Magician that has rolled a 1 bespelling (000:88, 002:657). */
  readonly rolledOne: Uint8Array;
  /** How many times each side has summoned a Lurker (its PIPs grow each time, 000:86, 002:215). */
  readonly summoned = new Int32Array(2);
  /** Per element: bounds since it entered bad going (board-summon.ts), and whether it stood in bad going at the last bound's end. */
  readonly entered: Uint8Array;
  readonly wasBad: Uint8Array;
  /** Per element, what its side's plan of play has it do (board-plan.ts PLANNED): free to move by the line advance, held back, or going round a flank. */
  readonly planned: Uint8Array;
  stamp = 0;
  private readonly startX: Int32Array;
  private readonly startY: Int32Array;
  private readonly startFacing: Uint8Array;

  constructor(
    readonly field: Field,
    readonly board: Board,
    /** Each side's general, by its index in its side. */
    readonly general: readonly [number, number],
    /** Rear corners meeting overlap (ruling F6's reading of 002:387), or front corners only. */
    rearCorners = true,
    /** The ground the board is laid with (F24-F27); open ground unless given. */
    readonly ground: BoardGround = new BoardGround(board, field, null, null),
  ) {
    const n0 = board.side.indexOf(1) < 0 ? board.count : board.side.indexOf(1);
    this.size = [n0, board.count - n0];
    const per = <T extends Int32Array | Uint8Array>(a: T): readonly [T, T] => [a.subarray(0, n0) as T, a.subarray(n0) as T];
    this.type = per(board.type);
    this.status = per(board.status);
    this.lostBy = per(board.lostBy);
    this.lostHow = per(board.lostHow);
    this.contacts = new Contacts(board, field.noOverlap, rearCorners);
    this.charged = new Int32Array(board.count);
    this.moved = new Int32Array(board.count);
    this.shot = new Int32Array(board.count);
    this.rolledOne = new Uint8Array(board.count);
    this.entered = new Uint8Array(board.count);
    this.wasBad = new Uint8Array(board.count);
    this.planned = new Uint8Array(board.count);
    // A destroyed Inexhaustible Horde returns (F43), but not a general's element: its loss is the general's.
    if (field.replaceable.includes(1)) board.lostReturns = Uint8Array.from(board.type, (t, i) => (field.replaceable[t] === 1 && i !== this.at(0, general[0]) && i !== this.at(1, general[1]) ? 1 : 0));
    this.startX = board.x.slice();
    this.startY = board.y.slice();
    this.startFacing = board.facing.slice();
    for (let i = 0; i < board.count; i++) if (board.fixed[i] === 1) this.fixed[board.side[i] as number]!++;
  }

  /** The board index of element `e` of `side`. */
  at(side: number, e: number): number {
    return side === 0 ? e : (this.size[0] as number) + e;
  }

  /** The board index of a side's general. */
  generalAt(side: number): number {
    return this.at(side, this.general[side] as number);
  }

  reset(): void {
    const b = this.board;
    const dx = this.offShore();
    for (let i = 0; i < b.count; i++) {
      const x = this.startX[i] as number;
      b.place(i, b.fixed[i] === 1 || x === OFF_BOARD ? x : x + dx, this.startY[i] as number, this.startFacing[i] as number);
    }
    for (let i = 0; i < b.count; i++) b.status[i] = this.field.summoned[b.type[i] as number] === 1 ? BOARD_STATUS.held : BOARD_STATUS.ready;
    b.lostBy.fill(-1);
    b.lostHow.fill(LOSS.other);
    b.cause = LOSS.other;
    this.charged.fill(0);
    this.moved.fill(0);
    this.shot.fill(0);
    this.rolledOne.fill(0);
    this.planned.fill(0);
    this.boundsPlayed.fill(0);
    this.summoned.fill(0);
    // An element deployed in bad going has just entered it (002:215 `entered or deployed in Bad Going`).
    for (let i = 0; i < b.count; i++) {
      const bad = b.status[i] === BOARD_STATUS.ready && this.ground.lurkable(i);
      this.entered[i] = bad ? 0 : 2;
      this.wasBad[i] = bad ? 1 : 0;
    }
    this.stamp = 0;
    this.refresh();
  }

  /**
   * How far across the deployed lines move to stand on the land where a waterway narrows it
   * (F42): the least that takes every base off the water, or, where the lines are wider than the
   * land, what centres them on it; 0 where nothing is in the water. Camps stay where they are laid.
   */
  private offShore(): number {
    const b = this.board;
    if (b.landX0 <= 0 && b.landX1 >= b.width) return 0;
    let lo = Infinity;
    let hi = -Infinity;
    for (let i = 0; i < b.count; i++) {
      const x = this.startX[i] as number;
      if (b.fixed[i] === 1 || x === OFF_BOARD) continue;
      lo = Math.min(lo, x - (b.half[i] as number));
      hi = Math.max(hi, x + (b.half[i] as number));
    }
    if (lo >= b.landX0 && hi <= b.landX1) return 0;
    if (hi - lo > b.landX1 - b.landX0) return Math.round((b.landX0 + b.landX1 - lo - hi) / 2);
    return lo < b.landX0 ? b.landX0 - lo : b.landX1 - hi;
  }

  lose(side: number, e: number, killer: number): void {
    this.board.lose(this.at(side, e), killer);
  }

  /** Recount each side's losses from the statuses (the board's moves lose elements themselves). */
  refresh(): void {
    const b = this.board;
    this.lost.fill(0);
    this.lostHalfAp.fill(0);
    this.offTable.fill(0);
    this.campLost.fill(0);
    for (let i = 0; i < b.count; i++) {
      if (b.status[i] === BOARD_STATUS.held) this.offTable[b.side[i] as number]!++;
      // A departed God counts lost until summoned again (002:695 `Fled off the battlefield count as lost until returned`; F31).
      if (b.status[i] !== BOARD_STATUS.lost && b.status[i] !== BOARD_STATUS.departed) continue;
      const s = b.side[i] as number;
      // A camp sacked or a stronghold captured is no element lost, but its AP counts (002:690 `A sacked Camp counts as 2 AP lost`; F32).
      if (b.fixed[i] === 1) this.campLost[s] = 1;
      else this.lost[s]!++;
      this.lostHalfAp[s]! += this.field.halfAp[b.type[i] as number] as number;
    }
  }

  zoneOf(side: number, e: number): number {
    const b = this.board;
    const i = this.at(side, e);
    // Where its front edge's middle is; one that fled off the board, where it left it.
    return 3 * third(b.y[i] as number, b.height) + third(b.x[i] as number, b.width);
  }

  generalLost(side: number): boolean {
    // An ensorcelled general is lost until it is returned (002:695; F44).
    const status = this.board.status[this.generalAt(side)];
    return status === BOARD_STATUS.lost || status === BOARD_STATUS.departed;
  }

  get stateSize(): number {
    return 8 * this.board.count + 4;
  }

  save(out: Int32Array): void {
    const b = this.board;
    let i = 0;
    for (let e = 0; e < b.count; e++) {
      out[i++] = b.x[e] as number;
      out[i++] = b.y[e] as number;
      out[i++] = b.facing[e] as number;
      out[i++] = b.status[e] as number;
      out[i++] = this.rolledOne[e] as number;
      out[i++] = b.lostBy[e] as number;
      out[i++] = b.lostHow[e] as number;
      out[i++] = ((this.entered[e] as number) << 1) | (this.wasBad[e] as number);
    }
    out[i++] = this.boundsPlayed[0] as number;
    out[i++] = this.boundsPlayed[1] as number;
    out[i++] = this.summoned[0] as number;
    out[i++] = this.summoned[1] as number;
  }

  load(from: Int32Array): void {
    const b = this.board;
    let i = 0;
    for (let e = 0; e < b.count; e++) {
      const x = from[i++] as number;
      const y = from[i++] as number;
      b.place(e, x, y, from[i++] as number);
      b.status[e] = from[i++] as number;
      this.rolledOne[e] = from[i++] as number;
      b.lostBy[e] = from[i++] as number;
      b.lostHow[e] = from[i++] as number;
      const word = from[i++] as number;
      this.entered[e] = word >> 1;
      this.wasBad[e] = word & 1;
    }
    this.boundsPlayed[0] = from[i++] as number;
    this.boundsPlayed[1] = from[i++] as number;
    this.summoned[0] = from[i++] as number;
    this.summoned[1] = from[i++] as number;
    this.refresh();
  }
}
