import { describe, expect, it } from 'vitest';
import { CHUNK_TRIALS } from '../../src/engine/chunks.js';
import { ReplayBook, type ReadRecord, type SparseCounts } from '../../src/app/counts-book.js';
import type { CountsShape } from '../../src/engine/tally-book.js';
import { UsageError } from '../../src/core/errors.js';
import { assignShards, splitChunks } from '../../src/app/parts.js';

describe('cutting work into parts', () => {
  it('a fixed-trials run: contiguous chunk ranges of near-equal trials, never more than its chunks', () => {
    expect(splitChunks(200_000, 3)).toEqual([[0, 1], [1, 2], [2, 4]]);
    expect(splitChunks(16 * CHUNK_TRIALS, 7)).toEqual([[0, 2], [2, 5], [5, 7], [7, 9], [9, 11], [11, 14], [14, 16]]);
    expect(splitChunks(50_000, 7)).toEqual([[0, 1]]);
    expect(splitChunks(3 * CHUNK_TRIALS, 7)).toEqual([[0, 1], [1, 2], [2, 3]]);
    expect(splitChunks(1_000_000, 1)).toEqual([[0, 16]]);
    // Every cut covers every chunk once.
    for (const [trials, parts] of [[1, 1], [65_537, 2], [1e7, 7], [12_345_678, 13]] as const) {
      const cut = splitChunks(trials, parts);
      expect(cut[0]?.[0]).toBe(0);
      expect(cut.at(-1)?.[1]).toBe(Math.ceil(trials / CHUNK_TRIALS));
      cut.slice(1).forEach(([first], i) => expect(first).toBe(cut[i]?.[1]));
    }
  });

  it('pieces go largest first to the least loaded part, the same on every machine', () => {
    expect(assignShards([5, 3, 3, 2], 2)).toEqual([0, 1, 1, 0]);
    expect(assignShards([1, 1, 1, 1, 1, 1, 1], 3)).toEqual([0, 1, 2, 0, 1, 2, 0]);
    const costs = Array.from({ length: 200 }, (_, i) => 1 + ((i * 37) % 11));
    const loads = [0, 0, 0, 0, 0, 0, 0];
    assignShards(costs, 7).forEach((s, i) => (loads[s] = (loads[s] as number) + (costs[i] as number)));
    expect(Math.max(...loads) - Math.min(...loads)).toBeLessThanOrEqual(Math.max(...costs));
  });
});

describe('a merge reads counts back', () => {
  const sparse = (values: number[]): SparseCounts => {
    const bins = values.flatMap((v, i) => (v === 0 ? [] : [i]));
    return { size: values.length, index: Uint32Array.from(bins), value: Float64Array.from(bins.map((i) => values[i] as number)) };
  };
  const piece = (first: number, end: number, weights: number[], metrics: number[][] = []): ReadRecord => ({ scope: '', key: 'k', first, end, total: null, reached: true, weights: sparse(weights), metrics: metrics.map(sparse) });
  const shape = (outcomes: number, metrics: number[] = [], metricsMayBeAbsent = false): CountsShape => ({ outcomes, metrics, metricsMayBeAbsent });

  it("sums a matchup's chunk ranges from several parts, in any order", () => {
    const book = ReplayBook.of([piece(2, 4, [3, 5]), piece(0, 2, [1, 2])]);
    const { tally } = book.read('k', 4 * CHUNK_TRIALS, shape(2));
    expect([...tally.weights]).toEqual([4, 7]);
    expect(tally.total).toBe(4 * CHUNK_TRIALS);
  });

  it('a gap, an overlap, or a run that ends short is refused in one sentence, never a silently smaller count', () => {
    const edited = /a counts file was edited, or made by another version of oddsmith; run its part again$/;
    const refused = (book: ReplayBook, trials: number, words: RegExp, s = shape(1)): void => {
      expect(() => book.read('k', trials, s)).toThrow(UsageError);
      expect(() => book.read('k', trials, s)).toThrow(words);
      expect(() => book.read('k', trials, s)).toThrow(edited);
    };
    refused(ReplayBook.of([piece(0, 1, [1]), piece(2, 3, [1])]), 3 * CHUNK_TRIALS, /miss at chunk 1/);
    refused(ReplayBook.of([piece(0, 2, [1]), piece(1, 3, [1])]), 3 * CHUNK_TRIALS, /overlap at chunk 1/);
    refused(ReplayBook.of([piece(0, 2, [1])]), 3 * CHUNK_TRIALS, /end at chunk 2, not at 196,608 trials/);
    refused(ReplayBook.of([]), 1, /the counts of k are in no part/);
    refused(ReplayBook.of([piece(0, 1, [1])]).within('a unit'), 1, /the counts of k \(a unit\) are in no part/);
  });

  it('counts of another shape than the plan gives are refused before they are laid out', () => {
    const book = ReplayBook.of([piece(0, 1, [1, 2], [[1, 0, 2]])]);
    expect(() => book.read('k', CHUNK_TRIALS, shape(3, [3]))).toThrow(/do not have its outcomes' shape/);
    expect(() => book.read('k', CHUNK_TRIALS, shape(2, [4]))).toThrow(/do not have its outcomes' shape/);
    expect(() => book.read('k', CHUNK_TRIALS, shape(2, []))).toThrow(/do not have its outcomes' shape/);
    expect([...book.read('k', CHUNK_TRIALS, shape(2, [3])).tally.metrics[0] ?? []]).toEqual([1, 0, 2]);
    // A run that reads no metric may have recorded none; one that reads them may not.
    const bare = ReplayBook.of([piece(0, 1, [1, 2])]);
    expect([...bare.read('k', CHUNK_TRIALS, shape(2, [3], true)).tally.weights]).toEqual([1, 2]);
    expect(() => bare.read('k', CHUNK_TRIALS, shape(2, [3], false))).toThrow(/do not have its outcomes' shape/);
  });
});
