/** Issue #36: the words beside each verdict, worked by hand. */
import { describe, expect, it } from 'vitest';
import { analyseBalance, type BalanceRow } from '../../src/analysis/balance.js';
import { withReasons } from '../../src/analysis/verdict-reasons.js';
import type { MatchupResult } from '../../src/core/result.js';
import { balanceMarkdown, balanceTable } from '../../src/report/balance-format.js';
import type { VerdictReasons } from '../../src/analysis/balance.js';
import { kinshipText, priceRatio, sharesText, signedPoints } from '../../src/report/balance-reasons.js';

const names = { 'heavy-foot': 'Heavy Foot', elves: 'Elves', hero: 'Hero', orcs: 'Orcs', 'light-foot': 'Light Foot' };

describe('prices compared', () => {
  it.each([
    [0.375, '3/8 of its cost'],
    [0.5, '1/2 of its cost'],
    [1, 'the same price'],
    [1.25, '1.25 times its cost'],
    [2.5, '2.5 times its cost'],
    [0.3, '3/10 of its cost'],
    [1 / 17, '5.9% of its cost'],
  ])('%s -> %s', (ratio, words) => expect(priceRatio(ratio)).toBe(words));

  it('percentage points are signed, and never -0.0', () => {
    expect([signedPoints(0.131), signedPoints(-0.0123), signedPoints(-0.00001)]).toEqual(['+13.1', '-1.2', '+0.0']);
  });
});

const reasons: VerdictReasons = {
  measure: 'field share',
  points: null,
  figures: null,
  figure: 0.6,
  parts: [
    { opponent: 'elves', share: 1, weight: 0.2, contribution: 0.1 },
    { opponent: 'hero', share: 0.25, weight: 0.2, contribution: -0.05 },
  ],
  others: { count: 3, contribution: 0.05 },
  kinship: [
    { id: 'heavy-foot', times: 1, how: 'declared', lines: ['003:554'], differs: ['morale'], unread: [], cost: 2, ratio: 0.375 },
    { id: 'orcs', times: 1, how: 'twin', lines: [], differs: [], unread: [], cost: 2, ratio: 0.375 },
  ],
  why: null,
};

describe('a verdict\'s reasons in words', () => {
  it('the shares: 60% = 50 + 10 - 5 + 5', () => {
    expect(sharesText(reasons, names)).toBe('field share 60.0% = 50 +10.0 Elves (100.0%); -5.0 Hero (25.0%); +5.0 from 3 others');
  });

  it('what it fights as, with the lines and the prices', () => {
    const row = { cost: 0.75, reasons } as unknown as BalanceRow;
    expect(kinshipText(row, names)).toBe('fights as Heavy Foot (003:554) at 0.75 points against 2: 3/8 of its cost; differs in morale; also as Orcs (2)');
  });

  it('a type that met no one: why, instead of shares', () => {
    expect(sharesText({ ...reasons, parts: [], figure: NaN, why: 'Peasants met no opponent' }, names)).toBe('Peasants met no opponent');
  });
});

describe('where the reasons are written', () => {
  // Two types, one matchup: a beats b three times in four; a at 1 point fights as 2 of b at 1.
  const joint = [{ attacker: 'none', defender: 'destroyed', p: 0.75 }, { attacker: 'destroyed', defender: 'none', p: 0.25 }];
  const outcomes = [{ id: 'none', label: 'no effect', unfavourable: false }, { id: 'destroyed', label: 'destroyed', unfavourable: true }];
  const fielded = { attacker: { count: 1, points: null }, defender: { count: 1, points: null } };
  const types = [{ id: 'a', name: 'Alpha', cost: 1, notModelled: [] }, { id: 'b', name: 'Beta', cost: 1, notModelled: [] }];
  const kin = new Map([['a', [{ id: 'b', times: 2, how: 'declared' as const, lines: ['003:1'], differs: [], unread: [] }]]]);
  const analysis = withReasons(analyseBalance(types, [{ condition: 'open', attacker: 'a', defender: 'b', fielded, result: { joint } as unknown as MatchupResult, outcomes }], new Map(), 1), kin);
  const facts = { title: 'Test', names: { a: 'Alpha', b: 'Beta' }, maxFigures: 1 };
  const context = { system: 'test', overlay: null, field: 'uniform', method: 'exact', points: null };

  it('the table: a line of shares under the table, and what the type fights as', () => {
    const table = balanceTable(facts, analysis, context);
    expect(table).toContain('\n  a  mean share 75.0% = 50 +25.0 Beta (75.0%)\n     fights as 2 Beta (003:1) at 1 point against 2 x 1: 1/2 of its cost\n');
    expect(table).toContain('\n  b  mean share 25.0% = 50 -25.0 Alpha (25.0%)\n');
  });

  it('summary.md: a section with every type', () => {
    const md = balanceMarkdown(facts, analysis, context);
    expect(md).toContain('## Why each verdict');
    expect(md).toContain('- **Alpha** \\(cannot tell\\): mean share 75.0% = 50 \\+25.0 Beta \\(75.0%\\). It fights as 2 Beta \\(003:1\\) at 1 point against 2 x 1: 1/2 of its cost.');
  });
});
