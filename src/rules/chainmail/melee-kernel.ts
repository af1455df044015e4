import { casualtyOutcome } from '../common/casualty-kind.js';
import type { ExactDistribution, Kernel, MetricSpec, OutcomeAxis, Rng } from '../../core/kernel.js';
import { lossLaw, rollUnitsLost } from './casualties.js';
import type { EngagementSide, EngagementSpec, Strike } from './engagement.js';
import { ROUND_VALUES, spreadInto } from './kinds.js';

/**
 * One round of mass melee (`--combat melee`, 003:408): both sides strike at once from the
 * figures present, casualties capped at the figures there are; joint code attacker outcome x
 * defender outcome, metrics figures and quarter-points lost per side. Exact: the two capped
 * binomials are independent, so their product is the joint law. A creature's hits count as
 * its toughness says (casualties.ts, C29).
 */
export class MeleeKernel implements Kernel {
  readonly outcomeCount = ROUND_VALUES.length * ROUND_VALUES.length;
  readonly metricOut: Int32Array;

  constructor(
    readonly axes: readonly OutcomeAxis[],
    readonly metrics: readonly MetricSpec[],
    /** The engagement's sides and casualty rules: the round is its first. */
    private readonly spec: Pick<EngagementSpec, 'attacker' | 'defender' | 'onAttacker' | 'onDefender'>,
    /** Quarter-points a figure of each side is worth. */
    private readonly quarters: readonly [number, number],
    /** The attacker's strike on the defender, and the defender's on the attacker. */
    private readonly strikes: readonly [Strike, Strike],
  ) {
    this.metricOut = new Int32Array(metrics.length);
  }

  /** Figures lost by a side that lost `units` of its units. */
  private static figuresLost(side: EngagementSide, units: number): number {
    return side.figures - (side.aliveAt[side.units - units] as number);
  }

  trial(rng: Rng): number {
    const { attacker: A, defender: D } = this.spec;
    const nA = A.figures;
    const nD = D.figures;
    const [byA, byD] = this.strikes;
    const kd = MeleeKernel.figuresLost(D, rollUnitsLost(rng, byA.dice, byA.killFaces, D.units, this.spec.onDefender));
    const ka = MeleeKernel.figuresLost(A, rollUnitsLost(rng, byD.dice, byD.killFaces, A.units, this.spec.onAttacker));
    const out = this.metricOut;
    out[0] = ka;
    out[1] = kd;
    out[2] = ka * this.quarters[0];
    out[3] = kd * this.quarters[1];
    return casualtyOutcome(ka, nA) * ROUND_VALUES.length + casualtyOutcome(kd, nD);
  }

  exact(): ExactDistribution {
    const { attacker: A, defender: D } = this.spec;
    const nA = A.figures;
    const nD = D.figures;
    const [byA, byD] = this.strikes;
    const inFigures = (side: EngagementSide, units: Float64Array): Float64Array => {
      const law = new Float64Array(side.figures + 1);
      units.forEach((p, u) => {
        const at = MeleeKernel.figuresLost(side, u);
        law[at] = (law[at] as number) + p;
      });
      return law;
    };
    const onD = inFigures(D, lossLaw(byA.dice, byA.killFaces, D.units, this.spec.onDefender));
    const onA = inFigures(A, lossLaw(byD.dice, byD.killFaces, A.units, this.spec.onAttacker));
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
