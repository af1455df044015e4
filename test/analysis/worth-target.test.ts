import { describe, expect, it } from 'vitest';
import { WORTH_TARGET_AP, worthShort } from '../../src/analysis/worth-target.js';

describe('the precision a worth in an army aims at (issue 49)', () => {
  it('is a quarter AP, half of D3H2\'s half-AP pricing step (002:79)', () => {
    expect(WORTH_TARGET_AP).toBe(0.25);
  });

  it('names the battles a matchup that bring a wider interval within it: n (h / 0.25)^2, up to two figures', () => {
    // Half-width 0.5 at 400: (0.5 / 0.25)^2 = 4 times the battles, exactly 1,600 (not 1,700 from rounding).
    expect(worthShort([1.5, 2.5], 400)).toEqual({ halfWidth: 0.5, battles: 1600 });
    // Half-width 0.3 at 200: 200 x 1.44 = 288, up to two figures 290.
    expect(worthShort([1.7, 2.3], 200)?.battles).toBe(290);
    // Half-width 4.87 at 200: 200 x 379.47 = 75,894, up to 76,000.
    expect(worthShort([6.08, 15.82], 200)?.battles).toBe(76_000);
  });

  it('is silent where the interval is within it, or where no worth could be priced', () => {
    expect(worthShort([1.75, 2.25], 400)).toBeNull();
    expect(worthShort([1.9, 2.3], 400)).toBeNull();
    expect(worthShort([NaN, NaN], 400)).toBeNull();
  });
});
