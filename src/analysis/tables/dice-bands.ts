import { BAND, bandOf } from '../../rules/common/bands.js';
import type { Chance } from './quoted-table.js';

/** What two totals give over the 36 pairs of a d6 each: wins (and doublings within them), ties, losses (and doublings within them). */
export interface BandCounts {
  readonly win: Chance;
  readonly doubles: Chance;
  readonly tie: Chance;
  readonly loss: Chance;
  readonly doubled: Chance;
}

/**
 * The DBA family's opposed roll counted over its 36 dice pairs, with the comparison every
 * DBA-family kernel uses (`bandOf`: a win, a tie, and a doubling when the loser's score is
 * half the winner's or less; hott2 R1, d3h2 R33).
 *
 * @example
 * bandCounts(4, 2).doubles; // => { count: 9, of: 36 }
 */
export function bandCounts(attackerTotal: number, defenderTotal: number): BandCounts {
  const counts = [0, 0, 0, 0, 0];
  for (let a = 1; a <= 6; a++) {
    for (let d = 1; d <= 6; d++) {
      const band = bandOf(attackerTotal + a, defenderTotal + d);
      counts[band] = (counts[band] ?? 0) + 1;
    }
  }
  const of = (n: number): Chance => ({ count: n, of: 36 });
  const at = (band: number): number => counts[band] ?? 0;
  return {
    win: of(at(BAND.attackerDoubles) + at(BAND.attackerWins)),
    doubles: of(at(BAND.attackerDoubles)),
    tie: of(at(BAND.tie)),
    loss: of(at(BAND.defenderWins) + at(BAND.defenderDoubles)),
    doubled: of(at(BAND.defenderDoubles)),
  };
}

/** Whether a winning score doubles a losing one (the same comparison, on scores with their dice). */
export const scoreDoubles = (winner: number, loser: number): boolean => bandOf(winner, loser) === BAND.attackerDoubles;
