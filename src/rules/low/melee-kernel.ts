import type { ExactDistribution, Kernel, MetricSpec, OutcomeAxis, Rng } from '../../core/kernel.js';
import { codeCount } from '../../core/outcome-code.js';
import { FixedRound } from './fixed-round.js';
import { casualtyOutcome } from '../common/casualty-kind.js';
import type { MeleeRound } from './round.js';
import { roundLaw, SHARED_KILLS } from './round-exact.js';
import type { DefenderSixRule } from './sorted-melee.js';

/** The numbers a melee round kernel needs about the two sides at the start. */
export interface MeleeStart {
  /** Figures per type, side 0 (the attacker) and side 1. */
  readonly alive: readonly [Int32Array, Int32Array];
  readonly figures: readonly [number, number];
  readonly units: readonly [number, number];
}

/**
 * One melee round (`--combat melee`), the matchup's attacker attacking: joint code attacker
 * outcome x defender outcome (none, losses, destroyed); metrics figures lost, points lost
 * and figures left per side. `exact` is offered only when the prepare step found the
 * dynamic programme small enough (`exactSpace` set); a trial is the precomputed round of
 * fixed-round.ts and allocates nothing.
 */
export class MeleeKernel implements Kernel {
  readonly outcomeCount: number;
  readonly metricOut: Int32Array;
  readonly exact?: () => ExactDistribution;
  private readonly fixed: FixedRound;

  constructor(
    readonly axes: readonly OutcomeAxis[],
    readonly metrics: readonly MetricSpec[],
    private readonly round: MeleeRound,
    private readonly start: MeleeStart,
    six: DefenderSixRule,
    exactSpace: string | null,
  ) {
    this.outcomeCount = codeCount(axes);
    this.metricOut = new Int32Array(metrics.length);
    this.fixed = new FixedRound(round, start.alive, six);
    if (exactSpace !== null) this.exact = () => this.exactLaw(six, exactSpace);
  }

  trial(rng: Rng): number {
    const f = this.fixed;
    f.play(rng);
    return this.record(f.lostFigures[0] as number, f.lostFigures[1] as number, f.lostUnits[0] as number, f.lostUnits[1] as number);
  }

  /** Writes the metrics and returns the code for a round's losses. */
  private record(lost0: number, lost1: number, units0: number, units1: number): number {
    const out = this.metricOut;
    out[0] = lost0;
    out[1] = lost1;
    out[2] = units0;
    out[3] = units1;
    out[4] = this.start.figures[0] - lost0;
    out[5] = this.start.figures[1] - lost1;
    return casualtyOutcome(lost0, this.start.figures[0]) * 3 + casualtyOutcome(lost1, this.start.figures[1]);
  }

  private exactLaw(six: DefenderSixRule, space: string): ExactDistribution {
    const law = roundLaw(this.round, this.start.alive, 0, six, SHARED_KILLS);
    const [f0, f1] = this.start.figures;
    const weights = new Float64Array(this.outcomeCount);
    const hist = this.metrics.map((m) => new Float64Array(m.max + 2));
    law.joint.forEach((p, cell) => {
      if (p === 0) return;
      const l0 = Math.floor(cell / law.stride);
      const l1 = cell % law.stride;
      const code = casualtyOutcome(l0, f0) * 3 + casualtyOutcome(l1, f1);
      weights[code] = (weights[code] as number) + p;
      add(hist[0], l0, p);
      add(hist[1], l1, p);
      add(hist[4], f0 - l0, p);
      add(hist[5], f1 - l1, p);
    });
    law.units[0].forEach((p, u) => add(hist[2], u, p));
    law.units[1].forEach((p, u) => add(hist[3], u, p));
    return { weights, total: 1, metrics: hist, space };
  }
}

function add(hist: Float64Array | undefined, at: number, p: number): void {
  if (hist && p !== 0) hist[at] = (hist[at] as number) + p;
}
