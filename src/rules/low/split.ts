/**
 * Melees of more than twelve attackers (ruling R10): the attackers are divided into
 * k = ceil(A / 12) sub-melees, dealt round-robin in the order the side is written (figure i
 * of the side, counting type by type, goes to sub-melee i mod k), so the sizes differ by at
 * most one and every type is spread across them; the defenders are dealt the same way into
 * the same k sub-melees, and no figure is in two. Each sub-melee is then a round of its own.
 */

/** Most attackers in one melee (004:380-383). */
export const MAX_ATTACKERS = 12;

/** Sub-melees for `attackers` figures: 1 when splitting is off or there are 12 or fewer. */
export function subMeleeCount(attackers: number, split: boolean): number {
  return split && attackers > MAX_ATTACKERS ? Math.ceil(attackers / MAX_ATTACKERS) : 1;
}

/**
 * How many of the `count` figures at positions first..first+count-1 of a side land in
 * sub-melee j of k (those whose position is j modulo k).
 *
 * @example
 * dealt(0, 13, 2, 0); // => 7 (positions 0, 2, ..., 12)
 * dealt(13, 1, 2, 0); // => 0 (position 13 goes to sub-melee 1)
 */
export function dealt(first: number, count: number, k: number, j: number): number {
  return below(first + count, k, j) - below(first, k, j);
}

/** Positions p < x with p ≡ j (mod k): ceil((x - j) / k) for x > j, else 0. */
function below(x: number, k: number, j: number): number {
  return x > j ? Math.floor((x - j + k - 1) / k) : 0;
}

/**
 * Deals a side's standing figures, per type, into k sub-melees: out[j * types + t] is how
 * many of type t fight in sub-melee j. Allocates nothing.
 */
export function dealSide(alive: Int32Array, aliveAt: number, types: number, k: number, out: Int32Array): void {
  let first = 0;
  for (let t = 0; t < types; t++) {
    const count = alive[aliveAt + t] as number;
    for (let j = 0; j < k; j++) out[j * types + t] = dealt(first, count, k, j);
    first += count;
  }
}
