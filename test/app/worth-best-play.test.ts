/** Best play's choice (src/rules/common/battle/RULINGS.md B20): the plan scoring most, the first on a tie; the choosing battles' own seed. */
import { describe, expect, it } from 'vitest';
import { bestPlan, chooseSeed } from '../../src/app/worth-best-play.js';

const scored = (...means: number[]) => (['line', 'refuse', 'envelop', 'hold', 'reserve'] as const).map((plan, i) => ({ plan, score: { mean: means[i] as number, variance: 0.001 } }));

describe('best play', () => {
  it('chooses the plan whose mean score against the field is highest, the one listed first on a tie', () => {
    expect(bestPlan(scored(0.4, 0.55, 0.3, 0.2, 0.5))).toBe('refuse');
    expect(bestPlan(scored(0.4, 0.5, 0.3, 0.5, 0.5))).toBe('refuse');
    expect(bestPlan(scored(0.5, 0.5, 0.5, 0.5, 0.5))).toBe('line');
  });

  it('draws the choosing battles\' seed from the run\'s: a whole number below 2^53, another for each seed, the same every time', () => {
    const seeds = [0, 1, 2, 12345, Number.MAX_SAFE_INTEGER].map(chooseSeed);
    for (const s of seeds) expect(Number.isSafeInteger(s) && s >= 0).toBe(true);
    expect(new Set(seeds).size).toBe(seeds.length);
    expect(seeds).not.toContain(1);
    expect(chooseSeed(1)).toBe(seeds[1]);
  });
});
