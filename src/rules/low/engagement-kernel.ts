import type { ExactDistribution, Kernel, MetricSpec, OutcomeAxis, Rng } from '../../core/kernel.js';
import { codeCount } from '../../core/outcome-code.js';
import { engagementChain } from './engagement-chain.js';
import { destroyedCode, stalemated, surrenderCode, surrendering, UNDECIDED_CODE, type EngagementSpec } from './engagement.js';
import type { MeleeStart } from './melee-kernel.js';
import type { DefenderSixRule } from './sorted-melee.js';
import { clear, copy } from './small-arrays.js';

/** Local copies of the imported functions a trial calls (see round.ts). */
const copyInto = copy;
const zero = clear;
const ended = destroyedCode;
const surrenderer = surrendering;
const cannotChange = stalemated;
const surrendered = surrenderCode;

/**
 * An engagement (`--combat engagement`, R25, R30): melee rounds until a side is destroyed or
 * surrenders, or the cap; joint code result x attacker outcome x defender outcome; metrics
 * rounds, figures left and points lost per side. A trial plays the rounds and allocates
 * nothing; `exact` (sides of one type each, small enough) is the Markov chain.
 */
export class EngagementKernel implements Kernel {
  readonly outcomeCount: number;
  readonly metricOut: Int32Array;
  readonly exact?: () => ExactDistribution;
  private readonly alive: readonly [Int32Array, Int32Array];
  private readonly typeUnits: readonly [Int32Array, Int32Array];
  /**
   * Sides of one type each: whether the state (figures left each side, who attacks) is a
   * stalemate, 1 or 0, worked the first time a trial meets it (-1 before). A stalemate test
   * sizes every sub-melee of both roles, and giants and the like meet it every round.
   */
  private readonly stalemates: Int8Array | null;

  constructor(
    readonly axes: readonly OutcomeAxis[],
    readonly metrics: readonly MetricSpec[],
    private readonly spec: EngagementSpec,
    private readonly start: MeleeStart,
    six: DefenderSixRule,
    exactSpace: string,
  ) {
    this.outcomeCount = codeCount(axes);
    this.metricOut = new Int32Array(metrics.length);
    this.alive = [new Int32Array(start.alive[0].length), new Int32Array(start.alive[1].length)];
    this.typeUnits = [spec.round.units(0), spec.round.units(1)];
    // Offered only where the method choice allows it (prepare-engagement.ts, offeredWhenAsked).
    this.exact = () => this.chain(six, exactSpace);
    const single = start.alive[0].length === 1 && start.alive[1].length === 1;
    this.stalemates = single ? new Int8Array((start.figures[0] + 1) * (start.figures[1] + 1) * 2).fill(-1) : null;
  }

  private stalemate(role: 0 | 1, left0: number, left1: number): boolean {
    const known = this.stalemates;
    if (known === null) return cannotChange(this.spec, this.alive, role);
    const at = (left0 * (this.start.figures[1] + 1) + left1) * 2 + role;
    if (known[at] === -1) known[at] = cannotChange(this.spec, this.alive, role) ? 1 : 0;
    return known[at] === 1;
  }

  trial(rng: Rng): number {
    const alive = this.alive;
    const spec = this.spec;
    copyInto(this.start.alive[0], alive[0]);
    copyInto(this.start.alive[1], alive[1]);
    let role: 0 | 1 = 0;
    let rounds = 0;
    let code: number;
    let captured = -1;
    for (;;) {
      const left0 = sum(alive[0]);
      const left1 = sum(alive[1]);
      if (left0 === 0 || left1 === 0) {
        code = ended(left0, left1);
        break;
      }
      captured = surrenderer(spec, alive);
      if (captured >= 0) {
        code = surrendered(captured);
        break;
      }
      if (rounds === spec.cap || this.stalemate(role, left0, left1)) {
        code = UNDECIDED_CODE;
        break;
      }
      spec.round.play(rng, alive, role);
      rounds++;
      if (!spec.fixedRoles) role = role === 0 ? 1 : 0;
    }
    if (captured === 0) zero(alive[0]);
    if (captured === 1) zero(alive[1]);
    const out = this.metricOut;
    out[0] = rounds;
    out[1] = sum(alive[0]);
    out[2] = sum(alive[1]);
    out[3] = this.start.units[0] - dot(alive[0], this.typeUnits[0]);
    out[4] = this.start.units[1] - dot(alive[1], this.typeUnits[1]);
    return code;
  }

  private chain(six: DefenderSixRule, space: string): ExactDistribution {
    const unitsEach = [this.typeUnits[0][0] as number, this.typeUnits[1][0] as number] as const;
    const r = engagementChain(this.spec, this.start.figures, unitsEach, six, this.outcomeCount);
    return { weights: r.weights, total: 1, metrics: r.metrics, space };
  }
}

function sum(xs: Int32Array): number {
  let s = 0;
  for (let i = 0; i < xs.length; i++) s += xs[i] as number;
  return s;
}

function dot(xs: Int32Array, ys: Int32Array): number {
  let s = 0;
  for (let i = 0; i < xs.length; i++) s += (xs[i] as number) * (ys[i] as number);
  return s;
}
