import { BOARD_STATUS } from '../../../battle/board.js';
import type { BoardParts } from './board-parts.js';
import type { Plan } from './plans.js';

/** What a side's plan has an element do (BoardState.planned). */
export const PLANNED = { free: 0, held: 1, enveloping: 2 } as const;

/**
 * A side's plan of play on the board (src/battle/RULINGS.md P1-P5, plans.ts): at its first bound
 * it marks whom the plan holds back and who goes round a flank; at every bound it lets go those
 * an enemy has come within reach of, and frees whoever is in close combat. The moves
 * (board-moves.ts) leave held and enveloping elements out of the line advance.
 */
export class BoardPlan {
  /** Per side, the wing its envelopers go round: -1 the low side of the board (x), +1 the high side. */
  readonly wing = new Int8Array(2);

  constructor(private readonly parts: BoardParts) {}

  private planOf(side: number): Plan | null {
    const plan = this.parts.settings.plans?.[side];
    return plan && (plan.holds !== 'none' || plan.envelops) ? plan : null;
  }

  /** Before the side's moves: its plan begun at its first bound, then those within reach let go. */
  before(side: number): void {
    const plan = this.planOf(side);
    if (!plan) return;
    if (this.parts.state.boundsPlayed[side] === 0) this.begin(side, plan);
    this.release(side, plan);
  }

  /** The side's on-board elements that may move: ready, not a camp. */
  private own(side: number, i: number): boolean {
    const b = this.parts.board;
    return b.side[i] === side && b.status[i] === BOARD_STATUS.ready && b.fixed[i] !== 1;
  }

  /** An enemy's element that stands in the line: on the board and not a camp. */
  private enemy(side: number, j: number): boolean {
    const b = this.parts.board;
    return b.side[j] !== side && (b.status[j] as number) < BOARD_STATUS.lost && b.fixed[j] !== 1;
  }

  private begin(side: number, plan: Plan): void {
    const p = this.parts;
    const b = p.board;
    const planned = p.state.planned;
    const box = b.box;
    // The middle of the side's line across the board, and the enemy's ends and strength either side of it.
    let lo = Infinity;
    let hi = -Infinity;
    for (let i = 0; i < b.count; i++) {
      if (!this.own(side, i)) continue;
      lo = Math.min(lo, b.x[i] as number);
      hi = Math.max(hi, b.x[i] as number);
    }
    if (lo > hi) return;
    const mid = (lo + hi) / 2;
    let enemyLo = Infinity;
    let enemyHi = -Infinity;
    let strengthLo = 0;
    let strengthHi = 0;
    for (let j = 0; j < b.count; j++) {
      if (!this.enemy(side, j) || b.status[j] !== BOARD_STATUS.ready) continue;
      enemyLo = Math.min(enemyLo, box[4 * j] as number);
      enemyHi = Math.max(enemyHi, box[4 * j + 2] as number);
      const ap = p.state.field.halfAp[b.type[j] as number] as number;
      if ((b.x[j] as number) < mid) strengthLo += ap;
      else if ((b.x[j] as number) > mid) strengthHi += ap;
    }
    const general = p.state.generalAt(side);
    // P2: the wing facing the stronger half (the low side on a tie).
    const refused = strengthHi > strengthLo ? 1 : -1;
    // P3: the wing with more room between the enemy's line and the land's edge (the low side on a tie).
    this.wing[side] = b.landX1 - enemyHi > enemyLo - b.landX0 ? 1 : -1;
    for (let i = 0; i < b.count; i++) {
      if (!this.own(side, i)) continue;
      const t = b.type[i] as number;
      const wingOf = Math.sign((b.x[i] as number) - mid);
      if (
        plan.holds === 'army' ||
        (plan.holds === 'wing-facing-strength' && wingOf === refused) ||
        (plan.holds === 'general-and-magicians' && (i === general || (p.state.field.bespellRange[t] as number) > 0))
      ) {
        planned[i] = PLANNED.held;
      } else if (plan.envelops && wingOf === this.wing[side] && i !== general && p.state.field.foot[t] !== 1 && p.state.field.noContact[t] !== 1) {
        planned[i] = PLANNED.enveloping;
      }
    }
  }

  /** Held elements an enemy has come within reach of go (all held together, or each, by the plan); anyone in close combat is free. */
  private release(side: number, plan: Plan): void {
    const p = this.parts;
    const b = p.board;
    const planned = p.state.planned;
    p.contacts.update();
    let go = false;
    for (let i = 0; i < b.count; i++) {
      if (b.side[i] !== side || planned[i] === PLANNED.free) continue;
      if ((b.status[i] as number) >= BOARD_STATUS.lost || p.fighting(i)) {
        planned[i] = PLANNED.free;
        continue;
      }
      if (planned[i] !== PLANNED.held || b.status[i] !== BOARD_STATUS.ready || !this.inReach(i)) continue;
      if (plan.releases === 'each') planned[i] = PLANNED.free;
      else go = true;
    }
    if (!go) return;
    for (let i = 0; i < b.count; i++) if (b.side[i] === side && planned[i] === PLANNED.held) planned[i] = PLANNED.free;
  }

  /**
   * Whether an enemy stands within `i`'s reach: ahead of it, in its own path or a base width to
   * either side, no farther than its move and its range (a shooter's or Magician's).
   */
  inReach(i: number): boolean {
    const p = this.parts;
    const t = p.board.type[i] as number;
    const reach = p.moveOf(i) + Math.max(p.shootRange[t] as number, p.bespellRange[t] as number);
    p.scanAhead(i);
    for (let path = 0; path < 3; path++) {
      if ((p.enemyIn[path] as number) >= 0 && (p.enemyAt[path] as number) <= reach) return true;
    }
    return false;
  }

  /**
   * Where enveloping element `i` of `side` heads (P3): the centre across (x) that takes its base
   * past the end of the enemy's line on its wing, and the enemy at that end; null when the enemy
   * has no element standing or the land leaves no room past it.
   */
  target(side: number, i: number): { readonly x: number; readonly outer: number } | null {
    const b = this.parts.board;
    const box = b.box;
    const wing = this.wing[side] as number;
    let outer = -1;
    for (let j = 0; j < b.count; j++) {
      if (!this.enemy(side, j) || b.status[j] !== BOARD_STATUS.ready) continue;
      if (outer < 0 || (wing < 0 ? (box[4 * j] as number) < (box[4 * outer] as number) : (box[4 * j + 2] as number) > (box[4 * outer + 2] as number))) outer = j;
    }
    if (outer < 0) return null;
    const half = b.half[i] as number;
    const x = wing < 0 ? (box[4 * outer] as number) - half : (box[4 * outer + 2] as number) + half;
    return x - half < b.landX0 || x + half > b.landX1 ? null : { x, outer };
  }
}
