import { JSDOM } from 'jsdom';
import { select } from 'd3-selection';
import { axisBottom } from 'd3-axis';
import { scaleLinear } from 'd3-scale';
import { beforeAll, describe, expect, it } from 'vitest';
import { ChartDocument, type ChartElement } from '../../src/report/chart-dom.js';
import { balanceMatrixSvg } from '../../src/report/charts/balance-matrix.js';
import { balanceScatterSvg } from '../../src/report/charts/balance-scatter.js';
import { balanceWorthSvg } from '../../src/report/charts/balance-worth.js';
import { nodeMarkup } from '../../src/report/markup.js';
import { reportModel } from '../../src/report/model.js';
import { reportCharts } from '../../src/report/report-charts.js';
import { chartDom } from '../../src/report/svg-document.js';
import type { SweepReport } from '../../src/report/sweep.js';
import { BREAK_EVEN_ANALYSIS, FIT_ANALYSIS } from './balance-fixture.js';
import { fixtureReport } from './fixture.js';
import { FOCUS_REPORT } from './hand-fixture.js';

// chart-dom.ts stands in for jsdom when charts are drawn: every chart must come out byte for
// byte as it does drawn in jsdom.

const jsdomDocument = (): Document => new JSDOM('<!DOCTYPE html><html><body></body></html>').window.document;
const SVG_NS = 'http://www.w3.org/2000/svg';

/** Each chart's SVG drawn in both documents, by file name. */
function bothWays(report: SweepReport): [string, string, string][] {
  const model = reportModel(report);
  const ours = reportCharts(model);
  const theirs = reportCharts(model, jsdomDocument);
  return ours.map((chart, i) => [chart.file, String(chart.svg), String(theirs[i]?.svg)]);
}

describe('charts drawn in chart-dom and in jsdom', () => {
  let sweep: SweepReport;
  let hostile: SweepReport;
  beforeAll(async () => {
    sweep = await fixtureReport({ conditions: [{ name: 'open ground' }, { name: 'attacker in bad going', attacker: { going: 'bad' } }] });
    hostile = await fixtureReport({ scenarioTitle: 'Knights <&> "Co"', troopNames: { knights: 'Kn<i>ghts & "Co" ]]>' }, conditions: [{ name: `a <b> & 'c' "d"` }, { name: 'x]]>y', attacker: { going: 'bad' } }] });
  });

  it('are the same bytes for every chart of a sweep (names with markup characters included)', () => {
    for (const report of [sweep, hostile, FOCUS_REPORT]) {
      const charts = bothWays(report);
      expect(charts.length).toBeGreaterThan(0);
      for (const [file, ours, theirs] of charts) expect(ours, file).toBe(theirs);
    }
  });

  it('are the same bytes for the balance charts', () => {
    const draw = [
      (dom: Document) => balanceWorthSvg(dom, BREAK_EVEN_ANALYSIS, 'Test rules'),
      (dom: Document) => balanceMatrixSvg(dom, BREAK_EVEN_ANALYSIS, 'Test <rules>'),
      (dom: Document) => balanceScatterSvg(dom, FIT_ANALYSIS, 'Test rules'),
    ];
    for (const chart of draw) expect(String(chart(chartDom()))).toBe(String(chart(jsdomDocument())));
  });
});

describe('chart-dom', () => {
  const svg = (): ChartElement => new ChartDocument().createElementNS(SVG_NS, 'svg');
  const markup = (node: ChartElement): string => String(nodeMarkup(node as unknown as Node, () => null));

  it('keeps attributes in the order first set, a changed value in its place, a removed one gone', () => {
    const root = svg();
    select(root as unknown as SVGSVGElement).attr('a', 1).attr('b', 'two').attr('a', 3).attr('c', null).attr('b', null).attr('b', 4);
    expect(markup(root)).toBe('<svg a="3" b="4"/>');
  });

  it('replaces every child with one text node on text(), none for an empty text', () => {
    const root = svg();
    const g = select(root as unknown as SVGSVGElement).append('g');
    g.append('line');
    g.text('a<b');
    expect(markup(root)).toBe('<svg><g>a&lt;b</g></svg>');
    g.text('');
    expect((root.firstChild as ChartElement).hasChildNodes()).toBe(false);
  });

  it('finds by tag, class, tag and class, descendants and lists, in document order', () => {
    const root = svg();
    const s = select(root as unknown as SVGSVGElement);
    s.append('g').attr('class', 'tick major').append('text').attr('id', 't1');
    s.append('text').attr('id', 't2');
    s.append('g').attr('class', 'other').append('line').attr('id', 'l1');
    const ids = (selector: string): (string | null)[] => root.querySelectorAll(selector).map((e) => e.getAttribute('id') ?? e.getAttribute('class'));
    expect(ids('text')).toEqual(['t1', 't2']);
    expect(ids('.major')).toEqual(['tick major']);
    expect(ids('g.tick.major')).toEqual(['tick major']);
    expect(ids('.tick text')).toEqual(['t1']);
    expect(ids('line, .tick')).toEqual(['tick major', 'l1']);
    expect(root.querySelector('.other line')?.getAttribute('id')).toBe('l1');
    expect(root.querySelector('rect')).toBeNull();
  });

  it('refuses a selector it cannot match rightly', () => {
    for (const selector of ['g > text', '[x]', '#id', 'a:first-child', '']) expect(() => svg().querySelectorAll(selector), selector).toThrow(/not supported/);
  });

  it('draws a d3 axis twice over as jsdom does (update, order, exit)', () => {
    const draw = (dom: Document): string => {
      const node = dom.createElementNS(SVG_NS, 'svg');
      const g = select(node).append('g');
      g.call(axisBottom(scaleLinear().domain([0, 10]).range([0, 100])).ticks(5));
      g.call(axisBottom(scaleLinear().domain([2, 4]).range([0, 100])).ticks(3));
      return String(nodeMarkup(node, () => null));
    };
    expect(draw(chartDom())).toBe(draw(jsdomDocument()));
  });

  it('moves a node that is inserted again, and orders nodes as the document does', () => {
    const root = svg();
    const doc = root.ownerDocument;
    const [a, b, c] = ['a', 'b', 'c'].map((name) => root.appendChild(doc.createElementNS(SVG_NS, name)));
    root.insertBefore(c as ChartElement, a as ChartElement);
    expect(markup(root)).toBe('<svg><c/><a/><b/></svg>');
    expect(a?.compareDocumentPosition(b as ChartElement)).toBe(4);
    expect(b?.compareDocumentPosition(c as ChartElement)).toBe(2);
    expect(root.compareDocumentPosition(a as ChartElement)).toBe(4);
  });
});
