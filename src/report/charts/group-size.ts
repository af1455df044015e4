import { max } from 'd3-array';
import { axisBottom, axisLeft } from 'd3-axis';
import { format } from 'd3-format';
import { scaleLinear } from 'd3-scale';
import { FRAME_SIZES, drawAxis, drawLabel, drawSource, footerLayout, frameText, headingLayout, openChart, sourceText } from '../chart-frame.js';
import { mark, type Markup } from '../markup.js';
import type { ReportModel } from '../model.js';
import { conditionSet } from './lookups.js';
import { palette } from '../palette.js';
import { percent } from '../percent.js';

const defaults = { ...FRAME_SIZES, plotWidth: 520, plotHeight: 300, left: 60, sectionGap: 18 } as const;

/**
 * Win chance against group size: each attacking group a dot at its number of figures and
 * its mean chance of winning against the defenders, labelled with its name (as every chart
 * names it), with the even line at 50%. `<circle class="group-dot">` per group.
 *
 * @example
 * groupSizeSvg(dom, model, 'open'); // => '<svg ...><circle class="group-dot" ...>...'
 */
export function groupSizeSvg(dom: Document, model: ReportModel, condition: string): Markup {
  const d = defaults;
  const points = model.groups(condition).filter((s) => s.winChance !== null);
  const width = d.left + d.plotWidth + 2 * d.padding + 140;
  const text = frameText(width, `Win chance against group size — ${condition}`, 'each dot an attacking group: its figures, and its mean chance of winning against the defenders', sourceText(model.report, [conditionSet(model, condition).combat]));
  const top = headingLayout(d, text.subtitle.length).bottom + d.sectionGap;
  const axisY = top + d.plotHeight;
  const footer = footerLayout(d, axisY, text.source.length);
  const doc = openChart(dom, { width, height: footer.height }, text);
  const x = scaleLinear().domain([0, max(points, (s) => s.figures) ?? 1]).range([d.padding + d.left, d.padding + d.left + d.plotWidth]).nice();
  const y = scaleLinear().domain([0, 1]).range([axisY, top]);
  drawAxis(doc.svg, { className: 'x-axis', y: axisY, axis: axisBottom(x).ticks(8) });
  drawAxis(doc.svg, { className: 'y-axis', x: d.padding + d.left, axis: axisLeft(y).tickFormat(format('.0%')) });
  doc.svg.append('line').attr('class', 'even').attr('x1', x.range()[0] ?? 0).attr('x2', x.range()[1] ?? 0).attr('y1', y(0.5)).attr('y2', y(0.5)).attr('stroke', palette.muted).attr('stroke-dasharray', '4 3');
  drawLabel(doc.svg, { className: null, text: 'figures in the group', x: d.padding + d.left + d.plotWidth / 2, y: footer.axisLabelY, anchor: 'middle', bold: false });
  const dots = points.flatMap((s) => {
    const [cx, cy, name] = [x(s.figures), y(s.winChance ?? 0), model.name(s.label)];
    return [
      mark('circle', { class: 'group-dot', cx, cy, r: 4.5, fill: palette.outcome('recoil') }, mark('title', {}, `${name}: ${s.figures} figures, wins ${percent(s.winChance ?? 0)}`)),
      mark('text', { x: cx + 7, y: cy + 4, 'font-size': d.smallSize }, name),
    ];
  });
  doc.appendMarkup(doc.svg, dots);
  drawSource(doc.svg, d, text.source, footer.sourceY);
  return doc.serialise();
}
