import { max } from 'd3-array';
import { axisBottom } from 'd3-axis';
import { format } from 'd3-format';
import { scaleBand, scaleLinear } from 'd3-scale';
import { errors } from '../../core/errors.js';
import { FRAME_SIZES, SOURCE_SEPARATOR, axisText, drawHeading, drawSource, drawVerticalGrid, footerLayout, headingLayout, sourceText } from '../chart-frame.js';
import { mark, type Markup } from '../markup.js';
import { palette } from '../palette.js';
import { textWidth, wrapText } from '../chart-text.js';
import { svgDocument } from '../svg-document.js';
import { sideName, type SweepReport } from '../sweep.js';

/** Sizes in pixels. Each half of the bar is 0..100% of one side's chances. */
const defaults = {
  ...FRAME_SIZES,
  halfWidth: 220,
  rowHeight: 26,
  barHeight: 16,
  labelGap: 8,
  sectionGap: 18,
  /** Legend swatches are "■" glyphs a little larger than the text. */
  swatchSize: 14,
  swatchGap: 4,
  legendItemGap: 16,
  /** Half a "100%" tick label hangs past each end of the axis. */
  tickOverhang: 16,
  /** A segment's percentage is printed inside it only when it fits with this much room. */
  segmentLabelRoom: 6,
  ticks: [-1, -0.75, -0.5, -0.25, 0, 0.25, 0.5, 0.75, 1],
  minWidth: 420,
} as const;

const percent = format('.0%');
const percentPrecise = format('.1%');

/**
 * Diverging stacked bars for one attacker under one condition set: a row per defender, the
 * attacker's unfavourable outcomes stacked left of the centre line, the defender's right,
 * each in its outcome's fixed colour. Each segment is a `<rect class="bar-segment">`.
 *
 * @example
 * const svg = outcomeBarsSvg(report, 'knights', 'open ground');
 * // => '<svg xmlns="http://www.w3.org/2000/svg" ...><rect class="bar-segment" ...>...'
 */
export function outcomeBarsSvg(report: SweepReport, attacker: string, condition: string): Markup {
  const set = report.conditions.find((c) => c.name === condition);
  if (!set) throw errors.unknown('condition set', condition, report.conditions.map((c) => c.name), 'in this report');
  if (!report.attackers.includes(attacker)) throw errors.unknown('attacker', attacker, report.attackers, 'in this report');
  const d = defaults;
  const name = (id: string): string => sideName(report, id);
  const attackerName = name(attacker);
  const bad = report.system.outcomes.filter((o) => o.unfavourable);
  const cells = new Map(report.cells.filter((c) => c.condition === condition && c.attacker === attacker).map((c) => [c.defender, c]));
  const skipped = new Map(report.skipped.filter((s) => s.condition === condition && s.attacker === attacker).map((s) => [s.defender, s]));

  // Layout, left to right: defender names, the two halves of the plot.
  const rowHeader = 'defender';
  const nameWidth = Math.max(textWidth(rowHeader, d.fontSize, true), max(report.defenders, (id) => textWidth(name(id), d.fontSize)) ?? 0);
  const plotLeft = Math.ceil(d.padding + nameWidth + d.labelGap);
  // Name the attacker over its half when the name fits there.
  const namedSide = `← outcomes for ${attackerName}`;
  const attackerSide = textWidth(namedSide, d.fontSize, true) <= d.halfWidth - d.labelGap ? namedSide : '← outcomes for the attacker';
  const plotWidth = 2 * d.halfWidth;
  const title = `${attackerName} v each defender — outcome chances, ${condition}`;
  const width = Math.ceil(
    Math.max(d.minWidth, plotLeft + plotWidth + d.tickOverhang + d.padding, 2 * d.padding + textWidth(title, d.titleSize, true)),
  );
  const textWidthAvailable = width - 2 * d.padding;
  const subtitle = wrapText(
    `combat: ${set.combat} · attacker: ${set.attacker || 'no special conditions'} · defender: ${set.defender || 'no special conditions'}`,
    textWidthAvailable,
    d.smallSize,
    SOURCE_SEPARATOR,
  );
  const source = wrapText(sourceText(report), textWidthAvailable, d.smallSize, SOURCE_SEPARATOR);

  // The legend is set as text, swatches being coloured "■" glyphs, so the browser spaces
  // the items itself; only where lines break depends on (generous) width estimates.
  const legendLead = 'Unfavourable outcome:';
  const legendLines: (typeof bad)[number][][] = [];
  {
    let line: (typeof bad)[number][] = [];
    let used = textWidth(legendLead, d.smallSize, true);
    for (const o of bad) {
      const itemWidth = d.legendItemGap + textWidth(`■ ${o.label}`, d.smallSize);
      if (used + itemWidth > textWidthAvailable && line.length > 0) {
        legendLines.push(line);
        line = [];
        used = 0;
      }
      line.push(o);
      used += itemWidth;
    }
    legendLines.push(line);
  }

  // Layout, top to bottom.
  const { bottom: headingBottom } = headingLayout(d, subtitle.length);
  const legendY = headingBottom + 8;
  const headerY = legendY + legendLines.length * d.lineHeight + d.sectionGap;
  const plotTop = headerY + 8;
  const plotHeight = report.defenders.length * d.rowHeight;
  const axisY = plotTop + plotHeight;
  const { axisLabelY, sourceY, height } = footerLayout(d, axisY, source.length);

  const doc = svgDocument({ width, height, title, fontSize: d.fontSize });
  const svg = doc.svg.attr('class', 'oddsmith-chart outcome-bars');
  drawHeading(svg, d, title, subtitle);

  const legend = svg.append('g').attr('class', 'legend').attr('font-size', d.smallSize);
  legendLines.forEach((items, line) => {
    const text = legend.append('text').attr('x', d.padding).attr('y', legendY + line * d.lineHeight);
    if (line === 0) text.append('tspan').attr('font-weight', 600).text(legendLead);
    items.forEach((item, i) => {
      text
        .append('tspan')
        .attr('class', 'legend-swatch')
        .attr('dx', line === 0 || i > 0 ? d.legendItemGap : null)
        .attr('font-size', d.swatchSize)
        .attr('fill', palette.outcome(item.id))
        .text('■');
      text.append('tspan').attr('class', 'legend-label').attr('dx', d.swatchGap).text(item.label);
    });
  });

  const x = scaleLinear().domain([-1, 1]).rangeRound([plotLeft, plotLeft + plotWidth]);
  const y = scaleBand<string>().domain(report.defenders).range([plotTop, plotTop + plotHeight]);
  const centre = x(0);

  // Which side is which, said above the bars where a reader starts.
  svg.append('text').attr('class', 'side-label').attr('x', centre - d.labelGap).attr('y', headerY).attr('text-anchor', 'end').attr('font-weight', 600).text(attackerSide);
  svg.append('text').attr('class', 'side-label').attr('x', centre + d.labelGap).attr('y', headerY).attr('font-weight', 600).text('outcomes for the defender →');

  // Gridlines behind the bars at each tick.
  drawVerticalGrid(svg, x, d.ticks, plotTop, axisY);

  const rowLabels = svg.append('g').attr('class', 'row-labels').attr('text-anchor', 'end');
  const bars = svg.append('g').attr('class', 'bars');
  // A row label and segments per defender: written as markup, not jsdom nodes (markup.ts).
  const labelMarks: Markup[] = [];
  const barMarks: Markup[] = [];
  for (const defender of report.defenders) {
    const rowY = y(defender) ?? 0;
    const barY = rowY + (d.rowHeight - d.barHeight) / 2;
    labelMarks.push(mark('text', { x: plotLeft - d.labelGap, y: rowY + d.rowHeight / 2, dy: '0.35em' }, name(defender)));
    const cell = cells.get(defender);
    if (!cell) {
      const reason = skipped.get(defender)?.reason;
      barMarks.push(
        mark(
          'text',
          {
            class: 'missing',
            x: centre + d.labelGap,
            y: rowY + d.rowHeight / 2,
            dy: '0.35em',
            fill: palette.muted,
            'font-style': 'italic',
            // A white halo keeps the note readable across the gridlines.
            stroke: '#fff',
            'stroke-width': 4,
            'paint-order': 'stroke',
          },
          [reason ? 'n/a: not playable' : 'n/a: not in this run', mark('title', {}, `${attackerName} v ${name(defender)}: ${reason ?? 'no result in this run'}`)],
        ),
      );
      continue;
    }
    for (const side of ['attacker', 'defender'] as const) {
      // Stack outward from the centre in the system's order: mild results nearest the line.
      const direction = side === 'attacker' ? -1 : 1;
      const sufferer = side === 'attacker' ? attackerName : name(defender);
      let cumulative = 0;
      for (const o of bad) {
        const p = cell.result.outcomes[side][o.id] ?? 0;
        if (p <= 0) continue;
        const from = x(direction * cumulative);
        const to = x(direction * (cumulative + p));
        cumulative += p;
        const fill = palette.outcome(o.id);
        const segmentWidth = Math.abs(to - from);
        const rect = mark(
          'rect',
          {
            class: 'bar-segment',
            x: Math.min(from, to),
            y: barY,
            width: segmentWidth,
            height: d.barHeight,
            fill,
            stroke: '#fff',
            'stroke-width': 0.75,
            'data-defender': defender,
            'data-side': side,
            'data-outcome': o.id,
            'data-p': p.toFixed(6),
          },
          mark('title', {}, `${attackerName} v ${name(defender)}: ${sufferer} (${side}) ${o.label}, ${percentPrecise(p)}`),
        );
        const label = percent(p);
        const fits = segmentWidth >= textWidth(label, d.smallSize) + d.segmentLabelRoom;
        const value = fits
          ? mark(
              'text',
              { x: (from + to) / 2, y: barY + d.barHeight / 2, dy: '0.35em', 'text-anchor': 'middle', 'font-size': d.smallSize, fill: palette.textOn(fill) },
              label,
            )
          : null;
        barMarks.push(mark('g', { class: 'segment' }, value ? [rect, value] : rect));
      }
    }
  }
  doc.appendMarkup(rowLabels, labelMarks);
  doc.appendMarkup(bars, barMarks);

  svg.append('line').attr('class', 'centre-line').attr('x1', centre).attr('x2', centre).attr('y1', plotTop - 4).attr('y2', axisY).attr('stroke', palette.ink).attr('stroke-width', 1.5);

  svg
    .append('g')
    .attr('class', 'axis')
    .attr('transform', `translate(0,${axisY})`)
    .call(axisBottom(x).tickValues(d.ticks).tickFormat((v) => (Number(v) === 0 ? '0' : percent(Math.abs(Number(v)))))).call(axisText)
    .attr('font-size', d.smallSize)
    .attr('font-family', null);
  svg
    .append('text')
    .attr('class', 'axis-label')
    .attr('x', centre)
    .attr('y', axisLabelY)
    .attr('text-anchor', 'middle')
    .attr('font-weight', 600)
    .text('chance of each unfavourable outcome, per side');
  // The row axis is named like a table header, over the row labels: readable at any row count.
  svg.append('text').attr('class', 'axis-label').attr('x', plotLeft - d.labelGap).attr('y', headerY).attr('text-anchor', 'end').attr('font-weight', 600).text(rowHeader);

  drawSource(svg, d, source, sourceY);
  return doc.serialise();
}
