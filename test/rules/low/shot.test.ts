/**
 * `--combat shot` (ruling R17, golden case G10): a struck figure that is not knocked over
 * dies on a d6 of at least its catapultKillOn; knocked over it dies; in water only if knocked
 * over and first struck.
 */
import { describe, expect, it } from 'vitest';
import { lowResult, within } from './helper.js';

const shot = (defender: string, b: Record<string, unknown> = {}, method: 'exact' | 'mc' = 'exact') => lowResult('giant-3-4in', defender, { combat: 'shot', b, method, trials: 100_000 });

describe('a catapult shot (G10)', () => {
  it.each([
    ['giant-up-to-2in', 5 / 6],
    ['giant-3-4in', 1 / 2],
    ['giant-5-6in', 1 / 6],
    ['war-beast-4x-2-leg', 1 / 2],
    ['war-beast-1x-4-leg', 1],
    ['champion', 1],
    ['elemental-earth-4in', 1],
  ] as const)('%s struck, not knocked over, dies with probability %d', async (defender, p) => {
    const r = await shot(defender);
    expect(r.outcomes.defender['destroyed']).toBeCloseTo(p, 14);
    expect(r.outcomes.attacker['none']).toBe(1);
    expect(r.enumerated).toBe(6);
  });

  it('knocked over, always; touched after another figure, never; in water only knocked over and first struck', async () => {
    expect((await shot('giant-5-6in', { 'knocked-over': true })).outcomes.defender['destroyed']).toBe(1);
    expect((await shot('infantry', { 'not-first': true })).outcomes.defender['destroyed']).toBe(0);
    expect((await shot('amphibious-infantry', { water: true })).outcomes.defender['destroyed']).toBe(0);
    expect((await shot('amphibious-infantry', { water: true, 'knocked-over': true })).outcomes.defender['destroyed']).toBe(1);
    expect((await shot('amphibious-infantry', { water: true, 'knocked-over': true, 'not-first': true })).outcomes.defender['destroyed']).toBe(0);
  });

  it('Monte Carlo agrees; a group is refused', async () => {
    const mc = await shot('giant-up-to-2in', {}, 'mc');
    expect(within(5 / 6, mc.outcomes.defender['destroyed'] ?? NaN, 100_000)).toBe(true);
    await expect(shot('2*infantry')).rejects.toThrow(/a shot strikes one figure/);
  });
});
