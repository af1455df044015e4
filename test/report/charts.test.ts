import { JSDOM } from 'jsdom';
import { beforeAll, describe, expect, it } from 'vitest';
import { UsageError } from '../../src/core/errors.js';
import { mark } from '../../src/report/markup.js';
import { dodge } from '../../src/report/charts/beeswarm.js';
import { conditionEffectSvg } from '../../src/report/charts/condition-effect.js';
import { netEdgeHeatmapSvg } from '../../src/report/charts/heatmap.js';
import { outcomeBarsSvg } from '../../src/report/charts/outcome-bars.js';
import { palette } from '../../src/report/palette.js';
import { chartDom, pixels, svgDocument } from '../../src/report/svg-document.js';
import { centredBaseline, textsOnLine } from '../../src/report/chart-text.js';
import { netEdge, unfavourable, type SweepReport } from '../../src/report/sweep.js';
import { focusSvg } from '../../src/report/charts/focus.js';
import { metricRangesSvg } from '../../src/report/charts/metric-ranges.js';
import { reportCharts } from '../../src/report/report-charts.js';
import type { MetricResult } from '../../src/core/result.js';
import { reportModel } from '../../src/report/model.js';
import { FIXTURE, fixtureCharts, fixtureReport } from './fixture.js';
import { FOCUS_REPORT, handReport } from './hand-fixture.js';

// Properties of charts drawn from real HOTT 2e results: structure, counts and values are
// checked against the fixture, not against a snapshot.

const { window } = new JSDOM('');
const dom = chartDom();

// Each chart drawn from the report model of a sweep report, as a report's writer draws it.
const heatmapSvg = (r: SweepReport, condition: string) => netEdgeHeatmapSvg(dom, reportModel(r), condition);
const outcomeBars = (r: SweepReport, attacker: string, condition: string) => outcomeBarsSvg(dom, reportModel(r), attacker, condition);
const conditionEffect = (r: SweepReport) => conditionEffectSvg(dom, reportModel(r));

/** Parse as the XML an .svg file is; fails the test on any parser error. */
function parseSvg(markup: string | { toString(): string }): Document {
  const text = String(markup);
  const doc = new window.DOMParser().parseFromString(text, 'image/svg+xml');
  expect(doc.getElementsByTagName('parsererror')).toHaveLength(0);
  expect(doc.documentElement.nodeName).toBe('svg');
  expect(doc.documentElement.getAttribute('xmlns')).toBe('http://www.w3.org/2000/svg');
  return doc;
}

const all = (doc: Document | Element, selector: string): Element[] => Array.from(doc.querySelectorAll(selector));
const num = (el: Element, attr: string): number => Number(el.getAttribute(attr));
const textOf = (doc: Document): string => doc.documentElement.textContent ?? '';

// The charts carry no data attributes: these read back what a reader sees (positions,
// colours, printed text and tooltips) from the SVG.

/** Each bar segment: a rectangle of a `.bars` path (`M x y h w v 16 h -w z`, as chart-bars.ts writes one) in its path's fill, or a rect (a sliver). */
function barSegments(doc: Document): { fill: string; x: number; y: number; width: number }[] {
  const inPaths = all(doc, '.bars path').flatMap((path) => {
    const d = path.getAttribute('d') ?? '';
    const rects = [...d.matchAll(/M([\d.]+) ([\d.]+)h([\d.]+)v16h-([\d.]+)z/g)];
    expect(rects.map((m) => m[0]).join('')).toBe(d);
    return rects.map((m) => ({ fill: path.getAttribute('fill') ?? '', x: Number(m[1]), y: Number(m[2]), width: Number(m[3]) }));
  });
  const slivers = all(doc, '.bars rect').map((r) => ({ fill: r.getAttribute('fill') ?? '', x: num(r, 'x'), y: num(r, 'y'), width: num(r, 'width') }));
  return [...inPaths, ...slivers];
}

/** Each row's tooltip band of a bar chart (`M x y h w v h H x z`): its top and bottom, and its tooltip. */
function barTips(doc: Document): { top: number; bottom: number; title: string }[] {
  return all(doc, '.bar-tips path').map((path) => {
    const m = /^M[\d.]+ ([\d.]+)h[\d.]+v([\d.]+)H[\d.]+z$/.exec(path.getAttribute('d') ?? '');
    expect(m).not.toBeNull();
    return { top: Number(m?.[1]), bottom: Number(m?.[1]) + Number(m?.[2]), title: path.querySelector('title')?.textContent ?? '' };
  });
}

/** The values printed in `group`: each `<text x y>`, or each `<tspan x>` of a `<text y>`, with its fill if it has one. */
function printed(doc: Document, group: string): { x: number; y: number; text: string; fill: string | null }[] {
  return all(doc, `${group} text`).flatMap((text) => {
    const pieces = text.querySelectorAll('tspan').length > 0 ? Array.from(text.querySelectorAll('tspan')) : [text];
    return pieces.map((piece) => ({ x: num(piece, 'x'), y: num(text, 'y'), text: piece.textContent ?? '', fill: piece.getAttribute('fill') }));
  });
}

/** A heatmap cell's box: its rect's x and size, its y from its row's group (`translate(0,y)`). */
function cellBox(rect: Element): { x: number; y: number; width: number; height: number } {
  const y = Number(/^translate\(0,([\d.]+)\)$/.exec(rect.parentElement?.getAttribute('transform') ?? '')?.[1]);
  expect(Number.isFinite(y)).toBe(true);
  return { x: num(rect, 'x'), y, width: num(rect, 'width'), height: num(rect, 'height') };
}

/** The x position of `value` on a chart's signed axis, read off its ticks ('−0.5', '0', '+0.5'; d3 draws each at x + 0.5). */
function axisScale(doc: Document): (value: number) => number {
  const ticks = all(doc, '.axis .tick').map((t) => ({
    value: Number((t.textContent ?? '').replace('\u2212', '-')),
    x: Number(/translate\(([\d.]+)/.exec(t.getAttribute('transform') ?? '')?.[1]) - 0.5,
  }));
  const [first, last] = [ticks[0], ticks.at(-1)];
  if (!first || !last) throw new Error('no axis ticks');
  return (value) => first.x + ((value - first.value) * (last.x - first.x)) / (last.value - first.value);
}

/** A chance as a bar's tooltip writes it, worked out here on its own: 0.5556 -> '55.6%'. */
const percentText = (p: number): string => `${(Math.round(p * 1000) / 10).toFixed(1)}%`;

/** Written independently of the chart code: sign always shown except on 0.00. */
const signedText = (v: number): string => (Math.abs(v) < 0.005 ? '0.00' : `${v > 0 ? '+' : '\u2212'}${Math.abs(v).toFixed(2)}`);

function expectChrome(doc: Document, report: SweepReport, legend = true): void {
  // The rule text by its title and the line of the outcome table (000:64), not the seed file's
  // hashed name; an exact result has no trials and no seed to name.
  const source = all(doc, 'text.source tspan').map((t) => t.textContent).join(' · ');
  expect(source).toBe(`Source: ${report.system.source.title}, line 64 · method: exact enumeration`);
  expect(textOf(doc)).not.toContain(report.system.seedFile);
  expect(all(doc, 'text.title')).toHaveLength(1);
  expect(all(doc, '.legend')).toHaveLength(legend ? 1 : 0);
}

let report: SweepReport;
let shooting: SweepReport;

beforeAll(async () => {
  report = await fixtureReport();
  // Knights and Aerial Heroes cannot shoot: real skipped matchups with the rules' reasons.
  shooting = await fixtureReport({
    attackers: ['shooters', 'knights', 'aerial-heroes'],
    defenders: ['spears', 'aerial-heroes', 'hordes'],
    conditions: [{ name: 'shooting', combat: 'shooting' }, { name: 'shooting, target general', combat: 'shooting', defender: { general: true } }],
  });
});

describe('fixture', () => {
  it('is built from engine results for every matchup and condition set', () => {
    expect(report.cells).toHaveLength(FIXTURE.attackers.length * FIXTURE.defenders.length * FIXTURE.conditions.length);
    expect(report.skipped).toHaveLength(0);
    for (const cell of report.cells) {
      expect(cell.result.method).toBe('exact');
      expect(cell.result.enumerated).toBe(36);
    }
    expect(report.conditions.map((c) => c.defender)).toEqual(['', 'uphill']);
    expect(shooting.skipped).toHaveLength(2 * 2 * 3);
    expect(shooting.skipped[0]?.reason).toMatch(/cannot shoot/);
  });
});

describe('heatmapSvg', () => {
  it('draws one cell per attacker x defender with the net edge printed and coloured', () => {
    for (const condition of report.conditions) {
      const doc = parseSvg(heatmapSvg(report, condition.name));
      const cells = all(doc, '.cells rect');
      expect(cells).toHaveLength(report.attackers.length * report.defenders.length);
      expect(all(doc, '.cells rect.missing')).toHaveLength(0);
      const values = printed(doc, '.cell-values');
      expect(values).toHaveLength(cells.length);
      // A value lets the pointer through to its cell, whose tooltip then shows.
      expect(doc.querySelector('.cell-values')?.getAttribute('pointer-events')).toBe('none');
      const scale = palette.netEdgeScale();
      const name = (label: string): string => report.system.troopNames[label] ?? label;
      // Row by row: an attacker's row, a defender's column, in the report's order.
      cells.forEach((rect, i) => {
        const [attacker, defender] = [report.attackers[Math.floor(i / report.defenders.length)] ?? '', report.defenders[i % report.defenders.length] ?? ''];
        const cell = report.cells.find((c) => c.condition === condition.name && c.attacker === attacker && c.defender === defender);
        if (!cell) throw new Error('fixture cell missing');
        const edge = netEdge(cell.result, report.system.outcomes);
        expect(rect.getAttribute('fill')).toBe(scale(edge));
        expect(rect.querySelector('title')?.textContent?.startsWith(`${name(attacker)} v ${name(defender)}: ${signedText(edge)} (defender suffers `)).toBe(true);
        const box = cellBox(rect);
        const [x, y] = [box.x + box.width / 2, box.y + box.height / 2];
        const value = values.find((v) => Math.abs(v.x - x) <= 1 && Math.abs(v.y - y) <= 6);
        expect(value?.text).toBe(signedText(edge));
      });
      // The grid reads row by row: left to right, then top to bottom.
      const ys = cells.map((r) => cellBox(r).y);
      expect(ys).toEqual([...ys].sort((a, b) => a - b));
      expect(new Set(ys).size).toBe(report.attackers.length);
    }
  });

  it('has a title, both axis labels, troop names, a legend with ticks and a source line', () => {
    const doc = parseSvg(heatmapSvg(report, 'open ground'));
    const text = textOf(doc);
    expect(doc.querySelector('text.title')?.textContent).toBe("Attacker's net edge against each defender — open ground");
    expect(all(doc, 'text.axis-label').map((t) => t.textContent)).toEqual(['defender', 'attacker']);
    expect(all(doc, '.row-labels text').map((t) => t.textContent)).toEqual(['Knights', 'Riders', 'Heroes']);
    expect(all(doc, '.column-labels text').map((t) => t.textContent)).toEqual(['Spears', 'Blades', 'Hordes', 'Knights']);
    expect(all(doc, '.legend .tick text').map((t) => t.textContent)).toEqual(['\u22121', '\u22120.5', '0', '+0.5', '+1']);
    expect(text).toContain('defender favoured');
    expect(text).toContain('attacker favoured');
    expectChrome(doc, report);
  });

  it('draws skipped matchups grey with n/a', () => {
    const doc = parseSvg(heatmapSvg(shooting, 'shooting'));
    const missing = all(doc, '.cells rect.missing');
    expect(all(doc, '.cells rect')).toHaveLength(9);
    expect(missing).toHaveLength(shooting.skipped.filter((s) => s.condition === 'shooting').length);
    const values = printed(doc, '.cell-values');
    for (const rect of missing) {
      expect(rect.getAttribute('fill')).toBe(palette.missing);
      const box = cellBox(rect);
      const value = values.find((v) => Math.abs(v.x - box.x - box.width / 2) <= 1 && Math.abs(v.y - box.y - box.height / 2) <= 6);
      expect(value?.text).toBe('n/a');
      expect(rect.querySelector('title')?.textContent).toMatch(/cannot shoot/);
    }
    expect(textOf(doc)).toContain('n/a: matchup not playable');
  });

  it('is deterministic and rejects an unknown condition set', () => {
    expect(String(heatmapSvg(report, 'open ground'))).toBe(String(heatmapSvg(report, 'open ground')));
    expect(String(heatmapSvg(report, 'open ground'))).not.toMatch(/NaN|undefined/);
    expect(() => heatmapSvg(report, 'open groun')).toThrow(UsageError);
  });
});

describe('outcomeBarsSvg', () => {
  const bad = (r: SweepReport) => r.system.outcomes.filter((o) => o.unfavourable);

  it('draws one segment per unfavourable outcome with a chance above zero, per side', () => {
    const name = (label: string): string => report.system.troopNames[label] ?? label;
    for (const condition of report.conditions) {
      for (const attacker of report.attackers) {
        const doc = parseSvg(outcomeBars(report, attacker, condition.name));
        const cells = report.defenders.map((d) => report.cells.find((c) => c.condition === condition.name && c.attacker === attacker && c.defender === d));
        const chances = (c: (typeof cells)[number], side: 'attacker' | 'defender') => bad(report).flatMap((o) => ((c?.result.outcomes[side][o.id] ?? 0) > 0 ? [{ o, p: c?.result.outcomes[side][o.id] ?? 0 }] : []));
        const segments = barSegments(doc);
        // Exact HOTT chances are multiples of 1/36, so no segment is under a pixel and none is left out.
        expect(segments).toHaveLength(cells.reduce((n, c) => n + chances(c, 'attacker').length + chances(c, 'defender').length, 0));
        expect(segments.length).toBeGreaterThan(0);

        // Attacker's segments left of the centre line, defender's right; widths proportional to chance.
        const centre = num(doc.querySelector('line.centre-line') as Element, 'x1');
        // Pixels per unit of chance: from the centre to the axis's 100% tick.
        const ticks = all(doc, '.axis .tick').map((t) => Number(/translate\(([\d.]+)/.exec(t.getAttribute('transform') ?? '')?.[1]));
        const perUnit = Math.max(...ticks) - 0.5 - centre;
        // A tooltip band per row: the matchup and each side's chances.
        const tips = barTips(doc);
        expect(tips).toHaveLength(cells.length);
        cells.forEach((c, row) => {
          const tip = tips[row];
          const words = (side: 'attacker' | 'defender'): string => chances(c, side).map(({ o, p }) => `${o.label} ${percentText(p)}`).join(', ') || 'none';
          expect(tip?.title).toBe(`${name(attacker)} v ${name(c?.defender ?? '')} · attacker: ${words('attacker')} · defender: ${words('defender')}`);
          const own = segments.filter((s) => s.y >= (tip?.top ?? 0) && s.y < (tip?.bottom ?? 0));
          for (const side of ['attacker', 'defender'] as const) {
            const drawn = own.filter((s) => (side === 'attacker' ? s.x + s.width <= centre : s.x >= centre));
            // Each outcome in its colour, its width its chance, stacked outward from the centre in the system's order.
            const outward = [...drawn].sort((a, b) => Math.abs(a.x + a.width / 2 - centre) - Math.abs(b.x + b.width / 2 - centre));
            expect(outward.map((s) => s.fill)).toEqual(chances(c, side).map(({ o }) => palette.outcome(o.id)));
            outward.forEach((s, k) => expect(Math.abs(s.width - (chances(c, side)[k]?.p ?? 0) * perUnit)).toBeLessThanOrEqual(1));
            const total = drawn.reduce((sum, s) => sum + s.width, 0);
            expect(Math.abs(total - unfavourable(c?.result ?? ({} as never), side, report.system.outcomes) * perUnit)).toBeLessThanOrEqual(1);
          }
        });
      }
    }
  });

  it('has a title naming the attacker and condition, a legend of unfavourable outcomes only, axis and source', () => {
    const doc = parseSvg(outcomeBars(report, 'knights', 'open ground'));
    expect(doc.querySelector('text.title')?.textContent).toBe('Knights v each defender — outcome chances, open ground');
    expect(all(doc, '.legend .legend-label').map((t) => t.textContent)).toEqual(bad(report).map((o) => o.label));
    expect(all(doc, '.legend .legend-swatch').map((t) => t.getAttribute('fill'))).toEqual(bad(report).map((o) => palette.outcome(o.id)));
    expect(textOf(doc)).not.toContain('no effect');
    expect(all(doc, '.row-labels text').map((t) => t.textContent)).toEqual(['Spears', 'Blades', 'Hordes', 'Knights']);
    expect(all(doc, '.axis .tick text').map((t) => t.textContent)).toEqual(['100%', '75%', '50%', '25%', '0', '25%', '50%', '75%', '100%']);
    expect(all(doc, 'text.axis-label').map((t) => t.textContent)).toEqual(['chance of each unfavourable outcome, per side', 'defender']);
    expect(all(doc, 'text.side-label').map((t) => t.textContent)).toEqual(['← outcomes for Knights', 'outcomes for the defender →']);
    expectChrome(doc, report);
  });

  it('leaves out a segment under a pixel and draws one under two pixels as a rect, both named in the tooltip', () => {
    // 220 px for 100%: recoil 50% is 110 px, flee 0.1% rounds to nothing, destroyed 0.5% to a 1-px sliver.
    const outcomes = { attacker: { none: 0.494, recoil: 0.5, flee: 0.001, destroyed: 0.005 }, defender: { none: 1 } };
    const tiny = handReport({ conditions: [{ name: 'open ground', combat: 'close' }], attackers: ['blades'], defenders: ['warband'], cells: [{ condition: 'open ground', attacker: 'blades', defender: 'warband', outcomes }] });
    const doc = parseSvg(outcomeBarsSvg(dom, reportModel(tiny), 'blades', 'open ground'));
    expect(barSegments(doc).map((s) => [s.fill, s.width])).toEqual([
      [palette.outcome('recoil'), 110],
      [palette.outcome('destroyed'), 1],
    ]);
    expect(all(doc, '.bars rect')).toHaveLength(1);
    expect(barTips(doc).map((t) => t.title)).toEqual(['Blades v Warband · attacker: recoil 50.0%, flee 0.1%, destroyed 0.5% · defender: none']);
  });

  it('says n/a for a matchup the rules do not allow', () => {
    const doc = parseSvg(outcomeBars(shooting, 'knights', 'shooting'));
    expect(barSegments(doc)).toHaveLength(0);
    expect(barTips(doc)).toHaveLength(0);
    expect(all(doc, 'text.missing')).toHaveLength(3);
    expect(doc.querySelector('text.missing title')?.textContent).toMatch(/cannot shoot/);
    expect(() => outcomeBars(report, 'dragons', 'open ground')).toThrow(UsageError);
  });
});

describe('conditionEffectSvg', () => {
  it('draws a dot per matchup present in the baseline and each other set, and a mean per row', async () => {
    const three = await fixtureReport({
      conditions: [...FIXTURE.conditions, { name: 'attacker general', attacker: { general: true } }],
    });
    for (const r of [report, three]) {
      const doc = parseSvg(conditionEffect(r));
      const [baseline, ...others] = r.conditions;
      const matchups = r.attackers.length * r.defenders.length;
      const rows = all(doc, 'g.dots');
      expect(rows).toHaveLength(others.length);
      expect(all(doc, '.dots circle')).toHaveLength(others.length * matchups);
      expect(all(doc, 'rect.mean')).toHaveLength(others.length);
      expect(all(doc, '.row-labels text').map((t) => t.firstChild?.textContent)).toEqual(others.map((c) => c.name));

      const edge = (condition: string, a: string, d: string): number => {
        const cell = r.cells.find((c) => c.condition === condition && c.attacker === a && c.defender === d);
        if (!cell) throw new Error('fixture cell missing');
        return netEdge(cell.result, r.system.outcomes);
      };
      const x = axisScale(doc);
      const name = (label: string): string => r.system.troopNames[label] ?? label;
      others.forEach((set, row) => {
        const circles = all(rows[row] as Element, 'circle');
        // A tooltip on the last dot at each spot, which covers the ones before it and counts them.
        const titled = circles.filter((c) => c.querySelector('title'));
        const spot = (c: Element): string => `${c.getAttribute('cx')} ${c.getAttribute('cy')}`;
        for (const [i, c] of circles.entries()) expect(titled.includes(c)).toBe(!circles.slice(i + 1).some((later) => spot(later) === spot(c)));
        const covered = (c: Element): number => circles.filter((other) => other !== c && spot(other) === spot(c)).length;
        const tooltips = titled.map((c) => c.querySelector('title')?.textContent ?? '');
        titled.forEach((c, k) => expect(tooltips[k]?.endsWith(covered(c) === 0 ? ')' : `and ${covered(c)} more matchup${covered(c) === 1 ? '' : 's'} under this dot`)).toBe(true));
        // Every matchup's change, in words on its own dot or counted under one at the same spot, each dot where its change is.
        const named = r.attackers.flatMap((a) => r.defenders.map((d) => ({ a, d, delta: edge(set.name, a, d) - edge(baseline?.name ?? '', a, d) })));
        let found = 0;
        for (const { a, d, delta } of named) {
          const words = `${name(a)} v ${name(d)}: ${signedText(delta)} (${signedText(edge(baseline?.name ?? '', a, d))} → ${signedText(edge(set.name, a, d))})`;
          const k = tooltips.findIndex((t) => t === words || t.startsWith(`${words} · `));
          if (k < 0) continue;
          found += 1 + covered(titled[k] as Element);
          expect(Math.abs(num(titled[k] as Element, 'cx') - x(delta))).toBeLessThanOrEqual(1);
        }
        expect(found).toBe(matchups);
      });
      const uphillDeltas = r.attackers.flatMap((a) => r.defenders.map((d) => edge('defender uphill', a, d) - edge('open ground', a, d)));
      const mean = uphillDeltas.reduce((s, v) => s + v, 0) / uphillDeltas.length;
      expect(doc.querySelector('text.mean-label')?.textContent).toBe(`mean ${signedText(mean)}`);
      expect(Math.abs(num(doc.querySelector('rect.mean') as Element, 'x') + 1.5 - x(mean))).toBeLessThanOrEqual(1);
      expect(mean).toBeLessThan(0); // uphill defenders are +1 (seed 000 line 49): the attacker loses edge

      const text = textOf(doc);
      expect(doc.querySelector('text.title')?.textContent).toBe("How each condition set changes the attacker's net edge vs open ground");
      expect(text).toContain("change in attacker's net edge vs open ground");
      expect(text).toContain('condition set');
      expect(text).toContain('one matchup (attacker v defender)');
      expect(text).toContain('mean of the row');
      expectChrome(doc, r);
    }
  });

  it('says so when there is only one condition set', async () => {
    const single = await fixtureReport({ conditions: [{ name: 'open ground' }] });
    const doc = parseSvg(conditionEffect(single));
    expect(all(doc, 'circle')).toHaveLength(0);
    expect(doc.querySelector('text.title')?.textContent).toContain('vs open ground');
    expect(textOf(doc)).toContain('Only one condition set (open ground)');
    expectChrome(doc, single, false);
  });
});

describe('dodge (beeswarm offsets)', () => {
  const radius = 4.5;
  const maxOffset = 71.5;

  it('spreads dots at one x across the row, nearest the centre line first', () => {
    const offsets = dodge([10, 10, 10, 40], radius, maxOffset);
    [0, 10.8, -10.8, 0].forEach((y, i) => expect(offsets[i]).toBeCloseTo(y, 9));
  });

  it('never lets two dots inside the row overlap, and keeps every dot within the bound', () => {
    // Whole pixels in scrambled order with many ties, as rangeRound'ed net-edge changes are.
    const xs = Array.from({ length: 1500 }, (_, i) => 100 + ((i * 7919) % 400));
    const offsets = dodge(xs, radius, maxOffset);
    expect(offsets).toEqual(dodge(xs, radius, maxOffset));
    expect(Math.max(...offsets.map(Math.abs))).toBeLessThanOrEqual(maxOffset);
    const inside = xs.map((x, i) => ({ x, y: offsets[i] ?? 0 })).filter((p) => Math.abs(p.y) < maxOffset);
    expect(inside.length).toBeGreaterThan(xs.length / 3);
    let overlaps = 0;
    for (let i = 0; i < inside.length; i++) {
      for (let j = i + 1; j < inside.length; j++) {
        const a = inside[i]!;
        const b = inside[j]!;
        if (Math.hypot(a.x - b.x, a.y - b.y) < 2 * radius - 1e-9) overlaps++;
      }
    }
    expect(overlaps).toBe(0);
  });

  it('puts dots that find no room at the edges, alternately above and below', () => {
    const offsets = dodge(new Array<number>(40).fill(100), radius, maxOffset);
    // 2r apart at one x: every other slot of 1.2r, 13 either side of the centre within ±71.5.
    expect(new Set(offsets.filter((o) => Math.abs(o) < maxOffset)).size).toBe(13);
    const edges = offsets.filter((o) => Math.abs(o) === maxOffset);
    expect(edges).toHaveLength(40 - 13);
    expect(edges.slice(0, 4)).toEqual([maxOffset, -maxOffset, maxOffset, -maxOffset]);
  });
});

describe('marks written as markup', () => {
  const nasty = 'Kn<i>ghts & "Co" \'Ltd\'\t\n<!--x-->';

  it('writes d3-drawn nodes and markup exactly as the XML serialiser writes the DOM', () => {
    // Drawn in jsdom, whose XMLSerializer is the reference; the markup below in chartDom's document.
    const viaDom = svgDocument(window.document, { width: 10, height: 10, title: 't', fontSize: 12 });
    viaDom.svg.append('rect').attr('class', 'cell').attr('x', 1.5).attr('data-name', nasty).attr('data-none', null).append('title').text(nasty);
    viaDom.svg.append('circle').attr('r', 2);
    viaDom.svg.append('text').text('');
    const node = viaDom.svg.node() as SVGSVGElement;
    const view = node.ownerDocument.defaultView as unknown as typeof window;
    expect(String(viaDom.serialise())).toBe(new view.XMLSerializer().serializeToString(node));

    const viaMarkup = svgDocument(dom, { width: 10, height: 10, title: 't', fontSize: 12 });
    viaMarkup.appendMarkup(viaMarkup.svg, [mark('rect', { class: 'cell', x: 1.5, 'data-name': nasty, 'data-none': null }, mark('title', {}, nasty)), mark('circle', { r: 2 }), mark('text', {})]);
    expect(String(viaMarkup.serialise())).toBe(String(viaDom.serialise()));
  });

  it('writes a row of values as one text of tspans, each at its own x, escaped; a baseline centred as dy="0.35em" centres it', () => {
    expect(String(textsOnLine(20, [{ x: 10, text: '42%' }, { x: 50, text: '<8%>', fill: '#fff' }]))).toBe('<text y="20"><tspan x="10">42%</tspan><tspan x="50" fill="#fff">&lt;8%&gt;</tspan></text>');
    expect(String(textsOnLine(20, [{ x: 10, text: '42%', fill: null }]))).toBe('<text x="10" y="20">42%</text>');
    expect(centredBaseline(124, 11)).toBe(127.85);
    expect(centredBaseline(124, 12)).toBe(128.2);
    expect(pixels(665.9628310459984)).toBe(665.96);
  });

  it('writes every chart as the XML serialiser would write it back', () => {
    for (const chart of fixtureCharts(report)) {
      const doc = parseSvg(chart.svg);
      expect(new window.XMLSerializer().serializeToString(doc.documentElement), chart.title).toBe(String(chart.svg));
    }
  });

  it('keeps markup where it was appended among the nodes d3 draws', () => {
    const doc = svgDocument(dom, { width: 10, height: 10, title: 't', fontSize: 12 });
    const g = doc.svg.append('g').attr('class', 'marks');
    g.append('line').attr('class', 'before');
    doc.appendMarkup(g, mark('circle', { class: 'inserted' }));
    g.append('line').attr('class', 'after');
    // A name that looks like the placeholder is escaped by the serialiser, so never replaced.
    doc.svg.append('text').text('<!--0-->');
    const parsed = parseSvg(doc.serialise());
    expect(all(parsed, 'g.marks > *').map((e) => e.getAttribute('class'))).toEqual(['before', 'inserted', 'after']);
    expect(parsed.querySelector('svg > text')?.textContent).toBe('<!--0-->');
  });
});

describe('escaping names from user files', () => {
  const nasty = 'Kn<i>ghts & "Co" \'Ltd\'';
  const condition = 'open <&"> ground';
  let escaped: SweepReport;

  beforeAll(async () => {
    escaped = await fixtureReport({
      troopNames: { knights: nasty },
      scenarioTitle: 'Raid <script>alert(1)</script> & "friends"',
      conditions: [{ name: condition }, { name: 'uphill', defender: { uphill: true } }],
    });
  });

  it('escapes names in every SVG, which still parses and shows them verbatim', () => {
    const svgs = [heatmapSvg(escaped, condition), outcomeBars(escaped, 'knights', condition), outcomeBars(escaped, 'riders', condition), conditionEffect(escaped)].map(String);
    for (const svg of svgs) {
      expect(svg).not.toContain('<i>');
      expect(svg).not.toContain('<&">');
      const doc = parseSvg(svg);
      expect(all(doc, 'i')).toHaveLength(0);
      expect(textOf(doc)).toMatch(/Kn<i>ghts & "Co" 'Ltd'|open <&"> ground/);
    }
    expect(svgs[0]).toContain('Kn&lt;i&gt;ghts &amp;');
    expect(textOf(parseSvg(svgs[0] ?? ''))).toContain(nasty);
    expect(textOf(parseSvg(svgs[1] ?? ''))).toContain(`${nasty} v each defender — outcome chances, ${condition}`);
  });
});

describe('focusSvg (one matchup across every condition set)', () => {
  const model = reportModel(FOCUS_REPORT);

  it('draws a row per condition set, each side\'s outcomes as the hand-made numbers say', () => {
    const doc = parseSvg(focusSvg(dom, model, 'blades', 'warband'));
    expect(doc.querySelector('text.title')?.textContent).toBe('Blades v Warband: outcome chances under each condition set');
    expect(all(doc, '.row-labels text').map((t) => t.textContent)).toEqual(['open ground', 'Warband in bad going', 'shooting']);
    expect(all(doc, 'text.side-label').map((t) => t.textContent)).toEqual(['← outcomes for Blades', 'outcomes for Warband →']);
    // Each row's segments, read back by their tooltip band, side, colour and width.
    const centre = num(doc.querySelector('line.centre-line') as Element, 'x1');
    const outcome = (fill: string): string => FOCUS_REPORT.system.outcomes.find((o) => palette.outcome(o.id) === fill)?.id ?? fill;
    const tips = barTips(doc);
    const segments = tips.flatMap((tip) => {
      const own = barSegments(doc).filter((s) => s.y >= tip.top && s.y < tip.bottom);
      const side = (s: (typeof own)[number]): string => (s.x < centre ? 'attacker' : 'defender');
      const outward = (s: (typeof own)[number]): number => Math.abs(s.x + s.width / 2 - centre);
      return own.sort((a, b) => side(a).localeCompare(side(b)) || outward(a) - outward(b)).map((s) => [tip.title.split(' · ')[0], side(s), outcome(s.fill), s.width]);
    });
    // 220 px a side for 100%, on a scale rounded to whole pixels: 12.5% ends at 27.5 px, so 28, and 37.5% runs on to 110.
    expect(segments).toEqual([
      ['Blades v Warband, open ground', 'attacker', 'recoil', 66],
      ['Blades v Warband, open ground', 'attacker', 'destroyed', 22],
      ['Blades v Warband, open ground', 'defender', 'recoil', 55],
      ['Blades v Warband, open ground', 'defender', 'destroyed', 44],
      ['Blades v Warband, Warband in bad going', 'attacker', 'recoil', 110],
      ['Blades v Warband, Warband in bad going', 'defender', 'recoil', 28],
      ['Blades v Warband, Warband in bad going', 'defender', 'destroyed', 82],
    ]);
    expect(tips.map((t) => t.title)).toEqual([
      'Blades v Warband, open ground · attacker: recoil 30.0%, destroyed 10.0% · defender: recoil 25.0%, destroyed 20.0%',
      'Blades v Warband, Warband in bad going · attacker: recoil 50.0% · defender: recoil 12.5%, destroyed 37.5%',
    ]);
    const missing = doc.querySelector('text.missing');
    expect(missing?.textContent).toContain('n/a: not playable');
    expect(missing?.querySelector('title')?.textContent).toBe('Blades v Warband, shooting: Blades cannot shoot in hott2');
    expect(() => focusSvg(dom, model, 'warband', 'blades')).toThrow(UsageError);
  });

  it('comes first in the catalogue, open, one per focus matchup the report has', () => {
    const charts = reportCharts(model);
    expect(charts[0]).toMatchObject({ id: 'focus-blades-v-warband', section: 'Focus matchups', collapsed: false, title: 'Blades v Warband under each condition set' });
    expect(charts.filter((c) => c.section === 'Focus matchups')).toHaveLength(1);
    expect(reportCharts(reportModel({ ...FOCUS_REPORT, focus: [] })).some((c) => c.id.startsWith('focus-'))).toBe(false);
  });
});

describe('the catalogue of a report', () => {
  it('has outcome bars for every attacker under every condition set, collapsed, a section per set', () => {
    const charts = fixtureCharts(report) as ReturnType<typeof reportCharts>;
    report.conditions.forEach((set, i) => {
      const bars = charts.filter((c) => c.section === `Outcomes under “${set.name}”`);
      expect(bars.map((c) => c.id)).toEqual(report.attackers.map((a) => `outcomes-${i + 1}-${a}`));
      expect(bars.every((c) => c.collapsed)).toBe(true);
      for (const chart of bars) expect(parseSvg(chart.svg).querySelector('text.title')?.textContent).toContain(`outcome chances, ${set.name}`);
    });
    expect(charts.filter((c) => c.section === 'Net edge').map((c) => c.collapsed)).toEqual([false, false]);
    expect(charts.find((c) => c.id === 'condition-effect')).toMatchObject({ section: 'Across condition sets', collapsed: false });
  });
});

describe('points drawn in points', () => {
  // A metric counted in half-points, as Little Orc Wars counts them: 0..6 steps is 0..3 points.
  const halfPoints: MetricResult = {
    name: 'defender-points-lost',
    label: 'defender points lost, in half-points (2 = 1 point)',
    points: { side: 'defender', perStep: 0.5, label: 'defender points lost' },
    probabilities: [0.1, 0.1, 0.2, 0.2, 0.2, 0.1, 0.1],
    overflow: 0,
    mean: 3,
    sd: 1.7,
    p5: 0,
    p50: 3,
    p95: 6,
    atLeast: [1, 0.9, 0.8, 0.6, 0.4, 0.2, 0.1],
    intervals: null,
  };
  const halves = handReport({
    conditions: [{ name: 'open ground', combat: 'close' }],
    attackers: ['blades'],
    defenders: ['warband'],
    cells: [{ condition: 'open ground', attacker: 'blades', defender: 'warband', outcomes: { attacker: {}, defender: {} }, metrics: [halfPoints] }],
  });

  it('a half-point metric is drawn on an axis of points, its figures in points', () => {
    const doc = parseSvg(metricRangesSvg(dom, reportModel(halves), 'defender-points-lost', 'open ground'));
    expect(all(doc, '.x-axis .tick text').map((t) => t.textContent)).toEqual(['0', '1', '2', '3']);
    expect(doc.querySelector('text.axis-label')?.textContent).toBe('defender points lost');
    expect(doc.querySelector('g.metric-row title')?.textContent).toBe('Blades v Warband: mean 1.50, sd 0.85, 5th 0, median 1.5, 95th 3');
    const chart = reportCharts(reportModel(halves)).find((c) => c.id === 'metric-defender-points-lost');
    expect(chart?.title).toBe('defender points lost, open ground');
    expect(chart?.caption).not.toContain('half-points');
  });
});

describe('the source line', () => {
  const cells = [{ condition: 'open ground', attacker: 'blades', defender: 'warband', outcomes: { attacker: { recoil: 0.5 }, defender: { destroyed: 0.25 } } }];
  const spec = { conditions: [{ name: 'open ground', combat: 'close' }], attackers: ['blades'], defenders: ['warband'], cells };
  const sourceOf = (r: SweepReport): string => all(parseSvg(netEdgeHeatmapSvg(dom, reportModel(r), 'open ground')), 'text.source tspan').map((t) => t.textContent).join(' · ');

  it('names the rule text and its line, and for an exact result no trials and no seed', () => {
    expect(sourceOf(handReport(spec))).toBe('Source: Hordes of the Things 2nd ed. reference sheet, line 64 · method: exact enumeration');
  });

  it('keeps trials and seed for Monte Carlo', () => {
    expect(sourceOf(handReport({ ...spec, mc: { trials: 20000, seed: 7 } }))).toBe('Source: Hordes of the Things 2nd ed. reference sheet, line 64 · method: Monte Carlo · trials: 20,000 · seed: 7');
  });
});
