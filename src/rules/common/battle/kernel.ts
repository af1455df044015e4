import type { ExactDistribution, Kernel, MetricSpec, OutcomeAxis, Rng } from '../../../core/kernel.js';
import { battleCode, fightBattle, type BattleSetup, type Ending } from './battle.js';
import { RolledDice, type BattleDice } from './dice.js';
import { exactBattle } from './exact.js';
import type { ShownBattle } from '../../../core/shown-battle.js';
import { watchBattle } from './watch.js';
import { BATTLE_KIND } from './kind.js';

/**
 * A battle as a kernel (DESIGN.md, "The kernel contract"): one trial is one battle fought
 * on the preallocated line, so the Monte Carlo engine, its chunked seeded streams and the
 * pool run battles as they run single combats. `exact` is offered for armies small enough
 * to enumerate: by default only the smallest (one element a side), which
 * are exact in milliseconds; up to `exactUpTo.asked` a side with `--method exact`.
 */
export class BattleKernel implements Kernel {
  readonly axes: readonly OutcomeAxis[] = BATTLE_KIND.axes;
  readonly outcomeCount = 12;
  readonly metrics: readonly MetricSpec[];
  readonly metricOut: Int32Array;
  readonly exact?: () => ExactDistribution;
  readonly exactOnRequest: boolean;
  readonly exactRefusal?: string;
  private readonly dice = new RolledDice();
  private readonly ending: Ending = { result: 0, bound: 0 };

  constructor(
    private readonly setup: BattleSetup,
    /** Largest army (elements) worked exactly when asked (`--method exact`), and by default. */
    exactUpTo: { readonly asked: number; readonly auto: number },
    /** Where the exact chain is worked: once per battle, thread and system (worked-battles.ts). */
    worked: (work: () => ExactDistribution) => ExactDistribution,
  ) {
    this.metrics = setup.metrics.specs;
    this.metricOut = new Int32Array(this.metrics.length);
    // A camp or stronghold (F32) never moves: it is no element the chain's reach is counted in.
    const most = Math.max(setup.line.size[0] - (setup.line.fixed?.[0] ?? 0), setup.line.size[1] - (setup.line.fixed?.[1] ?? 0));
    if (setup.layout) this.exactRefusal = 'its terrain is laid anew for each battle, and the exact battle chain enumerates dice, not layouts (--terrain open or a layout file lays one table for every battle)';
    else if (most <= exactUpTo.asked) this.exact = () => worked(() => exactBattle(setup));
    else this.exactRefusal = `an army of ${most} elements, over the ${exactUpTo.asked} a side the exact battle chain reaches`;
    this.exactOnRequest = most > exactUpTo.auto;
  }

  trial(rng: Rng): number {
    this.setup.layout?.draw(rng);
    this.dice.rng = rng;
    return this.fight(this.dice);
  }

  shown(rng: Rng, n: number, seed: number): ShownBattle | null {
    return watchBattle(this.setup, rng, n, seed);
  }

  /** One battle with the given dice; the code, with the metrics in `metricOut`. */
  fight(dice: BattleDice): number {
    const s = this.setup;
    fightBattle(s.line, s.bound, s.victory, s.first, s.bounds, dice, this.ending);
    s.metrics.record(s.line, this.ending, this.metricOut);
    return battleCode(s.line, this.ending);
  }
}
