import { max } from 'd3-array';
import { axisBottom, axisLeft } from 'd3-axis';
import { format } from 'd3-format';
import { scaleLinear } from 'd3-scale';
import { FRAME_SIZES, SOURCE_SEPARATOR, axisText, drawHeading, drawSource, footerLayout, headingLayout, sourceText } from '../chart-frame.js';
import { mark, type Markup } from '../markup.js';
import { wrapText } from '../chart-text.js';
import type { GroupStat } from '../group-stats.js';
import { palette } from '../palette.js';
import { svgDocument } from '../svg-document.js';
import type { SweepReport } from '../sweep.js';
import { percent } from '../percent.js';

const defaults = { ...FRAME_SIZES, plotWidth: 520, plotHeight: 300, left: 60, sectionGap: 18 } as const;

/**
 * Win chance against group size: each attacking group a labelled dot at its number of
 * figures and its mean chance of winning against the defenders, with the even line at 50%.
 * `<circle class="group-dot">` per group.
 *
 * @example
 * groupSizeSvg(report, stats, 'open'); // => '<svg ...><circle class="group-dot" ...>...'
 */
export function groupSizeSvg(report: SweepReport, stats: readonly GroupStat[], condition: string): Markup {
  const d = defaults;
  const points = stats.filter((s) => s.winChance !== null);
  const title = `Win chance against group size — ${condition}`;
  const width = d.left + d.plotWidth + 2 * d.padding + 140;
  const subtitle = wrapText('each dot an attacking group: its figures, and its mean chance of winning against the defenders', width - 2 * d.padding, d.smallSize, SOURCE_SEPARATOR);
  const source = wrapText(sourceText(report), width - 2 * d.padding, d.smallSize, SOURCE_SEPARATOR);
  const top = headingLayout(d, subtitle.length).bottom + d.sectionGap;
  const axisY = top + d.plotHeight;
  const footer = footerLayout(d, axisY, source.length);
  const doc = svgDocument({ width, height: footer.height, title, fontSize: d.fontSize });
  const { svg } = doc;
  drawHeading(svg, d, title, subtitle);
  const x = scaleLinear().domain([0, max(points, (s) => s.figures) ?? 1]).range([d.padding + d.left, d.padding + d.left + d.plotWidth]).nice();
  const y = scaleLinear().domain([0, 1]).range([axisY, top]);
  svg.append('g').attr('class', 'x-axis').attr('transform', `translate(0,${axisY})`).call(axisBottom(x).ticks(8)).call(axisText);
  svg.append('g').attr('class', 'y-axis').attr('transform', `translate(${d.padding + d.left},0)`).call(axisLeft(y).tickFormat(format('.0%'))).call(axisText);
  svg.append('line').attr('class', 'even').attr('x1', x.range()[0] ?? 0).attr('x2', x.range()[1] ?? 0).attr('y1', y(0.5)).attr('y2', y(0.5)).attr('stroke', palette.muted).attr('stroke-dasharray', '4 3');
  svg.append('text').attr('x', d.padding + d.left + d.plotWidth / 2).attr('y', footer.axisLabelY).attr('text-anchor', 'middle').text('figures in the group');
  const dots = points
    .flatMap((s) => [
      mark('circle', { class: 'group-dot', cx: x(s.figures), cy: y(s.winChance ?? 0), r: 4.5, fill: palette.outcome('recoil') }, mark('title', {}, `${s.label}: ${s.figures} figures, wins ${percent(s.winChance ?? 0)}`)),
      mark('text', { x: x(s.figures) + 7, y: y(s.winChance ?? 0) + 4, 'font-size': d.smallSize }, s.label),
    ]);
  doc.appendMarkup(svg, dots);
  drawSource(svg, d, source, footer.sourceY);
  return doc.serialise();
}
