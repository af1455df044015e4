/**
 * Issue #47: break-even verdicts from a search at other trials than the default say what they
 * rest on and carry '?' where a search at the default could turn them, in the table, the
 * page's basis lines, summary.md, JSON and CSV (verdicts.ts `withTrialsBasis`).
 */
import { parse } from 'csv-parse/sync';
import { describe, expect, it } from 'vitest';
import type { BalanceAnalysis } from '../../src/analysis/balance.js';
import { withTrialsBasis } from '../../src/analysis/verdicts.js';
import { balanceCsv, balanceJson, balanceMarkdown, balanceTable, basisLines } from '../../src/report/balance-format.js';
import { BREAK_EVEN_ANALYSIS, FACTS, GROUPS_CONTEXT } from './balance-fixture.js';

// Type b costs 3.65 here, worth 3 (2.8-3.2), step 1: fair (3.65 <= 3.2 + 0.5). A search at
// twice these trials has half-width 0.2 / sqrt(2) = 0.141; centred at 2.8 it ends at 2.941,
// and 3.65 > 2.941 + 0.5: overcosted. Type a (cost 2, worth 3.5-4.5) stays undercosted:
// centred at 3.5 a default interval starts at 3.5 - 0.354, and 2 < 3.146 - 0.5.
const analysis: BalanceAnalysis = { ...BREAK_EVEN_ANALYSIS, rows: BREAK_EVEN_ANALYSIS.rows.map((r) => (r.id === 'b' ? { ...r, cost: 3.65 } : r)) };
const marked = withTrialsBasis(analysis, { trials: 250, defaultTrials: 500 }, 1);
const LEGEND = 'Verdicts from 250 trials a matchup, not the default 500. ? marks a verdict a run at the default could turn:';

describe('break-even verdicts a default search could turn', () => {
  it('marks b alone: a and c are firm, d and e are bounds, f has no cost', () => {
    expect(marked.rows.map((r) => [r.id, r.couldTurn])).toEqual([['a', false], ['b', true], ['c', false], ['d', false], ['e', false], ['f', false]]);
    expect(withTrialsBasis(analysis, null, 1)).toBe(analysis);
  });

  it('says so in the table, the basis lines the page shows, and summary.md', () => {
    const table = balanceTable(FACTS, marked, GROUPS_CONTEXT);
    expect(table).toMatch(/^ {2}b .* fair\? /m);
    expect(table).toMatch(/^ {2}a .* undercosted /m);
    expect(basisLines(marked, GROUPS_CONTEXT).join(' ')).toContain(LEGEND);
    expect(balanceMarkdown(FACTS, marked, GROUPS_CONTEXT)).toContain(LEGEND);
    expect(balanceTable(FACTS, analysis, GROUPS_CONTEXT)).not.toContain('Verdicts from');
  });

  it('gives the trials and each verdict\'s mark in JSON and CSV', () => {
    const json = JSON.parse(balanceJson(marked, GROUPS_CONTEXT));
    expect(json.trials).toEqual({ trials: 250, defaultTrials: 500 });
    expect(json.troops.find((t: { id: string }) => t.id === 'b').verdictCouldTurn).toBe(true);
    const rows: Record<string, string>[] = parse(balanceCsv(marked, GROUPS_CONTEXT), { columns: true });
    expect(rows.filter((r) => r['verdict_could_turn'] === 'true').map((r) => r['id'])).toEqual(['b']);
  });
});
