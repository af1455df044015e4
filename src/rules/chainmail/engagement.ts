import type { Rng } from '../../core/kernel.js';
import { NEGLIGIBLE } from '../common/negligible.js';
import { twoDiceAtLeast } from './checks.js';
import { lossLaw, rollUnitsLost, type CasualtyRule } from './casualties.js';
import { isDoubled, sideTotal, type Doubling, type MoraleResult } from './morale.js';
import { POST_MELEE } from './tables.js';

/**
 * A Chainmail engagement: charge checks before the first round (a side that fails flees and
 * there is no melee, C25), then rounds of mass melee until one side's morale gives way, a side
 * is removed by the Loss Table or eliminated, or the round cap (seed 003: melee resolution 408,
 * post-melee morale 410-436, the Loss Table 486-497, fatigue 248-262). The order of a round is
 * ruling C21 (RULINGS.md): both sides strike at once from the figures present; casualties
 * come off; a side with none left is eliminated; each side whose losses cross its Loss Table
 * threshold checks on two dice (a second crossing removes it without a roll, C11); then
 * post-melee morale, whose loser takes the result of the difference unless the melee
 * continues (a side removed by the Loss Table takes none; by option `loss-failure` the other
 * side still takes its own, C21).
 *
 * Exact by dynamic programming over (figures of each side, whether each has passed its Loss
 * Table check), round by round, and by Monte Carlo with the same rules; tests hold the two
 * together.
 */

/** How each side ends: the morale results of the loser, `none` for the side that held, and the rest. */
export const ENGAGEMENT_RESULTS = ['none', 'back-half', 'back-1', 'retreat', 'fled', 'rout', 'surrender', 'removed', 'eliminated', 'unresolved'] as const;
export type EngagementResult = (typeof ENGAGEMENT_RESULTS)[number];

/** One side of an engagement. */
export interface EngagementSide {
  readonly figures: number;
  /** What the side's state counts: its figures, or figures x hits for a creature whose hits add up (casualties.ts, C29). */
  readonly units: number;
  /** Figures alive at each count of units, 0..units. */
  readonly aliveAt: Int32Array;
  /** Morale Rating (003:415-421), less full daylight's (C32); 0 for "(-)" (C30). */
  readonly rating: number;
  /** False: the side takes no morale result and no Loss Table check (C30). */
  readonly checksMorale: boolean;
  /** Added to each die the side rolls for morale, and twice to a 2d6 check (a leader, full daylight: C32). */
  readonly dieBonus: number;
  /** Rounds of melee after which the side is fatigued (3; Swiss and Landsknechte 6: 003:252, 262); 0 when it comes to the melee fatigued. */
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
  strike(side: 'attacker' | 'defender', figures: number, ownFatigued: boolean, enemyFatigued: boolean, firstRound: boolean): Strike;
  /** The classes each side strikes in in the first round, in words, where the rule system can say (explanations only). */
  describeOpening?(side: 'attacker' | 'defender'): string;
  /** How the defender's hits harm the attacker, and the attacker's the defender (C29). */
  readonly onAttacker: CasualtyRule;
  readonly onDefender: CasualtyRule;
  /**
   * The 2d6 score each side needs to stand the other's charge before the first round (C25),
   * modifiers folded in; 0 when it makes no check. A side that fails is `fled`, with no melee.
   */
  readonly charge: { readonly attacker: number; readonly defender: number };
  /** What fatigue takes off a Loss Table 2d6 roll: 1 in all (C15), 1 a die, 2, or none (option `fatigue-penalty`). */
  readonly fatigueCheckMinus: number;
  /** What fatigue takes off the post-melee die: 1 (C15), or none (`fatigue-penalty=rating-only`); the Morale Rating always drops 1. */
  readonly fatigueDieMinus: number;
  /** Rounds fought before the engagement is `unresolved` (option `round-cap`). */
  readonly roundCap: number;
  /** Ruling C8 and its option. */
  readonly doubling: Doubling;
  /** Ruling C10: the check falls due when losses exceed the fraction, or (option) reach it. */
  readonly lossCheckAt: 'exceeds' | 'reaches';
  /** Ruling C11: a side that passed is removed when its losses reach twice the fraction, or (option) exceed it. */
  readonly lossRemovalAt: 'reaches' | 'exceeds';
  /** Ruling C11: losses at twice the fraction with no check yet are checked first, or (option) remove the side outright. */
  readonly lossSecond: 'after-check' | 'outright';
  /** Ruling C21: a side's Loss Table failure ends the round for both, or (option) the other side still takes its morale result. */
  readonly lossFailure: 'ends-round' | 'morale-stands';
  /** Where the melee starts, if not with both sides whole and unchecked: units present and Loss Table check passed (`--combat morale`). */
  readonly start?: { readonly attacker: SideStart; readonly defender: SideStart };
}

/** A side as a melee finds it: units present (of \`units\`), and whether it has passed its Loss Table check. */
export interface SideStart {
  readonly units: number;
  readonly passed: boolean;
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
const NONE_AT = index('none');
const REMOVED_AT = index('removed');
const ELIMINATED_AT = index('eliminated');
const UNRESOLVED_AT = index('unresolved');
const FLED_AT = index('fled');
const MORALE_INDEX: Readonly<Record<MoraleResult, number>> = {
  continue: -1,
  'back-half': index('back-half'),
  'back-1': index('back-1'),
  retreat: index('retreat'),
  rout: index('rout'),
  surrender: index('surrender'),
};

/** The Loss Table readings of C10 and C11: when the check falls due, and when a side that passed is removed. */
export type LossReadings = Pick<EngagementSpec, 'lossCheckAt' | 'lossRemovalAt'>;

/** The first whole number of figures lost that reaches `share` figures, or exceeds it. */
function lostAt(share: number, at: 'exceeds' | 'reaches'): number {
  // Whole figures; the small allowance keeps 1/3 of 15 at 5, not 4.999...
  return at === 'exceeds' ? Math.floor(share + 1e-9) + 1 : Math.ceil(share - 1e-9);
}

/**
 * The losses at which a side's Loss Table check falls due (C10: losses exceeding the fraction
 * of its original strength, or by option reaching it), and at which a side that passed is
 * removed without a roll (C11: its losses reach twice the fraction, or by option exceed it).
 *
 * @example
 * lossThresholds({ figures: 20, loss: { fraction: 0.25, ... } }, { lossCheckAt: 'exceeds', lossRemovalAt: 'reaches' }); // => { check: 6, removal: 10 }
 */
export function lossThresholds(side: Pick<EngagementSide, 'figures' | 'loss'>, readings: LossReadings): { check: number; removal: number } {
  const first = side.loss.fraction * side.figures;
  return { check: lostAt(first, readings.lossCheckAt), removal: lostAt(2 * first, readings.lossRemovalAt) };
}

/**
 * What the end of a round that cost the side figures does to it (C10, C11): the chance it
 * stays, and whether it is now past its check. A round that cost it nothing changes nothing:
 * a side that passed is removed only by losses suffered after its check.
 */
export function lossStep(side: EngagementSide, lost: number, passed: boolean, t: { check: number; removal: number }, penalty: number, second: EngagementSpec['lossSecond']): { stay: number; passed: boolean } {
  if (!side.checksMorale) return { stay: 1, passed: false };
  if (passed) return { stay: lost >= t.removal ? 0 : 1, passed: true };
  if (lost < t.check) return { stay: 1, passed: false };
  if (second === 'outright' && lost >= t.removal) return { stay: 0, passed: false };
  // The roll, less a fatigued side's penalty (C15), with a leader's bonus on each die (C32).
  return { stay: twoDiceAtLeast(side.loss.scoreToRemain, 2 * side.dieBonus - penalty), passed: true };
}

/**
 * `lossStep` for every count of figures lost, worked once per side and fatigue: the chance
 * the side stays, and whether it has then passed its check, at [passed * (figures + 1) + lost].
 * The chain reads these in its inner loop instead of rolling the 2d6 check each time.
 */
function lossSteps(side: EngagementSide, t: { check: number; removal: number }, penalty: number, second: EngagementSpec['lossSecond']): { stay: Float64Array; passed: Uint8Array } {
  const n = side.figures + 1;
  const stay = new Float64Array(2 * n);
  const passed = new Uint8Array(2 * n);
  for (let p = 0; p < 2; p++) {
    for (let lost = 0; lost < n; lost++) {
      const step = lossStep(side, lost, p === 1, t, penalty, second);
      stay[p * n + lost] = step.stay;
      passed[p * n + lost] = step.passed ? 1 : 0;
    }
  }
  return { stay, passed };
}

/** The lower bound of each morale band, and its result's index in ENGAGEMENT_RESULTS (-1: the melee continues). */
const BAND_MIN = POST_MELEE.results.map((b) => b.min);
const BAND_RESULT = POST_MELEE.results.map((b) => MORALE_INDEX[b.result]);

/** The result index of a difference of totals (-1: continue), without allocating. */
function bandIndex(difference: number): number {
  let at = 0;
  for (let i = 1; i < BAND_MIN.length; i++) if (difference >= (BAND_MIN[i] as number)) at = i;
  return BAND_RESULT[at] as number;
}

/**
 * Post-melee morale after a round, without allocating: morale.ts's totals (`sideTotal`), and
 * the band as an index into ENGAGEMENT_RESULTS (tests hold it to `postMeleeMorale`): 0 the melee continues, +r the defender takes result index r, -r the attacker.
 * `a`, `d` are the survivors, `ka`, `kd` the casualties, `die` the single die (0 on equal
 * casualties), `times` the doubling factor.
 */
export function moraleStep(a: number, d: number, ka: number, kd: number, die: number, ratingA: number, ratingD: number, times: number, checksA = true, checksD = true): number {
  const totalA = sideTotal(a, d, ka, kd, die, ratingA) * times;
  const totalD = sideTotal(d, a, kd, ka, die, ratingD) * times;
  if (totalA === totalD) return 0;
  const result = bandIndex(Math.abs(totalA - totalD));
  // A side that need never check morale ignores the result (C30).
  if (result < 0 || (totalA < totalD ? !checksA : !checksD)) return 0;
  return totalA < totalD ? -result : result;
}

/**
 * What an engagement reads every round, worked once: dice and kill faces for each side,
 * round and figures present, at [(side * 5 + when) * stride + figures], `when` being
 * ownFatigued * 2 + enemyFatigued after the first round and 4 in it (`strikeRow`); and each
 * side's Loss Table thresholds.
 */
export interface EngagementTables {
  readonly dice: Int32Array;
  readonly faces: Int32Array;
  readonly stride: number;
  readonly thresholds: readonly [{ check: number; removal: number }, { check: number; removal: number }];
}

/** Where a side's strikes start in the tables this round: see `EngagementTables`. */
function strikeRow(tables: EngagementTables, side: 0 | 1, round: number, ownFatigued: boolean, enemyFatigued: boolean): number {
  const when = round === 1 ? 4 : (ownFatigued ? 2 : 0) + (enemyFatigued ? 1 : 0);
  return (side * 5 + when) * tables.stride;
}

/** What `side` strikes with in the first round, `figures` present: fresh, unless it or its enemy came to the melee fatigued (C15). */
export function openingStrike(spec: EngagementSpec, side: 'attacker' | 'defender', figures: number): Strike {
  const [own, enemy] = side === 'attacker' ? [spec.attacker, spec.defender] : [spec.defender, spec.attacker];
  return spec.strike(side, figures, own.fatigueAfter < 1, enemy.fatigueAfter < 1, true);
}

export function engagementTables(spec: EngagementSpec): EngagementTables {
  const stride = Math.max(spec.attacker.units, spec.defender.units) + 1;
  const dice = new Int32Array(10 * stride);
  const faces = new Int32Array(10 * stride);
  for (let side = 0; side < 2; side++) {
    const own = side === 0 ? spec.attacker : spec.defender;
    for (let when = 0; when < 5; when++) {
      for (let n = 1; n <= own.units; n++) {
        const name = side === 0 ? 'attacker' : 'defender';
        const s = when === 4 ? openingStrike(spec, name, own.aliveAt[n] as number) : spec.strike(name, own.aliveAt[n] as number, (when & 2) !== 0, (when & 1) !== 0, false);
        dice[(side * 5 + when) * stride + n] = s.dice;
        faces[(side * 5 + when) * stride + n] = s.killFaces;
      }
    }
  }
  return { dice, faces, stride, thresholds: [lossThresholds(spec.attacker, spec), lossThresholds(spec.defender, spec)] };
}

/**
 * The engagement's law, exactly, round by round over the reachable states: (figures of each
 * side, whether each has passed its Loss Table check) in one typed array, each round's
 * casualties as two capped binomials (cached by dice, faces and cap), post-melee morale
 * worked by `moraleStep` for each casualty pair and die.
 *
 * @example
 * engagementExact(spec).joint; // P(attacker result, defender result)
 */
export function engagementExact(spec: EngagementSpec): EngagementLaw {
  const { attacker: A, defender: D } = spec;
  const nA = A.units;
  const nD = D.units;
  const aliveA = A.aliveAt;
  const aliveD = D.aliveAt;
  const tA = lossThresholds(A, spec);
  const tD = lossThresholds(D, spec);
  const joint = new Float64Array(RESULTS * RESULTS);
  const rounds = new Float64Array(spec.roundCap + 1);
  const attackerLost = new Float64Array(A.figures + 1);
  const defenderLost = new Float64Array(D.figures + 1);
  const end = (ra: number, rd: number, p: number, round: number, a: number, d: number): void => {
    joint[ra * RESULTS + rd] = (joint[ra * RESULTS + rd] as number) + p;
    rounds[round] = (rounds[round] as number) + p;
    const la = A.figures - (aliveA[a] as number);
    const ld = D.figures - (aliveD[d] as number);
    attackerLost[la] = (attackerLost[la] as number) + p;
    defenderLost[ld] = (defenderLost[ld] as number) + p;
  };
  const [NONE, ELIMINATED, REMOVED, UNRESOLVED, FLED] = [NONE_AT, ELIMINATED_AT, REMOVED_AT, UNRESOLVED_AT, FLED_AT];
  const stride = nD + 1;
  const at = (a: number, d: number, pa: number, pd: number): number => ((a * stride + d) * 2 + pa) * 2 + pd;
  let cur = new Float64Array((nA + 1) * stride * 4);
  let next = new Float64Array(cur.length);
  const sa0 = spec.start?.attacker ?? { units: nA, passed: false };
  const sd0 = spec.start?.defender ?? { units: nD, passed: false };
  // Charge checks before the first round (C25): a side that fails flees, and there is no melee.
  const standA = spec.charge.attacker === 0 ? 1 : twoDiceAtLeast(spec.charge.attacker);
  const standD = spec.charge.defender === 0 ? 1 : twoDiceAtLeast(spec.charge.defender);
  if (standA < 1 || standD < 1) {
    end(FLED, FLED, (1 - standA) * (1 - standD), 0, sa0.units, sd0.units);
    end(FLED, NONE, (1 - standA) * standD, 0, sa0.units, sd0.units);
    end(NONE, FLED, standA * (1 - standD), 0, sa0.units, sd0.units);
  }
  cur[at(sa0.units, sd0.units, sa0.passed ? 1 : 0, sd0.passed ? 1 : 0)] = standA * standD;
  // Each side's casualty laws, cached by dice, faces and cap (the two sides' toughness differ).
  const laws = [new Map<number, Float64Array>(), new Map<number, Float64Array>()] as const;
  const capped = (on: 0 | 1, dice: number, killFaces: number, cap: number): Float64Array => {
    const key = (dice * 7 + killFaces) * 10_007 + cap;
    let table = laws[on].get(key);
    if (!table) laws[on].set(key, (table = lossLaw(dice, killFaces, cap, on === 0 ? spec.onAttacker : spec.onDefender)));
    return table;
  };
  const strikes = engagementTables(spec);
  const factor = POST_MELEE.doubling.factor;
  // Read once: the inner loop runs for every casualty pair of every state.
  const bonusA = A.dieBonus;
  const bonusD = D.dieBonus;
  // Loss Table steps by figures lost, fresh and fatigued (the fatigue penalty, C15).
  const stepsA = [lossSteps(A, tA, 0, spec.lossSecond), lossSteps(A, tA, spec.fatigueCheckMinus, spec.lossSecond)] as const;
  const stepsD = [lossSteps(D, tD, 0, spec.lossSecond), lossSteps(D, tD, spec.fatigueCheckMinus, spec.lossSecond)] as const;
  const moraleStands = spec.lossFailure === 'morale-stands';
  const nA1 = A.figures + 1;
  const nD1 = D.figures + 1;
  const checksA = A.checksMorale;
  const checksD = D.checksMorale;
  for (let round = 1; round <= spec.roundCap; round++) {
    const fatiguedA = round > A.fatigueAfter;
    const fatiguedD = round > D.fatigueAfter;
    const ratingA = A.rating - (fatiguedA ? 1 : 0);
    const ratingD = D.rating - (fatiguedD ? 1 : 0);
    const shiftA = bonusA - (fatiguedA ? spec.fatigueDieMinus : 0);
    const shiftD = bonusD - (fatiguedD ? spec.fatigueDieMinus : 0);
    const sa = stepsA[fatiguedA ? 1 : 0];
    const sd = stepsD[fatiguedD ? 1 : 0];
    const rowA = strikeRow(strikes, 0, round, fatiguedA, fatiguedD);
    const rowD = strikeRow(strikes, 1, round, fatiguedD, fatiguedA);
    next.fill(0);
    let alive = false;
    for (let a = 1; a <= nA; a++) {
      for (let d = 1; d <= nD; d++) {
        const onD = capped(1, strikes.dice[rowA + a] as number, strikes.faces[rowA + a] as number, d);
        const onA = capped(0, strikes.dice[rowD + d] as number, strikes.faces[rowD + d] as number, a);
        const figA = aliveA[a] as number;
        const figD = aliveD[d] as number;
        const times = isDoubled(spec.doubling, figA, figD) ? factor : 1;
        for (let pa = 0; pa < 2; pa++) {
          for (let pd = 0; pd < 2; pd++) {
            const p = cur[at(a, d, pa, pd)] as number;
            if (p === 0) continue;
            if (p < NEGLIGIBLE) {
              end(UNRESOLVED, UNRESOLVED, p, round - 1, a, d);
              continue;
            }
            alive = true;
            for (let ka = 0; ka < onA.length; ka++) {
              const qa = onA[ka] as number;
              if (qa === 0) continue;
              for (let kd = 0; kd < onD.length; kd++) {
                const pr = p * qa * (onD[kd] as number);
                if (pr === 0) continue;
                const a2 = a - ka;
                const d2 = d - kd;
                if (a2 === 0 || d2 === 0) {
                  end(a2 === 0 ? ELIMINATED : NONE, d2 === 0 ? ELIMINATED : NONE, pr, round, a2, d2);
                  continue;
                }
                const a2Fig = aliveA[a2] as number;
                const d2Fig = aliveD[d2] as number;
                const fa = figA - a2Fig;
                const fd = figD - d2Fig;
                const ia = pa * nA1 + A.figures - a2Fig;
                const id = pd * nD1 + D.figures - d2Fig;
                // A round that cost a side no figure leaves its Loss Table standing as it was (C11).
                const stayA = fa === 0 ? 1 : (sa.stay[ia] as number);
                const stayD = fd === 0 ? 1 : (sd.stay[id] as number);
                // One side removed, the other standing: that side's morale result stands by option (C21).
                let removedA = 0;
                let removedD = 0;
                if (stayA < 1 || stayD < 1) {
                  const both = (1 - stayA) * (1 - stayD);
                  if (both > 0) end(REMOVED, REMOVED, pr * both, round, a2, d2);
                  if (stayA < 1 && stayD > 0) removedA = pr * (1 - stayA) * stayD;
                  if (stayD < 1 && stayA > 0) removedD = pr * stayA * (1 - stayD);
                  if (!moraleStands) {
                    if (removedA > 0) end(REMOVED, NONE, removedA, round, a2, d2);
                    if (removedD > 0) end(NONE, REMOVED, removedD, round, a2, d2);
                    removedA = removedD = 0;
                  }
                }
                const stays = pr * stayA * stayD;
                if (stays === 0 && removedA === 0 && removedD === 0) continue;
                const into = at(a2, d2, fa === 0 ? pa : (sa.passed[ia] as number), fd === 0 ? pd : (sd.passed[id] as number));
                // The side with fewer casualties rolls the die (none on equal casualties; fatigue -1, C15; a leader +1, C32).
                const faces = fa === fd ? 1 : 6;
                const rollerShift = fa < fd ? shiftA : shiftD;
                for (let face = 1; face <= faces; face++) {
                  const die = fa === fd ? 0 : Math.max(0, face + rollerShift);
                  const m = moraleStep(a2Fig, d2Fig, fa, fd, die, ratingA, ratingD, times, checksA, checksD);
                  if (removedA > 0) end(REMOVED, m > 0 ? m : NONE, removedA / faces, round, a2, d2);
                  if (removedD > 0) end(m < 0 ? -m : NONE, REMOVED, removedD / faces, round, a2, d2);
                  if (stays === 0) continue;
                  const pf = stays / faces;
                  if (m === 0) next[into] = (next[into] as number) + pf;
                  else if (m < 0) end(-m, NONE, pf, round, a2, d2);
                  else end(NONE, m, pf, round, a2, d2);
                }
              }
            }
          }
        }
      }
    }
    [cur, next] = [next, cur];
    if (!alive) break;
    if (round === spec.roundCap) {
      for (let a = 1; a <= nA; a++) for (let d = 1; d <= nD; d++) for (let k = 0; k < 4; k++) {
        const p = cur[at(a, d, k >> 1, k & 1)] as number;
        if (p > 0) end(UNRESOLVED, UNRESOLVED, p, round, a, d);
      }
    }
  }
  return { joint, rounds, attackerLost, defenderLost };
}

/**
 * A Loss Table check by Monte Carlo, as \`lossStep\` works it: 1 the side stays and has now
 * passed, 0 it is removed, 2 no check fell due (nothing is due in a round that cost no figure).
 */
function lossRoll(rng: Rng, side: EngagementSide, lost: number, lostNow: number, passed: boolean, t: { check: number; removal: number }, penalty: number, second: EngagementSpec['lossSecond']): 0 | 1 | 2 {
  if (!side.checksMorale || lostNow === 0) return 2;
  if (passed) return lost < t.removal ? 1 : 0;
  if (lost < t.check) return 2;
  if (second === 'outright' && lost >= t.removal) return 0;
  return rng.d6() + rng.d6() + 2 * side.dieBonus - penalty >= side.loss.scoreToRemain ? 1 : 0;
}

/**
 * One engagement by Monte Carlo with the same rules, allocating nothing: the result indices
 * of both sides, the rounds fought and each side's casualties, written into `out`
 * ([ra, rd, rounds, lostA, lostD]). `strikes` is `engagementTables(spec)`, worked once.
 */
export function engagementTrial(spec: EngagementSpec, strikes: EngagementTables, rng: Rng, out: Int32Array): void {
  const A = spec.attacker;
  const D = spec.defender;
  const [thA, thD] = strikes.thresholds;
  let a = spec.start?.attacker.units ?? A.units;
  let d = spec.start?.defender.units ?? D.units;
  let passedA = spec.start?.attacker.passed ?? false;
  let passedD = spec.start?.defender.passed ?? false;
  let ra = UNRESOLVED_AT;
  let rd = UNRESOLVED_AT;
  let round = 1;
  // Charge checks before the first round (C25).
  const fledA = spec.charge.attacker !== 0 && rng.d6() + rng.d6() < spec.charge.attacker;
  const fledD = spec.charge.defender !== 0 && rng.d6() + rng.d6() < spec.charge.defender;
  if (fledA || fledD) {
    ra = fledA ? FLED_AT : NONE_AT;
    rd = fledD ? FLED_AT : NONE_AT;
    round = 0;
  }
  for (; round >= 1 && round <= spec.roundCap; round++) {
    const fatiguedA = round > A.fatigueAfter;
    const fatiguedD = round > D.fatigueAfter;
    const rowA = strikeRow(strikes, 0, round, fatiguedA, fatiguedD);
    const rowD = strikeRow(strikes, 1, round, fatiguedD, fatiguedA);
    const kd = rollUnitsLost(rng, strikes.dice[rowA + a] as number, strikes.faces[rowA + a] as number, d, spec.onDefender);
    const ka = rollUnitsLost(rng, strikes.dice[rowD + d] as number, strikes.faces[rowD + d] as number, a, spec.onAttacker);
    const figA = A.aliveAt[a] as number;
    const figD = D.aliveAt[d] as number;
    const times = isDoubled(spec.doubling, figA, figD) ? POST_MELEE.doubling.factor : 1;
    a -= ka;
    d -= kd;
    if (a === 0 || d === 0) {
      ra = a === 0 ? ELIMINATED_AT : NONE_AT;
      rd = d === 0 ? ELIMINATED_AT : NONE_AT;
      break;
    }
    const a2Fig = A.aliveAt[a] as number;
    const d2Fig = D.aliveAt[d] as number;
    const fa = figA - a2Fig;
    const fd = figD - d2Fig;
    const la = lossRoll(rng, A, A.figures - a2Fig, fa, passedA, thA, fatiguedA ? spec.fatigueCheckMinus : 0, spec.lossSecond);
    const ld = lossRoll(rng, D, D.figures - d2Fig, fd, passedD, thD, fatiguedD ? spec.fatigueCheckMinus : 0, spec.lossSecond);
    const removed = la === 0 || ld === 0;
    if (removed && (spec.lossFailure === 'ends-round' || (la === 0 && ld === 0))) {
      ra = la === 0 ? REMOVED_AT : NONE_AT;
      rd = ld === 0 ? REMOVED_AT : NONE_AT;
      break;
    }
    passedA ||= la === 1;
    passedD ||= ld === 1;
    const rollerShift = fa < fd ? A.dieBonus - (fatiguedA ? spec.fatigueDieMinus : 0) : D.dieBonus - (fatiguedD ? spec.fatigueDieMinus : 0);
    const die = fa === fd ? 0 : Math.max(0, rng.d6() + rollerShift);
    const m = moraleStep(a2Fig, d2Fig, fa, fd, die, A.rating - (fatiguedA ? 1 : 0), D.rating - (fatiguedD ? 1 : 0), times, A.checksMorale, D.checksMorale);
    if (removed) {
      // One side removed, the other's morale result stands (option loss-failure=morale-stands, C21).
      ra = la === 0 ? REMOVED_AT : m < 0 ? -m : NONE_AT;
      rd = ld === 0 ? REMOVED_AT : m > 0 ? m : NONE_AT;
      break;
    }
    if (m !== 0) {
      ra = m < 0 ? -m : NONE_AT;
      rd = m > 0 ? m : NONE_AT;
      break;
    }
  }
  out[0] = ra;
  out[1] = rd;
  out[2] = round > spec.roundCap ? spec.roundCap : round;
  out[3] = A.figures - (A.aliveAt[a] as number);
  out[4] = D.figures - (D.aliveAt[d] as number);
}
