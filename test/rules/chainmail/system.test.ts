/**
 * Issue #24, part 1 so far: `chainmail` registered with one round of mass melee and
 * engagements to a result, through the CLI as a user runs them.
 */
import { describe, expect, it } from 'vitest';
import { FANTASY_TROOPS } from '../../../src/rules/chainmail/fantasy-troops.js';
import { cli } from '../../cli/run-cli.js';

/** P(k kills) for k = 0..cap from `dice` dice at `p`, the last entry holding k >= cap, worked term by term. */
function cappedBinomial(dice: number, p: number, cap: number): number[] {
  const out = new Array<number>(cap + 1).fill(0);
  for (let k = 0; k <= dice; k++) {
    let c = 1;
    for (let i = 1; i <= k; i++) c = (c * (dice - k + i)) / i;
    out[Math.min(k, cap)] = (out[Math.min(k, cap)] ?? 0) + c * p ** k * (1 - p) ** (dice - k);
  }
  return out;
}

async function json(...args: string[]): Promise<{ outcomes: Record<string, Record<string, number>>; totals: Record<string, number>; metrics: { name: string; mean: number; probabilities: number[] }[]; intervals: unknown; method: string }> {
  const run = await cli('matchup', 'chainmail', ...args, '--format', 'json');
  expect(run.code, run.stderr).toBe(0);
  return JSON.parse(run.stdout);
}

const metric = (j: Awaited<ReturnType<typeof json>>, name: string) => {
  const m = j.metrics.find((x) => x.name === name);
  if (!m) throw new Error(`no metric ${name}`);
  return m;
};

const TYPES = ['peasants', 'levies', 'light-foot', 'heavy-foot', 'armored-foot', 'light-horse', 'medium-horse', 'heavy-horse', 'archers', 'longbowmen', 'crossbowmen', 'heavy-crossbowmen', 'swiss-pikemen', 'landsknechte'];

describe('chainmail, registered', () => {
  it('troops chainmail lists every mass type with points, Morale Rating and Loss Table row, then the fantastic types', async () => {
    const run = await cli('troops', 'chainmail', '--format', 'json');
    expect(run.code).toBe(0);
    const rows = JSON.parse(run.stdout).troops as { id: string; cost: number; morale: number; lossRow: string }[];
    expect(rows.map((r) => r.id).slice(0, TYPES.length)).toEqual(TYPES);
    expect(rows.map((r) => r.id).slice(TYPES.length)).toEqual(FANTASY_TROOPS.map((t) => t.id));
    expect(rows.find((r) => r.id === 'armored-foot')).toMatchObject({ cost: 2.5, morale: 7, lossRow: 'elite-heavy-foot-armored-foot-mongols' });
    const table = await cli('troops', 'chainmail');
    expect(table.stdout).toMatch(/heavy-horse\s+Heavy Horse\s+horse\s+5\s+heavy-horse\s+1\s+9\s+50%, 6\+/);
    // A type the text prices "(-)" says so (C30); a creature shows what it fights as and the hits that kill it (C29).
    expect(table.stdout).toMatch(/hobbits\s+Hobbits\s+foot\s+no value in the text\s+light-foot\s+1\s+5/);
    expect(table.stdout).toMatch(/hero\s+Hero\s+horse\s+20\s+4 x heavy-horse\s+4 in one round\s+20/);
  });

  it('one round: 10 Heavy Horse v 30 Light Foot is 40 dice on 5-6 capped at 30 and 7 return dice on a 6 (worked by hand)', async () => {
    const j = await json('10*heavy-horse', '30*light-foot');
    expect(j.method).toBe('exact');
    const onFoot = cappedBinomial(40, 1 / 3, 30);
    const onHorse = cappedBinomial(7, 1 / 6, 10);
    metric(j, 'defender-figures-lost').probabilities.forEach((p, k) => expect(p, `foot lose ${k}`).toBeCloseTo(onFoot[k] ?? 0, 12));
    metric(j, 'attacker-figures-lost').probabilities.forEach((p, k) => expect(p, `horse lose ${k}`).toBeCloseTo(onHorse[k] ?? 0, 12));
    expect(j.outcomes['attacker']?.['none']).toBeCloseTo((5 / 6) ** 7, 12);
    // Points lost are figures lost times their cost, in quarter-points.
    expect(metric(j, 'defender-quarter-points-lost').mean).toBeCloseTo(metric(j, 'defender-figures-lost').mean * 4, 9);
  });

  it('an engagement, exact, agrees with Monte Carlo within 4.5 standard errors on every side outcome', async () => {
    const exact = await json('12*medium-horse', '16*heavy-foot', '--combat', 'engagement');
    const mc = await json('12*medium-horse', '16*heavy-foot', '--combat', 'engagement', '--method', 'mc', '--trials', '200000', '--seed', '11');
    expect(exact.method).toBe('exact');
    let compared = 0;
    for (const side of ['attacker', 'defender']) {
      for (const [outcome, p] of Object.entries(exact.outcomes[side] ?? {})) {
        const q = mc.outcomes[side]?.[outcome] ?? 0;
        const se = Math.sqrt((Math.max(p, 1 / 200_000) * (1 - p)) / 200_000);
        expect(Math.abs(q - p), `${side} ${outcome}`).toBeLessThan(4.5 * se);
        if (p > 0.02) compared++;
      }
    }
    expect(compared).toBeGreaterThan(4);
    expect(metric(mc, 'rounds').mean).toBeCloseTo(metric(exact, 'rounds').mean, 1);
  });

  it('every pair of types fights a round and an engagement to a whole distribution', async () => {
    for (const a of TYPES) {
      for (const d of TYPES) {
        for (const combat of ['melee', 'engagement']) {
          const j = await json(`12*${a}`, `12*${d}`, '--combat', combat);
          const sum = Object.values(j.outcomes['attacker'] ?? {}).reduce((s, p) => s + p, 0);
          expect(sum, `${combat} ${a} v ${d}`).toBeCloseTo(1, 9);
        }
      }
    }
  });

  it('large units are Monte Carlo, with intervals', async () => {
    const j = await json('81*light-foot', '60*light-foot', '--combat', 'engagement', '--trials', '20000');
    expect(j.method).toBe('mc');
    expect(j.intervals).not.toBeNull();
  });
});

describe('chainmail options switch exactly what their rulings say', () => {
  it('doubling (C8): 10 v 12 doubles when each side is under 20, not when the total must be; 6 v 6 doubles under both', async () => {
    const both = await json('10*heavy-foot', '12*heavy-foot', '--combat', 'engagement');
    const total = await json('10*heavy-foot', '12*heavy-foot', '--combat', 'engagement', '--option', 'doubling=total-under-20');
    // 22 figures: total-under-20 never doubles; both-under-20 doubles every round, so results differ.
    expect(Math.abs((both.totals['defenderGivesWay'] ?? 0) - (total.totals['defenderGivesWay'] ?? 0))).toBeGreaterThan(0.01);
    const small = await json('6*heavy-foot', '6*heavy-foot', '--combat', 'engagement');
    const smallTotal = await json('6*heavy-foot', '6*heavy-foot', '--combat', 'engagement', '--option', 'doubling=total-under-20');
    // 12 in all: both readings double, so the laws are the same.
    expect(smallTotal.outcomes).toEqual(small.outcomes);
  });

  it('loss-check (C10): where the fraction is a whole figure (a third of 24), reaching it checks a figure earlier, so more units are removed', async () => {
    const exceeds = await json('24*heavy-foot', '24*heavy-foot', '--combat', 'engagement');
    const reaches = await json('24*heavy-foot', '24*heavy-foot', '--combat', 'engagement', '--option', 'loss-check=reaches');
    expect(reaches.outcomes['defender']?.['removed']).toBeGreaterThan((exceeds.outcomes['defender']?.['removed'] ?? 0) + 0.01);
    // A third of 20 is not whole: both readings check at the seventh loss.
    const at20 = await json('20*heavy-foot', '20*heavy-foot', '--combat', 'engagement', '--option', 'loss-check=reaches');
    expect(at20.outcomes).toEqual((await json('20*heavy-foot', '20*heavy-foot', '--combat', 'engagement')).outcomes);
    const explained = await cli('matchup', 'chainmail', '20*light-foot', '20*light-foot', '--combat', 'engagement', '--option', 'loss-check=reaches');
    expect(explained.stdout).toContain('checks at 5 lost');
    expect((await cli('matchup', 'chainmail', '20*light-foot', '20*light-foot', '--combat', 'engagement')).stdout).toContain('checks at 6 lost');
  });

  it('round-cap (C22): one round leaves what has not ended unresolved', async () => {
    const one = await json('20*armored-foot', '20*armored-foot', '--combat', 'engagement', '--option', 'round-cap=1');
    expect(one.totals['unresolved']).toBeGreaterThan(0.1);
    expect(metric(one, 'rounds').mean).toBeCloseTo(1, 12);
  });
});

describe('chainmail conditions', () => {
  it('a rear attack takes no casualties back, and the note says a defender\'s approach changes nothing', async () => {
    const rear = await json('10*light-horse', '20*light-foot', '--a', 'approach=rear');
    expect(metric(rear, 'attacker-figures-lost').mean).toBe(0);
    const run = await cli('matchup', 'chainmail', '10*light-horse', '20*light-foot', '--b', 'approach=flank');
    expect(run.code).toBe(0);
    expect(run.stderr).toContain('defender condition approach has no effect on Light Foot');
  });

  it('Swiss in close order, met in front by horse without pole arms, take no casualties (C6)', async () => {
    const j = await json('10*heavy-horse', '20*swiss-pikemen', '--b', 'close-order');
    expect(metric(j, 'defender-figures-lost').mean).toBe(0);
  });
});

describe('chainmail refuses bad input in one line, exit 2', () => {
  const refusals: [string, string[], RegExp][] = [
    ['a count of 0', ['heavy-foot', 'light-foot', '--a', 'count=0'], /count/],
    ['a count of 10,000', ['10000*heavy-foot', 'light-foot'], /at most 100/],
    ['a mixed unit', ['10*heavy-foot+5*light-foot', 'light-foot'], /one troop type/],
    ['an engagement option on a melee', ['heavy-foot', 'light-foot', '--combat', 'melee', '--option', 'round-cap=5'], /not read in melee/],
    ['a joust condition', ['heavy-horse', 'heavy-horse', '--a', 'joust'], /unknown condition 'joust'/],
    ['a combat kind it lacks', ['heavy-foot', 'light-foot', '--combat', 'missile'], /missile/],
  ];
  for (const [what, args, message] of refusals) {
    it(what, async () => {
      const run = await cli('matchup', 'chainmail', ...args);
      expect(run.code).toBe(2);
      expect(run.stderr.trim().split('\n')).toHaveLength(1);
      expect(run.stderr).toMatch(message);
    });
  }
});

describe('chainmail charges (C23-C25)', () => {
  const fled = (j: Awaited<ReturnType<typeof json>>, side: string): number => j.outcomes[side]?.['fled'] ?? 0;

  it('Light Foot charged by Heavy Horse stand on 10+ (6/36); in the flank on 11+ after -1 (3/36); a failure is no melee', async () => {
    const front = await json('10*heavy-horse', '20*light-foot', '--combat', 'engagement', '--a', 'charging');
    expect(fled(front, 'defender')).toBeCloseTo(30 / 36, 12);
    expect(metric(front, 'rounds').probabilities[0]).toBeCloseTo(30 / 36, 12);
    const flank = await json('10*heavy-horse', '20*light-foot', '--combat', 'engagement', '--a', 'charging,approach=flank');
    expect(fled(flank, 'defender')).toBeCloseTo(33 / 36, 12);
  });

  it('both charging, both check, Horse adding 2: Light Horse need 7 - 2 against Heavy Horse, Heavy Horse 3 - 2 against Light', async () => {
    const j = await json('10*heavy-horse', '10*light-horse', '--combat', 'engagement', '--a', 'charging', '--b', 'charging');
    expect(fled(j, 'defender')).toBeCloseTo(6 / 36, 12);
    expect(fled(j, 'attacker')).toBe(0);
  });

  it('Swiss in close order stand any charge in front; a pike charge makes Heavy Foot check at 7+, but not like troops, nor fewer than 10 pikemen', async () => {
    expect(fled(await json('10*heavy-horse', '20*swiss-pikemen', '--combat', 'engagement', '--a', 'charging', '--b', 'close-order'), 'defender')).toBe(0);
    expect(fled(await json('20*swiss-pikemen', '20*heavy-foot', '--combat', 'engagement', '--a', 'charging,close-order'), 'defender')).toBeCloseTo(15 / 36, 12);
    expect(fled(await json('20*swiss-pikemen', '20*landsknechte', '--combat', 'engagement', '--a', 'charging,close-order'), 'defender')).toBe(0);
    expect(fled(await json('8*swiss-pikemen', '20*heavy-foot', '--combat', 'engagement', '--a', 'charging,close-order'), 'defender')).toBe(0);
  });

  it('with charge checks, exact agrees with Monte Carlo within 4.5 standard errors', async () => {
    const args = ['12*medium-horse', '20*heavy-foot', '--combat', 'engagement', '--a', 'charging'];
    const exact = await json(...args);
    const mc = await json(...args, '--method', 'mc', '--trials', '200000', '--seed', '5');
    for (const side of ['attacker', 'defender']) {
      for (const [outcome, p] of Object.entries(exact.outcomes[side] ?? {})) {
        const se = Math.sqrt((Math.max(p, 1 / 200_000) * (1 - p)) / 200_000);
        expect(Math.abs((mc.outcomes[side]?.[outcome] ?? 0) - p), `${side} ${outcome}`).toBeLessThan(4.5 * se);
      }
    }
  });

  it('impetus: 10 Heavy Horse charging roll 10 dice more in their one round (50 on 5-6), or 1 more under extra-dice=per-unit', async () => {
    const perMan = await json('10*heavy-horse', '30*light-foot', '--a', 'charging');
    const onFoot = cappedBinomial(50, 1 / 3, 30);
    metric(perMan, 'defender-figures-lost').probabilities.forEach((p, k) => expect(p, `${k}`).toBeCloseTo(onFoot[k] ?? 0, 12));
    const perUnit = await json('10*heavy-horse', '30*light-foot', '--a', 'charging', '--option', 'extra-dice=per-unit');
    // 41 dice at 1/3; the cap at 30 figures takes a few parts in a hundred million off the mean.
    expect(metric(perUnit, 'defender-figures-lost').mean).toBeCloseTo(41 / 3, 6);
  });

  it('standing Horse return casualties a class lower in the first round: Heavy as Medium, Light as Armored Foot (003:480)', async () => {
    const standing = await json('10*heavy-foot', '10*heavy-horse', '--b', 'standing');
    const asMedium = await json('10*heavy-foot', '10*medium-horse');
    expect(metric(standing, 'attacker-figures-lost').probabilities).toEqual(metric(asMedium, 'attacker-figures-lost').probabilities);
    expect(metric(standing, 'attacker-figures-lost').mean).toBeLessThan(metric(await json('10*heavy-foot', '10*heavy-horse'), 'attacker-figures-lost').mean);
    const light = await json('10*heavy-foot', '10*light-horse', '--b', 'standing');
    expect(metric(light, 'attacker-figures-lost').probabilities).toEqual(metric(await json('10*heavy-foot', '10*armored-foot'), 'attacker-figures-lost').probabilities);
    const foot = await cli('matchup', 'chainmail', '10*heavy-horse', '10*heavy-foot', '--b', 'standing');
    expect(foot.stderr).toContain('defender condition standing has no effect on Heavy Foot');
  });
});

describe('chainmail readings as options (C12, C14, C15)', () => {
  const explained = async (...args: string[]): Promise<string> => (await cli('matchup', 'chainmail', ...args, '--combat', 'engagement')).stdout;

  it('Loss Table rows: Light Horse as the Mongols\' row, Heavy Horse as Mounted Knights, Landsknechte as the Swiss (row patches)', async () => {
    expect(await explained('20*light-horse', '20*heavy-foot')).toMatch(/attacker: Morale Rating 6 .*Loss Table 25%: checks at 6 lost, stays on 8\+/);
    expect(await explained('20*light-horse', '20*heavy-foot', '--option', 'light-horse-loss=as-mongols')).toMatch(/attacker: Morale Rating 6 .*Loss Table 33%: checks at 7 lost, stays on 6\+/);
    expect(await explained('12*heavy-horse', '20*heavy-foot', '--option', 'heavy-horse-loss=as-knights')).toMatch(/attacker: .*stays on 4\+/);
    expect(await explained('20*landsknechte', '20*heavy-foot', '--option', 'landsknechte-loss=as-swiss')).toMatch(/attacker: .*Loss Table 50%: checks at 11 lost, stays on 5\+/);
    const shipped = await json('20*landsknechte', '20*heavy-foot', '--combat', 'engagement');
    const swiss = await json('20*landsknechte', '20*heavy-foot', '--combat', 'engagement', '--option', 'landsknechte-loss=as-swiss');
    expect(swiss.outcomes['attacker']?.['removed']).toBeLessThan(shipped.outcomes['attacker']?.['removed'] ?? 0);
  });

  it('flank-armored-foot: 12 Armored Foot on a flank of Light Foot roll 24 dice on 5-6 as Light Horse, or 12 on 3-6 with +1', async () => {
    const next = await json('12*armored-foot', '12*light-foot', '--a', 'approach=flank');
    const plus = await json('12*armored-foot', '12*light-foot', '--a', 'approach=flank', '--option', 'flank-armored-foot=plus-one');
    const asHorse = cappedBinomial(24, 1 / 3, 12);
    const plusOne = cappedBinomial(12, 4 / 6, 12);
    metric(next, 'defender-figures-lost').probabilities.forEach((p, k) => expect(p, `${k}`).toBeCloseTo(asHorse[k] ?? 0, 12));
    metric(plus, 'defender-figures-lost').probabilities.forEach((p, k) => expect(p, `${k}`).toBeCloseTo(plusOne[k] ?? 0, 12));
  });

  it('fatigue-penalty: -1 a die takes a fatigued unit\'s Loss Table roll down by 2, so more long fights end in removal', async () => {
    const roll = await json('30*heavy-foot', '30*heavy-foot', '--combat', 'engagement');
    const die = await json('30*heavy-foot', '30*heavy-foot', '--combat', 'engagement', '--option', 'fatigue-penalty=per-die');
    expect(die.outcomes['defender']?.['removed']).toBeGreaterThan(roll.outcomes['defender']?.['removed'] ?? 0);
    // The first three rounds are fresh: nothing that ends in them moves.
    expect(metric(die, 'rounds').probabilities.slice(0, 4)).toEqual(metric(roll, 'rounds').probabilities.slice(0, 4));
  });
});

describe('chainmail mass missile fire (C17, C26)', () => {
  const lost = async (...args: string[]): Promise<number[]> => metric(await json(...args, '--combat', 'missile'), 'defender-figures-lost').probabilities;

  it('13 archers split into 7 and 6, a die each: against half armour 4 or 5 casualties, even odds (the printed 5-6 row, C17)', async () => {
    const p = await lost('13*archers', '20*heavy-foot');
    expect(p[4]).toBeCloseTo(1 / 2, 12);
    expect(p[5]).toBeCloseTo(1 / 2, 12);
  });

  it('fully armoured targets: 3 firing cause nothing, 4 kill one on 5-6; 25 longbowmen split 13 and 12', async () => {
    expect((await lost('3*crossbowmen', '12*heavy-horse'))[0]).toBeCloseTo(1, 12);
    expect((await lost('4*crossbowmen', '12*heavy-horse'))[1]).toBeCloseTo(2 / 6, 12);
    // 13-16: 2 on 1-4, 3 on 5-6; 9-12: 1 on 1-4, 2 on 5-6.
    const p = await lost('25*longbowmen', '24*armored-foot');
    expect(p[3]).toBeCloseTo((4 / 6) * (4 / 6), 12);
    expect(p[5]).toBeCloseTo((2 / 6) * (2 / 6), 12);
  });

  it('heavy crossbowmen add 1 to the die: 5 against Light Foot kill 3 on 2-6, crossbowmen on 3-6', async () => {
    expect((await lost('5*heavy-crossbowmen', '20*light-foot'))[3]).toBeCloseTo(5 / 6, 12);
    expect((await lost('5*crossbowmen', '20*light-foot'))[3]).toBeCloseTo(4 / 6, 12);
  });

  it('soft cover halves the volley, fractions dropped; arrow-proof stops it', async () => {
    expect((await lost('13*archers', '20*heavy-foot', '--b', 'cover=soft'))[2]).toBeCloseTo(1, 12);
    expect((await lost('13*archers', '20*heavy-foot', '--b', 'cover=arrow-proof'))[0]).toBeCloseTo(1, 12);
  });

  it('Monte Carlo agrees with the exact volley', async () => {
    const exact = await lost('27*longbowmen', '30*light-foot');
    const mc = await lost('27*longbowmen', '30*light-foot', '--method', 'mc', '--trials', '100000', '--seed', '3');
    exact.forEach((p, k) => expect(Math.abs((mc[k] ?? 0) - p), `${k}`).toBeLessThan(4.5 * Math.sqrt((Math.max(p, 1e-5) * (1 - p)) / 100_000)));
  });

  it('refuses a volley by troops without missiles, and melee conditions on a volley, in one line', async () => {
    for (const args of [['20*heavy-foot', '20*light-foot'], ['20*archers', '20*light-foot', '--a', 'charging']]) {
      const run = await cli('matchup', 'chainmail', ...args, '--combat', 'missile');
      expect(run.code).toBe(2);
      expect(run.stderr.trim().split('\n')).toHaveLength(1);
    }
  });
});

describe('the missile table\'s doubtful values as options (C17)', () => {
  const lost = async (...args: string[]): Promise<number[]> => metric(await json(...args, '--combat', 'missile'), 'defender-figures-lost').probabilities;

  it('missile-half-armor-5-6=1-2: 5 firing at Heavy Foot kill 1 on 1-3 and 2 on 4-6, not 2 always', async () => {
    expect((await lost('5*archers', '20*heavy-foot'))[2]).toBeCloseTo(1, 12);
    const read = await lost('5*archers', '20*heavy-foot', '--option', 'missile-half-armor-5-6=1-2');
    expect(read[1]).toBeCloseTo(1 / 2, 12);
    expect(read[2]).toBeCloseTo(1 / 2, 12);
  });

  it('missile-fully-armored-from=5: 4 firing at Armored Foot cause nothing', async () => {
    expect((await lost('4*archers', '20*armored-foot'))[1]).toBeCloseTo(2 / 6, 12);
    expect((await lost('4*archers', '20*armored-foot', '--option', 'missile-fully-armored-from=5'))[0]).toBeCloseTo(1, 12);
  });
});
