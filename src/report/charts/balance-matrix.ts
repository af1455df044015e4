import { max } from 'd3-array';
import type { BalanceAnalysis } from '../../analysis/balance.js';
import { drawHeading, FRAME_SIZES, headingLayout, WIDE_CHART } from '../chart-frame.js';
import { mark, type Markup } from '../markup.js';
import { drawRampLegend, RAMP } from '../chart-legend.js';
import { format } from 'd3-format';
import { textWidth } from '../chart-text.js';
import { palette } from '../palette.js';
import { svgDocument } from '../svg-document.js';
import { percent } from '../percent.js';

/**
 * Sizes in pixels. A cell is `cell` wide, or narrower (to `minCell`, room for a rotated label)
 * where that keeps the matrix within WIDE_CHART; a type is labelled by its name where every
 * name is at most `maxLabel` wide, else by its id (as the verdict table names it): Little Orc
 * Wars' names run to 420 px, and its 84 x 84 matrix was cut at 1400 px.
 */
const defaults = { ...FRAME_SIZES, cell: 18, minCell: 13, maxLabel: 200, labelGap: 6, sectionGap: 18, keyGap: 6 } as const;

/** A cell with no share: the diagonal (a type against itself) or a pair that never met (left out of the matrix: no matchup could be played). */
type Empty = 'itself' | 'left-out';

const EMPTY: Readonly<Record<Empty, { fill: string; words: string }>> = {
  itself: { fill: '#fff', words: 'a type against itself' },
  'left-out': { fill: palette.missing, words: 'left out (no matchup played)' },
};

/** The mark inside an empty cell at (x, y): a dash for itself, a cross for left out, so neither reads as the other (or as a share). */
function emptyMark(kind: Empty, x: number, y: number, size: number): Markup {
  const inset = 4;
  const span = size - 1 - 2 * inset;
  const d = kind === 'itself' ? `M${x + inset} ${y + (size - 1) / 2}h${span}` : `M${x + inset} ${y + inset}l${span} ${span}M${x + inset + span} ${y + inset}l${-span} ${span}`;
  // It lets the pointer through to its cell's tooltip.
  return mark('path', { class: kind, d, stroke: palette.ink, 'stroke-width': kind === 'itself' ? 1.5 : 1.25, fill: 'none', 'pointer-events': 'none' });
}

/** The legend's key for an empty cell at height y: its cell, its mark and its words. */
function emptyKey(kind: Empty, y: number): Markup[] {
  const d = defaults;
  return [
    mark('rect', { class: 'legend-cell', x: 0, y, width: d.cell - 1, height: d.cell - 1, fill: EMPTY[kind].fill, stroke: palette.rule }),
    emptyMark(kind, 0, y, d.cell),
    mark('text', { x: d.cell + d.labelGap, y: y + d.cell * 0.7, 'font-size': d.smallSize }, EMPTY[kind].words),
  ];
}

/**
 * The matrix behind a balance analysis: row type against column type, coloured by the row's
 * share (both directions, every condition set; ties split), blue above an even 50%, red
 * below. Rows and columns strongest first. `<rect class="cell">` per pair; the diagonal
 * (`<path class="itself">`, a dash on white) and a pair left out of the matrix
 * (`<path class="left-out">`, a cross on grey) are marked apart and each named in the legend.
 *
 * @example
 * balanceMatrixSvg(dom, analysis, 'Hordes of the Things, 2nd edition'); // => '<svg ...><rect class="cell" ...>...'
 */
export function balanceMatrixSvg(dom: Document, analysis: BalanceAnalysis, title: string): Markup {
  const d = defaults;
  const order = analysis.rows.map((r, i) => ({ r, i })).sort((a, b) => b.r.strength - a.r.strength);
  const emptyOf = (i: number, j: number): Empty | null => (i === j ? 'itself' : Number.isNaN(analysis.share[i]?.[j] ?? NaN) ? 'left-out' : null);
  const kinds: Empty[] = order.some(({ i }) => order.some(({ i: j }) => emptyOf(i, j) === 'left-out')) ? ['itself', 'left-out'] : ['itself'];
  const byName = (max(order, ({ r }) => textWidth(r.name, d.smallSize)) ?? 0) <= d.maxLabel;
  const label = (r: BalanceAnalysis['rows'][number]): string => (byName ? r.name : r.id);
  const heading = `${title}: share of each matchup, row against column`;
  const subtitle = [
    `both directions and every condition set, ties split; blue favours the row, red the column; a dash: a type against itself${kinds.includes('left-out') ? '; a cross: left out' : ''}`,
    ...(byName ? [] : ['types by id, as the verdict table names them; hover a cell for their names']),
  ];
  const top = headingLayout(d, subtitle.length).bottom + d.sectionGap;
  const labelWidth = Math.ceil(max(order, ({ r }) => textWidth(label(r), d.smallSize)) ?? 0);
  const left = d.padding + labelWidth + d.labelGap;
  const gridTop = top + labelWidth + d.labelGap;
  const n = order.length;
  const cell = Math.max(d.minCell, Math.min(d.cell, Math.floor((WIDE_CHART - left - d.padding) / Math.max(1, n))));
  const keyWidth = d.cell + d.labelGap + (max(kinds, (k) => textWidth(EMPTY[k].words, d.smallSize)) ?? 0);
  const width = Math.max(left + n * cell + d.padding, 2 * d.padding + textWidth(heading, d.titleSize, true), left + RAMP.width + d.padding, left + keyWidth + d.padding);
  const keyTop = d.sectionGap + 3 * d.lineHeight + RAMP.height + d.keyGap;
  const legendHeight = keyTop + kinds.length * (d.cell + d.keyGap) + d.padding;
  const doc = svgDocument(dom, { width, height: gridTop + n * cell + legendHeight + d.padding, title: heading, fontSize: d.fontSize });
  const { svg } = doc;
  drawHeading(svg, d, heading, subtitle);
  const colour = palette.netEdgeScale();
  const labels = order
    .flatMap(({ r }, k) => [
      mark('text', { x: left - d.labelGap, y: gridTop + k * cell + cell * 0.7, 'text-anchor': 'end', 'font-size': d.smallSize }, label(r)),
      mark('text', { transform: `translate(${left + k * cell + cell * 0.7},${gridTop - d.labelGap}) rotate(-90)`, 'font-size': d.smallSize }, label(r)),
    ]);
  const cells = order
    .flatMap(({ r, i }, row) =>
      order.flatMap(({ r: o, i: j }, column) => {
        const share = analysis.share[i]?.[j] ?? NaN;
        const empty = emptyOf(i, j);
        const [x, y] = [left + column * cell, gridTop + row * cell];
        const fill = empty === null ? colour(2 * share - 1) : EMPTY[empty].fill;
        const rect = mark('rect', { class: 'cell', x, y, width: cell - 1, height: cell - 1, fill }, mark('title', {}, `${r.name} v ${o.name}: ${empty === null ? percent(share) : EMPTY[empty].words}`));
        return empty === null ? [rect] : [rect, emptyMark(empty, x, y, cell)];
      }),
    );
  // Legend: the share a colour means, as every continuous colour scale of the reports reads; then each empty cell's mark.
  const legendTop = gridTop + n * cell + d.sectionGap;
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
  doc.appendMarkup(legend, kinds.flatMap((kind, k) => emptyKey(kind, legendTop + keyTop - d.sectionGap + k * (d.cell + d.keyGap))));
  return doc.serialise();
}
