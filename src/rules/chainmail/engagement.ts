import type { Rng } from '../../core/kernel.js';
import { twoDiceAtLeast } from './checks.js';
import { cappedBinomial } from './melee-round.js';
import { postMeleeMorale, type Doubling, type MoraleResult } from './morale.js';

/**
 * A Chainmail engagement: rounds of mass melee until one side's morale gives way, a side is
 * removed by the Loss Table or eliminated, or the round cap (seed 003: melee resolution 408,
 * post-melee morale 410-436, the Loss Table 486-497, fatigue 248-262). The order of a round is
 * ruling C21 (RULINGS.md): both sides strike at once from the figures present; casualties
 * come off; a side with none left is eliminated; each side whose losses cross its Loss Table
 * threshold checks on two dice (a second crossing removes it without a roll, C11); then
 * post-melee morale, whose loser takes the result of the difference unless the melee
 * continues.
 *
 * Exact by dynamic programming over (figures of each side, whether each has passed its Loss
 * Table check), round by round, and by Monte Carlo with the same rules; tests hold the two
 * together.
 */

/** How each side ends: the morale results of the loser, `none` for the side that held, and the rest. */
export const ENGAGEMENT_RESULTS = ['none', 'back-half', 'back-1', 'retreat', 'rout', 'surrender', 'removed', 'eliminated', 'unresolved'] as const;
export type EngagementResult = (typeof ENGAGEMENT_RESULTS)[number];

/** One side of an engagement. */
export interface EngagementSide {
  readonly figures: number;
  /** Morale Rating (003:415-421). */
  readonly rating: number;
  /** Rounds of melee after which the side is fatigued (3; Swiss and Landsknechte 6: 003:252, 262). */
  readonly fatigueAfter: number;
  /** Its Loss Table row: the fraction of original strength whose loss triggers the check, and the 2d6 score to remain (003:491-497). */
  readonly loss: { readonly fraction: number; readonly scoreToRemain: number };
}

/** What one side's strike is in a round: dice rolled and faces (of six) that kill. */
export interface Strike {
  readonly dice: number;
  readonly killFaces: number;
}

export interface EngagementSpec {
  readonly attacker: EngagementSide;
  readonly defender: EngagementSide;
  /**
   * The strike of `side` with `figures` present, given whether it and its enemy are fatigued
   * (a fatigued side attacks and defends a class lower, C15): the Combat Tables' job.
   */
  strike(side: 'attacker' | 'defender', figures: number, ownFatigued: boolean, enemyFatigued: boolean): Strike;
  /** Rounds fought before the engagement is `unresolved` (option `round-cap`). */
  readonly roundCap: number;
  /** Ruling C8 and its option. */
  readonly doubling: Doubling;
  /** Ruling C10: the check falls due when losses exceed the fraction, or (option) reach it. */
  readonly lossCheckAt: 'exceeds' | 'reaches';
}

/** The distribution of an engagement's end: joint results, rounds fought and each side's casualties. */
export interface EngagementLaw {
  /** P(attacker result i, defender result j) at [i * RESULTS + j]. */
  readonly joint: Float64Array;
  /** P(rounds fought = r), r = 1..roundCap at index r. */
  readonly rounds: Float64Array;
  /** P(casualties = k) for each side. */
  readonly attackerLost: Float64Array;
  readonly defenderLost: Float64Array;
}

const RESULTS = ENGAGEMENT_RESULTS.length;
const index = (r: EngagementResult): number => ENGAGEMENT_RESULTS.indexOf(r);
const MORALE_INDEX: Readonly<Record<MoraleResult, number>> = {
  continue: -1,
  'back-half': index('back-half'),
  'back-1': index('back-1'),
  retreat: index('retreat'),
  rout: index('rout'),
  surrender: index('surrender'),
};

/**
 * The losses at which a side's Loss Table check falls due (C10: losses exceeding the fraction
 * of its original strength, or by option reaching it), and at which a side that passed is
 * removed without a roll (C11: its losses reach the fraction again, twice the fraction in all).
 *
 * @example
 * lossThresholds({ figures: 20, loss: { fraction: 0.25, ... } }, 'exceeds'); // => { check: 6, removal: 10 }
 */
export function lossThresholds(side: Pick<EngagementSide, 'figures' | 'loss'>, at: 'exceeds' | 'reaches'): { check: number; removal: number } {
  // Whole figures; the small allowance keeps 1/3 of 15 at 5, not 4.999...
  const first = side.loss.fraction * side.figures;
  const check = at === 'exceeds' ? Math.floor(first + 1e-9) + 1 : Math.ceil(first - 1e-9);
  return { check, removal: Math.ceil(2 * first - 1e-9) };
}

/** A state of the chain: figures left, whether each side has passed its Loss Table check. */
interface State {
  readonly a: number;
  readonly d: number;
  readonly passedA: boolean;
  readonly passedD: boolean;
}

/** What the round's end does to a side crossing its thresholds: the chance it stays, and whether it is now past its check. */
function lossStep(side: EngagementSide, lost: number, passed: boolean, t: { check: number; removal: number }, fatigued: boolean): { stay: number; passed: boolean } {
  if (passed) return { stay: lost >= t.removal ? 0 : 1, passed: true };
  if (lost < t.check) return { stay: 1, passed: false };
  // The roll; a fatigued side takes -1 on it (C15).
  return { stay: twoDiceAtLeast(side.loss.scoreToRemain, fatigued ? -1 : 0), passed: true };
}

/**
 * The engagement's law, exactly, round by round over the reachable states.
 *
 * @example
 * engagementExact(spec).joint; // P(attacker result, defender result)
 */
export function engagementExact(spec: EngagementSpec): EngagementLaw {
  const { attacker: A, defender: D } = spec;
  const tA = lossThresholds(A, spec.lossCheckAt);
  const tD = lossThresholds(D, spec.lossCheckAt);
  const joint = new Float64Array(RESULTS * RESULTS);
  const rounds = new Float64Array(spec.roundCap + 1);
  const attackerLost = new Float64Array(A.figures + 1);
  const defenderLost = new Float64Array(D.figures + 1);
  const end = (ra: EngagementResult, rd: EngagementResult, p: number, round: number, a: number, d: number): void => {
    const at = index(ra) * RESULTS + index(rd);
    joint[at] = (joint[at] as number) + p;
    rounds[round] = (rounds[round] as number) + p;
    attackerLost[A.figures - a] = (attackerLost[A.figures - a] as number) + p;
    defenderLost[D.figures - d] = (defenderLost[D.figures - d] as number) + p;
  };
  const key = (s: State): string => `${s.a},${s.d},${s.passedA ? 1 : 0},${s.passedD ? 1 : 0}`;
  let states = new Map<string, { s: State; p: number }>([[key({ a: A.figures, d: D.figures, passedA: false, passedD: false }), { s: { a: A.figures, d: D.figures, passedA: false, passedD: false }, p: 1 }]]);
  for (let round = 1; round <= spec.roundCap && states.size > 0; round++) {
    const fatiguedA = round > A.fatigueAfter;
    const fatiguedD = round > D.fatigueAfter;
    const next = new Map<string, { s: State; p: number }>();
    for (const { s, p } of states.values()) {
      const byA = spec.strike('attacker', s.a, fatiguedA, fatiguedD);
      const byD = spec.strike('defender', s.d, fatiguedD, fatiguedA);
      const onD = cappedBinomial(byA.dice, byA.killFaces / 6, s.d);
      const onA = cappedBinomial(byD.dice, byD.killFaces / 6, s.a);
      for (let ka = 0; ka < onA.length; ka++) {
        const pa = onA[ka] as number;
        if (pa === 0) continue;
        for (let kd = 0; kd < onD.length; kd++) {
          const pr = p * pa * (onD[kd] as number);
          if (pr === 0) continue;
          const a = s.a - ka;
          const d = s.d - kd;
          if (a === 0 || d === 0) {
            end(a === 0 ? 'eliminated' : 'none', d === 0 ? 'eliminated' : 'none', pr, round, a, d);
            continue;
          }
          const la = lossStep(A, A.figures - a, s.passedA, tA, fatiguedA);
          const ld = lossStep(D, D.figures - d, s.passedD, tD, fatiguedD);
          // Either side may be removed: four cases by their independent checks.
          if (la.stay < 1 || ld.stay < 1) {
            const both = (1 - la.stay) * (1 - ld.stay);
            if (both > 0) end('removed', 'removed', pr * both, round, a, d);
            if (la.stay < 1 && ld.stay > 0) end('removed', 'none', pr * (1 - la.stay) * ld.stay, round, a, d);
            if (ld.stay < 1 && la.stay > 0) end('none', 'removed', pr * la.stay * (1 - ld.stay), round, a, d);
          }
          const stays = pr * la.stay * ld.stay;
          if (stays === 0) continue;
          // Post-melee morale: the side with fewer casualties rolls one die (none on equal casualties).
          const faces = ka === kd ? [0] : [1, 2, 3, 4, 5, 6];
          const roller = ka < kd ? fatiguedA : fatiguedD;
          for (const face of faces) {
            const pf = stays / faces.length;
            const die = face === 0 ? 0 : Math.max(0, face - (roller ? 1 : 0));
            const m = postMeleeMorale(
              { start: s.a, casualties: ka, rating: A.rating - (fatiguedA ? 1 : 0) },
              { start: s.d, casualties: kd, rating: D.rating - (fatiguedD ? 1 : 0) },
              die,
              spec.doubling,
            );
            const loser = MORALE_INDEX[m.result];
            if (loser >= 0 && m.reacting !== null) {
              const result = ENGAGEMENT_RESULTS[loser] as EngagementResult;
              end(m.reacting === 'attacker' ? result : 'none', m.reacting === 'defender' ? result : 'none', pf, round, a, d);
              continue;
            }
            const ns = { a, d, passedA: la.passed, passedD: ld.passed };
            const k = key(ns);
            const seen = next.get(k);
            if (seen) seen.p += pf;
            else next.set(k, { s: ns, p: pf });
          }
        }
      }
    }
    states = next;
    if (round === spec.roundCap) for (const { s, p } of states.values()) end('unresolved', 'unresolved', p, round, s.a, s.d);
  }
  return { joint, rounds, attackerLost, defenderLost };
}

/** Kills from `dice` dice each killing on the top `faces` of six, capped at `cap`: one die at a time from `rng`. */
function roll(rng: Rng, dice: number, faces: number, cap: number): number {
  let kills = 0;
  for (let i = 0; i < dice; i++) if (rng.d6() > 6 - faces) kills++;
  return Math.min(kills, cap);
}

/**
 * One engagement by Monte Carlo with the same rules: the result indices of both sides, the
 * rounds fought and each side's casualties, written into `out` ([ra, rd, rounds, lostA, lostD]).
 */
export function engagementTrial(spec: EngagementSpec, rng: Rng, out: Int32Array): void {
  const { attacker: A, defender: D } = spec;
  const tA = lossThresholds(A, spec.lossCheckAt);
  const tD = lossThresholds(D, spec.lossCheckAt);
  let a = A.figures;
  let d = D.figures;
  let passedA = false;
  let passedD = false;
  const finish = (ra: EngagementResult, rd: EngagementResult, round: number): void => {
    out[0] = index(ra);
    out[1] = index(rd);
    out[2] = round;
    out[3] = A.figures - a;
    out[4] = D.figures - d;
  };
  for (let round = 1; round <= spec.roundCap; round++) {
    const fatiguedA = round > A.fatigueAfter;
    const fatiguedD = round > D.fatigueAfter;
    const byA = spec.strike('attacker', a, fatiguedA, fatiguedD);
    const byD = spec.strike('defender', d, fatiguedD, fatiguedA);
    const kd = roll(rng, byA.dice, byA.killFaces, d);
    const ka = roll(rng, byD.dice, byD.killFaces, a);
    const [startA, startD] = [a, d];
    a -= ka;
    d -= kd;
    if (a === 0 || d === 0) return finish(a === 0 ? 'eliminated' : 'none', d === 0 ? 'eliminated' : 'none', round);
    const check = (side: EngagementSide, lost: number, passed: boolean, t: { check: number; removal: number }, fatigued: boolean): { stays: boolean; passed: boolean } => {
      if (passed) return { stays: lost < t.removal, passed: true };
      if (lost < t.check) return { stays: true, passed: false };
      return { stays: rng.d6() + rng.d6() - (fatigued ? 1 : 0) >= side.loss.scoreToRemain, passed: true };
    };
    const la = check(A, A.figures - a, passedA, tA, fatiguedA);
    const ld = check(D, D.figures - d, passedD, tD, fatiguedD);
    if (!la.stays || !ld.stays) return finish(la.stays ? 'none' : 'removed', ld.stays ? 'none' : 'removed', round);
    passedA = la.passed;
    passedD = ld.passed;
    const roller = ka < kd ? fatiguedA : fatiguedD;
    const die = ka === kd ? 0 : Math.max(0, rng.d6() - (roller ? 1 : 0));
    const m = postMeleeMorale({ start: startA, casualties: ka, rating: A.rating - (fatiguedA ? 1 : 0) }, { start: startD, casualties: kd, rating: D.rating - (fatiguedD ? 1 : 0) }, die, spec.doubling);
    if (m.result !== 'continue' && m.reacting !== null) {
      return finish(m.reacting === 'attacker' ? m.result : 'none', m.reacting === 'defender' ? m.result : 'none', round);
    }
  }
  finish('unresolved', 'unresolved', spec.roundCap);
}
