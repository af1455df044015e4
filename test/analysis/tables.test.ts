import { describe, expect, it } from 'vitest';
import { chainmailTable } from '../../src/analysis/tables/chainmail-tables.js';
import { bandCounts } from '../../src/analysis/tables/dice-bands.js';
import { dbaTable, TOTALS } from '../../src/analysis/tables/dba-tables.js';
import { oddsAgainst, type Chance, type QuotedTable } from '../../src/analysis/tables/quoted-table.js';
import { chainmail } from '../../src/rules/chainmail/index.js';

const of36 = (count: number): Chance => ({ count, of: 36 });
const none = (): null => null;
const row = (table: QuotedTable, where: Record<string, string | number>) => table.rows.find((r) => Object.entries(where).every(([k, v]) => r.cells[k] === v));

describe('DBA-family dice tables', () => {
  it('+4 against +2, worked by hand over the 36 pairs', () => {
    // Attacker scores 5..10, defender 3..8: a loss needs the defender's die 2 or more above the attacker's
    // (4+3+2+1 = 10 pairs, of which 4 tie); doubling needs the attacker's die at least twice the defender's (5+3+1).
    expect(bandCounts(4, 2)).toEqual({ win: of36(26), doubles: of36(9), tie: of36(4), loss: of36(6), doubled: of36(0) });
    // Equal totals: 6 ties, and +2 v +2 doubles when one score is at least twice the other (3,1 4,1 4,2 ... : 4 pairs each way).
    expect(bandCounts(2, 2)).toEqual({ win: of36(15), doubles: of36(4), tie: of36(6), loss: of36(15), doubled: of36(4) });
    // A score of zero or less is doubled by any winning score: -3 scores -2..3 against +8's 9..14, every pair a doubling.
    expect(bandCounts(-3, 8)).toMatchObject({ loss: of36(36), doubled: of36(36) });
  });

  it('odds against: the failing pairs to the succeeding ones', () => {
    expect(oddsAgainst(of36(9))).toBe('3 to 1');
    expect(oddsAgainst(of36(10))).toBe('2.6 to 1');
    expect(oddsAgainst(of36(27))).toBe('0.33 to 1');
    expect(oddsAgainst(of36(36))).toBe('0 to 1');
    expect(oddsAgainst(of36(0))).toBeNull();
  });

  it('win, tie and loss depend on the difference alone; the difference table says so for every pair of -3..+8', () => {
    const byDifference = dbaTable('d3h2', 'difference', none);
    for (const a of TOTALS) {
      for (const b of TOTALS) {
        const shown = row(byDifference, { difference: a - b });
        const c = bandCounts(a, b);
        const expected = Math.abs(a - b) >= 6 ? { win: of36(a > b ? 36 : 0), tie: of36(0), loss: of36(a > b ? 0 : 36) } : { win: c.win, tie: c.tie, loss: c.loss };
        if (shown) expect({ win: shown.cells['win'], tie: shown.cells['tie'], loss: shown.cells['loss'] }).toEqual(expected);
        else expect(Math.abs(a - b)).toBeGreaterThan(6);
      }
    }
    expect(row(byDifference, { difference: 2 })?.cells).toMatchObject({ attacker: 4, defender: 2, win: of36(26), doubles: of36(9) });
  });

  it('thresholds: a +4 loser scores at least 5, is doubled by a 10, can be doubled from +4 (6 v 1) and always from +19', () => {
    const t = dbaTable('hott2', 'thresholds', none);
    expect(row(t, { loser: 4 })?.cells).toEqual({ loser: 4, 'lowest score': 5, 'doubled by': 10, 'can double from': 4, doubles: of36(1), 'always doubles from': 19 });
    // A loser of 0 scores 1 at least, doubled by 2; from -4 a 6 against a 1 makes 2 against 1.
    expect(row(t, { loser: 0 })?.cells).toMatchObject({ 'doubled by': 2, 'can double from': -4 });
  });

  it('odd and even: an odd winning score doubles nothing the even score below it does not', () => {
    const t = dbaTable('d3h2', 'odd-even', none);
    expect(row(t, { score: 7 })?.cells).toMatchObject({ 'doubles up to': 3, 'more than one less': 'no' });
    expect(row(t, { score: 8 })?.cells).toMatchObject({ 'doubles up to': 4, 'more than one less': 'yes' });
    for (const r of t.rows) expect(r.cells['more than one less']).toBe(r.cells['parity'] === 'even' ? 'yes' : 'no');
  });
});

describe('Chainmail tables', () => {
  it('man to man: a sword needs 11 against plate and shield (003:1118), 3 of 36', () => {
    const t = chainmailTable(chainmail, 'man-to-man');
    expect(row(t, { weapon: 'sword', armor: 'plate-shield' })?.cells).toEqual({ weapon: 'sword', armor: 'plate-shield', needs: '11+', chance: of36(3) });
    expect(t.rows).toHaveLength(13 * 8);
  });

  it('mass melee: Heavy Horse against Light Foot roll 4 dice a man, killing on 5-6 (003:1087): 4/3 a figure, 16 by twelve', () => {
    const t = chainmailTable(chainmail, 'melee');
    expect(row(t, { attacker: 'heavy-horse', defender: 'light-foot' })?.cells).toMatchObject({ 'dice per figure': '4', chance: { count: 2, of: 6 }, 'per figure': 4 / 3, exactly: '4/3', 'by 12': 16 });
    expect(row(t, { attacker: 'light-foot', defender: 'heavy-horse' })?.cells).toMatchObject({ 'dice per figure': '1/4', exactly: '1/24', 'by 12': 0.5 });
  });

  it('missile: 1 archer at unarmoured kills 1 on 3-6 (003:270); 13 fire as 7 and 6 (C26)', () => {
    const t = chainmailTable(chainmail, 'missile');
    expect(row(t, { armor: 'unarmored', firing: 1, groups: '1' })?.cells['kills']).toBeCloseTo(4 / 6, 12);
    // 7 figures: 3 on 1-2, 4 on 3-6 (003:273); 6 figures: 2 on 1-2, 3 on 3-6 (003:272).
    const thirteen = row(t, { armor: 'unarmored', firing: 13, groups: '7+6' });
    expect(thirteen?.cells['kills']).toBeCloseTo(3 * (2 / 6) + 4 * (4 / 6) + 2 * (2 / 6) + 3 * (4 / 6), 12);
    expect(thirteen?.cells['per figure']).toBeCloseTo((19 / 3) / 13, 12);
  });
});
