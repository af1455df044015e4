import { describe, expect, it } from 'vitest';
import { resolveMatchup } from '../../src/core/matchup.js';
import type { MatchupResult } from '../../src/core/result.js';
import { CHUNK_TRIALS } from '../../src/engine/chunks.js';
import { runMatchups } from '../../src/engine/run-matchups.js';
import { hott2 } from '../../src/rules/hott2/index.js';

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

/** The joint counts as 'band attacker defender: count', the count recovered exactly from p. */
function jointCounts(r: MatchupResult): string[] {
  return r.joint.map((j) => {
    const p = Number(j['p']);
    const count = Math.round(p * TRIALS);
    expect(Math.abs(p * TRIALS - count)).toBeLessThan(1e-6);
    return `${j.band} ${j.attacker} ${j.defender}: ${count}`;
  });
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
