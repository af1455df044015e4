import { describe, expect, it } from 'vitest';
import { exact, totalsInPairs } from './exact-helper.js';

/**
 * The published DBA/HOTT difference table: for a difference in total factors (before
 * dice) of d, out of the 36 pairs of dice the higher side wins, ties or loses this often.
 * Each row is reproduced by a real hott2 matchup whose factors differ by d.
 */
const TABLE = [
  { d: 0, win: 15, tie: 6, loss: 15, a: 'spears', b: 'spears', ac: {}, bc: {} }, // +4 v +4
  { d: 1, win: 21, tie: 5, loss: 10, a: 'warband', b: 'hordes', ac: {}, bc: {} }, // +3 v +2
  { d: 2, win: 26, tie: 4, loss: 6, a: 'spears', b: 'hordes', ac: {}, bc: {} }, // +4 v +2
  { d: 3, win: 30, tie: 3, loss: 3, a: 'blades', b: 'hordes', ac: {}, bc: {} }, // +5 v +2
  { d: 4, win: 33, tie: 2, loss: 1, a: 'gods', b: 'hordes', ac: {}, bc: {} }, // +6 v +2
  { d: 5, win: 35, tie: 1, loss: 0, a: 'gods', b: 'hordes', ac: { general: true }, bc: {} }, // +6 +1 v +2
] as const;

describe('published difference table (out of 36 dice pairs)', () => {
  it.each(TABLE)('difference +$d: $win wins, $tie ties, $loss losses', ({ d, win, tie, loss, a, b, ac, bc }) => {
    const r = exact(a, b, ac, bc);
    expect(r.build.attacker.total - r.build.defender.total).toBe(d);
    const t = totalsInPairs(r);
    expect([t['attackerWins'], t['ties'], t['defenderWins']]).toEqual([win, tie, loss]);
    // And the mirror: the lower side sees the same row reversed.
    const m = totalsInPairs(exact(b, a, bc, ac));
    expect([m['attackerWins'], m['ties'], m['defenderWins']]).toEqual([loss, tie, win]);
  });

  it('sums every matchup to exactly 36 pairs', () => {
    const r = exact('knights', 'blades');
    expect(r.enumerated).toBe(36);
    expect(Object.values(r.outcomes.attacker).reduce((s, p) => s + p, 0)).toBeCloseTo(1, 12);
  });
});
