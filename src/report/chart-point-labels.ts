import { textWidth } from './chart-text.js';
import { mark, type Markup } from './markup.js';

/** A rectangle a label or a point takes, in SVG units. */
export interface Box {
  readonly x0: number;
  readonly x1: number;
  readonly y0: number;
  readonly y1: number;
}

const overlaps = (a: Box, b: Box): boolean => a.x0 < b.x1 && b.x0 < a.x1 && a.y0 < b.y1 && b.y0 < a.y1;

/** A point of a scatter that may be named: where it is drawn, its name and colour, and how much naming it matters (most first). */
export interface PointLabel {
  readonly x: number;
  readonly y: number;
  readonly text: string;
  readonly fill: string;
  readonly priority: number;
}

/** How far a label stands from its point's centre, and the half-size of the box a point takes. */
const GAP = 7;
const POINT = 4;

/**
 * Names for the points of a scatter, the most telling first, each right or left of its point
 * where it overlaps no label, point or `taken` box (other text of the chart) placed before and stays inside `plot`; a point whose
 * name finds no room is named on hover only (its mark's tooltip). `<text class="type-label">`
 * per name placed. No text is measured by the browser (jsdom has no getBBox): widths are
 * estimates (chart-text.ts).
 *
 * @example
 * pointLabels([{ x: 100, y: 50, text: 'Knights', fill: '#2166AC', priority: 2 }], { x0: 60, x1: 600, y0: 40, y1: 420 }, 11); // => [<text class="type-label" x="107" …>Knights</text>]
 */
export function pointLabels(points: readonly PointLabel[], plot: Box, fontSize: number, taken: readonly Box[] = []): Markup[] {
  const placed: Box[] = [...taken, ...points.map((p) => ({ x0: p.x - POINT, x1: p.x + POINT, y0: p.y - POINT, y1: p.y + POINT }))];
  const labels: Markup[] = [];
  for (const p of [...points].sort((a, b) => b.priority - a.priority)) {
    const w = textWidth(p.text, fontSize);
    const h = fontSize;
    const spot = [
      { box: { x0: p.x + GAP, x1: p.x + GAP + w, y0: p.y - h / 2, y1: p.y + h / 2 }, anchor: 'start', at: p.x + GAP },
      { box: { x0: p.x - GAP - w, x1: p.x - GAP, y0: p.y - h / 2, y1: p.y + h / 2 }, anchor: 'end', at: p.x - GAP },
    ].find((s) => s.box.x0 >= plot.x0 && s.box.x1 <= plot.x1 && s.box.y0 >= plot.y0 && s.box.y1 <= plot.y1 && !placed.some((b) => overlaps(b, s.box)));
    if (!spot) continue;
    placed.push(spot.box);
    labels.push(mark('text', { class: 'type-label', x: spot.at, y: p.y + h / 3, 'text-anchor': spot.anchor, 'font-size': fontSize, fill: p.fill }, p.text));
  }
  return labels;
}
