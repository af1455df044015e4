import { axisBottom, axisLeft } from 'd3-axis';
import { format } from 'd3-format';
import { scaleLog } from 'd3-scale';
import type { BalanceAnalysis, BalanceRow } from '../../analysis/balance.js';
import { boundCost } from '../../analysis/break-even.js';
import { FRAME_SIZES, axisText } from '../chart-frame.js';
import { pointLabels } from '../chart-point-labels.js';
import { textWidth, wrapText } from '../chart-text.js';
import { mark, type Markup } from '../markup.js';
import { palette } from '../palette.js';
import { verdictText } from '../could-turn-text.js';
import { labelColour, openScatter, typeMark, verdictSwatches, type LegendLines, type TypeShape } from './balance-marks.js';

const defaults = { ...FRAME_SIZES, plot: 440, left: 56, bottom: 46, right: 150, sectionGap: 18, legendGap: 8 } as const;

const value3 = format('.3~g');

/** What a type is worth as the chart draws it: a value (the break-even cost, or the bound), its interval, its mark and its words. */
interface Worth {
  readonly row: BalanceRow;
  readonly cost: number;
  readonly worth: number;
  readonly interval: readonly [number, number] | null;
  readonly shape: TypeShape;
  readonly words: string;
}

/** A costed type's worth from its break-even search, or null where it has none (no cost, no search). */
function worthOf(row: BalanceRow): Worth | null {
  const b = row.breakEven;
  if (row.cost === null || b === null) return null;
  if (b.bound === 'one-figure-wins') return { row, cost: row.cost, worth: b.points, interval: null, shape: 'at-least', words: `worth at least ${value3(b.points)} (one figure already wins half at ${b.points} points)` };
  const bound = boundCost(b);
  if (b.bound === 'largest-group-loses' && bound) {
    return { row, cost: row.cost, worth: bound.cost, interval: null, shape: 'at-most', words: `worth at most ${value3(bound.cost)} (its largest group, ${bound.largest} figures, still loses)` };
  }
  if (b.cost === null) return null;
  const interval = b.interval ? ` (95%: ${value3(b.interval[0])}-${value3(b.interval[1])})` : '';
  return { row, cost: row.cost, worth: b.cost, interval: b.interval, shape: 'dot', words: `worth ${value3(b.cost)}${interval}` };
}

/** The chart's legend: the verdict colours of the types drawn, and the marks it uses. */
function worthLegend(worths: readonly NonNullable<ReturnType<typeof worthOf>>[]): LegendLines {
  return [
    ['Verdict:', verdictSwatches(worths.map((w) => w.row))],
    [
      'Marks:',
      [
        { label: 'worth its cost (cost = break-even)', colour: palette.muted, glyph: '—' },
        ...(worths.some((w) => w.interval) ? [{ label: '95% interval', colour: palette.muted, glyph: '|' }] : []),
        ...(worths.some((w) => w.shape === 'at-least') ? [{ label: 'worth at least (one figure wins half)', colour: palette.ink, glyph: '▲' }] : []),
        ...(worths.some((w) => w.shape === 'at-most') ? [{ label: 'worth at most (largest group loses)', colour: palette.ink, glyph: '▼' }] : []),
      ],
    ],
  ];
}

/**
 * What the break-even verdicts read (basis 'break-even', groups at equal points): each costed
 * type's cost (x) against its break-even cost (y), what its group is worth at equal points
 * against the field, with the 95% interval as a whisker (`<line class="whisker">`), both on
 * one log scale, and the diagonal where a type is worth its cost (`<line class="diagonal">`).
 * A type whose search found a bound is a triangle at the bound, pointing the open way. Marks
 * (`class="type-dot"`) are coloured by verdict from the palette the legend uses. No cost line:
 * at equal points a fairly priced type is even with the field whatever it costs.
 *
 * @example
 * balanceWorthSvg(dom, analysis, 'Chainmail'); // => '<svg ...><line class="diagonal" ...>...'
 */
export function balanceWorthSvg(dom: Document, analysis: BalanceAnalysis, title: string): Markup {
  const d = defaults;
  const worths = analysis.rows.flatMap((r) => worthOf(r) ?? []);
  const left = analysis.rows.length - worths.length;
  const heading = `${title}: cost against break-even cost`;
  const width = d.padding + d.left + d.plot + d.right + d.padding;
  const subtitle = [
    "x: a type's cost; y: its break-even cost, what its group is worth at equal points against the field (whisker: 95% interval); one log scale",
    `on the diagonal a type is worth its cost; a whisker wholly above it (by more than half a pricing step) is undercosted, wholly below it overcosted${left > 0 ? `; not drawn: ${left} type${left === 1 ? '' : 's'} without a cost or break-even` : ''}`,
  ].flatMap((line) => wrapText(line, width - 2 * d.padding, d.smallSize));
  const legend = worthLegend(worths);
  const { doc, top } = openScatter(dom, { sizes: d, width, heading, subtitle, legend, plotHeight: d.plot });
  const { svg } = doc;
  // One scale for both axes, so the diagonal is y = x at 45 degrees and a ratio reads the same either way.
  const values = worths.flatMap((w) => [w.cost, w.worth, ...(w.interval ?? [])]).filter((v) => v > 0);
  const domain: [number, number] = values.length > 0 ? [Math.min(...values) / 1.25, Math.max(...values) * 1.25] : [1, 10];
  const plotLeft = d.padding + d.left;
  const x = scaleLog().domain(domain).range([plotLeft, plotLeft + d.plot]);
  const y = scaleLog().domain(domain).range([top + d.plot, top]);
  svg.append('g').attr('class', 'x-axis').attr('transform', `translate(0,${top + d.plot})`).call(axisBottom(x).ticks(6, '~g')).call(axisText);
  svg.append('g').attr('class', 'y-axis').attr('transform', `translate(${plotLeft},0)`).call(axisLeft(y).ticks(6, '~g')).call(axisText);
  svg.append('text').attr('x', plotLeft + d.plot / 2).attr('y', top + d.plot + 36).attr('text-anchor', 'middle').text('cost (log scale)');
  svg.append('text').attr('transform', `translate(${d.padding + 14},${top + d.plot / 2}) rotate(-90)`).attr('text-anchor', 'middle').text('break-even cost (log scale)');
  const [lo, hi] = domain;
  svg.append('line').attr('class', 'diagonal').attr('x1', x(lo)).attr('y1', y(lo)).attr('x2', x(hi)).attr('y2', y(hi)).attr('stroke', palette.muted);
  // Which side of the diagonal is which, in the two corners away from it.
  const sides = [
    { text: '↑ worth more than it costs', x: plotLeft + 8, y: top + 14, anchor: 'start' },
    { text: 'worth less than it costs ↓', x: plotLeft + d.plot - 8, y: top + d.plot - 8, anchor: 'end' },
  ] as const;
  const sideBoxes = sides.map((s) => {
    const w = textWidth(s.text, d.smallSize);
    svg.append('text').attr('x', s.x).attr('y', s.y).attr('text-anchor', s.anchor).attr('font-size', d.smallSize).attr('fill', palette.muted).text(s.text);
    return { x0: s.anchor === 'end' ? s.x - w : s.x, x1: s.anchor === 'end' ? s.x : s.x + w, y0: s.y - d.smallSize, y1: s.y + 3 };
  });
  const whiskers = worths.flatMap((w) => (w.interval ? [mark('line', { class: 'whisker', x1: x(w.cost), x2: x(w.cost), y1: y(w.interval[0]), y2: y(w.interval[1]), stroke: palette.muted, 'stroke-width': 1.5 })] : []));
  const marks = worths.map((w) => typeMark(w.row, { x: x(w.cost), y: y(w.worth) }, w.shape, `${w.row.name}: cost ${value3(w.cost)}, ${w.words}: ${verdictText(w.row.verdict ?? 'cannot tell', w.row.couldTurn)}`));
  // Names, the types furthest from their cost first; the plot's right margin holds names too.
  const labels = pointLabels(
    worths.map((w) => ({ x: x(w.cost), y: y(w.worth), text: w.row.name, fill: labelColour(w.row), priority: Math.abs(Math.log(w.worth / w.cost)) })),
    { x0: plotLeft, x1: width - d.padding, y0: top, y1: top + d.plot },
    d.smallSize,
    sideBoxes,
  );
  doc.appendMarkup(svg, [...whiskers, ...marks, ...labels]);
  return doc.serialise();
}
