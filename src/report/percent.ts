/**
 * A probability as a percentage to one decimal: `12.3%`. A chance that rounds to zero reads
 * `0.0%`, never `-0.0%` (a share worked as a difference of sums can land a hair below zero).
 *
 * @example
 * percent(0.1234); // => '12.3%'
 * percent(-1e-12); // => '0.0%'
 */
export function percent(p: number): string {
  const tenths = Math.round(p * 1000);
  return `${((tenths === 0 ? 0 : tenths) / 10).toFixed(1)}%`;
}
