import { max } from 'd3-array';
import { axisBottom } from 'd3-axis';
import { format } from 'd3-format';
import { scaleLinear } from 'd3-scale';
import { FRAME_SIZES, drawAxis, drawLabel, drawSource, drawVerticalGrid, footerLayout, frameText, headingLayout, openChart } from './chart-frame.js';
import { textWidth } from './chart-text.js';
import { mark, type Markup } from './markup.js';
import { palette } from './palette.js';

/**
 * Sizes in pixels. Stacked (each label over its bar, under its group's heading), the plot is
 * `stackedPlotWidth` and the chart no wider than a phone's figure for short names: a label
 * beside its bar ran the dots off a 390 px screen ("who wins", 330 px of label).
 */
const defaults = { ...FRAME_SIZES, plotWidth: 420, stackedPlotWidth: 300, rowHeight: 22, stackedRowHeight: 32, labelGap: 10, sectionGap: 18, dotRadius: 4.5, minWidth: 520 } as const;

/** One row: a label, a bar from `low` to `high`, a dot at `median`, a tick at `mean`, and its tooltip. */
export interface RangeRow {
  readonly label: string;
  readonly tooltip: string;
  readonly low: number;
  readonly median: number;
  readonly high: number;
  readonly mean: number;
  /** Stacked: the heading it is drawn under (a battle's two armies), shown where it changes. */
  readonly group?: string;
}

/** Rows of ranges on one axis from `domain[0]` (whole-number ticks), named by `axisLabel`. */
export interface RangeRows {
  readonly frame: { readonly title: string; readonly subtitle: string; readonly source: string };
  readonly axisLabel: string;
  readonly domain: readonly [number, number];
  readonly rows: readonly RangeRow[];
  /** Each label over its bar (and each group's heading over its rows), the plot the chart's width: narrow enough for a phone. */
  readonly stacked?: boolean;
}

/**
 * A row as a `<g class="metric-row">`: tooltip, label (ending at the plot, as `<g class="metric-rows">`
 * anchors it; or, stacked, over the bar from its left), bar, dot and tick.
 */
function rangeMark(row: RangeRow, x: (value: number) => number, left: number, y: number, stacked: boolean): Markup {
  const d = defaults;
  const colour = palette.outcome('destroyed');
  const label = stacked ? { x: left, y: y - d.dotRadius - 4, 'text-anchor': 'start' } : { x: left - d.labelGap, y: y + d.fontSize / 3 };
  return mark('g', { class: 'metric-row' }, [
    mark('title', {}, row.tooltip),
    mark('text', label, row.label),
    mark('line', { x1: x(row.low), x2: x(row.high), y1: y, y2: y, stroke: colour, 'stroke-width': 4, 'stroke-opacity': 0.45, 'stroke-linecap': 'round' }),
    mark('circle', { cx: x(row.median), cy: y, r: d.dotRadius, fill: colour }),
    mark('line', { x1: x(row.mean), x2: x(row.mean), y1: y - 7, y2: y + 7, stroke: palette.ink, 'stroke-width': 1.5 }),
  ]);
}

/**
 * A ranges chart (`RangeRows`): frame, whole-number gridlines and axis, a `<g class="metric-row">`
 * per row, and the source.
 *
 * @example
 * rangeRowsSvg(dom, { frame, axisLabel: 'defender points lost', domain: [0, 6], rows });
 */
export function rangeRowsSvg(dom: Document, spec: RangeRows): Markup {
  const d = defaults;
  const stacked = spec.stacked === true;
  const [first, last] = spec.domain;
  const labelWidth = max(spec.rows, (r) => textWidth(r.label, d.fontSize)) ?? 0;
  const plotWidth = stacked ? d.stackedPlotWidth : d.plotWidth;
  const plotLeft = stacked ? d.padding : Math.ceil(d.padding + labelWidth + d.labelGap);
  const headings = stacked ? spec.rows.flatMap((r, i) => (r.group !== undefined && r.group !== spec.rows[i - 1]?.group ? [{ at: i, text: r.group }] : [])) : [];
  const widest = Math.max(plotWidth, labelWidth, max(headings, (h) => textWidth(h.text, d.fontSize, true)) ?? 0);
  const width = Math.ceil(Math.max(stacked ? 0 : d.minWidth, plotLeft + widest + 2 * d.padding - (stacked ? d.padding : 0), 2 * d.padding + textWidth(spec.frame.title, d.titleSize, true)));
  const text = frameText(width, spec.frame.title, spec.frame.subtitle, spec.frame.source);
  const top = headingLayout(d, text.subtitle.length).bottom + d.sectionGap;
  // Each row's centre, a heading's line above the first row of its group.
  const rowHeight = stacked ? d.stackedRowHeight : d.rowHeight;
  const centres = spec.rows.map((_, i) => top + headings.filter((h) => h.at <= i).length * d.lineHeight + i * rowHeight + (stacked ? rowHeight - d.dotRadius - 2 : rowHeight / 2));
  const axisY = top + headings.length * d.lineHeight + spec.rows.length * rowHeight;
  const footer = footerLayout(d, axisY, text.source.length);
  const doc = openChart(dom, { width, height: footer.height }, text);
  const x = scaleLinear().domain([first, Math.max(first + 1, last)]).range([plotLeft, plotLeft + plotWidth]).nice();
  const ticks = x.ticks(Math.min(10, Math.max(1, last - first))).filter(Number.isInteger);
  drawVerticalGrid(doc.svg, x, ticks, top, axisY);
  drawAxis(doc.svg, { className: 'x-axis', y: axisY, axis: axisBottom(x).tickValues(ticks).tickFormat(format('d')) });
  drawLabel(doc.svg, { text: spec.axisLabel, x: plotLeft + plotWidth / 2, y: footer.axisLabelY, anchor: 'middle', bold: false });
  for (const h of headings) drawLabel(doc.svg, { text: h.text, x: plotLeft, y: (centres[h.at] ?? top) - rowHeight + 2, className: 'group-label' });
  // The rows' labels end at the plot, set once for all of them.
  doc.appendMarkup(doc.svg.append('g').attr('class', 'metric-rows').attr('text-anchor', 'end'), spec.rows.map((row, i) => rangeMark(row, x, plotLeft, centres[i] ?? top, stacked)));
  drawSource(doc.svg, d, text.source, footer.sourceY);
  return doc.serialise();
}
