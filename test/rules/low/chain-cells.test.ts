import { describe, expect, it } from 'vitest';
import { resolveMatchup } from '../../../src/core/matchup.js';
import { meleeSetup } from '../../../src/rules/low/prepare-melee.js';
import { chainCells, roundCells } from '../../../src/rules/low/round-exact.js';
import { low } from '../../../src/rules/low/index.js';
import type { Troop } from '../../../src/rules/low/troops.js';

/**
 * Whether an engagement is exact depends on the cost of its Markov chain: the DP cells of
 * every distinct sub-melee its states meet. chainCells counts them without building the
 * sub-melees; it must give exactly what building every state's sub-melees (roundCells) gives.
 */
const byId = new Map((low.rows as readonly Troop[]).map((r) => [r.id, r]));
const TYPES = ['infantry', 'elves', 'cavalry', 'dwarves', 'paladin', 'giant-up-to-2in', 'inferior-archers'];
const SIZES = [1, 5, 13, 26];

describe('chain cells (the exact-or-Monte-Carlo choice of an engagement)', () => {
  it('chainCells equals every state sub-melee by sub-melee, for types, sizes, covers and options', () => {
    const wrong: string[] = [];
    let compared = 0;
    const settings: { b?: Record<string, unknown>; options?: Record<string, unknown> }[] = [
      {},
      { options: { 'fixed-roles': true } },
      { options: { split: 'none', 'defender-six-extra': true } },
      { b: { cover: 'woods' } },
      { b: { cover: 'wooden-fortification', wall: 2 } },
    ];
    for (const a of TYPES) {
      for (const d of TYPES) {
        for (const [i, set] of settings.entries()) {
          const size = SIZES[(compared + i) % SIZES.length] as number;
          const other = SIZES[(compared + 2 * i + 1) % SIZES.length] as number;
          const matchup = resolveMatchup(low, { system: 'low', combat: 'engagement', options: set.options ?? {}, attacker: { troop: `${size}*${a}`, conditions: {} }, defender: { troop: `${other}*${d}`, conditions: set.b ?? {} } });
          let s: ReturnType<typeof meleeSetup>;
          try {
            s = meleeSetup(matchup, byId);
          } catch {
            continue; // refused by the rules (only figures as tall as a wall may melee across it, R28)
          }
          const [A, D] = s.start.figures;
          const roles: (0 | 1)[] = set.options?.['fixed-roles'] ? [0] : [0, 1];
          const seen = new Set<string>();
          let built = 0;
          for (let x = 1; x <= A; x++) for (let y = 1; y <= D; y++) for (const role of roles) built += roundCells(s.round, [Int32Array.of(x), Int32Array.of(y)], role, s.rules.six, seen);
          const counted = chainCells(s.round, [A, D], roles, [s.types[0][0]!.meleeFaces, s.types[1][0]!.meleeFaces], s.rules.six);
          compared++;
          if (counted !== built) wrong.push(`${size}*${a} v ${other}*${d} ${JSON.stringify(set)}: ${counted} v ${built}`);
        }
      }
    }
    expect(compared).toBeGreaterThan(200);
    expect(wrong).toEqual([]);
  });
});
