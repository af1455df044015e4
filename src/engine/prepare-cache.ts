import type { SystemSource } from '../core/plan.js';
import type { Matchup, PreparedMatchup, RuleSystem } from '../core/system.js';
import { matchupKey } from '../core/matchup.js';
import { UsageError } from '../core/errors.js';
import { keptOrMade, mapOf } from '../core/kept.js';
import { checkAxes, kindOf } from './aggregate.js';

/** Whether the rules allow a matchup: a value a plan keeps, with the rules' own reason when they do not. */
export type Playability = { readonly playable: true; readonly notes: readonly string[] } | { readonly playable: false; readonly reason: string };

/**
 * Single rolls prepared in this thread, per system object (an overlaid or option-patched
 * system is an object of its own), shared by every run: `npm start`, a test file or a
 * worker thread runs several commands one after another, and each balance matrix asks for the
 * same thousands of matchups (a third of `balance d3h2`). A single roll's preparation is a
 * few small arrays; the oldest go first past the bound.
 */
const SINGLE_ROLLS = new WeakMap<RuleSystem, Map<string, PreparedMatchup>>();
const SINGLE_ROLLS_KEPT = 20_000;

/**
 * Prepared matchups by canonical key (which holds the overlay and options): a kernel is
 * built once per matchup per thread, however many chunks of it the thread runs, on the
 * system the run's plan gives it (`systems`).
 */
export class PrepareCache {
  private readonly cache = new Map<string, PreparedMatchup>();

  /** `kept`: the most matchups held (the oldest go first); a worker's cache outlives many runs. */
  constructor(
    readonly systems: SystemSource,
    private readonly kept = Infinity,
  ) {}

  /** The same matchup object asked again (a plan's matchups are asked several times a run) skips working out its key. */
  private readonly byObject = new WeakMap<Matchup, PreparedMatchup>();

  /** The matchup, if this very object was prepared here already (a plan that checked it), without preparing it. */
  prepared(matchup: Matchup): PreparedMatchup | undefined {
    return this.byObject.get(matchup);
  }

  get(matchup: Matchup): PreparedMatchup {
    const known = this.byObject.get(matchup);
    if (known) return known;
    const system = this.systems.systemOf(matchup);
    const key = matchupKey(system, matchup);
    const single = kindOf(system, matchup.combat).singleRoll === true;
    const [cache, most] = single ? [mapOf(SINGLE_ROLLS, system), SINGLE_ROLLS_KEPT] : [this.cache, this.kept];
    const prepared = keptOrMade(cache, key, most, () => checkedPrepare(system, matchup));
    this.byObject.set(matchup, prepared);
    return prepared;
  }

  /**
   * Whether the rules allow `matchup`, as a value, with the notes its preparation gave: a
   * system's `prepare` refuses a matchup it cannot play (Knights asked to shoot) with a
   * UsageError saying why, and this is the one place that refusal becomes the plan's
   * `playable: false` (an internal error still throws). Only a single roll is kept: a matchup
   * of rounds or groups is prepared again by the thread that runs it (run-matchups.ts), and
   * a balance matrix's thousands of kept kernels made every garbage collection here slow
   * (14 s of `balance low`'s main thread).
   */
  playability(matchup: Matchup): Playability {
    try {
      const system = this.systems.systemOf(matchup);
      const prepared = kindOf(system, matchup.combat).singleRoll ? this.get(matchup) : (this.byObject.get(matchup) ?? checkedPrepare(system, matchup));
      // Read when asked: a balance matrix never reads them, and working out which conditions
      // change nothing took 15% of `balance d3h2`.
      return { playable: true, get notes() { return prepared.notes; } };
    } catch (error) {
      if (error instanceof UsageError) return { playable: false, reason: error.message };
      throw error;
    }
  }
}

/** A system's preparation of a matchup, its kernel checked against the combat kind (aggregate.ts `checkAxes`). */
function checkedPrepare(system: RuleSystem, matchup: Matchup): PreparedMatchup {
  const prepared = system.prepare(matchup);
  checkAxes(system, matchup.combat, prepared.kernel);
  return prepared;
}
