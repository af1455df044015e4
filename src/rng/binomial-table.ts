import type { Rng } from '../core/kernel.js';

const TWO_32 = 4294967296;

/**
 * Largest trial count a table holds a row for: Bin(n, p) for larger n is drawn as a sum of
 * Bin(BINOMIAL_ROWS, p) blocks and a rest (drawBinomial). A constant, never the size a
 * caller asked for, so the words a draw takes do not depend on which tables were built first.
 */
export const BINOMIAL_ROWS = 128;

/** Guide entries per row: one per top byte of the word. */
const GUIDE = 256;

/**
 * Bin(m, p) for every m in 0..BINOMIAL_ROWS, drawn by inverse CDF from one 32-bit word.
 * `cdf` row m starts at m(m+1)/2 and holds m+1 bounds, round(2^32 P(X <= k)), the last 2^32:
 * a word u draws the first k with u < cdf[k], so each outcome's chance is its exact one
 * rounded to a multiple of 2^-32 (off by at most 2^-32). `guide[m * 256 + b]` is the first k
 * whose bound exceeds b * 2^24, where the search for a word of top byte b starts: one or two
 * comparisons a draw.
 */
export interface BinomialTable {
  readonly p: number;
  readonly cdf: Float64Array;
  readonly guide: Uint8Array;
}

/** Tables by p, shared by every kernel of the thread. */
const TABLES = new Map<number, BinomialTable>();

/** Bounds of row m into cdf[at..at + m]: the pmf in log space (no underflow), summed, rounded. */
function fillRow(p: number, m: number, cdf: Float64Array, at: number): void {
  const logP = Math.log(p);
  const logQ = Math.log1p(-p);
  const pmf = new Float64Array(m + 1);
  let logChoose = 0;
  let total = 0;
  for (let k = 0; k <= m; k++) {
    pmf[k] = Math.exp(logChoose + k * logP + (m - k) * logQ);
    total += pmf[k] as number;
    logChoose += Math.log(m - k) - Math.log(k + 1);
  }
  let cum = 0;
  for (let k = 0; k < m; k++) {
    cum += pmf[k] as number;
    cdf[at + k] = Math.min(TWO_32, Math.round((cum / total) * TWO_32));
  }
  cdf[at + m] = TWO_32;
}

/**
 * The shared table of Bin(m, p), m = 0..BINOMIAL_ROWS, for 0 < p < 1 (built on first use,
 * about 8,000 bounds and 33 KB of guide, then kept).
 *
 * @example
 * const sixes = binomialTable(1 / 6);
 * drawBinomial(chunkRng(1, 0n, 0), sixes, 30); // how many of 30 d6 show a six
 */
export function binomialTable(p: number): BinomialTable {
  if (!(p > 0 && p < 1)) throw new RangeError(`binomialTable: p must lie strictly between 0 and 1, got ${p}`);
  let table = TABLES.get(p);
  if (!table) {
    const rows = BINOMIAL_ROWS + 1;
    const cdf = new Float64Array((rows * (rows + 1)) / 2);
    const guide = new Uint8Array(rows * GUIDE);
    for (let m = 0; m < rows; m++) {
      const at = (m * (m + 1)) / 2;
      fillRow(p, m, cdf, at);
      let k = 0;
      for (let b = 0; b < GUIDE; b++) {
        while ((cdf[at + k] as number) <= b * 16777216) k++;
        guide[m * GUIDE + b] = k;
      }
    }
    table = { p, cdf, guide };
    TABLES.set(p, table);
  }
  return table;
}

/**
 * One draw of Bin(n, p) from `table`: one word for n <= BINOMIAL_ROWS, one a block of that
 * many trials above. Allocates nothing.
 */
export function drawBinomial(rng: Rng, table: BinomialTable, n: number): number {
  const cdf = table.cdf;
  const guide = table.guide;
  let sum = 0;
  for (let left = n; left > 0; left -= BINOMIAL_ROWS) {
    const m = left < BINOMIAL_ROWS ? left : BINOMIAL_ROWS;
    const u = rng.nextU32();
    const row = (m * (m + 1)) >>> 1;
    let k = guide[(m << 8) | (u >>> 24)] as number;
    while (u >= (cdf[row + k] as number)) k++;
    sum += k;
  }
  return sum;
}
