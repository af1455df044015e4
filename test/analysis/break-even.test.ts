import { describe, expect, it } from 'vitest';
import { breakEven } from '../../src/analysis/break-even.js';
import { cli } from '../cli/run-cli.js';

const exactly = (share: (n: number) => number) => async (n: number) => ({ figures: n, share: share(n), halfWidth: 0 });

describe('break-even cost by bisection over the group size', () => {
  it('finds a known break-even: share = 1 - 0.9^n crosses 50% between 6 and 7 figures', async () => {
    const share = (n: number): number => 1 - 0.9 ** n;
    const r = await breakEven(24, 100, exactly(share));
    const figures = 6 + (0.5 - share(6)) / (share(7) - share(6));
    expect(r.cost).toBeCloseTo(24 / figures, 12);
    expect(r.interval).toEqual([24 / 7, 24 / 6]);
    expect(r.evaluated.length).toBeLessThanOrEqual(Math.ceil(Math.log2(100)) + 2); // bisection, not a scan
  });

  it('says when no group size crosses 50%', async () => {
    expect((await breakEven(24, 10, exactly(() => 0.7))).bound).toBe('one-figure-wins');
    expect((await breakEven(24, 10, exactly(() => 0.3))).bound).toBe('largest-group-loses');
  });

  it('widens the interval by the shares sampling error, around the exact answer', async () => {
    const exact = await breakEven(24, 48, exactly((n) => n / 20));
    const sampled = await breakEven(24, 48, async (n) => ({ figures: n, share: n / 20, halfWidth: 0.01 }));
    expect(exact.cost).toBeCloseTo(2.4, 12);
    const [low, high] = sampled.interval ?? [NaN, NaN];
    expect(low).toBeLessThan(2.4);
    expect(high).toBeGreaterThan(2.4);
  });
});

describe('balance --solve', () => {
  it('on test-pool (exact) matches a scan of every group size', async () => {
    const json = JSON.parse((await cli('balance', 'test-pool', '--solve', '--method', 'exact', '--format', 'json')).stdout);
    expect(json).toMatchObject({ system: 'test-pool', points: 12, combat: 'volley' });
    for (const row of json.troops) {
      const shares: { figures: number; share: number }[] = row.evaluated;
      const crossing = shares.find((s) => s.share >= 0.5);
      const before = [...shares].reverse().find((s) => s.share < 0.5);
      expect(crossing && before, row.id).toBeTruthy();
      expect(crossing!.figures - before!.figures, `${row.id}: the two sizes either side of 50% are adjacent`).toBe(1);
      expect(row.breakEvenCost).toBeGreaterThanOrEqual(12 / crossing!.figures - 1e-12);
      expect(row.breakEvenCost).toBeLessThanOrEqual(12 / before!.figures + 1e-12);
    }
  });
});

describe('break-even from a guess', () => {
  const share = (n: number): number => 1 - 0.9 ** n;

  it('finds the same crossing as the bisection, in three sizes when the guess is right', async () => {
    const bisected = await breakEven(24, 100, exactly(share));
    const guessed = await breakEven(24, 100, exactly(share), 7);
    expect(guessed.cost).toBe(bisected.cost);
    expect(guessed.interval).toEqual([24 / 7, 24 / 6]);
    expect(guessed.evaluated.map((s) => s.figures)).toEqual([6, 7]);
  });

  it('gallops to the crossing from a guess far off, either side', async () => {
    for (const guess of [1, 2, 40, 100]) {
      const r = await breakEven(24, 100, exactly(share), guess);
      expect(r.interval, `guess ${guess}`).toEqual([24 / 7, 24 / 6]);
      expect(r.evaluated.length, `guess ${guess}`).toBeLessThanOrEqual(2 * Math.ceil(Math.log2(100)) + 1);
    }
  });

  it('says when no size crosses 50%, from a guess too', async () => {
    expect((await breakEven(24, 10, exactly(() => 0.7), 5)).bound).toBe('one-figure-wins');
    expect((await breakEven(24, 10, exactly(() => 0.3), 5)).bound).toBe('largest-group-loses');
  });
});

describe('balance --solve prints verdicts', () => {
  it('on test-pool (exact): each type judged at the level shown, in the table, JSON and CSV', async () => {
    const table = (await cli('balance', 'test-pool', '--solve', '--method', 'exact')).stdout;
    expect(table).toMatch(/^ {2}type +cost +points +break-even +95% interval +verdict +earlier levels$/m);
    // militia (cost 1): 9 figures at 12 points lose, 10 win: 1.20-1.33, one step wide; 1 is fair.
    expect(table).toMatch(/^ {2}militia +1\.00 +12 +1\.25 +1\.20 - 1\.33 +fair +-$/m);
    const json = JSON.parse((await cli('balance', 'test-pool', '--solve', '--method', 'exact', '--format', 'json')).stdout);
    expect(json.step).toBe(1);
    for (const row of json.troops) {
      expect(row.levels.at(-1).points, row.id).toBe(row.points);
      expect(row.verdict, row.id).toBe(row.levels.at(-1).verdict);
      expect(row.interval[1] - row.interval[0], row.id).toBeLessThanOrEqual(1);
      expect(row.reason, row.id).toBeNull();
    }
    const csv = (await cli('balance', 'test-pool', '--solve', '--method', 'exact', '--format', 'csv')).stdout;
    expect(csv.split('\n')[0]).toBe('system,overlay,field,method,id,cost,points,break_even_cost,interval_low,interval_high,bound,verdict,verdict_moved,earlier_levels,left_out,reason');
    expect(csv).toMatch(/\ntest-pool,,modelled,exact,militia,1,12,1\.2\d*,1\.2,1\.333\d*,,fair,no,,,\n/);
  });
});
