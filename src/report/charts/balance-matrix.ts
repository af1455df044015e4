import { max } from 'd3-array';
import type { BalanceAnalysis } from '../../analysis/balance.js';
import { drawHeading, FRAME_SIZES, headingLayout } from '../chart-frame.js';
import { mark, type Markup } from '../markup.js';
import { drawRampLegend, RAMP } from '../chart-legend.js';
import { format } from 'd3-format';
import { textWidth } from '../chart-text.js';
import { palette } from '../palette.js';
import { svgDocument } from '../svg-document.js';
import { percent } from '../percent.js';

const defaults = { ...FRAME_SIZES, cell: 18, labelGap: 6, sectionGap: 18 } as const;

/**
 * The matrix behind a balance analysis: row type against column type, coloured by the row's
 * share (both directions, every condition set; ties split), blue above an even 50%, red
 * below. Rows and columns strongest first. `<rect class="cell">` per pair.
 *
 * @example
 * balanceMatrixSvg(dom, analysis, 'Hordes of the Things, 2nd edition'); // => '<svg ...><rect class="cell" ...>...'
 */
export function balanceMatrixSvg(dom: Document, analysis: BalanceAnalysis, title: string): Markup {
  const d = defaults;
  const order = analysis.rows.map((r, i) => ({ r, i })).sort((a, b) => b.r.strength - a.r.strength);
  const heading = `${title}: share of each matchup, row against column`;
  const subtitle = ['both directions and every condition set, ties split; blue favours the row, red the column; grey: a type against itself'];
  const top = headingLayout(d, subtitle.length).bottom + d.sectionGap;
  const labelWidth = Math.ceil(max(order, ({ r }) => textWidth(r.name, d.smallSize)) ?? 0);
  const left = d.padding + labelWidth + d.labelGap;
  const gridTop = top + labelWidth + d.labelGap;
  const n = order.length;
  const width = Math.max(left + n * d.cell + d.padding, 2 * d.padding + textWidth(heading, d.titleSize, true), left + RAMP.width + d.padding);
  const legendHeight = d.sectionGap + 3 * d.lineHeight + RAMP.height + d.padding;
  const doc = svgDocument(dom, { width, height: gridTop + n * d.cell + legendHeight + d.padding, title: heading, fontSize: d.fontSize });
  const { svg } = doc;
  drawHeading(svg, d, heading, subtitle);
  const colour = palette.netEdgeScale();
  const labels = order
    .flatMap(({ r }, k) => [
      mark('text', { x: left - d.labelGap, y: gridTop + k * d.cell + d.cell * 0.7, 'text-anchor': 'end', 'font-size': d.smallSize }, r.name),
      mark('text', { transform: `translate(${left + k * d.cell + d.cell * 0.7},${gridTop - d.labelGap}) rotate(-90)`, 'font-size': d.smallSize }, r.name),
    ]);
  const cells = order
    .flatMap(({ r, i }, row) =>
      order.map(({ r: o, i: j }, column) => {
        const share = analysis.share[i]?.[j] ?? NaN;
        const fill = Number.isNaN(share) ? palette.missing : colour(2 * share - 1);
        return mark('rect', { class: 'cell', x: left + column * d.cell, y: gridTop + row * d.cell, width: d.cell - 1, height: d.cell - 1, fill }, mark('title', {}, `${r.name} v ${o.name}: ${Number.isNaN(share) ? 'same type' : percent(share)}`));
      }),
    );
  // Legend: the share a colour means, as every continuous colour scale of the reports reads.
  const legendTop = gridTop + n * d.cell + d.sectionGap;
  doc.appendMarkup(svg, [...labels, ...cells]);
  const legend = svg.append('g').attr('class', 'legend').attr('transform', `translate(${left},0)`);
  drawRampLegend(doc, legend, {
    title: "Legend: the row's share of the matchup",
    domain: [0, 1],
    ticks: [0, 0.25, 0.5, 0.75, 1],
    tickFormat: format('.0%'),
    colour: (s: number) => colour(2 * s - 1),
    ends: ['← the column wins', 'the row wins →'],
    y: { title: legendTop + d.smallSize, ramp: legendTop + d.lineHeight, axis: legendTop + d.lineHeight + RAMP.height, ends: legendTop + 3 * d.lineHeight + RAMP.height },
  });
  return doc.serialise();
}
