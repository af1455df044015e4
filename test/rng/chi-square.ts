import { chiSquaredDistributionTable, probit } from 'simple-statistics';

const TABLE = chiSquaredDistributionTable as unknown as Record<number, Record<number, number>>;

/**
 * The chi-square critical value at upper-tail probability `p` (default 0.005): the table where
 * it lists df and p, else the Wilson-Hilferty approximation (within 0.1% of the table from
 * df 30, about 1% at df 5). A family of k tests passes `0.005 / k` so that the family, not
 * each test, fails by chance once in 200 seeds: a change of streams then re-draws the
 * family and must not turn it red by luck.
 */
export function critical(df: number, p = 0.005): number {
  const listed = TABLE[df]?.[p];
  if (listed !== undefined) return listed;
  const a = 2 / (9 * df);
  return df * (1 - a + probit(1 - p) * Math.sqrt(a)) ** 3;
}

/** Pearson's statistic for counts expected equal over `n` observations. */
export function chiSquare(counts: ArrayLike<number>, n: number): number {
  const expected = n / counts.length;
  let sum = 0;
  for (let i = 0; i < counts.length; i++) sum += ((counts[i]! - expected) * (counts[i]! - expected)) / expected;
  return sum;
}
