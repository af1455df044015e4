import { BAND, decode } from '../core/outcome-code.js';
import type { OutcomeAxis } from '../core/kernel.js';
import type { Interval, MatchupResult, MetricHistogram, Method, Totals } from '../core/result.js';
import type { Matchup, PreparedMatchup, RuleSystem } from '../core/system.js';
import { wilson, wilsonHalfWidth } from './wilson.js';

/** Raw tallies from either engine: weight per joint code out of `total`. */
export interface Tally {
  readonly weights: Float64Array;
  readonly total: number;
  readonly metrics: readonly Float64Array[];
}

export interface RunInfo {
  readonly method: Method;
  readonly trials: number | null;
  readonly seed: number | null;
}

const TOTAL_KEYS = ['attackerWins', 'ties', 'defenderWins', 'attackerDoubles', 'defenderDoubles'] as const;

/** The weights behind every reported probability: each side's outcomes and the totals. */
interface ReportedWeights {
  readonly attacker: Record<string, number>;
  readonly defender: Record<string, number>;
  readonly totals: Totals;
}

function reportedWeights(axes: readonly OutcomeAxis[], weights: Float64Array): ReportedWeights {
  const sums = axes.map((axis) => new Float64Array(axis.values.length));
  weights.forEach((w, code) => {
    if (w === 0) return;
    decode(axes, code).forEach((v, i) => {
      const s = sums[i];
      if (s) s[v] = (s[v] ?? 0) + w;
    });
  });
  const byName = (name: string): Record<string, number> => {
    const i = axes.findIndex((a) => a.name === name);
    return Object.fromEntries((axes[i]?.values ?? []).map((v, j) => [v, sums[i]?.[j] ?? 0]));
  };
  const band = Object.values(byName('band'));
  const at = (i: number): number => band[i] ?? 0;
  return {
    attacker: byName('attacker'),
    defender: byName('defender'),
    totals: {
      attackerWins: at(BAND.attackerDoubles) + at(BAND.attackerWins),
      ties: at(BAND.tie),
      defenderWins: at(BAND.defenderWins) + at(BAND.defenderDoubles),
      attackerDoubles: at(BAND.attackerDoubles),
      defenderDoubles: at(BAND.defenderDoubles),
    },
  };
}

function mapValues<T>(obj: Readonly<Record<string, number>>, f: (v: number) => T): Record<string, T> {
  return Object.fromEntries(Object.entries(obj).map(([k, v]) => [k, f(v)]));
}

/** Largest 95% Wilson half-width over every reported probability out of `n`. */
function maxHalfWidth(r: ReportedWeights, n: number): number {
  const all = [...Object.values(r.attacker), ...Object.values(r.defender), ...Object.values(r.totals)];
  return Math.max(...all.map((k) => wilsonHalfWidth(k, n)));
}

/** Largest 95% Wilson half-width over every reported probability: the precision reached. */
export function tallyHalfWidth(axes: readonly OutcomeAxis[], tally: Tally): number {
  return maxHalfWidth(reportedWeights(axes, tally.weights), tally.total);
}

/**
 * Turn tallies into the result object: per-side marginals, derived totals, the joint
 * table and, for Monte Carlo, 95% Wilson intervals. Both engines end here.
 */
export function buildResult(system: RuleSystem, matchup: Matchup, prepared: PreparedMatchup, tally: Tally, run: RunInfo): MatchupResult {
  const { axes } = prepared.kernel;
  const n = tally.total;
  const w = reportedWeights(axes, tally.weights);
  const p = (k: number): number => k / n;
  const interval = (k: number): Interval => wilson(k, n);
  const mc = run.method === 'mc';
  // Axes are found by name, as in reportedWeights: a kernel may order them as it likes.
  const valueOn = (name: string, indices: readonly number[]): string => {
    const i = axes.findIndex((a) => a.name === name);
    return axes[i]?.values[indices[i] ?? 0] ?? '';
  };
  const joint = [...tally.weights.entries()]
    .filter(([, weight]) => weight > 0)
    .map(([code, weight]) => {
      const indices = decode(axes, code);
      return { band: valueOn('band', indices), attacker: valueOn('attacker', indices), defender: valueOn('defender', indices), p: weight / n };
    });
  const metrics: MetricHistogram[] = prepared.kernel.metrics.map((spec, i) => {
    const probabilities = Array.from(tally.metrics[i] ?? new Float64Array(spec.max + 1), (h) => h / n);
    return { name: spec.name, probabilities, mean: probabilities.reduce((s, q, v) => s + q * v, 0) };
  });
  return {
    system: system.id,
    combat: matchup.combat,
    method: run.method,
    trials: run.trials,
    seed: run.seed,
    attacker: matchup.attacker,
    defender: matchup.defender,
    outcomes: { attacker: mapValues(w.attacker, p), defender: mapValues(w.defender, p) },
    totals: Object.fromEntries(TOTAL_KEYS.map((k) => [k, p(w.totals[k])])) as Record<keyof Totals, number>,
    intervals: mc ? { attacker: mapValues(w.attacker, interval), defender: mapValues(w.defender, interval) } : null,
    totalsIntervals: mc ? (Object.fromEntries(TOTAL_KEYS.map((k) => [k, interval(w.totals[k])])) as Record<keyof Totals, Interval>) : null,
    maxHalfWidth: mc ? maxHalfWidth(w, n) : 0,
    joint,
    metrics,
    explanation: prepared.explanation,
    enumerated: mc ? null : n,
  };
}
