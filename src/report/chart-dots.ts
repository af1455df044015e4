import { max, sum } from 'd3-array';
import { axisBottom } from 'd3-axis';
import { format } from 'd3-format';
import { scaleLinear, type ScaleLinear } from 'd3-scale';
import type { Selection } from 'd3-selection';
import { dodge } from './charts/beeswarm.js';
import { FRAME_SIZES, drawAxis, drawLabel, drawSource, drawVerticalGrid, footerLayout, frameText, headingLayout, openChart, type FrameText } from './chart-frame.js';
import { signed, textBlock, textWidth, wrapText } from './chart-text.js';
import { mark, type Markup } from './markup.js';
import { palette } from './palette.js';
import { pixels, type SvgDocument } from './svg-document.js';

/** Sizes in pixels. */
const defaults = {
  ...FRAME_SIZES,
  plotWidth: 480,
  dotRadius: 4.5,
  /** A row is at least this tall, and grows (up to `maxRowHeight`) to fit dodged dots. */
  rowHeight: 40,
  maxRowHeight: 160,
  rowPadding: 8,
  meanHeight: 0.8,
  labelGap: 8,
  sectionGap: 18,
  /** The x domain is at least ±this, so a tiny effect is not blown up to fill the plot. */
  minExtent: 0.25,
  ticks: 8,
  minWidth: 420,
} as const;

/** One dot: its value on the signed x axis and its tooltip. */
export interface Dot {
  readonly value: number;
  readonly tooltip: string;
}

/** A row of dots with its label (and the label's tooltip), its mean, and what to say when it has no dots. */
export interface DotRow {
  readonly label: string;
  readonly labelTitle: string;
  readonly dots: readonly Dot[];
  readonly mean: number | null;
  readonly empty: string;
}

/**
 * Rows of dots on one signed axis around zero (a beeswarm per row, each row's mean a bar):
 * the condition-effect chart. `legend` names the dot, the mean and the zero line; with no
 * rows, `empty` is said where the dots would be.
 */
export interface DotRows {
  readonly className: string;
  readonly frame: { readonly title: string; readonly subtitle: string; readonly source: string };
  readonly rowHeader: string;
  readonly axisLabel: string;
  readonly legend: { readonly dot: string; readonly mean: string; readonly zero: string };
  readonly rows: readonly DotRow[];
  readonly empty: string;
}

type Group = Selection<SVGGElement, unknown, null, undefined>;

interface RowLayout extends DotRow {
  readonly offsets: readonly number[];
  readonly height: number;
}

interface DotsLayout {
  readonly width: number;
  readonly height: number;
  readonly text: FrameText;
  readonly plotLeft: number;
  readonly legendY: number;
  readonly plotTop: number;
  readonly axisY: number;
  readonly axisLabelY: number;
  readonly sourceY: number;
  readonly x: ScaleLinear<number, number>;
  readonly rows: readonly RowLayout[];
}

/** Each row as tall as its dodged dots need (within bounds); a crowded row's outermost dots overlap rather than leave it. */
function rowLayouts(rows: readonly DotRow[], x: ScaleLinear<number, number>): RowLayout[] {
  const d = defaults;
  const maxOffset = d.maxRowHeight / 2 - d.dotRadius - d.rowPadding / 2;
  return rows.map((row) => {
    const offsets = dodge(row.dots.map((dot) => x(dot.value)), d.dotRadius, maxOffset);
    const spread = max(offsets, (o) => Math.abs(o)) ?? 0;
    const height = Math.min(d.maxRowHeight, Math.max(d.rowHeight, 2 * (spread + d.dotRadius + d.rowPadding)));
    const limit = height / 2 - d.dotRadius - d.rowPadding / 2;
    return { ...row, offsets: offsets.map((o) => Math.max(-limit, Math.min(limit, o))), height };
  });
}

/** Left to right: row labels, the plot, the means' labels; top to bottom: heading, legend, rows, axis, source. */
function dotsLayout(spec: DotRows): DotsLayout {
  const d = defaults;
  const labelWidth = Math.max(textWidth(spec.rowHeader, d.fontSize, true), max(spec.rows, (r) => textWidth(r.label, d.fontSize)) ?? 0);
  const plotLeft = Math.ceil(d.padding + labelWidth + d.labelGap);
  const width = Math.ceil(
    Math.max(
      d.minWidth,
      plotLeft + d.plotWidth + d.labelGap + textWidth('mean −0.00', d.smallSize, true) + d.padding,
      2 * d.padding + textWidth(spec.frame.title, d.titleSize, true),
      2 * d.padding + textWidth(spec.axisLabel, d.fontSize, true),
    ),
  );
  const text = frameText(width, spec.frame.title, spec.frame.subtitle, spec.frame.source);
  const extent = Math.max(d.minExtent, max(spec.rows, (r) => max(r.dots, (dot) => Math.abs(dot.value))) ?? 0);
  const x = scaleLinear().domain([-extent, extent]).nice(d.ticks).rangeRound([plotLeft, plotLeft + d.plotWidth]);
  const rows = rowLayouts(spec.rows, x);
  const legendY = headingLayout(d, text.subtitle.length).bottom + 10;
  const plotTop = legendY + d.sectionGap + d.lineHeight;
  const axisY = plotTop + (rows.length === 0 ? 3 * d.rowHeight : sum(rows, (r) => r.height));
  const { axisLabelY, sourceY, height } = footerLayout(d, axisY, text.source.length);
  return { width, height, text, plotLeft, legendY, plotTop, axisY, axisLabelY, sourceY, x, rows };
}

/** Nothing to show: say so where the dots would be. */
function drawEmptyPlot(doc: SvgDocument, spec: DotRows, l: DotsLayout): void {
  const d = defaults;
  doc.svg.append('rect').attr('class', 'empty-plot').attr('x', l.plotLeft).attr('y', l.plotTop).attr('width', d.plotWidth).attr('height', l.axisY - l.plotTop).attr('fill', '#f6f6f6').attr('stroke', palette.rule);
  const lines = wrapText(spec.empty, d.plotWidth - 2 * d.labelGap, d.fontSize);
  textBlock(doc.svg, { lines, x: l.plotLeft + d.labelGap, y: l.plotTop + d.rowHeight, fontSize: d.fontSize, lineHeight: d.lineHeight, className: 'empty-note' });
}

/** The legend: a dot, a mean bar and the zero line, drawn as the marks they explain. */
function drawDotLegend(doc: SvgDocument, spec: DotRows, l: DotsLayout): void {
  const d = defaults;
  const colour = palette.netEdgeScale();
  const legend = doc.svg.append('g').attr('class', 'legend').attr('font-size', d.smallSize).attr('transform', `translate(${d.padding},${l.legendY})`);
  let x = textWidth('Legend:', d.smallSize, true) + d.labelGap;
  legend.append('text').attr('font-weight', 600).text('Legend:');
  for (const [item, label] of Object.entries(spec.legend)) {
    const g = legend.append('g').attr('class', 'legend-item').attr('transform', `translate(${x.toFixed(2)},0)`);
    if (item === 'dot') g.append('circle').attr('cx', d.dotRadius).attr('cy', -4).attr('r', d.dotRadius).attr('fill', colour(0.3)).attr('stroke', palette.ink).attr('stroke-width', 0.75);
    if (item === 'mean') g.append('rect').attr('x', d.dotRadius - 1.5).attr('y', -11).attr('width', 3).attr('height', 14).attr('fill', palette.ink);
    if (item === 'zero') g.append('line').attr('x1', d.dotRadius).attr('x2', d.dotRadius).attr('y1', -11).attr('y2', 3).attr('stroke', palette.muted).attr('stroke-dasharray', '3 2');
    g.append('text').attr('x', 2 * d.dotRadius + d.labelGap / 2).text(label);
    x += 2 * d.dotRadius + d.labelGap / 2 + textWidth(label, d.smallSize) + 2 * d.labelGap;
  }
}

/** What the tooltip of a dot covering `n` others adds. */
const moreUnder = (n: number): string => (n === 0 ? '' : ` · and ${n} more matchup${n === 1 ? '' : 's'} under this dot`);

/**
 * The dots of a row (markup: thousands of them), dodged off its centre line `cy`, in a group
 * that sets what they share. A dot wholly covered by a later one at the same spot cannot be
 * hovered, so only the last dot at a spot has a tooltip, which counts the matchups under it.
 */
function dotMarks(row: RowLayout, l: DotsLayout, cy: number): Markup {
  const d = defaults;
  const colour = palette.netEdgeScale();
  const placed = row.dots.map((dot, i) => ({ dot, cx: l.x(dot.value), cy: pixels(cy + (row.offsets[i] ?? 0)) }));
  const spots = placed.map((p) => `${p.cx} ${p.cy}`);
  const count = new Map<string, number>();
  const last = new Map<string, number>();
  spots.forEach((spot, i) => {
    count.set(spot, (count.get(spot) ?? 0) + 1);
    last.set(spot, i);
  });
  const circles = placed.map((p, i) => {
    const spot = spots[i] ?? '';
    const tooltip = last.get(spot) === i ? mark('title', {}, p.dot.tooltip + moreUnder((count.get(spot) ?? 1) - 1)) : '';
    return mark('circle', { cx: p.cx, cy: p.cy, r: d.dotRadius, fill: colour(p.dot.value) }, tooltip);
  });
  return mark('g', { class: 'dots', 'fill-opacity': 0.85, stroke: palette.ink, 'stroke-width': 0.75 }, circles);
}

/** A row: its label, its rule, its dots, and its mean (a bar and its value) or why it has none. */
function drawDotRow(doc: SvgDocument, groups: { readonly labels: Group; readonly marks: Group }, row: RowLayout, l: DotsLayout, top: number): void {
  const d = defaults;
  const cy = top + row.height / 2;
  const right = l.plotLeft + d.plotWidth;
  groups.labels.append('text').attr('x', l.plotLeft - d.labelGap).attr('y', cy).attr('dy', '0.35em').text(row.label).append('title').text(row.labelTitle);
  groups.marks.append('line').attr('class', 'row-rule').attr('x1', l.plotLeft).attr('x2', right).attr('y1', top + row.height).attr('y2', top + row.height).attr('stroke', palette.rule);
  doc.appendMarkup(groups.marks, dotMarks(row, l, cy));
  if (row.mean === null) {
    groups.marks.append('text').attr('x', l.x(0) + d.labelGap).attr('y', cy).attr('dy', '0.35em').attr('fill', palette.muted).attr('font-style', 'italic').text(row.empty);
    return;
  }
  const barHeight = row.height * d.meanHeight;
  groups.marks.append('rect').attr('class', 'mean').attr('x', l.x(row.mean) - 1.5).attr('y', pixels(cy - barHeight / 2)).attr('width', 3).attr('height', pixels(barHeight)).attr('fill', palette.ink);
  groups.marks.append('text').attr('class', 'mean-label').attr('x', right + d.labelGap).attr('y', cy).attr('dy', '0.35em').attr('font-size', d.smallSize).attr('font-weight', 600).text(`mean ${signed(row.mean)}`);
}

/**
 * A dot-rows chart (`DotRows`): frame, legend, gridlines and the zero line, per row a
 * `<g class="dots">` of a `<circle>` per dot and a `<rect class="mean">`, the signed axis and
 * the source.
 *
 * @example
 * dotRowsSvg(dom, { className: 'oddsmith-chart condition-effect', frame, rowHeader: 'condition set', axisLabel, legend, rows, empty });
 */
export function dotRowsSvg(dom: Document, spec: DotRows): Markup {
  const d = defaults;
  const l = dotsLayout(spec);
  const doc = openChart(dom, { width: l.width, height: l.height, className: spec.className }, l.text);
  if (l.rows.length === 0) {
    drawEmptyPlot(doc, spec, l);
    drawSource(doc.svg, d, l.text.source, l.sourceY);
    return doc.serialise();
  }
  drawDotLegend(doc, spec, l);
  drawVerticalGrid(doc.svg, l.x, l.x.ticks(d.ticks), l.plotTop, l.axisY);
  doc.svg.append('line').attr('class', 'zero-line').attr('x1', l.x(0)).attr('x2', l.x(0)).attr('y1', l.plotTop).attr('y2', l.axisY).attr('stroke', palette.muted).attr('stroke-dasharray', '3 2');
  const groups = { labels: doc.svg.append('g').attr('class', 'row-labels').attr('text-anchor', 'end'), marks: doc.svg.append('g').attr('class', 'rows') };
  let top = l.plotTop;
  for (const row of l.rows) {
    drawDotRow(doc, groups, row, l, top);
    top += row.height;
  }
  const tick = (v: number): string => (v === 0 ? '0' : format('+')(v));
  drawAxis(doc.svg, { className: 'axis', y: l.axisY, axis: axisBottom(l.x).ticks(d.ticks).tickFormat((v) => tick(Number(v))), inheritFont: true });
  drawLabel(doc.svg, { text: spec.axisLabel, x: l.plotLeft + d.plotWidth / 2, y: l.axisLabelY, anchor: 'middle' });
  // The row axis is named like a table header, over the row labels: readable at any row count.
  drawLabel(doc.svg, { text: spec.rowHeader, x: l.plotLeft - d.labelGap, y: l.plotTop - d.labelGap, anchor: 'end' });
  drawSource(doc.svg, d, l.text.source, l.sourceY);
  return doc.serialise();
}
