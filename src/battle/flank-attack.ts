import { BOARD_STATUS, type Board } from './board.js';
import type { Contacts } from './contacts.js';
import { DX, DY, EDGE, boxInto, turned } from './geometry.js';
import { mayContact } from './moves.js';
import { GROUND } from './terrain.js';
import type { ThreatZones } from './threat-zone.js';

/** The edges an attack may take, nearest first on a tie: the left flank, the right, the rear (F23). */
const EDGES = [EDGE.left, EDGE.right, EDGE.rear] as const;

/**
 * The flank attack (ruling F23): a fast element sent against the open flank or rear of an enemy
 * already fighting to its front, which then fights at -1 for it and, made to recoil or flee, is
 * destroyed (000:52, 55; 002:593-594, 674, 679). It moves as a single element (000:38: any
 * direction, turns of any angle) into contact with the flank, lined up front corner to front
 * corner (002:593), or with the rear, centred on it (002:594 `full front edge contact`), from a
 * start entirely behind that flank or rear (000:41, F14), crossing no other enemy's threat zone
 * (F38). `find` looks, `make` moves.
 */
export class FlankAttack {
  /** What `find` found: the enemy, where the attacker ends (on its flank or rear) and how far it goes. */
  target = -1;
  x = 0;
  y = 0;
  facing = 0;
  distance = 0;

  constructor(
    private readonly board: Board,
    private readonly contacts: Contacts,
    /** The enemies' threat zones (F38), which the move may not cross but the target's; null where the text has none. */
    private readonly zones: ThreatZones | null = null,
    /** Per type: an aerial, which may not end a move in a wood or BUA (000:67 `cannot end a move in bad going ... count only woods & BUA as bad going`; F25); null: none is. */
    private readonly aerial: Uint8Array | null = null,
  ) {}

  /**
   * The nearest open flank or rear element `e` can reach within `move` (board units), of an enemy in
   * frontal close combat; false if none. The move's length is the path of its front edge's
   * midpoint, across then along the board, plus a base width for each quarter turn (the outer
   * front corner's path, 002:234, with bases square to the board, F2); the ground it crosses,
   * the rectangle spanned by its base where it starts and where it ends, holds no other base.
   */
  find(e: number, move: number): boolean {
    const b = this.board;
    const c = this.contacts;
    const at = 4 * e;
    const x0 = b.box[at] as number, y0 = b.box[at + 1] as number, x1 = b.box[at + 2] as number, y1 = b.box[at + 3] as number;
    const half = b.half[e] as number;
    this.target = -1;
    let best = move + 1;
    for (let t = 0; t < b.count; t++) {
      if (b.side[t] === b.side[e] || b.status[t] !== BOARD_STATUS.ready || (c.front[t] as number) < 0) continue;
      const ft = b.facing[t] as number;
      for (const edge of EDGES) {
        const open = edge === EDGE.rear ? (c.rear[t] as number) < 0 && (c.rearCorner[t] as number) < 0 : (c.flank[2 * t + (edge === EDGE.left ? 0 : 1)] as number) < 0;
        if (!open || !mayContact(b, t, edge, x0, y0, x1, y1)) continue;
        const outward = turned(ft, edge);
        // On a flank: its front corner, then half the attacker's width back along the flank. On the rear: the rear edge's middle. The attacker's front midpoint.
        const th = b.half[t] as number;
        const back = edge === EDGE.rear ? (b.depth[t] as number) : half;
        const side = edge === EDGE.rear ? 0 : th;
        const cx = (b.x[t] as number) + (DX[outward] as number) * side - (DX[ft] as number) * back;
        const cy = (b.y[t] as number) + (DY[outward] as number) * side - (DY[ft] as number) * back;
        const facing = turned(outward, 2);
        const turn = (facing - (b.facing[e] as number) + 4) % 4;
        const quarters = turn === 0 ? 0 : turn === 2 ? 2 : 1;
        const distance = Math.abs(cx - (b.x[e] as number)) + Math.abs(cy - (b.y[e] as number)) + quarters * 2 * half;
        if (distance >= best || !this.clear(e, t, cx, cy, facing)) continue;
        best = distance;
        this.target = t;
        this.x = cx;
        this.y = cy;
        this.facing = facing;
        this.distance = distance;
      }
    }
    return this.target >= 0;
  }

  /** Whether `e` ends at (x, y) facing `facing` on the board, over no base, the ground between clear, crossing no threat zone but target `t`'s (F38), and an aerial not in a wood or BUA (F25). */
  private clear(e: number, t: number, x: number, y: number, facing: number): boolean {
    const b = this.board;
    const at = 4 * e;
    const end = this.end;
    boxInto(end, 0, x, y, facing, b.half[e] as number, b.depth[e] as number);
    // The rectangle holds the base where it ends, so its being clear and on the board is the end's fitting too.
    const x0 = Math.min(b.box[at] as number, end[0] as number);
    const y0 = Math.min(b.box[at + 1] as number, end[1] as number);
    const x1 = Math.max(b.box[at + 2] as number, end[2] as number);
    const y1 = Math.max(b.box[at + 3] as number, end[3] as number);
    if (this.aerial !== null && this.aerial[b.type[e] as number] === 1 && b.terrain !== null && (b.terrain.groundIn(end[0] as number, end[1] as number, end[2] as number, end[3] as number) & GROUND.cover) !== 0) return false;
    return b.clearOf(x0, y0, x1, y1, e) && !(this.zones?.enters(e, x0, y0, x1, y1, t) ?? false);
  }

  /** The attacker's box where a candidate move ends (scratch: a search moves nothing, so the contacts stay as read). */
  private readonly end = new Int32Array(4);

  /** Move `e` where `find` said. */
  make(e: number): void {
    this.board.place(e, this.x, this.y, this.facing);
  }
}
