import { describe, expect, it } from 'vitest';
import { bradleyTerry } from '../../src/analysis/bradley-terry.js';
import { fitCost, predictionBand, suggestedCost, verdict } from '../../src/analysis/cost-fit.js';

describe('Bradley-Terry by maximum likelihood', () => {
  it('recovers known strengths from a synthetic matrix', () => {
    const truth = [-1, 0, 0.5, 1.2, -0.7];
    const games = 1e7; // many games: the virtual half-won game barely moves the estimate
    const wins = truth.map((si, i) => truth.map((sj, j) => (i === j ? 0 : (games * Math.exp(si)) / (Math.exp(si) + Math.exp(sj)))));
    const fit = bradleyTerry(wins);
    const mean = truth.reduce((s, x) => s + x, 0) / truth.length;
    fit.strengths.forEach((s, i) => expect(s).toBeCloseTo((truth[i] ?? 0) - mean, 5));
    expect(fit.change).toBeLessThanOrEqual(1e-10);
  });

  it('stays finite for a type that wins everything', () => {
    const fit = bradleyTerry([[0, 4, 4], [0, 0, 2], [0, 2, 0]]);
    expect(fit.strengths.every(Number.isFinite)).toBe(true);
    expect(fit.strengths[0]).toBeGreaterThan(fit.strengths[1] ?? 0);
  });
});

describe('strength against cost', () => {
  // x = 1..5, y = 1, 2, 2, 4, 5: by hand Sxx = 10, Sxy = 10, slope 1, intercept -0.2,
  // residuals 0.2, 0.2, -0.8, 0.2, 0.2: SSres 0.8, s = sqrt(0.8 / 3); SStot 10.8, r² = 1 - 0.8 / 10.8.
  const fit = fitCost([[1, 1], [2, 2], [3, 2], [4, 4], [5, 5]]);

  it('is the least-squares line with its r²', () => {
    expect(fit.slope).toBeCloseTo(1, 12);
    expect(fit.intercept).toBeCloseTo(-0.2, 12);
    expect(fit.r2).toBeCloseTo(1 - 0.8 / 10.8, 12);
    expect(fit.residualSe).toBeCloseTo(Math.sqrt(0.8 / 3), 12);
  });

  it('has an 80% prediction band from t on n - 2 degrees of freedom (R: predict(lm, interval = "prediction", level = 0.8))', () => {
    // qt(0.9, 3) = 1.637744; at x = 3: 2.8 ± 1.637744 * sqrt(0.8 / 3) * sqrt(1 + 1/5).
    const half = 1.637744 * Math.sqrt(0.8 / 3) * Math.sqrt(1.2);
    const [low, high] = predictionBand(fit, 3);
    expect(low).toBeCloseTo(2.8 - half, 5);
    expect(high).toBeCloseTo(2.8 + half, 5);
  });

  it('gives verdicts against the band and costs from the line, rounded to the step', () => {
    expect(verdict(fit, 3, 2.8)).toBe('fair');
    expect(verdict(fit, 3, 4.5)).toBe('undercosted');
    expect(verdict(fit, 3, 1)).toBe('overcosted');
    expect(suggestedCost(fit, 4.5, 0.5)).toBe(4.5); // (4.5 + 0.2) / 1 = 4.7 -> 4.5
    expect(suggestedCost(fit, -3, 0.5)).toBe(0.5); // never below one step
    expect(suggestedCost(fitCost([[1, 2], [2, 1], [3, 0]]), 1, 1)).toBeNull(); // strength falls with cost
  });
});
