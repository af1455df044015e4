import { BOARD_STATUS, LOSS } from '../../../battle/board.js';
import { acrossOf, distanceAhead } from '../../../battle/reach.js';
import type { BattleDice } from './dice.js';
import { packed } from './effects.js';
import { FIGHT, SITUATION } from './combat-tables.js';
import type { BoardParts } from './board-parts.js';

/**
 * Bespelling and shooting on the board (000:23, 82-88; 002:335-381; the line's B12, B13 with
 * ruling F20's targets): PIPs kept for each Magician with a target before the moves,
 * bespelling after them with those and the PIPs left, and every shooter of each side that
 * leads its file and is not in close combat shooting once, across the board. Up to two more
 * shooters or Magicians whose own target is the same element aid the first instead of acting
 * alone (000:32, 52; 002:339, 380, 579, 586; ruling F33).
 */
export class BoardRanged {
  private readonly shooters: readonly [Int32Array, Int32Array];
  private readonly magicians: readonly [Int32Array, Int32Array];
  /** The bound (`stamp`) in which PIPs were last kept for each element, and in which it last bespelled or aided a bespelling. */
  private readonly keptAt: Int32Array;
  private readonly castAt: Int32Array;
  private count = 0;
  private readonly order: Int32Array;
  short = false;

  constructor(private readonly parts: BoardParts) {
    const b = parts.board;
    const which = (side: number, range: Int32Array): Int32Array => Int32Array.from([...b.type.keys()].filter((i) => b.side[i] === side && (range[b.type[i] as number] as number) > 0));
    this.shooters = [which(0, parts.shootRange), which(1, parts.shootRange)];
    this.magicians = [which(0, parts.bespellRange), which(1, parts.bespellRange)];
    this.keptAt = new Int32Array(b.count);
    this.castAt = new Int32Array(b.count);
    this.order = new Int32Array(b.count);
  }

  /** Keep the bespelling PIPs of each Magician with a target before the moves, while PIPs last; returns the PIPs left. */
  reserve(active: number, pips: number): number {
    const p = this.parts;
    const cost = p.state.field.rules.pips.bespell;
    this.short = false;
    this.count = 0;
    p.contacts.update();
    const magicians = this.magicians[active] as Int32Array;
    // The marks are compared with `stamp`, which starts again each battle: clear the side's first,
    // so nothing a battle played before (a worker plays many on one board) reads as this bound's.
    for (let m = 0; m < magicians.length; m++) {
      this.keptAt[magicians[m] as number] = -1;
      this.castAt[magicians[m] as number] = -1;
    }
    for (let m = 0; m < magicians.length; m++) {
      const i = magicians[m] as number;
      if (!this.canBespell(i)) continue;
      if (pips < cost) {
        this.short = true;
        break;
      }
      this.keptAt[i] = p.state.stamp;
      this.count++;
      pips -= cost;
    }
    return pips;
  }

  /** After the moves, the Magicians bespell with the PIPs kept and left: the kept ones first, then any other now with a target. */
  bespellAll(active: number, left: number, dice: BattleDice): void {
    const p = this.parts;
    const { bespell: cost, bespellAid: aidCost } = p.state.field.rules.pips;
    const stamp = p.state.stamp;
    let pips = left + this.count * cost;
    p.contacts.update();
    const magicians = this.magicians[active] as Int32Array;
    for (let pass = 0; pass < 2; pass++) {
      for (let m = 0; m < magicians.length; m++) {
        const i = magicians[m] as number;
        if ((this.keptAt[i] === stamp) !== (pass === 0) || this.castAt[i] === stamp || !this.canBespell(i)) continue;
        if (pips < cost) {
          this.short = true;
          return;
        }
        pips -= cost;
        this.castAt[i] = stamp;
        // Up to two more Magicians whose own target it is aid the spell for their PIPs (000:32, 002:339; F33).
        const t = p.target(i, p.bespellRange[p.board.type[i] as number] as number, true);
        let aid = 0;
        for (let q = 0; q < magicians.length && aid < 2 && pips >= aidCost; q++) {
          const k = magicians[q] as number;
          if (k === i || this.castAt[k] === stamp || !this.canBespell(k) || p.target(k, p.bespellRange[p.board.type[k] as number] as number, true) !== t) continue;
          this.castAt[k] = stamp;
          pips -= aidCost;
          aid++;
        }
        this.bespell(i, t, aid, dice);
      }
    }
  }

  /** Ready, leading its file, not in close combat (002:336), a target in range, and not moved this bound where the text forbids it (001:40). */
  private canBespell(i: number): boolean {
    const p = this.parts;
    const b = p.board;
    const range = p.bespellRange[b.type[i] as number] as number;
    if (b.status[i] !== BOARD_STATUS.ready || range === 0 || p.fighting(i) || !p.leads(i)) return false;
    if (!p.state.field.rules.pips.bespellAfterMoving && p.state.moved[i] === p.state.stamp) return false;
    return p.target(i, range, true) >= 0;
  }

  /** Magician `i` bespells target `t`, aided by `aid` more (0-2). */
  private bespell(i: number, t: number, aid: number, dice: BattleDice): void {
    const p = this.parts;
    const b = p.board;
    const s = p.state;
    const side = b.side[i] as number;
    const mine = (s.rolledOne[i] === 1 ? SITUATION.rolledOne : 0) | (s.generalAt(side) === i ? SITUATION.general : 0) | (aid << SITUATION.aidShift) | s.ground.situation(i, t, false);
    const theirs = (s.generalAt(1 - side) === t ? SITUATION.general : 0) | s.ground.situation(t, i, false) | (s.ground.riverBetween(i, t) ? SITUATION.acrossWater : 0);
    const roll = dice.pick(p.settings.tables.table(FIGHT.bespell, side, b.type[i] as number, b.type[t] as number, mine, theirs));
    if (packed.firstRolledOne(roll)) s.rolledOne[i] = 1;
    this.settle(FIGHT.bespell, i, t, roll, aid);
  }

  /** A shot's or spell's result carried out on both (a loss counted as at range), told to a watcher with its aiders, and the contacts read again. */
  private settle(fight: number, i: number, t: number, roll: number, aid: number): void {
    const p = this.parts;
    const b = p.board;
    p.watcher?.fought(fight, i, t, packed.first(roll), packed.second(roll), aid);
    const ti = b.type[i] as number;
    const tt = b.type[t] as number;
    p.apply(i, packed.first(roll), tt, -1, LOSS.atRange);
    p.apply(t, packed.second(roll), ti, -1, LOSS.atRange);
    p.contacts.update();
  }

  /** Every shooter of `side` that can shoots once, across the board; a target that can shoot back does (002:380). */
  shootAll(active: number, side: number, dice: BattleDice): void {
    const p = this.parts;
    const b = p.board;
    const s = p.state;
    const shooters = this.shooters[side] as Int32Array;
    p.contacts.update();
    let n = 0;
    for (let m = 0; m < shooters.length; m++) {
      const i = shooters[m] as number;
      if ((b.status[i] as number) >= BOARD_STATUS.lost) continue;
      let j = n++;
      while (j > 0 && acrossOf(b, this.order[j - 1] as number) > acrossOf(b, i)) {
        this.order[j] = this.order[j - 1] as number;
        j--;
      }
      this.order[j] = i;
    }
    for (let m = 0; m < n; m++) {
      const i = this.order[m] as number;
      const ti = b.type[i] as number;
      if (!this.canShoot(i, side, active)) continue;
      const t = p.target(i, p.shootRange[ti] as number, false);
      if (t < 0) continue;
      const tt = b.type[t] as number;
      const back = b.status[t] === BOARD_STATUS.ready && s.shot[t] !== s.stamp && (p.shootRange[tt] as number) >= distanceAhead(b, i, t) && !this.grounded(t);
      s.shot[i] = s.stamp;
      if (back) s.shot[t] = s.stamp;
      // Up to two shooters after it across the board whose own target it is aid this shot (002:380 `may aid shooting`; 000:52; F33).
      let aid = 0;
      for (let q = m + 1; q < n && aid < 2; q++) {
        const k = this.order[q] as number;
        if (!this.canShoot(k, side, active) || p.target(k, p.shootRange[b.type[k] as number] as number, false) !== t) continue;
        s.shot[k] = s.stamp;
        aid++;
      }
      const mine = (s.generalAt(side) === i ? SITUATION.general : 0) | (aid << SITUATION.aidShift) | s.ground.situation(i, t, false);
      const theirs = (s.generalAt(1 - side) === t ? SITUATION.general : 0) | (back ? SITUATION.shootsBack : 0) | s.ground.situation(t, i, false);
      this.settle(FIGHT.shooting, i, t, dice.pick(p.settings.tables.table(FIGHT.shooting, side, ti, tt, mine, theirs)), aid);
    }
  }

  /** Shooter `i` of `side` may shoot now: ready, not shot this bound, not in close combat, leading its file, not where the ground stops it (002:369); Artillery only in its own bound, unmoved (002:381). */
  private canShoot(i: number, side: number, active: number): boolean {
    const p = this.parts;
    const b = p.board;
    const s = p.state;
    if (b.status[i] !== BOARD_STATUS.ready || s.shot[i] === s.stamp || p.fighting(i) || !p.leads(i) || this.grounded(i)) return false;
    return !(s.field.shootsOwnBoundOnly[b.type[i] as number] === 1 && (side !== active || s.moved[i] === s.stamp));
  }

  /** Whether `i` stands where the text says it cannot shoot (002:369: a river, a marsh, wholly in a gully; F39), where the text says what stops a shot. */
  private grounded(i: number): boolean {
    return this.parts.fire?.grounded(i) ?? false;
  }
}
