import { describe, expect, it } from 'vitest';
import { twoDiceAtLeast } from '../../../src/rules/chainmail/checks.js';

describe('two-dice checks (003:488-519), worked by hand', () => {
  it('the Loss Table scores to remain: 8, 7, 6, 5 and 4 or better', () => {
    // Ways to roll at least s on 2d6: 12:1, 11:3, 10:6, 9:10, 8:15, 7:21, 6:26, 5:30, 4:33, 3:35, 2:36.
    expect([8, 7, 6, 5, 4].map((s) => twoDiceAtLeast(s) * 36)).toEqual([15, 21, 26, 30, 33]);
  });

  it('the charge table with its modifiers: Peasants against Heavy horse need 11, Light Foot charged in the flank by Medium 9 - 1', () => {
    expect(twoDiceAtLeast(11) * 36).toBe(3);
    // Flank: 1 off the dice, so 10 or better on them: 6 ways.
    expect(twoDiceAtLeast(9, -1) * 36).toBe(6);
    // Rear: 2 off: Heavy Horse against Heavy (5) need 7 on the dice: 21 ways.
    expect(twoDiceAtLeast(5, -2) * 36).toBe(21);
    // Both charging, horse add 2: Medium Horse against Heavy (6) need 4 on the dice: 33 ways.
    expect(twoDiceAtLeast(6, 2) * 36).toBe(33);
    // Beyond the dice: always, or never.
    expect([twoDiceAtLeast(2), twoDiceAtLeast(13)]).toEqual([1, 0]);
  });
});
