import { beforeAll, describe, expect, it } from 'vitest';
import { chiSquare, critical } from './chi-square.js';
import { replay } from './replay.js';
import type { Rng } from '../../src/core/kernel.js';
import { countD6Faces, diceBatch, faceCountTable, fillDice, MAX_FILL_SIDES } from '../../src/rng/dice.js';
import { chunkRng } from '../../src/rng/seed.js';

const TWO_32 = 2n ** 32n;

/** Counts the words a real generator hands out. */
function counted(inner: Rng): Rng & { used: number } {
  const rng = {
    used: 0,
    nextU32(): number {
      rng.used++;
      return inner.nextU32();
    },
    d6: () => Number.NaN,
    die: () => Number.NaN,
  };
  return rng;
}

/**
 * Reference in BigInt, straight from the definition: word w gives v = floor(w * s^c / 2^32),
 * rejected when w * s^c mod 2^32 < 2^32 mod s^c; the dice are v's base-s digits + 1,
 * most significant first.
 */
function reference(word: number, sides: number, count: number): number[] | 'rejected' {
  const bound = BigInt(sides) ** BigInt(count);
  const product = BigInt(word) * bound;
  if (product % TWO_32 < TWO_32 % bound) return 'rejected';
  let v = product / TWO_32;
  const dice = new Array<number>(count);
  for (let i = count - 1; i >= 0; i--) {
    dice[i] = Number(v % BigInt(sides)) + 1;
    v /= BigInt(sides);
  }
  return dice;
}

/** Dice per word on average for c dice from one word: c * (1 - (2^32 mod s^c) / 2^32). */
function yieldOf(sides: number, count: number): number {
  const bound = BigInt(sides) ** BigInt(count);
  return count * (1 - Number(TWO_32 % bound) / 2 ** 32);
}

describe('dice per word', () => {
  it('is the count with the most dice per word on average, not simply the largest power', () => {
    expect([2, 3, 4, 5, 6, 8, 10, 12, 20, 100, 255].map(diceBatch)).toEqual([32, 18, 16, 12, 11, 10, 9, 8, 7, 4, 4]);
    // d6: 6^12 fits 2^32 but rejects 49% of words (6.08 dice per word); 6^11 rejects 7.1%.
    expect(yieldOf(6, 12)).toBeCloseTo(6.082, 3);
    expect(yieldOf(6, 11)).toBeCloseTo(10.221, 3);
    for (let s = 2; s <= MAX_FILL_SIDES; s++) {
      const c = diceBatch(s);
      expect(BigInt(s) ** BigInt(c) <= TWO_32, `d${s}`).toBe(true);
      for (let other = 1; BigInt(s) ** BigInt(other) <= TWO_32; other++) {
        expect(yieldOf(s, c), `d${s}: ${c} v ${other}`).toBeGreaterThanOrEqual(yieldOf(s, other));
      }
    }
  });

  it('refuses side counts outside 2..255 and ranges outside the array', () => {
    const out = new Int32Array(4);
    for (const sides of [1, 256, 2.5, Number.NaN]) expect(() => fillDice(replay([]), sides, out)).toThrow(RangeError);
    expect(() => fillDice(replay([]), 6, out, 5)).toThrow(RangeError);
    expect(() => fillDice(replay([]), 6, out, 2, 3)).toThrow(RangeError);
    expect(() => fillDice(replay([]), 6, out, -1)).toThrow(RangeError);
  });
});

describe('fillDice with forced words (d6: 11 dice a word, 6^11 = 362,797,056, 2^32 mod 6^11 = 304,199,680)', () => {
  const out = new Int32Array(13);

  it('maps the lowest accepted word to eleven 1s and the highest word to eleven 6s', () => {
    fillDice(replay([1]), 6, out, 11);
    expect([...out.subarray(0, 11)]).toEqual(new Array(11).fill(1));
    fillDice(replay([0xffffffff]), 6, out, 11);
    expect([...out.subarray(0, 11)]).toEqual(new Array(11).fill(6));
  });

  it('rejects word 0 (low part 0) and the first word of each value with 12 words, re-rolling from the next word', () => {
    // Words 1..11 give v = 0; word 12 gives v = 1 with low part 12 * 6^11 - 2^32 = 58,597,376,
    // inside the rejected zone, so v = 1 keeps 11 words (13..23) like every other value.
    const zero = replay([0, 0xffffffff]);
    fillDice(zero, 6, out, 11);
    expect(zero.used).toBe(2);
    expect([...out.subarray(0, 11)]).toEqual(new Array(11).fill(6));
    for (let word = 1; word <= 11; word++) {
      fillDice(replay([word]), 6, out, 11);
      expect([...out.subarray(0, 11)], `word ${word}`).toEqual(new Array(11).fill(1));
    }
    expect(() => fillDice(replay([12]), 6, out, 11)).toThrow('out of words');
    fillDice(replay([13]), 6, out, 11);
    expect([...out.subarray(0, 11)]).toEqual([1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 2]);
  });

  it('rolls the 2 dice past a word boundary (n = 13) from a second word over [0, 36), rejecting its 4 biased words', () => {
    const words = replay([1, 0, 0xffffffff]); // eleven 1s; then 0 is rejected (0 * 36 mod 2^32 < 4)
    fillDice(words, 6, out, 13);
    expect(words.used).toBe(3);
    expect([...out]).toEqual([1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 6, 6]);
    const edge = Math.ceil(2 ** 32 / 36); // 36 * edge = 2^32 + 20: low 20 >= 4, accepted as v = 1
    fillDice(replay([1, edge - 1]), 6, out, 13);
    expect([...out.subarray(11)]).toEqual([1, 1]);
    fillDice(replay([1, edge]), 6, out, 13);
    expect([...out.subarray(11)]).toEqual([1, 2]);
  });

  it('agrees with the BigInt definition on edge and random words for many side counts and batch sizes', () => {
    const random = chunkRng(5, 5n, 5);
    const sample = Array.from({ length: 200 }, () => random.nextU32());
    const FALLBACK = 0xffffffff; // accepted for every (s, c): its low part is 2^32 - s^c >= 2^32 mod s^c
    for (const sides of [2, 3, 5, 6, 7, 10, 12, 20, 36, 100, 255]) {
      // d6 (read five digits a lookup) at every word size; the others at four.
      for (const count of new Set(sides === 6 ? Array.from({ length: diceBatch(6) }, (_, i) => i + 1) : [1, 2, Math.ceil(diceBatch(sides) / 2), diceBatch(sides)])) {
        // First word of values 1, 2, s^c / 2 and s^c - 1: where a value's extra (rejected) word sits.
        const bound = BigInt(sides) ** BigInt(count);
        const edges = [1n, 2n, bound / 2n, bound - 1n].map((v) => Number((v * TWO_32 + bound - 1n) / bound));
        const words = [0, 1, 2, 0xfffffffe, 0xffffffff, ...edges.flatMap((w) => [w - 1, w, w + 1]).filter((w) => w < 2 ** 32), ...sample];
        let rejected = 0;
        const wrong: string[] = []; // collected, then one expect: thousands of words per side count
        for (const word of words) {
          const expected = reference(word, sides, count);
          const rng = replay([word, FALLBACK]);
          const dice = new Uint8Array(count);
          fillDice(rng, sides, dice);
          if (expected === 'rejected') rejected++;
          const want = expected === 'rejected' ? { used: 2, dice: reference(FALLBACK, sides, count) } : { used: 1, dice: expected };
          const got = { used: rng.used, dice: [...dice] };
          if (JSON.stringify(got) !== JSON.stringify(want)) wrong.push(`d${sides} x${count} word ${word}: ${JSON.stringify(got)}, want ${JSON.stringify(want)}`);
        }
        expect(wrong).toEqual([]);
        // Word 0 is rejected whenever 2^32 mod s^c > 0, i.e. whenever s is not a power of 2.
        expect(rejected > 0).toBe((sides & (sides - 1)) !== 0);
      }
    }
  });

  it('writes only out[offset .. offset + n - 1], and n = 0 draws no word', () => {
    const dice = new Int32Array(8).fill(-1);
    const none = replay([]);
    fillDice(none, 6, dice, 0);
    expect(none.used).toBe(0);
    fillDice(replay([0xffffffff]), 6, dice, 3, 2);
    expect([...dice]).toEqual([-1, -1, 6, 6, 6, -1, -1, -1]);
  });

  it('draws the same pair as die(36) from the same words (two d6 are one draw from [0, 36))', () => {
    const a = chunkRng(31, 4n, 1);
    const b = chunkRng(31, 4n, 1);
    const pair = new Uint8Array(2);
    const fromFill: number[] = [];
    const fromDie: number[] = [];
    for (let i = 0; i < 10_000; i++) {
      fillDice(a, 6, pair);
      fromFill.push((pair[0]! - 1) * 6 + pair[1]! - 1);
      fromDie.push(b.die(36) - 1);
    }
    expect(fromFill).toEqual(fromDie);
  });
});

describe('fillDice uniformity (chi-square, fixed seeds)', () => {
  it('uses the table for df 30 and Wilson-Hilferty beyond it', () => {
    expect(critical(30)).toBe(53.67);
    expect(critical(35)).toBeCloseTo(60.27, 1);
    expect(critical(99)).toBeCloseTo(139.0, 0);
  });

  const SIDES = [2, 3, 4, 5, 6, 7, 8, 10, 12, 16, 20, 100];
  it.each(SIDES)('d%i faces are in range and uniform, in batches of 2 words and a part (a family: p > 0.005 / 12 each)', (sides) => {
    const rng = chunkRng(20261122, BigInt(sides), 0);
    const batch = diceBatch(sides);
    const dice = new Int32Array(2 * batch + Math.ceil(batch / 2)); // not a multiple of the batch
    const counts = new Float64Array(sides);
    const calls = Math.ceil((sides * 60_000) / dice.length);
    let outside = 0;
    for (let call = 0; call < calls; call++) {
      fillDice(rng, sides, dice);
      for (const face of dice) {
        if (face >= 1 && face <= sides) counts[face - 1]!++;
        else outside++;
      }
    }
    expect(outside).toBe(0);
    expect(chiSquare(counts, calls * dice.length)).toBeLessThan(critical(sides - 1, 0.005 / SIDES.length));
  });

  describe('13 d6 per call (11 from one word, 2 from the next)', () => {
    const CALLS = 300_000;
    const rng = counted(chunkRng(7, 13n, 0));
    const faces = Array.from({ length: 13 }, () => new Float64Array(6));
    const pairs = { 'first two of a word': [0, 1], 'last two of a word': [9, 10], 'across the word boundary': [10, 11], 'both from the second word': [11, 12] };
    const pairCounts = new Map(Object.keys(pairs).map((k) => [k, new Float64Array(36)]));
    const acrossCalls = new Float64Array(36);

    beforeAll(() => {
      const dice = new Uint8Array(13);
      let last = 0;
      for (let call = 0; call < CALLS; call++) {
        fillDice(rng, 6, dice);
        for (let i = 0; i < 13; i++) faces[i]![dice[i]! - 1]!++;
        for (const [name, [x, y]] of Object.entries(pairs)) pairCounts.get(name)![(dice[x!]! - 1) * 6 + dice[y!]! - 1]!++;
        if (call > 0) acrossCalls[(last - 1) * 6 + dice[0]! - 1]!++;
        last = dice[12]!;
      }
    });

    it('every position is uniform', () => {
      faces.forEach((counts, i) => expect(chiSquare(counts, CALLS), `position ${i}`).toBeLessThan(critical(5)));
    });

    it.each([...Object.keys(pairs)])('pairs %s are uniform and independent', (name) => {
      expect(chiSquare(pairCounts.get(name)!, CALLS)).toBeLessThan(critical(35));
    });

    it('the last die of a call and the first of the next are independent', () => {
      expect(chiSquare(acrossCalls, CALLS - 1)).toBeLessThan(critical(35));
    });

    it('uses about 2 words per call plus the rejected ones (7.08% for 11 dice, 4 in 2^32 for 2)', () => {
      const expected = CALLS / (1 - 304_199_680 / 2 ** 32) + CALLS / (1 - 4 / 2 ** 32);
      const sd = Math.sqrt(CALLS * 0.0708) / (1 - 0.0708); // geometric retries of the 11-dice word
      expect(Math.abs(rng.used - expected)).toBeLessThan(4.5 * sd);
    });
  });

  it.each([2, 6, 20])('d%i pairs within one word are uniform and independent', (sides) => {
    const rng = chunkRng(11, BigInt(sides), 3);
    const dice = new Int32Array(diceBatch(sides));
    const counts = new Float64Array(sides * sides);
    const n = sides * sides * 2_000;
    for (let i = 0; i < n; i++) {
      fillDice(rng, sides, dice);
      counts[(dice[0]! - 1) * sides + dice[dice.length - 1]! - 1]!++;
    }
    expect(chiSquare(counts, n)).toBeLessThan(critical(sides * sides - 1));
  });
});

describe('countD6Faces: the counts of fillDice in blocks, five dice a lookup', () => {
  const MAPS: readonly (readonly number[])[] = [
    [1, 2, 3, 4, 5, 6],
    [1, 1, 3, 3, 5, 5],
    [2, 2, 2, 5, 5, 6],
    [6, 5, 4, 3, 2, 1],
  ];
  it('every pool size 0..300, blocks of 64 and 255, four face maps: the same counts and the same words used', () => {
    const buf = new Uint8Array(255);
    for (const map of MAPS) {
      const table = faceCountTable(map);
      for (const block of [64, 255]) {
        for (let n = 0; n <= 300; n++) {
          const a = chunkRng(3, BigInt(n), block);
          const b = chunkRng(3, BigInt(n), block);
          const expected = new Int32Array(14);
          for (let left = n; left > 0; left -= Math.min(left, block)) {
            const m = Math.min(left, block);
            fillDice(a, 6, buf, m, 0);
            for (let i = 0; i < m; i++) expected[7 + (map[(buf[i] as number) - 1] as number)]! += 1;
          }
          const counts = new Int32Array(14);
          countD6Faces(b, n, table, counts, 7, block);
          expect(Array.from(counts), `${map.join('')} n=${n} block=${block}`).toEqual(Array.from(expected));
          expect(b.nextU32()).toBe(a.nextU32());
        }
      }
    }
  });

  it('a rejected word is skipped as fillDice skips it (forced words)', () => {
    // 2^32 mod 6^11 = 304,199,680: a word whose low part w * 6^11 mod 2^32 falls below it is
    // rejected. 0 is rejected (its low part is 0); 1 is not, and its eleven dice are all 1s.
    const rng = replay([0, 1, 0xffffffff]);
    const counts = new Int32Array(7);
    countD6Faces(rng, 11, faceCountTable([1, 2, 3, 4, 5, 6]), counts, 0, 64);
    expect(Array.from(counts)).toEqual([0, 11, 0, 0, 0, 0, 0]);
    expect(rng.nextU32()).toBe(0xffffffff);
  });
});
