/**
 * Issue #36: at equal points a strength is already per point, so the table's per-point column
 * there is a type's break-even cost over its cost; for single elements it stays exp(strength) / cost.
 */
import { describe, expect, it } from 'vitest';
import { balanceRows } from '../../src/report/balance-format.js';
import { BREAK_EVEN_ANALYSIS, ELEMENTS_CONTEXT, FACTS, FIT_ANALYSIS, GROUPS_CONTEXT } from './balance-fixture.js';

const column = (table: { header: string[]; rows: string[][] }, heading: string): Record<string, string> => {
  const c = table.header.indexOf(heading);
  expect(c, heading).toBeGreaterThan(0);
  return Object.fromEntries(table.rows.map((r) => [r[0] ?? '', r[c] ?? '']));
};

describe('the balance table: what a point buys', () => {
  it('at equal points: worth / cost, the break-even cost over the cost (4 / 2, 3 / 3, 2 / 6), and - for a bound', () => {
    const table = balanceRows(FACTS, BREAK_EVEN_ANALYSIS, GROUPS_CONTEXT);
    expect(table.header).not.toContain('per point');
    expect(column(table, 'worth / cost')).toMatchObject({ a: '2.00', b: '1.00', c: '0.33', d: '-', e: '-', f: '-' });
  });

  it('single elements: per point, exp(strength) / cost', () => {
    const table = balanceRows(FACTS, FIT_ANALYSIS, ELEMENTS_CONTEXT);
    expect(table.header).not.toContain('worth / cost');
    const row = FIT_ANALYSIS.rows.find((r) => r.cost !== null && r.strengthPerPoint !== null);
    expect(column(table, 'per point')[row!.id]).toBe(row!.strengthPerPoint!.toFixed(2));
  });
});
