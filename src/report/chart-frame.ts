import type { Axis } from 'd3-axis';
import { format } from 'd3-format';
import type { NumberValue } from 'd3-scale';
import type { Selection } from 'd3-selection';
import { textBlock, wrapText } from './chart-text.js';
import { palette } from './palette.js';
import type { SweepReport } from './sweep.js';
import { pixels, svgDocument, type SvgDocument, type SvgSelection } from './svg-document.js';

/** The sizes every chart's frame (title, subtitle, source line) is laid out with. */
export interface FrameSizes {
  readonly padding: number;
  readonly titleSize: number;
  readonly smallSize: number;
  readonly lineHeight: number;
}

/** Baselines of the title and subtitle, and the y just below the subtitle. */
export function headingLayout(d: FrameSizes, subtitleLines: number): { titleY: number; subtitleY: number; bottom: number } {
  const titleY = d.padding + d.titleSize;
  const subtitleY = titleY + d.lineHeight + 2;
  return { titleY, subtitleY, bottom: subtitleY + subtitleLines * d.lineHeight };
}

/**
 * Draw the chart's title and subtitle at the top left, the same on every chart kind.
 *
 * @example
 * drawHeading(svg, defaults, 'Net edge, open ground', ['combat: close']);
 */
export function drawHeading(svg: SvgSelection, d: FrameSizes, title: string, subtitle: readonly string[]): void {
  const { titleY, subtitleY } = headingLayout(d, subtitle.length);
  svg.append('text').attr('class', 'title').attr('x', d.padding).attr('y', titleY).attr('font-size', d.titleSize).attr('font-weight', 700).text(title);
  textBlock(svg, { lines: subtitle, x: d.padding, y: subtitleY, fontSize: d.smallSize, lineHeight: d.lineHeight, className: 'subtitle', fill: palette.muted });
}

/** What a chart's frame says: its title, and its subtitle and source line wrapped to the chart's width. */
export interface FrameText {
  readonly title: string;
  readonly subtitle: readonly string[];
  readonly source: readonly string[];
}

/**
 * The subtitle and source line wrapped to a chart `width` wide, between their parts.
 *
 * @example
 * frameText(520, 'Net edge', 'combat: close · attacker: …', sourceText(report)).source; // => ['Source: … · method: exact enumeration']
 */
export function frameText(width: number, title: string, subtitle: string, source: string): FrameText {
  const wrap = (text: string): string[] => wrapText(text, width - 2 * FRAME_SIZES.padding, FRAME_SIZES.smallSize, SOURCE_SEPARATOR);
  return { title, subtitle: wrap(subtitle), source: wrap(source) };
}

/**
 * A chart's <svg> in `dom`, sized, with the class `className` (if given) and its title and
 * subtitle drawn: the frame every chart kind opens with. Draw the source line last
 * (`drawSource`), at the foot.
 *
 * @example
 * const doc = openChart(dom, { width: 520, height: 300, className: 'oddsmith-chart heatmap' }, frameText(520, 'Net edge', '', source));
 */
export function openChart(dom: Document, box: { readonly width: number; readonly height: number; readonly className?: string }, frame: Pick<FrameText, 'title' | 'subtitle'>): SvgDocument {
  const doc = svgDocument(dom, { width: box.width, height: box.height, title: frame.title, fontSize: FRAME_SIZES.fontSize });
  if (box.className !== undefined) doc.svg.attr('class', box.className);
  drawHeading(doc.svg, FRAME_SIZES, frame.title, frame.subtitle);
  return doc;
}

/** A label set on the chart itself (an axis's name, a row header, which side is which). */
export interface ChartLabel {
  readonly text: string;
  readonly x: number;
  readonly y: number;
  /** Absent: the text starts at x. */
  readonly anchor?: 'middle' | 'end';
  /** Absent: 'axis-label'; null: no class. */
  readonly className?: string | null;
  /** Absent or true: semi-bold, as a table header. */
  readonly bold?: boolean;
}

/**
 * Draw a label (`ChartLabel`) into `parent`.
 *
 * @example
 * drawLabel(svg, { text: 'defender', x: 240, y: 60, anchor: 'middle' }); // <text class="axis-label" x="240" y="60" text-anchor="middle" font-weight="600">
 */
export function drawLabel<E extends SVGElement>(parent: Selection<E, unknown, null, undefined>, label: ChartLabel): void {
  parent
    .append('text')
    .attr('class', label.className === undefined ? 'axis-label' : label.className)
    .attr('x', label.x)
    .attr('y', label.y)
    .attr('text-anchor', label.anchor ?? null)
    .attr('font-weight', label.bold === false ? null : 600)
    .text(label.text);
}

/**
 * A d3 axis drawn at `y` (bottom) or `x` (left) as `<g class="…">`, its text at the frame's
 * small size; `inheritFont` drops d3's own font family so the chart's shows.
 *
 * @example
 * drawAxis(svg, { className: 'axis', y: 240, axis: axisBottom(x).ticks(5), inheritFont: true });
 */
export function drawAxis(svg: SvgSelection, spec: { readonly className: string; readonly x?: number; readonly y?: number; readonly axis: Axis<NumberValue>; readonly inheritFont?: boolean }): void {
  const g = svg
    .append('g')
    .attr('class', spec.className)
    .attr('transform', spec.y === undefined ? `translate(${spec.x ?? 0},0)` : `translate(0,${spec.y})`)
    .call(spec.axis)
    .call(axisText);
  if (spec.inheritFont) g.attr('font-size', FRAME_SIZES.smallSize).attr('font-family', null);
}

/** Draw the source line(s) (system, seed file, method, trials, seed) at `y`. */
export function drawSource(svg: SvgSelection, d: FrameSizes, source: readonly string[], y: number): void {
  textBlock(svg, { lines: source, x: d.padding, y, fontSize: d.smallSize, lineHeight: d.lineHeight, className: 'source', fill: palette.muted });
}

/** Below an x axis at `axisY`: the axis label's baseline, the source line's, and the chart height. */
export function footerLayout(d: FrameSizes & { readonly sectionGap: number }, axisY: number, sourceLines: number): { axisLabelY: number; sourceY: number; height: number } {
  const axisLabelY = axisY + 2.5 * d.lineHeight;
  const sourceY = axisLabelY + d.sectionGap + d.lineHeight;
  return { axisLabelY, sourceY, height: sourceY + (sourceLines - 1) * d.lineHeight + d.padding };
}

/**
 * The widest a chart that can choose its size is drawn: a report's figure holds 1,326 px on a
 * 1400 px screen, so a heatmap or matrix drawn within this is seen whole there, not cut.
 */
export const WIDE_CHART = 1300;

/** Text sizes and spacing shared by every chart kind, so the report reads as one piece. */
export const FRAME_SIZES = {
  fontSize: 12,
  titleSize: 13,
  smallSize: 11,
  lineHeight: 16,
  padding: 14,
} as const;

/** Light vertical gridlines at `ticks` (zero left out: charts mark it themselves), from `top` to `bottom`. */
export function drawVerticalGrid(svg: SvgSelection, x: (value: number) => number, ticks: readonly number[], top: number, bottom: number): void {
  svg
    .append('g')
    .attr('class', 'grid')
    .attr('stroke', palette.rule)
    .selectAll('line')
    .data(ticks.filter((t) => t !== 0))
    .join('line')
    .attr('x1', (t) => x(t))
    .attr('x2', (t) => x(t))
    .attr('y1', top)
    .attr('y2', bottom);
}

const METHOD_WORDS: Readonly<Record<string, string>> = {
  exact: 'exact enumeration',
  mc: 'Monte Carlo',
  'exact+mc': 'exact enumeration and Monte Carlo',
};

/** Between the parts of a source line: charts wrap it here rather than mid-part. */
export const SOURCE_SEPARATOR = ' · ';

/**
 * The source line at the foot of every chart: the rule text by its title and the line(s) the
 * outcomes of `combats` come from, and the method; for Monte Carlo, the trials and the seed
 * (an exact result has neither). Wrap it with `wrapText(text, width, size, SOURCE_SEPARATOR)`.
 *
 * @example
 * sourceText(report, ['close']); // => 'Source: Hordes of the Things 2nd ed. reference sheet, line 64 · method: exact enumeration'
 * sourceText(mcReport, ['close', 'shooting']); // => 'Source: DBA 3.0 + HOTT 2.1, line 605 · method: Monte Carlo · trials: 20,000 · seed: 7'
 */
export function sourceText(report: Pick<SweepReport, 'system' | 'method' | 'trials' | 'seed'>, combats: readonly string[]): string {
  const { title, lines } = report.system.source;
  const cited = [...new Set(combats.flatMap((c) => (lines[c] === undefined ? [] : [lines[c]])))].sort((a, b) => a - b);
  const where = cited.length === 0 ? title : `${title}, ${cited.length === 1 ? 'line' : 'lines'} ${cited.join(', ')}`;
  const parts = [`Source: ${where}`, `method: ${METHOD_WORDS[report.method] ?? report.method}`];
  if (report.trials !== null) parts.push(`trials: ${format(',')(report.trials)}`);
  if (report.seed !== null) parts.push(`seed: ${report.seed}`);
  return parts.join(SOURCE_SEPARATOR);
}

/**
 * d3-axis writes its tick labels at 10 px: every chart's axes are set at the frame's small
 * size instead, so no chart text is drawn under 11 px. Use as `.call(axisBottom(x)).call(axisText)`.
 * It also writes the axis shorter, drawn the same: each label's `dy` (in em) is added to its
 * `y`, the labels' fill is set once on the axis (the domain line keeps none), and the ticks'
 * `opacity="1"` (d3's for transitions) is dropped.
 */
export function axisText<E extends SVGElement>(axis: Selection<E, unknown, null, undefined>): void {
  const size = FRAME_SIZES.smallSize;
  axis.attr('font-size', size).attr('fill', 'currentColor');
  axis.select('.domain').attr('fill', 'none');
  axis.selectAll('.tick').attr('opacity', null);
  axis
    .selectAll<SVGTextElement, unknown>('.tick text')
    .attr('fill', null)
    .attr('y', (_, i, texts) => pixels(Number(texts[i]?.getAttribute('y') ?? 0) + parseFloat(texts[i]?.getAttribute('dy') ?? '0') * size))
    .attr('dy', null);
}
