import type { ConditionValues } from './conditions.js';
import type { Explanation, GroupEntry } from './system.js';

export type Method = 'exact' | 'mc';
export type Interval = readonly [number, number];

/**
 * A numeric metric of a matchup (casualties, survivors, points lost, rounds): its
 * distribution and the figures a reader asks for. No trial is ever dropped: values above
 * the kernel's declared `max` are counted in `overflow`.
 */
export interface MetricResult {
  readonly name: string;
  readonly label: string;
  /** For points lost: whose, and points per step of the metric (from the kernel's MetricSpec). */
  readonly points?: { readonly side: 'attacker' | 'defender'; readonly perStep: number; readonly label: string };
  /** For a metric that can be negative: the value of index 0, so `probabilities[k]` and `atLeast[k]` are of the value `offset + k` (from the kernel's MetricSpec). Absent: 0. */
  readonly offset?: number;
  /** P(X = k) for k = 0..max. */
  readonly probabilities: readonly number[];
  /** P(X > max): a kernel's range was too small. Mean and sd then count those trials as max + 1. */
  readonly overflow: number;
  /** Mean and percentiles are values, the offset added. */
  readonly mean: number;
  readonly sd: number;
  readonly p5: number;
  readonly p50: number;
  readonly p95: number;
  /** P(X >= k) for k = 0..max: the "at least k" tail. */
  readonly atLeast: readonly number[];
  /** Monte Carlo only: 95% intervals of the mean (normal) and of each tail probability (Wilson). */
  readonly intervals: { readonly mean: Interval; readonly atLeast: readonly Interval[] } | null;
}

/** One side as the result records it: composition, label and every condition. */
export interface ResultSide {
  readonly troop: string;
  readonly group: readonly GroupEntry[];
  readonly conditions: ConditionValues;
}

/**
 * The one result object both engines produce (DESIGN.md, "The kernel contract").
 * `outcomes` are per-side marginal probabilities over the combat kind's vocabulary;
 * `totals` are the kind's derived figures (HOTT: wins, ties, doublings); `joint` keeps every
 * code's probability so a report can show combinations without rerunning.
 */
export interface MatchupResult {
  readonly system: string;
  readonly combat: string;
  readonly method: Method;
  /** Trials actually run; null for exact. */
  readonly trials: number | null;
  /** Root seed; null for exact. */
  readonly seed: number | null;
  /** `troop` is the side's label (`knights`, `8*infantry+champion`). */
  readonly attacker: ResultSide;
  readonly defender: ResultSide;
  /** The overlay applied, or null; and every option's value. */
  readonly overlay: { readonly name: string; readonly hash: string } | null;
  readonly options: ConditionValues;
  readonly outcomes: {
    readonly attacker: Readonly<Record<string, number>>;
    readonly defender: Readonly<Record<string, number>>;
  };
  readonly totals: Readonly<Record<string, number>>;
  /** 95% Wilson intervals mirroring `outcomes`; null for exact. */
  readonly intervals: {
    readonly attacker: Readonly<Record<string, Interval>>;
    readonly defender: Readonly<Record<string, Interval>>;
  } | null;
  /** 95% Wilson intervals of `totals`; null for exact. */
  readonly totalsIntervals: Readonly<Record<string, Interval>> | null;
  /** Largest 95% half-width over every reported probability; 0 for exact. */
  readonly maxHalfWidth: number;
  /** Every joint code with a chance: its value on each axis, by axis name, and `p`. */
  readonly joint: readonly Readonly<Record<string, string | number>>[];
  readonly metrics: readonly MetricResult[];
  readonly explanation: Explanation;
  /** Exact only: the total weight enumerated (36 dice pairs), when weights are whole counts. */
  readonly enumerated: number | null;
  /** Exact only: what was enumerated, in words ("36 dice outcomes"). */
  readonly exactSpace: string | null;
}
