/**
 * Issue #33: the inferior war beasts (ruling R13), priced by 004:1015-1020 and now rows. Their
 * dice are converted 6s to 5s, 4s to 3s, 2s to 1s (004:1022-1024), so each die shows 1, 3 or 5
 * with a third each; numbers worked by hand below, and checked against every die enumerated
 * (test/rules/low/brute-force.ts) with the figures written out here.
 */
import { describe, expect, it } from 'vitest';
import { troop } from '../../../src/rules/low/troops.js';
import { bruteRound, type Fig } from './brute-force.js';
import { expectBrute } from './expect-brute.js';
import { jointP, lowResult, metric } from './helper.js';

const INFERIOR = [1, 1, 3, 3, 5, 5];
const beast2x: Fig = { dice: 2, faces: INFERIOR, kills: 2, cost: 1.5 };
const inf: Fig = { dice: 1, kills: 1, cost: 1 };

describe('inferior war beasts (R13)', () => {
  it('are the rows 004:1019-1020 prices: ¾ point up to man size, 1½ with two dice, converted, flagged inferior', () => {
    expect(troop('inferior-war-beast-1x-4-leg')).toMatchObject({ meleeDice: 1, killsNeeded: 1, cost: 0.75, move: 21, catapultKillOn: 1, flags: ['inferior'] });
    expect(troop('inferior-war-beast-2x-2-leg')).toMatchObject({ meleeDice: 2, killsNeeded: 2, cost: 1.5, move: 16, catapultKillOn: 2, flags: ['inferior'] });
    expect(troop('inferior-war-beast-2x-2-leg').conversion?.faces).toEqual(INFERIOR);
  });

  it('the two-dice beast attacking one infantryman kills him 13/27 of the time and never falls', async () => {
    // Its higher die (the lower has no pair, R6): max of two dice on {1,3,5} is 1, 3, 5 with
    // 1/9, 3/9, 5/9; it beats a d6 below it: 3/9 x 2/6 + 5/9 x 4/6 = 26/54 = 13/27 (regular
    // dice: 125/216). One kill cannot fell a 2-kill beast (R8), and it never shows a 6.
    const r = await lowResult('inferior-war-beast-2x-2-leg', 'infantry');
    expect(r.outcomes.defender['destroyed'] ?? NaN).toBeCloseTo(13 / 27, 14);
    expect(r.outcomes.attacker['destroyed'] ?? 0).toBe(0);
    expect(metric(r, 'attacker-figures-lost').mean).toBe(0);
    expectBrute(r, bruteRound([beast2x], [inf], 'pair', { attacker: 'fewest', defender: 'most' }), [1, 1]);
  });

  it('against two infantry it falls 35/108 of the time and kills both 11/81', async () => {
    // Beast's sorted dice (B1, B2) with chances (1,1) 1/9, (3,1) 2/9, (3,3) 1/9, (5,1) 2/9,
    // (5,3) 2/9, (5,5) 1/9; infantry sorted (I1, I2). The beast falls when both pairs go to the
    // infantry (no 6-6 pair: the beast has no 6): P(I1 > x, I2 > y) = ((6-y)^2 - (x-y)^2)/36,
    // 25 21 9 9 5 1 /36, weighted 1 2 1 2 2 1 /9: 105/324 = 35/108. Both infantry die when
    // both pairs go to the beast: P(I1 < x, I2 < y) = ((x-1)^2 - (x-y)^2)/36, 0 0 4 0 12 16
    // /36: 44/324 = 11/81.
    const r = await lowResult('inferior-war-beast-2x-2-leg', '2*infantry');
    expect(r.outcomes.attacker['destroyed'] ?? NaN).toBeCloseTo(35 / 108, 14);
    expect(r.outcomes.defender['destroyed'] ?? NaN).toBeCloseTo(11 / 81, 14);
    expect(jointP(r, { attacker: 'destroyed', defender: 'destroyed' })).toBe(0);
    expectBrute(r, bruteRound([beast2x], [inf, inf], 'pair', { attacker: 'fewest', defender: 'most' }), [1, 2]);
  });

  it('counts points lost in quarter-points: the ¾-point beast is 3 of them', async () => {
    // One ¾-point beast attacking one infantryman dies when the d6 beats its converted die:
    // a 1 (chance 1/3) loses to 2-6, a 3 to 4-6, a 5 to a 6: (5 + 3 + 1)/18 = 1/2 (a tie
    // locks; the defender's 6 is always higher). 3 quarter-points each time: mean 1.5.
    const r = await lowResult('inferior-war-beast-1x-4-leg', 'infantry');
    expect(r.outcomes.attacker['destroyed'] ?? NaN).toBeCloseTo(1 / 2, 14);
    expect(metric(r, 'attacker-quarter-points-lost').mean).toBeCloseTo(1.5, 14);
  });
});
