import type { BalanceAnalysis, BalanceRow } from './balance.js';
import type { Verdict } from './cost-fit.js';
import { boundCost, type BreakEven, type JudgedBreakEven, type LevelledBreakEven, type SolveRow } from './break-even.js';

/**
 * A type's verdict from its break-even cost (what it is worth at equal points against the
 * field): undercosted when its cost is below the interval by more than half a pricing
 * step, overcosted when above it by more than that, else fair. A bound (one figure already
 * wins half, or the largest group still loses) judges only a cost on the bound's far side.
 *
 * @example
 * breakEvenVerdict({ cost: 3.1, interval: [3.0, 3.2], bound: null, ... }, 2, 0.5); // => 'undercosted'
 */
export function breakEvenVerdict(b: BreakEven, cost: number, step: number): Verdict | 'cannot tell' {
  const slack = step / 2;
  if (b.bound === 'one-figure-wins') return cost < b.points - slack ? 'undercosted' : 'cannot tell';
  if (b.bound === 'largest-group-loses') return cost > (boundCost(b)?.cost ?? Infinity) + slack ? 'overcosted' : 'cannot tell';
  if (b.interval === null || b.cost === null) return 'cannot tell';
  if (cost < b.interval[0] - slack) return 'undercosted';
  if (cost > b.interval[1] + slack) return 'overcosted';
  return 'fair';
}

/**
 * A type's verdict at each points level its search looked at, the starting level first; the
 * last is the one it is judged by (breakEvenVerdict of the row's own break-even).
 *
 * @example
 * levelVerdicts({ levels: [{ points: 12, interval: [6, 12], ... }, { points: 240, interval: [9.23, 9.6], ... }], ... }, 11, 0.5); // => ['fair', 'overcosted']
 */
export function levelVerdicts(b: LevelledBreakEven, cost: number, step: number): (Verdict | 'cannot tell')[] {
  return b.levels.map((level) => breakEvenVerdict(level, cost, step));
}

/** A levelled break-even with its verdict at each level (levelVerdicts). */
export function judged(b: LevelledBreakEven, cost: number, step: number): JudgedBreakEven {
  return { ...b, verdicts: levelVerdicts(b, cost, step) };
}

/** Whether the verdict at some level searched differs from the one that stands (the last). */
export function verdictMoved(b: JudgedBreakEven): boolean {
  return b.verdicts.some((v) => v !== b.verdicts.at(-1));
}

/**
 * The analysis judged by break-even costs (systems of groups): each row's break-even with
 * its verdict at each level, the verdict at the level it is judged at, and suggested cost
 * (the break-even, to the step).
 */
export function withBreakEvens(analysis: BalanceAnalysis, solved: readonly SolveRow[], step: number): BalanceAnalysis {
  const byId = new Map(solved.map((s) => [s.id, s.breakEven]));
  const rows = analysis.rows.map((r): BalanceRow => {
    const b = byId.get(r.id);
    if (!b || r.cost === null) return { ...r, breakEven: null, verdict: null, suggestedCost: null, fairCosts: null };
    const suggested = b.cost === null ? null : Math.max(step, Math.round(b.cost / step) * step);
    // Fair within half a step of the interval (breakEvenVerdict); a bound judges no cost fair.
    const fair = b.bound === null && b.interval !== null ? ([b.interval[0] - step / 2, b.interval[1] + step / 2] as const) : null;
    return { ...r, breakEven: judged(b, r.cost, step), verdict: breakEvenVerdict(b, r.cost, step), suggestedCost: suggested, fairCosts: fair };
  });
  return { ...analysis, rows, basis: 'break-even' };
}

/** The Monte Carlo trials a matchup a verdict's interval rests on, where that is not the command's default, and the default. */
export interface TrialsBasis {
  readonly trials: number;
  readonly defaultTrials: number;
}

/**
 * Whether a run at the command's default trials could give another verdict than this one.
 * A verdict reads a cost against a 95% interval: undercosted when the cost lies below the
 * interval by more than `slack`, overcosted above it by more, else fair. A default run's
 * interval has this one's half-width times sqrt(trials / defaultTrials) (Monte Carlo error
 * falls as one over the root of the trials) and its centre could lie anywhere in this
 * interval; the verdict could turn when some such interval judges the cost otherwise.
 * False where the run is the default's (`basis` null) or the interval is unknown.
 *
 * @example
 * // worth 2.40 (2.10-2.70) at 2,000 battles, cost 2: undercosted; at 4,000 the half-width
 * // is 0.30 / sqrt(2) = 0.21, and an interval centred at 2.10 (2.10 - 0.21 = 1.89 <= 2) holds 2
 * couldTurn('undercosted', [2.1, 2.7], 2, 0, { trials: 2000, defaultTrials: 4000 }); // => true
 */
export function couldTurn(verdict: Verdict | 'cannot tell' | null, interval: readonly [number, number] | null, cost: number, slack: number, basis: TrialsBasis | null): boolean {
  if (basis === null || interval === null || verdict === null || verdict === 'cannot tell' || !interval.every(Number.isFinite)) return false;
  const [low, high] = interval;
  const half = ((high - low) / 2) * Math.sqrt(basis.trials / basis.defaultTrials);
  const possible = new Set<Verdict>();
  if (cost < high - half - slack) possible.add('undercosted');
  if (cost > low + half + slack) possible.add('overcosted');
  if (cost >= low - half - slack && cost <= high + half + slack) possible.add('fair');
  return [...possible].some((v) => v !== verdict);
}

/** The mark a verdict that could turn carries wherever it is printed, and what it means. */
export const COULD_TURN_MARK = '?';

/** A verdict as printed: with the mark where a default run could turn it ('fair?'). */
export function verdictText(verdict: string, turns: boolean): string {
  return turns ? `${verdict}${COULD_TURN_MARK}` : verdict;
}

/** The words a verdict rests on where its trials are not the default: 'from 2,000 battles a matchup, not the default 4,000'. */
export function trialsText(basis: TrialsBasis, unit: string): string {
  const n = (x: number): string => x.toLocaleString('en-US');
  return `from ${n(basis.trials)} ${unit} a matchup, not the default ${n(basis.defaultTrials)}`;
}

/** The legend of the mark: what the verdicts rest on and what '?' says. */
export function couldTurnLegend(basis: TrialsBasis, unit: string): string {
  return `Verdicts ${trialsText(basis, unit)}; ${COULD_TURN_MARK} marks a verdict a run at the default could turn (a default run's narrower interval, centred anywhere in this one, could judge the cost otherwise).`;
}

/**
 * The analysis with what its break-even verdicts rest on (`basis`: the search's trials a
 * matchup and its default's, null at the default) and each verdict marked where a search at
 * the default could turn it: its judged interval against its cost, half a step of slack.
 */
export function withTrialsBasis(analysis: BalanceAnalysis, basis: TrialsBasis | null, step: number): BalanceAnalysis {
  if (analysis.basis !== 'break-even' || basis === null) return analysis;
  const rows = analysis.rows.map((r): BalanceRow => {
    const b = r.breakEven;
    const turns = b !== null && b.bound === null && r.cost !== null && couldTurn(r.verdict, b.interval, r.cost, step / 2, basis);
    return { ...r, couldTurn: turns };
  });
  return { ...analysis, rows, trials: basis };
}
