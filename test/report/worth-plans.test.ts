/**
 * `balance --battle --plans` (issue #49 part 4): a type's worth across the plans of play, its
 * range, and the flag where one plan's verdict is undercosted and another's overcosted.
 */
import { describe, expect, it } from 'vitest';
import type { TypeWorth } from '../../src/analysis/army-worth.js';
import type { WorthAnswer } from '../../src/analysis/worth-answer.js';
import { worthRows, worthText } from '../../src/report/worth-rows.js';
import { playWords } from '../../src/report/worth-play-text.js';

const worth = (troop: string, w: number, verdict: TypeWorth['verdict']): TypeWorth => ({ troop, cost: 2, armies: ['A'], worth: w, se: 0.1, interval: [w - 0.2, w + 0.2], verdict });

function answer(byPlan: readonly [string, TypeWorth][]): WorthAnswer {
  return {
    armies: [],
    types: [worth('knights', 2.1, 'fair')],
    general: null,
    records: new Map(),
    roles: new Map(),
    battles: 0,
    matchups: 0,
    method: 'test',
    play: 'every',
    plans: { how: 'every', trials: 400, best: [{ army: 'A', plan: 'line', score: 0.5 }], scores: [], byPlan: byPlan.map(([plan, t]) => ({ plan: plan as 'line', types: [t] })) },
  };
}

describe('worth across plans', () => {
  it('gives each plan\'s worth, their range, and flags plans that call a type undercosted and overcosted', () => {
    const [row] = worthRows(answer([['line', worth('knights', 2.1, 'fair')], ['refuse', worth('knights', 2.9, 'undercosted')], ['hold', worth('knights', 1.2, 'overcosted')]]), { knights: 'Knights' }, new Map(), null);
    expect(row?.plans?.worths.map((w) => w.plan)).toEqual(['line', 'refuse', 'hold']);
    expect(row?.plans?.range).toEqual([1.2, 2.9]);
    expect(row?.plans?.disagree).toBe(true);
  });

  it('does not flag plans that only differ between fair and one side of it, and leaves out a worth that could not be estimated from the range', () => {
    const [row] = worthRows(answer([['line', worth('knights', 2.1, 'fair')], ['refuse', worth('knights', 2.9, 'undercosted')], ['hold', worth('knights', NaN, 'cannot tell')]]), { knights: 'Knights' }, new Map(), null);
    expect(row?.plans?.range).toEqual([2.1, 2.9]);
    expect(row?.plans?.disagree).toBe(false);
  });

  it('under best play (the default, B20) gives no range across plans, and says each army\'s plan and the spread of its scores across plans', () => {
    const scores = [['line', 0.41], ['refuse', 0.55], ['envelop', 0.38], ['hold', 0.2], ['reserve', 0.4]].map(([plan, score]) => ({ army: 'A', plan: plan as 'line', score: score as number, interval: [0, 1] as const }));
    const best: WorthAnswer = { ...answer([]), play: 'best', plans: { how: 'best', trials: 100, best: [{ army: 'A', plan: 'refuse', score: 0.57 }], scores, byPlan: [] } };
    expect(worthRows(best, { knights: 'Knights' }, new Map(), null)[0]?.plans).toBeNull();
    const words = playWords(best) ?? '';
    expect(words).toMatch(/^Best play \(src\/rules\/common\/battle\/RULINGS.md B20\): each reference army plays the plan of play it scores most with against the field/);
    expect(words).toContain('100 battles a matchup, on a seed of their own');
    expect(words).toContain('A: refuse (0.20 to 0.55 across plans).');
    // One plan for all (--plans hold) and the line name no choice; the line no plan at all.
    expect(playWords({ ...answer([]), play: 'hold', plans: null })).toMatch(/^Every reference army plays hold \(--plans hold/);
    expect(playWords({ ...answer([]), play: 'line', plans: null })).toBeNull();
  });

  it('writes a worth with its interval, "to" where the low end is negative, and a dash where none could be priced', () => {
    expect(worthText(2.414, [2.1, 2.72])).toBe('2.41 (2.10-2.72)');
    expect(worthText(0.07, [-0.49, 0.62])).toBe('0.07 (-0.49 to 0.62)');
    expect(worthText(NaN, [NaN, NaN])).toBe('-');
  });
});
