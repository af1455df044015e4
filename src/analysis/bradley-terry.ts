/**
 * Bradley-Terry strengths by maximum likelihood: P(i beats j) = π_i / (π_i + π_j), fitted
 * to a matrix of (possibly fractional) wins with Hunter's MM algorithm (Hunter 2004, "MM
 * algorithms for generalized Bradley-Terry models", Ann. Statist. 32(1)). Each type also
 * plays one virtual game, half won, against a reference of strength 1: without it a type
 * that wins (or loses) everything has no finite strength.
 *
 * @example
 * bradleyTerry([[0, 3], [1, 0]]).strengths; // => about [0.52, -0.52] (log π, mean 0)
 */
export interface BradleyTerryFit {
  /** log π per type, shifted so their mean is 0: differences are log-odds of winning. */
  readonly strengths: number[];
  readonly iterations: number;
  /** Largest change of any log π in the last iteration: the tolerance reached. */
  readonly change: number;
}

export const BT_TOLERANCE = 1e-10;
const MAX_ITERATIONS = 100_000;

/** `wins[i][j]`: how often i beat j (ties split in halves); games between i and j = wins[i][j] + wins[j][i]. */
export function bradleyTerry(wins: readonly (readonly number[])[], tolerance = BT_TOLERANCE): BradleyTerryFit {
  const n = wins.length;
  const w = (i: number, j: number): number => wins[i]?.[j] ?? 0;
  // Games per pair and wins per type are fixed: worked out once, in the order the loop adds them.
  const games = new Float64Array(n * n);
  const won = new Float64Array(n);
  for (let i = 0; i < n; i++) {
    won[i] = 0.5; // the virtual game against the reference (strength 1)
    for (let j = 0; j < n; j++) {
      if (j === i) continue;
      const g = w(i, j) + w(j, i);
      games[i * n + j] = g;
      if (g !== 0) won[i] = (won[i] as number) + w(i, j);
    }
  }
  let pi = new Float64Array(n).fill(1);
  let next = new Float64Array(n);
  let change = Infinity;
  let iterations = 0;
  while (change > tolerance && iterations < MAX_ITERATIONS) {
    iterations++;
    for (let i = 0; i < n; i++) {
      const p = pi[i] as number;
      let denominator = 1 / (p + 1);
      for (let j = 0; j < n; j++) {
        const g = games[i * n + j] as number;
        if (g !== 0) denominator += g / (p + (pi[j] as number));
      }
      next[i] = (won[i] as number) / denominator;
    }
    // Strengths are reported centred, so the change is measured centred too: the common
    // scale, pinned only by the weak virtual games, may still drift a little.
    let shift = 0;
    for (let i = 0; i < n; i++) shift += (Math.log(next[i] as number) - Math.log(pi[i] as number)) / n;
    change = 0;
    for (let i = 0; i < n; i++) change = Math.max(change, Math.abs(Math.log(next[i] as number) - Math.log(pi[i] as number) - shift));
    [pi, next] = [next, pi];
  }
  const logs = Array.from(pi, (p) => Math.log(p));
  const mean = logs.reduce((s, x) => s + x, 0) / Math.max(1, n);
  return { strengths: logs.map((x) => x - mean), iterations, change };
}
