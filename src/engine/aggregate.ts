import { decode } from '../core/outcome-code.js';
import type { Kernel, OutcomeAxis } from '../core/kernel.js';
import type { Interval, MatchupResult, Method } from '../core/result.js';
import type { CombatKind, Explanation, Matchup, PreparedMatchup, RuleSystem } from '../core/system.js';
import { asRun } from './method-section.js';
import { summariseMetric } from './metric-summary.js';
import { wilson, wilsonHalfWidth } from './wilson.js';

/** Raw tallies from either engine: weight per joint code out of `total`. */
export interface Tally {
  readonly weights: Float64Array;
  readonly total: number;
  /** One histogram per metric: max + 2 bins, the last for values above max. */
  readonly metrics: readonly Float64Array[];
  /** Exact only: what was enumerated, in words. */
  readonly space?: string;
}

export interface RunInfo {
  readonly method: Method;
  readonly trials: number | null;
  readonly seed: number | null;
  /** False: no metric summaries (`metrics` empty), for a caller that reads only outcomes. */
  readonly summaries?: boolean;
}

/**
 * What a result is built from besides its counts: the kernel's axes and metrics and the
 * system's method section. A prepared matchup is one; a worker that prepared a matchup sends
 * its shape (`shapeOf`), plain data, so the thread that builds results need not prepare it.
 */
export interface ResultShape {
  readonly kernel: Pick<Kernel, 'axes' | 'metrics'>;
  readonly explanation: Explanation;
}

/** A prepared matchup's shape, without its kernel's tables and functions: what crosses from a worker. */
export function shapeOf(prepared: PreparedMatchup): ResultShape {
  return { kernel: { axes: prepared.kernel.axes, metrics: prepared.kernel.metrics }, explanation: prepared.explanation };
}

/** The combat kind a matchup names; its vocabulary and totals shape the result. */
export function kindOf(system: RuleSystem, combat: string): CombatKind {
  const kind = system.combatKinds.find((k) => k.id === combat);
  if (!kind) throw new Error(`internal: ${system.id} has no combat kind '${combat}'`);
  return kind;
}

/** The weights behind every reported probability: each side's outcomes and the kind's totals. */
interface ReportedWeights {
  readonly attacker: Record<string, number>;
  readonly defender: Record<string, number>;
  readonly totals: Record<string, number>;
}

function reportedWeights(kind: CombatKind, axes: readonly OutcomeAxis[], weights: Float64Array): ReportedWeights {
  const sums = axes.map((axis) => new Float64Array(axis.values.length));
  const sizes = axes.map((axis) => axis.values.length);
  for (let code = 0; code < weights.length; code++) {
    const w = weights[code] as number;
    if (w === 0) continue;
    // The code's value index on each axis (mixed radix, first axis most significant; see decode).
    let rest = code;
    for (let i = axes.length - 1; i >= 0; i--) {
      const size = sizes[i] as number;
      const s = sums[i] as Float64Array;
      const v = rest % size;
      s[v] = (s[v] as number) + w;
      rest = (rest - v) / size;
    }
  }
  // Axes are found by name: a kernel may order them as it likes. Each axis is summed once.
  const named = new Map<string, Record<string, number>>();
  const byName = (name: string): Record<string, number> => {
    let values = named.get(name);
    if (!values) {
      const i = axes.findIndex((a) => a.name === name);
      values = {};
      const axisValues = axes[i]?.values ?? [];
      for (let j = 0; j < axisValues.length; j++) values[axisValues[j] as string] = sums[i]?.[j] ?? 0;
      named.set(name, values);
    }
    return values;
  };
  const totals: Record<string, number> = {};
  for (const t of kind.totals) {
    const values = byName(t.axis);
    totals[t.id] = t.values.reduce((s, v) => s + (values[v] ?? 0), 0);
  }
  return { attacker: byName('attacker'), defender: byName('defender'), totals };
}

function mapValues<T>(obj: Readonly<Record<string, number>>, f: (v: number) => T): Record<string, T> {
  const out: Record<string, T> = {};
  for (const key in obj) out[key] = f(obj[key] as number);
  return out;
}

/** Largest 95% Wilson half-width over every reported probability out of `n`. */
function maxHalfWidth(r: ReportedWeights, n: number): number {
  const all = [...Object.values(r.attacker), ...Object.values(r.defender), ...Object.values(r.totals)];
  return Math.max(0, ...all.map((k) => wilsonHalfWidth(k, n)));
}

/** Largest 95% Wilson half-width over every reported probability: the precision reached. */
export function tallyHalfWidth(kind: CombatKind, axes: readonly OutcomeAxis[], tally: Tally): number {
  return maxHalfWidth(reportedWeights(kind, axes, tally.weights), tally.total);
}

/**
 * Check that a prepared kernel speaks its combat kind's vocabulary: the same axes, in the
 * same order, with the same values, and no metrics for a single roll. A mismatch is a
 * programming error in the rule system.
 */
export function checkAxes(system: RuleSystem, combat: string, kernel: Pick<Kernel, 'axes' | 'metrics'>): void {
  const kind = kindOf(system, combat);
  const axes = kernel.axes;
  const same = kind.axes.length === axes.length && kind.axes.every((a, i) => a.name === axes[i]?.name && a.values.join('|') === axes[i]?.values.join('|'));
  if (!same) throw new Error(`internal: ${system.id} ${combat} kernel axes do not match the combat kind's declaration`);
  // A single roll is worked where it is asked for (CombatKind.singleRoll): one with rounds to count is not one.
  if (kind.singleRoll && kernel.metrics.length > 0) throw new Error(`internal: ${system.id} ${combat} is declared a single roll but its kernel counts metrics`);
}

/**
 * Turn tallies into the result object: per-side marginals, the kind's derived totals, the
 * joint table, metric summaries and, for Monte Carlo, 95% Wilson intervals. Both engines end here.
 */
export function buildResult(system: RuleSystem, matchup: Matchup, prepared: ResultShape, tally: Tally, run: RunInfo): MatchupResult {
  const { axes } = prepared.kernel;
  const kind = kindOf(system, matchup.combat);
  const n = tally.total;
  const w = reportedWeights(kind, axes, tally.weights);
  const p = (k: number): number => k / n;
  const interval = (k: number): Interval => wilson(k, n);
  const mc = run.method === 'mc';
  const joint: Record<string, string | number>[] = [];
  for (let code = 0; code < tally.weights.length; code++) {
    const weight = tally.weights[code] ?? 0;
    if (weight <= 0) continue;
    const indices = decode(axes, code);
    const entry: Record<string, string | number> = {};
    for (let i = 0; i < axes.length; i++) {
      const axis = axes[i] as OutcomeAxis;
      entry[axis.name] = axis.values[indices[i] ?? 0] ?? '';
    }
    entry['p'] = weight / n;
    joint.push(entry);
  }
  const side = (s: Matchup['attacker']) => ({ troop: s.label, group: s.group, conditions: s.conditions });
  return {
    system: system.id,
    combat: matchup.combat,
    method: run.method,
    trials: run.trials,
    seed: run.seed,
    attacker: side(matchup.attacker),
    defender: side(matchup.defender),
    overlay: matchup.overlay ? { name: matchup.overlay.name, hash: matchup.overlay.hash } : null,
    options: matchup.options,
    outcomes: { attacker: mapValues(w.attacker, p), defender: mapValues(w.defender, p) },
    totals: mapValues(w.totals, p),
    intervals: mc ? { attacker: mapValues(w.attacker, interval), defender: mapValues(w.defender, interval) } : null,
    totalsIntervals: mc ? mapValues(w.totals, interval) : null,
    maxHalfWidth: mc ? maxHalfWidth(w, n) : 0,
    joint,
    metrics: run.summaries === false ? [] : prepared.kernel.metrics.map((spec, i) => summariseMetric(spec, tally.metrics[i] ?? new Float64Array(spec.max + 2), n, mc)),
    // The system wrote its method section before the run; a Monte Carlo run says what it was.
    explanation: mc ? asRun(prepared.explanation, run.trials ?? n, run.seed ?? 0) : prepared.explanation,
    enumerated: mc || !Number.isInteger(n) || n <= 1 ? null : n,
    exactSpace: mc ? null : (tally.space ?? null),
  };
}
