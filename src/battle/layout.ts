import type { Rng } from '../core/kernel.js';
import { UNITS_PER_BW } from './board.js';
import { GOING, GROUND, type PlacedFeature } from './terrain.js';

/**
 * A kind of feature as a system's terrain table gives it (d3h2 R54): its going (water: a river
 * or waterway, crossed or bounded, not stood in), how it lies (an area; a band across the board
 * from side edge to side edge, or lengthwise from base edge to base edge; or along a side edge),
 * what it gives (cover from bespelling, 002:577; a hill, 002:592; water; ground that blocks
 * shooting across it, 002:369), and at most how many
 * on one battlefield (the table's `(1 only)`), or null.
 */
/** What a feature gives besides its going: each names its bit of GROUND. */
export type Gives = 'cover' | 'hill' | 'water' | 'sight' | 'road' | 'mire' | 'sunken' | 'secluded' | 'deep';

export interface FeatureKind {
  readonly id: string;
  /** As the table names it ('Woods'), where it does. */
  readonly label?: string;
  readonly going: 'good' | 'rough' | 'bad' | 'water';
  readonly lies: 'area' | 'across' | 'lengthwise' | 'side-edge';
  readonly gives: readonly Gives[];
  readonly most: number | null;
  /** Bad going a pursuit still enters (002:686 `enter going it counts as Bad other than Marsh or Gully`; F34): any other bad going halts one. */
  readonly pursuitEnters?: boolean;
  /** Bad going a flight still enters (002:678 (e) `any bad going except marsh`; F34): any other bad going stops one at its edge. */
  readonly flightEnters?: boolean;
}

/**
 * A home terrain type: its compulsory features (one choice of alternatives, each a feature and
 * how many) and its optional ones by the table's columns; `eitherOr`, the table's `X or Y`
 * under an optional column, of which at most one may be laid.
 */
export interface HomeTerrain {
  readonly id: string;
  /** As the table names it ('Arable'), where it does. */
  readonly label?: string;
  readonly compulsory: readonly (readonly { readonly feature: string; readonly min: number; readonly max: number }[])[];
  readonly linear: readonly string[];
  readonly rough: readonly string[];
  readonly bad: readonly string[];
  readonly others: readonly string[];
  readonly eitherOr: readonly (readonly [string, string])[];
}

/** A feature laid by a layout: its kind and its rectangle on the board. */
export interface LaidFeature extends PlacedFeature {
  readonly feature: string;
}

/** Water along an edge first, then the areas (which keep clear of it and of each other), then the bands crossing them. */
const LAYING_ORDER = ['side-edge', 'area', 'across', 'lengthwise'] as const;

/** How many tries a feature gets to find room before it is left out (F17). */
const TRIES = 50;

/** The most features one layout lays: the compulsory column's largest count and three optional ones, with room to spare. */
const MOST_LAID = 16;

/**
 * A seeded layout of the defender's home terrain on a `width` x `height` board (rulings
 * F16-F18): its compulsory features (one alternative, drawn, and a count drawn within it),
 * then two or three optional ones drawn from its columns, no more of a kind than `most`
 * and one of each either-or pair; area features as rectangles of 2 to 4 BW a side in a
 * drawn quarter (002:84), at least 1 BW from each other; linear ones as bands across the
 * board. The same seed gives the same layout.
 */
export function layOutTerrain(home: HomeTerrain, kinds: ReadonlyMap<string, FeatureKind>, rng: Rng, width: number, height: number): LaidFeature[] {
  const drawer = new LayoutDrawer(home, kinds, width, height);
  drawer.draw(rng);
  return drawer.laid();
}

/**
 * `layOutTerrain` for a battle that lays a new layout each time (`--terrain arable`): the home
 * terrain's kinds indexed once, every draw written into typed arrays, so a trial allocates
 * nothing. `count` features are laid after `draw`, the f-th as `kind[f]` (an index of `kinds`)
 * and its rectangle.
 */
export class LayoutDrawer {
  readonly kinds: readonly FeatureKind[];
  count = 0;
  readonly kind = new Int32Array(MOST_LAID);
  readonly x0 = new Int32Array(MOST_LAID);
  readonly y0 = new Int32Array(MOST_LAID);
  readonly x1 = new Int32Array(MOST_LAID);
  readonly y1 = new Int32Array(MOST_LAID);
  readonly going: Uint8Array;
  readonly ground: Uint16Array;
  private readonly compulsory: readonly (readonly { readonly kind: number; readonly min: number; readonly max: number }[])[];
  private readonly optional: Int32Array;
  private readonly eitherOr: readonly (readonly [number, number])[];
  private readonly most: Int32Array;
  private readonly wanted = new Int32Array(MOST_LAID);
  private wantedCount = 0;
  private readonly times: Int32Array;

  constructor(
    readonly home: HomeTerrain,
    kinds: ReadonlyMap<string, FeatureKind>,
    readonly width: number,
    readonly height: number,
  ) {
    this.kinds = [...kinds.values()];
    const index = (id: string): number => {
      const at = this.kinds.findIndex((k) => k.id === id);
      if (at < 0) throw new Error(`home terrain '${home.id}' names '${id}', which is no feature`);
      return at;
    };
    this.compulsory = home.compulsory.map((choice) => choice.map(({ feature, min, max }) => ({ kind: index(feature), min, max })));
    this.optional = Int32Array.from([...home.linear, ...home.rough, ...home.bad, ...home.others], index);
    this.eitherOr = home.eitherOr.map(([a, b]) => [index(a), index(b)] as const);
    this.most = Int32Array.from(this.kinds, (k) => k.most ?? MOST_LAID);
    this.going = Uint8Array.from(this.kinds, goingOf);
    this.ground = Uint16Array.from(this.kinds, groundOf);
    this.times = new Int32Array(this.kinds.length);
  }

  /** Draw a new layout from `rng`. */
  draw(rng: Rng): void {
    this.wantedCount = 0;
    this.times.fill(0);
    const alternative = this.compulsory[rng.die(this.compulsory.length) - 1] ?? [];
    for (const { kind, min, max } of alternative) for (let n = min + rng.die(max - min + 1) - 1; n > 0; n--) this.want(kind);
    for (let n = 1 + rng.die(2); n > 0; n--) {
      let open = 0;
      for (let o = 0; o < this.optional.length; o++) if (this.allowed(this.optional[o] as number)) open++;
      if (open === 0) break;
      let pick = rng.die(open) - 1;
      for (let o = 0; o < this.optional.length; o++) {
        const k = this.optional[o] as number;
        if (this.allowed(k) && pick-- === 0) {
          this.want(k);
          break;
        }
      }
    }
    this.count = 0;
    for (const lies of LAYING_ORDER) {
      for (let w = 0; w < this.wantedCount; w++) {
        const k = this.wanted[w] as number;
        if ((this.kinds[k] as FeatureKind).lies !== lies) continue;
        if (lies === 'area' ? this.area(rng) : this.band(k, rng)) this.kind[this.count++] = k;
      }
    }
  }

  /** The features laid by the last draw, as objects (tests, a shown battle, a layout's record). */
  laid(): LaidFeature[] {
    return Array.from({ length: this.count }, (_, f) => laidFeature(this.kinds[this.kind[f] as number] as FeatureKind, this.x0[f] as number, this.y0[f] as number, this.x1[f] as number, this.y1[f] as number));
  }

  private want(k: number): void {
    if (this.wantedCount >= MOST_LAID) return;
    this.wanted[this.wantedCount++] = k;
    this.times[k]!++;
  }

  /** Whether one more of kind `k` may be laid: under its `most`, and not the other of an either-or pair already laid. */
  private allowed(k: number): boolean {
    if ((this.times[k] as number) >= (this.most[k] as number)) return false;
    for (const [a, b] of this.eitherOr) if ((k === a && (this.times[b] as number) > 0) || (k === b && (this.times[a] as number) > 0)) return false;
    return true;
  }

  private set(f: number, x0: number, y0: number, x1: number, y1: number): true {
    this.x0[f] = x0;
    this.y0[f] = y0;
    this.x1[f] = x1;
    this.y1[f] = y1;
    return true;
  }

  /**
   * An area feature (F17): 2 to 4 BW a side, drawn; its rectangle inside a drawn quarter of the
   * board (numbered 1-4, 002:84), drawn until it stands at least 1 BW from every area feature
   * and edge water laid, or left out after TRIES.
   */
  private area(rng: Rng): boolean {
    const { width, height } = this;
    const w = (1 + rng.die(3)) * UNITS_PER_BW;
    const h = (1 + rng.die(3)) * UNITS_PER_BW;
    const quarter = rng.die(4) - 1;
    const qx = quarter === 1 || quarter === 2 ? width / 2 : 0;
    const qy = quarter >= 2 ? 0 : height / 2;
    for (let t = 0; t < TRIES; t++) {
      const x0 = qx + rng.die(Math.max(1, width / 2 - w + 1)) - 1;
      const y0 = qy + rng.die(Math.max(1, height / 2 - h + 1)) - 1;
      if (this.apart(x0, y0, x0 + w, y0 + h)) return this.set(this.count, x0, y0, x0 + w, y0 + h);
    }
    return false;
  }

  /** At least 1 BW between the rectangle (x0, y0)-(x1, y1) and every area feature or edge water laid so far. */
  private apart(x0: number, y0: number, x1: number, y1: number): boolean {
    for (let f = 0; f < this.count; f++) {
      const lies = (this.kinds[this.kind[f] as number] as FeatureKind).lies;
      if (lies !== 'area' && lies !== 'side-edge') continue;
      const apart = x0 >= (this.x1[f] as number) + UNITS_PER_BW || (this.x0[f] as number) >= x1 + UNITS_PER_BW || y0 >= (this.y1[f] as number) + UNITS_PER_BW || (this.y0[f] as number) >= y1 + UNITS_PER_BW;
      if (!apart) return false;
    }
    return true;
  }

  /**
   * A linear feature (F18): a band 1/2 BW wide. Lengthwise (a road) from base edge to base edge
   * at a drawn place in the board's middle half; across (a river, a gully) from side edge to
   * side edge at a drawn depth in the middle half; along a side edge (a waterway), the edge
   * drawn, 2 BW wide.
   */
  private band(k: number, rng: Rng): true {
    const { width, height } = this;
    const half = UNITS_PER_BW / 2;
    const at = (span: number): number => span / 4 + rng.die(span / 2 - half + 1) - 1;
    const lies = (this.kinds[k] as FeatureKind).lies;
    if (lies === 'lengthwise') {
      const x = at(width);
      return this.set(this.count, x, 0, x + half, height);
    }
    if (lies === 'side-edge') {
      const east = rng.die(2) === 2;
      const deep = 2 * UNITS_PER_BW;
      return this.set(this.count, east ? width - deep : 0, 0, east ? width : deep, height);
    }
    const y = at(height);
    return this.set(this.count, 0, y, width, y + half);
  }
}

/** A feature of kind `kind` laid on the rectangle (x0, y0)-(x1, y1): its going and ground bits from its kind. */
export function laidFeature(kind: FeatureKind, x0: number, y0: number, x1: number, y1: number): LaidFeature {
  return { feature: kind.id, x0, y0, x1, y1, going: goingOf(kind), ground: groundOf(kind) };
}

const goingOf = (kind: FeatureKind): number => (kind.going === 'bad' ? GOING.bad : kind.going === 'rough' ? GOING.rough : GOING.good);
const groundOf = (kind: FeatureKind): number =>
  kind.gives.reduce((bits, g) => bits | GROUND[g], 0) | (kind.going === 'water' ? GROUND.water : 0) |
  (kind.going === 'bad' && kind.pursuitEnters !== true ? GROUND.haltsPursuit : 0) | (kind.going === 'bad' && kind.flightEnters !== true ? GROUND.haltsFlight : 0);
