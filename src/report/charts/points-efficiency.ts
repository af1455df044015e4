import { max } from 'd3-array';
import { axisBottom } from 'd3-axis';
import { scaleLinear } from 'd3-scale';
import { FRAME_SIZES, SOURCE_SEPARATOR, axisText, drawHeading, drawSource, footerLayout, headingLayout, sourceText } from '../chart-frame.js';
import { mark, type Markup } from '../markup.js';
import { textWidth, wrapText } from '../chart-text.js';
import type { GroupStat } from '../group-stats.js';
import { palette } from '../palette.js';
import { svgDocument } from '../svg-document.js';
import type { SweepReport } from '../sweep.js';

const defaults = { ...FRAME_SIZES, plotWidth: 420, rowHeight: 26, barHeight: 9, labelGap: 8, sectionGap: 18 } as const;

/**
 * Points efficiency: for each attacking group, the points the defenders lost and the points
 * it lost, each per point it cost (means over the defenders), best trade first. Two
 * `<rect class="bar">` per group.
 *
 * @example
 * pointsEfficiencySvg(report, stats, 'open'); // => '<svg ...><rect class="bar" ...>...'
 */
export function pointsEfficiencySvg(report: SweepReport, stats: readonly GroupStat[], condition: string): Markup {
  const d = defaults;
  const rows = stats
    .filter((s) => s.spent !== null && s.spent > 0 && s.inflicted !== null && s.suffered !== null)
    .map((s) => ({ label: s.label, inflicted: (s.inflicted ?? 0) / (s.spent ?? 1), suffered: (s.suffered ?? 0) / (s.spent ?? 1) }))
    .sort((a, b) => b.inflicted - b.suffered - (a.inflicted - a.suffered));
  const title = `Points efficiency — ${condition}`;
  const labelWidth = max(rows, (r) => textWidth(r.label, d.fontSize)) ?? 0;
  const left = Math.ceil(d.padding + labelWidth + d.labelGap);
  const width = left + d.plotWidth + 2 * d.padding + 40;
  const subtitle = wrapText('blue: points the defenders lost, red: points the group lost, each per point the group cost (mean over defenders)', width - 2 * d.padding, d.smallSize, SOURCE_SEPARATOR);
  const source = wrapText(sourceText(report), width - 2 * d.padding, d.smallSize, SOURCE_SEPARATOR);
  const top = headingLayout(d, subtitle.length).bottom + d.sectionGap;
  const axisY = top + rows.length * d.rowHeight;
  const footer = footerLayout(d, axisY, source.length);
  const doc = svgDocument({ width, height: footer.height, title, fontSize: d.fontSize });
  const { svg } = doc;
  drawHeading(svg, d, title, subtitle);
  const x = scaleLinear().domain([0, max(rows, (r) => Math.max(r.inflicted, r.suffered)) || 1]).range([left, left + d.plotWidth]).nice();
  svg.append('g').attr('class', 'x-axis').attr('transform', `translate(0,${axisY})`).call(axisBottom(x).ticks(6)).call(axisText);
  svg.append('text').attr('x', left + d.plotWidth / 2).attr('y', footer.axisLabelY).attr('text-anchor', 'middle').text('points lost per point spent');
  const bars = rows
    .map((r, i) => {
      const y = top + i * d.rowHeight + 3;
      const bar = (value: number, dy: number, fill: string, what: string): Markup =>
        mark('rect', { class: 'bar', x: left, y: y + dy, width: Math.max(0, x(value) - left), height: d.barHeight, fill }, mark('title', {}, `${r.label}: ${what} ${value.toFixed(2)} per point`));
      return [
        mark('text', { x: left - d.labelGap, y: y + d.barHeight + 3, 'text-anchor': 'end' }, r.label),
        bar(r.inflicted, 0, palette.netEdgeScale()(0.8), 'defenders lost'),
        bar(r.suffered, d.barHeight + 1, palette.netEdgeScale()(-0.8), 'it lost'),
      ];
    })
    .flat();
  doc.appendMarkup(svg, bars);
  drawSource(svg, d, source, footer.sourceY);
  return doc.serialise();
}
