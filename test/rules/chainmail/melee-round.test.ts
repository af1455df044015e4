import { describe, expect, it } from 'vitest';
import { cappedBinomial, diceFor, killChance } from '../../../src/rules/chainmail/melee-round.js';

/** C(n, k) p^k (1-p)^(n-k) by the multiplicative formula: an independent reckoning. */
function binomial(n: number, k: number, p: number): number {
  let c = 1;
  for (let i = 1; i <= k; i++) c = (c * (n - k + i)) / i;
  return c * p ** k * (1 - p) ** (n - k);
}

describe('one round of mass melee, as probabilities', () => {
  it('10 Heavy Horse against 30 Light Foot: 40 dice killing on 5-6, capped at 30; 7 return dice killing on a 6', () => {
    // Heavy Horse v Light Foot: 4 dice per man, 5-6 kill; Light Foot v Heavy Horse: 1 die per four men, 6 kills.
    const horseDice = diceFor(10, { dice: 4, men: 1 });
    const footDice = diceFor(30, { dice: 1, men: 4 });
    expect([horseDice, footDice]).toEqual([40, 7]);
    const onFoot = cappedBinomial(horseDice, killChance([5, 6]), 30);
    const onHorse = cappedBinomial(footDice, killChance([6]), 10);
    for (const k of [0, 5, 13, 20, 29]) expect(onFoot[k], `k = ${k}`).toBeCloseTo(binomial(40, k, 1 / 3), 15);
    // P(30 or more kills) lands on 30: the tail of the binomial.
    let tail = 0;
    for (let k = 30; k <= 40; k++) tail += binomial(40, k, 1 / 3);
    expect(onFoot[30]).toBeCloseTo(tail, 15);
    const mean = onFoot.reduce((m, p, k) => m + p * k, 0);
    expect(mean).toBeLessThan(40 / 3);
    expect(mean).toBeGreaterThan(40 / 3 - 1e-6);
    // 7 dice on a 6: P(0) = (5/6)^7, P(1) = 7 (1/6)(5/6)^6.
    expect(onHorse[0]).toBeCloseTo((5 / 6) ** 7, 15);
    expect(onHorse[1]).toBeCloseTo((7 / 6) * (5 / 6) ** 6, 15);
    expect(onHorse.reduce((s, p) => s + p, 0)).toBeCloseTo(1, 14);
  });

  it('caps at the figures present and rounds the dice down', () => {
    expect(diceFor(7, { dice: 1, men: 3 })).toBe(2);
    expect(Array.from(cappedBinomial(2, 1 / 6, 5))).toEqual([25 / 36, 10 / 36, 1 / 36, 0, 0, 0].map((x) => expect.closeTo(x, 15)));
    expect(Array.from(cappedBinomial(3, 1, 2))).toEqual([0, 0, 1]);
    expect(Array.from(cappedBinomial(3, 0.5, 0))).toEqual([1]);
  });
});
