import { describe, expect, it } from 'vitest';
import { resolveMatchup } from '../../src/core/matchup.js';
import type { MatchupResult } from '../../src/core/result.js';
import { CHUNK_TRIALS } from '../../src/engine/chunks.js';
import { runMatchups } from '../../src/engine/run-matchups.js';
import { hott2 } from '../../src/rules/hott2/index.js';
import { low } from '../../src/rules/low/index.js';

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
    'attacker-wins none destroyed: 16884',
    'tie none none: 16541',
    'defender-wins recoil none: 116712',
    'defender-doubles destroyed none: 49863',
  ],
  [
    'attacker-wins none destroyed: 83357',
    'tie none none: 16467',
    'tie destroyed destroyed: 16885',
    'defender-wins destroyed none: 83291',
  ],
  [
    'attacker-doubles none destroyed: 22243',
    'attacker-wins none recoil: 94161',
    'tie none none: 27978',
    'defender-wins none none: 55618',
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
    const results = await runMatchups(MATCHUPS, { method: 'mc', target: { trials: TRIALS }, seed: SEED, workers: 0 });
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
    'none none: 6',
    'none losses: 13984',
    'none destroyed: 33181',
    'losses none: 10842',
    'losses losses: 114321',
    'losses destroyed: 27666',
    'attacker-figures-lost: 47171 55642 34872 20590 14050 10013 7372 4948 3205 1604 533',
    'defender-figures-lost: 10848 30290 17737 18604 19771 20513 21390 60847',
    'attacker-points-lost: 47171 0 55642 0 34872 0 20590 0 14050 0 10013 0 7372 0 4948 0 3205 0 1604 0 533',
    'defender-points-lost: 10848 0 0 0 13820 0 0 0 0 0 0 0 16470 0 0 0 17737 0 0 0 18604 19771 20513 21390 60847',
    'attacker-survivors: 0 0 533 1604 3205 4948 7372 10013 14050 20590 34872 55642 47171',
    'defender-survivors: 60847 21390 20513 19771 18604 17737 30290 10848',
  ],
  [
    'attacker-holds holds destroyed: 126162',
    'defender-holds destroyed holds: 73838',
    'rounds: 0 68396 79984 38907 9489 2684 436 90 11 3',
    'attacker-survivors: 73838 2609 4562 8560 15112 25632 37812 31875',
    'defender-survivors: 126162 4494 12069 22652 34623',
    'attacker-points-lost: 31875 0 37447 0 24388 0 13424 0 7639 0 5289 0 3826 0 2274 0 73838',
    'defender-points-lost: 34623 10333 0 0 12319 9197 0 0 2872 4252 0 0 242 126162',
  ],
];


describe('pinned Monte Carlo counts of dice-pool kernels (change detector: low, fillDice; same seed and trials)', () => {
  it('gives exactly these counts', async () => {
    const results = await runMatchups(LOW_MATCHUPS, { method: 'mc', target: { trials: TRIALS }, seed: SEED, workers: 0 });
    expect(results.map((r) => r.method)).toEqual(['mc', 'mc']);
    expect(results.map(allCounts)).toEqual(LOW_PINNED);
  });
});
