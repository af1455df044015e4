import type { BalanceAnalysis, BalanceRow } from './balance.js';
import type { Verdict } from './cost-fit.js';
import { couldTurn, type TrialsBasis } from './could-turn.js';
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
