import type { ExactDistribution, Kernel, MetricSpec, OutcomeAxis, Rng } from '../../core/kernel.js';
import { codeCount } from '../../core/outcome-code.js';

/** One side of a volley: a hit threshold per die, and how many figures can be lost. */
export interface PoolSide {
  readonly thresholds: Int8Array;
  readonly figures: number;
}

/** Chances of 0..n hits from dice with the given thresholds: a product of binomials. */
function hitDistribution(thresholds: Int8Array): Float64Array {
  let dist = Float64Array.of(1);
  for (const t of thresholds) {
    const p = Math.max(0, 7 - t) / 6;
    const next = new Float64Array(dist.length + 1);
    dist.forEach((q, k) => {
      next[k] = (next[k] ?? 0) + q * (1 - p);
      next[k + 1] = (next[k + 1] ?? 0) + q * p;
    });
    dist = next;
  }
  return dist;
}

/**
 * Both sides roll all their dice at once; each die at or above its threshold removes one
 * enemy figure. Joint code: attacker outcome x defender outcome (none, losses, destroyed);
 * metrics: figures each side lost. Exact by convolving the sides' hit distributions.
 */
export class VolleyKernel implements Kernel {
  readonly outcomeCount: number;
  readonly metrics: readonly MetricSpec[];
  readonly metricOut = new Int32Array(2);

  constructor(
    readonly axes: readonly OutcomeAxis[],
    private readonly attacker: PoolSide,
    private readonly defender: PoolSide,
  ) {
    this.outcomeCount = codeCount(axes);
    this.metrics = [
      { name: 'attacker-lost', label: 'attacker figures lost', max: attacker.figures },
      { name: 'defender-lost', label: 'defender figures lost', max: defender.figures },
    ];
  }

  /** 0 none, 1 losses, 2 destroyed. */
  private static outcome(lost: number, figures: number): number {
    return lost === 0 ? 0 : lost >= figures ? 2 : 1;
  }

  private code(lostA: number, lostD: number): number {
    return VolleyKernel.outcome(lostA, this.attacker.figures) * 3 + VolleyKernel.outcome(lostD, this.defender.figures);
  }

  trial(rng: Rng): number {
    let hitsA = 0;
    let hitsD = 0;
    const ta = this.attacker.thresholds;
    const td = this.defender.thresholds;
    for (let i = 0; i < ta.length; i++) if (rng.d6() >= (ta[i] as number)) hitsA++;
    for (let i = 0; i < td.length; i++) if (rng.d6() >= (td[i] as number)) hitsD++;
    const lostA = Math.min(hitsD, this.attacker.figures);
    const lostD = Math.min(hitsA, this.defender.figures);
    this.metricOut[0] = lostA;
    this.metricOut[1] = lostD;
    return this.code(lostA, lostD);
  }

  exact(): ExactDistribution {
    const hitsA = hitDistribution(this.attacker.thresholds);
    const hitsD = hitDistribution(this.defender.thresholds);
    const weights = new Float64Array(this.outcomeCount);
    const lostAttacker = new Float64Array(this.attacker.figures + 2);
    const lostDefender = new Float64Array(this.defender.figures + 2);
    hitsA.forEach((pa, a) =>
      hitsD.forEach((pd, d) => {
        const lostA = Math.min(d, this.attacker.figures);
        const lostD = Math.min(a, this.defender.figures);
        const code = this.code(lostA, lostD);
        weights[code] = (weights[code] ?? 0) + pa * pd;
        lostAttacker[lostA] = (lostAttacker[lostA] ?? 0) + pa * pd;
        lostDefender[lostD] = (lostDefender[lostD] ?? 0) + pa * pd;
      }),
    );
    const dice = this.attacker.thresholds.length + this.defender.thresholds.length;
    return { weights, total: 1, metrics: [lostAttacker, lostDefender], space: `6^${dice} dice outcomes, by binomial convolution` };
  }
}
