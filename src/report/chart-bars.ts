import { max } from 'd3-array';
import { axisBottom } from 'd3-axis';
import { format } from 'd3-format';
import { scaleLinear, type ScaleLinear } from 'd3-scale';
import type { OutcomeDef } from '../core/system.js';
import { FRAME_SIZES, drawAxis, drawLabel, drawSource, drawVerticalGrid, footerLayout, frameText, headingLayout, openChart, type FrameText } from './chart-frame.js';
import { drawSwatchLegend, swatchLines, type Swatch } from './chart-legend.js';
import { centredBaseline, textsOnLine, textWidth, type TextPiece } from './chart-text.js';
import { mark, type Markup } from './markup.js';
import type { ModelCell } from './model.js';
import { palette } from './palette.js';
import type { SvgDocument } from './svg-document.js';

/** Sizes in pixels. Each half of the bar is 0..100% of one side's chances. */
const defaults = {
  ...FRAME_SIZES,
  halfWidth: 220,
  rowHeight: 26,
  barHeight: 16,
  labelGap: 8,
  sectionGap: 18,
  /** Half a "100%" tick label hangs past each end of the axis. */
  tickOverhang: 16,
  /** A segment's percentage is printed inside it only when it fits with this much room. */
  segmentLabelRoom: 6,
  /** Segments narrower than this are drawn as rects, not as part of their outcome's path (`segmentPaths`). */
  sliver: 2,
  ticks: [-1, -0.75, -0.5, -0.25, 0, 0.25, 0.5, 0.75, 1],
  minWidth: 420,
} as const;

const percent = format('.0%');
const percentPrecise = format('.1%');

/** One row of bars: a matchup's result (or why there is none), its label, and what names it in tooltips. */
export interface BarRow {
  readonly label: string;
  /** "Knights v Spears": starts every tooltip of the row. */
  readonly vs: string;
  readonly cell: ModelCell | undefined;
  /** Why the rules refuse the matchup, when they do. */
  readonly skipped: string | undefined;
}

/**
 * Diverging stacked bars: a row per matchup, the attacker's unfavourable outcomes stacked
 * left of the centre line, the defender's right, each in its outcome's fixed colour.
 * `sides` name the halves when the names fit over them (else "the attacker", "the defender").
 */
export interface DivergingBars {
  readonly className: string;
  readonly frame: { readonly title: string; readonly subtitle: string; readonly source: string };
  readonly outcomes: readonly OutcomeDef[];
  readonly rowHeader: string;
  readonly sides: { readonly attacker: string | null; readonly defender: string | null };
  readonly rows: readonly BarRow[];
}

interface BarsLayout {
  readonly width: number;
  readonly height: number;
  readonly text: FrameText;
  readonly legendY: number;
  readonly headerY: number;
  readonly plotLeft: number;
  readonly plotTop: number;
  readonly axisY: number;
  readonly axisLabelY: number;
  readonly sourceY: number;
  readonly x: ScaleLinear<number, number>;
}

const swatches = (bars: DivergingBars): Swatch[] => bars.outcomes.map((o) => ({ label: o.label, colour: palette.outcome(o.id) }));
const LEGEND_LEAD = 'Unfavourable outcome:';

/** Left to right: row labels, the two halves; top to bottom: heading, legend, side labels, rows, axis, source. */
function barsLayout(bars: DivergingBars): BarsLayout {
  const d = defaults;
  const nameWidth = Math.max(textWidth(bars.rowHeader, d.fontSize, true), max(bars.rows, (r) => textWidth(r.label, d.fontSize)) ?? 0);
  const plotLeft = Math.ceil(d.padding + nameWidth + d.labelGap);
  const plotWidth = 2 * d.halfWidth;
  const width = Math.ceil(Math.max(d.minWidth, plotLeft + plotWidth + d.tickOverhang + d.padding, 2 * d.padding + textWidth(bars.frame.title, d.titleSize, true)));
  const text = frameText(width, bars.frame.title, bars.frame.subtitle, bars.frame.source);
  const legendY = headingLayout(d, text.subtitle.length).bottom + 8;
  const headerY = legendY + swatchLines(LEGEND_LEAD, swatches(bars), width - 2 * d.padding).length * d.lineHeight + d.sectionGap;
  const plotTop = headerY + 8;
  const axisY = plotTop + bars.rows.length * d.rowHeight;
  const { axisLabelY, sourceY, height } = footerLayout(d, axisY, text.source.length);
  const x = scaleLinear().domain([-1, 1]).rangeRound([plotLeft, plotLeft + plotWidth]);
  return { width, height, text, legendY, headerY, plotLeft, plotTop, axisY, axisLabelY, sourceY, x };
}

/** Which side is which, said above the bars where a reader starts: a side's name where it fits over its half. */
function drawSideLabels(doc: SvgDocument, bars: DivergingBars, l: BarsLayout): void {
  const d = defaults;
  const fits = (text: string): boolean => textWidth(text, d.fontSize, true) <= d.halfWidth - d.labelGap;
  const side = (name: string | null, named: (n: string) => string, fallback: string): string => (name !== null && fits(named(name)) ? named(name) : fallback);
  const centre = l.x(0);
  const left = side(bars.sides.attacker, (n) => `← outcomes for ${n}`, '← outcomes for the attacker');
  const right = side(bars.sides.defender, (n) => `outcomes for ${n} →`, 'outcomes for the defender →');
  drawLabel(doc.svg, { className: 'side-label', text: left, x: centre - d.labelGap, y: l.headerY, anchor: 'end' });
  drawLabel(doc.svg, { className: 'side-label', text: right, x: centre + d.labelGap, y: l.headerY });
}

/** Why a row has no bars, in muted italics at the centre line, with the rules' reason on hover. */
function missingMark(row: BarRow, l: BarsLayout, rowY: number): Markup {
  const d = defaults;
  return mark(
    'text',
    // A white halo keeps the note readable across the gridlines.
    { class: 'missing', x: l.x(0) + d.labelGap, y: centredBaseline(rowY + d.rowHeight / 2, d.fontSize), fill: palette.muted, 'font-style': 'italic', stroke: '#fff', 'stroke-width': 4, 'paint-order': 'stroke' },
    [row.skipped ? 'n/a: not playable' : 'n/a: not in this run', mark('title', {}, `${row.vs}: ${row.skipped ?? 'no result in this run'}`)],
  );
}

/** One bar segment: an outcome's chance `p` for one side of a row, from `from` to `to` pixels at `y`. */
interface Segment {
  readonly outcome: OutcomeDef;
  readonly side: 'attacker' | 'defender';
  readonly p: number;
  readonly from: number;
  readonly to: number;
  readonly y: number;
}

/** One side's segments of a row, stacked outward from the centre in the system's order: mild results nearest the line. */
function sideSegments(bars: DivergingBars, cell: ModelCell, side: 'attacker' | 'defender', l: BarsLayout, y: number): Segment[] {
  const direction = side === 'attacker' ? -1 : 1;
  let cumulative = 0;
  return bars.outcomes.flatMap((outcome) => {
    const p = cell.result.outcomes[side][outcome.id] ?? 0;
    if (p <= 0) return [];
    const from = l.x(direction * cumulative);
    cumulative += p;
    return [{ outcome, side, p, from, to: l.x(direction * cumulative), y }];
  });
}

/**
 * The segments as a `<path>` per side and outcome, each a rectangle per row in its outcome's
 * colour (outlined in white by their group), painted in the order of a rect per segment (the
 * attacker's outcomes, then the defender's): segments never overlap and meet only their
 * neighbours, so the picture is the same at a fraction of the bytes. A segment narrower than a
 * pixel is left out, as a rect of width 0 draws nothing; one narrower than `sliver` stays a
 * rect, as Chromium paints the outline of a path that thin a shade apart from a rect's.
 */
function segmentPaths(bars: DivergingBars, segments: readonly Segment[]): Markup[] {
  const d = defaults;
  const box = (s: Segment): { x: number; y: number; width: number } => ({ x: Math.min(s.from, s.to), y: s.y, width: Math.abs(s.to - s.from) });
  // Each side's segments by outcome, in row order, in one pass: filtering every segment once per side and outcome
  // cost more than the rest of a chart with many rows and outcomes (d3h2's).
  const bySide = { attacker: new Map<OutcomeDef, Segment[]>(), defender: new Map<OutcomeDef, Segment[]>() };
  for (const s of segments) {
    if (s.to === s.from) continue;
    const byOutcome = bySide[s.side];
    const list = byOutcome.get(s.outcome);
    if (list) list.push(s);
    else byOutcome.set(s.outcome, [s]);
  }
  return (['attacker', 'defender'] as const).flatMap((side) =>
    bars.outcomes.flatMap((o) => {
      const fill = palette.outcome(o.id);
      const own = (bySide[side].get(o) ?? []).map(box);
      const path = own.filter((b) => b.width >= d.sliver).map((b) => `M${b.x} ${b.y}h${b.width}v${d.barHeight}h${-b.width}z`).join('');
      const slivers = own.filter((b) => b.width < d.sliver).map((b) => mark('rect', { ...b, height: d.barHeight, fill }));
      return [...(path === '' ? [] : [mark('path', { d: path, fill })]), ...slivers];
    }),
  );
}

/** A segment's percentage, to print on it where it fits, in text readable on its colour. */
function segmentValue(s: Segment): TextPiece[] {
  const d = defaults;
  const text = percent(s.p);
  if (Math.abs(s.to - s.from) < textWidth(text, d.smallSize) + d.segmentLabelRoom) return [];
  const ink = palette.textOn(palette.outcome(s.outcome.id));
  return [{ x: (s.from + s.to) / 2, text, fill: ink === palette.ink ? null : ink }];
}

/** A row's tooltip: the matchup and each side's unfavourable outcomes with their chances ('none' for a side with none). */
function rowTooltip(row: BarRow, segments: readonly Segment[]): string {
  const side = (name: 'attacker' | 'defender'): string => {
    const own = segments.filter((s) => s.side === name);
    return `${name}: ${own.length === 0 ? 'none' : own.map((s) => `${s.outcome.label} ${percentPrecise(s.p)}`).join(', ')}`;
  };
  return `${row.vs} · ${side('attacker')} · ${side('defender')}`;
}

/**
 * Per row a label and its bars (or the note of their absence), as markup (markup.ts): the
 * segments' paths, their values (a `<text>` per row), and over each row, label and bars, an
 * invisible band (a path: shorter to write than a rect) whose tooltip gives the row's figures,
 * one per row where a tooltip per segment repeated the matchup's names.
 */
function drawRows(doc: SvgDocument, bars: DivergingBars, l: BarsLayout): void {
  const d = defaults;
  const [labels, notes, values, tips]: [Markup[], Markup[], Markup[], Markup[]] = [[], [], [], []];
  const segments: Segment[] = [];
  bars.rows.forEach((row, i) => {
    const rowY = l.plotTop + i * d.rowHeight;
    labels.push(mark('text', { y: centredBaseline(rowY + d.rowHeight / 2, d.fontSize) }, row.label));
    if (!row.cell) {
      notes.push(missingMark(row, l, rowY));
      return;
    }
    const barY = rowY + (d.rowHeight - d.barHeight) / 2;
    const own = [...sideSegments(bars, row.cell, 'attacker', l, barY), ...sideSegments(bars, row.cell, 'defender', l, barY)];
    segments.push(...own);
    const printed = own.flatMap(segmentValue);
    if (printed.length > 0) values.push(textsOnLine(centredBaseline(barY + d.barHeight / 2, d.smallSize), printed));
    tips.push(mark('path', { d: `M0 ${rowY}h${l.width}v${d.rowHeight}H0z` }, mark('title', {}, rowTooltip(row, own))));
  });
  doc.appendMarkup(doc.svg.append('g').attr('class', 'row-labels').attr('text-anchor', 'end').attr('transform', `translate(${l.plotLeft - d.labelGap},0)`), labels);
  doc.appendMarkup(doc.svg.append('g').attr('class', 'bars').attr('stroke', '#fff').attr('stroke-width', 0.75), [...segmentPaths(bars, segments), ...notes]);
  doc.appendMarkup(doc.svg.append('g').attr('class', 'bar-values').attr('text-anchor', 'middle').attr('font-size', d.smallSize), values);
  doc.appendMarkup(doc.svg.append('g').attr('class', 'bar-tips').attr('fill', 'none').attr('pointer-events', 'all'), tips);
}

/**
 * A diverging stacked bar chart (`DivergingBars`): frame, swatch legend, side labels,
 * gridlines, in `<g class="bars">` a `<path>` per side and outcome (a rectangle per row
 * where its chance is above zero), the values, a tooltip per row, the centre line, the axis
 * in percent each way, and the source.
 *
 * @example
 * divergingBarsSvg(dom, { className: 'oddsmith-chart outcome-bars', frame, outcomes, rowHeader: 'defender', sides, rows });
 */
export function divergingBarsSvg(dom: Document, bars: DivergingBars): Markup {
  const d = defaults;
  const l = barsLayout(bars);
  const doc = openChart(dom, { width: l.width, height: l.height, className: bars.className }, l.text);
  drawSwatchLegend(doc.svg, { lead: LEGEND_LEAD, items: swatches(bars), x: d.padding, y: l.legendY, width: l.width - 2 * d.padding });
  drawSideLabels(doc, bars, l);
  drawVerticalGrid(doc.svg, l.x, d.ticks, l.plotTop, l.axisY);
  drawRows(doc, bars, l);
  const centre = l.x(0);
  doc.svg.append('line').attr('class', 'centre-line').attr('x1', centre).attr('x2', centre).attr('y1', l.plotTop - 4).attr('y2', l.axisY).attr('stroke', palette.ink).attr('stroke-width', 1.5);
  const tick = (v: number): string => (v === 0 ? '0' : percent(Math.abs(v)));
  drawAxis(doc.svg, { className: 'axis', y: l.axisY, axis: axisBottom(l.x).tickValues(d.ticks).tickFormat((v) => tick(Number(v))), inheritFont: true });
  drawLabel(doc.svg, { text: 'chance of each unfavourable outcome, per side', x: centre, y: l.axisLabelY, anchor: 'middle' });
  // The row axis is named like a table header, over the row labels: readable at any row count.
  drawLabel(doc.svg, { text: bars.rowHeader, x: l.plotLeft - d.labelGap, y: l.headerY, anchor: 'end' });
  drawSource(doc.svg, d, l.text.source, l.sourceY);
  return doc.serialise();
}
