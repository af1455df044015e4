import { describe, expect, it } from 'vitest';
import { CHUNK_TRIALS } from '../../src/engine/chunks.js';
import { ReplayBook, type CountsRecord } from '../../src/engine/counts-book.js';
import { assignShards, splitChunks } from '../../src/engine/work.js';

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
  const piece = (first: number, end: number, weights: number[]): CountsRecord => ({ scope: '', key: 'k', first, end, total: null, reached: true, weights: Float64Array.from(weights), metrics: [] });

  it("sums a matchup's chunk ranges from several parts, in any order", () => {
    const book = ReplayBook.of([piece(2, 4, [3, 5]), piece(0, 2, [1, 2])]);
    const { tally } = book.tally('k', 4 * CHUNK_TRIALS);
    expect([...tally.weights]).toEqual([4, 7]);
    expect(tally.total).toBe(4 * CHUNK_TRIALS);
  });

  it('a gap, an overlap, or a run that ends short is a defect, never a silently smaller count', () => {
    expect(() => ReplayBook.of([piece(0, 1, [1]), piece(2, 3, [1])]).tally('k', 3 * CHUNK_TRIALS)).toThrow(/miss at chunk 1/);
    expect(() => ReplayBook.of([piece(0, 2, [1]), piece(1, 3, [1])]).tally('k', 3 * CHUNK_TRIALS)).toThrow(/overlap at chunk 1/);
    expect(() => ReplayBook.of([piece(0, 2, [1])]).tally('k', 3 * CHUNK_TRIALS)).toThrow(/end at chunk 2, not at/);
    expect(() => ReplayBook.of([]).tally('k', 1)).toThrow(/no counts recorded for k/);
    expect(() => ReplayBook.of([piece(0, 1, [1])]).within('a unit').tally('k', 1)).toThrow(/no counts recorded for a unit: k/);
  });
});
