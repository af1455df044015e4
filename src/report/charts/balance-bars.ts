import { max } from 'd3-array';
import { axisBottom } from 'd3-axis';
import { scaleLog } from 'd3-scale';
import { format } from 'd3-format';
import type { BalanceAnalysis } from '../../analysis/balance.js';
import { FRAME_SIZES, axisText, drawHeading, headingLayout } from '../chart-frame.js';
import { mark, type Markup } from '../markup.js';
import { textWidth } from '../chart-text.js';
import { palette } from '../palette.js';
import { svgDocument } from '../svg-document.js';

const defaults = { ...FRAME_SIZES, plotWidth: 420, rowHeight: 20, barHeight: 14, labelGap: 8, sectionGap: 18 } as const;

/**
 * Strength per point, ranked: one bar per costed type, exp(strength) / cost on a log scale,
 * the most value for its cost at the top. `<rect class="bar">` per type, each at least 1 px.
 *
 * @example
 * balanceBarsSvg(dom, analysis, 'DBA 3.0 + HOTT 2.1'); // => '<svg ...><rect class="bar" ...>...'
 */
export function balanceBarsSvg(dom: Document, analysis: BalanceAnalysis, title: string): Markup {
  const d = defaults;
  const rows = analysis.rows.filter((r) => r.strengthPerPoint !== null).sort((a, b) => (b.strengthPerPoint ?? 0) - (a.strengthPerPoint ?? 0));
  const heading = `${title}: strength per point`;
  const subtitle = ['exp(strength) / cost: how much fighting value each point buys; log scale, so the least shows too'];
  const top = headingLayout(d, subtitle.length).bottom + d.sectionGap;
  const labelWidth = max(rows, (r) => textWidth(r.name, d.fontSize)) ?? 0;
  const left = Math.ceil(d.padding + labelWidth + d.labelGap);
  const width = left + d.plotWidth + 60;
  const height = top + rows.length * d.rowHeight + 40;
  const doc = svgDocument(dom, { width, height, title: heading, fontSize: d.fontSize });
  const { svg } = doc;
  drawHeading(svg, d, heading, subtitle);
  // Values span orders of magnitude (a spellcaster's melee against an elf's): on a log scale
  // from half the least value every bar is drawn, the least a fraction of the width.
  const values = rows.map((r) => r.strengthPerPoint ?? 0).filter((v) => v > 0);
  const least = Math.min(...values, 1);
  const most = Math.max(...values, least * 10);
  const x = scaleLog().domain([least / 2, most * 1.1]).range([left, left + d.plotWidth]);
  const value3 = format('.3~g');
  svg.append('g').attr('class', 'x-axis').attr('transform', `translate(0,${top + rows.length * d.rowHeight})`).call(axisBottom(x).ticks(5, '~g')).call(axisText);
  const bars = rows
    .map((r, i) => {
      const y = top + i * d.rowHeight;
      const value = r.strengthPerPoint ?? 0;
      return [
        mark('text', { x: left - d.labelGap, y: y + d.barHeight - 3, 'text-anchor': 'end' }, r.name),
        mark('rect', { class: 'bar', x: left, y, width: Math.max(1, x(Math.max(value, least)) - left), height: d.barHeight, fill: palette.outcome('recoil') }, mark('title', {}, `${r.name}: ${value3(value)} per point (cost ${r.cost})`)),
        mark('text', { x: x(Math.max(value, least)) + 4, y: y + d.barHeight - 3, 'font-size': d.smallSize, fill: palette.muted }, value3(value)),
      ];
    })
    .flat();
  doc.appendMarkup(svg, bars);
  return doc.serialise();
}
