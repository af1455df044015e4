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
 * and, for Monte Carlo, 95% intervals (normal for the mean, Wilson for each tail). A metric
 * with an `offset` has its mean and percentiles as values (step + offset), its tails by step.
 *
 * @example
 * summariseMetric({ name: 'kills', label: 'kills', max: 2 }, Float64Array.of(1, 2, 1, 0), 4, false).mean; // => 1
 */
export function summariseMetric(spec: MetricSpec, histogram: Float64Array, total: number, sampled: boolean): MetricResult {
  // Plain loops: a break-even search summarises tens of thousands of results.
  const bins = spec.max + 2;
  const all = new Array<number>(bins); // values 0..max, then the overflow bin read as max + 1
  for (let k = 0; k < bins; k++) all[k] = (histogram[k] ?? 0) / total;
  let mean = 0;
  for (let k = 0; k < bins; k++) mean += (all[k] as number) * k;
  let variance = 0;
  for (let k = 0; k < bins; k++) variance += (all[k] as number) * (k - mean) * (k - mean);
  const tail = new Array<number>(spec.max + 1);
  let above = total;
  for (let k = 0; k <= spec.max; k++) {
    tail[k] = above;
    above -= histogram[k] ?? 0;
  }
  const sd = Math.sqrt(variance);
  const offset = spec.offset ?? 0;
  const intervals = sampled
    ? {
        mean: [offset + mean - (Z95 * sd) / Math.sqrt(total), offset + mean + (Z95 * sd) / Math.sqrt(total)] as Interval,
        atLeast: tail.map((k) => wilson(k, total)),
      }
    : null;
  return {
    name: spec.name,
    label: spec.label,
    ...(spec.points ? { points: spec.points } : {}),
    ...(offset !== 0 ? { offset } : {}),
    probabilities: all.slice(0, spec.max + 1),
    overflow: all[spec.max + 1] ?? 0,
    mean: offset + mean,
    sd,
    p5: offset + quantile(all, 0.05),
    p50: offset + quantile(all, 0.5),
    p95: offset + quantile(all, 0.95),
    atLeast: tail.map((k) => k / total),
    intervals,
  };
}
