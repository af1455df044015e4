import type { Interval } from '../core/result.js';

/**
 * The 97.5% standard normal quantile, Φ⁻¹(0.975) (R: qnorm(0.975)). simple-statistics'
 * `probit(0.975)` returns 1.9572 (its inverse-erf approximation is 0.14% off), so the
 * constant is used and checked against simple-statistics' `errorFunction` in the tests.
 */
export const Z95 = 1.959963984540054;

/**
 * Wilson score interval for k successes in n trials at 95% confidence.
 * Reference: Wilson (1927); https://en.wikipedia.org/wiki/Binomial_proportion_confidence_interval#Wilson_score_interval
 *
 * @example
 * wilson(50, 100); // => [0.4038, 0.5962] (rounded)
 */
export function wilson(k: number, n: number, z = Z95): Interval {
  if (n <= 0) return [0, 1];
  const p = k / n;
  const z2 = z * z;
  const denominator = 1 + z2 / n;
  const centre = (p + z2 / (2 * n)) / denominator;
  const half = (z / denominator) * Math.sqrt((p * (1 - p)) / n + z2 / (4 * n * n));
  return [Math.max(0, centre - half), Math.min(1, centre + half)];
}

/** Half the width of the Wilson interval: the "±" a reader sees. */
export function wilsonHalfWidth(k: number, n: number): number {
  const [low, high] = wilson(k, n);
  return (high - low) / 2;
}
