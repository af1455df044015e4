import { describe, expect, it } from 'vitest';
import { chiSquareOf } from './expected-chi-square.js';
import { critical } from './chi-square.js';
import type { Rng } from '../../src/core/kernel.js';
import { BINOMIAL_ROWS, binomialTable, drawBinomial } from '../../src/rng/binomial-table.js';
import { chunkRng } from '../../src/rng/seed.js';

const TWO_32 = 2 ** 32;

/** P(X = k) for X ~ Bin(n, p), k = 0..n, by the product of ratios (independent of the table's log-space sums). */
function binomialLaw(n: number, p: number): Float64Array {
  const law = new Float64Array(n + 1);
  let pk = (1 - p) ** n;
  for (let k = 0; k <= n; k++) {
    law[k] = pk;
    pk = (pk * (n - k) * p) / ((k + 1) * (1 - p));
  }
  return law;
}

/** The outcome the highest word draws: the first k with round(2^32 P(X <= k)) = 2^32. */
function top(n: number, p: number): number {
  const law = binomialLaw(n, p);
  let below = 0;
  for (let k = 0; ; k++) {
    below += law[k] as number;
    if (below * TWO_32 >= TWO_32 - 0.5) return k;
  }
}

/** The outcome word 0 draws: the first k with round(2^32 P(X <= k)) > 0. */
function bottom(n: number, p: number): number {
  const law = binomialLaw(n, p);
  let below = 0;
  for (let k = 0; ; k++) {
    below += law[k] as number;
    if (below * TWO_32 >= 0.5) return k;
  }
}

/** Hands out the given words in turn. */
function words(...list: number[]): Rng {
  let i = 0;
  return { nextU32: () => list[i++] as number, d6: () => Number.NaN, die: () => Number.NaN };
}

describe('binomial table', () => {
  it.each([1 / 6, 1 / 5, 1 / 4, 1 / 3, 1 / 2, 2 / 3, 5 / 6, 0.01])('p = %d: every outcome of every row within 2^-32 of the exact binomial', (p) => {
    const { cdf } = binomialTable(p);
    for (let m = 0; m <= BINOMIAL_ROWS; m++) {
      const law = binomialLaw(m, p);
      const at = (m * (m + 1)) / 2;
      expect(cdf[at + m]).toBe(TWO_32);
      let worst = 0;
      for (let k = 0; k <= m; k++) {
        const drawn = ((cdf[at + k] as number) - (k === 0 ? 0 : (cdf[at + k - 1] as number))) / TWO_32;
        worst = Math.max(worst, Math.abs(drawn - (law[k] as number)));
      }
      expect(worst, `Bin(${m}, ${p})`).toBeLessThanOrEqual(2 ** -32 + 1e-13);
    }
  });

  it('a word draws the first outcome whose bound it is below: the lowest word 0, the highest the last outcome not rounded away', () => {
    const table = binomialTable(1 / 6);
    expect(drawBinomial(words(0), table, 30)).toBe(0);
    // A tail of chance below 2^-33 rounds to nothing (the bias of at most 2^-32 an outcome).
    expect(drawBinomial(words(TWO_32 - 1), table, 30)).toBe(top(30, 1 / 6));
    expect(top(30, 1 / 6)).toBe(21);
    // Bin(1, 1/6): the word below 5/6 of 2^32 is no kill, the one at it a kill.
    const bound = Math.round((5 / 6) * TWO_32);
    expect(drawBinomial(words(bound - 1), table, 1)).toBe(0);
    expect(drawBinomial(words(bound), table, 1)).toBe(1);
    expect(drawBinomial(words(), table, 0)).toBe(0);
  });

  it('more trials than a row holds take a word a block of 128 and add up', () => {
    const table = binomialTable(1 / 2);
    expect(drawBinomial(words(TWO_32 - 1, TWO_32 - 1, TWO_32 - 1), table, 300)).toBe(2 * top(128, 1 / 2) + top(44, 1 / 2));
    expect(drawBinomial(words(0, TWO_32 - 1, 0), table, 300)).toBe(bottom(128, 1 / 2) + top(128, 1 / 2) + bottom(44, 1 / 2));
    expect(bottom(128, 1 / 2)).toBe(128 - top(128, 1 / 2));
  });

  it.each([
    [12, 1 / 6],
    [48, 1 / 3],
    [128, 1 / 2],
    [300, 1 / 6],
  ])('Bin(%d, %d) by 200,000 draws of a fixed seed: chi-square against the exact law', (n, p) => {
    const rng = chunkRng(38, 1n, n);
    const table = binomialTable(p);
    const seen = new Float64Array(n + 1);
    const draws = 200_000;
    for (let i = 0; i < draws; i++) {
      const k = drawBinomial(rng, table, n);
      seen[k] = (seen[k] as number) + 1;
    }
    const { statistic, df } = chiSquareOf(seen, binomialLaw(n, p), draws);
    expect(statistic).toBeLessThan(critical(df, 0.005 / 4));
  });

  it('refuses p outside (0, 1)', () => {
    expect(() => binomialTable(0)).toThrow(/strictly between 0 and 1/);
    expect(() => binomialTable(1)).toThrow(/strictly between 0 and 1/);
  });
});
