/**
 * A type's break-even cost in armies (src/rules/common/battle/RULINGS.md B19), read from scores
 * worked by hand: its armies score 0.7 at 1 AP, 0.6 at 1.5 and 0.45 at 2, so the score falls
 * through a half between 1.5 and 2, on the line between them at 1.5 + 0.1 / 0.3 = 1.8333 AP.
 */
import { describe, expect, it } from 'vitest';
import { breakEvens, priceGrid, type BreakEvenCell } from '../../src/app/battle-break-even.js';
import type { MatchupResult } from '../../src/core/result.js';

/** A cell and a result scoring `score` (all wins, so its variance is score (1 - score) / trials). */
const at = (troop: string, price: number, score: number, trials: number | null = 400): [BreakEvenCell, MatchupResult] => [
  { troop, price, matchup: null as never },
  { trials, totals: { attackerWins: score, draws: 0, defenderWins: 1 - score } } as unknown as MatchupResult,
];

describe('the break-even search in armies', () => {
  it('tries the cost and -4 to +8 pricing steps about it, above nothing and within the budget', () => {
    expect(priceGrid(2, 0.5, 24)).toEqual([1, 1.5, 2, 2.5, 3, 4, 6]);
    expect(priceGrid(4, 0.5, 5)).toEqual([2, 3, 3.5, 4, 4.5, 5]);
  });

  it('reads the cost on the line between the two prices about a half, with its interval from their errors over the slope', () => {
    const pairs = [at('knights', 1, 0.7), at('knights', 1.5, 0.6), at('knights', 2, 0.45)];
    const b = breakEvens(pairs.map((p) => p[0]), pairs.map((p) => p[1]), () => 2).get('knights');
    expect(b?.breakEven).toBeCloseTo(1.5 + 0.1 / 0.3, 12);
    // Variances 0.24/400 and 0.2475/400; their mean's root, times 1.96, over the slope 0.3 AP^-1.
    const half = (1.959963984540054 * Math.sqrt((0.24 + 0.2475) / 2 / 400)) / 0.3;
    expect(b?.interval?.[1]).toBeCloseTo((b?.breakEven ?? 0) + half, 12);
    expect(b?.bound).toBeNull();
  });

  it('averages every battle at a price, and gives a bound where the grid holds no crossing', () => {
    const pairs = [at('blades', 1, 0.3), at('blades', 1, 0.4), at('blades', 2, 0.2)];
    const b = breakEvens(pairs.map((p) => p[0]), pairs.map((p) => p[1]), () => 2).get('blades');
    expect(b?.scores.map((s) => [s.price, s.score])).toEqual([[1, 0.35], [2, 0.2]]);
    expect(b?.breakEven).toBeNull();
    expect(b?.bound).toEqual({ side: 'at-most', price: 1 });
    const strong = [at('heroes', 4, 0.9), at('heroes', 8, 0.7)];
    expect(breakEvens(strong.map((p) => p[0]), strong.map((p) => p[1]), () => 4).get('heroes')?.bound).toEqual({ side: 'at-least', price: 8 });
  });
});
