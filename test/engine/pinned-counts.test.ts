import { describe, expect, it } from 'vitest';
import { resolveMatchup } from '../../src/core/matchup.js';
import type { MatchupResult } from '../../src/core/result.js';
import { CHUNK_TRIALS } from '../../src/engine/chunks.js';
import { runMatchups } from '../../src/engine/run-matchups.js';
import { hott2 } from '../../src/rules/hott2/index.js';
import { low } from '../../src/rules/low/index.js';
import { SHIPPED } from '../shipped-systems.js';

/*
 * A CHANGE DETECTOR, NOT TRUTH. These are the Monte Carlo counts one version of oddsmith
 * produces for a fixed seed and trial count; nothing says they are the right counts (the
 * agreement with exact enumeration is tested in montecarlo.test.ts). They pin everything
 * that decides which random numbers a trial sees: the generator and its seeding, the chunk
 * size, the stream keys and how each kernel draws its dice. A change to any of those must
 * fail this test; it is then announced in CHANGELOG.md (a Monte Carlo figure quoted from an
 * earlier version no longer reproduces) and the counts below are replaced by the new ones.
 */

const m = (attacker: string, defender: string, a: Record<string, unknown> = {}, b: Record<string, unknown> = {}, combat = 'close') =>
  resolveMatchup(hott2, { system: 'hott2', combat, attacker: { troop: attacker, conditions: a }, defender: { troop: defender, conditions: b } });

const MATCHUPS = [
  m('knights', 'spears', { charged: true }, { general: true, support: true }),
  m('heroes', 'heroes'),
  m('shooters', 'knights', {}, {}, 'shooting'),
];
const SEED = 20261122;
const TRIALS = 200_000; // 3 whole chunks of 65,536 and a partial fourth

/** Joint counts (zero counts are not listed) of the three matchups, in order. */
const PINNED = [
  [
    'attacker-wins none destroyed: 16688',
    'tie none none: 16628',
    'defender-wins recoil none: 116380',
    'defender-doubles destroyed none: 50304',
  ],
  [
    'attacker-wins none destroyed: 83472',
    'tie none none: 16571',
    'tie destroyed destroyed: 16540',
    'defender-wins destroyed none: 83417',
  ],
  [
    'attacker-doubles none destroyed: 22349',
    'attacker-wins none recoil: 94414',
    'tie none none: 27821',
    'defender-wins none none: 55416',
  ],
];

/** The count behind a Monte Carlo probability of TRIALS trials, recovered exactly. */
function countOf(p: number): number {
  const count = Math.round(p * TRIALS);
  expect(Math.abs(p * TRIALS - count)).toBeLessThan(1e-6);
  return count;
}

/** The joint counts as 'band attacker defender: count'. */
function jointCounts(r: MatchupResult): string[] {
  return r.joint.map((j) => `${j['band']} ${j['attacker']} ${j['defender']}: ${countOf(Number(j['p']))}`);
}

describe('pinned Monte Carlo counts (change detector: seed 20261122, 200,000 trials, in this thread)', () => {
  it('runs more than 3 chunks, so chunking matters', () => {
    expect(TRIALS).toBeGreaterThan(3 * CHUNK_TRIALS);
  });

  it('gives exactly these joint counts', async () => {
    const results = await runMatchups(MATCHUPS, { systems: SHIPPED, method: 'mc', target: { trials: TRIALS }, seed: SEED, workers: 0 });
    expect(results.map((r) => r.trials)).toEqual([TRIALS, TRIALS, TRIALS]);
    expect(results.map(jointCounts)).toEqual(PINNED);
  });
});

/*
 * The same for kernels that roll many dice a trial with fillDice (Little Orc Wars): a melee
 * round in which one roll is 12 dice (more than one word's 11) and a mixed engagement, forced
 * to Monte Carlo. Counts of every joint outcome
 * and of every metric value (figures lost, points lost, rounds...).
 */
const lowMatchup = (attacker: string, defender: string, combat: string) =>
  resolveMatchup(low, { system: 'low', combat, attacker: { troop: attacker, conditions: {} }, defender: { troop: defender, conditions: {} } });

const LOW_MATCHUPS = [lowMatchup('12*infantry', '4*elves+2*cavalry+paladin', 'melee'), lowMatchup('6*infantry+archers', '3*cavalry+elves', 'engagement')];

/** Every joint outcome and every metric value with its count. */
function allCounts(r: MatchupResult): string[] {
  const joint = r.joint.map((j) => `${Object.entries(j).filter(([k]) => k !== 'p').map(([, v]) => v).join(' ')}: ${countOf(Number(j['p']))}`);
  // Metric counts by value from 0, trailing zeros left out (rounds run to a cap of 100).
  const metrics = r.metrics.map((m) => `${m.name.split(',')[0]}: ${m.probabilities.map(countOf).join(' ').replace(/( 0)+$/, '')}`);
  return [...joint, ...metrics];
}

/** Joint counts, then each metric's counts by value, of the two matchups in order. */
const LOW_PINNED = [
  [
    'none none: 10',
    'none losses: 14049',
    'none destroyed: 33186',
    'losses none: 10800',
    'losses losses: 113977',
    'losses destroyed: 27978',
    'attacker-figures-lost: 47245 56149 34722 20450 13961 10030 7182 4936 3209 1619 497',
    'defender-figures-lost: 10810 30164 17660 18600 19675 20571 21356 61164',
    'attacker-points-lost: 47245 0 56149 0 34722 0 20450 0 13961 0 10030 0 7182 0 4936 0 3209 0 1619 0 497',
    'defender-points-lost: 10810 0 0 0 13778 0 0 0 0 0 0 0 16386 0 0 0 17660 0 0 0 18600 19675 20571 21356 61164',
    'attacker-survivors: 0 0 497 1619 3209 4936 7182 10030 13961 20450 34722 56149 47245',
    'defender-survivors: 61164 21356 20571 19675 18600 17660 30164 10810',
  ],
  [
    'attacker-holds holds destroyed: 126336',
    'defender-holds destroyed holds: 73664',
    'rounds: 0 69029 79675 38577 9619 2634 377 70 18 1',
    'attacker-survivors: 73664 2705 4449 8338 14976 25564 38120 32184',
    'defender-survivors: 126336 4404 11987 22492 34781',
    'attacker-points-lost: 32184 0 37801 0 24316 0 13212 0 7600 0 5168 0 3699 0 2356 0 73664',
    'defender-points-lost: 34781 10295 0 0 12197 9075 0 0 2912 4164 0 0 240 126336',
  ],
];


describe('pinned Monte Carlo counts of dice-pool kernels (change detector: low, fillDice; same seed and trials)', () => {
  it('gives exactly these counts', async () => {
    const results = await runMatchups(LOW_MATCHUPS, { systems: SHIPPED, method: 'mc', target: { trials: TRIALS }, seed: SEED, workers: 0 });
    expect(results.map((r) => r.method)).toEqual(['mc', 'mc']);
    expect(results.map(allCounts)).toEqual(LOW_PINNED);
  });
});
