import { Fraction, lcm } from './fraction.js';

/**
 * Finite two-player zero-sum games, solved exactly. The row player maximises the payoff in
 * the matrix, the column player minimises it. Not tied to any rule system; no dependencies;
 * runs in a browser.
 *
 * Method: scale the matrix to integers and shift it so every entry is at least 1 (value
 * V' > 0), then run the simplex method on the column player's LP
 *   maximise sum(w) subject to A' w <= 1, w >= 0,
 * whose optimum is 1/V'; w V' is an optimal column strategy and the LP's duals (the final
 * objective row under the slacks), times V', an optimal row strategy. Bland's rule (lowest
 * index enters, lowest basic index leaves on a tie) keeps degenerate games from cycling. The
 * tableau is kept in integers over one common denominator (integer pivoting, as in Bareiss
 * elimination: every division is exact), which is much faster than a tableau of reduced
 * fractions and exact all the same.
 */

/** A payoff: an integer, a BigInt, an exact Fraction, or a double (read exactly). */
export type Payoff = number | bigint | Fraction;

/** A solved game: its value and one optimal mixed strategy per player, exactly and as doubles. */
export interface MatrixGameSolution {
  readonly value: Fraction;
  readonly valueNumber: number;
  /** The row player's optimal probabilities, one per row. */
  readonly row: readonly Fraction[];
  readonly rowNumbers: readonly number[];
  /** The column player's optimal probabilities, one per column. */
  readonly column: readonly Fraction[];
  readonly columnNumbers: readonly number[];
  /** Simplex pivots taken. */
  readonly pivots: number;
}

/**
 * Solve a zero-sum matrix game exactly (row player maximises).
 *
 * @example
 * const pennies = solveMatrixGame([[1, -1], [-1, 1]]);
 * pennies.value.toString(); // => '0'
 * pennies.row.map(String);  // => ['1/2', '1/2']
 */
export function solveMatrixGame(matrix: readonly (readonly Payoff[])[]): MatrixGameSolution {
  const exact = matrix.map((row) => row.map(Fraction.from));
  const columns = exact[0]?.length ?? 0;
  if (exact.length === 0 || columns === 0 || exact.some((row) => row.length !== columns)) {
    throw new Error('solveMatrixGame: the matrix must be a non-empty rectangle');
  }
  // Integers: times the lcm of the denominators; then shift so the least entry is 1.
  const scale = exact.flat().reduce((l, f) => lcm(l, f.den), 1n);
  const ints = exact.map((row) => row.map((f) => f.num * (scale / f.den)));
  const least = ints.flat().reduce((a, b) => (b < a ? b : a));
  const shift = 1n - least;
  const lp = maximiseUnderOnes(ints.map((row) => row.map((v) => v + shift)));
  // V' = det / objective; the game's value is (V' - shift) / scale.
  const value = Fraction.of(lp.det - shift * lp.objective, scale * lp.objective);
  const row = lp.duals.map((d) => Fraction.of(d, lp.objective));
  const column = lp.primal.map((p) => Fraction.of(p, lp.objective));
  return {
    value,
    valueNumber: value.toNumber(),
    row,
    rowNumbers: row.map((f) => f.toNumber()),
    column,
    columnNumbers: column.map((f) => f.toNumber()),
    pivots: lp.pivots,
  };
}

/**
 * Simplex on: maximise sum(w) s.t. A w <= 1, w >= 0, for A of positive integers (so the slack
 * basis is feasible and the optimum bounded). The tableau's true entries are `T / det`. Returns
 * the optimum's numerators: each w_j and each dual (over `det`), and sum(w) as `objective / det`.
 */
function maximiseUnderOnes(a: readonly (readonly bigint[])[]): { primal: bigint[]; duals: bigint[]; objective: bigint; det: bigint; pivots: number } {
  const m = a.length;
  const n = a[0]?.length ?? 0;
  const rhs = n + m;
  // Rows 0..m-1: constraint i is sum_j a_ij w_j + s_i = 1. Row m: the objective, z - sum(w) = 0.
  const t: bigint[][] = a.map((row, i) => [...row, ...Array.from({ length: m }, (_, k) => (k === i ? 1n : 0n)), 1n]);
  t.push([...Array.from({ length: n }, () => -1n), ...Array.from({ length: m + 1 }, () => 0n)]);
  const basis = Array.from({ length: m }, (_, i) => n + i);
  const objective = t[m] as bigint[];
  let det = 1n;
  let pivots = 0;
  for (;;) {
    // Bland: the lowest-index column with a negative reduced cost enters.
    const enter = objective.findIndex((v, k) => k < rhs && v < 0n);
    if (enter < 0) break;
    const leave = ratioTest(t, basis, enter, rhs);
    if (leave < 0) throw new Error('internal: unbounded game LP'); // cannot happen: A > 0
    det = pivot(t, leave, enter, det);
    basis[leave] = enter;
    pivots++;
  }
  const primal = Array.from({ length: n }, () => 0n);
  basis.forEach((variable, i) => {
    if (variable < n) primal[variable] = (t[i] as bigint[])[rhs] as bigint;
  });
  const duals = objective.slice(n, n + m);
  return { primal, duals, objective: objective[rhs] as bigint, det, pivots };
}

/** The leaving row: least ratio rhs / entry over positive entries, ties to the lowest basic variable (Bland). -1 if none. */
function ratioTest(t: readonly (readonly bigint[])[], basis: readonly number[], enter: number, rhs: number): number {
  let best = -1;
  for (let i = 0; i < basis.length; i++) {
    const row = t[i] as readonly bigint[];
    const entry = row[enter] as bigint;
    if (entry <= 0n) continue;
    if (best < 0) {
      best = i;
      continue;
    }
    const bestRow = t[best] as readonly bigint[];
    // Compare rhs_i / entry_i with rhs_best / entry_best; both entries positive, common det cancels.
    const diff = (row[rhs] as bigint) * (bestRow[enter] as bigint) - (bestRow[rhs] as bigint) * entry;
    if (diff < 0n || (diff === 0n && (basis[i] as number) < (basis[best] as number))) best = i;
  }
  return best;
}

/** Integer pivot on (r, c): other rows become (p * row - row[c] * pivotRow) / det, exactly; returns the new det, p. */
function pivot(t: bigint[][], r: number, c: number, det: bigint): bigint {
  const pivotRow = t[r] as bigint[];
  const p = pivotRow[c] as bigint;
  for (let i = 0; i < t.length; i++) {
    if (i === r) continue;
    const row = t[i] as bigint[];
    const f = row[c] as bigint;
    for (let j = 0; j < row.length; j++) row[j] = (p * (row[j] as bigint) - f * (pivotRow[j] as bigint)) / det;
  }
  return p;
}

/** How far a pair of strategies is from optimal, found by trying every pure reply. */
export interface Exploitability {
  /** The least the row strategy earns against any pure column: what it guarantees. */
  readonly rowGuarantee: number;
  /** The most the column strategy concedes to any pure row. */
  readonly columnConcession: number;
  /** How far the row strategy's guarantee falls below the value (0 when it is optimal). */
  readonly rowShortfall: number;
  /** How far the column strategy's concession exceeds the value (0 when it is optimal). */
  readonly columnExcess: number;
  /** columnConcession - rowGuarantee = rowShortfall + columnExcess: 0 exactly when both are optimal. */
  readonly total: number;
}

/**
 * Exploitability of a strategy pair, by brute force over pure best responses in floating
 * point (independent of the solver). The value is taken from `value` when given; otherwise the
 * shortfalls are measured against the midpoint of guarantee and concession, and `total` (which
 * needs no value) is the figure to check.
 *
 * @example
 * exploitability([[1, -1], [-1, 1]], [0.5, 0.5], [0.5, 0.5], 0).total; // => 0
 */
export function exploitability(
  matrix: readonly (readonly Payoff[])[],
  rowStrategy: readonly number[],
  columnStrategy: readonly number[],
  value?: number,
): Exploitability {
  const a = matrix.map((row) => row.map(toNumber));
  const columns = a[0]?.length ?? 0;
  const againstColumn = Array.from({ length: columns }, (_, j) => a.reduce((s, row, i) => s + (rowStrategy[i] ?? 0) * (row[j] ?? 0), 0));
  const againstRow = a.map((row) => row.reduce((s, v, j) => s + (columnStrategy[j] ?? 0) * v, 0));
  const rowGuarantee = Math.min(...againstColumn);
  const columnConcession = Math.max(...againstRow);
  const v = value ?? (rowGuarantee + columnConcession) / 2;
  return {
    rowGuarantee,
    columnConcession,
    rowShortfall: Math.max(0, v - rowGuarantee),
    columnExcess: Math.max(0, columnConcession - v),
    total: columnConcession - rowGuarantee,
  };
}

const toNumber = (x: Payoff): number => (x instanceof Fraction ? x.toNumber() : Number(x));
