/**
 * What a break-even search leans on: results without metric summaries (the same outcomes,
 * no metrics), and a bounded prepare cache (a worker's outlives tens of thousands of matchups).
 */
import { describe, expect, it } from 'vitest';
import { resolveMatchup } from '../../src/core/matchup.js';
import { PrepareCache } from '../../src/engine/prepare-cache.js';
import { runMatchups } from '../../src/engine/run-matchups.js';
import { low } from '../../src/rules/low/index.js';
import { SHIPPED } from '../shipped-systems.js';

const matchup = (n: number) => resolveMatchup(low, { system: 'low', combat: 'engagement', attacker: { troop: `${n}*infantry`, conditions: {} }, defender: { troop: '3*elves', conditions: {} } });

describe('results for outcomes alone', () => {
  it('summaries: false gives the same outcomes and intervals, exact and sampled, and no metrics', async () => {
    for (const method of ['exact', 'mc'] as const) {
      const run = { systems: SHIPPED, method, target: { trials: 2000 }, seed: 5, workers: 0 };
      const [full] = await runMatchups([matchup(4)], run);
      const [light] = await runMatchups([matchup(4)], { ...run, summaries: false });
      expect(full?.metrics.length).toBeGreaterThan(0);
      expect(light?.metrics).toEqual([]);
      expect(light?.outcomes).toEqual(full?.outcomes);
      expect(light?.intervals).toEqual(full?.intervals);
      expect(light?.maxHalfWidth).toBe(full?.maxHalfWidth);
    }
  });

  it('a prepare cache holding 2 matchups prepares the oldest again, and keeps the newest', () => {
    const cache = new PrepareCache(SHIPPED, 2);
    const first = cache.get(matchup(1));
    const second = cache.get(matchup(2));
    expect(cache.get(matchup(1))).toBe(first);
    cache.get(matchup(3)); // the third pushes out the oldest, the first
    expect(cache.get(matchup(2))).toBe(second);
    expect(cache.get(matchup(1))).not.toBe(first);
  });
});
