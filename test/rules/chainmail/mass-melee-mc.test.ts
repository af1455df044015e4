import { describe, expect, it } from 'vitest';
import { resolveMatchup } from '../../../src/core/matchup.js';
import type { MatchupResult } from '../../../src/core/result.js';
import { runMatchups } from '../../../src/engine/run-matchups.js';
import { chainmail } from '../../../src/rules/chainmail/index.js';
import { SHIPPED } from '../../shipped-systems.js';

/*
 * Mass melee's kills are one binomial draw a side and round (casualties.ts, rollUnitsLost,
 * through binomial-table.ts), blocks of 128 dice above that. Monte Carlo of a fixed seed
 * against the exact law, every outcome and metric bin within 4 standard errors.
 */

const TRIALS = 200_000;

async function result(attacker: string, defender: string, combat: string, method: 'exact' | 'mc'): Promise<MatchupResult> {
  const matchup = resolveMatchup(chainmail, { system: 'chainmail', combat, attacker: { troop: attacker, conditions: {} }, defender: { troop: defender, conditions: {} } });
  const [r] = await runMatchups([matchup], { systems: SHIPPED, method, target: { trials: TRIALS }, seed: 38, workers: 0 });
  if (!r) throw new Error('no result');
  return r;
}

/** |exact - mc| within 4 standard errors (the standard error of at least one trial in TRIALS). */
const within = (p: number, q: number): boolean => Math.abs(p - q) <= 4 * Math.sqrt((Math.max(p, 1 / TRIALS) * Math.max(1 - p, 0)) / TRIALS) + 1e-12;

describe('chainmail mass melee by binomial draws against the exact law (4 standard errors)', () => {
  it.each([
    ['10*heavy-horse', '30*light-foot', 'melee'], // 40 dice on 5-6 against 7 on a 6
    ['40*heavy-horse', '100*light-foot', 'melee'], // 160 dice: a block of 128 and one of 32
    ['12*medium-horse', '16*heavy-foot', 'engagement'],
    ['30*heavy-foot', '40*light-foot', 'engagement'],
  ] as const)('%s v %s, %s', async (attacker, defender, combat) => {
    const exact = await result(attacker, defender, combat, 'exact');
    const mc = await result(attacker, defender, combat, 'mc');
    expect([exact.method, mc.method]).toEqual(['exact', 'mc']);
    let compared = 0;
    for (const side of ['attacker', 'defender'] as const) {
      for (const [k, p] of Object.entries(exact.outcomes[side])) {
        expect(within(p, mc.outcomes[side][k] ?? 0), `${side} ${k}: ${p} v ${mc.outcomes[side][k]}`).toBe(true);
        compared++;
      }
    }
    exact.metrics.forEach((m, i) =>
      m.probabilities.forEach((p, k) => {
        expect(within(p, mc.metrics[i]?.probabilities[k] ?? 0), `${m.name}=${k}: ${p} v ${mc.metrics[i]?.probabilities[k]}`).toBe(true);
        if (p > 0.01) compared++;
      }),
    );
    expect(compared).toBeGreaterThan(10);
  });
});
