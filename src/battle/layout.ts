import type { Rng } from '../core/kernel.js';
import { UNITS_PER_BW } from './board.js';
import { GOING, GROUND, type PlacedFeature } from './terrain.js';

/**
 * A kind of feature as a system's terrain table gives it (d3h2 R54): its going (water: a river
 * or waterway, crossed or bounded, not stood in), how it lies (an area; a band across the board
 * from side edge to side edge, or lengthwise from base edge to base edge; or along a side edge),
 * what it gives (cover from bespelling, 002:577; a hill, 002:592; water), and at most how many
 * on one battlefield (the table's `(1 only)`), or null.
 */
export interface FeatureKind {
  readonly id: string;
  readonly going: 'good' | 'rough' | 'bad' | 'water';
  readonly lies: 'area' | 'across' | 'lengthwise' | 'side-edge';
  readonly gives: readonly ('cover' | 'hill' | 'water')[];
  readonly most: number | null;
}

/**
 * A home terrain type: its compulsory features (one choice of alternatives, each a feature and
 * how many) and its optional ones by the table's columns; `eitherOr`, the table's `X or Y`
 * under an optional column, of which at most one may be laid.
 */
export interface HomeTerrain {
  readonly id: string;
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

/**
 * A seeded layout of the defender's home terrain on a `width` x `height` board (rulings
 * F16-F18): its compulsory features (one alternative, drawn, and a count drawn within it),
 * then two or three optional ones drawn from its columns, no more of a kind than `most`
 * and one of each either-or pair; area features as rectangles of 2 to 4 BW a side in a
 * drawn quarter (002:84), at least 1 BW from each other; linear ones as bands across the
 * board. The same seed gives the same layout.
 */
export function layOutTerrain(home: HomeTerrain, kinds: ReadonlyMap<string, FeatureKind>, rng: Rng, width: number, height: number): LaidFeature[] {
  const alternative = home.compulsory[rng.die(home.compulsory.length) - 1] ?? [];
  const wanted: string[] = [];
  for (const { feature, min, max } of alternative) for (let n = min + rng.die(max - min + 1) - 1; n > 0; n--) wanted.push(feature);
  const optional = [...home.linear, ...home.rough, ...home.bad, ...home.others];
  for (let n = 1 + rng.die(2); n > 0; n--) {
    const open = optional.filter((id) => allowed(id, wanted, home, kinds));
    if (open.length === 0) break;
    wanted.push(open[rng.die(open.length) - 1] ?? '');
  }
  const laid: LaidFeature[] = [];
  // What an area feature keeps 1 BW from: the other areas, and water along an edge, laid first.
  const kept: LaidFeature[] = [];
  for (const lies of LAYING_ORDER) {
    for (const id of wanted) {
      const kind = kinds.get(id);
      if (!kind) throw new Error(`home terrain '${home.id}' names '${id}', which is no feature`);
      if (kind.lies !== lies) continue;
      const placed = lies === 'area' ? area(kind, rng, width, height, kept) : band(kind, rng, width, height);
      if (!placed) continue;
      laid.push(placed);
      if (lies === 'area' || lies === 'side-edge') kept.push(placed);
    }
  }
  return laid;
}

/** Whether one more `id` may be laid: under its `most`, and not the other of an either-or pair already laid. */
function allowed(id: string, laid: readonly string[], home: HomeTerrain, kinds: ReadonlyMap<string, FeatureKind>): boolean {
  const most = kinds.get(id)?.most ?? null;
  if (most !== null && laid.filter((l) => l === id).length >= most) return false;
  return !home.eitherOr.some(([a, b]) => (id === a && laid.includes(b)) || (id === b && laid.includes(a)));
}

const goingOf = (kind: FeatureKind): number => (kind.going === 'bad' ? GOING.bad : kind.going === 'rough' ? GOING.rough : GOING.good);
const groundOf = (kind: FeatureKind): number =>
  (kind.gives.includes('cover') ? GROUND.cover : 0) | (kind.gives.includes('hill') ? GROUND.hill : 0) | (kind.gives.includes('water') || kind.going === 'water' ? GROUND.water : 0);

/**
 * An area feature (F17): 2 to 4 BW a side, drawn; its rectangle inside a drawn quarter of the
 * board (numbered 1-4, 002:84), drawn until it stands at least 1 BW from every area feature
 * laid, or left out after TRIES.
 */
function area(kind: FeatureKind, rng: Rng, width: number, height: number, laid: readonly LaidFeature[]): LaidFeature | null {
  const w = (1 + rng.die(3)) * UNITS_PER_BW;
  const h = (1 + rng.die(3)) * UNITS_PER_BW;
  const quarter = rng.die(4) - 1;
  const qx = quarter === 1 || quarter === 2 ? width / 2 : 0;
  const qy = quarter >= 2 ? 0 : height / 2;
  for (let t = 0; t < TRIES; t++) {
    const x0 = qx + rng.die(Math.max(1, width / 2 - w + 1)) - 1;
    const y0 = qy + rng.die(Math.max(1, height / 2 - h + 1)) - 1;
    if (laid.every((f) => apart(f, x0, y0, x0 + w, y0 + h))) return { feature: kind.id, x0, y0, x1: x0 + w, y1: y0 + h, going: goingOf(kind), ground: groundOf(kind) };
  }
  return null;
}

/** At least 1 BW between feature `f` and the rectangle (x0, y0)-(x1, y1). */
const apart = (f: PlacedFeature, x0: number, y0: number, x1: number, y1: number): boolean =>
  x0 >= f.x1 + UNITS_PER_BW || f.x0 >= x1 + UNITS_PER_BW || y0 >= f.y1 + UNITS_PER_BW || f.y0 >= y1 + UNITS_PER_BW;

/**
 * A linear feature (F18): a band 1/2 BW wide. Lengthwise (a road) from base edge to base edge
 * at a drawn place in the board's middle half; across (a river, a gully) from side edge to
 * side edge at a drawn depth in the middle half; along a side edge (a waterway), the edge
 * drawn, 2 BW wide.
 */
function band(kind: FeatureKind, rng: Rng, width: number, height: number): LaidFeature {
  const half = UNITS_PER_BW / 2;
  const at = (span: number): number => span / 4 + rng.die(span / 2 - half + 1) - 1;
  const going = goingOf(kind);
  const ground = groundOf(kind);
  if (kind.lies === 'lengthwise') {
    const x = at(width);
    return { feature: kind.id, x0: x, y0: 0, x1: x + half, y1: height, going, ground };
  }
  if (kind.lies === 'side-edge') {
    const east = rng.die(2) === 2;
    const deep = 2 * UNITS_PER_BW;
    return { feature: kind.id, x0: east ? width - deep : 0, y0: 0, x1: east ? width : deep, y1: height, going, ground };
  }
  const y = at(height);
  return { feature: kind.id, x0: 0, y0: y, x1: width, y1: y + half, going, ground };
}
