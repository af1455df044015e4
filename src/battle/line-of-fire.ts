import { BOARD_STATUS, type Board } from './board.js';
import { BOX_LEAD } from './geometry.js';
import { Along } from './reach.js';
import { GROUND } from './terrain.js';

/**
 * What blocks a shot on the board (ruling F39; 002:369 `Shooting is blocked if uncrossed lines
 * joining the ends of the shooting and target edges have part of any element between them. ...
 * a ½ BW depth of difficult hills, woods, oasis, dunes, hamlet or edifice blocks shooting from
 * and at an element base edge entirely beyond it`). The shot runs along the shooter's facing
 * from its front edge to the target's near edge; the lines joining their ends bound a
 * trapezoid, and any part of another base inside it blocks the shot; so does `terrainDepth` of
 * ground that blocks sight (GROUND.sight) within the rectangle holding the trapezoid, measured
 * along the shot, and a hill's crest across that rectangle between the two edges. Integer reads
 * of the boxes; nothing allocated.
 */
export class LineOfFire {
  private readonly along = new Along();

  constructor(
    private readonly board: Board,
    /** How deep sight-blocking ground must lie across a shot to block it, in board units. */
    private readonly terrainDepth: number,
  ) {}

  /** Whether element `i` cannot shoot where it stands: partly in a river or marsh, or entirely in a gully (002:369 `An element that is at least partly in a river or a marsh cannot shoot. An element entirely in a gully cannot shoot or be shot at.`; F39). */
  grounded(i: number): boolean {
    const terrain = this.board.terrain;
    return terrain !== null && ((terrain.groundUnder(this.board, i) & GROUND.mire) !== 0 || terrain.entirelyIn(this.board, i, GROUND.sunken));
  }

  /** Whether shooter `i`'s shot at `target` (ahead of it along its facing) is blocked: the target entirely in a gully, an element or ½ BW of sight-blocking ground between. */
  blocked(i: number, target: number): boolean {
    const b = this.board;
    const box = b.box;
    if (b.terrain !== null && b.terrain.entirelyIn(b, target, GROUND.sunken)) return true;
    const f = b.facing[i] as number;
    const { sign, near, across, lead, from: a0, to: a1 } = this.along.set(b, i, f);
    const far = BOX_LEAD[f] as number;
    const tt = 4 * target;
    const distance = sign * (box[tt + near] as number) - lead;
    if (distance <= 0) return false;
    const b0 = box[tt + across] as number;
    const b1 = box[tt + across + 2] as number;
    const status = b.status;
    const count = b.count;
    for (let k = 0; k < count; k++) {
      if (k === i || k === target || (status[k] as number) >= BOARD_STATUS.lost) continue;
      const kt = 4 * k;
      // k's stretch along the shot, from the shooter's front edge (0) to the target's (distance).
      const t0 = Math.max(0, sign * (box[kt + near] as number) - lead);
      const t1 = Math.min(distance, sign * (box[kt + far] as number) - lead);
      if (t1 <= t0) continue;
      if (between(a0, a1, b0, b1, distance, box[kt + across] as number, box[kt + across + 2] as number, t0, t1)) return true;
    }
    const terrain = b.terrain;
    if (terrain === null) return false;
    // The rectangle holding the shot: across, both edges' extents; along, front edge to front edge, in board coordinates.
    const lo = Math.min(a0, b0);
    const hi = Math.max(a1, b1);
    const s0 = sign > 0 ? lead : -(lead + distance);
    const s1 = s0 + distance;
    if ((terrain.laidGround & GROUND.hill) !== 0 && terrain.crestAcrossShot(lo, hi, s0, s1, across !== 0)) return true;
    return across === 0 ? terrain.deepestIn(lo, s0, hi, s1, GROUND.sight, false) >= this.terrainDepth : terrain.deepestIn(s0, lo, s1, hi, GROUND.sight, true) >= this.terrainDepth;
  }
}

/**
 * Whether a base across [c0, c1] over the stretch [t0, t1] of the shot shares area with the
 * trapezoid between the shooter's edge [a0, a1] (at 0) and the target's [b0, b1] (at
 * `distance`): somewhere on the stretch, c0 is short of the trapezoid's high side and c1 past
 * its low side. Both are linear in t, so the nearest they come to both holding (the least of
 * the two margins, concave) is greatest at an end of the stretch or where the margins cross.
 */
function between(a0: number, a1: number, b0: number, b1: number, distance: number, c0: number, c1: number, t0: number, t1: number): boolean {
  // The margins times `distance`, high(t) = a1 D + (b1 - a1) t - c0 D and low(t) = c1 D - a0 D - (b0 - a0) t, cross where they are equal.
  const slope = b1 - a1 + (b0 - a0);
  const cross = slope === 0 ? t0 : Math.min(t1, Math.max(t0, ((c1 - a0 - a1 + c0) * distance) / slope));
  return Math.max(margin(a0, a1, b0, b1, distance, c0, c1, t0), margin(a0, a1, b0, b1, distance, c0, c1, t1), margin(a0, a1, b0, b1, distance, c0, c1, cross)) > 0;
}

/** The lesser of `between`'s two margins at `t`. */
function margin(a0: number, a1: number, b0: number, b1: number, distance: number, c0: number, c1: number, t: number): number {
  return Math.min(a1 * distance + (b1 - a1) * t - c0 * distance, c1 * distance - a0 * distance - (b0 - a0) * t);
}
