/**
 * Issue #47: a verdict from other trials than the command's default is marked where a run at
 * the default could turn it (verdicts.ts `couldTurn`). Each case is worked by hand: a default
 * run's half-width is this one's times sqrt(trials / default), its centre anywhere in this
 * interval.
 */
import { describe, expect, it } from 'vitest';
import { couldTurn } from '../../src/analysis/could-turn.js';

const HALF = { trials: 2000, defaultTrials: 4000 };

describe('couldTurn', () => {
  it('marks an undercosted worth whose interval ends within a default half-width of the cost', () => {
    // 2.40 (2.10-2.70), cost 2: half-width 0.30, the default's 0.30 / sqrt(2) = 0.212;
    // centred at 2.10 it reaches 1.888 <= 2, so a default run could call it fair.
    expect(couldTurn('undercosted', [2.1, 2.7], 2, 0, HALF)).toBe(true);
    // 2.60 (2.30-2.90): centred at 2.30 it reaches 2.088 > 2: undercosted whatever the default finds.
    expect(couldTurn('undercosted', [2.3, 2.9], 2, 0, HALF)).toBe(false);
  });

  it('marks every fair verdict from fewer trials than the default, and none from the default itself', () => {
    // 2.10 (1.80-2.40), cost 2: centred at 2.40 a default interval runs from 2.188: undercosted.
    expect(couldTurn('fair', [1.8, 2.4], 2, 0, HALF)).toBe(true);
    // Even with the cost at the centre: a default interval centred at 2.40 starts at 2.19 > 2.10.
    expect(couldTurn('fair', [1.8, 2.4], 2.1, 0, HALF)).toBe(true);
    expect(couldTurn('fair', [1.8, 2.4], 2.1, 0, null)).toBe(false);
    // Four times the default's trials: the default's half-width is twice this one's (0.6), so
    // an interval centred at 2.40 reaches 1.80 and one at 1.80 reaches 2.40: both hold 2.10.
    expect(couldTurn('fair', [1.8, 2.4], 2.1, 0, { trials: 16000, defaultTrials: 4000 })).toBe(false);
  });

  it('reads a break-even verdict with its half-step slack', () => {
    // Break-even 3.1 (3.0-3.2), step 0.5 (slack 0.25), 250 trials of 500: default half-width
    // 0.1 x sqrt(1/2) = 0.0707. Cost 2: undercosted, and fair only from 3.0 - 0.0707 - 0.25 = 2.679.
    const basis = { trials: 250, defaultTrials: 500 };
    expect(couldTurn('undercosted', [3.0, 3.2], 2, 0.25, basis)).toBe(false);
    // Cost 2.7: still below 2.75, so undercosted, but within 2.679: a default run could call it fair.
    expect(couldTurn('undercosted', [3.0, 3.2], 2.7, 0.25, basis)).toBe(true);
  });

  it('has nothing to turn without a verdict or an interval', () => {
    expect(couldTurn('cannot tell', [0, 9], 2, 0, HALF)).toBe(false);
    expect(couldTurn('fair', null, 2, 0, HALF)).toBe(false);
    expect(couldTurn('fair', [Number.NaN, Number.NaN], 2, 0, HALF)).toBe(false);
  });
});
