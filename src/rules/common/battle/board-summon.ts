import { BOARD_STATUS, UNITS_PER_BW } from '../../../battle/board.js';
import { FACING, boxInto } from '../../../battle/geometry.js';
import { boxFacing, placeFacing } from '../../../battle/turn-to-face.js';
import type { BoardParts } from './board-parts.js';
import { DESORCELL_AT, SUMMON_ON_A_ONE, SUMMON_WHERE } from './field.js';

/** Where a God or Dragon would stand, as a scratch box (x0, y0, x1, y1). */
const BOX = new Int32Array(4);

/** How many places a base width apart `outward` tries across a board `width` wide. */
const placesAcross = (width: number): number => 2 * Math.ceil(width / UNITS_PER_BW);

/** The k-th place tried from `middle` outwards, a base width at a time, right then left (where a summoned or returned element is placed, F31, F44). */
const outward = (middle: number, k: number): number => middle + (k % 2 === 0 ? 1 : -1) * Math.ceil(k / 2) * UNITS_PER_BW;

/** Off the board, to be summoned: held from the start or sent back, or departed (a God that left on a 1, counting lost). */
const waiting = (status: number): boolean => status === BOARD_STATUS.held || status === BOARD_STATUS.departed;

/** How many bounds ago an element entered bad going, as the state keeps it: 0 the bound just played, 1 the one before; ENTERED_LONG_AGO or more: too long ago, or never. */
const ENTERED_LONG_AGO = 2;

/**
 * Elements summoned by PIPs on the board (rulings F29, F31). Lurkers (000:86 `Not deployed initially - 1 PIP to deploy (+1 each time) in
 * contact with enemy entering bad going or water. Cannot leave that terrain feature.`; 002:215-219;
 * ruling F29): held off the board until an enemy element has just entered bad going, then, in
 * their side's next bound and before its moves, placed with their front edge on that enemy's
 * front edge, in the bad going, for their PIPs (the first time, and more each time after, at
 * most as often as the text allows); never moved by the plan; sent back off the board, to be
 * summoned again, when an outcome move takes them out of bad going.
 */
export class BoardSummons {
  constructor(private readonly parts: BoardParts) {}

  /**
   * Summon the active side's held elements, in list order, while PIPs last: a God or Dragons
   * where they arrive (F31), Lurkers against enemies that have just entered bad going (F29);
   * returns the PIPs left.
   */
  summon(active: number, pips: number): number {
    const p = this.parts;
    const b = p.board;
    const s = p.state;
    const f = s.field;
    for (let l = 0; l < b.count; l++) {
      if (b.side[l] !== active || !waiting(b.status[l] as number)) continue;
      const type = b.type[l] as number;
      if ((f.desorcellPips[type] as number) > 0) {
        pips = this.desorcell(l, pips);
        continue;
      }
      if (f.summonWhere[type] !== SUMMON_WHERE['enemy-enters-bad-going']) {
        pips = this.arrive(l, pips);
        continue;
      }
      const times = s.summoned[active] as number;
      const most = f.summonTimes[type] as number;
      if (most > 0 && times >= most) continue;
      const cost = (f.summonPips[type] as number) + times * (f.summonMore[type] as number);
      if (cost > pips) continue;
      if (!this.place(l)) continue;
      pips -= cost;
      s.summoned[active]!++;
      // `Lurker Psiloi cannot make a tactical move in the turn they are summoned` (002:218).
      s.moved[l] = s.stamp;
    }
    return pips;
  }

  /**
   * A God or Dragons (002:215-217; F31), or a destroyed Inexhaustible Horde (002:221-222; F43): for their PIPs, held element `l` arrives where its row
   * says, and with `all` (Dragons) every other held element of its type and side with it;
   * returns the PIPs left (unchanged if it cannot pay or finds no room).
   */
  private arrive(l: number, pips: number): number {
    const p = this.parts;
    const b = p.board;
    const type = b.type[l] as number;
    const cost = p.state.field.summonPips[type] as number;
    if (cost > pips || !this.placeArriving(l)) return pips;
    // `Hordes cannot make a tactical move in the same bound as they arrive` (002:222); a God or Dragons leave no PIPs to move.
    p.state.moved[l] = p.state.stamp;
    if (p.state.field.summonAll[type] === 1) {
      for (let m = l + 1; m < b.count; m++) {
        if (b.side[m] === b.side[l] && b.type[m] === type && waiting(b.status[m] as number)) this.placeArriving(m);
      }
    }
    return pips - cost;
  }

  /**
   * An ensorcelled Hero or Magician returned for its PIPs (002:225-229, 000:34, 73; F44): a Mage
   * where it stood when ensorcelled, if no base covers any of it; a Hero in front edge contact with
   * the enemy's stronghold where the row says so and one stands, else with its rear edge on the
   * enemy's base edge, as near the middle as there is room. It moves no more that bound. Returns
   * the PIPs left (unchanged where it cannot pay or finds no room).
   */
  private desorcell(l: number, pips: number): number {
    const p = this.parts;
    const b = p.board;
    const type = b.type[l] as number;
    const cost = p.state.field.desorcellPips[type] as number;
    if (cost > pips) return pips;
    const at = p.state.field.desorcellAt[type] as number;
    const placed = at === DESORCELL_AT['where-ensorcelled'] ? b.clearOf(b.box[4 * l] as number, b.box[4 * l + 1] as number, b.box[4 * l + 2] as number, b.box[4 * l + 3] as number, l) : this.placeBehindEnemy(l, at === DESORCELL_AT['enemy-stronghold']);
    if (!placed) return pips;
    b.status[l] = BOARD_STATUS.ready;
    b.note(l);
    p.state.moved[l] = p.state.stamp;
    return pips - cost;
  }

  /** Place `l` facing the enemy's stronghold, front edge to its front edge, where `atStronghold` and one stands; else rear edge on the enemy's base edge, from the middle outwards. */
  private placeBehindEnemy(l: number, atStronghold: boolean): boolean {
    const b = this.parts.board;
    const side = b.side[l] as number;
    if (atStronghold) {
      for (let k = 0; k < b.count; k++) {
        if (b.side[k] === side || b.fixed[k] !== 1 || (b.status[k] as number) >= BOARD_STATUS.lost) continue;
        const box = boxFacing(b, l, k);
        if (!b.clearOf(box[0] as number, box[1] as number, box[2] as number, box[3] as number, l)) return false;
        placeFacing(b, l, k);
        return true;
      }
    }
    // Side 0's enemy's base edge is the far one (y = height): its rear edge there, facing back across the board.
    const facing = side === 0 ? FACING.south : FACING.north;
    const half = b.half[l] as number;
    const depth = b.depth[l] as number;
    const y = side === 0 ? b.height - depth : depth;
    const middle = Math.floor((b.landX0 + b.landX1) / 2);
    for (let k = 0; k < placesAcross(b.width); k++) {
      const x = outward(middle, k);
      boxInto(BOX, 0, x, y, facing, half, depth);
      if (!b.clearOf(BOX[0] as number, BOX[1] as number, BOX[2] as number, BOX[3] as number, l)) continue;
      b.place(l, x, y, facing);
      return true;
    }
    return false;
  }

  /**
   * Place held element `l` facing the enemy's side where its row says it arrives: a God on its
   * side's half, as far forward as it may (002:217 a), Dragons with their rear edges on its side's
   * base edge (002:217 b); in either case no nearer an enemy than its row's distance, in the first
   * place that has room from the board's middle outwards, a base width at a time; false if none.
   */
  private placeArriving(l: number): boolean {
    const p = this.parts;
    const b = p.board;
    const side = b.side[l] as number;
    const type = b.type[l] as number;
    const facing = side === 0 ? FACING.north : FACING.south;
    const half = b.half[l] as number;
    const depth = b.depth[l] as number;
    const onEdge = p.state.field.summonWhere[type] === SUMMON_WHERE['own-base-edge'];
    // Side 0's front edge from its base edge forward: on the edge, depth; on its half, up to the half line.
    const nearest = depth;
    const furthest = onEdge ? depth : Math.floor(b.height / 2);
    const middle = Math.floor(b.width / 2);
    for (let k = 0; k < placesAcross(b.width); k++) {
      const x = outward(middle, k);
      if (x - half < 0 || x + half > b.width) continue;
      for (let ahead = furthest; ahead >= nearest; ahead--) {
        const y = side === 0 ? ahead : b.height - ahead;
        boxInto(BOX, 0, x, y, facing, half, depth);
        if (!b.clearOf(BOX[0] as number, BOX[1] as number, BOX[2] as number, BOX[3] as number, l) || this.nearestEnemy(side, BOX, 0) < (p.summonClear[type] as number)) continue;
        b.status[l] = BOARD_STATUS.ready;
        b.place(l, x, y, facing);
        return true;
      }
    }
    return false;
  }

  /**
   * How near the nearest enemy of `side` on the board stands to the box at `at` of `box` (any
   * part of a base to any part of the box, the larger of the gaps across and along), or
   * Infinity with none.
   */
  private nearestEnemy(side: number, box: Int32Array, at: number): number {
    const b = this.parts.board;
    let nearest = Infinity;
    for (let j = 0; j < b.count; j++) {
      if (b.side[j] === side || (b.status[j] as number) >= BOARD_STATUS.lost) continue;
      const o = 4 * j;
      const gapX = Math.max((b.box[o] as number) - (box[at + 2] as number), (box[at] as number) - (b.box[o + 2] as number), 0);
      const gapY = Math.max((b.box[o + 1] as number) - (box[at + 3] as number), (box[at + 1] as number) - (b.box[o + 3] as number), 0);
      nearest = Math.min(nearest, Math.max(gapX, gapY));
    }
    return nearest;
  }

  /**
   * Its side rolled a PIP score of 1 (000:67 `Leaves battlefield if its command rolls a PIP
   * score of 1`; 002:220 `causes the first God summoned to Flee off the board but it may be
   * re-summoned`): the side's first God on the board, in list order (F31), goes off it, to be
   * summoned again; where the text counts it lost until then (D3H2), it is departed.
   */
  leave(active: number): void {
    const b = this.parts.board;
    const f = this.parts.state.field;
    for (let g = 0; g < b.count; g++) {
      const rule = f.summonOnAOne[b.type[g] as number] as number;
      if (b.side[g] !== active || rule === SUMMON_ON_A_ONE.stays || (b.status[g] as number) >= BOARD_STATUS.lost) continue;
      b.sendOff(g, rule === SUMMON_ON_A_ONE['leaves-lost'] ? BOARD_STATUS.departed : BOARD_STATUS.held);
      return;
    }
  }

  /**
   * Place held element `l` front edge to front edge with the first enemy that entered bad going
   * (or water, where Lurkers lurk there, 000:86) in the last two bounds and stands in it, not an
   * aerial (002:218), where its base has room and touches that ground; false if there is none.
   */
  private place(l: number): boolean {
    const p = this.parts;
    const b = p.board;
    const s = p.state;
    for (let e = 0; e < b.count; e++) {
      if (b.side[e] === b.side[l] || b.status[e] !== BOARD_STATUS.ready || (s.entered[e] as number) >= ENTERED_LONG_AGO) continue;
      if (s.field.aerial[b.type[e] as number] === 1 || !s.ground.lurkable(e)) continue;
      const box = boxFacing(b, l, e);
      const x0 = box[0] as number, y0 = box[1] as number, x1 = box[2] as number, y1 = box[3] as number;
      if (!b.clearOf(x0, y0, x1, y1, l) || !s.ground.lurkableIn(x0, y0, x1, y1)) continue;
      b.status[l] = BOARD_STATUS.ready;
      placeFacing(b, l, e);
      return true;
    }
    return false;
  }

  /** A Lurker with no enemy within the distance its row gives (D3H2's 6 BW, 002:219); never where the row gives none. */
  private alone(i: number): boolean {
    const p = this.parts;
    const b = p.board;
    const within = p.lurkWithin[b.type[i] as number] as number;
    return within !== 0 && this.nearestEnemy(b.side[i] as number, b.box, 4 * i) > within;
  }

  /**
   * At the end of a bound: each element that stands in bad going (or water, as `lurkable`) and did
   * not at the end of the last bound has just entered it; a Lurker taken out of it, or with no enemy near where
   * its text says so (002:219), goes back off the board.
   */
  settle(): void {
    const p = this.parts;
    const b = p.board;
    const s = p.state;
    for (let i = 0; i < b.count; i++) {
      const status = b.status[i] as number;
      if (status >= BOARD_STATUS.lost) continue;
      const bad = s.ground.lurkable(i);
      if (s.field.lurks[b.type[i] as number] === 1 && (!bad || this.alone(i))) {
        this.parts.board.sendOff(i, BOARD_STATUS.held);
        continue;
      }
      s.entered[i] = bad && s.wasBad[i] === 0 ? 0 : Math.min(ENTERED_LONG_AGO, (s.entered[i] as number) + 1);
      s.wasBad[i] = bad ? 1 : 0;
    }
  }
}
