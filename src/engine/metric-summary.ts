import type { MetricSpec } from '../core/kernel.js';
import type { Interval, MetricResult } from '../core/result.js';
import { wilson, Z95 } from './wilson.js';

/** The smallest value whose cumulative probability reaches `q` (the discrete quantile). */
function quantile(probabilities: readonly number[], q: number): number {
  let cumulative = 0;
  for (let k = 0; k < probabilities.length; k++) {
    cumulative += probabilities[k] ?? 0;
    if (cumulative >= q - 1e-12) return k;
  }
  return probabilities.length - 1;
}

/**
 * What a reader asks of a numeric metric, from its histogram (`max + 2` bins, the last the
 * overflow bin) out of `total`: mean, sd, 5th/50th/95th percentiles, the "at least k" tail
 * and, for Monte Carlo, 95% intervals (normal for the mean, Wilson for each tail).
 *
 * @example
 * summariseMetric({ name: 'kills', label: 'kills', max: 2 }, Float64Array.of(1, 2, 1, 0), 4, false).mean; // => 1
 */
export function summariseMetric(spec: MetricSpec, histogram: Float64Array, total: number, sampled: boolean): MetricResult {
  const counts = Array.from({ length: spec.max + 2 }, (_, k) => histogram[k] ?? 0);
  const all = counts.map((c) => c / total); // values 0..max, then the overflow bin read as max + 1
  const mean = all.reduce((s, p, k) => s + p * k, 0);
  const variance = all.reduce((s, p, k) => s + p * (k - mean) * (k - mean), 0);
  const tail: number[] = [];
  let above = total;
  for (let k = 0; k <= spec.max; k++) {
    tail.push(above);
    above -= counts[k] ?? 0;
  }
  const sd = Math.sqrt(variance);
  const intervals = sampled
    ? {
        mean: [mean - (Z95 * sd) / Math.sqrt(total), mean + (Z95 * sd) / Math.sqrt(total)] as Interval,
        atLeast: tail.map((k) => wilson(k, total)),
      }
    : null;
  return {
    name: spec.name,
    label: spec.label,
    ...(spec.points ? { points: spec.points } : {}),
    probabilities: all.slice(0, spec.max + 1),
    overflow: all[spec.max + 1] ?? 0,
    mean,
    sd,
    p5: quantile(all, 0.05),
    p50: quantile(all, 0.5),
    p95: quantile(all, 0.95),
    atLeast: tail.map((k) => k / total),
    intervals,
  };
}
