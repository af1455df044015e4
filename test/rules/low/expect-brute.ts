import { expect } from 'vitest';
import type { MatchupResult } from '../../../src/core/result.js';
import type { BruteRound } from './brute-force.js';
import { jointP, metric } from './helper.js';

const OUTCOME = ['none', 'losses', 'destroyed'] as const;
const outcome = (lost: number, figures: number): string => OUTCOME[lost === 0 ? 0 : lost >= figures ? 2 : 1] as string;

/**
 * The kernel's exact result equals a brute-force round: joint outcomes, figures lost, points
 * lost (in half-points) and figures left per side. `figures`: each side's figures at the start.
 */
export function expectBrute(r: MatchupResult, brute: BruteRound, figures: readonly [number, number]): void {
  expect(r.method).toBe('exact');
  const n = brute.outcomes;
  const joint = new Map<string, number>();
  const lostA = new Map<number, number>();
  const lostD = new Map<number, number>();
  for (const [key, count] of brute.figures) {
    const [a, d] = key.split(',').map(Number) as [number, number];
    const k = `${outcome(a, figures[0])},${outcome(d, figures[1])}`;
    joint.set(k, (joint.get(k) ?? 0) + count);
    lostA.set(a, (lostA.get(a) ?? 0) + count);
    lostD.set(d, (lostD.get(d) ?? 0) + count);
  }
  for (const a of OUTCOME) {
    for (const d of OUTCOME) expect(jointP(r, { attacker: a, defender: d }) * n, `${a}, ${d}`).toBeCloseTo(joint.get(`${a},${d}`) ?? 0, 6);
  }
  metric(r, 'attacker-figures-lost').probabilities.forEach((p, k) => expect(p * n, `attacker lost ${k}`).toBeCloseTo(lostA.get(k) ?? 0, 6));
  metric(r, 'defender-figures-lost').probabilities.forEach((p, k) => expect(p * n, `defender lost ${k}`).toBeCloseTo(lostD.get(k) ?? 0, 6));
  metric(r, 'attacker-points-lost').probabilities.forEach((p, u) => expect(p * n, `attacker points ${u / 2}`).toBeCloseTo(brute.attackerCost.get(u / 2) ?? 0, 6));
  metric(r, 'defender-points-lost').probabilities.forEach((p, u) => expect(p * n, `defender points ${u / 2}`).toBeCloseTo(brute.defenderCost.get(u / 2) ?? 0, 6));
  metric(r, 'attacker-survivors').probabilities.forEach((p, k) => expect(p * n).toBeCloseTo(lostA.get(figures[0] - k) ?? 0, 6));
  metric(r, 'defender-survivors').probabilities.forEach((p, k) => expect(p * n).toBeCloseTo(lostD.get(figures[1] - k) ?? 0, 6));
}
