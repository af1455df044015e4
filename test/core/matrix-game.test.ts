/** Issue #25: the exact zero-sum game solver (matrix-game.ts) and its Fraction type, on games worked by hand. */
import { describe, expect, it } from 'vitest';
import { Fraction } from '../../src/core/fraction.js';
import { exploitability, solveMatrixGame, type Payoff } from '../../src/core/matrix-game.js';

const strings = (fs: readonly Fraction[]): string[] => fs.map(String);

/** Exact optimality: the row strategy earns at least the value against every column, the column strategy concedes at most it to every row. */
function expectOptimal(matrix: readonly (readonly Payoff[])[]): void {
  const s = solveMatrixGame(matrix);
  const a = matrix.map((row) => row.map(Fraction.from));
  const sum = (fs: readonly Fraction[]): Fraction => fs.reduce((x, y) => x.add(y), Fraction.ZERO);
  expect(sum(s.row).equals(Fraction.ONE)).toBe(true);
  expect(sum(s.column).equals(Fraction.ONE)).toBe(true);
  for (const p of [...s.row, ...s.column]) expect(p.compare(Fraction.ZERO)).toBeGreaterThanOrEqual(0);
  (a[0] ?? []).forEach((_, j) => expect(sum(a.map((row, i) => (s.row[i] as Fraction).mul(row[j] as Fraction))).compare(s.value), `column ${j}`).toBeGreaterThanOrEqual(0));
  a.forEach((row, i) => expect(sum(row.map((v, j) => (s.column[j] as Fraction).mul(v))).compare(s.value), `row ${i}`).toBeLessThanOrEqual(0));
}

describe('Fraction', () => {
  it('keeps lowest terms and a positive denominator', () => {
    expect(Fraction.of(6, -4).toString()).toBe('-3/2');
    expect(Fraction.of(1, 3).add(Fraction.of(1, 6)).toString()).toBe('1/2');
    expect(Fraction.of(2, 3).div(Fraction.of(-4, 9)).toString()).toBe('-3/2');
    expect(Fraction.of(0, 5).equals(Fraction.ZERO)).toBe(true);
    expect(() => Fraction.of(1, 0)).toThrow(/zero denominator/);
  });

  it('reads a double exactly and turns huge ratios back into doubles', () => {
    expect(Fraction.from(0.375).toString()).toBe('3/8');
    expect(Fraction.from(0.1).toString()).toBe('3602879701896397/36028797018963968');
    expect(Fraction.of(10n ** 400n + 1n, 3n * 10n ** 400n).toNumber()).toBeCloseTo(1 / 3, 15);
  });
});

describe('solveMatrixGame on games worked by hand', () => {
  it('matching pennies: value 0, each player 1/2-1/2', () => {
    const s = solveMatrixGame([[1, -1], [-1, 1]]);
    expect(s.value.toString()).toBe('0');
    expect(strings(s.row)).toEqual(['1/2', '1/2']);
    expect(strings(s.column)).toEqual(['1/2', '1/2']);
  });

  it('a 2x2 with a saddle point: row 1 column 1, value 2 (max of row minima = min of column maxima)', () => {
    // Row minima 2, 1; column maxima 2, 5.
    const s = solveMatrixGame([[2, 5], [1, 3]]);
    expect(s.value.toString()).toBe('2');
    expect(strings(s.row)).toEqual(['1', '0']);
    expect(strings(s.column)).toEqual(['1', '0']);
  });

  it('a 2x3 with value 7/9: row (5/9, 4/9), column (4/9, 5/9, 0)', () => {
    // Row plays (p, 1-p): the columns pay 5p-2, 3-4p, 1+p; the first two cross at p = 5/9, at 7/9,
    // where the third pays 14/9. Column (q, 1-q, 0): the rows pay 4q-1 and 3-5q, equal at q = 4/9.
    const game = [[3, -1, 2], [-2, 3, 1]];
    const s = solveMatrixGame(game);
    expect(s.value.toString()).toBe('7/9');
    expect(s.valueNumber).toBeCloseTo(7 / 9, 15);
    expect(strings(s.row)).toEqual(['5/9', '4/9']);
    expect(strings(s.column)).toEqual(['4/9', '5/9', '0']);
    // The transposed, negated game is the same game with the players' places swapped.
    const t = solveMatrixGame([[-3, 2], [1, -3], [-2, -1]]);
    expect(t.value.toString()).toBe('-7/9');
    expect(strings(t.row)).toEqual(['4/9', '5/9', '0']);
    expect(strings(t.column)).toEqual(['5/9', '4/9']);
  });

  it('rock-paper-scissors: value 0 at 1/3 each; plus one: value 1; rock winning double: (1/4, 1/2, 1/4)', () => {
    const rps = [[0, -1, 1], [1, 0, -1], [-1, 1, 0]];
    const s = solveMatrixGame(rps);
    expect(s.value.toString()).toBe('0');
    expect(strings(s.row)).toEqual(['1/3', '1/3', '1/3']);
    expect(solveMatrixGame(rps.map((row) => row.map((v) => v + 1))).value.toString()).toBe('1');
    // Rock beats scissors by 2: x = (a, b, c) must hold b - 2c = 0, c - a = 0, 2a - b = 0.
    const weighted = solveMatrixGame([[0, -1, 2], [1, 0, -1], [-2, 1, 0]]);
    expect(weighted.value.toString()).toBe('0');
    expect(strings(weighted.row)).toEqual(['1/4', '1/2', '1/4']);
    expect(strings(weighted.column)).toEqual(['1/4', '1/2', '1/4']);
  });

  it('takes fractions and doubles exactly: pennies at ±1/3 about 1/2', () => {
    const third = Fraction.of(1, 3);
    const half = Fraction.of(1, 2);
    const s = solveMatrixGame([[half.add(third), half.sub(third)], [half.sub(third), half.add(third)]]);
    expect(s.value.toString()).toBe('1/2');
    expect(solveMatrixGame([[0.75, 0.25], [0.25, 0.75]]).value.toString()).toBe('1/2');
  });

  it('solves degenerate games (ties everywhere, repeated rows and columns) without cycling', () => {
    expect(solveMatrixGame([[1, 1], [1, 1]]).value.toString()).toBe('1');
    expect(solveMatrixGame([[5]]).value.toString()).toBe('5');
    const repeated = [[1, -1, 1, -1], [-1, 1, -1, 1], [1, -1, 1, -1]];
    expect(solveMatrixGame(repeated).value.toString()).toBe('0');
    expectOptimal(repeated);
  });

  it('is exactly optimal on 60 small random integer games (many ties)', () => {
    let seed = 12345;
    const next = (): number => (seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648;
    for (let g = 0; g < 60; g++) {
      const rows = 1 + Math.floor(next() * 6);
      const columns = 1 + Math.floor(next() * 7);
      expectOptimal(Array.from({ length: rows }, () => Array.from({ length: columns }, () => Math.floor(next() * 7) - 3)));
    }
  });

  it('refuses an empty or ragged matrix', () => {
    expect(() => solveMatrixGame([])).toThrow(/rectangle/);
    expect(() => solveMatrixGame([[1, 2], [3]])).toThrow(/rectangle/);
  });
});

describe('exploitability', () => {
  it('is 0 for optimal pairs and measures each side\'s loss otherwise', () => {
    const pennies = [[1, -1], [-1, 1]];
    expect(exploitability(pennies, [0.5, 0.5], [0.5, 0.5], 0)).toEqual({ rowGuarantee: 0, columnConcession: 0, rowShortfall: 0, columnExcess: 0, total: 0 });
    const e = exploitability(pennies, [1, 0], [0.5, 0.5], 0);
    expect([e.rowGuarantee, e.rowShortfall, e.columnExcess, e.total]).toEqual([-1, 1, 0, 1]);
    const s = solveMatrixGame([[3, -1, 2], [-2, 3, 1]]);
    expect(exploitability([[3, -1, 2], [-2, 3, 1]], s.rowNumbers, s.columnNumbers).total).toBeLessThan(1e-12);
  });
});
