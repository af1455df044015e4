import { extent } from 'd3-array';
import { axisBottom, axisLeft } from 'd3-axis';
import { scaleLinear } from 'd3-scale';
import { area } from 'd3-shape';
import type { BalanceAnalysis } from '../../analysis/balance.js';
import { BAND_LEVEL, predictionBand } from '../../analysis/cost-fit.js';
import { FRAME_SIZES, axisText, drawHeading, headingLayout } from '../chart-frame.js';
import { mark, type Markup } from '../markup.js';
import { textWidth } from '../chart-text.js';
import { palette } from '../palette.js';
import { svgDocument } from '../svg-document.js';

const defaults = { ...FRAME_SIZES, plotWidth: 560, plotHeight: 380, left: 56, bottom: 46, sectionGap: 18 } as const;

/** A rectangle a label or dot takes, in SVG units. */
interface Box {
  readonly x0: number;
  readonly x1: number;
  readonly y0: number;
  readonly y1: number;
}

const overlaps = (a: Box, b: Box): boolean => a.x0 < b.x1 && b.x0 < a.x1 && a.y0 < b.y1 && b.y0 < a.y1;

const VERDICT_COLOURS: Readonly<Record<string, string>> = { undercosted: '#2166AC', fair: '#595959', overcosted: '#B2182B' };

/**
 * Strength against cost: every costed type a dot (coloured by verdict), named where its
 * label fits without touching another (`<text class="type-label">`), the least-squares line
 * and its prediction band. `<circle class="type-dot">` per type.
 *
 * @example
 * balanceScatterSvg(dom, analysis, 'DBA 3.0 + HOTT 2.1'); // => '<svg ...><circle class="type-dot" ...>...'
 */
export function balanceScatterSvg(dom: Document, analysis: BalanceAnalysis, title: string): Markup {
  const d = defaults;
  const points = analysis.rows.filter((r) => r.cost !== null);
  const heading = `${title}: strength against cost`;
  const subtitle = [`line: least squares; shaded: its ${BAND_LEVEL * 100}% prediction band; blue undercosted, red overcosted`];
  const top = headingLayout(d, subtitle.length).bottom + d.sectionGap;
  const width = d.left + d.plotWidth + 2 * d.padding + 80;
  const height = top + d.plotHeight + d.bottom + d.padding;
  const doc = svgDocument(dom, { width, height, title: heading, fontSize: d.fontSize });
  const { svg } = doc;
  drawHeading(svg, d, heading, subtitle);
  const costs = extent(points, (r) => r.cost ?? 0) as [number, number];
  const x = scaleLinear().domain([Math.min(0, costs[0] ?? 0), (costs[1] ?? 1) * 1.05 || 1]).range([d.padding + d.left, d.padding + d.left + d.plotWidth]).nice();
  const fit = analysis.fit;
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
    svg.append('path').attr('class', 'band').attr('d', band(cs) ?? '').attr('fill', palette.rule).attr('fill-opacity', 0.6);
    const [c0, c1] = x.domain() as [number, number];
    svg.append('line').attr('class', 'fit').attr('x1', x(c0)).attr('x2', x(c1)).attr('y1', y(fit.intercept + fit.slope * c0)).attr('y2', y(fit.intercept + fit.slope * c1)).attr('stroke', palette.ink);
  }
  // Labels, most telling first (furthest from the line, or strongest and weakest), each
  // right or left of its dot where it overlaps no label or dot placed before and stays in
  // the plot; a type whose label finds no room is named on hover (its dot's title).
  const residual = (r: (typeof points)[number]): number => Math.abs(fit ? r.strength - (fit.intercept + fit.slope * (r.cost ?? 0)) : r.strength);
  const plot = { left: d.padding + d.left, right: width - d.padding, top, bottom: top + d.plotHeight };
  const placed: Box[] = points.map((r) => ({ x0: x(r.cost ?? 0) - 4, x1: x(r.cost ?? 0) + 4, y0: y(r.strength) - 4, y1: y(r.strength) + 4 }));
  const labels: Markup[] = [];
  for (const r of [...points].sort((a, b) => residual(b) - residual(a))) {
    const cx = x(r.cost ?? 0);
    const cy = y(r.strength);
    const w = textWidth(r.name, d.smallSize);
    const h = d.smallSize;
    const spot = [
      { box: { x0: cx + 7, x1: cx + 7 + w, y0: cy - h / 2, y1: cy + h / 2 }, anchor: 'start', at: cx + 7 },
      { box: { x0: cx - 7 - w, x1: cx - 7, y0: cy - h / 2, y1: cy + h / 2 }, anchor: 'end', at: cx - 7 },
    ].find((s) => s.box.x0 >= plot.left && s.box.x1 <= plot.right && s.box.y0 >= plot.top && s.box.y1 <= plot.bottom && !placed.some((b) => overlaps(b, s.box)));
    if (!spot) continue;
    placed.push(spot.box);
    labels.push(mark('text', { class: 'type-label', x: spot.at, y: cy + h / 3, 'text-anchor': spot.anchor, 'font-size': d.smallSize, fill: VERDICT_COLOURS[r.verdict ?? 'fair'] ?? palette.muted }, r.name));
  }
  const dots = points.map((r) => {
    const colour = VERDICT_COLOURS[r.verdict ?? 'fair'] ?? palette.muted;
    return mark('circle', { class: 'type-dot', cx: x(r.cost ?? 0), cy: y(r.strength), r: 4, fill: colour }, mark('title', {}, `${r.name}: cost ${r.cost}, strength ${r.strength.toFixed(2)}, ${r.verdict ?? ''}`));
  });
  doc.appendMarkup(svg, [...dots, ...labels]);
  return doc.serialise();
}
