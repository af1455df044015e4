import { powInt } from '../../core/pow-int.js';

/**
 * One round of Chainmail mass melee as probabilities (seed 003, Appendix A and line 410): each
 * side rolls its dice at once from the figures present at the start of the round, each die
 * killing on the faces its table row gives, and the casualties a side takes are capped at
 * its figures. The two sides' dice are independent, so the round is two capped binomials.
 */

/** Dice a unit rolls: its figures times the table's dice, per so many men, rounded down (e.g. 1 die per 4 men). */
export function diceFor(figures: number, entry: { readonly dice: number; readonly men: number }): number {
  return Math.floor((figures * entry.dice) / entry.men);
}

/**
 * The distribution of kills from `dice` dice, each killing with probability `p`, capped at
 * `cap` (the figures there are to kill): index k is P(k kills), the last index holding every
 * count at or above the cap.
 *
 * @example
 * cappedBinomial(2, 1 / 6, 5); // => [25/36, 10/36, 1/36, 0, 0, 0]
 */
export function cappedBinomial(dice: number, p: number, cap: number): Float64Array {
  const out = new Float64Array(cap + 1);
  if (cap === 0) {
    out[0] = 1;
    return out;
  }
  // P(k) by the recurrence P(k+1) = P(k) (n - k) / (k + 1) p / q, from P(0) = q^n.
  const q = 1 - p;
  if (q === 0) {
    out[Math.min(dice, cap)] = 1;
    return out;
  }
  // The capped cell sums the tail's own terms (not 1 minus the rest, which loses digits).
  let pk = powInt(q, dice);
  for (let k = 0; k <= dice; k++) {
    const at = Math.min(k, cap);
    out[at] = (out[at] as number) + pk;
    pk = (pk * (dice - k) * p) / ((k + 1) * q);
  }
  return out;
}

/** The chance one die kills on these faces (e.g. [5, 6]: 1/3). */
export const killChance = (faces: readonly number[]): number => faces.length / 6;
