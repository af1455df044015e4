import { describe, expect, it } from 'vitest';
import { resolveMatchup } from '../../../src/core/matchup.js';
import { low } from '../../../src/rules/low/index.js';
import { ChainLaws, chainLawWork } from '../../../src/rules/low/chain-laws.js';
import { meleeSetup } from '../../../src/rules/low/prepare-melee.js';
import { roundLaw } from '../../../src/rules/low/round-exact.js';
import type { Troop } from '../../../src/rules/low/troops.js';

/**
 * The exact engagement's round laws (chain-laws.ts) are built once per list of sub-melees,
 * each from a smaller state's: they must be bit for bit the laws roundLaw builds sub-melee
 * by sub-melee (the same sums in the same order), and chainLawWork, which prices them, must
 * size their boxes as they are built. The sides are sized for the mechanism, not a real
 * battle: each setting deals a remainder round-robin (17 elves on 13 cavalry leave 4 over, as 30
 * on 26 did), at the fewest figures that keep its largest state's sub-melees (25 attackers are
 * the fewest dealt into three, 13 the fewest into two, or fought as one under split none),
 * at a fraction of the reference's cost.
 */
const byId = new Map((low.rows as readonly Troop[]).map((r) => [r.id, r]));
const SETTINGS: { a: string; d: string; options?: Record<string, unknown>; b?: Record<string, unknown> }[] = [
  { a: '25*infantry', d: '22*infantry' },
  { a: '25*elves', d: '13*cavalry' },
  { a: '25*dwarves', d: '9*giant-up-to-2in', options: { 'fixed-roles': true } },
  { a: '13*cavalry', d: '17*elves', options: { 'defender-six-extra': true } },
  { a: '13*cavalry', d: '12*infantry', options: { split: 'none', 'defender-six-extra': true } },
  { a: '25*infantry', d: '13*archers', b: { cover: 'woods' } },
  { a: '9*war-beast-3x-2-leg', d: '17*infantry', options: { policy: 'cheapest-first' } },
];

describe('chain laws (the exact engagement\'s round laws)', () => {
  it('equal roundLaw\'s joint law bit for bit, in every state, and chainLawWork sizes them', () => {
    const wrong: string[] = [];
    let compared = 0;
    for (const set of SETTINGS) {
      const matchup = resolveMatchup(low, { system: 'low', combat: 'engagement', options: set.options ?? {}, attacker: { troop: set.a, conditions: {} }, defender: { troop: set.d, conditions: set.b ?? {} } });
      const s = meleeSetup(matchup, byId);
      const [A, D] = s.start.figures;
      const kills = new Map();
      const laws = new ChainLaws(s.round, s.rules.six, new Map(), [A, D]);
      const roles: (0 | 1)[] = set.options?.['fixed-roles'] ? [0] : [0, 1];
      let cells = 0;
      // Largest states first, as a chain meets them: their first sub-melees are built on the way.
      for (let a = A; a >= 1; a--) {
        for (let d = D; d >= 1; d--) {
          for (const role of roles) {
            const law = laws.law(a, d, role);
            cells += law.rows * law.cols;
            const old = roundLaw(s.round, [Int32Array.of(a), Int32Array.of(d)], role, s.rules.six, kills);
            compared++;
            for (let l0 = 0; l0 <= a; l0++) {
              for (let l1 = 0; l1 <= d; l1++) {
                const inBox = l0 < law.rows && l1 < law.cols ? (law.law[l0 * law.cols + l1] as number) : 0;
                if (!Object.is(inBox, old.joint[l0 * old.stride + l1] as number)) wrong.push(`${set.a} v ${set.d} at ${a}, ${d}, role ${role}: ${l0}, ${l1}`);
              }
            }
          }
        }
      }
      const work = chainLawWork(s.round, [A, D], roles, [s.types[0][0]!.killsNeeded, s.types[1][0]!.killsNeeded], s.rules.six);
      if (work.cells !== cells) wrong.push(`${set.a} v ${set.d}: chainLawWork ${work.cells} cells, built ${cells}`);
    }
    expect(compared).toBeGreaterThan(3000);
    expect(wrong.slice(0, 10)).toEqual([]);
  });
});
