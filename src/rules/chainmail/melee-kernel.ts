import { casualtyOutcome } from '../common/casualty-kind.js';
import type { ExactDistribution, Kernel, MetricSpec, OutcomeAxis, Rng } from '../../core/kernel.js';
import type { Strike } from './engagement.js';
import { cappedBinomial, rollKills } from './melee-round.js';
import { ROUND_VALUES, spreadInto } from './kinds.js';

/**
 * One round of mass melee (`--combat melee`, 003:408): both sides strike at once from the
 * figures present, casualties capped at the figures there are; joint code attacker outcome x
 * defender outcome, metrics figures and quarter-points lost per side. Exact: the two capped
 * binomials are independent, so their product is the joint law.
 */
export class MeleeKernel implements Kernel {
  readonly outcomeCount = ROUND_VALUES.length * ROUND_VALUES.length;
  readonly metricOut: Int32Array;

  constructor(
    readonly axes: readonly OutcomeAxis[],
    readonly metrics: readonly MetricSpec[],
    private readonly figures: readonly [number, number],
    /** Quarter-points a figure of each side is worth. */
    private readonly quarters: readonly [number, number],
    /** The attacker's strike on the defender, and the defender's on the attacker. */
    private readonly strikes: readonly [Strike, Strike],
  ) {
    this.metricOut = new Int32Array(metrics.length);
  }

  trial(rng: Rng): number {
    const [nA, nD] = this.figures;
    const [byA, byD] = this.strikes;
    const kd = rollKills(rng, byA.dice, byA.killFaces, nD);
    const ka = rollKills(rng, byD.dice, byD.killFaces, nA);
    const out = this.metricOut;
    out[0] = ka;
    out[1] = kd;
    out[2] = ka * this.quarters[0];
    out[3] = kd * this.quarters[1];
    return casualtyOutcome(ka, nA) * ROUND_VALUES.length + casualtyOutcome(kd, nD);
  }

  exact(): ExactDistribution {
    const [nA, nD] = this.figures;
    const [byA, byD] = this.strikes;
    const onD = cappedBinomial(byA.dice, byA.killFaces / 6, nD);
    const onA = cappedBinomial(byD.dice, byD.killFaces / 6, nA);
    const weights = new Float64Array(this.outcomeCount);
    const histograms = this.metrics.map((m) => new Float64Array(m.max + 2));
    for (let ka = 0; ka <= nA; ka++) {
      for (let kd = 0; kd <= nD; kd++) {
        const p = (onA[ka] as number) * (onD[kd] as number);
        const code = casualtyOutcome(ka, nA) * ROUND_VALUES.length + casualtyOutcome(kd, nD);
        weights[code] = (weights[code] as number) + p;
      }
    }
    spreadInto(histograms[0], onA, 1);
    spreadInto(histograms[1], onD, 1);
    spreadInto(histograms[2], onA, this.quarters[0]);
    spreadInto(histograms[3], onD, this.quarters[1]);
    return { weights, total: 1, metrics: histograms, space: `${byA.dice} + ${byD.dice} dice, as two capped binomials` };
  }
}
