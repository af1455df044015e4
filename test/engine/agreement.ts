import { expect } from 'vitest';
import type { MatchupResult } from '../../src/core/result.js';
import type { Matchup } from '../../src/core/system.js';
import { runMatchups } from '../../src/engine/run-matchups.js';
import { SHIPPED } from '../shipped-systems.js';

/** Every probability a result reports, named: each side's outcomes and the kind's totals. */
export function everyProbability(r: MatchupResult): [string, number][] {
  return [
    ...Object.entries(r.outcomes.attacker).map(([k, p]) => [`attacker ${k}`, p] as [string, number]),
    ...Object.entries(r.outcomes.defender).map(([k, p]) => [`defender ${k}`, p] as [string, number]),
    ...Object.entries(r.totals).map(([k, p]) => [k, p] as [string, number]),
  ];
}

/**
 * Run `matchups` exactly and by Monte Carlo (`trials`, fixed seed, in this thread) and expect
 * every reported probability within 4.5 standard errors of exact (an impossible one never
 * sampled). Returns the Monte Carlo results for further checks.
 */
export async function expectMonteCarloAgrees(matchups: readonly Matchup[], trials: number, seed = 20261122): Promise<MatchupResult[]> {
  const exact = await runMatchups(matchups, { systems: SHIPPED, method: 'exact', target: { trials }, seed: 1, workers: 0 });
  const mc = await runMatchups(matchups, { systems: SHIPPED, method: 'mc', target: { trials }, seed, workers: 0 });
  exact.forEach((e, i) => {
    const sampled = new Map(everyProbability(mc[i] as MatchupResult));
    for (const [name, p] of everyProbability(e)) {
      const q = sampled.get(name) ?? NaN;
      if (p === 0) expect(q, `${i} ${name}`).toBe(0);
      else expect(Math.abs(q - p), `${i} ${name}: exact ${p}, mc ${q}`).toBeLessThanOrEqual(4.5 * Math.sqrt((p * (1 - p)) / trials));
    }
  });
  return mc;
}
