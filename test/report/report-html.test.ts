import { JSDOM, VirtualConsole } from 'jsdom';
import { beforeAll, describe, expect, it } from 'vitest';
import { netEdgeHeatmapSvg } from '../../src/report/charts/heatmap.js';
import { chartDom } from '../../src/report/svg-document.js';
import { INLINE_BUDGET, LONG_SECTION, LONG_SECTION_HEIGHT, sectionOf, type HtmlChart } from '../../src/report/chart-sections.js';
import { reportHtml } from '../../src/report/html.js';
import { mark } from '../../src/report/markup.js';
import { reportModel, type ReportModel } from '../../src/report/model.js';
import type { SweepReport } from '../../src/report/sweep.js';
import { fixtureCharts, fixtureReport, fixtureSummaryRows } from './fixture.js';

// The sweep report page (html.ts, chart-sections.ts, method-section.ts): one self-contained
// page read from the report model; charts by section, long sections folded; names escaped.

let report: SweepReport;
let model: ReportModel;

beforeAll(async () => {
  report = await fixtureReport();
  model = reportModel(report);
});

/**
 * The page with its script run, as a browser runs it: an error the script throws (a
 * 'jsdomError', which jsdom would print with its stack) is kept in `errors` for the test to
 * read. jsdom does no layout and has no scrollIntoView; `scroll` gives the page a stand-in
 * that records what it was asked to scroll to, as a browser would scroll there.
 */
function scripted(html: string, url = 'file:///r/index.html', scroll = false): { dom: JSDOM; errors: string[]; scrolled: string[] } {
  const errors: string[] = [];
  const scrolled: string[] = [];
  const virtualConsole = new VirtualConsole();
  virtualConsole.on('jsdomError', (error) => errors.push(error.message));
  virtualConsole.on('error', (...args: unknown[]) => errors.push(args.map(String).join(' ')));
  const beforeParse = (window: JSDOM['window']): void => {
    window.Element.prototype.scrollIntoView = function (this: Element) {
      scrolled.push(this.id);
    };
  };
  const dom = new JSDOM(html, { runScripts: 'dangerously', url, virtualConsole, ...(scroll ? { beforeParse } : {}) });
  return { dom, errors, scrolled };
}

const page = (charts: readonly HtmlChart[], rows = fixtureSummaryRows(report), m = model): Document => new JSDOM(String(reportHtml(m, charts, rows))).window.document;

/**
 * The fixture's own page (every chart, the summary rows), parsed once for the tests that only
 * read it: jsdom's parse is most of their time. A test that runs the page's script or changes
 * the page parses its own.
 */
let fixturePage: { html: string; window: JSDOM['window'] } | undefined;
function fixturePageOnce(): { html: string; window: JSDOM['window'] } {
  if (!fixturePage) {
    const html = String(reportHtml(model, fixtureCharts(report), fixtureSummaryRows(report)));
    fixturePage = { html, window: new JSDOM(html).window };
  }
  return fixturePage;
}

describe('reportHtml', () => {
  it('is one self-contained HTML5 page with method, contents, figures by section and the summary table', () => {
    const charts = fixtureCharts(report);
    const rows = fixtureSummaryRows(report);
    const { html, window: shown } = fixturePageOnce();
    expect(html).toBe(String(reportHtml(model, charts, rows)));
    expect(html.startsWith('<!DOCTYPE html>\n<html lang="en">')).toBe(true);
    expect(html).toMatch(/<meta charset="utf-8">/);
    // Nothing fetched from elsewhere: the only URL is the SVG namespace; the only sources are the report's own chart files.
    expect([...new Set(html.match(/https?:\/\/[^\s"')]+/g) ?? [])]).toEqual(['http://www.w3.org/2000/svg']);
    expect(html.match(/\ssrc="[^"]*"/g)?.every((src) => /^ src="charts\/[a-z0-9-]+\.svg"$/.test(src))).toBe(true);
    expect(html).not.toMatch(/<link\b|@import|url\(/i);

    const doc = shown.document;
    expect(doc.title).toBe(`${report.scenario.title} — oddsmith report`);
    const figures = Array.from(doc.querySelectorAll('figure'));
    expect(figures).toHaveLength(charts.length);
    for (const figure of figures) {
      expect(figure.querySelector('svg, img')).not.toBeNull();
      expect(figure.lastElementChild?.tagName).toBe('FIGCAPTION');
    }
    // The sections the charts name: heatmaps and the condition-effect chart open, outcome bars of each set folded.
    const sections = Array.from(doc.querySelectorAll('section.chart-section'), (s) => [s.querySelector('h2')?.textContent, s.querySelectorAll('figure').length]);
    expect(sections).toEqual([['Net edge', 2], ['Across condition sets', 1], ['Outcomes under “open ground”', 3], ['Outcomes under “defender uphill”', 3]]);
    expect(doc.querySelectorAll('details figure img')).toHaveLength(6);
    // Contents: method, each section, the charts of the open ones, the summary table; every link reaches its target.
    expect(doc.querySelectorAll('nav a')).toHaveLength(1 + sections.length + 3 + 1);
    for (const link of Array.from(doc.querySelectorAll('nav a'))) expect(doc.getElementById((link.getAttribute('href') ?? '').slice(1))).not.toBeNull();
    expect(new Set(Array.from(doc.querySelectorAll('[id]'), (e) => e.id)).size).toBe(doc.querySelectorAll('[id]').length);

    const method = doc.getElementById('method')?.textContent ?? '';
    expect(method).toContain('Exact enumeration for 24 matchups over 36 dice outcomes per matchup');
    expect(method).toContain(report.system.title);
    expect(method).toContain(report.system.seedFile);
    expect(method).toContain('Skipped matchups: none');

    const headers = Array.from(doc.querySelectorAll('thead th'), (th) => th.textContent);
    expect(headers).toEqual(Object.keys(rows[0] ?? {}));
    expect(doc.querySelectorAll('tbody tr')).toHaveLength(rows.length);
    expect(Array.from(doc.querySelectorAll('tbody tr:first-child td')).at(-1)?.textContent).toBe(String(rows[0]?.['net edge']));
    // Numbers and percentages written as text align right, by column (one rule, not a class a cell); names do not.
    const rule = doc.querySelector('#summary style')?.textContent ?? '';
    expect(rule).toBe(`${Array.from({ length: 8 }, (_, i) => `#summary-table td:nth-child(${i + 4})`).join(',')}{text-align:right}`);
    const [name, figure] = ['tbody td:nth-child(2)', 'tbody td:nth-child(4)'].map((q) => shown.getComputedStyle(shown.document.querySelector(q) as Element).textAlign);
    expect([name, figure]).toEqual(['left', 'right']);
  });

  it('folds a section a chart asks to fold, showing its charts as images of their files', () => {
    const charts = fixtureCharts(report);
    const doc = fixturePageOnce().window.document;
    const folded = doc.querySelector('details');
    expect(folded?.closest('section')?.querySelector('h2')?.textContent).toBe('Outcomes under “open ground”');
    expect(folded?.hasAttribute('open')).toBe(false);
    expect(folded?.querySelector('summary')?.textContent).toBe('Outcomes under “open ground” 3 charts: show');
    const images = Array.from(folded?.querySelectorAll('figure img') ?? [], (img) => [img.getAttribute('src'), img.getAttribute('alt')]);
    expect(images).toEqual(['knights', 'riders', 'heroes'].map((a) => [`charts/outcomes-1-${a}.svg`, `${model.name(a)}: outcomes, open ground`]));
    // Its image keeps the chart's own size, so the page does not shift as it loads.
    const first = folded?.querySelector('img');
    const svg = charts.find((c) => c.id === 'outcomes-1-knights')?.svg.toString() ?? '';
    expect(svg).toContain(`width="${first?.getAttribute('width')}" height="${first?.getAttribute('height')}"`);
    // The open sections stay inline (their tooltips work); the contents name the folded one and its count.
    expect(doc.querySelectorAll('section.chart-section > figure > .figure-scroll > svg')).toHaveLength(3);
    expect(Array.from(doc.querySelectorAll('nav li'), (li) => li.textContent).filter((t) => t?.includes('on demand'))).toEqual(['Outcomes under “open ground” (3 charts, shown on demand)', 'Outcomes under “defender uphill” (3 charts, shown on demand)']);
  });

  it('folds a long section past the first: more than LONG_SECTION charts, or taller than LONG_SECTION_HEIGHT', () => {
    const first = fixtureCharts(report)[0];
    if (!first) throw new Error('no heatmap');
    // Without a section of its own, a chart goes under its kind's (sectionOf).
    const { section: _section, collapsed: _collapsed, overview: _overview, ...heatmap } = first;
    const many = Array.from({ length: LONG_SECTION + 1 }, (_, i) => ({ ...heatmap, id: `outcomes-${i + 1}`, file: `outcomes-${i + 1}.svg` }));
    expect(page([heatmap, ...many]).querySelectorAll('details figure img')).toHaveLength(LONG_SECTION + 1);
    expect(page([heatmap, ...many.slice(0, LONG_SECTION)]).querySelectorAll('details')).toHaveLength(0);
    // The first section, the overview, stays open however many charts it holds, up to twice the height.
    expect(page(many.map((c) => ({ ...c, id: `heatmap-${c.id}` }))).querySelectorAll('details')).toHaveLength(0);
    const tall = (id: string, height: number): HtmlChart => ({ id, title: id, caption: '', svg: mark('svg', { xmlns: 'http://www.w3.org/2000/svg', width: 10, height }) });
    const half = LONG_SECTION_HEIGHT / 2;
    expect(page([heatmap, tall('metric-a', half), tall('metric-b', half + 1)]).querySelectorAll('details figure')).toHaveLength(2);
    expect(page([heatmap, tall('metric-a', half), tall('metric-b', half)]).querySelectorAll('details')).toHaveLength(0);
    expect(page([tall('heatmap-a', LONG_SECTION_HEIGHT), tall('heatmap-b', LONG_SECTION_HEIGHT)]).querySelectorAll('details')).toHaveLength(0);
    expect(page([tall('heatmap-a', LONG_SECTION_HEIGHT), tall('heatmap-b', LONG_SECTION_HEIGHT + 1)]).querySelectorAll('details figure')).toHaveLength(2);
    // The overview's charts say so: after a section of focus charts, it still stays open up to twice the height.
    const overview = (id: string, height: number): HtmlChart => ({ ...tall(id, height), section: 'Net edge', overview: true });
    const focus: HtmlChart = { ...tall('focus-a', 100), section: 'Focus matchups' };
    expect(page([focus, overview('heatmap-a', LONG_SECTION_HEIGHT), overview('heatmap-b', LONG_SECTION_HEIGHT)]).querySelectorAll('details')).toHaveLength(0);
    expect(page([focus, overview('heatmap-a', LONG_SECTION_HEIGHT), overview('heatmap-b', LONG_SECTION_HEIGHT + 1)]).querySelectorAll('details figure')).toHaveLength(2);
  });

  it('links a chart past the inline budget', () => {
    const heatmap = fixtureCharts(report)[0];
    if (!heatmap) throw new Error('no heatmap');
    // A chart larger than the budget is an image even in an open section; one without a file stays inline.
    const big = mark('svg', { xmlns: 'http://www.w3.org/2000/svg', width: 10, height: 10 }, 'x'.repeat(INLINE_BUDGET + 1));
    const doc = page([{ ...heatmap, id: 'big', file: 'big.svg', svg: big }, { id: 'big-inline', title: 'Big', caption: '', svg: big }]);
    expect(Array.from(doc.querySelectorAll('figure .figure-scroll > *'), (e) => e.tagName.toLowerCase())).toEqual(['img', 'svg']);
    // No image loads lazily: a capture taken once the page has loaded, and a print, draw it.
    expect(doc.querySelector('img')?.hasAttribute('loading')).toBe(false);
  });

  it('names a section after the chart kind unless the chart names its own', () => {
    expect(['heatmap-1-open', 'chance-2-kills', 'difference-x', 'outcomes-knights', 'metric-rounds', 'group-size', 'points-efficiency', 'condition-effect', 'focus-1'].map((id) => sectionOf({ id }))).toEqual([
      'Net edge by condition set', 'Chances by condition set', 'What the overlays change', 'Outcomes by attacker', 'Distributions', 'Groups', 'Groups', 'Effect of each condition set', 'Charts',
    ]);
    expect(sectionOf({ id: 'outcomes-knights', section: 'Outcomes, uphill' })).toBe('Outcomes, uphill');
  });

  it('says nothing of trials or seed for an exact report, in the method or the summary table', () => {
    const doc = fixturePageOnce().window.document;
    const said = `${doc.getElementById('method')?.textContent ?? ''} ${doc.getElementById('summary')?.textContent ?? ''}`;
    expect(said).not.toMatch(/trial|seed (?!file)|±/i);
  });

  it('describes Monte Carlo runs and skipped matchups, an exact row of a mixed table saying so', async () => {
    const mc = await fixtureReport({ method: 'mc', trials: 4000, seed: 11, attackers: ['shooters', 'knights'], defenders: ['spears'], conditions: [{ name: 'shooting', combat: 'shooting' }] });
    const doc = page([], fixtureSummaryRows(mc), reportModel(mc));
    const method = doc.getElementById('method')?.textContent ?? '';
    expect(method).toMatch(/Monte Carlo for 1 matchup: 4,\d{3} trials per matchup/);
    expect(method).toContain('root seed 11');
    expect(method).toContain('95% Wilson score interval');
    expect(method).toContain('Skipped matchups: 1 matchup the rules do not allow');
    expect(method).toContain('Knights cannot shoot in hott2');
    const mixed = reportModel({ ...mc, cells: [...mc.cells, ...report.cells.slice(0, 1)] });
    const widths = Array.from(page([], fixtureSummaryRows({ ...mc, cells: mixed.report.cells }), mixed).querySelectorAll('tbody tr td:last-child'), (td) => td.textContent);
    expect(widths[0]).toMatch(/^\d\.\d%$/);
    expect(widths[1]).toBe('exact');
  });

  it('sorts the summary table by a clicked heading, numbers as numbers', () => {
    const rows = [
      { name: 'b', value: 10, share: '9.5%' },
      { name: 'a10', value: -2, share: '\u221210%' },
      { name: 'a9', value: 3.5, share: '' },
    ];
    const { dom, errors } = scripted(String(reportHtml(model, [], rows)));
    const doc = dom.window.document;
    const column = (i: number): string[] => Array.from(doc.querySelectorAll('tbody tr'), (tr) => tr.children[i]?.textContent ?? '');
    const click = (i: number): void => (doc.querySelectorAll('thead th button')[i] as HTMLButtonElement).click();
    click(1);
    expect(column(1)).toEqual(['-2', '3.5', '10']);
    expect(doc.querySelectorAll('thead th')[1]?.getAttribute('aria-sort')).toBe('ascending');
    click(1);
    expect(column(1)).toEqual(['10', '3.5', '-2']);
    click(0);
    expect(column(0)).toEqual(['a9', 'a10', 'b']);
    click(2);
    expect(column(2)).toEqual(['\u221210%', '9.5%', '']);
    click(2);
    expect(column(2)).toEqual(['9.5%', '\u221210%', '']);
    expect(errors).toEqual([]);
  });

  it('opens the folded section holding the chart a link points to, and scrolls to it', () => {
    const html = String(reportHtml(model, fixtureCharts(report), fixtureSummaryRows(report)));
    const { dom, errors, scrolled } = scripted(html, 'file:///r/index.html#outcomes-1-riders', true);
    expect(dom.window.document.querySelector('details')?.open).toBe(true);
    expect(scrolled).toEqual(['outcomes-1-riders']);
    expect(errors).toEqual([]);
  });

  it('runs its script to the end where nothing can scroll (no layout, as jsdom): no error, the table still sorts', () => {
    const { dom, errors } = scripted(String(reportHtml(model, fixtureCharts(report), fixtureSummaryRows(report))), 'file:///r/index.html#outcomes-1-riders');
    expect(dom.window.document.querySelector('details')?.open).toBe(true);
    // An error here is what jsdom prints with its stack in the suite's output.
    expect(errors).toEqual([]);
    const heading = dom.window.document.querySelector('thead th');
    (heading?.querySelector('button') as HTMLButtonElement).click();
    expect(heading?.getAttribute('aria-sort')).toBe('ascending');
  });
});

describe('escaping names from user files in the page', () => {
  const nasty = 'Kn<i>ghts & "Co" \'Ltd\'';

  it('escapes names, titles, sections, captions and cells', async () => {
    const escaped = await fixtureReport({
      troopNames: { knights: nasty },
      scenarioTitle: 'Raid <script>alert(1)</script> & "friends"',
      conditions: [{ name: 'open <&"> ground' }, { name: 'uphill', defender: { uphill: true } }],
    });
    const charts: HtmlChart[] = fixtureCharts(escaped);
    charts.push({ id: 'x"><b>', title: `About ${nasty}`, caption: `<b>${nasty}</b>`, section: `<i>${nasty}</i>`, svg: netEdgeHeatmapSvg(chartDom(), reportModel(escaped), 'uphill') });
    const html = String(reportHtml(reportModel(escaped), charts, fixtureSummaryRows(escaped)));
    expect(html).not.toContain('<script>alert');
    expect(html).not.toContain('<i>');
    expect(html).not.toContain('<b>');
    expect(html).toContain('Kn&lt;i&gt;ghts &amp; &quot;Co&quot; &#39;Ltd&#39;');
    const doc = new JSDOM(html).window.document;
    expect(doc.title).toBe('Raid <script>alert(1)</script> & "friends" — oddsmith report');
    expect(doc.querySelector('h1')?.textContent).toBe('Raid <script>alert(1)</script> & "friends"');
    expect(doc.querySelectorAll('script')).toHaveLength(1);
    expect(doc.querySelectorAll('i, b')).toHaveLength(0);
    expect(Array.from(doc.querySelectorAll('tbody td')).some((td) => td.textContent === nasty)).toBe(true);
    const last = Array.from(doc.querySelectorAll('#charts figure')).at(-1);
    expect(last?.querySelector('figcaption')?.textContent).toBe(`<b>${nasty}</b>`);
    expect(last?.closest('section')?.querySelector('h2')?.textContent).toBe(`<i>${nasty}</i>`);
    // Ids stay valid (no spaces, no quotes) and the contents links still reach them.
    for (const link of Array.from(doc.querySelectorAll('nav a'))) {
      const id = (link.getAttribute('href') ?? '').slice(1);
      expect(id).toMatch(/^[A-Za-z0-9_-]+$/);
      expect(doc.getElementById(id)).not.toBeNull();
    }
  });
});
