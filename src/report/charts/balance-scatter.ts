import { extent } from 'd3-array';
import { axisBottom, axisLeft } from 'd3-axis';
import { scaleLinear } from 'd3-scale';
import { area } from 'd3-shape';
import type { BalanceAnalysis } from '../../analysis/balance.js';
import { BAND_LEVEL, predictionBand } from '../../analysis/cost-fit.js';
import { FRAME_SIZES, axisText } from '../chart-frame.js';
import { pointLabels } from '../chart-point-labels.js';
import { wrapText } from '../chart-text.js';
import { type Markup } from '../markup.js';
import { palette } from '../palette.js';
import { labelColour, openScatter, typeMark, verdictSwatches, type LegendLines } from './balance-marks.js';

const defaults = { ...FRAME_SIZES, plotWidth: 560, plotHeight: 380, left: 56, bottom: 46, sectionGap: 18, legendGap: 8 } as const;

/**
 * What the cost-line verdicts read (basis 'fit', single elements): every costed type a dot
 * coloured by its verdict (the legend's colours, palette.verdict), named where its label fits
 * without touching another (`<text class="type-label">`), the least-squares line
 * (`<line class="fit">`) and its prediction band (`<path class="band">`), each in the legend
 * as drawn. `<path class="type-dot">` per type.
 *
 * @example
 * balanceScatterSvg(dom, analysis, 'DBA 3.0 + HOTT 2.1'); // => '<svg ...><path class="type-dot" ...>...'
 */
export function balanceScatterSvg(dom: Document, analysis: BalanceAnalysis, title: string): Markup {
  const d = defaults;
  const points = analysis.rows.filter((r) => r.cost !== null);
  const fit = analysis.fit;
  const heading = `${title}: strength against cost`;
  const width = d.left + d.plotWidth + 2 * d.padding + 80;
  const subtitle = wrapText(fit ? `line: least squares over every costed type; shaded: its ${BAND_LEVEL * 100}% prediction band; each type's verdict reads the line and band through the other types` : 'no cost line: fewer than 3 types have a cost', width - 2 * d.padding, d.smallSize);
  const legend: LegendLines = [
    ['Verdict:', verdictSwatches(points)],
    ...(fit
      ? ([['Marks:', [{ label: 'least-squares line', colour: palette.ink, glyph: '—' }, { label: `${BAND_LEVEL * 100}% prediction band`, colour: palette.rule }]]] as const)
      : []),
  ];
  const { doc, top } = openScatter(dom, { sizes: d, width, heading, subtitle, legend, plotHeight: d.plotHeight });
  const { svg } = doc;
  const costs = extent(points, (r) => r.cost ?? 0) as [number, number];
  const x = scaleLinear().domain([Math.min(0, costs[0] ?? 0), (costs[1] ?? 1) * 1.05 || 1]).range([d.padding + d.left, d.padding + d.left + d.plotWidth]).nice();
  const bandYs = fit ? x.ticks(40).flatMap((c) => predictionBand(fit, c)) : [];
  const ys = [...points.map((r) => r.strength), ...bandYs];
  const y = scaleLinear().domain(extent(ys) as [number, number]).range([top + d.plotHeight, top]).nice();
  svg.append('g').attr('class', 'x-axis').attr('transform', `translate(0,${top + d.plotHeight})`).call(axisBottom(x)).call(axisText);
  svg.append('g').attr('class', 'y-axis').attr('transform', `translate(${d.padding + d.left},0)`).call(axisLeft(y)).call(axisText);
  svg.append('text').attr('x', d.padding + d.left + d.plotWidth / 2).attr('y', top + d.plotHeight + 36).attr('text-anchor', 'middle').text('cost');
  svg.append('text').attr('transform', `translate(${d.padding + 14},${top + d.plotHeight / 2}) rotate(-90)`).attr('text-anchor', 'middle').text('strength (Bradley-Terry, log-odds)');
  if (fit) {
    const cs = x.ticks(40);
    const band = area<number>().x((c) => x(c)).y0((c) => y(predictionBand(fit, c)[0])).y1((c) => y(predictionBand(fit, c)[1]));
    // Opaque, so the band is the colour its legend swatch shows.
    svg.append('path').attr('class', 'band').attr('d', band(cs) ?? '').attr('fill', palette.rule);
    const [c0, c1] = x.domain() as [number, number];
    svg.append('line').attr('class', 'fit').attr('x1', x(c0)).attr('x2', x(c1)).attr('y1', y(fit.intercept + fit.slope * c0)).attr('y2', y(fit.intercept + fit.slope * c1)).attr('stroke', palette.ink);
  }
  // Names, most telling first: furthest from the line, or the strongest and weakest.
  const residual = (r: (typeof points)[number]): number => Math.abs(fit ? r.strength - (fit.intercept + fit.slope * (r.cost ?? 0)) : r.strength);
  const labels = pointLabels(
    points.map((r) => ({ x: x(r.cost ?? 0), y: y(r.strength), text: r.name, fill: labelColour(r), priority: residual(r) })),
    { x0: d.padding + d.left, x1: width - d.padding, y0: top, y1: top + d.plotHeight },
    d.smallSize,
  );
  const dots = points.map((r) => typeMark(r, { x: x(r.cost ?? 0), y: y(r.strength) }, 'dot', `${r.name}: cost ${r.cost}, strength ${r.strength.toFixed(2)}: ${r.verdict ?? 'cannot tell'}`));
  doc.appendMarkup(svg, [...dots, ...labels]);
  return doc.serialise();
}
