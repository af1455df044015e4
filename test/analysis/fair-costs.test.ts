/**
 * Issue #47: the costs a cost-line verdict calls fair (cost-fit.ts `fairCosts`), worked by
 * hand for a four-type line, and checked against the verdict itself at their ends.
 */
import { describe, expect, it } from 'vitest';
import { fairCosts, fitCost, verdict } from '../../src/analysis/cost-fit.js';

// Costs 0..3, strengths 0, 1, 1, 2: slope 3/5 = 0.6, intercept 0.1, residuals -0.1, 0.3,
// -0.3, 0.1 (sum of squares 0.2, residual SE sqrt(0.1)), mean cost 1.5, Sxx 5.
const fit = fitCost([[0, 0], [1, 1], [2, 1], [3, 2]]);

describe('fairCosts', () => {
  it('is worked by hand for a type of strength 1 (the line at cost 1.5)', () => {
    // t(0.9; 2 df) = 1.885618, k^2 = t^2 x 0.1 = 0.355556, q = k^2 / Sxx = 0.071111;
    // (0.9 - 0.6c)^2 <= k^2 (1 + 1/4) + q (c - 1.5)^2 is
    // 0.288889 c^2 - 0.866667 c + 0.205556 <= 0: c from 0.2597 to 2.7403, about 1.5.
    const [low, high] = fairCosts(fit, 1) ?? [NaN, NaN];
    expect(low).toBeCloseTo(0.2597, 3);
    expect(high).toBeCloseTo(2.7403, 3);
  });

  it('ends where the verdict stops calling the type fair', () => {
    for (const strength of [-0.4, 0.3, 1, 2.2]) {
      const [low, high] = fairCosts(fit, strength) ?? [NaN, NaN];
      expect([verdict(fit, low + 1e-6, strength), verdict(fit, high - 1e-6, strength)]).toEqual(['fair', 'fair']);
      expect([verdict(fit, low - 1e-6, strength), verdict(fit, high + 1e-6, strength)]).toEqual(['undercosted', 'overcosted']);
    }
  });

  it('is the line\'s own cost where no type is off the line', () => {
    expect(fairCosts(fitCost([[1, 0], [2, 1], [3, 2]]), 1)).toEqual([2, 2]);
  });
});
