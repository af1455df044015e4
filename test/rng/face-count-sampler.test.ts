import { describe, expect, it } from 'vitest';
import { critical } from './chi-square.js';
import { chiSquareOf } from './expected-chi-square.js';
import { countD6Faces } from '../../src/rng/dice.js';
import { faceCountSampler, FaceCountSampler } from '../../src/rng/face-count-sampler.js';
import { chunkRng } from '../../src/rng/seed.js';

/** Every way to put n dice on the values of `weights` (weights[v - 1] faces of six show v): counts and chance. */
function multinomialLaw(n: number, weights: readonly number[]): { cells: Map<string, number> } {
  const cells = new Map<string, number>();
  const logFact = (k: number): number => {
    let s = 0;
    for (let i = 2; i <= k; i++) s += Math.log(i);
    return s;
  };
  const counts = [0, 0, 0, 0, 0, 0];
  const walk = (v: number, left: number): void => {
    if (v === 5) {
      counts[5] = left;
      if (left > 0 && weights[5] === 0) return;
      let log = logFact(n);
      for (let i = 0; i < 6; i++) {
        const c = counts[i] as number;
        if (c === 0) continue;
        log += c * Math.log((weights[i] as number) / 6) - logFact(c);
      }
      cells.set(counts.join(','), Math.exp(log));
      return;
    }
    for (let c = 0; c <= left; c++) {
      if (c > 0 && weights[v] === 0) break;
      counts[v] = c;
      walk(v + 1, left - c);
    }
  };
  walk(0, n);
  return { cells };
}

/** Draws `draws` pools and tests the joint face counts against the multinomial law. */
function jointChiSquare(faces: readonly number[], n: number, draws: number, seed: number): { statistic: number; limit: number } {
  const weights = [0, 0, 0, 0, 0, 0];
  for (const v of faces) weights[v - 1] = (weights[v - 1] as number) + 1;
  const { cells } = multinomialLaw(n, weights);
  const keys = [...cells.keys()];
  const index = new Map(keys.map((k, i) => [k, i]));
  const seen = new Float64Array(keys.length);
  const sampler = new FaceCountSampler(faces);
  const rng = chunkRng(seed, 2n, n);
  const counts = new Int32Array(7);
  for (let i = 0; i < draws; i++) {
    counts.fill(0);
    sampler.addByBinomials(rng, n, counts, 0);
    const at = index.get(Array.from(counts.subarray(1)).join(','));
    if (at === undefined) throw new Error(`impossible face counts ${counts.join(',')}`);
    seen[at] = (seen[at] as number) + 1;
  }
  const { statistic, df } = chiSquareOf(seen, keys.map((k) => cells.get(k) as number), draws);
  return { statistic, limit: critical(df, 0.005 / 3) };
}

describe('face counts by conditional binomials', () => {
  it.each([
    ['a plain d6, 12 dice', [1, 2, 3, 4, 5, 6], 12],
    ['woods (3,3,3,4,5,6), 13 dice', [3, 3, 3, 4, 5, 6], 13],
    ['inferior dice (1,1,3,3,5,5), 40 dice', [1, 1, 3, 3, 5, 5], 40],
  ] as const)('%s: the joint counts of 300,000 pools of a fixed seed pass chi-square against the multinomial', (_name, faces, n) => {
    const { statistic, limit } = jointChiSquare(faces, n, 300_000, 38);
    expect(statistic).toBeLessThan(limit);
  });

  it('a big pool (300 dice, three blocks of rows): each value within 4 standard errors of n w / 6 on average, counts summing to the pool', () => {
    const sampler = faceCountSampler([1, 2, 3, 4, 5, 6]);
    const rng = chunkRng(38, 3n, 0);
    const counts = new Int32Array(7);
    const sums = new Float64Array(7);
    const pools = 20_000;
    for (let i = 0; i < pools; i++) {
      counts.fill(0);
      sampler.add(rng, 300, counts, 0);
      expect(counts.reduce((s, c) => s + c, 0)).toBe(300);
      for (let v = 1; v <= 6; v++) sums[v] = (sums[v] as number) + (counts[v] as number);
    }
    const sd = Math.sqrt((300 * (1 / 6) * (5 / 6)) / pools);
    for (let v = 1; v <= 6; v++) expect(Math.abs((sums[v] as number) / pools - 50), `value ${v}`).toBeLessThan(4 * sd);
  });

  it('below the crossover a pool is rolled die by die: the same words and counts as countD6Faces', () => {
    const faces = [3, 3, 3, 4, 5, 6];
    const sampler = faceCountSampler(faces);
    expect(sampler.perDieBelow).toBe(16);
    expect(faceCountSampler([1, 1, 3, 3, 5, 5]).perDieBelow).toBe(2);
    const a = chunkRng(5, 0n, 0);
    const b = chunkRng(5, 0n, 0);
    const viaSampler = new Int32Array(14);
    const direct = new Int32Array(14);
    for (let i = 0; i < 1000; i++) {
      sampler.add(a, i % 16, viaSampler, 7);
      countD6Faces(b, i % 16, sampler.countTable, direct, 7, 64);
    }
    expect(viaSampler).toEqual(direct);
    expect(a.nextU32()).toBe(b.nextU32());
    expect(faceCountSampler([1, 2, 3, 4, 5, 6]).perDieBelow).toBe(48);
  });

  it('a constant die takes no word; a shared sampler per face map; a bad map is refused', () => {
    const rng = chunkRng(1, 0n, 0);
    const counts = new Int32Array(7);
    faceCountSampler([4, 4, 4, 4, 4, 4]).add(rng, 50, counts, 0);
    expect(Array.from(counts)).toEqual([0, 0, 0, 0, 50, 0, 0]);
    expect(rng.nextU32()).toBe(chunkRng(1, 0n, 0).nextU32());
    expect(faceCountSampler([1, 2, 3, 4, 5, 6])).toBe(faceCountSampler([1, 2, 3, 4, 5, 6]));
    expect(() => faceCountSampler([0, 2, 3, 4, 5, 6])).toThrow(/six values in 1..6/);
  });
});
