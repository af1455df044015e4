/**
 * Pearson's statistic of observed counts against a law (probabilities summing to 1), over
 * `n` observations: cells expected below 5 are pooled (in order) with their neighbours so
 * the statistic follows chi-square; df is the pooled cells less one.
 */
export function chiSquareOf(seen: ArrayLike<number>, law: ArrayLike<number>, n: number): { statistic: number; df: number } {
  let statistic = 0;
  let cells = 0;
  let o = 0;
  let e = 0;
  for (let i = 0; i < law.length; i++) {
    o += seen[i] as number;
    e += (law[i] as number) * n;
    if (e >= 5) {
      statistic += ((o - e) * (o - e)) / e;
      cells++;
      o = 0;
      e = 0;
    }
  }
  if (e > 0 || o > 0) {
    // The tail left over joins the last pooled cell's statistic as a cell of its own when big enough, else is counted as its remainder.
    statistic += e > 0 ? ((o - e) * (o - e)) / Math.max(e, 5) : o;
    cells++;
  }
  return { statistic, df: cells - 1 };
}
