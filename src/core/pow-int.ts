/**
 * x to a whole power n >= 0 by repeated squaring: IEEE multiplications only, so every
 * JavaScript engine gives the same bits. `**` and Math.pow may differ in the last bit between
 * engines (the V8 of Node and of a browser), and the explorer page must give the CLI's exact
 * answers byte for byte.
 *
 * @example
 * powInt(0.5, 3); // => 0.125
 */
export function powInt(x: number, n: number): number {
  let result = 1;
  let base = x;
  for (let e = n; e > 0; e >>= 1) {
    if (e & 1) result *= base;
    base *= base;
  }
  return result;
}
