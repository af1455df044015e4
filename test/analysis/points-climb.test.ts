/**
 * Issue #36: a break-even search climbs points levels per type until its interval is one
 * pricing step wide, or says why it cannot. Worked on the synthetic power system, whose
 * break-even costs are known (a type of power p is worth p points).
 */
import { describe, expect, it } from 'vitest';
import { solveBreakEvens } from '../../src/app/solve.js';
import { planSystems } from '../../src/core/plan.js';
import { powerSystem } from './power-system.js';
import { breakEvenVerdict, levelVerdicts } from '../../src/analysis/verdicts.js';

const hooks = { note: () => {}, progress: () => ({ update: () => {}, finish: () => {} }) };
// A "giant": power 9.5, priced at 11; the field priced right at 1-4 points; prices in half points.
const system = { ...powerSystem({ a: 1, b: 2, c: 3, d: 4, g: 9.5 }, { a: 1, b: 2, c: 3, d: 4, g: 11 }), costStep: 0.5 };
const solve = async (field: Record<string, number>) => {
  const rows = await solveBreakEvens(hooks, system, null, {}, [{ name: 'open' }], new Map(Object.entries(field)), { systems: planSystems([system]), method: 'exact', target: { trials: 1 }, seed: 1, workers: 0 }, 12, 'g');
  expect(rows.map((r) => r.id)).toEqual(['g']);
  return rows[0]!.breakEven;
};

describe('points levels per type', () => {
  it('a type worth 9.5 climbs from 12 points (6-12) to one step wide around 9.5', async () => {
    const b = await solve({ a: 1, b: 1, c: 1, d: 1 });
    // 12 points: 1 figure (9.5) loses to 12 points of anything, 2 win: 6-12, estimate 8.
    expect(b.levels[0]).toMatchObject({ points: 12, interval: [6, 12], cost: 8, leftOut: [] });
    // 8 -> 168 points (21 figures: 8.00-7.64); there 17 lose (161.5 < 168) and 18 win: 9.33-9.88, estimate 9.6.
    expect(b.levels[1]).toMatchObject({ points: 168, interval: [168 / 18, 168 / 17], leftOut: ['a'] });
    // 9.6 -> 240 points: 25 lose (237.5), 26 win: 9.23-9.60; b would need 120 figures.
    expect(b.levels).toHaveLength(3);
    expect(b).toMatchObject({ points: 240, interval: [240 / 26, 240 / 25], leftOut: ['a', 'b'], reason: null });
    expect(b.interval![1] - b.interval![0]).toBeLessThanOrEqual(0.5);
    // At 11 points it is fair at 12 points a side, overcosted where the price can be told.
    expect(levelVerdicts(b, 11, 0.5)).toEqual(['fair', 'overcosted', 'overcosted']);
    expect(breakEvenVerdict(b, 11, 0.5)).toBe('overcosted');
  });

  it('stops, with its reason, where most of the field would need more than 100 figures', async () => {
    // a (1 point) carries two thirds of the field: above 100 points it cannot be fielded.
    const b = await solve({ a: 2, b: 1 });
    // 96 points: 10 figures (95) lose to 96, 11 win: 8.73-9.60, 1.7 steps.
    expect(b.levels.map((l) => l.points)).toEqual([12, 96]);
    expect(b.interval).toEqual([96 / 11, 96 / 10]);
    expect(b.reason).toBe('at 108 points 1 types of the field (the cheapest, e.g. a) would need more than 100 figures, over half its weight; the interval is 1.7 steps wide at 96 points');
  });
});
