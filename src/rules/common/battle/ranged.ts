import type { BattleDice } from './dice.js';
import { packed } from './effects.js';
import { FIGHT, SITUATION } from './combat-tables.js';
import type { BoundSettings } from './settings.js';
import { Line, STATUS } from './line.js';
import { applyEffect } from './outcome-moves.js';

/**
 * Bespelling and shooting (000:23, 82-88; 002:335-381; RULINGS B12, B13): PIPs kept for each
 * Magician with a target before the moves, its bespelling after them, and every shooter of
 * each side shooting once, left to right. Only the side's shooters and Magicians are looked at.
 */
export class Ranged {
  /** Per side: its elements that shoot, and that bespell, in list order. */
  private readonly shooters: readonly [Int32Array, Int32Array];
  private readonly magicians: readonly [Int32Array, Int32Array];
  /** This bound's Magicians with PIPs kept for them, and how many. */
  private readonly reserved: Int32Array;
  private count = 0;
  private readonly order: Int32Array;
  /** Whether a Magician waited for want of PIPs this bound (Bound.short). */
  short = false;

  constructor(
    private readonly line: Line,
    private readonly settings: BoundSettings,
  ) {
    const which = (side: number, range: Int32Array): Int32Array => Int32Array.from([...(line.type[side] as Int32Array).keys()].filter((e) => (range[(line.type[side] as Int32Array)[e] as number] as number) > 0));
    this.shooters = [which(0, line.field.shootRange), which(1, line.field.shootRange)];
    this.magicians = [which(0, line.field.bespellRange), which(1, line.field.bespellRange)];
    this.reserved = new Int32Array(Math.max(line.size[0], line.size[1]) + 1);
    this.order = new Int32Array(Math.max(line.size[0], line.size[1]) + 1);
  }

  /** Keep the bespelling PIPs for each of the active side's Magicians with a target in range, while PIPs last; returns the PIPs left. */
  reserve(active: number, pips: number): number {
    const line = this.line;
    this.short = false;
    const bespellCost = line.field.rules.pips.bespell;
    let reserved = 0;
    const magicians = this.magicians[active] as Int32Array;
    for (let i = 0; i < magicians.length; i++) {
      const e = magicians[i] as number;
      if (this.canBespell(active, e) && this.target(active, e, (line.field.bespellRange[(line.type[active] as Int32Array)[e] as number] as number), true) >= 0) {
        if (pips < bespellCost) {
          this.short = true;
          break;
        }
        this.reserved[reserved++] = e;
        pips -= bespellCost;
      }
    }
    this.count = reserved;
    return pips;
  }

  /** The kept Magicians bespell, after the moves. */
  bespellKept(active: number, dice: BattleDice): void {
    for (let i = 0; i < this.count; i++) this.bespell(active, this.reserved[i] as number, dice);
  }

  private canBespell(side: number, e: number): boolean {
    const line = this.line;
    const c = (line.col[side] as Int32Array)[e] as number;
    return (line.status[side] as Uint8Array)[e] === STATUS.ready && line.frontOf(side, c) === e && !line.inContact(side, c) &&
      (line.field.bespellRange[(line.type[side] as Int32Array)[e] as number] as number) > 0;
  }

  /** The enemy front `e` can reach at `range` in its column, then left, then right; `inCombat`: targets in close combat count (bespelling, 002:340). */
  private target(side: number, e: number, range: number, inCombat: boolean): number {
    const line = this.line;
    const other = 1 - side;
    const c = (line.col[side] as Int32Array)[e] as number;
    const ye = (line.y[side] as Int32Array)[e] as number;
    for (let k = 0; k < 3; k++) {
      const tc = k === 0 ? c : k === 1 ? c - 1 : c + 1;
      const t = line.frontOf(other, tc);
      if (t < 0 || (!inCombat && line.inContact(other, tc))) continue;
      const distance = line.field.gap - ye - ((line.y[other] as Int32Array)[t] as number);
      if (distance >= 0 && distance <= range) return t;
    }
    return -1;
  }

  private bespell(side: number, e: number, dice: BattleDice): void {
    const line = this.line;
    if (!this.canBespell(side, e)) return;
    const type = line.type[side] as Int32Array;
    const t = this.target(side, e, line.field.bespellRange[type[e] as number] as number, true);
    if (t < 0) return;
    const other = 1 - side;
    const mine = ((line.rolledOne[side] as Uint8Array)[e] === 1 ? SITUATION.rolledOne : 0) | (line.general[side] === e ? SITUATION.general : 0);
    const theirs = line.general[other] === t ? SITUATION.general : 0;
    const p = dice.pick(this.settings.tables.table(FIGHT.bespell, side, type[e] as number, (line.type[other] as Int32Array)[t] as number, mine, theirs));
    if (packed.firstRolledOne(p)) (line.rolledOne[side] as Uint8Array)[e] = 1;
    applyEffect(line, side, e, packed.first(p), (line.type[other] as Int32Array)[t] as number, -1);
    applyEffect(line, other, t, packed.second(p), type[e] as number, -1);
    line.refreshColumn((line.col[side] as Int32Array)[e] as number);
    line.refreshColumn((line.col[other] as Int32Array)[t] as number);
  }

  /** Every shooter of `side` that can shoots once, left to right; a target that can shoot back does (002:380). */
  shootAll(active: number, side: number, dice: BattleDice): void {
    const line = this.line;
    const f = line.field;
    const type = line.type[side] as Int32Array;
    const other = 1 - side;
    const otype = line.type[other] as Int32Array;
    const shooters = this.shooters[side] as Int32Array;
    // Left to right along the line: shooters are few, so order them by column here.
    let n = 0;
    for (let i = 0; i < shooters.length; i++) {
      const e = shooters[i] as number;
      const c = (line.col[side] as Int32Array)[e] as number;
      if (line.frontOf(side, c) !== e) continue;
      let j = n++;
      while (j > 0 && ((line.col[side] as Int32Array)[this.order[j - 1] as number] as number) > c) {
        this.order[j] = this.order[j - 1] as number;
        j--;
      }
      this.order[j] = e;
    }
    for (let i = 0; i < n; i++) {
      const e = this.order[i] as number;
      const c = (line.col[side] as Int32Array)[e] as number;
      if (line.frontOf(side, c) !== e || (line.status[side] as Uint8Array)[e] !== STATUS.ready || (line.shot[side] as Int32Array)[e] === line.stamp || line.inContact(side, c)) continue;
      const t0 = type[e] as number;
      const range = f.shootRange[t0] as number;
      if (range === 0 || (f.shootsOwnBoundOnly[t0] === 1 && (side !== active || (line.moved[side] as Int32Array)[e] === line.stamp))) continue;
      const t = this.target(side, e, range, false);
      if (t < 0) continue;
      const tt = otype[t] as number;
      const distance = f.gap - ((line.y[side] as Int32Array)[e] as number) - ((line.y[other] as Int32Array)[t] as number);
      const back = (line.status[other] as Uint8Array)[t] === STATUS.ready && (line.shot[other] as Int32Array)[t] !== line.stamp && (f.shootRange[tt] as number) >= distance;
      (line.shot[side] as Int32Array)[e] = line.stamp;
      if (back) (line.shot[other] as Int32Array)[t] = line.stamp;
      const mine = line.general[side] === e ? SITUATION.general : 0;
      const theirs = (line.general[other] === t ? SITUATION.general : 0) | (back ? SITUATION.shootsBack : 0);
      const p = dice.pick(this.settings.tables.table(FIGHT.shooting, side, t0, tt, mine, theirs));
      applyEffect(line, side, e, packed.first(p), tt, -1);
      applyEffect(line, other, t, packed.second(p), t0, -1);
      line.refreshColumn(c);
      line.refreshColumn((line.col[other] as Int32Array)[t] as number);
    }
  }
}
