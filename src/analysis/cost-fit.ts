import jStat from 'jstat';
import { linearRegression, linearRegressionLine, mean, sumNthPowerDeviations } from 'simple-statistics';

/** A least-squares line of strength against cost, with what a prediction band needs. */
export interface CostFit {
  readonly slope: number;
  readonly intercept: number;
  readonly r2: number;
  /** Types with a cost that the line was fitted to. */
  readonly n: number;
  /** Residual standard error, on n - 2 degrees of freedom. */
  readonly residualSe: number;
  readonly meanCost: number;
  /** Sum of squared deviations of the costs from their mean. */
  readonly sxx: number;
}

/** The band a verdict is read against: 80%, so a type outside it is unusual for its cost, not merely off the line. */
export const BAND_LEVEL = 0.8;

/**
 * Least-squares fit of strength against cost (simple-statistics), and r².
 *
 * @example
 * fitCost([[1, 0], [2, 1], [3, 2]]).slope; // => 1
 */
export function fitCost(points: readonly (readonly [cost: number, strength: number])[]): CostFit {
  const { m, b } = linearRegression(points.map(([x, y]) => [x, y]));
  const line = linearRegressionLine({ m, b });
  const ys = points.map(([, y]) => y);
  const ssRes = points.reduce((s, [x, y]) => s + (y - line(x)) ** 2, 0);
  const ssTot = sumNthPowerDeviations(ys, 2);
  const n = points.length;
  return {
    slope: m,
    intercept: b,
    r2: ssTot > 0 ? 1 - ssRes / ssTot : 1,
    n,
    residualSe: n > 2 ? Math.sqrt(ssRes / (n - 2)) : 0,
    meanCost: mean(points.map(([x]) => x)),
    sxx: sumNthPowerDeviations(points.map(([x]) => x), 2),
  };
}

/**
 * The fit's prediction band at `cost` (BAND_LEVEL, two-sided): where a new type of that
 * cost would fall with that probability, t on n - 2 degrees of freedom.
 */
export function predictionBand(fit: CostFit, cost: number): readonly [number, number] {
  const centre = fit.intercept + fit.slope * cost;
  if (fit.n <= 2) return [centre, centre];
  const t = jStat.studentt.inv(1 - (1 - BAND_LEVEL) / 2, fit.n - 2);
  const half = t * fit.residualSe * Math.sqrt(1 + 1 / fit.n + (fit.sxx > 0 ? (cost - fit.meanCost) ** 2 / fit.sxx : 0));
  return [centre - half, centre + half];
}

export type Verdict = 'undercosted' | 'fair' | 'overcosted';

/** Stronger than the band allows for its cost: undercosted; weaker: overcosted. */
export function verdict(fit: CostFit, cost: number, strength: number): Verdict {
  const [low, high] = predictionBand(fit, cost);
  return strength > high ? 'undercosted' : strength < low ? 'overcosted' : 'fair';
}

/**
 * The costs at which `verdict` would call a type of this strength fair: those whose
 * prediction band holds it, |strength - (a + b c)| <= half(c), a quadratic in c (the band
 * widens away from the mean cost). Null where the band does not bound them (a slope inside
 * the band's own spread) or holds no cost at all.
 *
 * @example
 * fairCosts(fitCost([[1, 0], [2, 1], [3, 2]]), 1); // => [2, 2] (no scatter: only the line's own cost)
 */
export function fairCosts(fit: CostFit, strength: number): readonly [number, number] | null {
  const y = strength - fit.intercept;
  if (fit.n <= 2 || fit.residualSe === 0) return fit.slope > 0 ? [y / fit.slope, y / fit.slope] : null;
  const k2 = (jStat.studentt.inv(1 - (1 - BAND_LEVEL) / 2, fit.n - 2) * fit.residualSe) ** 2;
  const q = fit.sxx > 0 ? k2 / fit.sxx : 0;
  // (y - b c)^2 - k^2 (1 + 1/n) - q (c - m)^2 <= 0, as A c^2 + B c + C <= 0.
  const a = fit.slope ** 2 - q;
  const b = -2 * fit.slope * y + 2 * q * fit.meanCost;
  const c = y * y - k2 * (1 + 1 / fit.n) - q * fit.meanCost ** 2;
  const disc = b * b - 4 * a * c;
  if (!(a > 0) || disc < 0) return null;
  return [(-b - Math.sqrt(disc)) / (2 * a), (-b + Math.sqrt(disc)) / (2 * a)];
}

/** The cost the line gives this strength, rounded to the system's cost step (at least one step); null when the line does not rise with cost. */
export function suggestedCost(fit: CostFit, strength: number, step: number): number | null {
  if (!(fit.slope > 0)) return null;
  const raw = (strength - fit.intercept) / fit.slope;
  return Math.max(step, Math.round(raw / step) * step);
}

/**
 * The least share of the spread in strength that the cost line must explain before its
 * suggested costs and verdicts are given: a quarter. Below it, or when the slope's 95%
 * interval reaches zero (the line may not rise with cost at all), the answer is "cannot tell".
 */
export const MIN_R2 = 0.25;

/** Whether the strength-cost line can price types, and why not when it cannot. */
export interface FitTrust {
  readonly trusted: boolean;
  /** The slope's 95% confidence interval (t on n - 2 degrees of freedom). */
  readonly slopeInterval: readonly [number, number] | null;
  readonly why: string;
}

/**
 * Judge a strength-cost fit: trusted when r² is at least MIN_R2 and the slope's 95%
 * interval lies above zero.
 *
 * @example
 * fitTrust({ ...fit, r2: 0.02 }).trusted; // => false ('the line explains 2% of the spread in strength')
 */
export function fitTrust(fit: CostFit | null): FitTrust {
  if (fit === null) return { trusted: false, slopeInterval: null, why: 'fewer than 3 types have a cost' };
  const se = fit.n > 2 && fit.sxx > 0 ? fit.residualSe / Math.sqrt(fit.sxx) : NaN;
  const t = fit.n > 2 ? jStat.studentt.inv(0.975, fit.n - 2) : NaN;
  const slopeInterval: [number, number] | null = Number.isFinite(se) ? [fit.slope - t * se, fit.slope + t * se] : null;
  if (fit.r2 < MIN_R2) return { trusted: false, slopeInterval, why: `the line explains ${(fit.r2 * 100).toFixed(0)}% of the spread in strength (at least ${MIN_R2 * 100}% is needed)` };
  if (!slopeInterval || !(slopeInterval[0] > 0)) return { trusted: false, slopeInterval, why: "the slope's 95% interval reaches zero: strength may not rise with cost at all" };
  return { trusted: true, slopeInterval, why: `the line explains ${(fit.r2 * 100).toFixed(0)}% of the spread in strength and rises with cost` };
}
