/**
 * A 95% half-width as a reader sees it, in percent: one decimal where that shows it, else
 * two significant digits, so a tight Monte Carlo run never reads "±0.0%" as if exact.
 *
 * @example
 * halfWidthPercent(0.0123); // => '1.2%'
 * halfWidthPercent(0.0000421); // => '0.0042%'
 */
export function halfWidthPercent(halfWidth: number): string {
  const pct = halfWidth * 100;
  return pct >= 0.1 || pct === 0 ? `${pct.toFixed(1)}%` : `${pct.toPrecision(2)}%`;
}
