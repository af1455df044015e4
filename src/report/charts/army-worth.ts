import { axisBottom, axisLeft } from 'd3-axis';
import { format } from 'd3-format';
import { scaleLinear } from 'd3-scale';
import { FRAME_SIZES, axisText } from '../chart-frame.js';
import { pointLabels } from '../chart-point-labels.js';
import { wrapText } from '../chart-text.js';
import { mark, type Markup } from '../markup.js';
import { palette } from '../palette.js';
import { verdictText } from '../could-turn-text.js';
import type { WorthRow } from '../worth-rows.js';
import { labelColour, openScatter, typeMark, verdictSwatches, type LegendLines } from './balance-marks.js';

const defaults = { ...FRAME_SIZES, plot: 400, left: 56, bottom: 46, right: 150, sectionGap: 18, legendGap: 8 } as const;
const value2 = format('.2f');

/** The marks the chart uses, as its legend names them. */
function legend(rows: readonly WorthRow[]): LegendLines {
  const plans = rows.some((r) => r.plans);
  const breakEven = rows.some((r) => r.breakEven?.breakEven !== null && r.breakEven?.breakEven !== undefined);
  return [
    ['Verdict:', verdictSwatches(rows)],
    [
      'Marks:',
      [
        { label: 'worth its cost', colour: palette.muted, glyph: '—' },
        { label: '95% interval', colour: palette.muted, glyph: '|' },
        ...(plans ? [{ label: 'range across plans', colour: palette.ink, glyph: '▮' }] : []),
        ...(breakEven ? [{ label: 'break-even cost', colour: palette.ink, glyph: '○' }] : []),
      ],
    ],
  ];
}

/**
 * Worth in an army against cost (issue #49 part 4): each priced type's cost (x) against its worth
 * in AP (y), the 95% interval as a whisker (`<line class="whisker">`), with `--plans` the range of
 * its worth across plans as a wider faint bar beside it (`<line class="plan-range">`), with
 * `--break-even` a ring at its break-even cost (`<circle class="break-even">`), and the diagonal
 * where a type is worth its cost (`<line class="diagonal">`); marks coloured by verdict. Linear
 * axes: a worth can be nothing or less.
 */
export function armyWorthSvg(dom: Document, rows: readonly WorthRow[], title: string): Markup {
  const d = defaults;
  const drawn = rows.filter((r) => Number.isFinite(r.worth));
  const heading = `${title}: worth in an army against cost`;
  const width = d.padding + d.left + d.plot + d.right + d.padding;
  const left = rows.length - drawn.length;
  const subtitle = [
    `x: a type's cost in AP; y: what losing one element costs its army, in AP (whisker: 95% interval${drawn.some((r) => r.plans) ? '; bar beside it: its range over the plans of play' : ''}${drawn.some((r) => r.breakEven) ? '; ring: its break-even cost in armies' : ''})`,
    `on the diagonal a type is worth its cost; a whisker wholly above it is undercosted, wholly below it overcosted${left > 0 ? `; not drawn: ${left} type${left === 1 ? '' : 's'} whose worth could not be priced` : ''}`,
  ].flatMap((line) => wrapText(line, width - 2 * d.padding, d.smallSize));
  const { doc, top } = openScatter(dom, { sizes: d, width, heading, subtitle, legend: legend(drawn), plotHeight: d.plot });
  const { svg } = doc;
  const values = drawn.flatMap((r) => [r.cost, r.worth, ...r.interval, ...(r.plans ? r.plans.range.filter(Number.isFinite) : []), ...(r.breakEven?.breakEven != null ? [r.breakEven.breakEven] : [])]);
  const domain: [number, number] = values.length > 0 ? [Math.min(0, ...values), Math.max(1, ...values) * 1.05] : [0, 1];
  const plotLeft = d.padding + d.left;
  const x = scaleLinear().domain([0, Math.max(...drawn.map((r) => r.cost), 1) * 1.1]).range([plotLeft, plotLeft + d.plot]);
  const y = scaleLinear().domain(domain).range([top + d.plot, top]).nice();
  svg.append('g').attr('class', 'x-axis').attr('transform', `translate(0,${top + d.plot})`).call(axisBottom(x).ticks(6)).call(axisText);
  svg.append('g').attr('class', 'y-axis').attr('transform', `translate(${plotLeft},0)`).call(axisLeft(y).ticks(6)).call(axisText);
  svg.append('text').attr('x', plotLeft + d.plot / 2).attr('y', top + d.plot + 36).attr('text-anchor', 'middle').text('cost (AP)');
  svg.append('text').attr('transform', `translate(${d.padding + 14},${top + d.plot / 2}) rotate(-90)`).attr('text-anchor', 'middle').text('worth in an army (AP)');
  const [x0, x1] = x.domain() as [number, number];
  const diagonalEnd = Math.min(x1, y.domain()[1] as number);
  svg.append('line').attr('class', 'diagonal').attr('x1', x(x0)).attr('y1', y(x0)).attr('x2', x(diagonalEnd)).attr('y2', y(diagonalEnd)).attr('stroke', palette.muted);
  const marks = drawn.flatMap((r) => {
    const cx = x(r.cost);
    const range = r.plans && Number.isFinite(r.plans.range[0]) ? [mark('line', { class: 'plan-range', x1: cx + 6, x2: cx + 6, y1: y(r.plans.range[0]), y2: y(r.plans.range[1]), stroke: palette.ink, 'stroke-width': 4, 'stroke-opacity': 0.3 })] : [];
    const be = r.breakEven?.breakEven;
    const ring = be !== null && be !== undefined ? [mark('circle', { class: 'break-even', cx: cx - 6, cy: y(be), r: 4, fill: 'none', stroke: palette.ink, 'stroke-width': 1.25 }, mark('title', {}, `${r.name}: break-even cost ${value2(be)}`))] : [];
    const tooltip = `${r.name}: cost ${r.cost}, worth ${value2(r.worth)} (95%: ${value2(r.interval[0])} to ${value2(r.interval[1])}): ${verdictText(r.verdict, r.couldTurn)}`;
    return [mark('line', { class: 'whisker', x1: cx, x2: cx, y1: y(r.interval[0]), y2: y(r.interval[1]), stroke: palette.muted, 'stroke-width': 1.5 }), ...range, ...ring, typeMark(r, { x: cx, y: y(r.worth) }, 'dot', tooltip)];
  });
  const labels = pointLabels(
    drawn.map((r) => ({ x: x(r.cost), y: y(r.worth), text: r.name, fill: labelColour(r), priority: Math.abs(r.worth - r.cost) })),
    { x0: plotLeft, x1: width - d.padding, y0: top, y1: top + d.plot },
    d.smallSize,
    [],
  );
  doc.appendMarkup(svg, [...marks, ...labels]);
  return doc.serialise();
}
