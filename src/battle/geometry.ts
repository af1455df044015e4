/**
 * The battlefield's geometry (src/battle/RULINGS.md F1-F3): a base is a rectangle whose front
 * faces one of the board's four directions, on a grid of eighths of a base width. Everything
 * here is integer arithmetic on a base's box, so contacts are exact: two bases touch when an
 * edge of one lies on an edge of the other (a shared stretch of positive length) or only a
 * corner does.
 *
 * @example
 * // A base 1 BW wide (8) and 1/2 BW deep, front edge centred on (20, 40), facing north:
 * boxOf(20, 40, FACING.north, 4, 4); // => [16, 36, 24, 40] (x0, y0, x1, y1)
 */

/** The four facings, clockwise from north (+y); east is +x. */
export const FACING = { north: 0, east: 1, south: 2, west: 3 } as const;

/** A unit step along each facing. */
export const DX: readonly number[] = [0, 1, 0, -1];
export const DY: readonly number[] = [1, 0, -1, 0];

/**
 * Per board direction (FACING), offsets into a box [x0, y0, x1, y1] for reading along a move
 * that way without branching: the mover's leading edge (`BOX_LEAD`), another box's near edge
 * (`BOX_NEAR`), the low end of the extent across the move (`BOX_ACROSS`, its high end two
 * further on), and the sign that makes a coordinate grow ahead (`GROWS`): the leading edge is
 * `GROWS[d] * box[at + BOX_LEAD[d]]`.
 */
export const BOX_LEAD: readonly number[] = [3, 2, 1, 0];
export const BOX_NEAR: readonly number[] = [1, 0, 3, 2];
export const BOX_ACROSS: readonly number[] = [0, 1, 0, 1];
export const GROWS: readonly number[] = [1, 1, -1, -1];

/** A base's edges, by where they face relative to its own front. */
export const EDGE = { front: 0, right: 1, rear: 2, left: 3 } as const;

/** The facing turned a quarter clockwise `quarters` times (negative: anticlockwise); `& 3` is the remainder mod 4 of a negative sum too. */
export const turned = (facing: number, quarters: number): number => (facing + quarters) & 3;

/** Which of a base's edges (EDGE) faces the board direction `direction`, the base facing `facing`. */
export const edgeFacing = (facing: number, direction: number): number => turned(direction, -facing);

/**
 * The box [x0, y0, x1, y1] of a base whose front edge is centred on (x, y), facing `facing`,
 * `half` its half-width and `depth` its depth, written into `out` at `at` (no allocation).
 */
export function boxInto(out: Int32Array, at: number, x: number, y: number, facing: number, half: number, depth: number): void {
  const across = facing === FACING.north || facing === FACING.south;
  const behindX = -(DX[facing] ?? 0) * depth;
  const behindY = -(DY[facing] ?? 0) * depth;
  out[at] = across ? x - half : Math.min(x, x + behindX);
  out[at + 2] = across ? x + half : Math.max(x, x + behindX);
  out[at + 1] = across ? Math.min(y, y + behindY) : y - half;
  out[at + 3] = across ? Math.max(y, y + behindY) : y + half;
}

/** `boxInto` as a new array, for tests and setup. */
export function boxOf(x: number, y: number, facing: number, half: number, depth: number): [number, number, number, number] {
  const out = new Int32Array(4);
  boxInto(out, 0, x, y, facing, half, depth);
  return [out[0] ?? 0, out[1] ?? 0, out[2] ?? 0, out[3] ?? 0];
}

/**
 * How box `a` touches box `b` (boxes at offsets `a` and `b` of `boxes`, four numbers each), as
 * one number (no allocation in a trial): NO_TOUCH; an edge stretch of positive length, coded
 * EDGE_TOUCH + the board direction (FACING) in which `b` lies across the shared line; a corner
 * only, CORNER_TOUCH; or OVERLAPPING, when they share area.
 */
export function touch(boxes: Int32Array, a: number, b: number): number {
  const ax0 = boxes[a] ?? 0, ay0 = boxes[a + 1] ?? 0, ax1 = boxes[a + 2] ?? 0, ay1 = boxes[a + 3] ?? 0;
  const bx0 = boxes[b] ?? 0, by0 = boxes[b + 1] ?? 0, bx1 = boxes[b + 2] ?? 0, by1 = boxes[b + 3] ?? 0;
  const alongX = Math.min(ax1, bx1) - Math.max(ax0, bx0);
  const alongY = Math.min(ay1, by1) - Math.max(ay0, by0);
  if (alongX < 0 || alongY < 0) return NO_TOUCH;
  if (alongX > 0 && alongY > 0) return OVERLAPPING;
  if (alongY > 0) return EDGE_TOUCH + (ax1 === bx0 ? FACING.east : FACING.west);
  if (alongX > 0) return EDGE_TOUCH + (ay1 === by0 ? FACING.north : FACING.south);
  return CORNER_TOUCH;
}

export const NO_TOUCH = 0;
/** EDGE_TOUCH + a facing (0-3): see `touch`. */
export const EDGE_TOUCH = 1;
export const CORNER_TOUCH = 5;
export const OVERLAPPING = 6;

/** A base's corners, clockwise from its front left. */
export const CORNER = { frontLeft: 0, frontRight: 1, rearRight: 2, rearLeft: 3 } as const;

/**
 * Which corner (CORNER) of a base lies on the point (px, py), or -1: the base's front edge
 * centred on (x, y), facing `facing`, `half` its half-width and `depth` its depth.
 */
export function cornerAt(x: number, y: number, facing: number, half: number, depth: number, px: number, py: number): number {
  const right = turned(facing, 1);
  const across = (px - x) * (DX[right] ?? 0) + (py - y) * (DY[right] ?? 0);
  const ahead = (px - x) * (DX[facing] ?? 0) + (py - y) * (DY[facing] ?? 0);
  const side = across === half ? 1 : across === -half ? 0 : -1;
  if (side < 0) return -1;
  if (ahead === 0) return side === 1 ? CORNER.frontRight : CORNER.frontLeft;
  if (ahead === -depth) return side === 1 ? CORNER.rearRight : CORNER.rearLeft;
  return -1;
}

/** The point where two boxes touching corner to corner meet (x and y of `a`'s corner). */
export const cornerPointX = (boxes: Int32Array, a: number, b: number): number => ((boxes[a + 2] ?? 0) === (boxes[b] ?? 0) ? boxes[a + 2] ?? 0 : boxes[a] ?? 0);
export const cornerPointY = (boxes: Int32Array, a: number, b: number): number => ((boxes[a + 3] ?? 0) === (boxes[b + 1] ?? 0) ? boxes[a + 3] ?? 0 : boxes[a + 1] ?? 0);

/** The segment (x0, y0)-(x1, y1) passes through the inside of the rectangle [rx0, rx1] x [ry0, ry1]: the stretches of it strictly inside the two slabs overlap (a line of sight through a wood, F36, or past a camp). */
export function segmentThrough(x0: number, y0: number, x1: number, y1: number, rx0: number, ry0: number, rx1: number, ry1: number): boolean {
  slab(x1 - x0, x0, rx0, rx1);
  const xlo = SLAB[0] as number;
  const xhi = SLAB[1] as number;
  slab(y1 - y0, y0, ry0, ry1);
  return Math.max(xlo, SLAB[0] as number) < Math.min(xhi, SLAB[1] as number);
}

const SLAB = new Float64Array(2);

/** Into SLAB: the stretch of the segment (as a share of it, within [0, 1]) strictly between `s0` and `s1` on one axis, where it starts at `a` and moves `d`; empty (lo >= hi) if none. */
function slab(d: number, a: number, s0: number, s1: number): void {
  if (d === 0) {
    SLAB[0] = a > s0 && a < s1 ? 0 : 1;
    SLAB[1] = a > s0 && a < s1 ? 1 : 0;
  } else {
    const t0 = (s0 - a) / d;
    const t1 = (s1 - a) / d;
    SLAB[0] = Math.max(0, Math.min(t0, t1));
    SLAB[1] = Math.min(1, Math.max(t0, t1));
  }
}
