/**
 * Issue #33, part 2: each contested reading of an engagement is an option that reproduces its
 * reading (RULINGS.md C11, C15, C21, C45, C46). Dice are forced where the reading is the point
 * (every die kills, or none is rolled), so each chance is a count of dice faces worked by hand;
 * where real rows are used the figures are the Combat Tables' (003:1045-1107).
 */
import { describe, expect, it } from 'vitest';
import { ENGAGEMENT_RESULTS, engagementExact, engagementTables, engagementTrial, type EngagementSpec } from '../../../src/rules/chainmail/engagement.js';
import { engagementSpecOf, NO_AIDS, type EngagementOptions, type EngagementSituation } from '../../../src/rules/chainmail/engagement-spec.js';
import { troop } from '../../../src/rules/chainmail/troops.js';
import { chunkRng } from '../../../src/rng/seed.js';
import { cli } from '../../cli/run-cli.js';
import { RULED_READINGS } from './engagement-readings.js';

const R = ENGAGEMENT_RESULTS.length;
const at = (a: string, d: string): number => ENGAGEMENT_RESULTS.indexOf(a as never) * R + ENGAGEMENT_RESULTS.indexOf(d as never);

/** A side of `figures` plain figures with a Morale Rating and a Loss Table row. */
function side(figures: number, rating: number, fraction: number, scoreToRemain: number, checksMorale = true) {
  return { figures, units: figures, aliveAt: Int32Array.from({ length: figures + 1 }, (_, k) => k), checksMorale, dieBonus: 0, rating, fatigueAfter: 30, loss: { fraction, scoreToRemain } };
}

/** Strikes that kill exactly `kills[side][round - 1]` figures: that many dice, every face killing. */
function forced(kills: { attacker: number[]; defender: number[] }): EngagementSpec['strike'] {
  let round = 0;
  // engagementTables asks for the first round's row (firstRound) and the later rounds' rows; forced kills are the same in every later round.
  return (s, _figures, _own, _enemy, firstRound) => {
    round = firstRound ? 0 : 1;
    return { dice: kills[s][round] ?? 0, killFaces: 6 };
  };
}

const BASE = { roundCap: 1, ...RULED_READINGS } as const;

/** Exact law and 100,000 Monte Carlo trials of the same spec agree cell by cell within 4.5 standard errors. */
function agrees(spec: EngagementSpec): Float64Array {
  const law = engagementExact(spec);
  const rng = chunkRng(11, 33n, 0);
  const trials = 100_000;
  const counts = new Float64Array(R * R);
  const out = new Int32Array(5);
  const tables = engagementTables(spec);
  for (let t = 0; t < trials; t++) {
    engagementTrial(spec, tables, rng, out);
    const cell = (out[0] as number) * R + (out[1] as number);
    counts[cell] = (counts[cell] as number) + 1;
  }
  law.joint.forEach((p, i) => expect(Math.abs((counts[i] as number) / trials - p), `cell ${i}`).toBeLessThanOrEqual(4.5 * Math.sqrt((Math.max(p, 1 / trials) * (1 - p)) / trials) + 1e-12));
  return law.joint;
}

describe('C11: after the check, only new losses remove a unit; loss-second', () => {
  // 20 a side; round 1 each side kills 10 of the other; later rounds nobody kills. The attacker
  // never checks; the defender (25%, 8 or better) checks at 10 lost: it stays on 15/36 of 2d6.
  // Equal casualties and survivors, equal ratings: morale continues every round.
  const spec: EngagementSpec = {
    ...BASE,
    roundCap: 2,
    attacker: side(20, 5, 0.25, 8, false),
    defender: side(20, 5, 0.25, 8),
    strike: forced({ attacker: [10, 0], defender: [10, 0] }),
  };

  it('a unit that passed at twice its percentage is not removed by a round that cost it nothing (was: removed in round 2)', () => {
    const joint = engagementExact(spec).joint;
    expect(joint[at('none', 'removed')]).toBeCloseTo(21 / 36, 14);
    expect(joint[at('unresolved', 'unresolved')]).toBeCloseTo(15 / 36, 14);
    agrees(spec);
  });

  it('loss-second=outright removes it without a roll when its losses reach twice the percentage before any check', () => {
    const joint = engagementExact({ ...spec, lossSecond: 'outright' }).joint;
    expect(joint[at('none', 'removed')]).toBeCloseTo(1, 14);
    agrees({ ...spec, lossSecond: 'outright' });
  });

  it('through the CLI: 10 Heavy Horse on 20 Light Foot, one round, removed as often as each reading says', async () => {
    // 10 Heavy Horse v Light Foot: 4 dice a man on 5-6, 40 dice; the Foot (25%, 8 or better) check past 5 lost and,
    // outright, are removed at 10. The Foot's 5 dice on a 6 cannot reach the Horse's check (50%, past 5).
    const p = (k: number): number => {
      let c = 1;
      for (let i = 1; i <= k; i++) c = (c * (40 - k + i)) / i;
      return c * (1 / 3) ** k * (2 / 3) ** (40 - k);
    };
    const sum = (from: number, to: number): number => Array.from({ length: to - from + 1 }, (_, i) => p(from + i)).reduce((s, x) => s + x, 0);
    const removed = async (reading: string): Promise<number> => {
      const run = await cli('matchup', 'chainmail', '10*heavy-horse', '20*light-foot', '--combat', 'engagement', '--option', 'round-cap=1', '--option', `loss-second=${reading}`, '--format', 'json');
      expect(run.code, run.stderr).toBe(0);
      return (JSON.parse(run.stdout) as { outcomes: Record<string, Record<string, number>> }).outcomes['defender']?.['removed'] ?? NaN;
    };
    expect(await removed('after-check')).toBeCloseTo(sum(6, 19) * (21 / 36), 12);
    expect(await removed('outright')).toBeCloseTo(sum(6, 9) * (21 / 36) + sum(10, 19), 12);
  });
});

describe('C21: loss-failure', () => {
  // The attacker (20, rating 9, 25% at 8 or better) loses 6 and checks; the defender (20, rating
  // 1, checking only past 75%) loses 14. Morale: the attacker has fewer casualties, 8 x die, 8
  // more survivors and 9 x 14 = 126; the defender 1 x 6 = 6: a difference of at least 136,
  // surrender. The attacker stays on 15/36.
  const spec: EngagementSpec = {
    ...BASE,
    attacker: side(20, 9, 0.25, 8),
    defender: side(20, 1, 0.75, 2),
    strike: forced({ attacker: [14], defender: [6] }),
  };

  it('ends-round: a side removed by the Loss Table leaves the other no result', () => {
    const joint = agrees(spec);
    expect(joint[at('removed', 'none')]).toBeCloseTo(21 / 36, 14);
    expect(joint[at('none', 'surrender')]).toBeCloseTo(15 / 36, 14);
  });

  it('morale-stands: the standing side still takes its post-melee result', () => {
    const joint = agrees({ ...spec, lossFailure: 'morale-stands' });
    expect(joint[at('removed', 'surrender')]).toBeCloseTo(21 / 36, 14);
    expect(joint[at('none', 'surrender')]).toBeCloseTo(15 / 36, 14);
    expect(joint[at('removed', 'none')]).toBe(0);
  });
});

describe('C15: fatigue-penalty=rating-only', () => {
  // 20 a side, ratings 5, no Loss Table check possible; the attacker tires after round 1. Round
  // 1 kills nobody; in round 2 the attacker kills 4. It has fewer casualties: 4 x its die, 4 more
  // survivors, (5 - 1) x 20 = 80 against the defender's 5 x 16 = 80, a difference of 4 die + 4:
  // 20 or more, back 1/2 move, when the die counts 4 or more.
  const spec: EngagementSpec = {
    ...BASE,
    roundCap: 2,
    attacker: { ...side(20, 5, 0.9, 2), fatigueAfter: 1 },
    defender: side(20, 5, 0.9, 2),
    strike: forced({ attacker: [0, 4], defender: [0, 0] }),
  };

  it('per-roll: the die drops by 1, so it counts 4 on a 5 or 6', () => {
    expect(agrees(spec)[at('none', 'back-half')]).toBeCloseTo(2 / 6, 14);
  });

  it('rating-only: the die is untouched, 4 or more on 4, 5, 6', () => {
    expect(agrees({ ...spec, fatigueDieMinus: 0, fatigueCheckMinus: 0 })[at('none', 'back-half')]).toBeCloseTo(3 / 6, 14);
  });

  it('engagementSpecOf reads the option: 1 and 1, 2 and 1, 0 and 0 off the Loss Table roll and the die', () => {
    const of = (fatiguePenalty: EngagementOptions['fatiguePenalty']) => {
      const s = engagementSpecOf(troop('heavy-foot'), 20, troop('heavy-foot'), 20, FRONT, { ...OPTIONS, fatiguePenalty });
      return [s.fatigueCheckMinus, s.fatigueDieMinus];
    };
    expect([of('per-roll'), of('per-die'), of('rating-only')]).toEqual([[1, 1], [2, 1], [0, 0]]);
  });
});

const FRONT: EngagementSituation = {
  approach: 'front', attackerCloseFormation: false, defenderCloseOrder: false, attackerCharging: false, defenderCharging: false,
  attackerStanding: false, defenderStanding: false, attackerFatigued: false, defenderFatigued: false, attackerAids: NO_AIDS, defenderAids: NO_AIDS,
};
const OPTIONS: EngagementOptions = {
  doubling: 'both-under-20', lossCheckAt: 'exceeds', roundCap: 30, extraDice: 'per-man', fatiguePenalty: 'per-roll', flankTopFoot: 'next-class',
  screen: 'holding', flankAttack: 'whole-engagement', lossRemovalAt: 'reaches', lossSecond: 'after-check', lossFailure: 'ends-round',
};

describe('C46: flank-attack', () => {
  it('whole-engagement: 20 Heavy Foot in the rear of 20 Light Foot strike as Armored Foot (20 dice on 4-6) and take nothing, every round', () => {
    const s = engagementSpecOf(troop('heavy-foot'), 20, troop('light-foot'), 20, { ...FRONT, approach: 'rear' }, OPTIONS);
    for (const first of [true, false]) {
      expect(s.strike('attacker', 20, false, false, first)).toEqual({ dice: 20, killFaces: 3 });
      expect(s.strike('defender', 20, false, false, first)).toEqual({ dice: 0, killFaces: 0 });
    }
  });

  it('first-round: from the second round the melee is frontal: Heavy Foot 20 dice on 5-6, the Light Foot strike back 1 die per two men on a 6', () => {
    const s = engagementSpecOf(troop('heavy-foot'), 20, troop('light-foot'), 20, { ...FRONT, approach: 'rear' }, { ...OPTIONS, flankAttack: 'first-round' });
    expect(s.strike('attacker', 20, false, false, true)).toEqual({ dice: 20, killFaces: 3 });
    expect(s.strike('defender', 20, false, false, true)).toEqual({ dice: 0, killFaces: 0 });
    expect(s.strike('attacker', 20, false, false, false)).toEqual({ dice: 20, killFaces: 2 });
    expect(s.strike('defender', 20, false, false, false)).toEqual({ dice: 10, killFaces: 1 });
  });

  it('first-round: Swiss holding close order, caught in the flank, are Light Foot in round 1 and a screened Heavy Foot formation after', () => {
    const s = engagementSpecOf(troop('heavy-foot'), 20, troop('swiss-pikemen'), 20, { ...FRONT, approach: 'flank', defenderCloseOrder: true }, { ...OPTIONS, flankAttack: 'first-round' });
    // Round 1: Heavy Foot from the flank as Armored Foot v Light Foot, 1 die a man on 4-6; the Swiss strike back as Light Foot, 1 per two men on a 6.
    expect(s.strike('attacker', 20, false, false, true)).toEqual({ dice: 20, killFaces: 3 });
    expect(s.strike('defender', 20, false, false, true)).toEqual({ dice: 10, killFaces: 1 });
    // Then: pikes facing, Heavy Foot cannot hurt them; they strike as Heavy Foot with the pike die, 40 dice on a 6.
    expect(s.strike('attacker', 20, false, false, false)).toEqual({ dice: 0, killFaces: 0 });
    expect(s.strike('defender', 20, false, false, false)).toEqual({ dice: 40, killFaces: 1 });
  });
});

describe('C45: pole-arm-screen', () => {
  it('holding (the ruling): Heavy Horse defending strike attacking Swiss as Armored Foot; attacking-too: not at all', () => {
    const situation = { ...FRONT, attackerCloseFormation: true };
    // 10 Heavy Horse v Armored Foot: 2 dice a man on 5-6.
    expect(engagementSpecOf(troop('swiss-pikemen'), 20, troop('heavy-horse'), 10, situation, OPTIONS).strike('defender', 10, false, false, true)).toEqual({ dice: 20, killFaces: 2 });
    expect(engagementSpecOf(troop('swiss-pikemen'), 20, troop('heavy-horse'), 10, situation, { ...OPTIONS, screen: 'attacking-too' }).strike('defender', 10, false, false, true)).toEqual({ dice: 0, killFaces: 0 });
    // Landsknechte defending strike attacking Swiss either way: like weapons (Heavy Foot v Armored Foot, 1 per two men, and the pike die: 10 + 20).
    expect(engagementSpecOf(troop('swiss-pikemen'), 20, troop('landsknechte'), 20, { ...situation, defenderCloseOrder: true }, { ...OPTIONS, screen: 'attacking-too' }).strike('defender', 20, false, false, true)).toEqual({ dice: 30, killFaces: 1 });
  });
});
