import type { ShownBattle } from './shown-battle.js';
/**
 * The kernel contract every rule system implements (see DESIGN.md, "The kernel contract").
 *
 * A rule system turns a matchup into a `Kernel` once: troop profiles, conditions and
 * options become plain numbers and typed arrays. After that, one Monte Carlo trial is a
 * call to `trial(rng)` that returns an integer joint outcome code and allocates nothing.
 */

/** A source of uniformly distributed random integers. Randomness is always a parameter. */
export interface Rng {
  /** A uniform 32-bit unsigned integer. */
  nextU32(): number;
  /** A fair six-sided die, 1..6, without modulo bias. */
  d6(): number;
  /** A fair die with `sides` faces, 1..sides, without modulo bias (2 <= sides <= 2^16). */
  die(sides: number): number;
  /**
   * Draw words until `accepts` (1 for a top byte that ends a trial, 0 for one rejected) has
   * ended `trials` trials, adding 1 to `seen` at each word's top byte: the same words as
   * `nextU32` in a loop, with the generator's state held in locals for the whole run (the
   * single-roll kernels' hot loop). Optional: a kernel loops over `nextU32` without it.
   */
  countTopBytes?(seen: Int32Array, accepts: Int32Array, trials: number): void;
}

/** One axis of the joint outcome code, e.g. the attacker's result or the win/tie/loss band. */
export interface OutcomeAxis {
  readonly name: string;
  readonly values: readonly string[];
  /** How each value reads in a table, with {attacker}/{defender} for the side names (e.g. '{attacker} double {defender}'). */
  readonly labels?: Readonly<Record<string, string>>;
}

/**
 * A numeric metric a trial can report beside its code (casualties, rounds...), histogrammed
 * in steps 0..max. A step above `max` is never lost: the engines count it in an overflow bin
 * (index max + 1), and results report it. A trial writes the step into `metricOut`.
 */
export interface MetricSpec {
  readonly name: string;
  /** How a reader sees it: "attacker figures removed". */
  readonly label: string;
  readonly max: number;
  /**
   * For a metric of points lost: whose, how many points one step of it is (0.5 for
   * half-points), and its name when shown in points. Reports weigh cost efficiency with it
   * and draw it in points.
   */
  readonly points?: { readonly side: 'attacker' | 'defender'; readonly perStep: number; readonly label: string };
  /**
   * The value of step 0, for a metric that can be negative (a joust's tourney points): step k
   * is the value `offset + k`. Absent: 0.
   */
  readonly offset?: number;
}

/** Exact distribution over joint outcome codes: `weights[code] / total` is the probability. */
export interface ExactDistribution {
  readonly weights: Float64Array;
  readonly total: number;
  /** Exact histograms, one per metric (length max + 2, the last the overflow bin), same `total`. Required when the kernel declares metrics. */
  readonly metrics?: readonly Float64Array[];
  /** What was enumerated, in words: "36 dice outcomes", "6^24 dice outcomes, by dynamic programming". */
  readonly space: string;
}

export interface Kernel {
  /** Axes of the joint code, most significant first; code = mixed-radix number over them. */
  readonly axes: readonly OutcomeAxis[];
  /** Product of the axis sizes: codes are 0..outcomeCount-1. */
  readonly outcomeCount: number;
  /** Numeric metrics written by `trial` into `metricOut`; empty for single opposed rolls. */
  readonly metrics: readonly MetricSpec[];
  /** Preallocated: `trial` writes one value per metric here. Length = metrics.length. */
  readonly metricOut: Int32Array;
  /** One Monte Carlo trial: no allocation, integer math. Returns the joint outcome code. */
  trial(rng: Rng): number;
  /**
   * Optional fast path for kernels without metrics: run `trials` trials and add each code's
   * count into `weights`. It must consume the generator exactly as that many `trial` calls
   * would and give the same counts (the engines use it when present; a test checks).
   */
  tally?(rng: Rng, trials: number, weights: Float64Array): void;
  /** Exact distribution by enumeration, where the dice space is small enough. */
  exact?(): ExactDistribution;
  /**
   * The exact distribution costs more than sampling it (a battle's chain over line states):
   * `--method exact` works it, `auto` samples.
   */
  readonly exactOnRequest?: boolean;
  /** Where exact is not offered for its size: how large it would be, against what is worked (`--method exact`'s refusal says it). */
  readonly exactRefusal?: string;
  /**
   * For one opposed roll of a d6 each (HOTT, DBA): the joint code of every pair of dice, at
   * (attacker die - 1) * 6 + (defender die - 1). The explorer draws it as the 6 x 6 grid
   * players draw by hand.
   */
  diceGrid?(): Int32Array;
  /**
   * A battle on the board, fought on `rng` and recorded bound by bound (`battle --show`), or
   * null where the kernel cannot show one (a battle on the line). `n` and `seed` name it.
   */
  shown?(rng: Rng, n: number, seed: number): ShownBattle | null;
}
