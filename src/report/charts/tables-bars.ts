import { max } from 'd3-array';
import { axisBottom } from 'd3-axis';
import { format } from 'd3-format';
import { scaleLinear } from 'd3-scale';
import { schemeTableau10 } from 'd3-scale-chromatic';
import { isChance, probability, type QuotedTable } from '../../analysis/tables/quoted-table.js';
import { FRAME_SIZES, axisText, drawHeading, headingLayout } from '../chart-frame.js';
import { drawSwatchLegend, swatchLines } from '../chart-legend.js';
import { textWidth } from '../chart-text.js';
import { mark, type Markup } from '../markup.js';
import { palette } from '../palette.js';
import { svgDocument } from '../svg-document.js';
import { plainWords } from '../tables-format.js';

const defaults = { ...FRAME_SIZES, plotWidth: 360, barHeight: 10, groupGap: 8, labelGap: 8, sectionGap: 14 } as const;

/**
 * A quoted table's chart: a group of bars per row (labelled by the chart's label columns), a
 * bar per series column in a colour of its own; chances on a percentage axis, other figures
 * (kills per figure) on a plain one.
 *
 * @example
 * tablesBarsSvg(dom, differenceTable); // => '<svg ...><g class="legend">...<rect class="bar" ...'
 */
export function tablesBarsSvg(dom: Document, table: QuotedTable, source: string): Markup {
  const chart = table.chart;
  if (!chart) throw new Error(`internal: table ${table.id} has no chart`);
  const d = defaults;
  const columns = chart.series.map((key) => table.columns.find((c) => c.key === key) ?? { key, label: key });
  const values = table.rows.map((row) => chart.series.map((key) => {
    const f = row.cells[key];
    return f === undefined ? 0 : isChance(f) ? probability(f) : typeof f === 'number' ? f : 0;
  }));
  const chances = table.rows.every((row) => chart.series.every((key) => isChance(row.cells[key] ?? 0)));
  const labelColumns = chart.label.map((key) => table.columns.find((c) => c.key === key) ?? { key, label: key });
  const labels = table.rows.map((row) => labelColumns.map((c) => plainWords(c, row.cells[c.key])).join(' v '));
  const title = table.title;
  const swatches = columns.map((c, i) => ({ label: c.label, colour: schemeTableau10[i % schemeTableau10.length] ?? palette.chance }));
  const labelWidth = max(labels, (l) => textWidth(l, d.fontSize)) ?? 0;
  const left = Math.ceil(d.padding + labelWidth + d.labelGap);
  const width = Math.max(left + d.plotWidth + 60, Math.ceil(2 * d.padding + textWidth(title, d.titleSize, true)));
  const subtitle = [`${table.system} · oddsmith tables ${table.system} ${table.id}`];
  const legendY = headingLayout(d, subtitle.length).bottom + d.sectionGap;
  const legendLines = swatchLines('', swatches, width - 2 * d.padding).length;
  const top = legendY + legendLines * d.lineHeight + d.sectionGap;
  const group = chart.series.length * d.barHeight + d.groupGap;
  const axisY = top + table.rows.length * group;
  const height = axisY + 40 + d.lineHeight;
  const doc = svgDocument(dom, { width, height, title, fontSize: d.fontSize });
  const { svg } = doc;
  svg.attr('class', 'oddsmith-chart tables-bars');
  drawHeading(svg, d, title, subtitle);
  drawSwatchLegend(svg, { lead: '', items: swatches, x: d.padding, y: legendY, width: width - 2 * d.padding });
  const most = Math.max(max(values.flat()) ?? 0, chances ? 0.01 : 0.1);
  const x = scaleLinear().domain([0, chances ? Math.min(1, most) : most]).nice().range([left, left + d.plotWidth]);
  const shown = chances ? format('.1%') : format('.3~f');
  svg.append('g').attr('class', 'x-axis').attr('transform', `translate(0,${axisY})`).call(axisBottom(x).ticks(5, chances ? '.0%' : '~g')).call(axisText);
  const marks = table.rows.flatMap((_, i) => {
    const y = top + i * group;
    return [
      mark('text', { x: left - d.labelGap, y: y + (chart.series.length * d.barHeight) / 2 + 4, 'text-anchor': 'end' }, labels[i] ?? ''),
      ...chart.series.map((key, s) => {
        const v = values[i]?.[s] ?? 0;
        const name = `${labels[i]}, ${columns[s]?.label ?? key}: ${shown(v)}`;
        return mark('rect', { class: 'bar', x: left, y: y + s * d.barHeight, width: Math.max(v > 0 ? 1 : 0, x(v) - left), height: d.barHeight - 1, fill: swatches[s]?.colour ?? palette.chance }, mark('title', {}, name));
      }),
    ];
  });
  doc.appendMarkup(svg, [...marks, mark('text', { class: 'source', x: d.padding, y: height - d.padding, 'font-size': d.smallSize, fill: palette.muted }, source)]);
  return doc.serialise();
}
