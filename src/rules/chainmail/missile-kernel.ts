import { casualtyOutcome } from '../common/casualty-kind.js';
import type { ExactDistribution, Kernel, MetricSpec, OutcomeAxis, Rng } from '../../core/kernel.js';
import { ROUND_VALUES, spreadInto } from './kinds.js';
import { volleyLaw, volleyTrial, type Volley } from './missile.js';

/**
 * A volley (`--combat missile`): the attacker shoots, the defender takes casualties; joint
 * code attacker outcome (always none) x defender outcome; metrics figures and quarter-points
 * lost per side. Exact: each group's die, convolved (missile.ts).
 */
export class MissileKernel implements Kernel {
  readonly outcomeCount = ROUND_VALUES.length * ROUND_VALUES.length;
  readonly metricOut: Int32Array;

  constructor(
    readonly axes: readonly OutcomeAxis[],
    readonly metrics: readonly MetricSpec[],
    private readonly volley: Volley,
    /** Quarter-points a defending figure is worth. */
    private readonly quarters: number,
  ) {
    this.metricOut = new Int32Array(metrics.length);
  }

  private code(lost: number): number {
    return casualtyOutcome(lost, this.volley.cap);
  }

  trial(rng: Rng): number {
    const lost = volleyTrial(this.volley, rng);
    const out = this.metricOut;
    out[0] = 0;
    out[1] = lost;
    out[2] = 0;
    out[3] = lost * this.quarters;
    return this.code(lost);
  }

  exact(): ExactDistribution {
    const law = volleyLaw(this.volley);
    const weights = new Float64Array(this.outcomeCount);
    law.forEach((p, k) => (weights[this.code(k)] = (weights[this.code(k)] as number) + p));
    const histograms = this.metrics.map((m) => new Float64Array(m.max + 2));
    spreadInto(histograms[0], new Float64Array([1]), 1);
    spreadInto(histograms[1], law, 1);
    spreadInto(histograms[2], new Float64Array([1]), 1);
    spreadInto(histograms[3], law, this.quarters);
    return { weights, total: 1, metrics: histograms, space: `6^${this.volley.groups.length} dice outcomes, a die a group` };
  }
}
