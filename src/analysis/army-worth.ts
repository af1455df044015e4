import type { Verdict } from './cost-fit.js';

/**
 * What each type is worth in an army, in AP (d3h2 RULINGS R53). For a reference army R
 * fought against a field, P(V) is a variant's mean score (a win 1, a draw 1/2) over the
 * field. Removing one element of type T costs D_T = P(R) - P(R less one T); the army's
 * AP buy its win chance at the margin, lambda = sum n_T D_T / sum n_T cost_T, and
 * worth_T = D_T / lambda (so the worths of R's elements add up to what they cost). The
 * general's place is worth (P(R) - P(R with the general moved)) / lambda. Intervals are the
 * delta method's over the independent Monte Carlo estimates (each variant's battles run on
 * their own stream); a type's worth over several armies is their inverse-variance mean.
 */

/** A mean score over the field and the variance of that estimate (0 when exact). */
export interface Score {
  readonly mean: number;
  readonly variance: number;
}

/** One reference army's runs: the army, each of its types less one element, the general moved. */
export interface ArmyRuns {
  readonly army: string;
  readonly base: Score;
  readonly types: readonly { readonly troop: string; readonly count: number; readonly cost: number; readonly without: Score }[];
  readonly general: Score | null;
}

/** A worth in AP with its standard error and 95% interval. */
export interface Worth {
  readonly worth: number;
  readonly se: number;
  readonly interval: readonly [number, number];
}

export interface ArmyWorth {
  readonly army: string;
  /** Win chance (a draw half) against the field. */
  readonly score: number;
  /** Win chance an AP buys at the margin; null when removing elements does not lower it. */
  readonly lambda: number | null;
  readonly types: readonly ({ readonly troop: string; readonly count: number; readonly cost: number; readonly drop: number } & Worth)[];
  readonly general: Worth | null;
}

const Z95 = 1.959963984540054;

/** A mean score's 95% interval (normal). */
export function scoreInterval(score: Score): readonly [number, number] {
  const half = Z95 * Math.sqrt(score.variance);
  return [score.mean - half, score.mean + half];
}

const worthOf = (worth: number, variance: number): Worth => {
  const se = Math.sqrt(Math.max(0, variance));
  return { worth, se, interval: [worth - Z95 * se, worth + Z95 * se] };
};

/**
 * One army's worths. With C = sum n_S c_S and L = sum n_S D_S, worth_T = C D_T / L; its
 * variance by the delta method over P(R) and each P(R less one S), all independent.
 *
 * @example
 * armyWorth({ army: 'r', base: { mean: 0.6, variance: 0 }, general: null, types: [
 *   { troop: 'a', count: 2, cost: 2, without: { mean: 0.5, variance: 0 } },
 *   { troop: 'b', count: 1, cost: 4, without: { mean: 0.4, variance: 0 } }] }).types.map((t) => t.worth); // => [2, 4]
 */
export function armyWorth(runs: ArmyRuns): ArmyWorth {
  const p0 = runs.base.mean;
  const c = runs.types.reduce((s, t) => s + t.count * t.cost, 0);
  const n = runs.types.reduce((s, t) => s + t.count, 0);
  const d = runs.types.map((t) => p0 - t.without.mean);
  const l = runs.types.reduce((s, t, i) => s + t.count * (d[i] as number), 0);
  // Removing elements must cost the army something for an AP to buy anything.
  const lambda = l > 0 && c > 0 ? l / c : null;
  const worthOfDrop = (drop: number, own: Score | null, ownIndex: number): Worth => {
    if (lambda === null) return worthOf(NaN, NaN);
    // d/dp0 and d/dp_S of C * drop / L, drop = p0 - own.mean.
    let variance = (c * (1 / l - (drop * n) / (l * l))) ** 2 * runs.base.variance;
    runs.types.forEach((t, s) => {
      const g = c * ((s === ownIndex ? -1 / l : 0) + (drop * t.count) / (l * l));
      variance += g * g * t.without.variance;
    });
    if (own !== null && ownIndex < 0) variance += (c / l) ** 2 * own.variance;
    return worthOf((c * drop) / l, variance);
  };
  return {
    army: runs.army,
    score: p0,
    lambda,
    types: runs.types.map((t, i) => ({ troop: t.troop, count: t.count, cost: t.cost, drop: d[i] as number, ...worthOfDrop(d[i] as number, null, i) })),
    general: runs.general === null ? null : worthOfDrop(p0 - runs.general.mean, runs.general, -1),
  };
}

/** A type's worth over the armies that field it: the mean of its worths there, and the armies. */
export interface TypeWorth extends Worth {
  readonly troop: string;
  readonly cost: number;
  readonly armies: readonly string[];
  readonly verdict: Verdict | 'cannot tell';
}

/**
 * Each type's worth over every army that fields it (`pool`), and its verdict: fair when the
 * 95% interval holds the cost, undercosted when the interval is above it, overcosted when
 * below (`worthVerdict`).
 *
 * @example
 * pooledWorth([armyWorth(runs)])[0]?.verdict; // => 'fair'
 */
export function pooledWorth(armies: readonly ArmyWorth[]): TypeWorth[] {
  const byTroop = new Map<string, { cost: number; worths: Worth[]; armies: string[] }>();
  for (const a of armies) {
    for (const t of a.types) {
      const entry = byTroop.get(t.troop) ?? { cost: t.cost, worths: [], armies: [] };
      entry.worths.push(t);
      entry.armies.push(a.army);
      byTroop.set(t.troop, entry);
    }
  }
  return [...byTroop].map(([troop, e]) => {
    const pooled = pool(e.worths);
    return { troop, cost: e.cost, armies: e.armies, ...pooled, verdict: worthVerdict(pooled, e.cost) };
  });
}

/**
 * Worths of one thing in several armies, pooled: weighted by the inverse of their variances
 * (an army that nearly always wins or loses prices its elements from tiny differences, so
 * its worths are the noisiest, and count least), or alike where one is exact.
 */
function pool(worths: readonly Worth[]): Worth {
  const finite = worths.filter((w) => Number.isFinite(w.worth) && Number.isFinite(w.se));
  if (finite.length === 0) return worthOf(NaN, NaN);
  const weights = finite.some((w) => w.se === 0) ? finite.map((w) => (w.se === 0 ? 1 : 0)) : finite.map((w) => 1 / (w.se * w.se));
  const sum = weights.reduce((s, x) => s + x, 0);
  const mean = finite.reduce((s, w, i) => s + (weights[i] as number) * w.worth, 0) / sum;
  const variance = finite.reduce((s, w, i) => s + ((weights[i] as number) * w.se) ** 2, 0) / (sum * sum);
  return worthOf(mean, variance);
}

/**
 * Fair when the 95% interval holds the cost; 'cannot tell' when the worth could not be
 * estimated or its interval is so wide (a half-width over the cost, or over 1 AP for what
 * costs less) that it would hold almost any price.
 */
export function worthVerdict(w: Worth, cost: number): Verdict | 'cannot tell' {
  if (!Number.isFinite(w.worth) || !Number.isFinite(w.se)) return 'cannot tell';
  if (Z95 * w.se > Math.max(cost, 1)) return 'cannot tell';
  if (w.interval[0] > cost) return 'undercosted';
  if (w.interval[1] < cost) return 'overcosted';
  return 'fair';
}

/** The general's place over the armies (pooled as `pooledWorth`), judged against its cost: nothing (002:79, a free General). */
export function pooledGeneral(armies: readonly ArmyWorth[]): (Worth & { readonly armies: readonly string[]; readonly verdict: Verdict | 'cannot tell' }) | null {
  const held = armies.filter((a) => a.general !== null);
  if (held.length === 0) return null;
  const pooled = pool(held.map((a) => a.general as Worth));
  return { ...pooled, armies: held.map((a) => a.army), verdict: worthVerdict(pooled, 0) };
}
