import { symbol, symbolCircle, symbolTriangle } from 'd3-shape';
import type { BalanceRow } from '../../analysis/balance.js';
import { FRAME_SIZES, drawHeading, headingLayout, type FrameSizes } from '../chart-frame.js';
import { drawSwatchLegend, swatchLines, type Swatch } from '../chart-legend.js';
import { mark, type Markup } from '../markup.js';
import { palette, VERDICTS } from '../palette.js';
import { pixels, svgDocument, type SvgDocument, type SvgSelection } from '../svg-document.js';

// What the balance scatters share: a type's mark coloured by its verdict, and a legend that names those colours and the other marks.

/** A type's mark: a dot, or a triangle pointing the way a bound leaves its value open (worth at least: up; at most: down). */
export type TypeShape = 'dot' | 'at-least' | 'at-most';

/** Area of a type's mark in square pixels (a dot of radius 4.5). */
const MARK_AREA = Math.PI * 4.5 * 4.5;

/**
 * A type's mark at (x, y), filled with its verdict's colour (palette.verdict, as the legend),
 * `<path class="type-dot …">` with its tooltip; outlined so a light colour shows on white.
 *
 * @example
 * typeMark(knights, { x: 120, y: 80 }, 'dot', 'Knights: cost 4, worth 5.1: undercosted');
 */
export function typeMark(r: Pick<BalanceRow, 'verdict'>, at: { readonly x: number; readonly y: number }, shape: TypeShape, tooltip: string): Markup {
  const d = symbol(shape === 'dot' ? symbolCircle : symbolTriangle, MARK_AREA * (shape === 'dot' ? 1 : 1.4))() ?? '';
  const transform = `translate(${pixels(at.x)},${pixels(at.y)})${shape === 'at-most' ? ' rotate(180)' : ''}`;
  const className = `type-dot${shape === 'dot' ? '' : ` ${shape}`}`;
  return mark('path', { class: className, d: d.replace(/\d+\.\d{3,}/g, (n) => String(pixels(Number(n)))), transform, fill: palette.verdict(r.verdict), stroke: palette.ink, 'stroke-width': 0.75 }, mark('title', {}, tooltip));
}

/** A type's name beside its mark: its verdict's colour, or the muted ink where that colour (cannot tell's grey) is too light to read. */
export const labelColour = (r: Pick<BalanceRow, 'verdict'>): string => (r.verdict === 'cannot tell' || r.verdict === null ? palette.muted : palette.verdict(r.verdict));

/** The verdicts the rows hold, in the legend's order, each with its colour. */
export function verdictSwatches(rows: readonly Pick<BalanceRow, 'verdict'>[]): Swatch[] {
  const present = new Set(rows.map((r) => r.verdict ?? 'cannot tell'));
  return VERDICTS.filter((v) => present.has(v)).map((v) => ({ label: v, colour: palette.verdict(v) }));
}

/** A legend's lines: a lead and its items. */
export type LegendLines = readonly (readonly [lead: string, items: readonly Swatch[]])[];

/** How many text lines the legend takes at `width`, for the layout. */
export function legendLineCount(lines: LegendLines, width: number): number {
  return lines.reduce((n, [lead, items]) => n + swatchLines(lead, items, width).length, 0);
}

/**
 * The legend of a balance scatter: a swatch legend per line ("Verdict:", "Marks:") from `y`, one under the other.
 *
 * @example
 * drawBalanceLegend(svg, [['Verdict:', verdictSwatches(rows)]], { x: 14, y: 60, width: 600 });
 */
export function drawBalanceLegend(svg: SvgSelection, lines: LegendLines, at: { readonly x: number; readonly y: number; readonly width: number }): void {
  let y = at.y;
  for (const [lead, items] of lines) y += drawSwatchLegend(svg, { lead, items, x: at.x, y, width: at.width }) * FRAME_SIZES.lineHeight;
}

/** What opening a balance scatter takes: its sizes, width, heading, subtitle lines, legend and the height of its plot and what is below it. */
export interface ScatterPage {
  readonly sizes: FrameSizes & { readonly fontSize: number; readonly legendGap: number; readonly sectionGap: number; readonly bottom: number };
  readonly width: number;
  readonly heading: string;
  readonly subtitle: readonly string[];
  readonly legend: LegendLines;
  readonly plotHeight: number;
}

/** A balance scatter's document with its heading and legend drawn, and the top of its plot. */
export function openScatter(dom: Document, page: ScatterPage): { doc: SvgDocument; top: number } {
  const d = page.sizes;
  const legendY = headingLayout(d, page.subtitle.length).bottom + d.legendGap;
  const top = legendY + legendLineCount(page.legend, page.width - 2 * d.padding) * d.lineHeight + d.sectionGap;
  const height = top + page.plotHeight + d.bottom + d.padding;
  const doc = svgDocument(dom, { width: page.width, height, title: page.heading, fontSize: d.fontSize });
  drawHeading(doc.svg, d, page.heading, page.subtitle);
  drawBalanceLegend(doc.svg, page.legend, { x: d.padding, y: legendY, width: page.width - 2 * d.padding });
  return { doc, top };
}
