import { max } from 'd3-array';
import { axisBottom } from 'd3-axis';
import { format } from 'd3-format';
import { scaleLinear } from 'd3-scale';
import { FRAME_SIZES, axisText, drawHeading, headingLayout } from '../chart-frame.js';
import { textWidth } from '../chart-text.js';
import { mark, type Markup } from '../markup.js';
import { palette } from '../palette.js';
import { svgDocument } from '../svg-document.js';

const defaults = { ...FRAME_SIZES, plotWidth: 360, rowHeight: 20, barHeight: 14, labelGap: 8, sectionGap: 18 } as const;
const percent = format('.1%');

/** One bar: its label and its chance. */
export interface ChanceBar {
  readonly label: string;
  readonly chance: number;
}

/**
 * Labelled bars of chances, in the order given: a rider's mixed strategy, a score's law.
 * `<rect class="bar">` per row, the chance printed beside it; the axis runs from 0 to the
 * largest chance.
 *
 * @example
 * chanceBarsSvg(dom, 'Optimal strategy', ['ride 1, both free'], [{ label: 'helm / steady-seat', chance: 0.31 }]);
 */
export function chanceBarsSvg(dom: Document, title: string, subtitle: readonly string[], rows: readonly ChanceBar[]): Markup {
  const d = defaults;
  const top = headingLayout(d, subtitle.length).bottom + d.sectionGap;
  const labelWidth = max(rows, (r) => textWidth(r.label, d.fontSize)) ?? 0;
  const left = Math.ceil(d.padding + labelWidth + d.labelGap);
  const width = Math.max(left + d.plotWidth + 60, Math.ceil(2 * d.padding + textWidth(title, d.titleSize, true)));
  const height = top + rows.length * d.rowHeight + 40;
  const doc = svgDocument(dom, { width, height, title, fontSize: d.fontSize });
  const { svg } = doc;
  drawHeading(svg, d, title, subtitle);
  const x = scaleLinear().domain([0, Math.max(max(rows, (r) => r.chance) ?? 0, 0.01)]).nice().range([left, left + d.plotWidth]);
  svg.append('g').attr('class', 'x-axis').attr('transform', `translate(0,${top + rows.length * d.rowHeight})`).call(axisBottom(x).ticks(5, '.0%')).call(axisText);
  const bars = rows.flatMap((r, i) => {
    const y = top + i * d.rowHeight;
    return [
      mark('text', { x: left - d.labelGap, y: y + d.barHeight - 3, 'text-anchor': 'end' }, r.label),
      mark('rect', { class: 'bar', x: left, y, width: Math.max(1, x(r.chance) - left), height: d.barHeight, fill: palette.chance }, mark('title', {}, `${r.label}: ${percent(r.chance)}`)),
      mark('text', { x: x(r.chance) + 4, y: y + d.barHeight - 3, 'font-size': d.smallSize, fill: palette.muted }, percent(r.chance)),
    ];
  });
  doc.appendMarkup(svg, bars);
  return doc.serialise();
}
