/**
 * Issue #36: every verdict says what drives it. The figure a verdict reads, split per
 * opponent so the parts sum to it exactly (worked by hand below), and 'cannot tell' for a
 * type that met no one.
 */
import { describe, expect, it } from 'vitest';
import { analyseBalance, type BalanceAnalysis, type BalanceCell, type BalanceType } from '../../src/analysis/balance.js';
import { withReasons } from '../../src/analysis/verdict-reasons.js';
import type { MatchupResult } from '../../src/core/result.js';
import type { Kinship } from '../../src/core/system.js';

const outcomes = [{ id: 'none', label: 'no effect', unfavourable: false }, { id: 'destroyed', label: 'destroyed', unfavourable: true }];
const fielded = { attacker: { count: 1, points: null }, defender: { count: 1, points: null } };

/** One matchup in which the attacker's share is `share`: it destroys the defender with that chance, else is destroyed. */
function cell(attacker: string, defender: string, share: number, condition = 'open'): BalanceCell {
  const joint = [{ attacker: 'none', defender: 'destroyed', p: share }, { attacker: 'destroyed', defender: 'none', p: 1 - share }];
  return { condition, attacker, defender, fielded, result: { joint } as unknown as MatchupResult, outcomes };
}

const ids = ['a', 'b', 'c', 'd', 'e', 'f', 'g'];
const types: BalanceType[] = ids.map((id, k) => ({ id, name: id.toUpperCase(), cost: k + 1, notModelled: [] }));
// a's shares, by hand: b 0.9, c 0.7, d 0.6, e 0.55, f 0.2; g meets no one.
const aCells = [cell('a', 'b', 0.9), cell('a', 'c', 0.7), cell('a', 'd', 0.6), cell('a', 'e', 0.55), cell('f', 'a', 0.8)];
// The others meet each other, so the cost line has something to fit.
const rest = [cell('b', 'c', 0.6), cell('c', 'd', 0.6), cell('d', 'e', 0.6), cell('e', 'f', 0.6), cell('b', 'f', 0.7)];
const field = new Map(ids.map((id) => [id, id === 'b' ? 2 : id === 'f' ? 3 : 1]));

/** The analysis with its reasons, as the balance plan gives it (no kinship here). */
const judge = (analysis: BalanceAnalysis, kin: ReadonlyMap<string, readonly Kinship[]> = new Map()): BalanceAnalysis => withReasons(analysis, kin);
const rowOf = (analysis: BalanceAnalysis, id: string) => {
  const row = analysis.rows.find((r) => r.id === id);
  if (!row?.reasons) throw new Error(`no reasons for ${id}`);
  return { row, reasons: row.reasons };
};
const total = (r: { parts: readonly { contribution: number }[]; others: { contribution: number } }): number => r.parts.reduce((s, p) => s + p.contribution, 0) + r.others.contribution;

describe('the cost line (single elements): the mean share over the matchups played', () => {
  it('splits a mean share of 0.59 into 0.08, 0.04, 0.02 above, -0.06 below and 0.01 in one other', () => {
    const { reasons } = rowOf(judge(analyseBalance(types, [...aCells, ...rest], field, 1)), 'a');
    // (0.9 + 0.7 + 0.6 + 0.55 + 0.2) / 5 = 0.59; each part is (share - 1/2) / 5.
    expect(reasons.measure).toBe('mean share');
    expect(reasons.figure).toBeCloseTo(0.59, 12);
    expect(reasons.parts.map((p) => [p.opponent, Number(p.contribution.toFixed(12))])).toEqual([['b', 0.08], ['c', 0.04], ['d', 0.02], ['f', -0.06]]);
    expect(reasons.others.count).toBe(1);
    expect(reasons.others.contribution).toBeCloseTo(0.01, 12);
    expect(total(reasons)).toBeCloseTo(0.09, 12);
  });

  it('weighs an opponent by the matchups played against it: two against b (0.9 and 0.5) of six', () => {
    const { reasons } = rowOf(judge(analyseBalance(types, [...aCells, cell('a', 'b', 0.5, 'bad going'), ...rest], field, 1)), 'a');
    // (0.9 + 0.5 + 0.7 + 0.6 + 0.55 + 0.2) / 6 = 0.575; b: 2/6 x (0.7 - 0.5).
    expect(reasons.figure).toBeCloseTo(0.575, 12);
    expect(reasons.parts.find((p) => p.opponent === 'b')?.weight).toBeCloseTo(2 / 6, 12);
    expect(reasons.parts.find((p) => p.opponent === 'b')?.contribution).toBeCloseTo(0.2 / 3, 12);
    expect(total(reasons)).toBeCloseTo(0.075, 12);
  });

  it('sums to every type\'s figure', () => {
    const analysis = judge(analyseBalance(types, [...aCells, ...rest], field, 1));
    for (const r of analysis.rows.filter((x) => x.id !== 'g')) expect(0.5 + total(r.reasons!)).toBeCloseTo(r.reasons!.figure, 12);
  });

  it('ranks the types as their strengths do when every pair meets once', () => {
    const five = types.slice(0, 5);
    const shares = [0.9, 0.2, 0.65, 0.4, 0.55, 0.3, 0.75, 0.6, 0.15, 0.5];
    const cells = five.flatMap((x, i) => five.slice(i + 1).map((y) => [x, y] as const)).map(([x, y], k) => cell(x.id, y.id, shares[k] ?? 0.5));
    const analysis = judge(analyseBalance(five, cells, field, 1));
    const byFigure = [...analysis.rows].sort((x, y) => y.reasons!.figure - x.reasons!.figure).map((r) => r.id);
    const byStrength = [...analysis.rows].sort((x, y) => y.strength - x.strength).map((r) => r.id);
    expect(byFigure).toEqual(byStrength);
  });
});

describe('equal points (groups): the share against the field, weighted by it', () => {
  it('splits a field share of 0.53125 as the field weighs it (b twice, f three times)', () => {
    const analysis = judge({ ...analyseBalance(types, [...aCells, ...rest], field, 1), basis: 'break-even' });
    const { row, reasons } = rowOf(analysis, 'a');
    // (2 x 0.9 + 0.7 + 0.6 + 0.55 + 3 x 0.2) / 8 = 4.25 / 8; b: 2 x 0.4 / 8, f: 3 x -0.3 / 8.
    expect(reasons.measure).toBe('field share');
    expect(row.favourable).toBeCloseTo(4.25 / 8, 12);
    expect(0.5 + total(reasons)).toBeCloseTo(row.favourable, 12);
    expect(reasons.parts.map((p) => [p.opponent, Number(p.contribution.toFixed(12))])).toEqual([['b', 0.1], ['c', 0.025], ['d', 0.0125], ['f', -0.1125]]);
    expect(reasons.others.count).toBe(1);
    expect(reasons.others.contribution).toBeCloseTo(0.00625, 12);
  });
});

describe('a type that met no one', () => {
  it('gets cannot tell and a sentence saying why, never a verdict', () => {
    const base = analyseBalance(types, [...aCells, ...rest], field, 1);
    // As a break-even search would leave it: undercosted, from no matchup at all.
    const judged: BalanceAnalysis = { ...base, basis: 'break-even', rows: base.rows.map((r) => (r.id === 'g' ? { ...r, verdict: 'undercosted', suggestedCost: 9 } : r)) };
    const { row, reasons } = rowOf(withReasons(judged, new Map(), new Map([['g', 'at 60 points a side its 0.5 points buy 120 figures']])), 'g');
    expect(row.verdict).toBe('cannot tell');
    expect(row.suggestedCost).toBeNull();
    expect(reasons.parts).toEqual([]);
    expect(reasons.figure).toBeNaN();
    expect(reasons.why).toBe('G met no opponent in the matrix, so there is nothing to judge its cost by: at 60 points a side its 0.5 points buy 120 figures');
  });
});

describe('kinship', () => {
  it('compares the prices: Levies at 0.75 fighting as one Heavy Foot at 2 pay 3/8 of it; an ogre as 6 at 15 pays 5/4', () => {
    const kin = { how: 'declared' as const, lines: ['003:554'], differs: [], unread: [] };
    const rows: BalanceType[] = [
      { id: 'levies', name: 'Levies', cost: 0.75, notModelled: [] },
      { id: 'heavy-foot', name: 'Heavy Foot', cost: 2, notModelled: [] },
      { id: 'ogres', name: 'Ogres', cost: 15, notModelled: [] },
    ];
    const kinship = new Map([['levies', [{ ...kin, id: 'heavy-foot', times: 1 }]], ['ogres', [{ ...kin, id: 'heavy-foot', times: 6 }]]]);
    const analysis = judge(analyseBalance(rows, [cell('levies', 'heavy-foot', 0.5), cell('ogres', 'levies', 0.5)], new Map(), 0.25), kinship);
    expect(rowOf(analysis, 'levies').reasons.kinship[0]).toMatchObject({ id: 'heavy-foot', cost: 2, ratio: 0.375 });
    expect(rowOf(analysis, 'ogres').reasons.kinship[0]).toMatchObject({ id: 'heavy-foot', cost: 2, ratio: 1.25 });
    expect(rowOf(analysis, 'heavy-foot').reasons.kinship).toEqual([]);
  });
});
