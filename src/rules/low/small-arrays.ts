/**
 * Clearing and copying the few-element typed arrays of a trial (face counts, figures per
 * type). V8 runs TypedArray fill and set as calls into the runtime, which cost more than the
 * loop itself for a dozen elements: in the engagement kernel they were its hottest lines.
 */

/** xs[i] = 0 for every i. */
export function clear(xs: Int32Array): void {
  for (let i = 0; i < xs.length; i++) xs[i] = 0;
}

/** to[i] = from[i] for every i of `from` (to is at least as long). */
export function copy(from: Int32Array, to: Int32Array): void {
  for (let i = 0; i < from.length; i++) to[i] = from[i] as number;
}
