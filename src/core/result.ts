import type { ConditionValues } from './conditions.js';
import type { Explanation } from './system.js';

export type Method = 'exact' | 'mc';
export type Interval = readonly [number, number];

/** Derived from the band axis: who won, and whether the winner doubled the loser. */
export interface Totals {
  readonly attackerWins: number;
  readonly ties: number;
  readonly defenderWins: number;
  readonly attackerDoubles: number;
  readonly defenderDoubles: number;
}

/** Histogram of one numeric metric (casualties, rounds...): probability of each value 0..max. */
export interface MetricHistogram {
  readonly name: string;
  readonly probabilities: readonly number[];
  readonly mean: number;
}

/**
 * The one result object both engines produce (DESIGN.md, "The kernel contract").
 * `outcomes` are per-side marginal probabilities; `joint` keeps every code's probability
 * so a report can show combinations (e.g. both destroyed) without rerunning.
 */
export interface MatchupResult {
  readonly system: string;
  readonly combat: string;
  readonly method: Method;
  /** Trials actually run; null for exact. */
  readonly trials: number | null;
  /** Root seed; null for exact. */
  readonly seed: number | null;
  readonly attacker: { readonly troop: string; readonly conditions: ConditionValues };
  readonly defender: { readonly troop: string; readonly conditions: ConditionValues };
  readonly outcomes: {
    readonly attacker: Readonly<Record<string, number>>;
    readonly defender: Readonly<Record<string, number>>;
  };
  readonly totals: Totals;
  /** 95% Wilson intervals mirroring `outcomes`; null for exact. */
  readonly intervals: {
    readonly attacker: Readonly<Record<string, Interval>>;
    readonly defender: Readonly<Record<string, Interval>>;
  } | null;
  /** 95% Wilson intervals of `totals`; null for exact. */
  readonly totalsIntervals: Readonly<Record<keyof Totals, Interval>> | null;
  /** Largest 95% half-width over every reported probability; 0 for exact. */
  readonly maxHalfWidth: number;
  readonly joint: readonly { readonly band: string; readonly attacker: string; readonly defender: string; readonly p: number }[];
  readonly metrics: readonly MetricHistogram[];
  readonly explanation: Explanation;
  /** Exact only: the size of the enumerated space, e.g. 36 dice pairs. */
  readonly enumerated: number | null;
}
