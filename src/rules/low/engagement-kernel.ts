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

  constructor(
    readonly axes: readonly OutcomeAxis[],
    readonly metrics: readonly MetricSpec[],
    private readonly spec: EngagementSpec,
    private readonly start: MeleeStart,
    six: DefenderSixRule,
    exactSpace: string | null,
  ) {
    this.outcomeCount = codeCount(axes);
    this.metricOut = new Int32Array(metrics.length);
    this.alive = [new Int32Array(start.alive[0].length), new Int32Array(start.alive[1].length)];
    this.typeUnits = [spec.round.units(0), spec.round.units(1)];
    if (exactSpace !== null) this.exact = () => this.chain(six, exactSpace);
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
      if (rounds === spec.cap || cannotChange(spec, alive, role)) {
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
