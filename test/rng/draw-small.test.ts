import { chiSquaredDistributionTable } from 'simple-statistics';
import { describe, expect, it } from 'vitest';
import type { Rng } from '../../src/core/kernel.js';
import { drawSmall } from '../../src/rng/draw-small.js';
import { chunkRng } from '../../src/rng/seed.js';

/** A generator that replays fixed 32-bit words and counts them. */
function replay(words: readonly number[]): Rng & { used: number } {
  const rng = {
    used: 0,
    nextU32(): number {
      const word = words[rng.used];
      if (word === undefined) throw new Error('replay: out of words');
      rng.used++;
      return word;
    },
    d6: () => Number.NaN,
    die: () => Number.NaN,
  };
  return rng;
}

describe('drawSmall with forced words', () => {
  it('maps the top 16 bits, ignoring the low 16, and rejects a biased top half for the next word', () => {
    expect(drawSmall(replay([0x0001_0000]), 36)).toBe(0); // low product 36 >= 16: kept
    expect(drawSmall(replay([0x0001_ffff]), 36)).toBe(0);
    expect(drawSmall(replay([0xffff_0000]), 36)).toBe(35);
    const zero = replay([0x0000_ffff, 0xffff_ffff]); // top half 0: low product 0 < 2^16 mod 36 = 16
    expect(drawSmall(zero, 36)).toBe(35);
    expect(zero.used).toBe(2);
    // 36 * 1821 = 65,556 = 2^16 + 20: low 20 >= 16, value 1 starts at 1821 (as 2^16 * 1 / 36 = 1820.4).
    expect(drawSmall(replay([1820 << 16]), 36)).toBe(0);
    expect(drawSmall(replay([1821 << 16]), 36)).toBe(1);
  });

  it.each([2, 3, 6, 7, 20, 36, 100, 255, 256])('over all 65,536 top halves, bound %i: every value has floor(2^16 / bound) of them, the rest are rejected', (bound) => {
    const perValue = new Array<number>(bound).fill(0);
    let rejected = 0;
    for (let top = 0; top < 65536; top++) {
      const rng = replay([top * 65536 + (top & 0xffff), 0xffff_ffff]);
      const value = drawSmall(rng, bound);
      if (rng.used === 2) {
        rejected++;
        expect((top * bound) % 65536, `top ${top}`).toBeLessThan(65536 % bound);
      } else {
        expect(value, `top ${top}`).toBe(Math.floor((top * bound) / 65536));
        perValue[value]!++;
      }
    }
    expect(rejected).toBe(65536 % bound);
    expect(perValue.every((n) => n === Math.floor(65536 / bound))).toBe(true);
  });
});

describe('drawSmall uniformity (chi-square, fixed seeds)', () => {
  const critical = (df: number): number => {
    const listed = (chiSquaredDistributionTable as unknown as Record<number, Record<number, number>>)[df]?.[0.005];
    if (listed !== undefined) return listed;
    const a = 2 / (9 * df); // Wilson-Hilferty, within 0.1% of the table from df 30
    return df * (1 - a + 2.5758 * Math.sqrt(a)) ** 3;
  };
  const chiSquare = (counts: readonly number[], n: number): number =>
    counts.reduce((s, c) => s + ((c - n / counts.length) * (c - n / counts.length)) / (n / counts.length), 0);

  it('draws from [0, 36) uniformly, and its base-6 digits are two fair, independent dice', () => {
    const rng = chunkRng(36, 36, 0);
    const n = 3_600_000;
    const counts = new Array<number>(36).fill(0);
    const first = new Array<number>(6).fill(0);
    const second = new Array<number>(6).fill(0);
    for (let i = 0; i < n; i++) {
      const v = drawSmall(rng, 36);
      counts[v]!++;
      first[Math.floor(v / 6)]!++;
      second[v % 6]!++;
    }
    expect(chiSquare(counts, n)).toBeLessThan(critical(35));
    expect(chiSquare(first, n)).toBeLessThan(critical(5));
    expect(chiSquare(second, n)).toBeLessThan(critical(5));
  });

  it('consecutive draws are independent (pairs of draws from [0, 6))', () => {
    const rng = chunkRng(6, 6, 6);
    const n = 1_800_000;
    const counts = new Array<number>(36).fill(0);
    for (let i = 0; i < n; i++) counts[drawSmall(rng, 6) * 6 + drawSmall(rng, 6)]!++;
    expect(chiSquare(counts, n)).toBeLessThan(critical(35));
  });
});
