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

/**
 * A chance with its 95% interval where it has one (Monte Carlo), as `matchup` and the explorer
 * print it; a plain `percent` where it has none (exact).
 *
 * @example
 * percentWithInterval(0.862, [0.857, 0.867]); // => '86.2% [85.7%, 86.7%]'
 * percentWithInterval(0.25, null);            // => '25.0%'
 */
export function percentWithInterval(p: number, interval: readonly [number, number] | null | undefined): string {
  return interval ? `${percent(p)} [${percent(interval[0])}, ${percent(interval[1])}]` : percent(p);
}
