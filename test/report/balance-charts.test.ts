import { JSDOM } from 'jsdom';
import { describe, expect, it } from 'vitest';
import { balanceReportFiles } from '../../src/report/balance-report.js';
import { balanceMatrixSvg } from '../../src/report/charts/balance-matrix.js';
import { balanceScatterSvg } from '../../src/report/charts/balance-scatter.js';
import { balanceWorthSvg } from '../../src/report/charts/balance-worth.js';
import { chartDom } from '../../src/report/svg-document.js';
import { BREAK_EVEN_ANALYSIS, ELEMENTS_CONTEXT, FACTS, FIT_ANALYSIS, GROUPS_CONTEXT } from './balance-fixture.js';

// Issue #36: a balance page draws what its verdicts read and no more. Charts drawn from
// hand-made analyses (balance-fixture.ts) and read back as a reader sees them: positions,
// colours, legends and tooltips.

const { window } = new JSDOM('');
const dom = chartDom();

const parse = (markup: { toString(): string }): Document => new window.DOMParser().parseFromString(String(markup), 'image/svg+xml');
const all = (doc: Document | Element, selector: string): Element[] => Array.from(doc.querySelectorAll(selector));
const num = (el: Element | undefined, attr: string): number => Number(el?.getAttribute(attr));
const tooltip = (el: Element): string => el.querySelector('title')?.textContent ?? '';

/** Each legend label and the colour of the swatch before it. */
function legendColours(doc: Document): Map<string, string> {
  const colours = new Map<string, string>();
  for (const label of all(doc, '.legend tspan.legend-label')) {
    const swatch = label.previousElementSibling;
    if (swatch?.getAttribute('class') === 'legend-swatch') colours.set(label.textContent ?? '', swatch.getAttribute('fill') ?? '');
  }
  return colours;
}

/** A type's mark: a circle at (cx, cy), or a symbol path placed by its transform. */
function centre(dot: Element): { x: number; y: number } {
  if (dot.tagName === 'circle') return { x: num(dot, 'cx'), y: num(dot, 'cy') };
  const [, x, y] = /translate\(([-\d.]+),([-\d.]+)\)/.exec(dot.getAttribute('transform') ?? '') ?? [];
  return { x: Number(x), y: Number(y) };
}

const dotOf = (doc: Document, name: string): Element => {
  const dot = all(doc, '.type-dot').find((d) => tooltip(d).startsWith(`${name}:`));
  if (!dot) throw new Error(`no dot for ${name}`);
  return dot;
};

describe('the worth chart (basis: break-even)', () => {
  const doc = parse(balanceWorthSvg(dom, BREAK_EVEN_ANALYSIS, 'Test rules'));
  const diagonal = doc.querySelector('line.diagonal');
  /** The diagonal's y at x: a straight line, both axes on the same log scale. */
  const diagonalY = (x: number): number => {
    const [x1, y1, x2, y2] = ['x1', 'y1', 'x2', 'y2'].map((a) => num(diagonal ?? undefined, a)) as [number, number, number, number];
    return y1 + ((x - x1) / (x2 - x1)) * (y2 - y1);
  };

  it('draws no cost line, no band and no legend entry for them', () => {
    expect(doc.querySelector('.band, .fit')).toBeNull();
    expect(doc.documentElement.textContent).not.toMatch(/least.squares|prediction band/);
  });

  it('draws every costed type with a break-even, and the diagonal where cost and worth agree, named in the legend', () => {
    expect(all(doc, '.type-dot')).toHaveLength(5);
    expect(diagonal).not.toBeNull();
    expect(legendColours(doc).has('worth its cost (cost = break-even)')).toBe(true);
  });

  it('puts a type worth more than its cost above the diagonal, a fair one on it, a dear one below', () => {
    const [a, b, c] = ['Type A', 'Type B', 'Type C'].map((n) => centre(dotOf(doc, n)));
    expect((a?.y ?? 0) - diagonalY(a?.x ?? 0)).toBeLessThan(-10);
    expect(Math.abs((b?.y ?? 0) - diagonalY(b?.x ?? 0))).toBeLessThan(0.05);
    expect((c?.y ?? 0) - diagonalY(c?.x ?? 0)).toBeGreaterThan(10);
  });

  it("draws a's interval as a whisker through its dot, on the log scale: ln(4.5/3.5) / ln(4/2) of its height above the diagonal", () => {
    const a = centre(dotOf(doc, 'Type A'));
    const whisker = all(doc, 'line.whisker').find((w) => tooltip(w).startsWith('Type A:') || Math.abs(num(w, 'x1') - a.x) < 0.01);
    expect(all(doc, 'line.whisker')).toHaveLength(3);
    expect(num(whisker, 'x1')).toBeCloseTo(a.x, 2);
    const [top, bottom] = [Math.min(num(whisker, 'y1'), num(whisker, 'y2')), Math.max(num(whisker, 'y1'), num(whisker, 'y2'))];
    expect(top).toBeLessThan(a.y);
    expect(bottom).toBeGreaterThan(a.y);
    expect((bottom - top) / (diagonalY(a.x) - a.y)).toBeCloseTo(Math.log(4.5 / 3.5) / Math.log(2), 2);
  });

  it('marks a bound as a triangle at the bound: d worth at least 12 (up), e at most 12/24 (down)', () => {
    const d = dotOf(doc, 'Type D');
    const e = dotOf(doc, 'Type E');
    expect(d.getAttribute('class')).toContain('at-least');
    expect(e.getAttribute('class')).toContain('at-most');
    expect(tooltip(d)).toMatch(/worth at least 12\b/);
    expect(tooltip(e)).toMatch(/worth at most 0\.5\b/);
    // d costs 10 and is worth at least 12: above the diagonal; e costs 5, worth at most 0.5: far below.
    expect(centre(d).y).toBeLessThan(diagonalY(centre(d).x));
    expect(centre(e).y).toBeGreaterThan(diagonalY(centre(e).x));
  });

  it("colours every dot as the legend colours its verdict, and every verdict's colour differs", () => {
    const colours = legendColours(doc);
    for (const dot of all(doc, '.type-dot')) {
      const verdict = tooltip(dot).split(': ').at(-1) ?? '';
      expect(colours.get(verdict), tooltip(dot)).toBeDefined();
      expect(dot.getAttribute('fill'), tooltip(dot)).toBe(colours.get(verdict));
    }
    const verdicts = ['undercosted', 'fair', 'overcosted', 'cannot tell'].map((v) => colours.get(v));
    expect(new Set(verdicts).size).toBe(4);
  });
});

describe('the strength-cost chart (basis: fit)', () => {
  const doc = parse(balanceScatterSvg(dom, FIT_ANALYSIS, 'Test rules'));

  it('keeps the line and its band, each in the legend in the colour drawn', () => {
    const colours = legendColours(doc);
    expect(doc.querySelector('line.fit')?.getAttribute('stroke')).toBe(colours.get('least-squares line'));
    expect(doc.querySelector('path.band')?.getAttribute('fill')).toBe(colours.get('80% prediction band'));
  });

  it('colours every dot as the legend colours its verdict', () => {
    const colours = legendColours(doc);
    const dots = all(doc, '.type-dot');
    expect(dots).toHaveLength(5);
    for (const dot of dots) {
      const verdict = tooltip(dot).split(': ').at(-1) ?? '';
      expect(dot.getAttribute('fill'), tooltip(dot)).toBe(colours.get(verdict));
    }
  });
});

describe('the share matrix: itself and left out told apart', () => {
  const doc = parse(balanceMatrixSvg(dom, BREAK_EVEN_ANALYSIS, 'Test rules'));
  const outside = (selector: string): Element[] => all(doc, selector).filter((e) => !e.closest('.legend'));

  it('marks the 6 diagonal cells as "itself" and the 2 cells of a pair that never met as "left out", each kind once in the legend', () => {
    expect(outside('.itself')).toHaveLength(6);
    expect(outside('.left-out')).toHaveLength(2);
    expect(all(doc, '.legend .itself')).toHaveLength(1);
    expect(all(doc, '.legend .left-out')).toHaveLength(1);
    expect(all(doc, '.legend text').map((t) => t.textContent).join(' ')).toMatch(/a type against itself.*left out/);
  });

  it('draws the two kinds differently, and says which in the cell tooltips', () => {
    const [itself, leftOut] = [outside('.itself')[0], outside('.left-out')[0]];
    expect(itself?.getAttribute('d')?.replace(/[\d.]+/g, '#')).not.toBe(leftOut?.getAttribute('d')?.replace(/[\d.]+/g, '#'));
    const tips = all(doc, 'rect.cell').map(tooltip);
    expect(tips).toContain('Type A v Type A: a type against itself');
    expect(tips.filter((t) => /left out/.test(t))).toEqual(['Type A v Type C: left out (no matchup played)', 'Type C v Type A: left out (no matchup played)']);
  });
});

describe('the balance page', () => {
  const page = (analysis: typeof FIT_ANALYSIS, context: typeof GROUPS_CONTEXT): { doc: Document; files: string[] } => {
    const files = [...balanceReportFiles(FACTS, analysis, context)];
    const index = String(files.find(([name]) => name === 'index.html')?.[1] ?? '');
    return { doc: new JSDOM(index).window.document, files: files.map(([name]) => name) };
  };

  it('shows the type and its verdict as the first two columns of the verdict table', () => {
    for (const [analysis, context] of [[BREAK_EVEN_ANALYSIS, GROUPS_CONTEXT], [FIT_ANALYSIS, ELEMENTS_CONTEXT]] as const) {
      const { doc } = page(analysis, context);
      const heads = all(doc, '#verdicts-table thead th').map((th) => th.textContent);
      expect(heads.slice(0, 2)).toEqual(['type', 'verdict']);
      expect(all(doc, '#verdicts-table tbody tr')[0]?.querySelectorAll('td')[1]?.textContent).toMatch(/^(undercosted|fair|overcosted|cannot tell|-)/);
    }
  });

  it('draws the worth chart for break-even verdicts and the strength-cost chart for the line, and says no "not used"', () => {
    const groups = page(BREAK_EVEN_ANALYSIS, GROUPS_CONTEXT);
    expect(groups.files).toContain('charts/worth-cost.svg');
    expect(groups.files).not.toContain('charts/strength-cost.svg');
    expect(groups.doc.querySelector('#verdicts')?.textContent).not.toMatch(/not used/);
    const elements = page(FIT_ANALYSIS, ELEMENTS_CONTEXT);
    expect(elements.files).toContain('charts/strength-cost.svg');
    expect(elements.files).not.toContain('charts/worth-cost.svg');
  });
});
