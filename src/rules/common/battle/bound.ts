import type { BattleDice } from './dice.js';
import { EFFECT, packed } from './effects.js';
import { CombatTables, FIGHT, SITUATION } from './combat-tables.js';
import { Line, STATUS } from './line.js';
import { advance, flee, pursue, recoil } from './outcome-moves.js';
import type { Policy } from './kind.js';

/** What stays fixed over a battle besides the line: the tables, the PIP rules, the policy and each side's going. */
export interface BoundSettings {
  readonly tables: CombatTables;
  readonly policy: Policy;
  /** Each side stands in going that slows it (D3H2 rough or bad, HOTT bad): its moves use `moveBad`. */
  readonly slowGoing: readonly [boolean, boolean];
  /** Each side's going is good, so rear support counts (000:50, 002:557). */
  readonly goodGoing: readonly [boolean, boolean];
}

/**
 * One bound of the active side (000 SEQUENCE OF PLAY, 002:195-201): roll PIPs; keep PIPs
 * for Magicians with a target in range; move groups into contact by the policy; bespell;
 * shoot (the active side's shooters first, then the other's); then every frontal contact
 * fights, left to right. Scratch arrays are allocated once per battle.
 */
export class Bound {
  private readonly groupStart: Int32Array;
  private readonly groupLength: Int32Array;
  /** For a one-element group that side-steps: the column it steps into, else -1. */
  private readonly stepTo: Int32Array;
  private readonly order: Int32Array;
  /** This bound's Magicians with PIPs kept for them. */
  private readonly reserved: Int32Array;
  private readonly contacts: Int32Array;
  /** Per side: its elements that shoot, and that bespell, left to right in list order (a bound looks at these only). */
  private readonly shooters: readonly [Int32Array, Int32Array];
  private readonly magicians: readonly [Int32Array, Int32Array];
  /**
   * Whether this bound's PIPs ran short: a Magician, group or rally waited for want of them.
   * If not, more PIPs would have changed nothing, which lets the exact chain merge PIP scores.
   */
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
    this.reserved = new Int32Array(most);
    this.contacts = new Int32Array(line.columns);
    const which = (side: number, range: Int32Array): Int32Array => Int32Array.from([...(line.type[side] as Int32Array).keys()].filter((e) => (range[(line.type[side] as Int32Array)[e] as number] as number) > 0));
    this.shooters = [which(0, line.field.shootRange), which(1, line.field.shootRange)];
    this.magicians = [which(0, line.field.bespellRange), which(1, line.field.bespellRange)];
  }

  run(active: number, dice: BattleDice): void {
    const line = this.line;
    line.stamp++;
    let pips = dice.d6();
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
    pips = this.move(active, pips);
    this.rally(active, pips);
    for (let i = 0; i < reserved; i++) this.bespell(active, this.reserved[i] as number, dice);
    this.shootAll(active, active, dice);
    this.shootAll(active, 1 - active, dice);
    this.closeCombat(dice);
    line.boundsPlayed[active]!++;
  }

  // ---- moves (000 PIP EXPENDITURE, 000:39; 002:203-212) ----

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
  private move(side: number, pips: number): number {
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

  /** Fled elements behind the line turn to face the enemy with the PIPs left, one PIP each (a single-element move, 000:38). */
  private rally(side: number, pips: number): void {
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
  }

  // ---- bespelling and shooting (000:23, 82-88; 002:335-381) ----

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
    this.apply(side, e, packed.first(p), (line.type[other] as Int32Array)[t] as number, -1);
    this.apply(other, t, packed.second(p), type[e] as number, -1);
    line.refreshColumn((line.col[side] as Int32Array)[e] as number);
    line.refreshColumn((line.col[other] as Int32Array)[t] as number);
  }

  /** Every shooter of `side` that can shoots once, left to right; a target that can shoot back does (002:380). */
  private shootAll(active: number, side: number, dice: BattleDice): void {
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
      this.apply(side, e, packed.first(p), tt, -1);
      this.apply(other, t, packed.second(p), t0, -1);
      line.refreshColumn(c);
      line.refreshColumn((line.col[other] as Int32Array)[t] as number);
    }
  }

  // ---- close combat (000:24, 48-55; 002:385-687) ----

  private closeCombat(dice: BattleDice): void {
    const line = this.line;
    let contacts = 0;
    for (let c = 0; c < line.columns; c++) if (line.inContact(0, c)) this.contacts[contacts++] = c;
    for (let i = 0; i < contacts; i++) {
      const c = this.contacts[i] as number;
      if (line.inContact(0, c)) this.fight(c, dice);
    }
  }

  private fight(c: number, dice: BattleDice): void {
    const line = this.line;
    const a = line.frontOf(0, c);
    const b = line.frontOf(1, c);
    const ta = (line.type[0] as Int32Array)[a] as number;
    const tb = (line.type[1] as Int32Array)[b] as number;
    const tables = this.settings.tables;
    const supportA = this.supporter(0, a);
    const supportB = this.supporter(1, b);
    const sa = this.situation(0, a, c, supportA);
    const sb = this.situation(1, b, c, supportB);
    const p = dice.pick(tables.table(FIGHT.close, 0, ta, tb, sa, sb));
    const ea = packed.first(p);
    const eb = packed.second(p);
    // Only an element whose support the system counted in this fight is destroyed with its front (B7).
    this.apply(0, a, ea, tb, supportA >= 0 && tables.supportCounts(0, ta, tb, sa, sb) ? supportA : -1);
    this.apply(1, b, eb, ta, supportB >= 0 && tables.supportCounts(1, ta, tb, sa, sb) ? supportB : -1);
    line.refreshColumn(c);
    const winner = packed.winner(p);
    const f = line.field;
    if (winner === 1 && ea === EFFECT.none && eb !== EFFECT.none) {
      const d = f.pursuit[ta * f.types + tb] as number;
      if (d > 0) pursue(line, 0, a, d);
    } else if (winner === 2 && eb === EFFECT.none && ea !== EFFECT.none) {
      const d = f.pursuit[tb * f.types + ta] as number;
      if (d > 0) pursue(line, 1, b, d);
    }
    // A pursuer stays the front of its column: no refresh needed after it.
  }

  /** The friend lined up behind `e` that gives it rear support (same-class rows, good going), or -1. */
  private supporter(side: number, e: number): number {
    const line = this.line;
    if (!this.settings.goodGoing[side]) return -1;
    const b = line.behind(side, e);
    if (b < 0 || (line.status[side] as Uint8Array)[b] !== STATUS.ready) return -1;
    const y = line.y[side] as Int32Array;
    if ((y[b] as number) !== (y[e] as number) - line.depth(side, e)) return -1;
    const type = line.type[side] as Int32Array;
    return line.field.rearSupports[(type[b] as number) * line.field.types + (type[e] as number)] === 1 ? b : -1;
  }

  /** What the line gives `e` in close combat: general, overlaps on each flank, rear and side support, charged. */
  private situation(side: number, e: number, c: number, supporter: number): number {
    const line = this.line;
    const f = line.field;
    const other = 1 - side;
    const y = line.y[side] as Int32Array;
    const oy = line.y[other] as Int32Array;
    const ye = y[e] as number;
    const type = line.type[side] as Int32Array;
    let overlaps = 0;
    let side_ = 0;
    const de = line.depth(side, e);
    for (let dc = -1; dc <= 1; dc += 2) {
      const o = line.frontOf(other, c + dc);
      if (o >= 0 && (line.status[other] as Uint8Array)[o] === STATUS.ready && f.noOverlap[(line.type[other] as Int32Array)[o] as number] === 0) {
        // Its front edge, in this side's measure: level with ours is a corner overlap (if it is
        // not itself in frontal combat); alongside our base, flank edges touch, which overlaps
        // in combat or not (002:387).
        const front = f.gap - (oy[o] as number);
        if (front === ye ? !line.inContact(other, c + dc) : front < ye && front + line.depth(other, o) > ye - de) overlaps++;
      }
      const n = line.frontOf(side, c + dc);
      if (n >= 0 && (line.status[side] as Uint8Array)[n] === STATUS.ready && y[n] === ye && f.sideSupports[(type[n] as number) * f.types + (type[e] as number)] === 1) side_ = 1;
    }
    return (line.general[side] === e ? SITUATION.general : 0) | (overlaps << SITUATION.overlapShift) | (supporter >= 0 ? SITUATION.support : 0) |
      (side_ ? SITUATION.sideSupport : 0) | ((line.charged[side] as Int32Array)[e] === line.stamp ? SITUATION.charged : 0);
  }

  /** Carry out one side's result; a destroyed element takes its rear supporter with it (000:55, 001:157). */
  private apply(side: number, e: number, effect: number, killer: number, supporter: number): void {
    const line = this.line;
    if (effect === EFFECT.none || (line.status[side] as Uint8Array)[e] === STATUS.lost) return;
    if (effect === EFFECT.recoil) recoil(line, side, e, killer);
    else if (effect === EFFECT.flee) flee(line, side, e, killer);
    else {
      line.lose(side, e, killer);
      if (effect === EFFECT.destroyed && supporter >= 0) line.lose(side, supporter, killer);
    }
  }
}
