import { expectMonteCarloAgrees } from './agreement.js';
import { describe, expect, it } from 'vitest';
import { resolveMatchup } from '../../src/core/matchup.js';
import { PrepareCache } from '../../src/engine/prepare-cache.js';
import { runMatchups } from '../../src/engine/run-matchups.js';
import { piecesOf } from '../../src/app/parts.js';
import { hott2 } from '../../src/rules/hott2/index.js';
import { SHIPPED } from '../shipped-systems.js';

const m = (attacker: string, defender: string, a: Record<string, unknown> = {}, b: Record<string, unknown> = {}, combat = 'close') =>
  resolveMatchup(hott2, { system: 'hott2', combat, attacker: { troop: attacker, conditions: a }, defender: { troop: defender, conditions: b } });

const MATCHUPS = [
  m('knights', 'spears', { charged: true }, { general: true, support: true }),
  m('heroes', 'heroes'),
  m('shooters', 'knights', {}, {}, 'shooting'),
  m('magicians', 'magicians', { 'rolled-one': true }, {}, 'bespell'),
  m('behemoths', 'warband', {}, { going: 'bad', overlaps: 1 }),
  m('flyers', 'aerial-heroes'),
];


describe('Monte Carlo agrees with exact enumeration (fixed seed)', () => {
  it('every probability of 6 matchups lies within 4.5 standard errors of exact', async () => {
    const trials = 400_000;
    const mc = await expectMonteCarloAgrees(MATCHUPS, trials);
    mc.forEach((r) => {
      expect(r.trials).toBe(trials);
    });
  });

  it('95% Wilson intervals hold the exact value and carry the trials and seed', async () => {
    const [e] = await runMatchups([MATCHUPS[0]!], { systems: SHIPPED, method: 'exact', target: { trials: 1 }, seed: 1, workers: 0 });
    const [r] = await runMatchups([MATCHUPS[0]!], { systems: SHIPPED, method: 'mc', target: { trials: 200_000 }, seed: 5, workers: 0 });
    expect(r?.seed).toBe(5);
    for (const side of ['attacker', 'defender'] as const) {
      for (const [k, p] of Object.entries(e!.outcomes[side])) {
        const [low, high] = r!.intervals![side][k]!;
        expect(low, `${side} ${k}`).toBeLessThanOrEqual(p);
        expect(high, `${side} ${k}`).toBeGreaterThanOrEqual(p);
      }
    }
  });
});

describe('determinism', () => {
  const trials = 1_000_003; // not a multiple of the chunk size: the last chunk is partial

  /** The suite's pools start compiled workers (vitest.config.ts); this runs the tsx path, as `npm run oddsmith` does. */
  async function onSourceWorkers<T>(run: () => Promise<T>): Promise<T> {
    const compiled = process.env.ODDSMITH_WORKER;
    delete process.env.ODDSMITH_WORKER;
    try {
      return await run();
    } finally {
      if (compiled !== undefined) process.env.ODDSMITH_WORKER = compiled;
    }
  }

  it('gives identical counts on 1 worker loading the .ts worker through tsx, 2 compiled workers and in this thread', async () => {
    const options = { systems: SHIPPED, method: 'mc' as const, target: { trials }, seed: 42 };
    const one = await onSourceWorkers(() => runMatchups(MATCHUPS.slice(0, 3), { ...options, workers: 1 }));
    const two = await runMatchups(MATCHUPS.slice(0, 3), { ...options, workers: 2 });
    const here = await runMatchups(MATCHUPS.slice(0, 3), { ...options, workers: 0 });
    expect(two.map((r) => r.joint)).toEqual(one.map((r) => r.joint));
    expect(here.map((r) => r.joint)).toEqual(one.map((r) => r.joint));
  });

  it('gives a matchup the same figures whatever else is run with it', async () => {
    const options = { systems: SHIPPED, method: 'mc' as const, target: { trials: 100_000 }, seed: 3, workers: 0 };
    const alone = await runMatchups([MATCHUPS[4]!], options);
    const among = await runMatchups(MATCHUPS, options);
    expect(among[4]?.joint).toEqual(alone[0]?.joint);
  });

  it('changes with the seed', async () => {
    const a = await runMatchups([MATCHUPS[0]!], { systems: SHIPPED, method: 'mc', target: { trials: 100_000 }, seed: 1, workers: 0 });
    const b = await runMatchups([MATCHUPS[0]!], { systems: SHIPPED, method: 'mc', target: { trials: 100_000 }, seed: 2, workers: 0 });
    expect(a[0]?.joint).not.toEqual(b[0]?.joint);
  });
});

describe('--precision', () => {
  it('adds trials until every 95% half-width is at most the target, deterministically', async () => {
    const options = { systems: SHIPPED, method: 'mc' as const, target: { precision: 0.002 }, seed: 9 };
    const [a] = await runMatchups([MATCHUPS[1]!], { ...options, workers: 0 });
    const [b] = await runMatchups([MATCHUPS[1]!], { ...options, workers: 2 });
    expect(a!.maxHalfWidth).toBeLessThanOrEqual(0.002);
    // p near 1/2 needs about 1.96^2 x 0.25 / 0.002^2 = 240,100 trials; whole chunks of 65,536.
    expect(a!.trials).toBeGreaterThanOrEqual(240_100);
    expect(a!.trials).toBeLessThanOrEqual(400_000);
    expect(b!.trials).toBe(a!.trials);
    expect(b!.joint).toEqual(a!.joint);
  });
});

describe('--precision plans no more work for a looser target (issue 46)', () => {
  // hott2 single rolls: p near 1/2 (heroes v heroes) is the widest interval a count can have.
  const heroes = [MATCHUPS[1]!];
  const trialsFor = async (target: { trials: number } | { precision: number }): Promise<number> => {
    let planned = 0;
    const [r] = await runMatchups(heroes, { systems: SHIPPED, method: 'mc', target, seed: 3, workers: 0, onProgress: (_done, p) => (planned = p) });
    expect(planned).toBe(r!.trials);
    return r!.trials!;
  };

  it('runs the trials a target needs whatever the counts, in one step when that is under a chunk', async () => {
    // 4,000 trials give a half-width of about 1.96 x 0.5 / sqrt(4000) = 0.0155 at p = 1/2.
    const standard = await trialsFor({ trials: 4000 });
    expect(await trialsFor({ precision: 0.5 })).toBeLessThanOrEqual(standard);
    expect(await trialsFor({ precision: 0.1 })).toBeLessThanOrEqual(standard);
    // z / (2 sqrt(n + z^2)) <= 0.01 from n = (1.959964 / 0.02)^2 - 1.959964^2 = 9,599.8: 9,600 trials.
    expect(await trialsFor({ precision: 0.01 })).toBe(9600);
    expect(await trialsFor({ precision: 0.01 })).toBeGreaterThanOrEqual(standard);
  });

  it('prices a --precision matchup for the shards by that count, not by a fixed million trials', () => {
    const cache = new PrepareCache(SHIPPED);
    const cost = (target: { trials: number } | { precision: number }): number => {
      const run = { method: 'mc' as const, target, seed: 1 };
      return piecesOf([{ kind: 'batch', matchups: heroes, run }], 1, SHIPPED, cache).reduce((sum, p) => sum + p.cost, 0);
    };
    expect(cost({ precision: 0.5 })).toBeLessThanOrEqual(cost({ trials: 4000 }));
    expect(cost({ precision: 0.01 })).toBeGreaterThanOrEqual(cost({ trials: 4000 }));
    expect(cost({ precision: 0.001 })).toBeGreaterThanOrEqual(cost({ precision: 0.01 }));
  });
});
