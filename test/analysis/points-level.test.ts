import { describe, expect, it } from 'vitest';
import { pointsLevel } from '../../src/analysis/points-level.js';

describe('the points level a price can be told to one step at', () => {
  it('is the start when the whole sizes are already close enough', () => {
    // 12 points: 8 figures at 1.50, 9 at 1.33: 0.17 apart.
    expect(pointsLevel(12, 1.45, 0.5)).toBe(12);
  });

  it('climbs by multiples of the start until the two sizes around the estimate are one step apart', () => {
    // 2.58: 12 points gives 4 or 5 figures (3.00 - 2.40, 0.60 apart); 24 gives 9 or 10 (2.67 - 2.40, 0.27).
    expect(pointsLevel(12, 2.58, 0.5)).toBe(24);
    // 9.69: 192 points gives 19 or 20 figures (10.11 - 9.60, 0.505 apart); 204 gives 21 or 22 (9.71 - 9.27, 0.44).
    expect(pointsLevel(12, 9.69, 0.5)).toBe(204);
    // Worth more than the start: 1 figure is not enough until 2 are close: 14 at 12 needs n = floor(P / 14) >= 1.
    expect(pointsLevel(12, 14, 0.5)).toBe(396); // 28 or 29 figures: 14.14 - 13.66, 0.49 apart
  });
});
