import { POST_MELEE, type MoraleResult } from './tables.js';

/**
 * Chainmail's post-melee morale (seed 003, lines 410-436), as the rules read it once the OCR's
 * lost step 3 is restored from the worked example (line 436; RULINGS.md):
 *
 * 1. the side with fewer casualties scores the difference in casualties times one die (no die
 *    and no score on equal casualties);
 * 2. the side with more survivors scores the difference in survivors;
 * 3. each side scores its morale rating times its own survivors;
 * 4. the side with the lower total reacts to the difference: 0-19 the melee continues, 20-39
 *    back 1/2 move, 40-59 back 1 move, 60-79 retreat, 80-99 rout, 100 or more surrender.
 *
 * Totals are doubled when both sides had fewer than 20 figures at the start of the round
 * (line 436, "melees involving less than 20 troops per side"); the option `doubling` reads it
 * as the two sides' total under 20 instead.
 *
 * @example
 * // 10 Heavy Horse (rating 9) kill 8 of 20 Heavy Foot (rating 5) and lose 2; the die shows 3.
 * postMeleeMorale({ start: 10, casualties: 2, rating: 9 }, { start: 20, casualties: 8, rating: 5 }, 3);
 * // => { attacker: 90, defender: 64, reacting: 'defender', result: 'back-half' }
 */

/** One side of a melee round for morale: figures at the start of the round, casualties taken, morale rating (lines 415-421). */
export interface MoraleSide {
  readonly start: number;
  readonly casualties: number;
  readonly rating: number;
}

export { MORALE_RESULTS, type MoraleResult } from './tables.js';

/** When totals are doubled (line 436): both sides under 20 at the start (the ruling), or their sum under 20. */
export type Doubling = 'both-under-20' | 'total-under-20';

/**
 * One side's total before doubling, allocating nothing: step 1 (the casualty difference times
 * the die, for the side with fewer casualties), step 2 (the survivor difference, for the side
 * with more) and step 3 (its rating times its survivors).
 */
export function sideTotal(survivors: number, enemySurvivors: number, casualties: number, enemyCasualties: number, die: number, rating: number): number {
  const kills = enemyCasualties - casualties;
  const more = survivors - enemySurvivors;
  return (kills > 0 ? kills * die : 0) + (more > 0 ? more : 0) + rating * survivors;
}

/** Whether totals are doubled, from the figures each side had at the start of the round (line 436; C8 and its option). */
export function isDoubled(doubling: Doubling, attackerStart: number, defenderStart: number): boolean {
  const under = POST_MELEE.doubling.fewerThanPerSide;
  return doubling === 'both-under-20' ? attackerStart < under && defenderStart < under : attackerStart + defenderStart < under;
}

/** The reaction to a difference of totals: its band in the table (tables.ts `POST_MELEE.results`, lines 425-430). */
export function moraleResult(difference: number): MoraleResult {
  const band = POST_MELEE.results.find((b) => difference >= b.min && (b.max === null || difference <= b.max));
  return band?.result ?? 'continue';
}

/** Both sides' totals after a round, and which side reacts to the difference (null when the totals are equal). */
export interface MoraleOutcome {
  readonly attacker: number;
  readonly defender: number;
  readonly reacting: 'attacker' | 'defender' | null;
  readonly result: MoraleResult;
}

/**
 * Steps 1-4 for one round. `die` is the single die of step 1, rolled by the side with fewer
 * casualties (ignored on equal casualties).
 */
export function postMeleeMorale(attacker: MoraleSide, defender: MoraleSide, die: number, doubling: Doubling = 'both-under-20'): MoraleOutcome {
  const survivors = (s: MoraleSide): number => Math.max(0, s.start - s.casualties);
  const [sa, sd] = [survivors(attacker), survivors(defender)];
  const times = isDoubled(doubling, attacker.start, defender.start) ? POST_MELEE.doubling.factor : 1;
  const a = sideTotal(sa, sd, attacker.casualties, defender.casualties, die, attacker.rating) * times;
  const d = sideTotal(sd, sa, defender.casualties, attacker.casualties, die, defender.rating) * times;
  if (a === d) return { attacker: a, defender: d, reacting: null, result: 'continue' };
  return { attacker: a, defender: d, reacting: a < d ? 'attacker' : 'defender', result: moraleResult(Math.abs(a - d)) };
}
