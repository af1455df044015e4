import type { Field } from './field.js';
import type { BattleState } from './battle-state.js';

/** An element's status: in the line facing the enemy, fled (facing its own rear), or lost. */
export const STATUS = { ready: 0, fled: 1, lost: 2 } as const;

/** The killer index of a loss the enemy did not inflict directly (fled off the field, the command lost with its general). */
export const NO_KILLER = -2;

/**
 * The state of a line battle: each side's elements as flat typed arrays (type, column,
 * position, status...), reset from the deployment before each trial, so a trial allocates
 * nothing. Positions are in the system's field units: `y` is how far an element's front edge
 * stands ahead of its own side's deployment line, so two elements in one column are in
 * frontal contact when their `y` add up to the gap; a base occupies [y - depth, y].
 */
export class Line implements BattleState {
  readonly size: readonly [number, number];
  readonly type: readonly [Int32Array, Int32Array];
  readonly col: readonly [Int32Array, Int32Array];
  readonly y: readonly [Int32Array, Int32Array];
  readonly status: readonly [Uint8Array, Uint8Array];
  /**
   * The bound in which each element last moved into contact (the Knights row of 000:75 reads
   * "this bound"), moved (Artillery shoots only if it did not, 000:84, 002:381) and shot (each
   * shooter once a bound, 002:200): compared with `stamp`, so a bound clears nothing.
   */
  readonly charged: readonly [Int32Array, Int32Array];
  readonly moved: readonly [Int32Array, Int32Array];
  readonly shot: readonly [Int32Array, Int32Array];
  /** The current bound's stamp: it grows within a battle and starts again at 0 in `reset`, so a mark kept outside this state must be cleared (ranged.ts). */
  stamp = 0;
  /** A Magician that has rolled a 1 bespelling (000:88, 002:657). */
  readonly rolledOne: readonly [Uint8Array, Uint8Array];
  /** The type that destroyed each lost element, NO_KILLER, or -1 while it is not lost. */
  readonly lostBy: readonly [Int32Array, Int32Array];
  /** Front element of each column per side (index side * columns + column), -1 for none: refreshed after every change. */
  readonly front: Int32Array;
  /**
   * Each side's elements grouped by column: column c's are `members[s][start[s][c] ..
   * start[s][c + 1]]`, so a column's queries never scan the whole army. Recoil, flight and
   * pursuit keep an element's column; only a side-step changes it (`shift`), which regroups.
   */
  private readonly members: readonly [Int32Array, Int32Array];
  private readonly start: readonly [Int32Array, Int32Array];
  readonly general: readonly [number, number];
  readonly lost: Int32Array = new Int32Array(2);
  readonly lostHalfAp: Int32Array = new Int32Array(2);
  /** Bounds each side has had, for PIP extras that start in a side's second bound (002:210). */
  readonly boundsPlayed: Int32Array = new Int32Array(2);

  constructor(
    readonly field: Field,
    readonly columns: number,
    private readonly deployment: readonly [Deployed, Deployed],
  ) {
    this.size = [deployment[0].type.length, deployment[1].type.length];
    const per = <T>(make: (n: number) => T): readonly [T, T] => [make(this.size[0]), make(this.size[1])];
    this.type = per((n) => new Int32Array(n));
    this.col = per((n) => new Int32Array(n));
    this.y = per((n) => new Int32Array(n));
    this.status = per((n) => new Uint8Array(n));
    this.charged = per((n) => new Int32Array(n));
    this.moved = per((n) => new Int32Array(n));
    this.shot = per((n) => new Int32Array(n));
    this.rolledOne = per((n) => new Uint8Array(n));
    this.lostBy = per((n) => new Int32Array(n));
    this.front = new Int32Array(2 * columns);
    this.general = [deployment[0].general, deployment[1].general];
    this.members = [new Int32Array(this.size[0]), new Int32Array(this.size[1])];
    this.start = [new Int32Array(columns + 1), new Int32Array(columns + 1)];
    this.reset();
  }

  /** Back to the deployment, for the next trial. */
  reset(): void {
    for (let s = 0; s < 2; s++) {
      const d = this.deployment[s] as Deployed;
      (this.type[s] as Int32Array).set(d.type);
      (this.col[s] as Int32Array).set(d.col);
      (this.y[s] as Int32Array).set(d.y);
      (this.status[s] as Uint8Array).fill(STATUS.ready);
      (this.charged[s] as Int32Array).fill(0);
      (this.moved[s] as Int32Array).fill(0);
      (this.shot[s] as Int32Array).fill(0);
      (this.rolledOne[s] as Uint8Array).fill(0);
      (this.lostBy[s] as Int32Array).fill(-1);
      this.regroup(s);
    }
    this.lost.fill(0);
    this.lostHalfAp.fill(0);
    this.boundsPlayed.fill(0);
    this.stamp = 0;
    this.refresh();
  }

  /** Group a side's elements by column again (a counting sort into the preallocated arrays). */
  private regroup(s: number): void {
    const col = this.col[s] as Int32Array;
    const start = this.start[s] as Int32Array;
    const members = this.members[s] as Int32Array;
    start.fill(0);
    for (let e = 0; e < (this.size[s] as number); e++) start[(col[e] as number) + 1]!++;
    for (let c = 0; c < this.columns; c++) start[c + 1]! += start[c] as number;
    for (let c = this.columns; c > 0; c--) start[c] = start[c - 1] as number;
    start[0] = 0;
    for (let e = 0; e < (this.size[s] as number); e++) {
      const c = col[e] as number;
      members[start[c + 1]!++] = e;
    }
  }

  /** Move element `e` into column `to` (a side-step), keeping the column groups and fronts right. */
  shift(side: number, e: number, to: number): void {
    const from = (this.col[side] as Int32Array)[e] as number;
    (this.col[side] as Int32Array)[e] = to;
    this.regroup(side);
    this.refreshColumn(from);
    this.refreshColumn(to);
  }

  /** Recompute each column's front element: the side's element furthest forward in it that is not lost. */
  refresh(): void {
    for (let c = 0; c < this.columns; c++) this.refreshColumn(c);
  }

  /** Recompute one column's front elements, after a change in it. */
  refreshColumn(c: number): void {
    for (let s = 0; s < 2; s++) {
      const y = this.y[s] as Int32Array;
      const status = this.status[s] as Uint8Array;
      const members = this.members[s] as Int32Array;
      const start = this.start[s] as Int32Array;
      let best = -1;
      for (let i = start[c] as number; i < (start[c + 1] as number); i++) {
        const e = members[i] as number;
        if (status[e] !== STATUS.lost && (best < 0 || (y[e] as number) > (y[best] as number))) best = e;
      }
      this.front[s * this.columns + c] = best;
    }
  }

  frontOf(side: number, column: number): number {
    return column < 0 || column >= this.columns ? -1 : (this.front[side * this.columns + column] as number);
  }

  /** The element of `side` in frontal contact in `column`, if both fronts touch. */
  inContact(side: number, column: number): boolean {
    const e = this.frontOf(side, column);
    const o = this.frontOf(1 - side, column);
    return e >= 0 && o >= 0 && (this.y[side] as Int32Array)[e]! + (this.y[1 - side] as Int32Array)[o]! === this.field.gap;
  }

  /** The friend directly behind element `e` in its column (the next one back, not lost), or -1. */
  behind(side: number, e: number): number {
    const y = this.y[side] as Int32Array;
    const status = this.status[side] as Uint8Array;
    const members = this.members[side] as Int32Array;
    const start = this.start[side] as Int32Array;
    const c = (this.col[side] as Int32Array)[e] as number;
    const ye = y[e] as number;
    let best = -1;
    for (let i = start[c] as number; i < (start[c + 1] as number); i++) {
      const f = members[i] as number;
      if (f === e || status[f] === STATUS.lost) continue;
      const yf = y[f] as number;
      if (yf < ye || (yf === ye && f > e)) {
        if (best < 0 || yf > (y[best] as number)) best = f;
      }
    }
    return best;
  }

  depth(side: number, e: number): number {
    return this.field.recoil[(this.type[side] as Int32Array)[e] as number] as number;
  }

  /** Mark an element lost, by the enemy type `killer` (or NO_KILLER), and count it. */
  lose(side: number, e: number, killer: number): void {
    const status = this.status[side] as Uint8Array;
    if (status[e] === STATUS.lost) return;
    status[e] = STATUS.lost;
    (this.lostBy[side] as Int32Array)[e] = killer;
    this.lost[side]!++;
    this.lostHalfAp[side]! += this.field.halfAp[(this.type[side] as Int32Array)[e] as number] as number;
  }

  /** Words `save` writes: what a bound changes (positions, status, a Magician's 1, killers, losses). */
  get stateSize(): number {
    return 5 * (this.size[0] + this.size[1]) + 6;
  }

  /** Copy the state a bound changes into `out` (the exact chain's states). */
  save(out: Int32Array): void {
    let i = 0;
    for (let s = 0; s < 2; s++) {
      for (let e = 0; e < (this.size[s] as number); e++) {
        out[i++] = (this.y[s] as Int32Array)[e] as number;
        out[i++] = (this.col[s] as Int32Array)[e] as number;
        out[i++] = (this.status[s] as Uint8Array)[e] as number;
        out[i++] = (this.rolledOne[s] as Uint8Array)[e] as number;
        out[i++] = (this.lostBy[s] as Int32Array)[e] as number;
      }
      out[i++] = this.lost[s] as number;
      out[i++] = this.lostHalfAp[s] as number;
      out[i++] = this.boundsPlayed[s] as number;
    }
  }

  /** The inverse of `save`. */
  load(from: Int32Array): void {
    let i = 0;
    for (let s = 0; s < 2; s++) {
      for (let e = 0; e < (this.size[s] as number); e++) {
        (this.y[s] as Int32Array)[e] = from[i++] as number;
        (this.col[s] as Int32Array)[e] = from[i++] as number;
        (this.status[s] as Uint8Array)[e] = from[i++] as number;
        (this.rolledOne[s] as Uint8Array)[e] = from[i++] as number;
        (this.lostBy[s] as Int32Array)[e] = from[i++] as number;
      }
      this.lost[s] = from[i++] as number;
      this.lostHalfAp[s] = from[i++] as number;
      this.boundsPlayed[s] = from[i++] as number;
      this.regroup(s);
    }
    this.refresh();
  }

  generalLost(side: number): boolean {
    return (this.status[side] as Uint8Array)[this.general[side] as number] === STATUS.lost;
  }
}

/** Where a side's elements stand at the start: type index, column and position of each. */
export interface Deployed {
  readonly type: Int32Array;
  readonly col: Int32Array;
  readonly y: Int32Array;
  readonly general: number;
}
