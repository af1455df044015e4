import { extent, groups } from 'd3-array';
import { axisBottom, axisLeft } from 'd3-axis';
import { scaleLinear } from 'd3-scale';
import { area } from 'd3-shape';
import type { BalanceAnalysis } from '../../analysis/balance.js';
import { BAND_LEVEL, predictionBand } from '../../analysis/cost-fit.js';
import { drawHeading, FRAME_SIZES, headingLayout } from '../chart-frame.js';
import { mark, type Markup } from '../markup.js';
import { palette } from '../palette.js';
import { svgDocument } from '../svg-document.js';

const defaults = { ...FRAME_SIZES, plotWidth: 560, plotHeight: 380, left: 56, bottom: 46, sectionGap: 18 } as const;

const VERDICT_COLOURS: Readonly<Record<string, string>> = { undercosted: '#2166AC', fair: '#595959', overcosted: '#B2182B' };

/**
 * Strength against cost: every costed type a labelled dot (coloured by verdict), the
 * least-squares line and its prediction band. `<circle class="type-dot">` per type.
 *
 * @example
 * balanceScatterSvg(analysis, 'DBA 3.0 + HOTT 2.1'); // => '<svg ...><circle class="type-dot" ...>...'
 */
export function balanceScatterSvg(analysis: BalanceAnalysis, title: string): Markup {
  const d = defaults;
  const points = analysis.rows.filter((r) => r.cost !== null);
  const heading = `${title}: strength against cost`;
  const subtitle = [`line: least squares; shaded: its ${BAND_LEVEL * 100}% prediction band; blue undercosted, red overcosted`];
  const top = headingLayout(d, subtitle.length).bottom + d.sectionGap;
  const width = d.left + d.plotWidth + 2 * d.padding + 80;
  const height = top + d.plotHeight + d.bottom + d.padding;
  const doc = svgDocument({ width, height, title: heading, fontSize: d.fontSize });
  const { svg } = doc;
  drawHeading(svg, d, heading, subtitle);
  const costs = extent(points, (r) => r.cost ?? 0) as [number, number];
  const x = scaleLinear().domain([Math.min(0, costs[0] ?? 0), (costs[1] ?? 1) * 1.05 || 1]).range([d.padding + d.left, d.padding + d.left + d.plotWidth]).nice();
  const fit = analysis.fit;
  const bandYs = fit ? x.ticks(40).flatMap((c) => predictionBand(fit, c)) : [];
  const ys = [...points.map((r) => r.strength), ...bandYs];
  const y = scaleLinear().domain(extent(ys) as [number, number]).range([top + d.plotHeight, top]).nice();
  svg.append('g').attr('class', 'x-axis').attr('transform', `translate(0,${top + d.plotHeight})`).call(axisBottom(x));
  svg.append('g').attr('class', 'y-axis').attr('transform', `translate(${d.padding + d.left},0)`).call(axisLeft(y));
  svg.append('text').attr('x', d.padding + d.left + d.plotWidth / 2).attr('y', top + d.plotHeight + 36).attr('text-anchor', 'middle').text('cost');
  svg.append('text').attr('transform', `translate(${d.padding + 14},${top + d.plotHeight / 2}) rotate(-90)`).attr('text-anchor', 'middle').text('strength (Bradley-Terry, log-odds)');
  if (fit) {
    const cs = x.ticks(40);
    const band = area<number>().x((c) => x(c)).y0((c) => y(predictionBand(fit, c)[0])).y1((c) => y(predictionBand(fit, c)[1]));
    svg.append('path').attr('class', 'band').attr('d', band(cs) ?? '').attr('fill', palette.rule).attr('fill-opacity', 0.6);
    const [c0, c1] = x.domain() as [number, number];
    svg.append('line').attr('class', 'fit').attr('x1', x(c0)).attr('x2', x(c1)).attr('y1', y(fit.intercept + fit.slope * c0)).attr('y2', y(fit.intercept + fit.slope * c1)).attr('stroke', palette.ink);
  }
  // Labels of types at one cost are spread down the column so none overlaps the next.
  const labelY = new Map<string, number>();
  for (const column of groups(points, (r) => r.cost).map(([, rs]) => [...rs].sort((a, b) => b.strength - a.strength))) {
    let last = -Infinity;
    for (const r of column) {
      last = Math.max(y(r.strength) + 4, last + d.smallSize + 1);
      labelY.set(r.id, last);
    }
  }
  const dots = points
    .map((r) => {
      const colour = VERDICT_COLOURS[r.verdict ?? 'fair'] ?? palette.muted;
      const cx = x(r.cost ?? 0);
      const cy = y(r.strength);
      return [
        mark('circle', { class: 'type-dot', cx, cy, r: 4, fill: colour }, mark('title', {}, `${r.name}: cost ${r.cost}, strength ${r.strength.toFixed(2)}, ${r.verdict ?? ''}`)),
        mark('text', { x: cx + 7, y: labelY.get(r.id) ?? cy + 4, 'font-size': d.smallSize, fill: colour }, r.name),
      ];
    })
    .flat();
  doc.appendMarkup(svg, dots);
  return doc.serialise();
}
