/**
 * The worth-in-an-army chart of a balance report (issue #49 part 4): each priced type at its cost
 * against its worth, with its 95% whisker, the range across plans as a bar beside it and a ring at
 * its break-even cost where those were measured, and the diagonal where worth equals cost.
 */
import { JSDOM } from 'jsdom';
import { describe, expect, it } from 'vitest';
import { armyWorthSvg } from '../../src/report/charts/army-worth.js';
import { chartDom } from '../../src/report/svg-document.js';
import type { WorthRow } from '../../src/report/worth-rows.js';

const row = (id: string, cost: number, worth: number, more: Partial<WorthRow> = {}): WorthRow => ({
  id, name: id === 'x' ? '<script>x</script>' : id, cost, worth, interval: [worth - 0.5, worth + 0.5], verdict: 'fair', couldTurn: false, single: null, armies: [], why: null, line: null, boardGave: null, plans: null, breakEven: null, short: null, ...more,
});

const svgOf = (rows: readonly WorthRow[]): Document => new JSDOM(String(armyWorthSvg(chartDom(), rows, 'D3H2'))).window.document;

describe('the worth-in-an-army chart', () => {
  it('draws a whisker and a mark per priced type, leaves out a worth that could not be priced, and says so', () => {
    const doc = svgOf([row('knights', 2, 1.5), row('heroes', 4, 9), row('behemoths', 4, NaN)]);
    expect(doc.querySelectorAll('line.whisker')).toHaveLength(2);
    expect(doc.querySelectorAll('path.type-dot')).toHaveLength(2);
    expect(doc.querySelectorAll('line.diagonal')).toHaveLength(1);
    expect(doc.querySelectorAll('line.plan-range, circle.break-even')).toHaveLength(0);
    expect(doc.body.textContent).toContain('not drawn: 1 type whose worth could not be priced');
  });

  it('adds the range across plans and the break-even ring where they were measured, and keeps a hostile name as text', () => {
    const plans = { worths: [], range: [0.8, 2.4] as const, disagree: false };
    const breakEven = { breakEven: 2.6, interval: [2.2, 3.0] as const, bound: null, scores: [], agrees: true };
    const doc = svgOf([row('knights', 2, 1.5, { plans, breakEven }), row('x', 3, 3)]);
    expect(doc.querySelectorAll('line.plan-range')).toHaveLength(1);
    expect(doc.querySelectorAll('circle.break-even')).toHaveLength(1);
    expect(doc.querySelector('script')).toBeNull();
    expect(doc.body.textContent).toContain('<script>x</script>');
  });
});
