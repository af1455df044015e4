import type { Rng } from '../core/kernel.js';
import { binomialTable, drawBinomial, type BinomialTable } from './binomial-table.js';
import { countD6Faces, faceCountTable } from './dice.js';

/**
 * A pool of fewer dice than max(2, 16 x binomials - 32) is rolled die by die (countD6Faces,
 * about eleven d6 a word and five a table lookup), a larger one by conditional binomials, one
 * word a value. Alone (scripts/bench-face-counts.ts compiled, Node 20) die by die costs about
 * 25 ns and 1.2 ns a die, the binomials about 10 ns each, even at about 20 plain d6; but in
 * `balance low` (many face maps, each with tables of its own) a crossover at 20 cost more CPU
 * than it saved (+9% and +19% in two farm-bench pairs), and at 48 still +6% (one pair), so
 * Little Orc Wars' rounds do not use this sampler yet (issue #38): the binomials start where
 * they win by half alone, 48 plain d6 (five binomials), 16 dice of four values (three), 2 of
 * three values or fewer.
 */
const crossover = (binomials: number): number => Math.max(2, 16 * binomials - 32);

/** countD6Faces' block: a block of at most 255 dice never carries in its packed count. */
const PER_DIE_BLOCK = 64;

/**
 * The face counts of n d6 read through a face map (each face of the die counts as the value
 * 1..6 the map gives it), without rolling each die when n is large: the counts are a
 * multinomial, drawn as conditional binomials from the highest value down. With weight w_v
 * (faces mapped to value v) and W the weight of the values not yet drawn, value v's count is
 * Bin(dice left, w_v / W); the lowest value takes the rest. A plain d6 takes five words, a
 * map of three values two. Each binomial is the shared inverse-CDF table of binomial-table.ts
 * (bias at most 2^-32 an outcome a draw). Built once per face map and shared.
 *
 * Reference: the conditional binomial method, e.g. L. Devroye, "Non-Uniform Random Variate
 * Generation", Springer 1986, XI.1 (http://luc.devroye.org/rnbookindex.html).
 */
export class FaceCountSampler {
  /** Values drawn, highest first; the value that takes the rest is `last`. */
  private readonly values: Int32Array;
  private readonly tables: readonly BinomialTable[];
  private readonly last: number;
  /** The per-die path's packed count table, for pools below the crossover. */
  readonly countTable: Float64Array;
  /** Pools of fewer dice are rolled die by die. */
  readonly perDieBelow: number;

  constructor(faceMap: readonly number[]) {
    const weights = [0, 0, 0, 0, 0, 0, 0];
    for (const v of faceMap) weights[v] = (weights[v] as number) + 1;
    const present = [6, 5, 4, 3, 2, 1].filter((v) => (weights[v] as number) > 0);
    let rest = faceMap.length;
    const drawn = present.slice(0, -1);
    this.values = Int32Array.from(drawn);
    this.tables = drawn.map((v) => {
      const table = binomialTable((weights[v] as number) / rest);
      rest -= weights[v] as number;
      return table;
    });
    this.last = present[present.length - 1] as number;
    this.countTable = faceCountTable(faceMap);
    this.perDieBelow = crossover(drawn.length);
  }

  /**
   * Rolls `n` d6 through the face map and adds each value's count to counts[base + value].
   * Allocates nothing.
   */
  add(rng: Rng, n: number, counts: Int32Array, base: number): void {
    if (n < this.perDieBelow) {
      countD6Faces(rng, n, this.countTable, counts, base, PER_DIE_BLOCK);
      return;
    }
    this.addByBinomials(rng, n, counts, base);
  }

  /** `add` by conditional binomials whatever `n` (for tests and the crossover measurement). */
  addByBinomials(rng: Rng, n: number, counts: Int32Array, base: number): void {
    const values = this.values;
    const tables = this.tables;
    let left = n;
    for (let s = 0; s < values.length && left > 0; s++) {
      const c = drawBinomial(rng, tables[s] as BinomialTable, left);
      const at = base + (values[s] as number);
      counts[at] = (counts[at] as number) + c;
      left -= c;
    }
    counts[base + this.last] = (counts[base + this.last] as number) + left;
  }
}

const SAMPLERS = new Map<string, FaceCountSampler>();

/**
 * The shared sampler of a d6 face map (six values in 1..6).
 *
 * @example
 * const plain = faceCountSampler([1, 2, 3, 4, 5, 6]);
 * const counts = new Int32Array(7);
 * plain.add(chunkRng(1, 0n, 0), 48, counts, 0); // counts[1..6] of 48 d6, summing to 48
 */
export function faceCountSampler(faceMap: readonly number[]): FaceCountSampler {
  if (faceMap.length !== 6 || faceMap.some((v) => !Number.isInteger(v) || v < 1 || v > 6)) {
    throw new RangeError(`faceCountSampler: a face map is six values in 1..6, got [${faceMap.join(', ')}]`);
  }
  const key = faceMap.join('');
  let sampler = SAMPLERS.get(key);
  if (!sampler) {
    sampler = new FaceCountSampler(faceMap);
    SAMPLERS.set(key, sampler);
  }
  return sampler;
}
