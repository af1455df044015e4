import type { ExactDistribution, Kernel, MetricSpec, OutcomeAxis, Rng } from '../../core/kernel.js';
import { codeCount } from '../../core/outcome-code.js';

/** One way a combat ends: its joint outcome code, its metric values (not steps: the kernel takes each metric's offset off), and its probability. */
export interface ListedOutcome {
  readonly code: number;
  readonly metrics: readonly number[];
  readonly probability: number;
}

/** 2^32: a word as a fraction of it is uniform on [0, 1). */
const WORD = 4_294_967_296;

/**
 * A kernel over a combat whose every ending is already enumerated with its probability (a
 * joust, a man-to-man duel, a fantastic attack): `exact` is the list itself, and a Monte
 * Carlo trial draws one ending from it by its cumulative probability (one word of the
 * generator, allocating nothing), so a Monte Carlo run of such a combat is a sample of the
 * same law, on the same seeded streams as every other kernel.
 */
export class OutcomeListKernel implements Kernel {
  readonly outcomeCount: number;
  readonly metricOut: Int32Array;
  private readonly cumulative: Float64Array;
  private readonly codes: Int32Array;
  private readonly values: Int32Array;

  constructor(
    readonly axes: readonly OutcomeAxis[],
    readonly metrics: readonly MetricSpec[],
    private readonly outcomes: readonly ListedOutcome[],
    private readonly space: string,
  ) {
    this.outcomeCount = codeCount(axes);
    this.metricOut = new Int32Array(metrics.length);
    const kept = outcomes.filter((o) => o.probability > 0);
    const total = kept.reduce((s, o) => s + o.probability, 0);
    if (kept.length === 0 || Math.abs(total - 1) > 1e-9) throw new Error(`internal: an outcome list sums to ${total}, not 1`);
    this.cumulative = new Float64Array(kept.length);
    this.codes = Int32Array.from(kept, (o) => o.code);
    this.values = new Int32Array(kept.length * metrics.length);
    let sum = 0;
    kept.forEach((o, i) => {
      sum += o.probability / total;
      this.cumulative[i] = sum;
      // Kept as steps, as a trial writes them (a metric with an offset can be negative).
      o.metrics.forEach((v, m) => (this.values[i * metrics.length + m] = v - (metrics[m]?.offset ?? 0)));
    });
    this.cumulative[kept.length - 1] = 1;
  }

  trial(rng: Rng): number {
    const u = rng.nextU32() / WORD;
    // Binary search for the first cumulative probability above u.
    let lo = 0;
    let hi = this.cumulative.length - 1;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (u < (this.cumulative[mid] as number)) hi = mid;
      else lo = mid + 1;
    }
    const m = this.metricOut.length;
    for (let k = 0; k < m; k++) this.metricOut[k] = this.values[lo * m + k] as number;
    return this.codes[lo] as number;
  }

  exact(): ExactDistribution {
    const weights = new Float64Array(this.outcomeCount);
    const histograms = this.metrics.map((spec) => new Float64Array(spec.max + 2));
    for (const o of this.outcomes) {
      weights[o.code] = (weights[o.code] as number) + o.probability;
      o.metrics.forEach((v, m) => {
        const h = histograms[m] as Float64Array;
        const at = Math.min(v - (this.metrics[m]?.offset ?? 0), h.length - 1);
        h[at] = (h[at] as number) + o.probability;
      });
    }
    return { weights, total: 1, ...(this.metrics.length > 0 ? { metrics: histograms } : {}), space: this.space };
  }
}
