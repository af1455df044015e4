/**
 * Chainmail's two-dice checks: the Loss Table's "score to remain" (seed 003, lines 488-497)
 * and the Cavalry Charge table (lines 505-515), where a unit passes on two dice plus any
 * modifier (flank -1, rear -2: line 519; both charging +1 foot or +2 horse: line 505)
 * scoring at least the table's value.
 */

/**
 * The chance that two dice plus `modifier` score at least `score`.
 *
 * @example
 * twoDiceAtLeast(8); // => 15 / 36
 * twoDiceAtLeast(8, -1); // => 10 / 36 (a flank charge: 9 or better on the dice)
 */
export function twoDiceAtLeast(score: number, modifier = 0): number {
  let pass = 0;
  for (let a = 1; a <= 6; a++) for (let b = 1; b <= 6; b++) if (a + b + modifier >= score) pass++;
  return pass / 36;
}
