import { describe, expect, it } from 'vitest';
import { armyWorth, pooledGeneral, pooledWorth, worthVerdict } from '../../src/analysis/army-worth.js';

const exact = (mean: number) => ({ mean, variance: 0 });

describe('worth in an army (d3h2 R53)', () => {
  // Worked by hand: C = 2*2 + 4 = 8 AP; D_a = 0.1, D_b = 0.2; L = 2*0.1 + 0.2 = 0.4;
  // lambda = 0.05 a point; worth_a = 0.1 / 0.05 = 2, worth_b = 0.2 / 0.05 = 4.
  const runs = {
    army: 'r',
    base: exact(0.6),
    types: [
      { troop: 'a', count: 2, cost: 2, without: exact(0.5) },
      { troop: 'b', count: 1, cost: 4, without: exact(0.4) },
    ],
    general: exact(0.55),
  };

  it('prices each type by what losing one costs, so the worths add up to the cost', () => {
    const w = armyWorth(runs);
    expect(w.lambda).toBeCloseTo(0.05, 12);
    expect(w.types.map((t) => t.worth)).toEqual([expect.closeTo(2, 12), expect.closeTo(4, 12)]);
    expect(w.types.reduce((s, t) => s + t.count * t.worth, 0)).toBeCloseTo(8, 12);
    // The general moved costs 0.05 of win chance: one AP's worth.
    expect(w.general?.worth).toBeCloseTo(1, 12);
    expect(w.types[0]?.se).toBe(0);
  });

  it('carries the Monte Carlo variance by the delta method', () => {
    // Only P(R) uncertain, variance 1e-4: d worth_a / d p0 = C (1/L - D_a N / L^2) = 8 (2.5 - 1.875) = 5.
    const w = armyWorth({ ...runs, base: { mean: 0.6, variance: 1e-4 } });
    expect(w.types[0]?.se).toBeCloseTo(0.05, 12);
    // d worth_b / d p0 = 8 (2.5 - 0.2 * 3 / 0.16) = -10.
    expect(w.types[1]?.se).toBeCloseTo(0.1, 12);
    // Only P(R less one b) uncertain: d worth_a / d p_b = 8 * 0.1 * 1 / 0.16 = 5.
    const v = armyWorth({ ...runs, types: [runs.types[0]!, { ...runs.types[1]!, without: { mean: 0.4, variance: 4e-4 } }] });
    expect(v.types[0]?.se).toBeCloseTo(5 * 0.02, 12);
    expect(v.types[0]?.interval[0]).toBeCloseTo(2 - 1.959964 * 0.1, 5);
  });

  it('cannot price an army whose elements cost it nothing to lose', () => {
    const w = armyWorth({ ...runs, types: runs.types.map((t) => ({ ...t, without: exact(0.7) })) });
    expect(w.lambda).toBeNull();
    expect(pooledWorth([w])[0]?.verdict).toBe('cannot tell');
  });

  it('pools a type over the armies that field it and judges it by its interval', () => {
    const one = armyWorth({ ...runs, base: { mean: 0.6, variance: 1e-4 } });
    const two = armyWorth({ ...runs, army: 's', base: { mean: 0.6, variance: 1e-4 } });
    const [a, b] = pooledWorth([one, two]);
    expect(a?.armies).toEqual(['r', 's']);
    expect(a?.se).toBeCloseTo(0.05 / Math.SQRT2, 12);
    expect(a?.verdict).toBe('fair');
    expect(b?.cost).toBe(4);
    expect(worthVerdict({ worth: 3, se: 0.1, interval: [2.8, 3.2] }, 2)).toBe('undercosted');
    expect(worthVerdict({ worth: 1, se: 0.1, interval: [0.8, 1.2] }, 2)).toBe('overcosted');
    expect(pooledGeneral([one, two])?.verdict).toBe('undercosted');
  });
});
