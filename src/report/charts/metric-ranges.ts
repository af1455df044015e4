import { max, min } from 'd3-array';
import { axisBottom } from 'd3-axis';
import { format } from 'd3-format';
import { scaleLinear } from 'd3-scale';
import { FRAME_SIZES, SOURCE_SEPARATOR, axisText, drawHeading, drawSource, drawVerticalGrid, footerLayout, headingLayout, sourceText } from '../chart-frame.js';
import { mark, type Markup } from '../markup.js';
import { textWidth, wrapText } from '../chart-text.js';
import { palette } from '../palette.js';
import { svgDocument } from '../svg-document.js';
import { sideName, type SweepReport } from '../sweep.js';

/** Sizes in pixels. */
const defaults = {
  ...FRAME_SIZES,
  plotWidth: 420,
  rowHeight: 22,
  labelGap: 10,
  sectionGap: 18,
  dotRadius: 4.5,
  minWidth: 520,
  /** Rows past this many are left out (the CSV has them all); the subtitle says so. */
  maxRows: 80,
} as const;

/**
 * The distribution of one numeric metric (casualties, survivors, rounds) for every matchup
 * under one condition set: a row per matchup with a bar from the 5th to the 95th
 * percentile, a dot at the median and a tick at the mean. Each row is a `<g class="metric-row">`.
 *
 * @example
 * metricRangesSvg(report, 'defender-lost', 'open ground'); // => '<svg ...><g class="metric-row" ...>...'
 */
export function metricRangesSvg(report: SweepReport, metric: string, condition: string): Markup {
  const d = defaults;
  const name = (label: string): string => sideName(report, label);
  const all = report.cells
    .filter((c) => c.condition === condition)
    .flatMap((c) => c.result.metrics.filter((m) => m.name === metric).map((m) => ({ label: `${name(c.attacker)} v ${name(c.defender)}`, m })));
  const rows = all.slice(0, d.maxRows);
  // A metric of points lost is counted in steps (half-points) and drawn in points.
  const scale = rows[0]?.m.points?.perStep ?? 1;
  const label = rows[0]?.m.points?.label ?? rows[0]?.m.label ?? metric;
  // A metric with an offset (tourney points) can be negative: the axis starts at its least value.
  const first = Math.min(0, min(rows, (r) => r.m.offset ?? 0) ?? 0) * scale;
  const last = (max(rows, (r) => (r.m.offset ?? 0) + r.m.probabilities.length - 1 + (r.m.overflow > 0 ? 1 : 0)) ?? 1) * scale;
  const labelWidth = max(rows, (r) => textWidth(r.label, d.fontSize)) ?? 0;
  const plotLeft = Math.ceil(d.padding + labelWidth + d.labelGap);
  const title = `${label}: 5th to 95th percentile, median and mean — ${condition}`;
  const width = Math.ceil(Math.max(d.minWidth, plotLeft + d.plotWidth + 2 * d.padding, 2 * d.padding + textWidth(title, d.titleSize, true)));
  const subtitle = wrapText(
    `bar: 5th to 95th percentile · dot: median · tick: mean${all.length > rows.length ? ` · first ${rows.length} of ${all.length} matchups (metrics.csv has all)` : ''}`,
    width - 2 * d.padding,
    d.smallSize,
    SOURCE_SEPARATOR,
  );
  const source = wrapText(sourceText(report), width - 2 * d.padding, d.smallSize, SOURCE_SEPARATOR);
  const top = headingLayout(d, subtitle.length).bottom + d.sectionGap;
  const axisY = top + rows.length * d.rowHeight;
  const footer = footerLayout(d, axisY, source.length);

  const doc = svgDocument({ width, height: footer.height, title, fontSize: d.fontSize });
  const { svg } = doc;
  drawHeading(svg, d, title, subtitle);
  const x = scaleLinear().domain([first, Math.max(first + 1, last)]).range([plotLeft, plotLeft + d.plotWidth]).nice();
  const ticks = x.ticks(Math.min(10, Math.max(1, last - first))).filter(Number.isInteger);
  drawVerticalGrid(svg, x, ticks, top, axisY);
  svg
    .append('g')
    .attr('class', 'x-axis')
    .attr('transform', `translate(0,${axisY})`)
    .call(axisBottom(x).tickValues(ticks).tickFormat(format('d'))).call(axisText);
  svg.append('text').attr('class', 'axis-label').attr('x', plotLeft + d.plotWidth / 2).attr('y', footer.axisLabelY).attr('text-anchor', 'middle').text(label);

  const colour = palette.outcome('destroyed');
  const markup = rows
    .map((r, i) => {
      const y = top + i * d.rowHeight + d.rowHeight / 2;
      const tip = `${r.label}: mean ${(r.m.mean * scale).toFixed(2)}, sd ${(r.m.sd * scale).toFixed(2)}, 5th ${r.m.p5 * scale}, median ${r.m.p50 * scale}, 95th ${r.m.p95 * scale}`;
      return mark(
        'g',
        { class: 'metric-row' },
        [
          mark('title', {}, tip),
          mark('text', { x: plotLeft - d.labelGap, y: y + d.fontSize / 3, 'text-anchor': 'end' }, r.label),
          mark('line', { x1: x(r.m.p5 * scale), x2: x(r.m.p95 * scale), y1: y, y2: y, stroke: colour, 'stroke-width': 4, 'stroke-opacity': 0.45, 'stroke-linecap': 'round' }),
          mark('circle', { cx: x(r.m.p50 * scale), cy: y, r: d.dotRadius, fill: colour }),
          mark('line', { x1: x(r.m.mean * scale), x2: x(r.m.mean * scale), y1: y - 7, y2: y + 7, stroke: palette.ink, 'stroke-width': 1.5 }),
        ],
      );
    });
  doc.appendMarkup(svg, markup);
  drawSource(svg, d, source, footer.sourceY);
  return doc.serialise();
}
