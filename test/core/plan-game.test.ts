/**
 * The plan game of a battle (issue #49 part 2; src/app/plan-game.ts), solved on a matrix worked
 * by hand: line and refuse against each other are matching pennies in A's edge (+0.2 on the
 * diagonal, -0.2 off it); every other plan of A's loses (-0.5), every other plan of B's loses to
 * line and refuse (+0.5 for A). Each side then mixes line and refuse half and half, the value is
 * 0, and the chances under best play are the mean of the four cells.
 */
import { describe, expect, it } from 'vitest';
import { PLAN_IDS } from '../../src/core/battle-rules.js';
import type { MatchupResult } from '../../src/core/result.js';
import { planPairs, solvePlanGame } from '../../src/core/plan-game.js';
import { d3h2 } from '../../src/rules/d3h2/index.js';
import { battle } from '../rules/battle/battle-results.js';

/** A result with only what the game reads: its totals and, if `half` is given, 95% intervals that wide either side. */
function result(attackerWins: number, defenderWins: number, half: number | null): MatchupResult {
  const around = (p: number): [number, number] => [p - (half ?? 0), p + (half ?? 0)];
  return {
    trials: half === null ? null : 1000,
    totals: { attackerWins, draws: 1 - attackerWins - defenderWins, defenderWins },
    totalsIntervals: half === null ? null : { attackerWins: around(attackerWins), defenderWins: around(defenderWins) },
  } as unknown as MatchupResult;
}

const FRONT = new Set(['line', 'refuse']);
/** A's and B's win chances for A's plan `a` against B's `b`. */
function chances(a: string, b: string): [number, number] {
  if (!FRONT.has(a)) return [0.2, 0.7];
  if (!FRONT.has(b)) return [0.7, 0.2];
  return a === b ? [0.5, 0.3] : [0.3, 0.5];
}
const results = (half: number | null): MatchupResult[] => PLAN_IDS.flatMap((a) => PLAN_IDS.map((b) => result(...chances(a, b), half)));

describe('the plan game', () => {
  it('solves the hand-worked matrix: each side mixes line and refuse half and half, value 0, the chances the mean of those four cells', () => {
    const game = solvePlanGame(results(null));
    expect(game.value).toBe(0);
    expect(game.a).toEqual([{ plan: 'line', p: 0.5 }, { plan: 'refuse', p: 0.5 }]);
    expect(game.b).toEqual([{ plan: 'line', p: 0.5 }, { plan: 'refuse', p: 0.5 }]);
    expect(game.best.attackerWins).toBeCloseTo(0.4, 12);
    expect(game.best.defenderWins).toBeCloseTo(0.4, 12);
    expect(game.best.draws).toBeCloseTo(0.2, 12);
    expect(game.exploitability).toBeCloseTo(0, 12);
    expect([game.line.a, game.line.b, game.line.attackerWins]).toEqual(['line', 'line', 0.5]);
    // The lowest A win, 20%, first met at A envelop v B line; the highest, 70%, last met at A refuse v B reserve.
    expect([game.lowest.a, game.lowest.b, game.lowest.attackerWins]).toEqual(['envelop', 'line', 0.2]);
    expect([game.highest.a, game.highest.b, game.highest.attackerWins]).toEqual(['refuse', 'reserve', 0.7]);
    // Worked exactly: no range.
    expect(game.valueRange).toEqual([0, 0]);
  });

  it('gives the range of the value when every pair lies in its 95% intervals: each edge 0.1 lower or higher, the value with it', () => {
    const game = solvePlanGame(results(0.05));
    expect(game.valueRange[0]).toBeCloseTo(-0.1, 12);
    expect(game.valueRange[1]).toBeCloseTo(0.1, 12);
    expect(game.trials).toBe(1000);
  });

  it('fights every plan against every plan, row-major, the rest of each side as asked', () => {
    const m = battle(d3h2, 'general:blades+knights', 'general:warband', { field: 'board' });
    const pairs = planPairs(m);
    expect(pairs).toHaveLength(PLAN_IDS.length ** 2);
    expect(pairs.map((p) => `${String(p.attacker.conditions['plan'])}/${String(p.defender.conditions['plan'])}`).slice(0, 6)).toEqual(['line/line', 'line/refuse', 'line/envelop', 'line/hold', 'line/reserve', 'refuse/line']);
    expect(pairs.every((p) => p.attacker.label === m.attacker.label && p.options === m.options && p.attacker.conditions['going'] === m.attacker.conditions['going'])).toBe(true);
  });
});
