import { errorFunction, probit } from 'simple-statistics';
import { describe, expect, it } from 'vitest';
import { wilson, Z95 } from '../../src/engine/wilson.js';

describe('the Wilson interval', () => {
  it('uses the 97.5% normal quantile: Φ(Z95) = 0.975, checked with simple-statistics errorFunction', () => {
    // Φ(z) = (1 + erf(z / √2)) / 2; simple-statistics' erf is good to about 1e-7.
    expect((1 + errorFunction(Z95 / Math.SQRT2)) / 2).toBeCloseTo(0.975, 7);
    // Why not probit: its inverse-erf approximation gives 1.9572, 0.14% short, which Φ shows.
    expect(Math.abs((1 + errorFunction(probit(0.975) / Math.SQRT2)) / 2 - 0.975)).toBeGreaterThan(1e-4);
  });

  it('matches a published value: 50 of 100 gives [0.4038, 0.5962] (R: prop.test without correction)', () => {
    const [low, high] = wilson(50, 100);
    expect(low).toBeCloseTo(0.4038, 4);
    expect(high).toBeCloseTo(0.5962, 4);
  });
});
