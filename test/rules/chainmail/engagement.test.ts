import { describe, expect, it } from 'vitest';
import { ENGAGEMENT_RESULTS, engagementExact, engagementTables, engagementTrial, lossThresholds, moraleStep, type EngagementSpec } from '../../../src/rules/chainmail/engagement.js';
import { diceFor } from '../../../src/rules/chainmail/melee-round.js';
import { RULED_READINGS } from './engagement-readings.js';
import { chunkRng } from '../../../src/rng/seed.js';

const R = ENGAGEMENT_RESULTS.length;

/** A side of plain figures, each killed by a hit, that checks morale with no bonus. */
function plainSide(figures: number) {
  return { figures, units: figures, aliveAt: Int32Array.from({ length: figures + 1 }, (_, k) => k), checksMorale: true, dieBonus: 0 };
}

/**
 * 8 Heavy Horse (9, 50% at 6 or better) against 16 Heavy Foot (5, a third at 7 or better),
 * from the Combat Tables (003:1083-1092): Horse 3 dice a man killing on 5-6 against Heavy Foot,
 * Foot 1 die per four men on a 6; fatigued (after 3 rounds) a side attacks and defends a class
 * lower (C15): Medium Horse 2 dice a man on 5-6 against Heavy Foot, Heavy Foot as Light Foot,
 * 1 die per four men on a 6 against Heavy Horse.
 */
const spec: EngagementSpec = {
  attacker: { ...plainSide(8), rating: 9, fatigueAfter: 3, loss: { fraction: 0.5, scoreToRemain: 6 } },
  defender: { ...plainSide(16), rating: 5, fatigueAfter: 3, loss: { fraction: 1 / 3, scoreToRemain: 7 } },
  strike: (side, figures, own) =>
    side === 'attacker' ? { dice: diceFor(figures, own ? { dice: 2, men: 1 } : { dice: 3, men: 1 }), killFaces: 2 } : { dice: diceFor(figures, { dice: 1, men: 4 }), killFaces: 1 },
  roundCap: 12,
  ...RULED_READINGS,
};

describe('chainmail engagement, exact by dynamic programming', () => {
  it('is a distribution: results, rounds and casualties each sum to 1', () => {
    const law = engagementExact(spec);
    for (const xs of [law.joint, law.rounds, law.attackerLost, law.defenderLost]) expect(xs.reduce((s, p) => s + p, 0)).toBeCloseTo(1, 12);
    // Someone holds: no joint result has both sides giving way by morale.
    expect(law.joint[ENGAGEMENT_RESULTS.indexOf('rout') * R + ENGAGEMENT_RESULTS.indexOf('rout')]).toBe(0);
  });

  it('stops carrying mass below 2^-80: with a cap of 100 rounds nothing is left at round 30', () => {
    const law = engagementExact({ ...spec, roundCap: 100 });
    // Without the floor the chain carries vanishing mass to round 100.
    expect(law.rounds.findLastIndex((p) => p > 0)).toBeLessThan(30);
    for (const xs of [law.joint, law.rounds, law.attackerLost, law.defenderLost]) expect(xs.reduce((s, p) => s + p, 0)).toBeCloseTo(1, 12);
    const unresolved = ENGAGEMENT_RESULTS.indexOf('unresolved');
    expect(law.joint[unresolved * R + unresolved]).toBeLessThan(1e-20);
  });

  it('agrees with Monte Carlo under the same rules within 4.5 standard errors, cell by cell', () => {
    const law = engagementExact(spec);
    const rng = chunkRng(7, 2024n, 0);
    const trials = 200_000;
    const counts = new Float64Array(R * R);
    const rounds = new Float64Array(spec.roundCap + 1);
    const out = new Int32Array(5);
    const tables = engagementTables(spec);
    for (let t = 0; t < trials; t++) {
      engagementTrial(spec, tables, rng, out);
      const at = (out[0] as number) * R + (out[1] as number);
      counts[at] = (counts[at] as number) + 1;
      rounds[out[2] as number] = (rounds[out[2] as number] as number) + 1;
    }
    let checked = 0;
    law.joint.forEach((p, i) => {
      const se = Math.sqrt((Math.max(p, 1 / trials) * (1 - p)) / trials);
      expect(Math.abs((counts[i] as number) / trials - p), `cell ${i}`).toBeLessThan(4.5 * se);
      if (p > 0.01) checked++;
    });
    expect(checked).toBeGreaterThan(3);
    law.rounds.forEach((p, r) => expect(Math.abs((rounds[r] as number) / trials - p), `round ${r}`).toBeLessThan(4.5 * Math.sqrt((Math.max(p, 1 / trials) * (1 - p)) / trials)));
  });

  it('the first round ends in the Foot eliminated exactly as often as 24 dice on 5-6 kill all 16, worked by hand', () => {
    // 8 Heavy Horse roll 24 dice killing on 5-6; the Foot's 4 dice cannot kill 8 Horse. So the
    // Foot are eliminated in round 1 with P(Bin(24, 1/3) >= 16), and the Horse never are.
    let tail = 0;
    for (let k = 16; k <= 24; k++) {
      let c = 1;
      for (let i = 1; i <= k; i++) c = (c * (24 - k + i)) / i;
      tail += c * (1 / 3) ** k * (2 / 3) ** (24 - k);
    }
    const law = engagementExact({ ...spec, roundCap: 1 });
    const none = ENGAGEMENT_RESULTS.indexOf('none');
    const eliminated = ENGAGEMENT_RESULTS.indexOf('eliminated');
    expect(law.joint[none * R + eliminated]).toBeCloseTo(tail, 15);
    expect(law.joint[eliminated * R + none]).toBe(0);
    expect(law.rounds[1]).toBeCloseTo(1, 12);
  });
});

describe('the Loss Table thresholds (C10, C11)', () => {
  const ruled = { lossCheckAt: 'exceeds', lossRemovalAt: 'reaches' } as const;
  it('a 25% unit of 20 checks at its 6th loss (exceeding 5) and, having stayed, is removed at 10; by option it checks at the 5th, or is removed at 11', () => {
    const side = { figures: 20, loss: { fraction: 0.25, scoreToRemain: 8 } };
    expect(lossThresholds(side, ruled)).toEqual({ check: 6, removal: 10 });
    expect(lossThresholds(side, { ...ruled, lossCheckAt: 'reaches' })).toEqual({ check: 5, removal: 10 });
    expect(lossThresholds(side, { ...ruled, lossRemovalAt: 'exceeds' })).toEqual({ check: 6, removal: 11 });
    // A third of 15 is 5 exactly: checks at 6, removed at 10; of 16 (5 1/3): at 6, removed at 11 (past 10 2/3 too).
    expect(lossThresholds({ figures: 15, loss: { fraction: 1 / 3, scoreToRemain: 7 } }, ruled)).toEqual({ check: 6, removal: 10 });
    expect(lossThresholds({ figures: 16, loss: { fraction: 1 / 3, scoreToRemain: 7 } }, ruled)).toEqual({ check: 6, removal: 11 });
    expect(lossThresholds({ figures: 16, loss: { fraction: 1 / 3, scoreToRemain: 7 } }, { ...ruled, lossRemovalAt: 'exceeds' })).toEqual({ check: 6, removal: 11 });
    // 25% of 10 is 2.5: checks at the 3rd loss; removed at 5 (reaching 5), or 6 (exceeding it).
    expect(lossThresholds({ figures: 10, loss: { fraction: 0.25, scoreToRemain: 8 } }, ruled)).toEqual({ check: 3, removal: 5 });
    expect(lossThresholds({ figures: 10, loss: { fraction: 0.25, scoreToRemain: 8 } }, { ...ruled, lossRemovalAt: 'exceeds' })).toEqual({ check: 3, removal: 6 });
  });
});

describe('the engagement\'s morale step', () => {
  it('gives the same reaction as postMeleeMorale (morale.ts, the worked example\'s steps) for every casualty pair and die', async () => {
    const { postMeleeMorale } = await import('../../../src/rules/chainmail/morale.js');
    let reacted = 0;
    for (const [startA, startD, ratingA, ratingD] of [[10, 20, 9, 5], [30, 30, 5, 7], [12, 8, 4, 11]] as const) {
      for (let ka = 0; ka < startA; ka++) {
        for (let kd = 0; kd < startD; kd++) {
          for (let die = 0; die <= 6; die++) {
            if ((ka === kd) !== (die === 0)) continue;
            const m = postMeleeMorale({ start: startA, casualties: ka, rating: ratingA }, { start: startD, casualties: kd, rating: ratingD }, die);
            const doubled = startA < 20 && startD < 20 ? 2 : 1;
            const step = moraleStep(startA - ka, startD - kd, ka, kd, die, ratingA, ratingD, doubled);
            const expected = m.result === 'continue' ? 0 : (m.reacting === 'attacker' ? -1 : 1) * ENGAGEMENT_RESULTS.indexOf(m.result);
            expect(step, `${startA}-${ka} v ${startD}-${kd}, die ${die}`).toBe(expected);
            if (expected !== 0) reacted++;
          }
        }
      }
    }
    expect(reacted).toBeGreaterThan(500);
  });
});
