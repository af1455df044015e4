import { BOARD_STATUS, type Board } from './board.js';
import { DX, DY, FACING, boxInto } from './geometry.js';
import { Along } from './reach.js';

/**
 * Threat zones (ruling F38; 002:312, 000:41): the area `depth` deep in front of an element's
 * front edge, as wide as it, reaching no further than the first base standing in it (000:41
 * `unless there is an intervening element`); for a type whose zone lies in front of every edge
 * (002:312 `in front of any edge of a War Wagon`), also `depth` deep beside its flanks and
 * behind its rear edge, as long as each edge; and, where `aroundCamps`, the area within `depth`
 * of a camp or stronghold (002:312). A move by the plan may not cross or end in the zone of an
 * enemy other than the one it goes to meet (002:313-314 `to line up its front edge with` or
 * `advance into or towards contact with the enemy generating the TZ`). Scratch only: a trial
 * allocates nothing.
 */
export class ThreatZones {
  private readonly zone = new Int32Array(4);
  private readonly along = new Along();

  constructor(
    private readonly board: Board,
    /** How deep a zone reaches, in board units. */
    private readonly depth: number,
    private readonly aroundCamps: boolean,
    /** A zone reaches its whole depth past any base standing in it (option `threat-zones=through-bases`). */
    private readonly throughBases = false,
    /** By type: 1 where the zone lies in front of every edge (War Wagons), null: none does. */
    private readonly allEdges: Uint8Array | null = null,
  ) {}

  /**
   * Whether the rectangle [x0, x1] x [y0, y1], the ground a move of `mover` covers, shares
   * area with the threat zone of an enemy of `mover` other than `toward` (-1: none excepted).
   */
  enters(mover: number, x0: number, y0: number, x1: number, y1: number, toward: number): boolean {
    const b = this.board;
    for (let t = 0; t < b.count; t++) {
      if (t === toward || b.side[t] === b.side[mover] || (b.status[t] as number) >= BOARD_STATUS.lost) continue;
      if (this.allEdges !== null && this.allEdges[b.type[t] as number] === 1 && this.besideOrBehind(t, x0, y0, x1, y1)) return true;
      // The zone at its full depth first: only one that meets the rectangle is cut short at the first base in it (a camp's is not).
      if (!this.zoneOf(t, this.depth) || !shares(this.zone, x0, y0, x1, y1)) continue;
      if (this.throughBases || b.fixed[t] === 1) return true;
      if (this.zoneOf(t, this.reach(t, mover)) && shares(this.zone, x0, y0, x1, y1)) return true;
    }
    return false;
  }

  /**
   * Whether the rectangle shares area with the zones beside `t`'s flanks and behind its rear, each
   * `depth` deep and as long as its edge (F38: a War Wagon's, which no base standing in them cuts
   * short: 000:41's intervening element is a front's).
   */
  private besideOrBehind(t: number, x0: number, y0: number, x1: number, y1: number): boolean {
    const box = this.board.box;
    const at = 4 * t;
    const bx0 = box[at] as number, by0 = box[at + 1] as number, bx1 = box[at + 2] as number, by1 = box[at + 3] as number;
    const d = this.depth;
    const z = this.zone;
    for (let edge = 0; edge < 4; edge++) {
      if (edge === this.board.facing[t]) continue;
      // The strip `d` deep beyond the edge on the side of board direction `edge` (FACING: north +y, east +x, south -y, west -x).
      z[0] = edge === FACING.east ? bx1 : edge === FACING.west ? bx0 - d : bx0;
      z[2] = edge === FACING.east ? bx1 + d : edge === FACING.west ? bx0 : bx1;
      z[1] = edge === FACING.north ? by1 : edge === FACING.south ? by0 - d : by0;
      z[3] = edge === FACING.north ? by1 + d : edge === FACING.south ? by0 : by1;
      if (shares(z, x0, y0, x1, y1)) return true;
    }
    return false;
  }

  /** Put enemy `t`'s zone, `reach` deep, in `zone`; false where it has none. */
  private zoneOf(t: number, reach: number): boolean {
    const b = this.board;
    const box = b.box;
    const at = 4 * t;
    const z = this.zone;
    const d = this.depth;
    if (b.fixed[t] === 1) {
      if (!this.aroundCamps) return false;
      z[0] = (box[at] as number) - d;
      z[1] = (box[at + 1] as number) - d;
      z[2] = (box[at + 2] as number) + d;
      z[3] = (box[at + 3] as number) + d;
      return true;
    }
    if (reach <= 0) return false;
    // The zone as a base `reach` deep whose front edge stands `reach` ahead of t's.
    const f = b.facing[t] as number;
    boxInto(z, 0, (b.x[t] as number) + (DX[f] as number) * reach, (b.y[t] as number) + (DY[f] as number) * reach, f, b.half[t] as number, reach);
    return true;
  }

  /** How far `t`'s zone reaches: its depth, or less where a base (not the mover's: the zone is where the mover may not go) stands across its front nearer. */
  private reach(t: number, mover: number): number {
    const b = this.board;
    const box = b.box;
    const { sign, near: nearAt, across: lo, lead, from, to } = this.along.set(b, t, b.facing[t] as number);
    let reach = this.depth;
    for (let k = 0; k < b.count; k++) {
      if (k === t || k === mover || (b.status[k] as number) >= BOARD_STATUS.lost) continue;
      const kt = 4 * k;
      const gap = sign * (box[kt + nearAt] as number) - lead;
      if (gap < 0 || gap >= reach) continue;
      if (Math.min(to, box[kt + lo + 2] as number) - Math.max(from, box[kt + lo] as number) > 0) reach = gap;
    }
    return reach;
  }
}

/** Whether the rectangle [x0, x1] x [y0, y1] shares area (not only an edge) with `zone`. */
const shares = (zone: Int32Array, x0: number, y0: number, x1: number, y1: number): boolean =>
  Math.min(x1, zone[2] as number) - Math.max(x0, zone[0] as number) > 0 && Math.min(y1, zone[3] as number) - Math.max(y0, zone[1] as number) > 0;
