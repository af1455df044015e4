import { BOARD_STATUS, LOSS, UNITS_PER_BW, type Board } from '../../../battle/board.js';
import type { Contacts } from '../../../battle/contacts.js';
import { OutcomeMoves, turnAbout } from '../../../battle/outcome-moves.js';
import { Along, distanceAhead, sharedAcross } from '../../../battle/reach.js';
import { Sweep } from '../../../battle/sweep.js';
import { ThreatZones } from '../../../battle/threat-zone.js';
import { LineOfFire } from '../../../battle/line-of-fire.js';
import { GROUND } from '../../../battle/terrain.js';
import type { BoardState } from './board-state.js';
import { EFFECT } from './effects.js';
import type { BoundSettings } from './settings.js';
import type { BoundWatcher } from './battle-state.js';

const scaled = (a: Int32Array, k: number): Int32Array => Int32Array.from(a, (v) => v * k);

/**
 * What the board's phases of a bound share (board-bound.ts): the state, the contacts, the
 * outcome moves, and the profiles' distances in board units (field units times `k`), with the
 * questions every phase asks of the board: is an element in close combat, is it the front of
 * its file, which enemy can it reach ahead.
 */
export class BoardParts {
  readonly board: Board;
  readonly contacts: Contacts;
  readonly sweep: Sweep;
  readonly outcome: OutcomeMoves;
  private readonly along = new Along();
  /** The enemies' threat zones a move may not cross (F38), or null where the text has none. */
  readonly zones: ThreatZones | null;
  /** What blocks a shot (F39), or null where the text blocks none. */
  readonly fire: LineOfFire | null;
  /** Board units in one field unit. */
  readonly k: number;
  readonly move: Int32Array;
  readonly moveBad: Int32Array;
  /** The most a ground element's move that crosses or starts in a river goes, in board units (F40; 0: no river is laid). */
  readonly riverCrossing: number;
  readonly shootRange: Int32Array;
  readonly bespellRange: Int32Array;
  /** [winner * types + loser]: how far the winner pursues, in board units. */
  readonly pursuit: Int32Array;
  /** A summoned Lurker goes back off the board with no enemy this near, in board units (0: never for that; 002:219). */
  readonly lurkWithin: Int32Array;
  /** A summoned God or Dragon arrives no nearer an enemy than this, in board units (002:217). */
  readonly summonClear: Int32Array;
  /** Who watches this battle (`battle --show`), or null in a trial. */
  watcher: BoundWatcher | null = null;

  constructor(
    readonly state: BoardState,
    readonly settings: BoundSettings,
    k: number,
  ) {
    const f = state.field;
    this.board = state.board;
    this.contacts = state.contacts;
    this.k = k;
    this.sweep = new Sweep(this.board);
    const n = this.board.count;
    this.scannedAt = new Float64Array(n).fill(-1);
    this.scannedIn = new Int32Array(3 * n);
    this.scannedEnemyAt = new Int32Array(3 * n);
    this.scannedClear = new Int32Array(n);
    this.scannedFront = new Uint8Array(n);
    this.scannedBase = new Int32Array(n);
    this.move = scaled(f.move, k);
    this.moveBad = scaled(f.moveBad, k);
    this.riverCrossing = Math.round((f.rules.field.river?.crossing ?? 0) * k);
    this.shootRange = scaled(f.shootRange, k);
    this.bespellRange = scaled(f.bespellRange, k);
    this.pursuit = scaled(f.pursuit, k);
    this.lurkWithin = scaled(f.summonWithin, k);
    // In board units from the profile: HOTT's 2 BW (320p) is no whole number of its 100p field units.
    this.summonClear = Int32Array.from(f.profiles, (pr) => Math.round((pr.summon?.clear ?? 0) * k));
    const blocked = f.rules.field.shotBlocked;
    this.fire = blocked ? new LineOfFire(this.board, Math.round(blocked.terrainDepth * k)) : null;
    const zone = f.rules.field.threatZone;
    this.zones = zone ? new ThreatZones(this.board, Math.round(zone.depth * k), zone.aroundCamps, zone.throughBases === true, f.threatAllEdges) : null;
    this.outcome = new OutcomeMoves(this.board, this.contacts, {
      types: f.types,
      recoil: scaled(f.recoil, k),
      flee: scaled(f.flee, k),
      passes: f.passes,
      pushable: f.pushable,
      crushes: f.crushes,
      fleesIntoBadGoing: f.fleesIntoBadGoing,
      drowns: Uint8Array.from(f.aerial, (aerial) => (f.rules.field.river?.fleeDrowns === true && aerial !== 1 ? 1 : 0)),
      fledOff: f.fledOff,
      blockedRecoilDestroys: f.rules.field.blockedRecoil === 'destroyed',
    });
  }

  /**
   * Element `i`'s move in board units: its bad-going move where its side stands in going that
   * slows it, or its move ahead crosses such going (F25); and a river's crossing move where it
   * stands in a river, or its move would take it into one, though it may go as far as the bank (F40).
   */
  moveOf(i: number): number {
    const type = this.board.type[i] as number;
    const full = this.move[type] as number;
    const ground = this.state.ground;
    const move = this.settings.slowGoing[this.board.side[i] as number] === true || ground.slows(i, full) ? (this.moveBad[type] as number) : full;
    if (this.riverCrossing === 0 || !ground.crossesWater(i, move)) return move;
    const crossing = Math.min(this.riverCrossing, move);
    return ground.inWater(i) ? crossing : Math.max(crossing, ground.terrain.clearAhead(this.board, i, move, GROUND.water));
  }

  /** In close combat: an enemy's front edge on its front, a flank, the rear or a rear corner (contacts as last updated). */
  fighting(i: number): boolean {
    return (this.contacts.front[i] as number) >= 0 || this.contacts.pinned(i);
  }

  /** The front of its file: no friend lies ahead of it across its path before an enemy does (the line's front of a column). */
  leads(i: number): boolean {
    this.scanAhead(i);
    return this.frontOfFile;
  }

  /**
   * The nearest enemy not lost ahead of `i` in its own path, else the path a base width to
   * the low side, else to the high side, within `range` (board units) of its front edge, or
   * -1 (the line's target in its column, then left, then right; ruling F20). `inCombat`: an
   * enemy in close combat may be the target (bespelling, 002:340); shooting passes it over, and
   * an enemy it may not see for an element or ½ BW of woods between (F39).
   */
  target(i: number, range: number, inCombat: boolean): number {
    this.scanAhead(i);
    for (let path = 0; path < 3; path++) {
      const j = this.enemyIn[path] as number;
      // A camp or stronghold is not shot at or bespelled: with no ground troops in contact nothing befalls it (002:642; F32).
      if (j < 0 || (!inCombat && this.fighting(j)) || this.board.fixed[j] === 1) continue;
      // A shot an element between or a wood blocks is no shot (002:369; F39): the next path is looked at.
      if ((this.enemyAt[path] as number) <= range && (inCombat || !(this.fire?.blocked(i, j) ?? false))) return j;
    }
    return -1;
  }

  /** The nearest enemy not lost ahead of `i` (the first of equals) in its own path moved `by` across the board (0: its own path, as it stands), or -1. */
  nearestAhead(i: number, by = 0): number {
    const b = this.board;
    let best = -1;
    let nearest = Infinity;
    for (let j = 0; j < b.count; j++) {
      if (b.side[j] === b.side[i] || (b.status[j] as number) >= BOARD_STATUS.lost || sharedAcross(b, i, j, by, by) <= 0) continue;
      const d = distanceAhead(b, i, j);
      if (d >= 0 && d < nearest) {
        nearest = d;
        best = j;
      }
    }
    return best;
  }

  /** Filled by `scanAhead`, per path (0 its own, 1 a base width to the low side, 2 to the high side): the nearest enemy ahead (the first of equals), or -1, and how far ahead it is. */
  readonly enemyIn = new Int32Array(3);
  readonly enemyAt = new Int32Array(3);
  /** Filled by `scanAhead`: how far `i` can go straight ahead before it meets any base or the board's edge (a Sweep's gap over the board's whole length). */
  clearAhead = 0;
  /** Filled by `scanAhead`: no friend lies ahead of `i` across its own path, or the nearest enemy there is nearer than any (`leads`). */
  frontOfFile = false;
  /** Filled by `scanAhead`: how far ahead of `i` the nearest base in its own path is, or -1 with none. */
  baseAhead = -1;

  /**
   * `scanAhead`'s answer per element (enemyIn and enemyAt at 3 * element, clearAhead, frontOfFile,
   * baseAhead) and the board's `version` it was worked out at (-1: none yet). The answer reads only the boxes, the
   * statuses (lost or not), the sides and the land's edges, which change only with a base placed,
   * lost or returned, each of which bumps the version: while the version stands, so does the answer.
   */
  private readonly scannedAt: Float64Array;
  private readonly scannedIn: Int32Array;
  private readonly scannedEnemyAt: Int32Array;
  private readonly scannedClear: Int32Array;
  private readonly scannedFront: Uint8Array;
  private readonly scannedBase: Int32Array;

  /**
   * What lies ahead of `i`, in one pass over the board: the nearest enemy not lost in each of
   * its three paths (`enemyIn`, `enemyAt`), how far it can go before it meets anything
   * (`clearAhead`), how far the nearest base in its own path is (`baseAhead`), and whether it is
   * the front of its file (`frontOfFile`). A path is the stretch across the board that `i`'s
   * front covers, or the base width beside it on either side. Kept per element until the board
   * changes.
   */
  scanAhead(i: number): void {
    const b = this.board;
    const enemyIn = this.enemyIn;
    const enemyAt = this.enemyAt;
    const at = 3 * i;
    if (this.scannedAt[i] === b.version) {
      enemyIn[0] = this.scannedIn[at] as number;
      enemyIn[1] = this.scannedIn[at + 1] as number;
      enemyIn[2] = this.scannedIn[at + 2] as number;
      enemyAt[0] = this.scannedEnemyAt[at] as number;
      enemyAt[1] = this.scannedEnemyAt[at + 1] as number;
      enemyAt[2] = this.scannedEnemyAt[at + 2] as number;
      this.clearAhead = this.scannedClear[i] as number;
      this.frontOfFile = this.scannedFront[i] === 1;
      this.baseAhead = this.scannedBase[i] as number;
      return;
    }
    const box = b.box;
    const status = b.status;
    const sides = b.side;
    const count = b.count;
    const { sign, near: nearAt, across: lo, lead, from: own0, to: own1, toEdge: edge } = this.along.set(b, i, b.facing[i] as number);
    const side = b.side[i];
    const whole = b.height + b.width;
    // Across the board, the paths span [low0, own0] (a base width to the low side), [own0, own1] (its own) and
    // [own1, high1] (to the high side): what lies wholly outside [low0, high1] is in none of them, and a box
    // within (every box has width) shares a stretch of its own path if j1 > own0 and j0 < own1, of the low
    // path if j0 < own0, of the high path if j1 > own1.
    const low0 = own0 - UNITS_PER_BW;
    const high1 = own1 + UNITS_PER_BW;
    // The nearest enemy in each path (the first of equals) and how far: kept in locals, stored at the end.
    let own = -1, ownAt = 0, low = -1, lowAt = 0, high = -1, highAt = 0;
    let any = whole;
    // The nearest friend in its own path, or -1.
    let friendAt = -1;
    for (let j = 0; j < count; j++) {
      const jt = 4 * j;
      const j1 = box[jt + lo + 2] as number;
      if (j1 <= low0) continue;
      const j0 = box[jt + lo] as number;
      if (j0 >= high1) continue;
      const d = sign * (box[jt + nearAt] as number) - lead;
      if (d < 0 || j === i || (status[j] as number) >= BOARD_STATUS.lost) continue;
      const inPath = j1 > own0 && j0 < own1;
      if (inPath && d < any) any = d;
      if (sides[j] === side) {
        if (inPath && (friendAt < 0 || d < friendAt)) friendAt = d;
        continue;
      }
      if (inPath && (own < 0 || d < ownAt)) {
        own = j;
        ownAt = d;
      }
      if ((low < 0 || d < lowAt) && j0 < own0) {
        low = j;
        lowAt = d;
      }
      if ((high < 0 || d < highAt) && j1 > own1) {
        high = j;
        highAt = d;
      }
    }
    enemyIn[0] = own;
    enemyAt[0] = ownAt;
    enemyIn[1] = low;
    enemyAt[1] = lowAt;
    enemyIn[2] = high;
    enemyAt[2] = highAt;
    this.clearAhead = Math.max(0, edge < whole && edge <= any ? Math.min(edge, any) : any);
    this.frontOfFile = friendAt < 0 || (own >= 0 && friendAt > ownAt);
    this.baseAhead = any < whole ? any : -1;
    this.scannedAt[i] = b.version;
    this.scannedIn[at] = own;
    this.scannedIn[at + 1] = low;
    this.scannedIn[at + 2] = high;
    this.scannedEnemyAt[at] = ownAt;
    this.scannedEnemyAt[at + 1] = lowAt;
    this.scannedEnemyAt[at + 2] = highAt;
    this.scannedClear[i] = this.clearAhead;
    this.scannedFront[i] = this.frontOfFile ? 1 : 0;
    this.scannedBase[i] = this.baseAhead;
  }

  /**
   * Carry out one side's result (effects.ts) on element `i`; a destroyed element takes its
   * counted rear supporter with it (000:55, 001:157). A loss it leads to counts as `cause`
   * (board.ts LOSS); in close combat, as flank or rear if an enemy's front edge was there.
   */
  apply(i: number, effect: number, killer: number, supporter: number, cause: number): void {
    const b = this.board;
    if (effect === EFFECT.none || (b.status[i] as number) >= BOARD_STATUS.lost) return;
    b.cause = cause;
    this.carryOut(i, effect, killer, supporter);
    b.cause = LOSS.other;
  }

  private carryOut(i: number, effect: number, killer: number, supporter: number): void {
    const b = this.board;
    if (effect === EFFECT.recoil) this.outcome.recoil(i, killer);
    else if (effect === EFFECT.flee) this.outcome.flee(i, killer);
    else if (effect === EFFECT.fledOff) this.outcome.offBoard(i);
    else if (effect === EFFECT.ensorcelled) {
      b.lose(i, killer);
      // One that may be returned stays where it stood, away and counting lost until it is (002:695; F44).
      if ((this.state.field.desorcellPips[b.type[i] as number] as number) > 0) b.status[i] = BOARD_STATUS.departed;
    } else {
      b.lose(i, killer);
      if (effect === EFFECT.destroyed && supporter >= 0) b.lose(supporter, killer);
    }
  }

  /** Whether an enemy touches `i`'s front edge ahead of it (a move into contact); one that had fled turns to face it (000:42). */
  meetsEnemy(i: number): boolean {
    const b = this.board;
    const s = this.sweep;
    s.run(i, b.facing[i] as number, 1);
    if (s.gap !== 0) return false;
    let met = false;
    for (let m = 0; m < s.met; m++) {
      const j = s.who[m] as number;
      if (b.side[j] === b.side[i]) continue;
      met = true;
      if (b.status[j] === BOARD_STATUS.fled) {
        turnAbout(b, j);
        b.status[j] = BOARD_STATUS.ready;
      }
    }
    return met;
  }
}
