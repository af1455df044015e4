import { describe, expect, it } from 'vitest';
import { moraleResult, postMeleeMorale } from '../../../src/rules/chainmail/morale.js';

describe('chainmail post-melee morale (003:410-436)', () => {
  it('the worked example: 10 Heavy Horse kill 8 of 20 Heavy Foot, lose 2, die 3: 90 against 64, the foot fall back half a move', () => {
    // Horse: (8 - 2) x 3 = 18 for greater kills, + 9 x 8 survivors = 72: 90. Foot: 12 - 8 = 4 more
    // survivors, + 5 x 12 = 60: 64. Difference 26: back 1/2 move. 20 Heavy Foot: not doubled.
    expect(postMeleeMorale({ start: 10, casualties: 2, rating: 9 }, { start: 20, casualties: 8, rating: 5 }, 3)).toEqual({ attacker: 90, defender: 64, reacting: 'defender', result: 'back-half' });
  });

  it('doubles the totals when both sides had fewer than 20 figures, or (option) their sum was under 20', () => {
    const a = { start: 10, casualties: 2, rating: 9 };
    const d = { start: 19, casualties: 8, rating: 5 };
    // Horse: 6 x 3 + 72 = 90; foot 11 survivors v 8: 3 + 55 = 58. Doubled: 180 against 116, difference 64: retreat.
    expect(postMeleeMorale(a, d, 3)).toEqual({ attacker: 180, defender: 116, reacting: 'defender', result: 'retreat' });
    // Their sum, 29, is not under 20: 90 against 58, difference 32: back 1/2 move.
    expect(postMeleeMorale(a, d, 3, 'total-under-20')).toEqual({ attacker: 90, defender: 58, reacting: 'defender', result: 'back-half' });
  });

  it('rolls no die on equal casualties, and equal totals continue the melee', () => {
    expect(postMeleeMorale({ start: 10, casualties: 3, rating: 5 }, { start: 10, casualties: 3, rating: 5 }, 6)).toEqual({ attacker: 70, defender: 70, reacting: null, result: 'continue' });
  });

  it('reads the bands of lines 425-430 at their edges', () => {
    expect([19, 20, 39, 40, 59, 60, 79, 80, 99, 100, 250].map(moraleResult)).toEqual(['continue', 'back-half', 'back-half', 'back-1', 'back-1', 'retreat', 'retreat', 'rout', 'rout', 'surrender', 'surrender']);
  });
});
