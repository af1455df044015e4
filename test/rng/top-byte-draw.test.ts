import { replay } from './replay.js';
import { chiSquare, critical } from './chi-square.js';
import { describe, expect, it } from 'vitest';
import type { Rng } from '../../src/core/kernel.js';
import { chunkRng } from '../../src/rng/seed.js';
import { drawByTopByte as drawImported, topByteDraws } from '../../src/rng/top-byte-draw.js';

/** Read once: Vitest reads an imported function through a getter on every call (see src/rules/low/round.ts). */
const drawByTopByte = drawImported;


describe('topByteDraws', () => {
  it.each([2, 3, 6, 7, 20, 36, 100, 129, 255, 256])('bound %i: floor(256 / bound) bytes per value, the 256 mod bound biased bytes rejected', (bound) => {
    const draws = topByteDraws(bound);
    expect(draws).toHaveLength(256);
    const perValue = new Array<number>(bound).fill(0);
    draws.forEach((value, u) => {
      // Lemire on 8 bits: value floor(u * bound / 256) unless u * bound mod 256 < 256 mod bound.
      if ((u * bound) % 256 < 256 % bound) expect(value, `byte ${u}`).toBe(-1);
      else {
        expect(value, `byte ${u}`).toBe(Math.floor((u * bound) / 256));
        perValue[value]!++;
      }
    });
    expect(draws.filter((v) => v < 0)).toHaveLength(256 % bound);
    expect(perValue.every((n) => n === Math.floor(256 / bound))).toBe(true);
  });

  it('for 36 (two d6) rejects bytes 0, 64, 128 and 192 and keeps 7 bytes per pair', () => {
    const draws = topByteDraws(36);
    expect([...draws.keys()].filter((u) => draws[u]! < 0)).toEqual([0, 64, 128, 192]);
    expect([draws[1], draws[8], draws[63], draws[65], draws[255]]).toEqual([0, 1, 8, 9, 35]);
  });

  it('refuses bounds outside 2..256', () => {
    for (const bound of [1, 257, 6.5, Number.NaN]) expect(() => topByteDraws(bound)).toThrow(RangeError);
  });
});

describe('drawByTopByte with forced words', () => {
  const draws = topByteDraws(36);

  it('reads only the top byte of a word', () => {
    expect(drawByTopByte(replay([0x01_000000]), draws)).toBe(0);
    expect(drawByTopByte(replay([0x01_ffffff]), draws)).toBe(0);
    expect(drawByTopByte(replay([0xff_000000]), draws)).toBe(35);
    expect(drawByTopByte(replay([0xff_ffffff]), draws)).toBe(35);
  });

  it('draws a further word for each rejected byte, and only then', () => {
    const rng = replay([0x00_ffffff, 0x40_000000, 0x80_123456, 0xc0_000001, 0x41_000000]);
    expect(drawByTopByte(rng, draws)).toBe(9); // floor(65 * 36 / 256)
    expect(rng.used).toBe(5);
    const once = replay([0x02_000000, 0x00_000000]);
    expect(drawByTopByte(once, draws)).toBe(0);
    expect(once.used).toBe(1);
  });
});

describe('drawByTopByte uniformity (chi-square, fixed seeds)', () => {
  it('draws pairs from [0, 36) uniformly, and their base-6 digits are two fair, independent dice', () => {
    const rng = chunkRng(36, 36n, 0);
    const draws = topByteDraws(36);
    const n = 3_600_000;
    const counts = new Array<number>(36).fill(0);
    const first = new Array<number>(6).fill(0);
    const second = new Array<number>(6).fill(0);
    for (let i = 0; i < n; i++) {
      const v = drawByTopByte(rng, draws);
      counts[v]!++;
      first[Math.floor(v / 6)]!++;
      second[v % 6]!++;
    }
    expect(chiSquare(counts, n)).toBeLessThan(critical(35));
    expect(chiSquare(first, n)).toBeLessThan(critical(5));
    expect(chiSquare(second, n)).toBeLessThan(critical(5));
  });

  it.each([6, 20, 100])('consecutive draws from [0, %i) are uniform and independent', (bound) => {
    const rng = chunkRng(6, BigInt(bound), 6);
    const draws = topByteDraws(bound);
    const n = bound * bound * 1_000;
    const counts = new Array<number>(bound * bound).fill(0);
    for (let i = 0; i < n; i++) counts[drawByTopByte(rng, draws) * bound + drawByTopByte(rng, draws)]!++;
    expect(chiSquare(counts, n)).toBeLessThan(critical(bound * bound - 1));
  });

  it('uses 256 / 252 words per draw for 36, on average', () => {
    let used = 0;
    const inner = chunkRng(1, 2n, 3);
    const rng: Rng = { nextU32: () => (used++, inner.nextU32()), d6: () => Number.NaN, die: () => Number.NaN };
    const draws = topByteDraws(36);
    const n = 1_000_000;
    for (let i = 0; i < n; i++) drawByTopByte(rng, draws);
    const p = 4 / 256; // a word is rejected with probability 4/256; words per draw are geometric
    expect(Math.abs(used - n / (1 - p))).toBeLessThan((4.5 * Math.sqrt(n * p)) / (1 - p));
  });
});
