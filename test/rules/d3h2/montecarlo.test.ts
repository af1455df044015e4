import { expectMonteCarloAgrees } from '../../engine/agreement.js';
import { describe, expect, it } from 'vitest';
import { resolveMatchup } from '../../../src/core/matchup.js';
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


describe('d3h2: Monte Carlo agrees with exact enumeration (fixed seed)', () => {
  it('every probability of 5 matchups lies within 4.5 standard errors of exact', async () => {
    const trials = 400_000;
    const mc = await expectMonteCarloAgrees(MATCHUPS, trials);
    mc.forEach((r) => {
      expect(r.method).toBe('mc');
    });
  });
});
