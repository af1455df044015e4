/**
 * Issue #33, part 1: a Swiss or Landsknechte unit's formation counts both for how it strikes
 * and for how it is struck (003:1103-1107; RULINGS.md C5, C6, C45). Every mean is worked by
 * hand from the Combat Tables: dice x chance of a killing face, where no cap can bind.
 */
import { describe, expect, it } from 'vitest';
import { cli } from '../../cli/run-cli.js';

interface Json { metrics: { name: string; mean: number; probabilities: number[] }[]; method: string; outcomes: Record<string, Record<string, number>> }

async function melee(...args: string[]): Promise<Json> {
  const run = await cli('matchup', 'chainmail', ...args, '--format', 'json');
  expect(run.code, run.stderr).toBe(0);
  return JSON.parse(run.stdout) as Json;
}
/** The mean of min(cap, Binomial(dice, p)), worked term by term: casualties are capped at the figures there are. */
function cappedMean(dice: number, p: number, cap: number): number {
  let sum = 0;
  for (let k = 0; k <= dice; k++) {
    let c = 1;
    for (let i = 1; i <= k; i++) c = (c * (dice - k + i)) / i;
    sum += Math.min(k, cap) * c * p ** k * (1 - p) ** (dice - k);
  }
  return sum;
}

const mean = (j: Json, name: string): number => {
  const m = j.metrics.find((x) => x.name === name);
  if (!m) throw new Error(`no metric ${name}`);
  return m.mean;
};

describe('Swiss and Landsknechte attacking in close formation fight as Armored Foot both ways (003:1103)', () => {
  it('20 Swiss attacking 20 Heavy Foot are struck as Armored Foot: 1 die per two men on a 6, 10 dice, 10/6 lost (not 20 dice on 5-6 as Light Foot, 6.67)', async () => {
    const j = await melee('20*swiss-pikemen', '20*heavy-foot', '--a', 'close-order');
    expect(mean(j, 'attacker-figures-lost')).toBeCloseTo(10 / 6, 12);
    // Their own strike: Armored Foot v Heavy Foot 1 die a man on 5-6 (20), pike die 1 a man (20), mass shock 1 per two (10): 50 dice.
    const p = j.metrics.find((m) => m.name === 'defender-figures-lost')?.probabilities ?? [];
    // No kill at all: (2/3)^50.
    expect(p[0]).toBeCloseTo((2 / 3) ** 50, 15);
  });

  it('20 Landsknechte attacking 10 Heavy Horse in close formation are struck as Armored Foot: 2 dice a man on 5-6, 20 dice, 20/3 lost', async () => {
    const j = await melee('20*landsknechte', '10*heavy-horse', '--a', 'close-order');
    expect(mean(j, 'attacker-figures-lost')).toBeCloseTo(cappedMean(20, 1 / 3, 20), 12);
    expect(mean(j, 'attacker-figures-lost')).toBeCloseTo(20 / 3, 12);
  });

  it('in open order, or fewer than 5 x 2 figures, they are Light Foot both ways: 20 Heavy Foot strike 20 dice on 5-6', async () => {
    expect(mean(await melee('20*swiss-pikemen', '20*heavy-foot', '--a', 'open-order'), 'attacker-figures-lost')).toBeCloseTo(20 / 3, 9);
    // 8 Swiss cannot form 5 x 2: Light Foot v Heavy Foot, 1 die per two men on a 6: 4 dice; struck by 20 Heavy Foot as Light Foot, 20 dice on 5-6 capped at 8.
    const small = await melee('8*swiss-pikemen', '20*heavy-foot', '--a', 'close-order');
    expect(mean(small, 'defender-figures-lost')).toBeCloseTo(4 / 6, 12);
  });
});

describe('Swiss and Landsknechte defending in close order are Heavy Foot both ways, and pikes screen their front (003:1103-1107)', () => {
  it('20 Heavy Foot attack 20 Swiss in close order: no casualties (no like weapons); the Swiss strike back as Heavy Foot with the pike die, 40 dice on a 6, 40/6 lost', async () => {
    const j = await melee('20*heavy-foot', '20*swiss-pikemen', '--b', 'close-order');
    expect(mean(j, 'defender-figures-lost')).toBe(0);
    // 40 dice on a 6 against 20 figures: 40/6 less what the cap takes (under 3e-7).
    expect(mean(j, 'attacker-figures-lost')).toBeCloseTo(cappedMean(40, 1 / 6, 20), 12);
    expect(mean(j, 'attacker-figures-lost')).toBeCloseTo(40 / 6, 6);
  });

  it('10 Medium Horse attack 20 Landsknechte in close order: the lance cannot attack pikes; Heavy Foot v Medium Horse 1 die per three men (6) and the pike die (20), 26 dice on a 6', async () => {
    const j = await melee('10*medium-horse', '20*landsknechte', '--b', 'close-order');
    expect(mean(j, 'defender-figures-lost')).toBe(0);
    expect(mean(j, 'attacker-figures-lost')).toBeCloseTo(cappedMean(26, 1 / 6, 10), 12);
  });

  it('attacked in flank they are Light Foot both ways: Heavy Foot from the flank as Armored Foot, 20 dice on 4-6; the Swiss strike back as Light Foot, 1 die per two men on a 6', async () => {
    const j = await melee('20*heavy-foot', '20*swiss-pikemen', '--a', 'approach=flank', '--b', 'close-order');
    expect(mean(j, 'attacker-figures-lost')).toBeCloseTo(10 / 6, 12);
    expect(mean(j, 'defender-figures-lost')).toBeCloseTo(10, 9);
  });

  it('an engagement reads the same strikes: 20 Heavy Foot against 20 Swiss in close order lose figures and inflict none', async () => {
    const run = await cli('matchup', 'chainmail', '20*heavy-foot', '20*swiss-pikemen', '--b', 'close-order', '--combat', 'engagement', '--option', 'round-cap=1', '--format', 'json');
    expect(run.code, run.stderr).toBe(0);
    const j = JSON.parse(run.stdout) as Json;
    expect(mean(j, 'defender-figures-lost')).toBe(0);
    expect(mean(j, 'attacker-figures-lost')).toBeCloseTo(cappedMean(40, 1 / 6, 20), 12);
  });
});
