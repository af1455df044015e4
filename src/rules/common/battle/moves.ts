import type { BoundSettings } from './settings.js';
import { Line, STATUS } from './line.js';
import { advance } from './outcome-moves.js';

/**
 * The moving part of a bound (000 PIP EXPENDITURE, 000:39; 002:203-212; RULINGS B4, B5, B10):
 * groups in continuous contact moved by the policy while PIPs last, side-steps into an empty
 * column opposite an enemy, and fled elements rallied with the PIPs left. Scratch arrays are
 * allocated once per battle.
 */
export class Moves {
  private readonly groupStart: Int32Array;
  private readonly groupLength: Int32Array;
  /** For a one-element group that side-steps: the column it steps into, else -1. */
  private readonly stepTo: Int32Array;
  private readonly order: Int32Array;
  /** Whether a group or rally waited for want of PIPs this bound (Bound.short). */
  short = false;

  constructor(
    private readonly line: Line,
    private readonly settings: BoundSettings,
  ) {
    const most = Math.max(line.columns, line.size[0], line.size[1]) + 1;
    this.groupStart = new Int32Array(most);
    this.groupLength = new Int32Array(most);
    this.stepTo = new Int32Array(most);
    this.order = new Int32Array(most);
  }

  /** How far forward `e` may go this bound: to contact, level with the enemy line beside it, or (shooters, Magicians) into range. */
  private limit(side: number, e: number): number {
    const line = this.line;
    const f = line.field;
    const y = line.y[side] as Int32Array;
    const t = (line.type[side] as Int32Array)[e] as number;
    const c = (line.col[side] as Int32Array)[e] as number;
    const other = 1 - side;
    const oy = line.y[other] as Int32Array;
    const o = line.frontOf(other, c);
    let nearest = o >= 0 ? (oy[o] as number) : -Infinity;
    let limit: number;
    if (o >= 0) limit = f.gap - (oy[o] as number) - (f.noContact[t] as number);
    else {
      const l = line.frontOf(other, c - 1);
      const r = line.frontOf(other, c + 1);
      if (l < 0 && r < 0) return y[e] as number;
      nearest = Math.max(l >= 0 ? (oy[l] as number) : -Infinity, r >= 0 ? (oy[r] as number) : -Infinity);
      limit = f.gap - nearest;
    }
    const range = Math.max(f.shootRange[t] as number, f.bespellRange[t] as number);
    if (range > 0) {
      for (let dc = -1; dc <= 1; dc++) {
        const n = line.frontOf(other, c + dc);
        if (n >= 0) nearest = Math.max(nearest, oy[n] as number);
      }
      limit = Math.min(limit, f.gap - nearest - range);
    }
    return Math.max(limit, y[e] as number);
  }

  /** Whether `e`, the front element of its column and not in contact, can start a move: room to go, or fled (it turns about). */
  private movable(side: number, e: number): boolean {
    const line = this.line;
    return (line.status[side] as Uint8Array)[e] === STATUS.fled || this.limit(side, e) > ((line.y[side] as Int32Array)[e] as number);
  }

  /**
   * A column `e`, the front element of `column` and not in contact, may side-step into: it has no enemy ahead to
   * close with, and within its move (whole base widths) is a column with an enemy front but
   * no friend of its own, so it lines up opposite that enemy (000:41, 002:312 "to line up its
   * front edge with the enemy"); the nearest, left first. -1 if none.
   */
  private sideStep(side: number, column: number, e: number): number {
    const line = this.line;
    if ((line.status[side] as Uint8Array)[e] !== STATUS.ready) return -1;
    const t = (line.type[side] as Int32Array)[e] as number;
    if (line.frontOf(1 - side, column) >= 0 || line.field.noContact[t] === 1) return -1;
    const reach = Math.max(1, Math.floor(this.moveOf(side, t) / line.field.rules.field.baseWidth));
    for (let k = 1; k <= reach; k++) {
      for (let dc = -k; dc <= k; dc += 2 * k) {
        const to = column + dc;
        if (to >= 0 && to < line.columns && line.frontOf(side, to) < 0 && line.frontOf(1 - side, to) >= 0) return to;
      }
    }
    return -1;
  }

  /** A type's move in the going its side stands in. */
  private moveOf(side: number, t: number): number {
    const f = this.line.field;
    return (this.settings.slowGoing[side] === true ? f.moveBad[t] : f.move[t]) as number;
  }

  /** Move groups by the policy while PIPs last; returns the PIPs left. */
  move(side: number, pips: number): number {
    const line = this.line;
    const y = line.y[side] as Int32Array;
    const status = line.status[side] as Uint8Array;
    let groups = 0;
    for (let c = 0; c < line.columns; c++) {
      const e = line.frontOf(side, c);
      if (e < 0 || line.inContact(side, c)) continue;
      if (!this.movable(side, e)) {
        const to = this.sideStep(side, c, e);
        if (to >= 0) {
          this.groupStart[groups] = c;
          this.groupLength[groups] = 1;
          this.stepTo[groups++] = to;
        }
        continue;
      }
      const prev = groups > 0 ? line.frontOf(side, c - 1) : -1;
      const joins =
        groups > 0 && (this.stepTo[groups - 1] as number) < 0 && (this.groupStart[groups - 1] as number) + (this.groupLength[groups - 1] as number) === c && prev >= 0 &&
        status[prev] === STATUS.ready && status[e] === STATUS.ready && Math.abs((y[prev] as number) - (y[e] as number)) < Math.min(line.depth(side, prev), line.depth(side, e));
      if (joins) this.groupLength[groups - 1]!++;
      else {
        this.groupStart[groups] = c;
        this.groupLength[groups] = 1;
        this.stepTo[groups++] = -1;
      }
    }
    for (let g = 0; g < groups; g++) this.order[g] = g;
    if (this.settings.policy === 'widest-first') {
      // Insertion sort, stable: widest first, then left to right.
      for (let i = 1; i < groups; i++) {
        const g = this.order[i] as number;
        let j = i - 1;
        while (j >= 0 && (this.groupLength[this.order[j] as number] as number) < (this.groupLength[g] as number)) {
          this.order[j + 1] = this.order[j] as number;
          j--;
        }
        this.order[j + 1] = g;
      }
    }
    for (let i = 0; i < groups; i++) {
      const g = this.order[i] as number;
      const start = this.groupStart[g] as number;
      const length = this.groupLength[g] as number;
      const to = this.stepTo[g] as number;
      // A side-step chosen before this bound's moves: an earlier one may have taken its column.
      if (to >= 0 && (line.frontOf(side, to) >= 0 || line.frontOf(1 - side, to) < 0)) continue;
      const cost = this.cost(side, start, length);
      if (cost > pips) {
        this.short = true;
        continue;
      }
      pips -= cost;
      if (to >= 0) this.step(side, start, to);
      else this.moveGroup(side, start, length);
    }
    return pips;
  }

  /** 1 PIP, plus the extras for types that cost more and for a lost general (000:29-30, 002:210-212). */
  private cost(side: number, start: number, length: number): number {
    const line = this.line;
    const rules = line.field.rules.pips;
    if (rules.extrasFromSecondBound && (line.boundsPlayed[side] as number) === 0) return 1;
    let cost = 1 + (line.generalLost(side) ? rules.extraGeneralLost : 0);
    for (let c = start; c < start + length; c++) {
      let e = line.frontOf(side, c);
      while (e >= 0) {
        if (line.field.extraPip[(line.type[side] as Int32Array)[e] as number] === 1) return cost + rules.extraForTypes;
        e = line.behind(side, e);
      }
    }
    return cost;
  }

  private moveGroup(side: number, start: number, length: number): void {
    const line = this.line;
    const f = line.field;
    const slow = this.settings.slowGoing[side] === true;
    const type = line.type[side] as Int32Array;
    const y = line.y[side] as Int32Array;
    let distance = Infinity;
    for (let c = start; c < start + length; c++) {
      let e = line.frontOf(side, c);
      while (e >= 0) {
        const t = type[e] as number;
        distance = Math.min(distance, (slow ? f.moveBad[t] : f.move[t]) as number);
        e = line.behind(side, e);
      }
    }
    const other = 1 - side;
    for (let c = start; c < start + length; c++) {
      const e = line.frontOf(side, c);
      (line.status[side] as Uint8Array)[e] = STATUS.ready;
      const dy = Math.min(distance, this.limit(side, e) - (y[e] as number));
      if (dy <= 0) continue;
      advance(line, side, e, dy);
      const o = line.frontOf(other, c);
      if (o >= 0 && (y[e] as number) + ((line.y[other] as Int32Array)[o] as number) === f.gap) {
        (line.charged[side] as Int32Array)[e] = line.stamp;
        (line.status[other] as Uint8Array)[o] = STATUS.ready;
      }
      // The front that advanced is still its column's front: no refresh needed.
    }
  }

  /** Side-step the front element of `from` into column `to`, lined up opposite the enemy there, then forward with what is left of its move, up to contact. */
  private step(side: number, from: number, to: number): void {
    const line = this.line;
    const f = line.field;
    const e = line.frontOf(side, from);
    const y = line.y[side] as Int32Array;
    const t = (line.type[side] as Int32Array)[e] as number;
    const other = 1 - side;
    const o = line.frontOf(other, to);
    const contact = f.gap - ((line.y[other] as Int32Array)[o] as number);
    const left = Math.max(0, this.moveOf(side, t) - Math.abs(to - from) * f.rules.field.baseWidth);
    line.shift(side, e, to);
    y[e] = Math.min((y[e] as number) + Math.floor(left), contact);
    (line.moved[side] as Int32Array)[e] = line.stamp;
    if (y[e] === contact) {
      (line.charged[side] as Int32Array)[e] = line.stamp;
      (line.status[other] as Uint8Array)[o] = STATUS.ready;
    }
  }

  /** Fled elements behind the line turn to face the enemy with the PIPs left, one PIP each (a single-element move, 000:38); returns the PIPs left. */
  rally(side: number, pips: number): number {
    const line = this.line;
    const status = line.status[side] as Uint8Array;
    for (let e = 0; e < (line.size[side] as number); e++) {
      if (status[e] !== STATUS.fled) continue;
      const cost = this.cost(side, (line.col[side] as Int32Array)[e] as number, 1);
      if (cost > pips) {
        this.short = true;
        continue;
      }
      pips -= cost;
      status[e] = STATUS.ready;
    }
    return pips;
  }
}
