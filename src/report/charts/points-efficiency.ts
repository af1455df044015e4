import { max } from 'd3-array';
import { axisBottom } from 'd3-axis';
import { scaleLinear } from 'd3-scale';
import { FRAME_SIZES, drawAxis, drawLabel, drawSource, footerLayout, frameText, headingLayout, openChart, sourceText } from '../chart-frame.js';
import { mark, type Markup } from '../markup.js';
import { textWidth } from '../chart-text.js';
import type { ReportModel } from '../model.js';
import { conditionSet } from './lookups.js';
import { palette } from '../palette.js';

const defaults = { ...FRAME_SIZES, plotWidth: 420, rowHeight: 26, barHeight: 9, labelGap: 8, sectionGap: 18 } as const;

/** Per costed attacking group: its name, and points the defenders lost and it lost, each per point it cost, best trade first. */
function tradeRows(model: ReportModel, condition: string): { label: string; inflicted: number; suffered: number }[] {
  return model
    .groups(condition)
    .filter((s) => s.spent !== null && s.spent > 0 && s.inflicted !== null && s.suffered !== null)
    .map((s) => ({ label: model.name(s.label), inflicted: (s.inflicted ?? 0) / (s.spent ?? 1), suffered: (s.suffered ?? 0) / (s.spent ?? 1) }))
    .sort((a, b) => b.inflicted - b.suffered - (a.inflicted - a.suffered));
}

/**
 * Points efficiency: for each attacking group, the points the defenders lost and the points
 * it lost, each per point it cost (means over the defenders, in points), best trade first.
 * Two `<rect class="bar">` per group.
 *
 * @example
 * pointsEfficiencySvg(dom, model, 'open'); // => '<svg ...><rect class="bar" ...>...'
 */
export function pointsEfficiencySvg(dom: Document, model: ReportModel, condition: string): Markup {
  const d = defaults;
  const rows = tradeRows(model, condition);
  const left = Math.ceil(d.padding + (max(rows, (r) => textWidth(r.label, d.fontSize)) ?? 0) + d.labelGap);
  const width = left + d.plotWidth + 2 * d.padding + 40;
  const subtitle = 'blue: points the defenders lost, red: points the group lost, each per point the group cost (mean over defenders)';
  const text = frameText(width, `Points efficiency — ${condition}`, subtitle, sourceText(model.report, [conditionSet(model, condition).combat]));
  const top = headingLayout(d, text.subtitle.length).bottom + d.sectionGap;
  const axisY = top + rows.length * d.rowHeight;
  const footer = footerLayout(d, axisY, text.source.length);
  const doc = openChart(dom, { width, height: footer.height }, text);
  const x = scaleLinear().domain([0, max(rows, (r) => Math.max(r.inflicted, r.suffered)) || 1]).range([left, left + d.plotWidth]).nice();
  drawAxis(doc.svg, { className: 'x-axis', y: axisY, axis: axisBottom(x).ticks(6) });
  drawLabel(doc.svg, { className: null, text: 'points lost per point spent', x: left + d.plotWidth / 2, y: footer.axisLabelY, anchor: 'middle', bold: false });
  const bars = rows.flatMap((r, i) => {
    const y = top + i * d.rowHeight + 3;
    const bar = (value: number, dy: number, fill: string, what: string): Markup =>
      mark('rect', { class: 'bar', x: left, y: y + dy, width: Math.max(0, x(value) - left), height: d.barHeight, fill }, mark('title', {}, `${r.label}: ${what} ${value.toFixed(2)} per point`));
    return [
      mark('text', { x: left - d.labelGap, y: y + d.barHeight + 3, 'text-anchor': 'end' }, r.label),
      bar(r.inflicted, 0, palette.netEdgeScale()(0.8), 'defenders lost'),
      bar(r.suffered, d.barHeight + 1, palette.netEdgeScale()(-0.8), 'it lost'),
    ];
  });
  doc.appendMarkup(doc.svg, bars);
  drawSource(doc.svg, d, text.source, footer.sourceY);
  return doc.serialise();
}
