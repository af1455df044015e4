import { describe, expect, it } from 'vitest';
import type { Rng } from '../../src/core/kernel.js';
import { hashString } from '../../src/rng/mix.js';
import { chunkRng } from '../../src/rng/seed.js';
import { Xoshiro128 } from '../../src/rng/xoshiro128.js';
import { chiSquare, critical } from './chi-square.js';

describe('xoshiro128** (reference vectors)', () => {
  it('matches the reference C implementation from state 1,2,3,4', () => {
    // Output of prng.di.unimi.it/xoshiro128starstar.c compiled with gcc, seeded {1, 2, 3, 4}.
    const rng = new Xoshiro128(1, 2, 3, 4);
    const out = Array.from({ length: 10 }, () => rng.nextU32());
    expect(out).toEqual([11520, 0, 5927040, 70819200, 2031721883, 1637235492, 1287239034, 3734860849, 3729100597, 4258142804]);
  });

  it('matches the reference C implementation after 1000 steps from a large state', () => {
    const rng = new Xoshiro128(0x9e3779b9, 0x243f6a88, 0xb7e15162, 0xdeadbeef);
    for (let i = 0; i < 1000; i++) rng.nextU32();
    expect(rng.nextU32()).toBe(2541037969);
  });

  it('refuses the all-zero state, which would emit zeros forever', () => {
    expect(() => new Xoshiro128(0, 0, 0, 0)).toThrow(RangeError);
  });
});

/** A generator that replays fixed 32-bit words, to force the die's edge cases. */
function replay(words: number[]): Rng {
  const rng = Object.create(Xoshiro128.prototype) as Xoshiro128;
  let i = 0;
  (rng as unknown as { nextU32: () => number }).nextU32 = () => {
    const word = words[i++];
    if (word === undefined) throw new Error('replay: out of words');
    return word;
  };
  return rng;
}

describe('unbiased dice (forced words)', () => {
  it('maps the lowest and highest words to 1 and 6', () => {
    expect(replay([4]).d6()).toBe(1);
    expect(replay([0xffffffff]).d6()).toBe(6);
  });

  it('rejects the 4 words whose low product would bias the die (2^32 mod 6 = 4)', () => {
    // word 0 gives low product 0 < 4: rejected, the next word is used.
    expect(replay([0, 0xffffffff]).d6()).toBe(6);
  });

  it('splits the 32-bit range at multiples of 2^32/6, rejecting the biased word there', () => {
    const edge = Math.ceil(4294967296 / 6); // 6 * edge = 2^32 + 2: low product 2 < 4, rejected
    expect(replay([edge - 1]).d6()).toBe(1);
    expect(replay([edge, edge + 1]).d6()).toBe(2);
    expect(() => replay([edge]).d6()).toThrow('out of words');
  });

  it('die(36) rejects exactly the low products below 2^32 mod 36 = 4, also when the low product is below 36', () => {
    // 36 * 2^30 = 9 * 2^32: low product 0, rejected.
    expect(replay([2 ** 30, 0xffffffff]).die(36)).toBe(36);
    expect(() => replay([2 ** 30]).die(36)).toThrow('out of words');
    // 36 * ceil(2^32 / 36) = 2^32 + 20: low product 20 is below 36 but not below 4, accepted as 2.
    const edge = Math.ceil(4294967296 / 36);
    expect(replay([edge]).die(36)).toBe(2);
    expect(replay([edge - 1]).die(36)).toBe(1);
    expect(replay([1]).die(36)).toBe(1);
  });

  it('die(sides) agrees with the BigInt definition for sides up to 2^16', () => {
    // Word w gives floor(w * sides / 2^32) + 1 unless w * sides mod 2^32 < 2^32 mod sides.
    const reference = (word: number, sides: number): number | 'rejected' => {
      const product = BigInt(word) * BigInt(sides);
      return product % 2n ** 32n < 2n ** 32n % BigInt(sides) ? 'rejected' : Number(product >> 32n) + 1;
    };
    const random = chunkRng(8, 8n, 8);
    const sample = [0, 1, 2 ** 16 - 1, 2 ** 16, 2 ** 31, 0xfffffffe, 0xffffffff, ...Array.from({ length: 300 }, () => random.nextU32())];
    for (const sides of [2, 3, 6, 7, 36, 1000, 65535, 65536]) {
      const edges = [1, 2, sides - 1].map((v) => Number((BigInt(v) * 2n ** 32n + BigInt(sides) - 1n) / BigInt(sides)));
      for (const word of [...sample, ...edges.flatMap((w) => [w - 1, w, w + 1])].filter((w) => w < 2 ** 32)) {
        const expected = reference(word, sides);
        if (expected === 'rejected') expect(replay([word, 0xffffffff]).die(sides), `d${sides} word ${word}`).toBe(sides);
        else expect(replay([word]).die(sides), `d${sides} word ${word}`).toBe(expected);
      }
    }
  });
});

describe('dice uniformity (chi-square, fixed seeds)', () => {
  it('d6 faces are uniform over 600,000 rolls (p > 0.005)', () => {
    const rng = chunkRng(20261122, 0n, 0);
    const counts = [0, 0, 0, 0, 0, 0];
    for (let i = 0; i < 600_000; i++) counts[rng.d6() - 1]!++;
    expect(chiSquare(counts, 600_000)).toBeLessThan(critical(5));
  });

  it('d6 pairs are uniform and independent over 3,600,000 pairs (p > 0.005)', () => {
    const rng = chunkRng(7, 3n, 11);
    const counts = new Array<number>(36).fill(0);
    for (let i = 0; i < 3_600_000; i++) counts[(rng.d6() - 1) * 6 + rng.d6() - 1]!++;
    // 35 degrees of freedom: df 30's critical value (the table's nearest) would fail a fair
    // generator 2.3% of the time, not 0.5%.
    expect(chiSquare(counts, 3_600_000)).toBeLessThan(critical(35));
  });

  it.each([2, 3, 10, 12, 20])('d%i faces stay in range and uniform', (sides) => {
    const rng = chunkRng(99, BigInt(sides), 0);
    const counts = new Array<number>(sides).fill(0);
    const n = sides * 50_000;
    let outside = 0;
    for (let i = 0; i < n; i++) {
      const face = rng.die(sides);
      if (face >= 1 && face <= sides) counts[face - 1]!++;
      else outside++;
    }
    expect(outside).toBe(0);
    expect(chiSquare(counts, n)).toBeLessThan(critical(sides - 1));
  });
});

describe('stream keys', () => {
  it('are 64-bit unsigned integers that differ for every hott2 matchup of a sweep', () => {
    const keys = new Set<bigint>();
    for (let a = 0; a < 22; a++) for (let d = 0; d < 22; d++) for (let c = 0; c < 20; c++) keys.add(hashString(`hott2|close|t${a}|c${c}|t${d}|`));
    expect(keys.size).toBe(22 * 22 * 20);
    expect([...keys].every((k) => k >= 0n && k < 2n ** 64n)).toBe(true);
    expect([...keys].some((k) => k >= 2n ** 63n)).toBe(true);
  });
});

describe('chunk seeds', () => {
  it('are a pure function of (root, stream, chunk)', () => {
    expect(chunkRng(1, 2n, 3).state()).toEqual(chunkRng(1, 2n, 3).state());
  });

  it('differ for neighbouring roots, streams and chunks', () => {
    const states = new Set([
      chunkRng(1, 2n, 3), chunkRng(2, 2n, 3), chunkRng(1, 3n, 3), chunkRng(1, 2n, 4), chunkRng(0, 0n, 0), chunkRng(2 ** 40, 0n, 0), chunkRng(0, 2n ** 40n, 0),
    ].map((r) => r.state().join(',')));
    expect(states.size).toBe(7);
  });

  it('give uncorrelated first words across 10,000 consecutive chunks', () => {
    // Each bit of the first output should be set about half the time.
    const ones = new Array<number>(32).fill(0);
    for (let c = 0; c < 10_000; c++) {
      const w = chunkRng(1, 0n, c).nextU32();
      for (let b = 0; b < 32; b++) if ((w >>> b) & 1) ones[b]!++;
    }
    for (const count of ones) expect(Math.abs(count - 5_000)).toBeLessThan(4.5 * Math.sqrt(2_500));
  });
});
