import { BOARD_STATUS, NO_KILLER, type Board } from './board.js';
import type { Contacts } from './contacts.js';
import { DX, DY, turned } from './geometry.js';
import { Sweep, shift } from './sweep.js';
import { GROUND } from './terrain.js';

/**
 * What each type does when a result moves it, in board units (a system's battle field, scaled):
 * the distances and the relations between types the texts give, read as numbers.
 */
export interface OutcomeRules {
  readonly types: number;
  /** How far each type recoils (its base depth, 000:55; 002:664-665) and flees (002:677). */
  readonly recoil: Int32Array;
  readonly flee: Int32Array;
  /** [recoiler * types + friend]: a recoiling or fleeing element passes through the friend (000:44, 002:667-671). */
  readonly passes: Uint8Array;
  /** Per type: can be pushed back by a recoiling friend (002:672). */
  readonly pushable: Uint8Array;
  /** Per type: destroys what it recoils into (Behemoths, 000:77, 002:673). */
  readonly crushes: Uint8Array;
  /** Per type: flees on into bad going, where others stop at its edge (002:678 (e); F34). */
  readonly fleesIntoBadGoing: Uint8Array;
  /** Per type: destroyed if its flight enters a river (002:679 `if it enters any river`; F40): a ground element where the text drowns them. */
  readonly drowns: Uint8Array;
  /** Per type: the status an element that flees off the board takes (BOARD_STATUS): lost, or held or departed to be summoned again (002:215; F31). */
  readonly fledOff: Uint8Array;
  /** A recoil cut short is the recoiler's end (HOTT 2e, 000:55), not only where it stops (D3H2, 002:674). */
  readonly blockedRecoilDestroys: boolean;
}

/**
 * The moves a result makes on the board (rulings F8-F11): recoil, flight and pursuit, each
 * straight along the element's facing, meeting whatever lies in its path as the texts say.
 * Read `contacts` as they stood when the fight began (002:674 "starts with enemy in ... contact").
 */
export class OutcomeMoves {
  private readonly sweep: Sweep;
  private readonly push: Sweep;

  constructor(
    readonly board: Board,
    private readonly contacts: Contacts,
    private readonly rules: OutcomeRules,
  ) {
    this.sweep = new Sweep(board);
    this.push = new Sweep(board);
  }

  /**
   * Recoil `e` (000:55, 002:662-674): destroyed if an enemy's front edge is on its flank, rear
   * or rear corner; else straight back its recoil distance, passing through a friend facing
   * the same way where the rows allow, else pushing it back (it passes and pushes no one),
   * else stopping there or destroyed (`blockedRecoilDestroys`); an enemy or the board's edge
   * stops it as a friend it cannot pass would. A crusher destroys what it recoils into.
   */
  recoil(e: number, killer: number): void {
    const b = this.board;
    const r = this.rules;
    if (this.contacts.pinned(e)) return b.lose(e, killer);
    // A fled element faces away from the enemy: its recoil still takes it away (the line's reading).
    const back = b.status[e] === BOARD_STATUS.fled ? (b.facing[e] ?? 0) : turned(b.facing[e] ?? 0, 2);
    const distance = r.recoil[b.type[e] ?? 0] ?? 0;
    const et = b.type[e] ?? 0;
    for (;;) {
      this.sweep.run(e, back, distance);
      const { gap, met } = this.sweep;
      if (met === 0 && !this.sweep.edge) return shift(b, e, back, distance);
      if (met === 0) return this.blocked(e, back, gap, killer);
      if (r.crushes[et] === 1) {
        // 002:673: all friends or enemy recoiled into are destroyed; a Behemoth recoiled into takes the recoiler too.
        for (let m = 0; m < met; m++) {
          const k = this.sweep.who[m] ?? 0;
          if (r.crushes[b.type[k] ?? 0] === 1) b.lose(e, killer);
          b.lose(k, b.side[k] === b.side[e] ? NO_KILLER : et);
        }
        if ((b.status[e] as number) >= BOARD_STATUS.lost) return;
        continue;
      }
      const friend = met === 1 ? (this.sweep.who[0] ?? -1) : -1;
      if (friend >= 0 && b.side[friend] === b.side[e] && b.status[friend] === BOARD_STATUS.ready && b.facing[friend] === b.facing[e]) {
        if (r.passes[et * r.types + (b.type[friend] ?? 0)] === 1 && this.passThrough(e, friend)) return;
        if (r.pushable[b.type[friend] ?? 0] === 1) return this.pushBack(e, friend, back, gap, distance, killer);
      }
      return this.blocked(e, back, gap, killer);
    }
  }

  /** A recoil cut short after `gap`: it ends there (D3H2), or the recoiler is destroyed (HOTT 2e, or no room at all). */
  private blocked(e: number, back: number, gap: number, killer: number): void {
    if (this.rules.blockedRecoilDestroys || gap <= 0) this.board.lose(e, killer);
    else shift(this.board, e, back, gap);
  }

  /** Pass through `friend` to the space immediately behind it (002:667), if that space is clear and on the board. */
  private passThrough(e: number, friend: number): boolean {
    const b = this.board;
    const x = b.x[e] ?? 0;
    const y = b.y[e] ?? 0;
    const f = b.facing[e] ?? 0;
    // The friend faces the same way: its rear edge's line is its front's, its depth back.
    const behind = turned(f, 2);
    const along = (DX[behind] ?? 0) !== 0 ? 'x' : 'y';
    const step = along === 'x' ? (b.x[friend] ?? 0) + (DX[behind] ?? 0) * (b.depth[friend] ?? 0) - x : (b.y[friend] ?? 0) + (DY[behind] ?? 0) * (b.depth[friend] ?? 0) - y;
    b.place(e, along === 'x' ? x + step : x, along === 'y' ? y + step : y, f);
    if (b.fits(e)) return true;
    b.place(e, x, y, f);
    return false;
  }

  /**
   * Push `friend` back far enough for the recoil (002:672); pushed, it passes and pushes no one,
   * so anything behind it or the board's edge stops it. Where it cannot go all the way, HOTT 2e
   * does not push it and the recoiler is destroyed (000:55 "if able to"); D3H2 pushes it as far
   * as it goes and the recoil ends against it (002:674).
   */
  private pushBack(e: number, friend: number, back: number, gap: number, distance: number, killer: number): void {
    const b = this.board;
    const need = distance - gap;
    this.push.run(friend, back, need);
    const can = this.push.met === 0 && !this.push.edge ? need : this.push.gap;
    if (can === need) {
      shift(b, friend, back, need);
      shift(b, e, back, distance);
    } else if (this.rules.blockedRecoilDestroys || gap + can <= 0) b.lose(e, killer);
    else {
      shift(b, friend, back, can);
      shift(b, e, back, gap + can);
    }
  }

  /**
   * Flee (002:676-679; HOTT's 600p): destroyed if an enemy's front edge is on its flank or rear;
   * else it turns about in place (unless it is fleeing already, facing away) and moves its flight distance straight ahead, through friends
   * it may pass, stopping at contact with anything else (destroyed if it cannot move at all).
   * Crossing its own base edge or the far edge, it is lost; meeting a side edge it turns along
   * it toward its own base edge for the rest of the move (002:677; ruling F10); meeting a
   * waterway's shore it stops there (002:678 (d); F42). Bad going it is
   * not already in, but Marsh, stops it at its edge, but for Psiloi and Light Horse (002:678 (e); F34).
   * A flight that enters a river it did not start in is its end where the text says so (002:679; F40).
   */
  flee(e: number, killer: number): void {
    const b = this.board;
    if (this.contacts.pinned(e)) return b.lose(e, killer);
    const drowns = b.terrain !== null && this.rules.drowns[b.type[e] ?? 0] === 1;
    if (!drowns) return this.flight(e, killer);
    const at = 4 * e;
    const x0 = b.box[at] ?? 0;
    const y0 = b.box[at + 1] ?? 0;
    const x1 = b.box[at + 2] ?? 0;
    const y1 = b.box[at + 3] ?? 0;
    const wet = (b.terrain?.groundUnder(b, e) ?? 0) & GROUND.water;
    this.flight(e, killer);
    if (wet !== 0 || b.status[e] !== BOARD_STATUS.fled) return;
    // Rivers lie across the board from side edge to side edge (F18): the box from where it started to where it stopped holds every stretch a flight along and then beside an edge crossed.
    const swept = b.terrain?.groundIn(Math.min(x0, b.box[at] ?? 0), Math.min(y0, b.box[at + 1] ?? 0), Math.max(x1, b.box[at + 2] ?? 0), Math.max(y1, b.box[at + 3] ?? 0)) ?? 0;
    if ((swept & GROUND.water) !== 0) b.lose(e, killer);
  }

  /** Flee's move (`flee`), the element not pinned. */
  private flight(e: number, killer: number): void {
    const b = this.board;
    // An element already fleeing faces away from the enemy: it flees on without turning back toward it.
    if (b.status[e] !== BOARD_STATUS.fled) turnAbout(b, e);
    b.status[e] = BOARD_STATUS.fled;
    const row = (b.type[e] ?? 0) * this.rules.types;
    const halts = b.terrain !== null && this.rules.fleesIntoBadGoing[b.type[e] ?? 0] !== 1;
    let left = this.rules.flee[b.type[e] ?? 0] ?? 0;
    let moved = 0;
    for (let turns = 0; left > 0 && turns < 2; turns++) {
      const heading = b.facing[e] ?? 0;
      this.sweep.run(e, heading, left, this.rules.passes, row);
      const { gap, met, edge } = this.sweep;
      // Bad going it is not already in stops it at its edge, where that comes before what the sweep stops at (002:678 (e); F34).
      const room = halts ? (b.terrain?.clearAhead(b, e, left, GROUND.haltsFlight) ?? left) : left;
      if (room < gap) {
        if (moved + room <= 0) return b.lose(e, killer);
        return shift(b, e, heading, room);
      }
      if (met > 0) {
        if (moved + gap <= 0) return b.lose(e, killer);
        return shift(b, e, heading, gap);
      }
      if (!edge) return shift(b, e, heading, left);
      // An edge: its own base edge or the far one, it leaves the board (002:677, 002:694); a waterway's shore stops it (002:678 (d); F42); a side edge, it turns along it.
      const home = b.side[e] === 0 ? 2 : 0;
      if (heading % 2 === 0) return this.offBoard(e);
      if ((DX[heading] ?? 0) > 0 ? b.landX1 < b.width : b.landX0 > 0) {
        if (moved + gap <= 0) return b.lose(e, killer);
        return shift(b, e, heading, gap);
      }
      shift(b, e, heading, gap);
      moved += gap;
      left -= gap;
      turnToward(b, e, home);
    }
  }

  /** Element `e` flees off the board, by its flight or outright (000:67 `Flee off the battlefield`): lost, or a God or Dragons held to be summoned again (002:215 `may be re-summoned`; F31). */
  offBoard(e: number): void {
    const b = this.board;
    const status = this.rules.fledOff[b.type[e] ?? 0] ?? BOARD_STATUS.lost;
    if (status === BOARD_STATUS.held || status === BOARD_STATUS.departed) b.sendOff(e, status);
    else b.lose(e, NO_KILLER);
  }

  /**
   * Pursue (002:681-687) up to `distance` straight ahead, with the friends lined up behind it,
   * stopping at contact with whatever is ahead; an enemy met that had fled turns to face
   * (000:42). No pursuit that would cross the board's edge, or enter bad going other than Marsh
   * or Gully (002:686; ruling F34: a feature that `haltsPursuit`).
   */
  pursue(e: number, distance: number): void {
    const b = this.board;
    const ahead = b.facing[e] ?? 0;
    this.sweep.run(e, ahead, distance);
    if (this.sweep.edge || (b.terrain !== null && b.terrain.clearAhead(b, e, distance, GROUND.haltsPursuit) < distance)) return;
    const gap = this.sweep.met > 0 ? this.sweep.gap : distance;
    for (let k = e; k >= 0; k = this.contacts.behind[k] ?? -1) shift(b, k, ahead, gap);
    for (let m = 0; m < this.sweep.met; m++) {
      const k = this.sweep.who[m] ?? 0;
      if (b.side[k] !== b.side[e] && b.status[k] === BOARD_STATUS.fled) {
        turnAbout(b, k);
        b.status[k] = BOARD_STATUS.ready;
      }
    }
  }
}

/** Turn `e` 180 degrees in place: the same rectangle, its front edge where its rear edge was. */
export function turnAbout(b: Board, e: number): void {
  const f = b.facing[e] ?? 0;
  const d = b.depth[e] ?? 0;
  b.place(e, (b.x[e] ?? 0) - (DX[f] ?? 0) * d, (b.y[e] ?? 0) - (DY[f] ?? 0) * d, turned(f, 2));
}

/**
 * Turn `e` a quarter to face board direction `facing`, its new front edge on the side of its
 * old footprint toward that way, centred on it and kept on the board (ruling F10: a fleeing
 * element meeting a side edge).
 */
function turnToward(b: Board, e: number, facing: number): void {
  const at = 4 * e;
  const half = b.half[e] ?? 0;
  const x0 = b.box[at] ?? 0;
  const y0 = b.box[at + 1] ?? 0;
  const x1 = b.box[at + 2] ?? 0;
  const y1 = b.box[at + 3] ?? 0;
  const towardX = (DX[facing] ?? 0) !== 0;
  const nx = towardX ? ((DX[facing] ?? 0) > 0 ? x1 : x0) : Math.min(Math.max((x0 + x1) >> 1, b.landX0 + half), b.landX1 - half);
  const ny = towardX ? Math.min(Math.max((y0 + y1) >> 1, half), b.height - half) : (DY[facing] ?? 0) > 0 ? y1 : y0;
  b.place(e, nx, ny, facing);
}
