import type { ExactDistribution, Kernel, MetricSpec, OutcomeAxis, Rng } from '../../core/kernel.js';
import { ENGAGEMENT_RESULTS, engagementExact, engagementTables, engagementTrial, type EngagementSpec, type EngagementTables } from './engagement.js';
import { spreadInto } from './kinds.js';

const RESULTS = ENGAGEMENT_RESULTS.length;

/**
 * An engagement (`--combat engagement`): rounds of melee, Loss Table checks and post-melee
 * morale to a result (engagement.ts, ruling C21); joint code attacker result x defender
 * result; metrics rounds, then figures and quarter-points lost per side. A trial allocates
 * nothing; `exact`, where the caller offers it, is the dynamic programme over figures left.
 */
export class EngagementKernel implements Kernel {
  readonly outcomeCount = RESULTS * RESULTS;
  readonly metricOut: Int32Array;
  readonly exact?: () => ExactDistribution;
  private readonly tables: EngagementTables;
  private readonly out = new Int32Array(5);

  constructor(
    readonly axes: readonly OutcomeAxis[],
    readonly metrics: readonly MetricSpec[],
    private readonly spec: EngagementSpec,
    /** Quarter-points a figure of each side is worth. */
    private readonly quarters: readonly [number, number],
    exactSpace: string | null,
  ) {
    this.metricOut = new Int32Array(metrics.length);
    this.tables = engagementTables(spec);
    if (exactSpace !== null) this.exact = () => this.chain(exactSpace);
  }

  trial(rng: Rng): number {
    const out = this.out;
    engagementTrial(this.spec, this.tables, rng, out);
    const metrics = this.metricOut;
    metrics[0] = out[2] as number;
    metrics[1] = out[3] as number;
    metrics[2] = out[4] as number;
    metrics[3] = (out[3] as number) * this.quarters[0];
    metrics[4] = (out[4] as number) * this.quarters[1];
    return (out[0] as number) * RESULTS + (out[1] as number);
  }

  private chain(space: string): ExactDistribution {
    const law = engagementExact(this.spec);
    const histograms = this.metrics.map((m) => new Float64Array(m.max + 2));
    spreadInto(histograms[0], law.rounds, 1);
    spreadInto(histograms[1], law.attackerLost, 1);
    spreadInto(histograms[2], law.defenderLost, 1);
    spreadInto(histograms[3], law.attackerLost, this.quarters[0]);
    spreadInto(histograms[4], law.defenderLost, this.quarters[1]);
    return { weights: law.joint, total: 1, metrics: histograms, space };
  }
}
