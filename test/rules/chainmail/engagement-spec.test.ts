import { describe, expect, it } from 'vitest';
import { ENGAGEMENT_RESULTS, engagementExact } from '../../../src/rules/chainmail/engagement.js';
import { NO_AIDS, engagementSpecOf, type EngagementOptions, type EngagementSituation } from '../../../src/rules/chainmail/engagement-spec.js';
import { troop } from '../../../src/rules/chainmail/troops.js';

const FRONT: EngagementSituation = { approach: 'front', attackerCloseFormation: false, defenderCloseOrder: false, attackerCharging: false, defenderCharging: false, attackerStanding: false, defenderStanding: false, attackerFatigued: false, defenderFatigued: false, attackerAids: NO_AIDS, defenderAids: NO_AIDS };
const OPTIONS: EngagementOptions = { doubling: 'both-under-20', lossCheckAt: 'exceeds', roundCap: 30, extraDice: 'per-man', fatiguePenalty: 'per-roll', flankTopFoot: 'next-class', screen: 'holding', flankAttack: 'whole-engagement', lossRemovalAt: 'reaches', lossSecond: 'after-check', lossFailure: 'ends-round' };
const R = ENGAGEMENT_RESULTS.length;
const at = (a: string, d: string): number => ENGAGEMENT_RESULTS.indexOf(a as never) * R + ENGAGEMENT_RESULTS.indexOf(d as never);

function binomialTail(n: number, p: number, from: number): number {
  let sum = 0;
  for (let k = from; k <= n; k++) {
    let c = 1;
    for (let i = 1; i <= k; i++) c = (c * (n - k + i)) / i;
    sum += c * p ** k * (1 - p) ** (n - k);
  }
  return sum;
}

describe('an engagement built from troop rows', () => {
  it('the worked example units: 10 Heavy Horse v 20 Heavy Foot, round 1 eliminates the Foot as 30 dice on 5-6 killing 20', () => {
    const spec = engagementSpecOf(troop('heavy-horse'), 10, troop('heavy-foot'), 20, FRONT, { ...OPTIONS, roundCap: 1 });
    expect(spec.attacker).toMatchObject({ figures: 10, units: 10, checksMorale: true, dieBonus: 0, rating: 9, fatigueAfter: 3, loss: { fraction: 0.5, scoreToRemain: 6 } });
    expect(spec.defender).toMatchObject({ figures: 20, units: 20, checksMorale: true, dieBonus: 0, rating: 5, fatigueAfter: 3, loss: { fraction: 1 / 3, scoreToRemain: 7 } });
    expect(spec.strike('attacker', 10, false, false, true)).toEqual({ dice: 30, killFaces: 2 });
    expect(spec.strike('defender', 20, false, false, true)).toEqual({ dice: 5, killFaces: 1 });
    const law = engagementExact(spec);
    expect(law.joint[at('none', 'eliminated')]).toBeCloseTo(binomialTail(30, 1 / 3, 20), 15);
  });

  it('a rear attack takes no casualties in return (003:440)', () => {
    const law = engagementExact(engagementSpecOf(troop('light-horse'), 10, troop('light-foot'), 20, { ...FRONT, approach: 'rear' }, OPTIONS));
    expect(law.attackerLost[0]).toBeCloseTo(1, 12);
  });

  it('Swiss and Landsknechte tire after six rounds, the rest after three (003:252, 262)', () => {
    expect(engagementSpecOf(troop('swiss-pikemen'), 10, troop('landsknechte'), 10, FRONT, OPTIONS).attacker.fatigueAfter).toBe(6);
    expect(engagementSpecOf(troop('heavy-foot'), 10, troop('landsknechte'), 10, FRONT, OPTIONS).attacker.fatigueAfter).toBe(3);
  });

  it('every pair of the ten types ends in a distribution, exactly, at 12 a side', () => {
    const ids = ['peasants', 'levies', 'light-foot', 'heavy-foot', 'armored-foot', 'light-horse', 'medium-horse', 'heavy-horse', 'swiss-pikemen', 'landsknechte'];
    for (const a of ids) {
      for (const d of ids) {
        const law = engagementExact(engagementSpecOf(troop(a), 12, troop(d), 12, FRONT, OPTIONS));
        expect(law.joint.reduce((s, p) => s + p, 0), `${a} v ${d}`).toBeCloseTo(1, 9);
      }
    }
  });
});
