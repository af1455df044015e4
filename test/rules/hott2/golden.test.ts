import { describe, expect, it } from 'vitest';
import { exact, pairs } from './exact-helper.js';

/**
 * Golden outcome distributions worked by hand, in dice pairs out of 36. Notation: a is
 * the attacker's die, d the defender's; "A" and "D" their totals. Doubling (ruling R1):
 * the loser's total is at most half the winner's.
 */
describe('hott2 golden distributions (worked by hand)', () => {
  it('Knights (charged) v Spears (general, second rank): DESIGN.md example', () => {
    // A = 3 + a (vs foot). D = 4 (vs mounted) + 1 general + 1 second rank + d = 6 + d.
    // Knights win iff a - d >= 4: (5,1) (6,1) (6,2) = 3; Spears in good going lose to
    //   Knights: destroyed (line 81).
    // Tie iff a - d = 3: (4,1) (5,2) (6,3) = 3: no effect.
    // Spears double iff 2(3 + a) <= 6 + d, i.e. 2a <= d: a=1: d=2..6 (5), a=2: d=4..6 (3),
    //   a=3: d=6 (1) = 9: Knights destroyed. The other 21: Knights recoil (line 75).
    const r = exact('knights', 'spears', { charged: true }, { general: true, support: true });
    expect(pairs(r.outcomes.attacker)).toEqual({ none: 6, recoil: 21, destroyed: 9 });
    expect(pairs(r.outcomes.defender)).toEqual({ none: 33, destroyed: 3 });
    expect(pairs({ ...r.totals })).toEqual({ attackerWins: 3, ties: 3, defenderWins: 30, defenderDoubles: 9 });
  });

  it('Heroes v Heroes: a loser is destroyed by a Hero; equal odd totals destroy both', () => {
    // A = 5 + a, D = 5 + d. No doubling is possible (2 x 6 > 11).
    // a > d: 15 pairs, defender destroyed (Hero row: destroyed by Hero). a < d: 15, attacker destroyed.
    // a = d: 6 pairs; totals odd when a is even (2, 4, 6): both destroyed (ruling R2); else nothing.
    const r = exact('heroes', 'heroes');
    expect(pairs(r.outcomes.attacker)).toEqual({ none: 18, destroyed: 18 });
    expect(pairs(r.outcomes.defender)).toEqual({ none: 18, destroyed: 18 });
    const bothDestroyed = r.joint.filter((j) => j.attacker === 'destroyed' && j.defender === 'destroyed');
    expect(bothDestroyed.map((j) => Math.round(Number(j['p']) * 36))).toEqual([3]);
  });

  it('Shooters shooting at Knights: shooters disregard losing, Knights recoil or die', () => {
    // A = 4 (Shooters vs mounted) + a. D = 3 (Knights vs foot: shot by foot) + d. Difference +1.
    // Shooters win 21 (table row +1). Knights doubled iff 2(3 + d) <= 4 + a, i.e. a >= 2d + 2:
    //   d=1: a=4..6 (3), d=2: a=6 (1) = 4 destroyed; 17 recoil ("moved into contact" is close combat only).
    // Knights win 10: the shooter is not shot at, so disregards it (ruling R9); ties 5.
    const r = exact('shooters', 'knights', {}, { charged: true }, 'shooting');
    expect(pairs(r.outcomes.attacker)).toEqual({ none: 36 });
    expect(pairs(r.outcomes.defender)).toEqual({ none: 15, recoil: 17, destroyed: 4 });
  });

  it('Magician bespelling a Magician, having rolled a 1 before', () => {
    // A = 4 + a, D = 4 + d. Any a = 1 self-ensorcels the bespeller (line 88): 6 pairs.
    // a > d: 15 pairs, target ensorcelled by Magician, except doubled (6,1): 2 x 5 <= 10,
    //   destroyed. Ties 6 and losses: no effect on either (bespeller disregards, ruling R9).
    const r = exact('magicians', 'magicians', { 'rolled-one': true }, {}, 'bespell');
    expect(pairs(r.outcomes.attacker)).toEqual({ none: 30, ensorcelled: 6 });
    expect(pairs(r.outcomes.defender)).toEqual({ none: 21, ensorcelled: 14, destroyed: 1 });
  });

  it('Knights v Spears in bad going: both -2, Spears only recoil', () => {
    // Spears in bad going: 4 - 2 (line 53) + d = 2 + d. Knights fight an enemy in bad going:
    //   3 - 2 (line 53) + a = 1 + a.
    // Knights win iff a - d >= 2: 4+3+2+1 = 10; doubled iff 2(2 + d) <= 1 + a: (5,1) (6,1) = 2
    //   destroyed; 8 recoil (not destroyed by Knights: Spears not in good going, ruling R3).
    // Tie iff a - d = 1: 5. Spears win 21; doubled iff 2(1 + a) <= 2 + d, i.e. 2a <= d: 9.
    const r = exact('knights', 'spears', {}, { going: 'bad' });
    expect(r.build.attacker.total).toBe(1);
    expect(r.build.defender.total).toBe(2);
    expect(pairs(r.outcomes.defender)).toEqual({ none: 26, recoil: 8, destroyed: 2 });
    expect(pairs(r.outcomes.attacker)).toEqual({ none: 15, recoil: 12, destroyed: 9 });
  });

  it('Knights v Sneakers: only Sneakers, a Stronghold or a General is affected', () => {
    // A = 3 (vs foot) + a, D = 3 (Sneakers vs mounted) + d. Difference 0: 15/6/15.
    // Sneakers lose 15: doubled iff 2(3 + d) <= 3 + a: (5,1) (6,1) = 2 destroyed, 13 flee.
    // Knights lose 15: disregarded (ruling R6) unless a general.
    const plain = exact('knights', 'sneakers');
    expect(pairs(plain.outcomes.attacker)).toEqual({ none: 36 });
    expect(pairs(plain.outcomes.defender)).toEqual({ none: 21, flee: 13, destroyed: 2 });
    // As a general: +1, so A = 4 + a. Knights lose iff d - a >= 2: 10; doubled iff
    //   2(4 + a) <= 3 + d: never (10 > 9). So 10 recoil.
    const general = exact('knights', 'sneakers', { general: true });
    expect(pairs(general.outcomes.attacker)).toEqual({ none: 26, recoil: 10 });
  });

  it('Knights assault a Stronghold: captured only by winning', () => {
    // A = 3 (vs stronghold) + a, D = 6 (Stronghold vs mounted) + d.
    // Knights win iff a - d >= 4: 3, Stronghold captured by ground troops in contact (line 90).
    // Tie 3. Knights doubled iff 2(3 + a) <= 6 + d, i.e. 2a <= d: 9 destroyed; 21 recoil.
    const r = exact('knights', 'stronghold');
    expect(pairs(r.outcomes.defender)).toEqual({ none: 33, captured: 3 });
    expect(pairs(r.outcomes.attacker)).toEqual({ none: 6, recoil: 21, destroyed: 9 });
  });

  it('Artillery shooting at Behemoths: flee from Artillery, destroyed when doubled', () => {
    // A = 4 (Artillery vs mounted) + a. D = 4 (Behemoths vs foot) + d. Difference 0.
    // Behemoths lose 15; doubled iff 2(4 + d) <= 4 + a: (6,1)... 2 x 5 = 10 = 10: 1 destroyed;
    //   14 flee (line 77: flee 600p from Artillery).
    const r = exact('artillery', 'behemoths', {}, {}, 'shooting');
    expect(pairs(r.outcomes.defender)).toEqual({ none: 21, flee: 14, destroyed: 1 });
    expect(pairs(r.outcomes.attacker)).toEqual({ none: 36 });
  });
});
