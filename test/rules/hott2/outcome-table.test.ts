import { describe, expect, it } from 'vitest';
import { resolveMatchup } from '../../../src/core/matchup.js';
import { resolveCombat } from '../../../src/rules/hott2/resolve.js';
import { TROOPS } from '../../../src/rules/hott2/troops.js';
import { hott2 } from '../../../src/rules/hott2/index.js';
import { situationOf } from '../../../src/rules/hott2/situation.js';

type Conds = Record<string, unknown>;

/**
 * The loser's outcome for every clause of the seed's outcome table (000:64-90), with the
 * totals forced so the band is certain: "less" = 4 v 5, "half" = 4 v 8 (ruling R1).
 * The winner is the attacker, the loser the defender, so this exercises the table and the
 * clause conditions, not the factor arithmetic.
 */
function loserOutcome(loser: string, winner: string, band: 'less' | 'half', opts: { combat?: string; loser?: Conds; winner?: Conds } = {}): string {
  const matchup = resolveMatchup(hott2, {
    system: 'hott2',
    combat: opts.combat ?? 'close',
    attacker: { troop: winner, conditions: opts.winner ?? {} },
    defender: { troop: loser, conditions: opts.loser ?? {} },
  });
  const s = situationOf(matchup, new Map(TROOPS.map((t) => [t.id, t])));
  return resolveCombat(s, band === 'less' ? 5 : 8, 4, 3, 3).defender.outcome;
}

const shooting = { combat: 'shooting' } as const;
const bespell = { combat: 'bespell' } as const;
const bad = { loser: { going: 'bad' } } as const;

// [seed line, loser, winner, band, options, expected outcome]
const CASES: [number, string, string, 'less' | 'half', object, string][] = [
  [67, 'gods', 'gods', 'less', {}, 'flee-off'],
  [67, 'gods', 'clerics', 'less', {}, 'flee-off'],
  [67, 'gods', 'magicians', 'less', bespell, 'flee-off'],
  [67, 'gods', 'knights', 'less', {}, 'none'],
  [67, 'gods', 'knights', 'half', {}, 'destroyed'],
  [68, 'dragons', 'heroes', 'less', {}, 'destroyed'],
  [68, 'dragons', 'aerial-heroes', 'less', {}, 'destroyed'],
  [68, 'dragons', 'paladins', 'less', {}, 'destroyed'],
  [68, 'dragons', 'knights', 'less', {}, 'flee-off'],
  [69, 'airboats', 'magicians', 'less', {}, 'flee'],
  [69, 'airboats', 'knights', 'less', {}, 'recoil'],
  [69, 'airboats', 'knights', 'half', {}, 'destroyed'],
  [70, 'flyers', 'magicians', 'less', bespell, 'flee'],
  [70, 'flyers', 'spears', 'less', {}, 'recoil'],
  [70, 'flyers', 'heroes', 'half', {}, 'destroyed'],
  [70, 'flyers', 'shooters', 'half', shooting, 'destroyed'],
  [70, 'flyers', 'dragons', 'half', {}, 'destroyed'],
  [70, 'flyers', 'knights', 'half', {}, 'flee'],
  [71, 'aerial-heroes', 'magicians', 'less', {}, 'ensorcelled'],
  [71, 'aerial-heroes', 'stronghold', 'less', {}, 'flee'],
  [73, 'heroes', 'magicians', 'less', bespell, 'ensorcelled'],
  [73, 'heroes', 'paladins', 'less', {}, 'destroyed'],
  [73, 'heroes', 'artillery', 'less', shooting, 'destroyed'],
  [73, 'heroes', 'stronghold', 'less', {}, 'flee'],
  [73, 'heroes', 'knights', 'less', {}, 'recoil'],
  [73, 'heroes', 'knights', 'half', {}, 'destroyed'],
  [74, 'paladins', 'knights', 'less', {}, 'destroyed'],
  [74, 'paladins', 'artillery', 'less', shooting, 'none'],
  [74, 'paladins', 'artillery', 'half', shooting, 'destroyed'],
  [75, 'knights', 'behemoths', 'less', {}, 'destroyed'],
  [75, 'knights', 'shooters', 'less', { loser: { charged: true } }, 'destroyed'],
  [75, 'knights', 'magicians', 'less', { loser: { charged: true } }, 'destroyed'],
  [75, 'knights', 'shooters', 'less', {}, 'recoil'],
  [75, 'knights', 'shooters', 'less', { ...shooting, loser: { charged: true } }, 'recoil'],
  [75, 'knights', 'spears', 'less', bad, 'destroyed'],
  [75, 'knights', 'spears', 'less', {}, 'recoil'],
  [76, 'riders', 'spears', 'less', bad, 'destroyed'],
  [76, 'riders', 'spears', 'less', {}, 'recoil'],
  [77, 'behemoths', 'magicians', 'less', {}, 'flee'],
  [77, 'behemoths', 'dragons', 'less', {}, 'flee'],
  [77, 'behemoths', 'artillery', 'less', shooting, 'flee'],
  [77, 'behemoths', 'knights', 'less', {}, 'recoil'],
  [78, 'beasts', 'knights', 'less', {}, 'destroyed'],
  [78, 'beasts', 'spears', 'less', {}, 'recoil'],
  [78, 'beasts', 'shooters', 'less', shooting, 'recoil'],
  [80, 'blades', 'warband', 'less', {}, 'destroyed'],
  [80, 'blades', 'knights', 'less', {}, 'recoil'],
  [81, 'spears', 'knights', 'less', {}, 'destroyed'],
  [81, 'spears', 'knights', 'less', bad, 'recoil'],
  [81, 'spears', 'warband', 'less', bad, 'destroyed'],
  [81, 'spears', 'blades', 'less', {}, 'recoil'],
  [82, 'shooters', 'riders', 'less', {}, 'destroyed'],
  [82, 'shooters', 'blades', 'less', {}, 'recoil'],
  [82, 'shooters', 'artillery', 'less', shooting, 'recoil'],
  [83, 'warband', 'behemoths', 'less', bad, 'destroyed'],
  [83, 'warband', 'knights', 'less', {}, 'destroyed'],
  [83, 'warband', 'knights', 'less', bad, 'recoil'],
  [83, 'warband', 'blades', 'less', {}, 'recoil'],
  [84, 'artillery', 'blades', 'less', {}, 'destroyed'],
  [84, 'artillery', 'artillery', 'less', shooting, 'none'],
  [84, 'artillery', 'artillery', 'half', shooting, 'destroyed'],
  [85, 'hordes', 'knights', 'less', {}, 'destroyed'],
  [85, 'hordes', 'warband', 'less', {}, 'destroyed'],
  [85, 'hordes', 'blades', 'less', {}, 'recoil'],
  [86, 'lurkers', 'blades', 'less', {}, 'flee-off'],
  [86, 'lurkers', 'blades', 'half', {}, 'destroyed'],
  [87, 'sneakers', 'sneakers', 'less', {}, 'flee'],
  [87, 'sneakers', 'knights', 'half', {}, 'destroyed'],
  [88, 'magicians', 'magicians', 'less', bespell, 'ensorcelled'],
  [88, 'magicians', 'aerial-heroes', 'less', {}, 'destroyed'],
  [88, 'magicians', 'dragons', 'less', {}, 'destroyed'],
  [88, 'magicians', 'gods', 'less', {}, 'destroyed'],
  [88, 'magicians', 'knights', 'less', {}, 'recoil'],
  [89, 'clerics', 'knights', 'less', {}, 'destroyed'],
  [89, 'clerics', 'warband', 'less', {}, 'destroyed'],
  [89, 'clerics', 'blades', 'less', {}, 'recoil'],
  [90, 'stronghold', 'knights', 'less', {}, 'captured'],
  [90, 'stronghold', 'gods', 'less', {}, 'none'],
  [90, 'stronghold', 'gods', 'less', { winner: { aiding: 1 } }, 'captured'],
  [90, 'stronghold', 'gods', 'half', {}, 'captured'],
  [90, 'stronghold', 'artillery', 'half', shooting, 'none'],
];

describe('hott2 outcome table, clause by clause (seed 000)', () => {
  it.each(CASES)('line %i: %s beaten by %s (%s, %j) -> %s', (_line, loser, winner, band, options, expected) => {
    expect(loserOutcome(loser, winner, band, options)).toBe(expected);
  });

  it('covers every troop type as a loser', () => {
    expect(new Set(CASES.map((c) => c[1])).size).toBe(22);
  });
});
