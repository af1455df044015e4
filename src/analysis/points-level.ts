/**
 * The points level at which a type worth about `estimate` can be priced to `width`: the
 * least multiple of `start` whose two whole group sizes either side of the estimate are at
 * most `width` apart in cost. At P points a side, n figures cost P/n each, so the sizes
 * n = floor(P / estimate) and n + 1 bound the break-even within P/n - P/(n+1), about
 * estimate / (n + 1): a type worth c needs about c / width figures.
 *
 * @example
 * pointsLevel(12, 2.58, 0.5); // => 24 (9 or 10 figures: 2.67 - 2.40)
 * pointsLevel(12, 1.45, 0.5); // => 12 (8 or 9 figures: 1.50 - 1.33)
 */
export function pointsLevel(start: number, estimate: number, width: number): number {
  for (let k = 1; ; k++) {
    const points = k * start;
    const n = Math.floor(points / estimate);
    if (n >= 1 && points / n - points / (n + 1) <= width) return points;
  }
}
