import { BOARD_STATUS, LOSS } from '../../../battle/board.js';
import { CORNER_TOUCH, EDGE, EDGE_TOUCH, edgeFacing, touch } from '../../../battle/geometry.js';
import { acrossOf } from '../../../battle/reach.js';
import type { BattleDice } from './dice.js';
import { EFFECT, packed } from './effects.js';
import { FIGHT, SITUATION } from './combat-tables.js';
import type { BoardParts } from './board-parts.js';

/** A stronghold's enemy front edges on its flanks and rear, whom an assault counts as aiders instead (F37); overlaps stay. */
const AGAINST_IT = (3 << SITUATION.flankShift) | SITUATION.rear;

/**
 * Close combat on the board (000:24, 48-55; 002:385-687; rulings F4-F7, F19): every pair of
 * enemies whose front edges meet fights, across the board, each with what the board gives it
 * (overlaps and enemies on its flanks and rear, rear and side support, its general, charged),
 * the contacts taken afresh before each fight; results are carried out by the board's outcome
 * moves, and a winner pursues.
 */
export class BoardCombat {
  /** This bound's fights: side 0's element of each, across the board. */
  private readonly fights: Int32Array;

  constructor(private readonly parts: BoardParts) {
    this.fights = new Int32Array(parts.board.count);
  }

  fightAll(dice: BattleDice): void {
    const p = this.parts;
    const b = p.board;
    const c = p.contacts;
    c.update();
    let n = 0;
    for (let i = 0; i < b.count; i++) {
      const j = c.front[i] as number;
      if (b.side[i] !== 0 || j < 0 || c.front[j] !== i) continue;
      let k = n++;
      while (k > 0 && acrossOf(b, this.fights[k - 1] as number) > acrossOf(b, i)) {
        this.fights[k] = this.fights[k - 1] as number;
        k--;
      }
      this.fights[k] = i;
    }
    for (let f = 0; f < n; f++) {
      const i = this.fights[f] as number;
      if (f > 0) c.update();
      const j = c.front[i] as number;
      if (j >= 0 && c.front[j] === i && (b.status[i] as number) < BOARD_STATUS.lost && (b.status[j] as number) < BOARD_STATUS.lost) this.fight(i, j, dice);
    }
  }

  private fight(a: number, d: number, dice: BattleDice): void {
    const p = this.parts;
    const b = p.board;
    const f = p.state.field;
    const tables = p.settings.tables;
    const ta = b.type[a] as number;
    const td = b.type[d] as number;
    const supportA = this.supporter(a);
    const supportD = this.supporter(d);
    const ground = p.state.ground;
    let sa = this.situation(a, supportA) | ground.situation(a, d, true);
    let sd = this.situation(d, supportD) | ground.situation(d, a, true);
    // An assault on a stronghold (F37): the other attackers aid the one fighting it, in place of counting on its flanks and rear.
    if (f.rules.camp?.assaultAided === true) {
      if (b.fixed[d] === 1) [sa, sd] = [sa | (this.aiders(d, a) << SITUATION.aidShift), sd & ~AGAINST_IT];
      else if (b.fixed[a] === 1) [sd, sa] = [sd | (this.aiders(a, d) << SITUATION.aidShift), sa & ~AGAINST_IT];
    }
    const roll = dice.pick(tables.table(FIGHT.close, 0, ta, td, sa, sd));
    const ea = packed.first(roll);
    const ed = packed.second(roll);
    p.watcher?.fought(FIGHT.close, a, d, ea, ed);
    // Only a supporter the system counted in this fight is destroyed with its front (B7).
    const causeA = p.contacts.pinned(a) ? LOSS.flankOrRear : LOSS.other;
    const causeD = p.contacts.pinned(d) ? LOSS.flankOrRear : LOSS.other;
    p.apply(a, ea, td, supportA >= 0 && tables.supportCounts(0, ta, td, sa, sd) ? supportA : -1, causeA);
    p.apply(d, ed, ta, supportD >= 0 && tables.supportCounts(1, ta, td, sa, sd) ? supportD : -1, causeD);
    const winner = packed.winner(roll);
    if (winner === 1 && ea === EFFECT.none && ed !== EFFECT.none) {
      const distance = p.pursuit[ta * f.types + td] as number;
      if (distance > 0) p.outcome.pursue(a, distance);
    } else if (winner === 2 && ed === EFFECT.none && ea !== EFFECT.none) {
      const distance = p.pursuit[td * f.types + ta] as number;
      if (distance > 0) p.outcome.pursue(d, distance);
    }
  }

  /** How many enemies of the fixed base `fort` besides `fighter` have their front edges on it (attacking it, 000:52), at most 2. */
  private aiders(fort: number, fighter: number): number {
    const b = this.parts.board;
    let n = 0;
    for (let k = 0; k < b.count && n < 2; k++) {
      if (k === fighter || b.side[k] === b.side[fort] || b.status[k] !== BOARD_STATUS.ready) continue;
      const code = touch(b.box, 4 * k, 4 * fort);
      if (code >= EDGE_TOUCH && code < CORNER_TOUCH && edgeFacing(b.facing[k] as number, code - EDGE_TOUCH) === EDGE.front) n++;
    }
    return n;
  }

  /** The friend lined up behind `i` that gives it rear support (the rows' classes, both in good going), or -1. */
  private supporter(i: number): number {
    const p = this.parts;
    const b = p.board;
    const k = p.contacts.behind[i] as number;
    if (!p.settings.goodGoing[b.side[i] as number] || k < 0 || b.status[k] !== BOARD_STATUS.ready) return -1;
    if (!p.state.ground.good(i) || !p.state.ground.good(k)) return -1;
    const f = p.state.field;
    return f.rearSupports[(b.type[k] as number) * f.types + (b.type[i] as number)] === 1 ? k : -1;
  }

  /**
   * What the board gives `i` in close combat (ruling F19): its general; per flank, an enemy's
   * front edge on it that the text counts, else an enemy overlapping it; an enemy on its rear
   * that the text counts; rear and side support; charged this bound.
   */
  private situation(i: number, supporter: number): number {
    const p = this.parts;
    const b = p.board;
    const c = p.contacts;
    const f = p.state.field;
    const linedUp = f.rules.field.flankCounts === 'lined-up';
    let overlaps = 0;
    let flanks = 0;
    let beside = 0;
    for (let side = 0; side < 2; side++) {
      const at = 2 * i + side;
      const enemy = c.flank[at] as number;
      const over = c.overlap[at] as number;
      if (enemy >= 0 && (!linedUp || c.flankLinedUp[at] === 1)) flanks++;
      else if (over >= 0 && b.status[over] === BOARD_STATUS.ready) overlaps++;
      const friend = c.beside[at] as number;
      if (friend >= 0 && b.status[friend] === BOARD_STATUS.ready && f.sideSupports[(b.type[friend] as number) * f.types + (b.type[i] as number)] === 1) beside = 1;
    }
    const s = p.state;
    return (s.generalAt(b.side[i] as number) === i ? SITUATION.general : 0) | (overlaps << SITUATION.overlapShift) | (flanks << SITUATION.flankShift) |
      (c.rearAgainst(i, linedUp) ? SITUATION.rear : 0) | (supporter >= 0 ? SITUATION.support : 0) | (beside ? SITUATION.sideSupport : 0) |
      (s.charged[i] === s.stamp ? SITUATION.charged : 0);
  }
}
