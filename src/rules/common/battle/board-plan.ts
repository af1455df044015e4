import { BOARD_STATUS } from '../../../battle/board.js';
import { GROWS } from '../../../battle/geometry.js';
import { GROUND } from '../../../battle/terrain.js';
import type { BoardParts } from './board-parts.js';
import type { Plan } from './plans.js';

/** What a side's plan has an element do (BoardState.planned). */
export const PLANNED = { free: 0, held: 1, enveloping: 2 } as const;

/** Ground a plan does not seek, whatever its going: water (a river's crossing, F40; a waterway, F42). */
const NOT_SOUGHT = GROUND.water | GROUND.deep;

/**
 * A side's plan of play on the board (src/battle/RULINGS.md P1-P5, plans.ts): at its first bound
 * it marks whom the plan holds back and who goes round a flank; at every bound it lets go those
 * an enemy has come within reach of, and frees whoever is in close combat; for a plan that seeks
 * bad going, it finds the move that takes a held element into it (P4). The moves
 * (board-moves.ts) leave held and enveloping elements out of the line advance.
 */
export class BoardPlan {
  /** Per side, the wing its envelopers go round: -1 the low side of the board (x), +1 the high side. */
  readonly wing = new Int8Array(2);
  /** Per type: goes into bad going under a plan that seeks it (P4): no -2 there (the profile's `badGoingExempt`, 002:595, 000:53), and no aerial (000:67: it counts only woods and BUA as bad going, and ends no move in them; 002:247). */
  private readonly seeker: Uint8Array;
  /** Per type: shoots, so seeks no ground it cannot shoot from (a marsh, 002:369; `mire`, F39). */
  private readonly shooter: Uint8Array;
  /** Filled by `intoBadGoing`: the move across the board (x, board units, signed) and then straight ahead that takes the element into bad going. */
  seekAcross = 0;
  seekAhead = 0;
  /** Scratch: a feature's rectangle. */
  private readonly feature = new Int32Array(4);

  constructor(private readonly parts: BoardParts) {
    const f = parts.state.field;
    this.seeker = Uint8Array.from(f.badGoingExempt, (exempt, t) => (exempt === 1 && f.aerial[t] !== 1 ? 1 : 0));
    this.shooter = Uint8Array.from(f.shootRange, (range) => (range > 0 ? 1 : 0));
  }

  /** Whether the side's plan sends held elements into bad going (P4) and any ground is laid to find it in. */
  seeking(side: number): boolean {
    return this.parts.settings.plans?.[side]?.seeks === 'bad-going' && this.parts.state.ground.laid;
  }

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

  /**
   * Whether held element `i` of `side` goes into bad going this bound (P4), and if so the move
   * (`seekAcross`, `seekAhead`): a type the text favours there (`seeker`), not the general, not
   * already in bad going (any part of its base, F15), facing along the board as deployed. Of the
   * features laid that its system counts as bad going (no water, and for a shooter no marsh), the
   * one it can get any part of its base into with the shortest move across then straight ahead
   * (never back), within its bad-going move (F25), the first laid on a tie; it goes as deep as
   * that move takes it, ahead first, up to wholly in. The rectangle its base spans from where it
   * stands to where it ends holds no other base and lies on the board (as a flank attack's,
   * F23), crosses no enemy's threat zone (F38) and no water; where the deeper move's does not,
   * the shortest is tried.
   */
  intoBadGoing(side: number, i: number): boolean {
    const p = this.parts;
    const b = p.board;
    const ground = p.state.ground;
    const t = b.type[i] as number;
    const facing = b.facing[i] as number;
    const move = p.moveBad[t] as number;
    if (this.seeker[t] !== 1 || move <= 0 || facing % 2 !== 0 || i === p.state.generalAt(side) || ground.bad(i)) return false;
    const terrain = ground.terrain;
    const box = b.box;
    const at = 4 * i;
    const bx0 = box[at] as number;
    const bx1 = box[at + 2] as number;
    // Along the element's facing, signed so ahead grows: its rear edge and its front.
    const g = GROWS[facing] as number;
    const rear = g > 0 ? (box[at + 1] as number) : -(box[at + 3] as number);
    const lead = g > 0 ? (box[at + 3] as number) : -(box[at + 1] as number);
    const fb = this.feature;
    let best = Infinity;
    for (let k = 0; k < terrain.count; k++) {
      const going = terrain.featureInto(k, fb, 0);
      const bits = terrain.groundOf(k);
      if (!ground.badGoing(going) || (bits & NOT_SOUGHT) !== 0 || (this.shooter[t] === 1 && (bits & GROUND.mire) !== 0)) continue;
      const fx0 = fb[0] as number;
      const fx1 = fb[2] as number;
      const near = g > 0 ? (fb[1] as number) : -(fb[3] as number);
      const far = g > 0 ? (fb[3] as number) : -(fb[1] as number);
      // Wholly behind its rear edge: never moved back to.
      if (rear >= far) continue;
      // The least move ahead and across that puts any of the base in it, and the move that puts all of it in (or centres it on a narrower one).
      const aheadIn = Math.max(0, near - lead + 1);
      const aheadAll = Math.max(aheadIn, near - rear);
      const acrossIn = bx1 <= fx0 ? fx0 - bx1 + 1 : bx0 >= fx1 ? fx1 - bx0 - 1 : 0;
      const acrossAll = fx1 - fx0 < bx1 - bx0 ? Math.trunc((fx0 + fx1 - bx0 - bx1) / 2) : bx0 < fx0 ? fx0 - bx0 : bx1 > fx1 ? fx1 - bx1 : 0;
      const cost = Math.abs(acrossIn) + aheadIn;
      if (cost > move || cost >= best) continue;
      // Deeper with what is left of the move: ahead first, then across.
      let left = move - cost;
      const ahead = aheadIn + Math.min(left, aheadAll - aheadIn);
      left -= ahead - aheadIn;
      const more = acrossAll - acrossIn;
      const across = acrossIn + Math.sign(more) * Math.min(left, Math.abs(more));
      if (this.clearMove(i, across, ahead, g)) {
        this.seekAcross = across;
        this.seekAhead = ahead;
      } else if ((across !== acrossIn || ahead !== aheadIn) && this.clearMove(i, acrossIn, aheadIn, g)) {
        this.seekAcross = acrossIn;
        this.seekAhead = aheadIn;
      } else continue;
      best = cost;
    }
    return best !== Infinity;
  }

  /** Whether the rectangle `i`'s base spans from where it stands to `across` across the board (x) and `ahead` along its facing (sign `g` in y) holds no other base, lies on the land, and crosses no enemy's threat zone and no water. */
  private clearMove(i: number, across: number, ahead: number, g: number): boolean {
    const p = this.parts;
    const b = p.board;
    const box = b.box;
    const at = 4 * i;
    const x0 = (box[at] as number) + Math.min(0, across);
    const x1 = (box[at + 2] as number) + Math.max(0, across);
    const y0 = (box[at + 1] as number) + (g < 0 ? -ahead : 0);
    const y1 = (box[at + 3] as number) + (g > 0 ? ahead : 0);
    if (!b.clearOf(x0, y0, x1, y1, i)) return false;
    if (p.zones !== null && p.zones.enters(i, x0, y0, x1, y1, -1)) return false;
    return (p.state.ground.terrain.laidGround & GROUND.water) === 0 || (p.state.ground.terrain.groundIn(x0, y0, x1, y1) & GROUND.water) === 0;
  }
}
