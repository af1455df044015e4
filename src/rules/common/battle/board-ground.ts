import type { Rng } from '../../../core/kernel.js';
import type { BattleTerrain } from '../../../core/battle-rules.js';
import type { Board } from '../../../battle/board.js';
import { DX, DY } from '../../../battle/geometry.js';
import { LayoutDrawer, type FeatureKind, type HomeTerrain, type LaidFeature } from '../../../battle/layout.js';
import { GOING, GROUND, Terrain } from '../../../battle/terrain.js';
import { SITUATION } from './combat-tables.js';
import type { Field } from './field.js';

/**
 * The ground under each element of a battle on the board, as its system reads it (rulings
 * F24-F27): the defender's home terrain laid anew for each battle (`--terrain arable`), or open
 * ground; each element's going (the worst under any part of its base, F15; an aerial's only
 * woods and BUA, 000:67), whether it is upslope of its opponent (000:49, 002:592) and in cover
 * (000:51, 002:577), as the bits of its situation the single combats read; and whether a move
 * crosses going that slows it (000:39, 002:236-238).
 */
export class BoardGround {
  readonly terrain: Terrain;
  /** The layout drawn anew before each battle, or null: open ground, or features laid once. */
  readonly drawer: LayoutDrawer | null;
  /** Whether any terrain is laid: on open ground every answer below is good going and no bit. */
  readonly laid: boolean;
  /** What is laid, as the answer names it: the layout file's name, or the home terrain's ('Forest'); null on open ground. */
  readonly name: string | null;
  /** The system's name of each going (GOING: good, rough, bad), e.g. HOTT's rough is 'good'. */
  private readonly names: readonly string[];
  /** Per type: an aerial (field.ts), which reads only woods and BUA as bad going. */
  private readonly aerial: Uint8Array;
  /** Whether holding a river's bank counts as upslope (000:49, 002:592; not a paltry river's; F40). */
  private readonly bank: boolean;
  /** Per type: a Lurker (field.ts), and whether any lurks at water (000:86; F29). */
  private readonly lurks: Uint8Array;
  private readonly lurksAtWater: boolean;
  /** Whether the system has Water Lurkers' condition (conditionKeys.waterLurker). */
  private readonly waterLurkers: boolean;

  constructor(
    private readonly board: Board,
    field: Field,
    terrain: BattleTerrain | null,
    home: HomeTerrain | null,
    /** Features laid once for every battle (a layout file's, F24), and the layout file's name. */
    readonly fixed: readonly LaidFeature[] = [],
    layoutName: string | null = null,
  ) {
    this.name = layoutName ?? home?.label ?? home?.id ?? null;
    this.terrain = new Terrain(board.width, board.height, fixed);
    this.drawer = terrain && home ? new LayoutDrawer(home, new Map(terrain.features.map((f): [string, FeatureKind] => [f.id, f])), board.width, board.height) : null;
    this.laid = this.drawer !== null || fixed.length > 0;
    this.names = terrain ? [terrain.going.good, terrain.going.rough, terrain.going.bad] : ['good', 'good', 'bad'];
    this.aerial = field.aerial;
    this.bank = field.rules.field.river?.bank === true;
    this.lurks = field.lurks;
    this.lurksAtWater = field.lurksAtWater;
    this.waterLurkers = field.rules.conditionKeys.waterLurker !== null;
    board.terrain = this.laid ? this.terrain : null;
    this.setLand();
  }

  /** The board's land between any waterway and the other side edge, as laid (F42). */
  private setLand(): void {
    this.board.landX0 = this.terrain.landX0;
    this.board.landX1 = this.terrain.landX1;
  }

  /** The features laid for the battle just fought (or the layout file's): for a shown battle. */
  features(): readonly LaidFeature[] {
    return this.drawer ? this.drawer.laid() : this.fixed;
  }

  /** Lay a new layout from `rng` (before a battle); nothing on open ground or a layout laid once. */
  draw(rng: Rng): void {
    if (!this.drawer) return;
    this.drawer.draw(rng);
    this.terrain.layFrom(this.drawer);
    this.setLand();
  }

  /** The going (GOING) element `i` stands in by the ground under it: an aerial counts only woods and BUA, as bad (000:67). */
  going(i: number): number {
    if (!this.laid) return GOING.good;
    if (this.aerial[this.board.type[i] as number] === 1) return (this.terrain.groundUnder(this.board, i) & GROUND.cover) !== 0 ? GOING.bad : GOING.good;
    return this.terrain.goingUnder(this.board, i);
  }

  /** Whether the ground under `i` is good going in its system (rear support, 000:50, 002:557). */
  good(i: number): boolean {
    return this.names[this.going(i)] === this.names[GOING.good];
  }

  /** Whether element `i` stands in what its system counts as bad going (a Lurker's ground, 000:86, 002:215). */
  bad(i: number): boolean {
    return this.laid && this.names[this.going(i)] === this.names[GOING.bad];
  }

  /** Whether the going `going` (GOING) is bad going in its system (D3H2's rough is not; HOTT's rough is good). */
  badGoing(going: number): boolean {
    return this.names[going] === this.names[GOING.bad];
  }

  /** Whether any of the rectangle (x0, y0)-(x1, y1) is bad going in its system. */
  badIn(x0: number, y0: number, x1: number, y1: number): boolean {
    return this.laid && this.names[this.terrain.goingIn(x0, y0, x1, y1)] === this.names[GOING.bad];
  }

  /** Whether element `i` stands where a Lurker lurks (F29): bad going, or water where the battle's Lurkers lurk there too (000:86 `bad going or water`). */
  lurkable(i: number): boolean {
    return this.bad(i) || (this.lurksAtWater && this.inWater(i));
  }

  /** Whether any of the rectangle (x0, y0)-(x1, y1) is ground a Lurker may be placed in (F29): bad going, or water as `lurkable`. */
  lurkableIn(x0: number, y0: number, x1: number, y1: number): boolean {
    return this.badIn(x0, y0, x1, y1) || (this.lurksAtWater && this.laid && (this.terrain.groundIn(x0, y0, x1, y1) & GROUND.water) !== 0);
  }

  /** Whether a move of `distance` straight ahead by `i` crosses going that slows it (F25); aerials fly over (000:67). */
  slows(i: number, distance: number): boolean {
    if (!this.laid || this.aerial[this.board.type[i] as number] === 1) return false;
    return this.names[this.terrain.worstAhead(this.board, i, distance)] !== this.names[GOING.good];
  }

  /** Whether element `i` stands at least partly in a river (F40); an aerial flies over water (000:67, 002:297). */
  inWater(i: number): boolean {
    return this.wades(i) && (this.terrain.groundUnder(this.board, i) & GROUND.water) !== 0;
  }

  /** Whether a move of `distance` straight ahead by `i` crosses a river or starts in one (F40: `Crossing River`, 002:239; `across water`, 000:39); aerials fly over. */
  crossesWater(i: number, distance: number): boolean {
    return this.wades(i) && (this.terrain.groundAhead(this.board, i, distance) & GROUND.water) !== 0;
  }

  /** Whether any water is laid: every river question is answered at once on a board with none. */
  private waterLaid(): boolean {
    return this.laid && (this.terrain.laidGround & GROUND.water) !== 0;
  }

  /** A Lurker at least partly in water, where the system has Water Lurkers (000:53, 86; F29). */
  private waterLurker(i: number): boolean {
    return this.waterLurkers && this.lurks[this.board.type[i] as number] === 1 && this.inWater(i);
  }

  /** Whether water is laid and `i` is no aerial, which flies over it (000:67, 002:297): where `i`'s ground may hold a river for it. */
  private wades(i: number): boolean {
    return this.waterLaid() && this.aerial[this.board.type[i] as number] !== 1;
  }

  /**
   * Whether `i` defends a river's bank against `opponent` (F40: 000:49 `defending a river bank
   * other than at a ford or bridge (except against aerals)`, 002:592 `defending any but a paltry
   * river's bank off-road unless either element is an Aerial`): `i` is out of the river, its
   * opponent partly in it and not on a road (the road's bridge or ford), and neither is an aerial.
   */
  private holdsBank(i: number, opponent: number): boolean {
    if (!this.bank || this.aerial[this.board.type[i] as number] === 1 || !this.inWater(opponent) || this.inWater(i)) return false;
    return (this.terrain.groundUnder(this.board, opponent) & GROUND.road) === 0;
  }

  /**
   * Whether the shortest line between `i`'s base and `j`'s crosses a river (000:51 `shortest line
   * to bespeller crosses running water`, 002:577 `crosses a river`; F40): the line joining the
   * nearest points of the two bases passes through a river's inside.
   */
  riverBetween(i: number, j: number): boolean {
    if (!this.waterLaid()) return false;
    const box = this.board.box;
    const ix = 4 * i;
    const jx = 4 * j;
    const x0 = nearest(box[ix] ?? 0, box[ix + 2] ?? 0, box[jx] ?? 0, box[jx + 2] ?? 0);
    const x1 = nearest(box[jx] ?? 0, box[jx + 2] ?? 0, box[ix] ?? 0, box[ix + 2] ?? 0);
    const y0 = nearest(box[ix + 1] ?? 0, box[ix + 3] ?? 0, box[jx + 1] ?? 0, box[jx + 3] ?? 0);
    const y1 = nearest(box[jx + 1] ?? 0, box[jx + 3] ?? 0, box[ix + 1] ?? 0, box[ix + 3] ?? 0);
    return this.terrain.lineCrosses(x0, y0, x1, y1, GROUND.water);
  }

  /** How far `i` may move ahead, at most `limit`: an aerial stops short of a wood or BUA it is not in (000:67 `cannot end a move in bad going`, 002:247 `not enter`; F25). */
  stopsShort(i: number, limit: number): number {
    if (!this.laid || this.aerial[this.board.type[i] as number] !== 1) return limit;
    return this.terrain.clearAhead(this.board, i, limit, GROUND.cover);
  }

  /** The ground bits (GROUND) just behind the middle of `i`'s front edge. */
  private atFront(i: number): number {
    const b = this.board;
    const f = b.facing[i] as number;
    return this.terrain.groundAt((b.x[i] as number) - ((DX[f] as number) > 0 ? 1 : 0), (b.y[i] as number) - ((DY[f] as number) > 0 ? 1 : 0));
  }

  /**
   * What the ground gives `i` in a fight with `opponent`, as situation bits: its going; in close
   * combat, upslope when the middle of its front edge is on a hill and its opponent's is not
   * (F26), or when it holds a river's bank against it (F40: the texts' one +1 for both), and a
   * Lurker lurking in water is a Water Lurker (000:53; F29); shot at or bespelled, in cover when
   * any part of it is in a wood or BUA (F27).
   */
  situation(i: number, opponent: number, close: boolean): number {
    if (!this.laid) return 0;
    const going = this.going(i) << SITUATION.goingShift;
    if (close) return going | (((this.atFront(i) & GROUND.hill) !== 0 && (this.atFront(opponent) & GROUND.hill) === 0) || this.holdsBank(i, opponent) ? SITUATION.uphill : 0) | (this.waterLurker(i) ? SITUATION.waterLurker : 0);
    return going | ((this.terrain.groundUnder(this.board, i) & GROUND.cover) !== 0 ? SITUATION.cover : 0);
  }
}

/**
 * Along one axis, the point of the stretch [a0, a1] nearest to [b0, b1]: its edge facing it where
 * they lie apart, the middle of their overlap where they do not (the nearest points of two bases,
 * `riverBetween`).
 */
function nearest(a0: number, a1: number, b0: number, b1: number): number {
  if (a1 <= b0) return a1;
  if (b1 <= a0) return a0;
  return (Math.max(a0, b0) + Math.min(a1, b1)) / 2;
}
