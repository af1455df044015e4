import { describe, expect, it } from 'vitest';
import { resolveMatchup } from '../../../src/core/matchup.js';
import type { MatchupResult } from '../../../src/core/result.js';
import { runMatchups } from '../../../src/engine/run-matchups.js';
import { d3h2 } from '../../../src/rules/d3h2/index.js';

const m = (attacker: string, defender: string, a: Record<string, unknown> = {}, b: Record<string, unknown> = {}, combat = 'close') =>
  resolveMatchup(d3h2, { system: 'd3h2', combat, attacker: { troop: attacker, conditions: a }, defender: { troop: defender, conditions: b } });

/** Golden cases G3, G6, G9, G12 and a self-ensorcelling Mage: rear support, bad going, a Camp, shooting, a raw die. */
const MATCHUPS = [
  m('pikes', 'blades', { support: true }),
  m('cavalry', 'psiloi', { going: 'bad' }, { going: 'bad' }),
  m('blades', 'camp', {}, { garrison: 'bows' }),
  m('artillery', 'artillery', {}, { general: true, 'shoots-back': true }, 'shooting'),
  m('mages', 'heroes', { 'rolled-one': true }, {}, 'bespell'),
];

function everyProbability(r: MatchupResult): [string, number][] {
  return [
    ...Object.entries(r.outcomes.attacker).map(([k, p]) => [`attacker ${k}`, p] as [string, number]),
    ...Object.entries(r.outcomes.defender).map(([k, p]) => [`defender ${k}`, p] as [string, number]),
    ...Object.entries(r.totals).map(([k, p]) => [k, p] as [string, number]),
  ];
}

describe('d3h2: Monte Carlo agrees with exact enumeration (fixed seed)', () => {
  it('every probability of 5 matchups lies within 4.5 standard errors of exact', async () => {
    const trials = 400_000;
    const exact = await runMatchups(MATCHUPS, { method: 'exact', target: { trials }, seed: 1, workers: 0 });
    const mc = await runMatchups(MATCHUPS, { method: 'mc', target: { trials }, seed: 20261122, workers: 0 });
    exact.forEach((e, i) => {
      const sampled = new Map(everyProbability(mc[i] as MatchupResult));
      for (const [name, p] of everyProbability(e)) {
        const q = sampled.get(name) ?? NaN;
        if (p === 0) expect(q, name).toBe(0);
        else expect(Math.abs(q - p), `${i} ${name}: exact ${p}, mc ${q}`).toBeLessThanOrEqual(4.5 * Math.sqrt((p * (1 - p)) / trials));
      }
      expect(mc[i]?.method).toBe('mc');
    });
  });
});
