import type { BalanceAnalysis, BalanceRow } from '../../src/analysis/balance.js';
import type { BreakEven } from '../../src/analysis/break-even.js';
import { fitCost, fitTrust } from '../../src/analysis/cost-fit.js';
import type { BalanceContext, BalanceFacts } from '../../src/report/balance-format.js';

// Balance analyses made by hand, one per verdict basis, so each figure a chart draws can be
// worked out from these numbers alone.

/** A row with the fields every chart reads; the rest empty. */
function row(id: string, cost: number | null, strength: number, verdict: BalanceRow['verdict'], breakEven: BreakEven | null = null): BalanceRow {
  return {
    id,
    name: `Type ${id.toUpperCase()}`,
    cost,
    favourable: 0.5,
    strength,
    strengthPerPoint: cost === null ? null : Math.exp(strength) / cost,
    suggestedCost: null,
    verdict,
    // Searched at one level (12 points), judged there.
    breakEven: breakEven && { ...breakEven, leftOut: [], levels: [{ ...breakEven, leftOut: [] }], reason: null, verdicts: verdict === null ? [] : [verdict] },
    notModelled: [],
    band: null,
    fairCosts: null,
    couldTurn: false,
    worst: null,
    best: null,
    fielded: null,
    reasons: null,
  };
}

/** A break-even crossing at `cost` (interval `interval`) at 12 points. */
const crossing = (cost: number, interval: readonly [number, number]): BreakEven => ({ points: 12, cost, interval, evaluated: [], bound: null });

/**
 * Groups at 12 points, judged by break-even costs: a costs 2 and is worth 4 (3.5-4.5),
 * b costs 3 and is worth 3, c costs 6 and is worth 2; d's single figure already wins half
 * (worth at least 12); e's largest group, 24 figures, still loses (worth at most 12/24 = 0.5);
 * f has no cost. a and c never met (left out of the matrix).
 */
export const BREAK_EVEN_ANALYSIS: BalanceAnalysis = {
  rows: [
    row('a', 2, 1.5, 'undercosted', crossing(4, [3.5, 4.5])),
    row('b', 3, 0.2, 'fair', crossing(3, [2.8, 3.2])),
    row('c', 6, -1, 'overcosted', crossing(2, [1.8, 2.2])),
    row('d', 10, 2, 'cannot tell', { points: 12, cost: null, interval: null, evaluated: [{ figures: 1, share: 0.7, halfWidth: 0 }], bound: 'one-figure-wins' }),
    row('e', 5, -2.5, 'overcosted', { points: 12, cost: null, interval: null, evaluated: [{ figures: 1, share: 0, halfWidth: 0 }, { figures: 24, share: 0.2, halfWidth: 0 }], bound: 'largest-group-loses' }),
    row('f', null, -0.2, null),
  ],
  fit: fitCost([[2, 1.5], [3, 0.2], [6, -1], [10, 2], [5, -2.5]]),
  trust: fitTrust(fitCost([[2, 1.5], [3, 0.2], [6, -1], [10, 2], [5, -2.5]])),
  basis: 'break-even',
  bradleyTerry: { strengths: [1.5, 0.2, -1, 2, -2.5, -0.2], iterations: 10, change: 0 },
  share: [
    [NaN, 0.6, NaN, 0.4, 0.9, 0.7],
    [0.4, NaN, 0.55, 0.3, 0.8, 0.6],
    [NaN, 0.45, NaN, 0.2, 0.7, 0.5],
    [0.6, 0.7, 0.8, NaN, 0.95, 0.9],
    [0.1, 0.2, 0.3, 0.05, NaN, 0.4],
    [0.3, 0.4, 0.5, 0.1, 0.6, NaN],
  ],
  games: [],
  fieldWeights: [],
  trials: null,
};

const FIT_POINTS = [[1, -1], [2, 0], [3, 0.2], [4, 1.9], [5, 2]] as const;

/** Single elements judged by the cost line: five costed types, strengths rising with cost. */
export const FIT_ANALYSIS: BalanceAnalysis = {
  rows: [row('a', 1, -1, 'fair'), row('b', 2, 0, 'undercosted'), row('c', 3, 0.2, 'overcosted'), row('d', 4, 1.9, 'fair'), row('e', 5, 2, 'cannot tell')],
  fit: fitCost(FIT_POINTS),
  trust: fitTrust(fitCost(FIT_POINTS)),
  basis: 'fit',
  bradleyTerry: { strengths: FIT_POINTS.map((p) => p[1]), iterations: 10, change: 0 },
  share: FIT_POINTS.map((_, i) => FIT_POINTS.map((__, j) => (i === j ? NaN : 0.5))),
  games: [],
  fieldWeights: [],
  trials: null,
};

export const FACTS: BalanceFacts = { title: 'Test rules', names: Object.fromEntries('abcdef'.split('').map((id) => [id, `Type ${id.toUpperCase()}`])), maxFigures: 24 };

export const GROUPS_CONTEXT: BalanceContext = { system: 'test', overlay: null, field: 'uniform', method: 'exact', points: 12 };
export const ELEMENTS_CONTEXT: BalanceContext = { ...GROUPS_CONTEXT, points: null };
