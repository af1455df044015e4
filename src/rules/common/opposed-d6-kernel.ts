import type { ExactDistribution, Kernel, MetricSpec, OutcomeAxis, Rng } from '../../core/kernel.js';
import { codeCount } from '../../core/outcome-code.js';
import { drawSmall } from '../../rng/draw-small.js';

/**
 * A kernel for one opposed roll of a d6 each (HOTT, DBA): the outcome of every one of the
 * 36 dice pairs is worked out once, so a trial is one draw and one table lookup, and the
 * exact distribution is the table itself.
 */
export class OpposedD6Kernel implements Kernel {
  readonly outcomeCount: number;
  readonly metrics: readonly MetricSpec[] = [];
  readonly metricOut = new Int32Array(0);
  /** Joint code for attacker die a and defender die d at index (a - 1) * 6 + (d - 1). */
  private readonly table: Int32Array;

  constructor(
    readonly axes: readonly OutcomeAxis[],
    codeForDice: (attackerDie: number, defenderDie: number) => number,
  ) {
    this.outcomeCount = codeCount(axes);
    this.table = new Int32Array(36);
    for (let a = 1; a <= 6; a++) {
      for (let d = 1; d <= 6; d++) this.table[(a - 1) * 6 + (d - 1)] = codeForDice(a, d);
    }
  }

  /**
   * One uniform draw in [0, 36) (one 32-bit word, bar a 16-in-65,536 rejection) whose base-6
   * digits are the two dice: (attacker die - 1) * 6 + (defender die - 1), the table index.
   */
  trial(rng: Rng): number {
    return this.table[drawSmall(rng, 36)] as number;
  }

  exact(): ExactDistribution {
    const weights = new Float64Array(this.outcomeCount);
    for (const code of this.table) weights[code] = (weights[code] ?? 0) + 1;
    return { weights, total: 36 };
  }
}
