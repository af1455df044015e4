import { max } from 'd3-array';
import { axisBottom } from 'd3-axis';
import { format } from 'd3-format';
import { scaleLinear } from 'd3-scale';
import { FRAME_SIZES, drawAxis, drawLabel, drawSource, drawVerticalGrid, footerLayout, frameText, headingLayout, openChart } from './chart-frame.js';
import { textWidth } from './chart-text.js';
import { mark, type Markup } from './markup.js';
import { palette } from './palette.js';

/** Sizes in pixels. */
const defaults = { ...FRAME_SIZES, plotWidth: 420, rowHeight: 22, labelGap: 10, sectionGap: 18, dotRadius: 4.5, minWidth: 520 } as const;

/** One row: a label, a bar from `low` to `high`, a dot at `median`, a tick at `mean`, and its tooltip. */
export interface RangeRow {
  readonly label: string;
  readonly tooltip: string;
  readonly low: number;
  readonly median: number;
  readonly high: number;
  readonly mean: number;
}

/** Rows of ranges on one axis from `domain[0]` (whole-number ticks), named by `axisLabel`. */
export interface RangeRows {
  readonly frame: { readonly title: string; readonly subtitle: string; readonly source: string };
  readonly axisLabel: string;
  readonly domain: readonly [number, number];
  readonly rows: readonly RangeRow[];
}

/** A row as a `<g class="metric-row">` (in `<g class="metric-rows">`, which ends its label at the plot): tooltip, label, bar, dot and tick. */
function rangeMark(row: RangeRow, x: (value: number) => number, left: number, y: number): Markup {
  const d = defaults;
  const colour = palette.outcome('destroyed');
  return mark('g', { class: 'metric-row' }, [
    mark('title', {}, row.tooltip),
    mark('text', { x: left - d.labelGap, y: y + d.fontSize / 3 }, row.label),
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
  const [first, last] = spec.domain;
  const plotLeft = Math.ceil(d.padding + (max(spec.rows, (r) => textWidth(r.label, d.fontSize)) ?? 0) + d.labelGap);
  const width = Math.ceil(Math.max(d.minWidth, plotLeft + d.plotWidth + 2 * d.padding, 2 * d.padding + textWidth(spec.frame.title, d.titleSize, true)));
  const text = frameText(width, spec.frame.title, spec.frame.subtitle, spec.frame.source);
  const top = headingLayout(d, text.subtitle.length).bottom + d.sectionGap;
  const axisY = top + spec.rows.length * d.rowHeight;
  const footer = footerLayout(d, axisY, text.source.length);
  const doc = openChart(dom, { width, height: footer.height }, text);
  const x = scaleLinear().domain([first, Math.max(first + 1, last)]).range([plotLeft, plotLeft + d.plotWidth]).nice();
  const ticks = x.ticks(Math.min(10, Math.max(1, last - first))).filter(Number.isInteger);
  drawVerticalGrid(doc.svg, x, ticks, top, axisY);
  drawAxis(doc.svg, { className: 'x-axis', y: axisY, axis: axisBottom(x).tickValues(ticks).tickFormat(format('d')) });
  drawLabel(doc.svg, { text: spec.axisLabel, x: plotLeft + d.plotWidth / 2, y: footer.axisLabelY, anchor: 'middle', bold: false });
  // The rows' labels end at the plot, set once for all of them.
  doc.appendMarkup(doc.svg.append('g').attr('class', 'metric-rows').attr('text-anchor', 'end'), spec.rows.map((row, i) => rangeMark(row, x, plotLeft, top + i * d.rowHeight + d.rowHeight / 2)));
  drawSource(doc.svg, d, text.source, footer.sourceY);
  return doc.serialise();
}
