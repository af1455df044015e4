import type { BattleDice } from './dice.js';
import { packed } from './effects.js';
import { FIGHT, SITUATION } from './combat-tables.js';
import type { BoundSettings } from './settings.js';
import { Line, STATUS } from './line.js';
import { applyEffect } from './outcome-moves.js';

/**
 * Bespelling and shooting (000:23, 82-88; 002:335-381; RULINGS B12, B13): PIPs kept for each
 * Magician with a target before the moves, bespelling after them with those and the PIPs
 * left, and every shooter of each side shooting once, left to right. Only the side's shooters
 * and Magicians are looked at.
 */
export class Ranged {
  /** Per side: its elements that shoot, and that bespell, in list order. */
  private readonly shooters: readonly [Int32Array, Int32Array];
  private readonly magicians: readonly [Int32Array, Int32Array];
  /** The bound (`line.stamp`) in which PIPs were last kept for each Magician of the side then active. */
  private readonly keptAt: Int32Array;
  /** How many Magicians have PIPs kept this bound. */
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
    this.keptAt = new Int32Array(Math.max(line.size[0], line.size[1]) + 1);
    this.order = new Int32Array(Math.max(line.size[0], line.size[1]) + 1);
  }

  /**
   * Keep the bespelling PIPs for each of the active side's Magicians with a target in range
   * before the moves, while PIPs last, so moves cannot spend them; returns the PIPs left.
   */
  reserve(active: number, pips: number): number {
    const line = this.line;
    const bespellCost = line.field.rules.pips.bespell;
    this.short = false;
    this.count = 0;
    const magicians = this.magicians[active] as Int32Array;
    // `stamp` starts again each battle: clear the side's marks first, so no earlier battle's read as this bound's.
    for (let i = 0; i < magicians.length; i++) this.keptAt[magicians[i] as number] = -1;
    for (let i = 0; i < magicians.length; i++) {
      const e = magicians[i] as number;
      if (!this.canBespell(active, e)) continue;
      if (pips < bespellCost) {
        this.short = true;
        break;
      }
      this.keptAt[e] = line.stamp;
      this.count++;
      pips -= bespellCost;
    }
    return pips;
  }

  /**
   * After the moves, the Magicians bespell with the PIPs kept and the PIPs left (000:23 "using
   * any remaining PIP", 002:198): the kept ones first, then any other now in range of a target
   * (it moved into range), each in list order, while PIPs last.
   */
  bespellAll(active: number, left: number, dice: BattleDice): void {
    const line = this.line;
    const bespellCost = line.field.rules.pips.bespell;
    let pips = left + this.count * bespellCost;
    const magicians = this.magicians[active] as Int32Array;
    for (let pass = 0; pass < 2; pass++) {
      for (let i = 0; i < magicians.length; i++) {
        const e = magicians[i] as number;
        if ((this.keptAt[e] === line.stamp) !== (pass === 0) || !this.canBespell(active, e)) continue;
        if (pips < bespellCost) {
          this.short = true;
          return;
        }
        pips -= bespellCost;
        this.bespell(active, e, dice);
      }
    }
  }

  /**
   * Whether `e` can bespell now: ready, its column's front, not in close combat (002:336), an
   * enemy front in range (in close combat or not, 002:340), and not moved this bound where
   * the text forbids a spell after a move (001:40).
   */
  private canBespell(side: number, e: number): boolean {
    const line = this.line;
    const c = (line.col[side] as Int32Array)[e] as number;
    const range = line.field.bespellRange[(line.type[side] as Int32Array)[e] as number] as number;
    if ((line.status[side] as Uint8Array)[e] !== STATUS.ready || line.frontOf(side, c) !== e || line.inContact(side, c) || range === 0) return false;
    if (!line.field.rules.pips.bespellAfterMoving && (line.moved[side] as Int32Array)[e] === line.stamp) return false;
    return this.target(side, e, range, true) >= 0;
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

  /** `e` bespells its target (canBespell said it has one). */
  private bespell(side: number, e: number, dice: BattleDice): void {
    const line = this.line;
    const type = line.type[side] as Int32Array;
    const t = this.target(side, e, line.field.bespellRange[type[e] as number] as number, true);
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
