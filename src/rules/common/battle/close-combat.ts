import type { BattleDice } from './dice.js';
import { EFFECT, packed } from './effects.js';
import { FIGHT, SITUATION } from './combat-tables.js';
import type { BoundSettings } from './settings.js';
import { Line, STATUS } from './line.js';
import { applyEffect, pursue } from './outcome-moves.js';

/**
 * Close combat (000:24, 48-55; 002:385-687; RULINGS B6, B7, B11): every frontal contact
 * standing when combat begins fights, left to right, with what the line gives each side
 * (overlaps, rear and side support, general, charged); results are carried out, and a winner
 * pursues.
 */
export class CloseCombat {
  private readonly contacts: Int32Array;

  constructor(
    private readonly line: Line,
    private readonly settings: BoundSettings,
  ) {
    this.contacts = new Int32Array(line.columns);
  }

  fightAll(dice: BattleDice): void {
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
    applyEffect(line, 0, a, ea, tb, supportA >= 0 && tables.supportCounts(0, ta, tb, sa, sb) ? supportA : -1);
    applyEffect(line, 1, b, eb, ta, supportB >= 0 && tables.supportCounts(1, ta, tb, sa, sb) ? supportB : -1);
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
}
