import { BOARD_STATUS, UNITS_PER_BW } from '../../../battle/board.js';
import { FlankAttack } from '../../../battle/flank-attack.js';
import { turnToFace } from '../../../battle/turn-to-face.js';
import { turnAbout } from '../../../battle/outcome-moves.js';
import { BOX_ACROSS, BOX_LEAD, BOX_NEAR, GROWS, segmentThrough } from '../../../battle/geometry.js';
import { acrossOf, distanceAhead, leadOf, sharedAcross } from '../../../battle/reach.js';
import { shift } from '../../../battle/sweep.js';
import { GROUND } from '../../../battle/terrain.js';
import type { BoardParts } from './board-parts.js';
import { BoardSummons } from './board-summon.js';
import { BoardPlan, PLANNED } from './board-plan.js';

/** What stands across a path beside an element (sideStep). */
const FRIEND = 1;
const ENEMY = 2;

/**
 * The line advance on the board (rulings F12, F21): the plan of the line model (B4, B5, B10)
 * played with bases. The files' front elements not in close combat are taken across the
 * board; side by side and touching, they form a group, which advances straight ahead while
 * PIPs last, each element to contact, to level with the nearest enemy beside its path, or
 * (shooters, Magicians) into range; an element with no enemy ahead and none to draw level
 * with steps sideways into an empty path with an enemy in it; fled elements rally with the
 * PIPs left. Scratch arrays are allocated once per battle.
 */
export class BoardMoves {
  /** This bound's front elements in groups: `row` holds them across the board, group g is row[start[g] .. start[g] + length[g]]. */
  private readonly row: Int32Array;
  private readonly start: Int32Array;
  private readonly length: Int32Array;
  /** For a one-element group that steps sideways: how far across (board units), else 0. */
  private readonly stepBy: Int32Array;
  private readonly order: Int32Array;
  /** Per place in `row`: the front element's limit as its group moves (moveGroup). */
  private readonly limits: Int32Array;
  /** Per place in `row`: how far ahead the nearest base in the front element's path stood before its group moved (scanAhead's baseAhead, -1: none). */
  private readonly contactAt: Int32Array;
  /** Whether a group or rally waited for want of PIPs this bound. */
  short = false;

  private readonly flank: FlankAttack;
  /** Lurkers summoned before the moves, and sent back at a bound's end (F29). */
  readonly summons: BoardSummons;
  /** Each side's plan of play (P1-P5): whom it holds back, who goes round a flank. */
  readonly plan: BoardPlan;

  constructor(private readonly parts: BoardParts) {
    this.flank = new FlankAttack(parts.board, parts.contacts, parts.zones, parts.state.field.aerial);
    this.summons = new BoardSummons(parts);
    this.plan = new BoardPlan(parts);
    const n = parts.board.count + 1;
    this.row = new Int32Array(n);
    this.start = new Int32Array(n);
    this.length = new Int32Array(n);
    this.stepBy = new Int32Array(n);
    this.order = new Int32Array(n);
    this.limits = new Int32Array(n);
    this.contactAt = new Int32Array(n);
    // Room for a side step of the longest move on either side (sideStep).
    this.stride = Math.max(1, Math.floor(Math.max(0, ...parts.move, ...parts.moveBad) / UNITS_PER_BW)) + 1;
    this.paths = new Uint8Array(2 * this.stride);
  }

  /** Scratch for `sideStep`: what stands across each path beside an element (FRIEND, ENEMY bits), and the room for one side's paths. */
  private readonly paths: Uint8Array;
  private readonly stride: number;

  /**
   * How far ahead `i` may go this bound (board units): to contact with the enemy in its path
   * (short of it for a type that may not contact, 000:84), else level with the nearest enemy
   * in a path beside it, and for a shooter or Magician no nearer the nearest enemy than its
   * range; never through anything in its path, and an aerial not into a wood or BUA (F25).
   */
  private limit(i: number): number {
    const p = this.parts;
    const t = p.board.type[i] as number;
    p.scanAhead(i);
    const own = p.enemyIn[0] as number;
    const low = p.enemyIn[1] as number;
    const high = p.enemyIn[2] as number;
    let nearest: number;
    let limit: number;
    if (own >= 0) {
      nearest = p.enemyAt[0] as number;
      limit = nearest - (p.state.field.noContact[t] as number) * p.k;
    } else {
      if (low < 0 && high < 0) return 0;
      nearest = Math.min(low >= 0 ? (p.enemyAt[1] as number) : Infinity, high >= 0 ? (p.enemyAt[2] as number) : Infinity);
      limit = nearest;
    }
    const range = Math.max(p.shootRange[t] as number, p.bespellRange[t] as number);
    if (range > 0) limit = Math.min(limit, nearest - range);
    return Math.max(0, p.state.ground.stopsShort(i, Math.min(limit, p.clearAhead)));
  }

  private movable(i: number): boolean {
    return this.parts.board.status[i] === BOARD_STATUS.fled || this.limit(i) > 0;
  }

  /**
   * How far across `i` may step to line up in an empty path with an enemy in it (000:41,
   * 002:312), the nearest within its move in whole base widths, the low side first; 0 if none.
   * Only a ready element with no enemy in its own path that may contact one steps.
   */
  private sideStep(i: number): number {
    const p = this.parts;
    const b = p.board;
    if (b.status[i] !== BOARD_STATUS.ready || p.state.field.noContact[b.type[i] as number] === 1) return 0;
    // An enemy in its own path (scanAhead's answer, kept from `movable` while the board stands).
    p.scanAhead(i);
    if ((p.enemyIn[0] as number) >= 0) return 0;
    const reach = Math.max(1, Math.floor(p.moveOf(i) / UNITS_PER_BW));
    // Who stands across each path a whole number of base widths to either side, in one pass:
    // `paths` at (dir + 1) / 2 * stride + k, the path k base widths to the low (dir -1) or high side.
    const paths = this.paths;
    const stride = this.stride;
    paths.fill(0);
    const box = b.box;
    const status = b.status;
    const sides = b.side;
    const side = sides[i];
    const f = b.facing[i] as number;
    const lo = BOX_ACROSS[f] as number;
    const own0 = box[4 * i + lo] as number;
    const own1 = box[4 * i + lo + 2] as number;
    // An enemy counts where it lies wholly ahead (reach.ts distanceAhead >= 0: its near edge, read along i's facing, not short of i's front edge).
    const sign = GROWS[f] as number;
    const nearAt = BOX_NEAR[f] as number;
    const lead = sign * (box[4 * i + (BOX_LEAD[f] as number)] as number);
    for (let j = 0; j < b.count; j++) {
      if (j === i || (status[j] as number) >= BOARD_STATUS.lost) continue;
      const flag = sides[j] === side ? FRIEND : sign * (box[4 * j + nearAt] as number) - lead >= 0 ? ENEMY : 0;
      if (flag === 0) continue;
      const j0 = box[4 * j + lo] as number;
      const j1 = box[4 * j + lo + 2] as number;
      // Shifted by `by`, i's path [own0 + by, own1 + by] shares a stretch with j's [j0, j1] when j0 - own1 < by < j1 - own0.
      for (let k = Math.max(1, Math.floor((own0 - j1) / UNITS_PER_BW) + 1), last = Math.min(reach, Math.ceil((own1 - j0) / UNITS_PER_BW) - 1); k <= last; k++) paths[k] = (paths[k] as number) | flag;
      for (let k = Math.max(1, Math.floor((j0 - own1) / UNITS_PER_BW) + 1), last = Math.min(reach, Math.ceil((j1 - own0) / UNITS_PER_BW) - 1); k <= last; k++) paths[stride + k] = (paths[stride + k] as number) | flag;
    }
    for (let k = 1; k <= reach; k++) {
      if (paths[k] === ENEMY && this.stepClear(i, -k * UNITS_PER_BW)) return -k * UNITS_PER_BW;
      if (paths[stride + k] === ENEMY && this.stepClear(i, k * UNITS_PER_BW)) return k * UNITS_PER_BW;
    }
    return 0;
  }

  /**
   * Whether `i`'s step `by` across crosses the threat zone of no enemy but the one it lines up
   * opposite, the nearest ahead in its new path (F38; 002:313 `to line up its front edge with
   * the enemy generating the TZ`, 000:41 `except to ... line up opposite it`).
   */
  private stepClear(i: number, by: number): boolean {
    const p = this.parts;
    if (!p.zones) return true;
    const box = p.board.box;
    const at = 4 * i;
    const lo = BOX_ACROSS[p.board.facing[i] as number] as number;
    const toward = p.nearestAhead(i, by);
    // The ground the step covers: the base where it stands and where it steps to, across (x for a base facing north or south, y for east or west).
    const x0 = (box[at] as number) + (lo === 0 ? Math.min(0, by) : 0);
    const x1 = (box[at + 2] as number) + (lo === 0 ? Math.max(0, by) : 0);
    const y0 = (box[at + 1] as number) + (lo === 1 ? Math.min(0, by) : 0);
    const y1 = (box[at + 3] as number) + (lo === 1 ? Math.max(0, by) : 0);
    return !p.zones.enters(i, x0, y0, x1, y1, toward);
  }

  /**
   * Send the side's mounted and aerial elements not in close combat against the open flanks of
   * enemies fighting to their front, each as a single element within its move, while PIPs last
   * (ruling F23); returns the PIPs left.
   */
  private flankAttacks(side: number, pips: number): number {
    const p = this.parts;
    const b = p.board;
    for (let i = 0; i < b.count; i++) {
      if (b.side[i] !== side || b.status[i] !== BOARD_STATUS.ready) continue;
      const t = b.type[i] as number;
      if (p.state.field.foot[t] === 1 || p.state.field.noContact[t] === 1 || b.fixed[i] === 1 || p.state.planned[i] === PLANNED.held) continue;
      p.contacts.update();
      if (p.fighting(i) || !this.flank.find(i, p.moveOf(i))) continue;
      const left = this.paid(side, i, pips);
      if (left < 0) continue;
      pips = left;
      this.flank.make(i);
      p.state.moved[i] = p.state.stamp;
    }
    return pips;
  }

  /**
   * Move the side's groups by its plan while PIPs last: Lurkers summoned first (F29), then the
   * plan's holds and releases (P1-P5), held elements into bad going (P4), flank attacks,
   * envelopers going round (P3), then the line
   * advance of the rest, with the option `second-moves=any` a second advance of those that moved
   * with the PIPs left (F41), then elements contacted on a flank or the rear turn to face;
   * returns the PIPs left.
   */
  move(side: number, pips: number): number {
    const p = this.parts;
    pips = this.summons.summon(side, pips);
    this.plan.before(side);
    if (this.plan.seeking(side)) pips = this.seek(side, pips);
    pips = this.flankAttacks(side, pips);
    pips = this.envelop(side, pips);
    pips = this.advance(side, pips, false);
    if (p.settings.secondMoves === true && pips > 0) pips = this.advance(side, pips, true);
    // Whoever now has an enemy's front edge on a flank or the rear, and none on its front, turns to face it (F28).
    turnToFace(p.board, p.contacts);
    return pips;
  }

  /**
   * The line advance (F21): the front elements not fighting, in groups across the board, each
   * paying its PIPs, widest first by the policy. `again`: a second move (F41), for those that have
   * moved this bound; else a first, for those that have not. Returns the PIPs left.
   */
  private advance(side: number, pips: number, again: boolean): number {
    const p = this.parts;
    const b = p.board;
    p.contacts.update();
    // The front elements not in close combat, across the board (insertion sort: few).
    let n = 0;
    for (let i = 0; i < b.count; i++) {
      if (b.side[i] !== side || (b.status[i] as number) >= BOARD_STATUS.lost || b.fixed[i] === 1 || p.state.planned[i] !== PLANNED.free || p.state.field.lurks[b.type[i] as number] === 1 || (p.state.moved[i] === p.state.stamp) !== again || p.fighting(i) || !p.leads(i)) continue;
      let j = n++;
      while (j > 0 && acrossOf(b, this.row[j - 1] as number) > acrossOf(b, i)) {
        this.row[j] = this.row[j - 1] as number;
        j--;
      }
      this.row[j] = i;
    }
    let groups = 0;
    let kept = 0;
    for (let r = 0; r < n; r++) {
      const i = this.row[r] as number;
      if (!this.movable(i)) {
        const by = this.sideStep(i);
        if (by !== 0) this.startGroup(groups++, kept++, i, by);
        continue;
      }
      const g = groups - 1;
      const prev = g >= 0 ? (this.row[kept - 1] as number) : -1;
      if (g >= 0 && this.stepBy[g] === 0 && this.sideBySide(prev, i)) {
        this.row[kept++] = i;
        this.length[g]!++;
      } else {
        this.startGroup(groups++, kept, i, 0);
        kept++;
      }
    }
    for (let g = 0; g < groups; g++) this.order[g] = g;
    if (p.settings.policy === 'widest-first') {
      for (let a = 1; a < groups; a++) {
        const g = this.order[a] as number;
        let j = a - 1;
        while (j >= 0 && (this.length[this.order[j] as number] as number) < (this.length[g] as number)) {
          this.order[j + 1] = this.order[j] as number;
          j--;
        }
        this.order[j + 1] = g;
      }
    }
    for (let a = 0; a < groups; a++) {
      const g = this.order[a] as number;
      const first = this.start[g] as number;
      const count = this.length[g] as number;
      const by = this.stepBy[g] as number;
      if (by !== 0 && this.sideStep(this.row[first] as number) !== by) continue;
      const cost = this.cost(side, first, count);
      if (cost > pips) {
        this.short = true;
        continue;
      }
      pips -= cost;
      if (by !== 0) this.step(this.row[first] as number, by);
      else this.moveGroup(first, count);
    }
    return pips;
  }

  private startGroup(g: number, at: number, i: number, by: number): void {
    this.row[at] = i;
    this.start[g] = at;
    this.length[g] = 1;
    this.stepBy[g] = by;
  }

  /** Two ready front elements facing the same way with side edges touching along a stretch (the line's neighbouring columns within a base depth). */
  private sideBySide(a: number, i: number): boolean {
    const b = this.parts.board;
    if (b.status[a] !== BOARD_STATUS.ready || b.status[i] !== BOARD_STATUS.ready || b.facing[a] !== b.facing[i]) return false;
    if (Math.abs(acrossOf(b, a) - acrossOf(b, i)) !== (b.half[a] as number) + (b.half[i] as number)) return false;
    return sharedAcross(b, a, i, 0, 0) === 0 && Math.abs(leadOf(b, i) - leadOf(b, a)) < Math.min(b.depth[a] as number, b.depth[i] as number);
  }

  /** The PIPs left after paying for element `i`'s move as a single element, or -1 (and `short`) where they do not reach. */
  private paid(side: number, i: number, pips: number): number {
    this.row[0] = i;
    const cost = this.cost(side, 0, 1);
    if (cost <= pips) return pips - cost;
    this.short = true;
    return -1;
  }

  /** 1 PIP, plus the extras for types that cost more and for a general lost, secluded or out of command (000:29-30, 002:210-212). */
  private cost(side: number, first: number, count: number): number {
    const p = this.parts;
    const rules = p.state.field.rules.pips;
    if (rules.extrasFromSecondBound && (p.state.boundsPlayed[side] as number) === 0) return 1;
    const cost = 1 + (p.state.generalLost(side) || this.secluded(side) || this.beyondCommand(side, first, count) ? rules.extraGeneralLost : 0);
    for (let r = first; r < first + count; r++) {
      for (let e = this.row[r] as number; e >= 0; e = p.contacts.behind[e] as number) {
        if (p.state.field.extraPip[p.board.type[e] as number] === 1) return cost + rules.extraForTypes;
      }
    }
    return cost;
  }

  /** Whether the side's general stands entirely in ground it commands poorly from (002:212 `entirely in a BUA, Camp, Wood, Oasis, Marsh or Gully`; GROUND.secluded, F36). */
  private secluded(side: number): boolean {
    const ground = this.parts.state.ground;
    return this.parts.state.field.rules.pips.secludedGeneral && ground.laid && (ground.terrain.laidGround & GROUND.secluded) !== 0 && ground.terrain.entirelyIn(this.parts.board, this.parts.state.generalAt(side), GROUND.secluded);
  }

  /**
   * Whether the group (front elements row[first .. first + count) and the friends lined up behind
   * them) starts farther from its general than command distance (000:29, 002:212; ruling F36):
   * the nearest point of any of its bases to the general's base, straight; the longer distance
   * where every element is of the long-command classes (Light Horse); the shorter where none of
   * its elements is in the general's sight (`inSight`).
   */
  private beyondCommand(side: number, first: number, count: number): boolean {
    const p = this.parts;
    const rule = p.state.field.rules.pips.commandDistance;
    if (!rule) return false;
    const b = p.board;
    const g = p.state.generalAt(side);
    const box = b.box;
    const gt = 4 * g;
    let nearest = Infinity;
    let allLong = rule.allOf !== null;
    for (let r = first; r < first + count; r++) {
      for (let e = this.row[r] as number; e >= 0; e = p.contacts.behind[e] as number) {
        if (e === g) return false;
        if (p.state.field.longCommand[b.type[e] as number] !== 1) allLong = false;
        const et = 4 * e;
        const dx = Math.max(0, (box[et] as number) - (box[gt + 2] as number), (box[gt] as number) - (box[et + 2] as number));
        const dy = Math.max(0, (box[et + 1] as number) - (box[gt + 3] as number), (box[gt + 1] as number) - (box[et + 3] as number));
        nearest = Math.min(nearest, dx * dx + dy * dy);
      }
    }
    const limit = (allLong && rule.allOf ? rule.allOf.distance : rule.distance) * p.k;
    if (nearest > limit * limit) return true;
    // Light Horse keep their 20 BW out of sight: 002:212 reduces the 8 BW of `Otherwise`.
    if (allLong || rule.outOfSight === null || nearest <= (rule.outOfSight * p.k) ** 2) return false;
    for (let r = first; r < first + count; r++) {
      for (let e = this.row[r] as number; e >= 0; e = p.contacts.behind[e] as number) if (this.inSight(g, e)) return false;
    }
    return true;
  }

  /**
   * Whether the general `g` sees element `e` (000:29 `out of sight`, 002:212 `beyond ... a BUA ...,
   * on or beyond a Difficult Hill, or in or beyond a Wood, Oasis or Dunes`, `beyond the crest of a
   * Hill`, `beyond ... a camp`; F36): the line between their bases' middles passes through no
   * ground that blocks sight (GROUND.sight), crosses no hill's crest and passes through no camp.
   */
  private inSight(g: number, e: number): boolean {
    const b = this.parts.board;
    const box = b.box;
    const ground = this.parts.state.ground;
    const gt = 4 * g;
    const et = 4 * e;
    const gx = ((box[gt] as number) + (box[gt + 2] as number)) / 2;
    const gy = ((box[gt + 1] as number) + (box[gt + 3] as number)) / 2;
    const ex = ((box[et] as number) + (box[et + 2] as number)) / 2;
    const ey = ((box[et + 1] as number) + (box[et + 3] as number)) / 2;
    for (let k = 0; k < b.count; k++) {
      if (b.fixed[k] === 1 && (b.status[k] as number) < BOARD_STATUS.lost && segmentThrough(gx, gy, ex, ey, box[4 * k] as number, box[4 * k + 1] as number, box[4 * k + 2] as number, box[4 * k + 3] as number)) return false;
    }
    if (!ground.laid) return true;
    return !ground.terrain.lineCrosses(gx, gy, ex, ey, GROUND.sight) && ((ground.terrain.laidGround & GROUND.hill) === 0 || !ground.terrain.crestCrosses(gx, gy, ex, ey));
  }

  /** Advance the group the slowest member's move, each front element with the friends lined up behind it, each no further than its own limit. */
  private moveGroup(first: number, count: number): void {
    const p = this.parts;
    const b = p.board;
    let distance = Infinity;
    for (let r = first; r < first + count; r++) {
      for (let e = this.row[r] as number; e >= 0; e = p.contacts.behind[e] as number) distance = Math.min(distance, p.moveOf(e));
    }
    // Each front element's limit, all taken before any of them moves: they stand side by side
    // facing one way (sideBySide; a fled one turns about and moves alone), so what moves as
    // one goes ahead within its own stretch across the board, next to the others' own paths,
    // friends that the others' `scanAhead` counts only in their own paths; and an enemy it
    // meets turns about within its own box. So no element's limit changes as the others move.
    for (let r = first; r < first + count; r++) {
      const i = this.row[r] as number;
      if (b.status[i] === BOARD_STATUS.fled) {
        turnAbout(b, i);
        b.status[i] = BOARD_STATUS.ready;
      }
      this.limits[r] = this.limit(i);
      this.contactAt[r] = p.baseAhead;
    }
    for (let r = first; r < first + count; r++) {
      const i = this.row[r] as number;
      const d = Math.min(distance, this.limits[r] as number);
      if (d <= 0) continue;
      const ahead = b.facing[i] as number;
      for (let e = i; e >= 0; e = p.contacts.behind[e] as number) shift(b, e, ahead, d);
      p.state.moved[i] = p.state.stamp;
      // Its front touches a base only where it went the whole way to the nearest in its path (no further: its limit stops there); else it meets nothing.
      if (d === this.contactAt[r] && p.meetsEnemy(i)) p.state.charged[i] = p.state.stamp;
    }
  }

  /** Step `i` `by` across, then ahead with what is left of its move, up to contact. */
  private step(i: number, by: number): void {
    const p = this.parts;
    const b = p.board;
    const facing = b.facing[i] as number;
    if (!this.placeAcross(i, by)) return;
    const left = Math.max(0, p.moveOf(i) - Math.abs(by));
    const own = p.nearestAhead(i);
    p.sweep.run(i, facing, b.height + b.width);
    const d = Math.max(0, p.state.ground.stopsShort(i, Math.min(left, own >= 0 ? distanceAhead(b, i, own) : left, p.sweep.gap)));
    shift(b, i, facing, d);
    p.state.moved[i] = p.state.stamp;
    if (p.meetsEnemy(i)) p.state.charged[i] = p.state.stamp;
  }

  /**
   * Held elements go into bad going (P4), each as a single element while PIPs last, in the army's
   * order: across the board and then straight ahead, the move `BoardPlan.intoBadGoing` finds;
   * the rest stay where they stand. Returns the PIPs left.
   */
  private seek(side: number, pips: number): number {
    const p = this.parts;
    const b = p.board;
    for (let i = 0; i < b.count; i++) {
      if (b.side[i] !== side || p.state.planned[i] !== PLANNED.held || b.status[i] !== BOARD_STATUS.ready || !this.plan.intoBadGoing(side, i)) continue;
      const left = this.paid(side, i, pips);
      if (left < 0) continue;
      pips = left;
      const facing = b.facing[i] as number;
      b.place(i, (b.x[i] as number) + this.plan.seekAcross, (b.y[i] as number) + (GROWS[facing] as number) * this.plan.seekAhead, facing);
      p.state.moved[i] = p.state.stamp;
      if (p.meetsEnemy(i)) p.state.charged[i] = p.state.stamp;
    }
    return pips;
  }

  /**
   * Envelopers go round the end of the enemy's line (P3), each as a single element while PIPs
   * last: across, past the end of the enemy's line on their wing, and ahead with the rest of the
   * move, up to level with the rear of the enemy at that end, never into contact; there they
   * wait for a flank (flankAttacks). One with no room past the enemy, or that cannot move,
   * joins the line advance. Returns the PIPs left.
   */
  private envelop(side: number, pips: number): number {
    const p = this.parts;
    const b = p.board;
    for (let i = 0; i < b.count; i++) {
      if (b.side[i] !== side || p.state.planned[i] !== PLANNED.enveloping || b.status[i] !== BOARD_STATUS.ready) continue;
      const to = this.plan.target(side, i);
      if (!to) {
        p.state.planned[i] = PLANNED.free;
        continue;
      }
      const move = p.moveOf(i);
      const across = to.x - (b.x[i] as number);
      const past = this.plan.wing[side] === -1 ? across >= 0 : across <= 0;
      const by = past ? 0 : Math.max(-move, Math.min(move, across));
      // Up to level with the rear of the enemy at the end of the line.
      const level = distanceAhead(b, i, to.outer) + (b.depth[to.outer] as number);
      if (by === 0 && level <= 0) continue;
      const left = this.paid(side, i, pips);
      if (left < 0) continue;
      if (this.goRound(i, by, Math.min(move - Math.abs(by), Math.max(0, level)))) pips = left;
      else p.state.planned[i] = PLANNED.free;
    }
    return pips;
  }

  /**
   * Move `i` `by` across the board (x: a base facing north or south, as deployed) then up to
   * `ahead` straight on, stopping before anything in its path, and not ahead at all with an
   * enemy in its new path (an envelopment takes no front); false if it could not move.
   */
  private goRound(i: number, by: number, ahead: number): boolean {
    const p = this.parts;
    const b = p.board;
    const facing = b.facing[i] as number;
    if (by !== 0 && (facing % 2 !== 0 || !this.stepClear(i, by) || !this.placeAcross(i, by))) return false;
    p.sweep.run(i, facing, b.height + b.width);
    const d = p.nearestAhead(i) >= 0 ? 0 : Math.max(0, p.state.ground.stopsShort(i, Math.min(ahead, p.sweep.gap)));
    if (by === 0 && d === 0) return false;
    shift(b, i, facing, d);
    p.state.moved[i] = p.state.stamp;
    return true;
  }

  /** Place `i` `by` across the board (x for a base facing north or south, y for east or west), facing as it faces; where it does not fit there, back where it stood, and false. */
  private placeAcross(i: number, by: number): boolean {
    const b = this.parts.board;
    const facing = b.facing[i] as number;
    const x = b.x[i] as number;
    const y = b.y[i] as number;
    if (facing % 2 === 0) b.place(i, x + by, y, facing);
    else b.place(i, x, y + by, facing);
    if (b.fits(i)) return true;
    b.place(i, x, y, facing);
    return false;
  }

  /** Fled elements turn to face the enemy with the PIPs left, one move each (000:38); returns the PIPs left. */
  rally(side: number, pips: number): number {
    const p = this.parts;
    const b = p.board;
    for (let i = 0; i < b.count; i++) {
      if (b.side[i] !== side || b.status[i] !== BOARD_STATUS.fled) continue;
      const left = this.paid(side, i, pips);
      if (left < 0) continue;
      pips = left;
      turnAbout(b, i);
      b.status[i] = BOARD_STATUS.ready;
    }
    return pips;
  }
}

