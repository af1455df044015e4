/**
 * `--combat missile` (rulings R15, R16, R31; golden case G9): the exact kernel against every
 * die enumerated (brute-force.ts bruteVolley), hand-worked cases, a giant's fire, refusals,
 * and Monte Carlo against exact.
 */
import { describe, expect, it } from 'vitest';
import { bruteVolley, type Aim, type Fig, type Target } from './brute-force.js';
import { expectBrute } from './expect-brute.js';
import { jointP, lowResult, metric, within, type Ask } from './helper.js';

const volley = (attacker: string, defender: string, ask: Ask = {}) => lowResult(attacker, defender, { ...ask, combat: 'missile' });

const archer: Fig = { dice: 1, kills: 1, cost: 2 };
const armed = (f: Fig): Target => ({ ...f, armed: true });
const unarmed = (f: Fig): Target => ({ ...f, armed: false });
const WOODS = [3, 3, 3, 4, 5, 6];
const STONE = [4, 4, 4, 4, 5, 6];
const ELF = [1, 1, 3, 3, 5, 5];
const ATTACKER_BEST: { firers: Aim; targets: Aim } = { firers: 'fewest', targets: 'most' };

describe('missile fire, G9 by hand', () => {
  it('one archer at one unarmed infantryman: the target dies 15/36, the archer is never harmed', async () => {
    const r = await volley('archers', 'infantry');
    expect(r.outcomes.defender['destroyed']).toBeCloseTo(15 / 36, 14);
    expect(r.outcomes.attacker['destroyed']).toBe(0);
    expect((await volley('archers', 'infantry', { b: { cover: 'woods' } })).outcomes.defender['destroyed']).toBeCloseTo(12 / 36, 14);
  });

  it('one archer at one archer, who returns fire: 15/36 and 16/36; on a stone wall 9/36 and 22/36', async () => {
    const r = await volley('archers', 'archers');
    expect(r.outcomes.defender['destroyed']).toBeCloseTo(15 / 36, 14);
    expect(r.outcomes.attacker['destroyed']).toBeCloseTo(16 / 36, 14);
    const wall = await volley('archers', 'archers', { b: { cover: 'stone-fortification' } });
    expect(wall.outcomes.defender['destroyed']).toBeCloseTo(9 / 36, 14);
    expect(wall.outcomes.attacker['destroyed']).toBeCloseTo(22 / 36, 14);
  });

  it('an unarmed cavalryman resists with his 2 melee dice (55/216), or 1 under resist-one-die', async () => {
    expect((await volley('archers', 'cavalry')).outcomes.defender['destroyed']).toBeCloseTo(55 / 216, 14);
    expect((await volley('archers', 'cavalry', { options: { 'resist-one-die': true } })).outcomes.defender['destroyed']).toBeCloseTo(15 / 36, 14);
  });
});

describe('missile fire against every die enumerated', () => {
  const cases: readonly (readonly [string, string, string, Ask, readonly Fig[], readonly Target[], boolean])[] = [
    ['two archers at an archer and an infantryman (two colours)', '2*archers', 'archers+infantry', {}, [archer, archer], [armed(archer), unarmed({ dice: 1, kills: 1, cost: 1 })], true],
    ['the same, coloured dice first on ties (option target-ties)', '2*archers', 'archers+infantry', { options: { 'target-ties': 'coloured-first' } }, [archer, archer], [armed(archer), unarmed({ dice: 1, kills: 1, cost: 1 })], false],
    ['three archers at two archers and a champion in woods', '3*archers', '2*archers+champion', { b: { cover: 'woods' } }, [archer, archer, archer],
      [armed({ ...archer, faces: WOODS }), armed({ ...archer, faces: WOODS }), unarmed({ dice: 2, kills: 2, cost: 6, faces: WOODS })], true],
    ['elves shoot unconverted; elves without bows resist converted (R12)', '2*elf-archers', 'elves+elf-archers', {}, [{ ...archer, cost: 0.5 }, { ...archer, cost: 0.5 }],
      [unarmed({ dice: 1, kills: 1, cost: 0.5, faces: ELF }), armed({ dice: 1, kills: 1, cost: 0.5 })], true],
    ['inferior archers convert their bow dice (R13)', '2*inferior-archers', 'archers', {}, [{ ...archer, cost: 1, faces: ELF }, { ...archer, cost: 1, faces: ELF }], [armed(archer)], true],
    ['a Ranger returns fire with 3 dice and falls to 2 kills', '3*archers', 'ranger', {}, [archer, archer, archer], [armed({ dice: 3, kills: 2, cost: 6 })], true],
    ['a stone wall converts white and coloured dice alike', '2*archers', 'archers+infantry', { b: { cover: 'stone-fortification' } }, [archer, archer],
      [armed({ ...archer, faces: STONE }), unarmed({ dice: 1, kills: 1, cost: 1, faces: STONE })], true],
  ];
  it.each(cases)('%s', async (_what, attacker, defender, ask, firers, targets, whiteFirst) => {
    const r = await volley(attacker, defender, ask);
    expectBrute(r, bruteVolley(firers, targets, whiteFirst, ATTACKER_BEST), [firers.length, targets.length]);
  });

  it('the tie order matters only when target dice of both colours tie', async () => {
    const white = await volley('2*archers', 'archers+infantry');
    const coloured = await volley('2*archers', 'archers+infantry', { options: { 'target-ties': 'coloured-first' } });
    expect(white.outcomes.attacker['losses']).not.toBeCloseTo(coloured.outcomes.attacker['losses'] ?? 0, 6);
    const one = await volley('2*archers', '2*archers', { options: { 'target-ties': 'coloured-first' } });
    expect(one.joint).toEqual((await volley('2*archers', '2*archers')).joint);
  });
});

describe("a giant's missile fire (004:866-870)", () => {
  it('slays at most one figure a volley, the most valuable its kills reach', async () => {
    const r = await volley('giant-archer-up-to-2in', 'champion+2*infantry');
    expect(metric(r, 'defender-figures-lost').probabilities.slice(2).every((p) => p === 0)).toBe(true);
    // Two dice against four: the champion needs both kills; with two kills the champion (6 points) is taken.
    const both = jointP(r, { defender: 'losses' });
    expect(both).toBeGreaterThan(0);
    expect(metric(r, 'defender-points-lost').probabilities[12]).toBeGreaterThan(0);
  });

  it('and returning fire a lone giant slays at most one firer', async () => {
    const r = await volley('4*archers', 'giant-archer-3-4in');
    expect(metric(r, 'attacker-figures-lost').probabilities.slice(2).every((p) => p === 0)).toBe(true);
    expect(metric(r, 'attacker-figures-lost').probabilities[1]).toBeGreaterThan(0.5);
  });

  it('fires alone: a giant with other figures is refused in one line', async () => {
    await expect(volley('giant-archer-up-to-2in+archers', 'infantry')).rejects.toThrow(/cannot shoot or return fire with other figures \(attacker\): a giant's missile fire is made separately/);
  });
});

describe('refusals', () => {
  it('figures without missile weapons cannot shoot', async () => {
    await expect(volley('infantry', 'archers')).rejects.toThrow(/Infantry cannot shoot in low: only figures with missile weapons fire/);
    await expect(volley('4*archers+champion', 'archers')).rejects.toThrow(/Champion cannot shoot in low/);
  });
});

describe('Monte Carlo against exact', () => {
  // The bound stays 4.5 standard errors. At 40,000 trials it still tells the volley from a
  // plausible misreading: worked exactly for these cases, the other target-ties reading, the
  // resisting die (R15) or stone for a wooden fortification's cover, wherever one applies,
  // move some checked figure past 4.5 standard errors of 400 trials or fewer.
  const TRIALS = 40_000;
  it.each([
    ['4*archers', '2*archers+2*infantry', { b: { cover: 'woods' } }],
    ['2*archers+ranger', 'mounted-archers+cavalry+2*elves', {}],
    ['12*archers', '12*archers', { b: { cover: 'wooden-fortification' } }],
    ['24*archers', '24*archers', {}],
    ['giant-archer-3-4in', '2*archers+3*infantry', { options: { 'target-ties': 'coloured-first' } }],
  ] as const)('%s at %s: every outcome and metric bin within 4.5 standard errors', async (attacker, defender, ask) => {
    const exact = await volley(attacker, defender, ask);
    const mc = await volley(attacker, defender, { ...ask, method: 'mc', trials: TRIALS });
    expect(exact.method).toBe('exact');
    for (const side of ['attacker', 'defender'] as const) {
      for (const [k, p] of Object.entries(exact.outcomes[side])) expect(within(p, mc.outcomes[side][k] ?? NaN, TRIALS), `${side} ${k}`).toBe(true);
    }
    exact.metrics.forEach((m, i) => m.probabilities.forEach((p, k) => expect(within(p, mc.metrics[i]?.probabilities[k] ?? NaN, TRIALS), `${m.name}=${k}: ${p} v ${mc.metrics[i]?.probabilities[k]}`).toBe(true)));
  });
});
