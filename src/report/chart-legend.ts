import { range } from 'd3-array';
import { axisBottom } from 'd3-axis';
import { format } from 'd3-format';
import { scaleLinear } from 'd3-scale';
import type { Selection } from 'd3-selection';
import { axisText, FRAME_SIZES } from './chart-frame.js';
import { mark } from './markup.js';
import { textWidth } from './chart-text.js';
import { pixels, type SvgDocument, type SvgSelection } from './svg-document.js';

/** Sizes of a ramp legend, in pixels. */
export const RAMP = {
  width: 240,
  height: 12,
  /** Enough steps that the ramp looks continuous; steps, not a gradient, so no element ids are needed (several charts share one HTML page). */
  steps: 60,
} as const;

export interface RampLegend {
  readonly title: string;
  /** The values at the two ends, and the ticks between them. */
  readonly domain: readonly [number, number];
  readonly ticks: readonly number[];
  readonly tickFormat: (value: number) => string;
  /** The colour of a value in the domain. */
  readonly colour: (value: number) => string;
  /** What each end means, under the axis: ['← defender favoured', 'attacker favoured →']. */
  readonly ends: readonly [string, string];
  /** Where the title's, the ramp's, the axis's and the ends' lines are (the chart lays them out). */
  readonly y: { readonly title: number; readonly ramp: number; readonly axis: number; readonly ends: number };
}

/** A signed number for a legend's axis: '+0.5', '0', '−1' as d3 writes it. */
export const signedTick = (value: number): string => (value === 0 ? '0' : format('+')(value));

/**
 * A colour ramp with its own axis, a title above and what each end means below: the legend of
 * every chart coloured on a continuous scale (the net-edge heatmap, its difference view, the
 * balance matrix), so they all read alike.
 *
 * @example
 * drawRampLegend(doc, legend, { title: 'Legend: net edge', domain: [-1, 1], ticks: [-1, 0, 1], tickFormat: signedTick, colour, ends: ['red', 'blue'], y });
 */
export function drawRampLegend<E extends SVGElement>(doc: SvgDocument, legend: Selection<E, unknown, null, undefined>, spec: RampLegend): void {
  const small = FRAME_SIZES.smallSize;
  legend.append('text').attr('y', spec.y.title).attr('font-size', small).attr('font-weight', 600).text(spec.title);
  const ramp = scaleLinear().domain(spec.domain).range([0, RAMP.width]);
  const step = RAMP.width / RAMP.steps;
  doc.appendMarkup(
    legend,
    range(RAMP.steps).map((i) =>
      mark('rect', {
        class: 'legend-step',
        x: pixels(i * step),
        y: spec.y.ramp,
        width: pixels(step + 0.5), // overlap a hair so no seams show
        height: RAMP.height,
        fill: spec.colour(ramp.invert((i + 0.5) * step)),
      }),
    ),
  );
  legend
    .append('g')
    .attr('transform', `translate(0,${spec.y.axis})`)
    .call(axisBottom(ramp).tickValues(spec.ticks).tickFormat((v) => spec.tickFormat(Number(v))))
    .call(axisText)
    .attr('font-family', null);
  legend.append('text').attr('x', 0).attr('y', spec.y.ends).attr('font-size', small).text(spec.ends[0]);
  legend.append('text').attr('x', RAMP.width).attr('y', spec.y.ends).attr('font-size', small).attr('text-anchor', 'end').text(spec.ends[1]);
}

/** One item of a swatch legend: a colour and what it means, drawn as `glyph` (default '■'; '—' for a line, '▲' for a mark of that shape). */
export interface Swatch {
  readonly label: string;
  readonly colour: string;
  readonly glyph?: string;
}

/** Sizes of a swatch legend: swatches are "■" glyphs a little larger than the text. */
const SWATCH = { size: 14, gap: 4, itemGap: 16 } as const;

/**
 * A legend of coloured swatches after a lead ("Unfavourable outcome:"), set as text so the
 * browser spaces the items itself; only where its lines break depends on (generous) width
 * estimates. Drawn as `<g class="legend">` with a line per `<text>` from `y`; returns the
 * number of lines.
 *
 * @example
 * drawSwatchLegend(svg, { lead: 'Unfavourable outcome:', items, x: 14, y: 60, width: 600 }); // => 1
 */
export function drawSwatchLegend(svg: SvgSelection, spec: { readonly lead: string; readonly items: readonly Swatch[]; readonly x: number; readonly y: number; readonly width: number }): number {
  const lines = swatchLines(spec.lead, spec.items, spec.width);
  const small = FRAME_SIZES.smallSize;
  const legend = svg.append('g').attr('class', 'legend').attr('font-size', small);
  lines.forEach((items, line) => {
    const text = legend.append('text').attr('x', spec.x).attr('y', spec.y + line * FRAME_SIZES.lineHeight);
    if (line === 0) text.append('tspan').attr('font-weight', 600).text(spec.lead);
    items.forEach((item, i) => {
      text.append('tspan').attr('class', 'legend-swatch').attr('dx', line === 0 || i > 0 ? SWATCH.itemGap : null).attr('font-size', SWATCH.size).attr('fill', item.colour).text(item.glyph ?? '■');
      text.append('tspan').attr('class', 'legend-label').attr('dx', SWATCH.gap).text(item.label);
    });
  });
  return lines.length;
}

/**
 * The lines of a swatch legend `width` wide (a chart lays out what follows the legend by their number).
 *
 * @example
 * swatchLines('Unfavourable outcome:', [{ label: 'recoil', colour: '#F0E442' }], 600).length; // => 1
 */
export function swatchLines(lead: string, items: readonly Swatch[], width: number): Swatch[][] {
  const lines: Swatch[][] = [];
  let line: Swatch[] = [];
  let used = textWidth(lead, FRAME_SIZES.smallSize, true);
  for (const item of items) {
    const itemWidth = SWATCH.itemGap + textWidth(`${item.glyph ?? '■'} ${item.label}`, FRAME_SIZES.smallSize);
    if (used + itemWidth > width && line.length > 0) {
      lines.push(line);
      line = [];
      used = 0;
    }
    line.push(item);
    used += itemWidth;
  }
  lines.push(line);
  return lines;
}
