import { BOARD_STATUS, UNITS_PER_BW } from '../../../battle/board.js';
import { boxFacing, placeFacing } from '../../../battle/turn-to-face.js';
import type { BoardParts } from './board-parts.js';

/** How many bounds ago an element entered bad going, as the state keeps it: 0 the bound just played, 1 the one before; ENTERED_LONG_AGO or more: too long ago, or never. */
const ENTERED_LONG_AGO = 2;

/**
 * Lurkers on the board (000:86 `Not deployed initially - 1 PIP to deploy (+1 each time) in
 * contact with enemy entering bad going or water. Cannot leave that terrain feature.`; 002:215-219;
 * ruling F29): held off the board until an enemy element has just entered bad going, then, in
 * their side's next bound and before its moves, placed with their front edge on that enemy's
 * front edge, in the bad going, for their PIPs (the first time, and more each time after, at
 * most as often as the text allows); never moved by the plan; sent back off the board, to be
 * summoned again, when an outcome move takes them out of bad going.
 */
export class BoardSummons {
  constructor(private readonly parts: BoardParts) {}

  /** Summon the active side's held Lurkers against enemies that have just entered bad going, while PIPs last; returns the PIPs left. */
  summon(active: number, pips: number): number {
    const p = this.parts;
    const b = p.board;
    const s = p.state;
    const f = s.field;
    for (let l = 0; l < b.count; l++) {
      if (b.side[l] !== active || b.status[l] !== BOARD_STATUS.held) continue;
      const type = b.type[l] as number;
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
   * Place held element `l` front edge to front edge with the first enemy that entered bad going
   * in the last two bounds and stands in it, not an aerial (002:218), where its base has room and
   * touches bad going; false if there is none.
   */
  private place(l: number): boolean {
    const p = this.parts;
    const b = p.board;
    const s = p.state;
    for (let e = 0; e < b.count; e++) {
      if (b.side[e] === b.side[l] || b.status[e] !== BOARD_STATUS.ready || (s.entered[e] as number) >= ENTERED_LONG_AGO) continue;
      if (s.field.aerial[b.type[e] as number] === 1 || !s.ground.bad(e)) continue;
      const box = boxFacing(b, l, e);
      const x0 = box[0] as number, y0 = box[1] as number, x1 = box[2] as number, y1 = box[3] as number;
      if (!b.clearOf(x0, y0, x1, y1, l) || !s.ground.badIn(x0, y0, x1, y1)) continue;
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
    if (within === 0) return false;
    const a = 4 * i;
    for (let j = 0; j < b.count; j++) {
      if (b.side[j] === b.side[i] || (b.status[j] as number) >= BOARD_STATUS.lost) continue;
      const o = 4 * j;
      const gapX = Math.max((b.box[o] as number) - (b.box[a + 2] as number), (b.box[a] as number) - (b.box[o + 2] as number), 0);
      const gapY = Math.max((b.box[o + 1] as number) - (b.box[a + 3] as number), (b.box[a + 1] as number) - (b.box[o + 3] as number), 0);
      if (Math.max(gapX, gapY) <= within) return false;
    }
    return true;
  }

  /**
   * At the end of a bound: each element that stands in bad going and did not at the end of the
   * last bound has just entered it; a Lurker taken out of bad going, or with no enemy near where
   * its text says so (002:219), goes back off the board.
   */
  settle(): void {
    const p = this.parts;
    const b = p.board;
    const s = p.state;
    for (let i = 0; i < b.count; i++) {
      const status = b.status[i] as number;
      if (status >= BOARD_STATUS.lost) continue;
      const bad = s.ground.bad(i);
      if (s.field.lurks[b.type[i] as number] === 1 && (!bad || this.alone(i))) {
        b.status[i] = BOARD_STATUS.held;
        b.place(i, -2 * UNITS_PER_BW, -2 * UNITS_PER_BW, b.facing[i] as number);
        continue;
      }
      s.entered[i] = bad && s.wasBad[i] === 0 ? 0 : Math.min(ENTERED_LONG_AGO, (s.entered[i] as number) + 1);
      s.wasBad[i] = bad ? 1 : 0;
    }
  }
}
