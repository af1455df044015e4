import { max, mean, sum } from 'd3-array';
import { axisBottom } from 'd3-axis';
import { format } from 'd3-format';
import { scaleLinear } from 'd3-scale';
import { FRAME_SIZES, SOURCE_SEPARATOR, axisText, drawHeading, drawSource, drawVerticalGrid, footerLayout, headingLayout, sourceText } from '../chart-frame.js';
import { mark, type Markup } from '../markup.js';
import { palette } from '../palette.js';
import { signed, textBlock, textWidth, wrapText } from '../chart-text.js';
import { svgDocument } from '../svg-document.js';
import { netEdge, sideName, type SweepReport } from '../sweep.js';
import { dodge } from './beeswarm.js';

/** Sizes in pixels. */
const defaults = {
  ...FRAME_SIZES,
  plotWidth: 480,
  dotRadius: 4.5,
  /** A row is at least this tall, and grows (up to `maxRowHeight`) to fit dodged dots. */
  rowHeight: 40,
  maxRowHeight: 160,
  rowPadding: 8,
  meanHeight: 0.8,
  labelGap: 8,
  sectionGap: 18,
  /** The x domain is at least ±this, so a tiny effect is not blown up to fill the plot. */
  minExtent: 0.25,
  ticks: 8,
  minWidth: 420,
} as const;

interface Dot {
  readonly attacker: string;
  readonly defender: string;
  readonly before: number;
  readonly after: number;
  readonly delta: number;
}

/**
 * How each condition set shifts each matchup's net edge relative to the first (baseline)
 * set: a row per other set, a dot per matchup present in both (x = change in the
 * attacker's net edge), and the row's mean. Each dot is a `<circle class="dot">`.
 *
 * @example
 * const svg = conditionEffectSvg(report);
 * // => '<svg xmlns="http://www.w3.org/2000/svg" ...><circle class="dot" ...>...'
 */
export function conditionEffectSvg(report: SweepReport): Markup {
  const d = defaults;
  const name = (id: string): string => sideName(report, id);
  const [baseline, ...others] = report.conditions;
  const baselineName = baseline?.name ?? '(none)';
  const edges = new Map(report.cells.map((c) => [`${c.condition}\u0000${c.attacker}\u0000${c.defender}`, netEdge(c.result, report.system.outcomes)]));

  const rows = others.map((set) => {
    const dots: Dot[] = [];
    for (const attacker of report.attackers) {
      for (const defender of report.defenders) {
        const before = edges.get(`${baselineName}\u0000${attacker}\u0000${defender}`);
        const after = edges.get(`${set.name}\u0000${attacker}\u0000${defender}`);
        if (before === undefined || after === undefined) continue;
        dots.push({ attacker, defender, before, after, delta: after - before });
      }
    }
    return { set, dots, mean: mean(dots, (dot) => dot.delta) ?? null };
  });

  const title = `How each condition set changes the attacker's net edge vs ${baselineName}`;
  const xLabel = `change in attacker's net edge vs ${baselineName}`;
  const rowHeader = 'condition set';
  const labelWidth = Math.max(textWidth(rowHeader, d.fontSize, true), max(others, (set) => textWidth(set.name, d.fontSize)) ?? 0);
  const meanLabelWidth = textWidth('mean −0.00', d.smallSize, true);
  const plotLeft = Math.ceil(d.padding + labelWidth + d.labelGap);
  const width = Math.ceil(
    Math.max(
      d.minWidth,
      plotLeft + d.plotWidth + d.labelGap + meanLabelWidth + d.padding,
      2 * d.padding + textWidth(title, d.titleSize, true),
      2 * d.padding + textWidth(xLabel, d.fontSize, true),
    ),
  );
  const textWidthAvailable = width - 2 * d.padding;
  const subtitle = wrapText(
    others.length === 0
      ? `Baseline: ${baselineName}.`
      : `One dot per matchup played under both ${baselineName} and the row's conditions · right of zero: better for the attacker · bar: mean over matchups`,
    textWidthAvailable,
    d.smallSize,
    SOURCE_SEPARATOR,
  );
  const source = wrapText(sourceText(report), textWidthAvailable, d.smallSize, SOURCE_SEPARATOR);

  const extent = Math.max(d.minExtent, max(rows, (r) => max(r.dots, (dot) => Math.abs(dot.delta))) ?? 0);
  const x = scaleLinear().domain([-extent, extent]).nice(d.ticks).rangeRound([plotLeft, plotLeft + d.plotWidth]);
  // Dots never sit further from a row's centre line than in the tallest row allowed.
  const maxOffset = d.maxRowHeight / 2 - d.dotRadius - d.rowPadding / 2;
  const layouts = rows.map((row) => {
    const offsets = dodge(row.dots.map((dot) => x(dot.delta)), d.dotRadius, maxOffset);
    const spread = max(offsets, (o) => Math.abs(o)) ?? 0;
    const height = Math.min(d.maxRowHeight, Math.max(d.rowHeight, 2 * (spread + d.dotRadius + d.rowPadding)));
    // A crowded row is capped: the outermost dots then overlap rather than leave the row.
    const limit = height / 2 - d.dotRadius - d.rowPadding / 2;
    return { ...row, offsets: offsets.map((o) => Math.max(-limit, Math.min(limit, o))), height };
  });

  // Layout, top to bottom.
  const { bottom: headingBottom } = headingLayout(d, subtitle.length);
  const legendY = headingBottom + 10;
  const plotTop = legendY + d.sectionGap + d.lineHeight;
  const plotHeight = others.length === 0 ? 3 * d.rowHeight : sum(layouts, (l) => l.height);
  const axisY = plotTop + plotHeight;
  const { axisLabelY, sourceY, height } = footerLayout(d, axisY, source.length);

  const doc = svgDocument({ width, height, title, fontSize: d.fontSize });
  const svg = doc.svg.attr('class', 'oddsmith-chart condition-effect');
  drawHeading(svg, d, title, subtitle);

  if (others.length === 0) {
    // Nothing to compare: say so where the dots would be, keeping title and source.
    svg
      .append('rect')
      .attr('class', 'empty-plot')
      .attr('x', plotLeft)
      .attr('y', plotTop)
      .attr('width', d.plotWidth)
      .attr('height', plotHeight)
      .attr('fill', '#f6f6f6')
      .attr('stroke', palette.rule);
    textBlock(svg, {
      lines: wrapText(
        `Only one condition set (${baselineName}) in this report, so there is no change to show. Add a second condition set to the scenario to compare against it.`,
        d.plotWidth - 2 * d.labelGap,
        d.fontSize,
      ),
      x: plotLeft + d.labelGap,
      y: plotTop + d.rowHeight,
      fontSize: d.fontSize,
      lineHeight: d.lineHeight,
      className: 'empty-note',
    });
    drawSource(svg, d, source, sourceY);
    return doc.serialise();
  }

  // Legend: dot, mean bar, zero line, drawn as the marks they explain.
  const colour = palette.netEdgeScale();
  const legend = svg.append('g').attr('class', 'legend').attr('font-size', d.smallSize).attr('transform', `translate(${d.padding},${legendY})`);
  const legendItems = [
    { mark: 'dot', label: 'one matchup (attacker v defender)' },
    { mark: 'mean', label: 'mean of the row' },
    { mark: 'zero', label: `no change from ${baselineName}` },
  ] as const;
  let legendX = textWidth('Legend:', d.smallSize, true) + d.labelGap;
  legend.append('text').attr('font-weight', 600).text('Legend:');
  for (const item of legendItems) {
    const g = legend.append('g').attr('class', 'legend-item').attr('transform', `translate(${legendX.toFixed(2)},0)`);
    if (item.mark === 'dot') g.append('circle').attr('cx', d.dotRadius).attr('cy', -4).attr('r', d.dotRadius).attr('fill', colour(0.3)).attr('stroke', palette.ink).attr('stroke-width', 0.75);
    if (item.mark === 'mean') g.append('rect').attr('x', d.dotRadius - 1.5).attr('y', -11).attr('width', 3).attr('height', 14).attr('fill', palette.ink);
    if (item.mark === 'zero') g.append('line').attr('x1', d.dotRadius).attr('x2', d.dotRadius).attr('y1', -11).attr('y2', 3).attr('stroke', palette.muted).attr('stroke-dasharray', '3 2');
    g.append('text').attr('x', 2 * d.dotRadius + d.labelGap / 2).text(item.label);
    legendX += 2 * d.dotRadius + d.labelGap / 2 + textWidth(item.label, d.smallSize) + 2 * d.labelGap;
  }

  drawVerticalGrid(svg, x, x.ticks(d.ticks), plotTop, axisY);
  svg.append('line').attr('class', 'zero-line').attr('x1', x(0)).attr('x2', x(0)).attr('y1', plotTop).attr('y2', axisY).attr('stroke', palette.muted).attr('stroke-dasharray', '3 2');

  const rowLabels = svg.append('g').attr('class', 'row-labels').attr('text-anchor', 'end');
  const marks = svg.append('g').attr('class', 'rows');
  let rowTop = plotTop;
  for (const row of layouts) {
    const cy = rowTop + row.height / 2;
    rowLabels
      .append('text')
      .attr('x', plotLeft - d.labelGap)
      .attr('y', cy)
      .attr('dy', '0.35em')
      .text(row.set.name)
      .append('title')
      .text(`${row.set.name}: attacker ${row.set.attacker || 'no special conditions'}; defender ${row.set.defender || 'no special conditions'}`);
    marks.append('line').attr('class', 'row-rule').attr('x1', plotLeft).attr('x2', plotLeft + d.plotWidth).attr('y1', rowTop + row.height).attr('y2', rowTop + row.height).attr('stroke', palette.rule);
    // Thousands of dots: written as markup, not jsdom nodes (markup.ts).
    const dots = row.dots.map((dot, i) =>
      mark(
        'circle',
        {
          class: 'dot',
          cx: x(dot.delta),
          cy: (cy + (row.offsets[i] ?? 0)).toFixed(2),
          r: d.dotRadius,
          fill: colour(dot.delta),
          'fill-opacity': 0.85,
          stroke: palette.ink,
          'stroke-width': 0.75,
          'data-condition': row.set.name,
          'data-attacker': dot.attacker,
          'data-defender': dot.defender,
          'data-delta': dot.delta.toFixed(4),
        },
        mark('title', {}, `${name(dot.attacker)} v ${name(dot.defender)}: ${signed(dot.delta)} (net edge ${signed(dot.before)} → ${signed(dot.after)})`),
      ),
    );
    doc.appendMarkup(marks, dots);
    if (row.mean === null) {
      marks
        .append('text')
        .attr('x', x(0) + d.labelGap)
        .attr('y', cy)
        .attr('dy', '0.35em')
        .attr('fill', palette.muted)
        .attr('font-style', 'italic')
        .text(`no matchup played under both ${baselineName} and ${row.set.name}`);
    } else {
      const barHeight = row.height * d.meanHeight;
      marks
        .append('rect')
        .attr('class', 'mean')
        .attr('x', x(row.mean) - 1.5)
        .attr('y', (cy - barHeight / 2).toFixed(2))
        .attr('width', 3)
        .attr('height', barHeight.toFixed(2))
        .attr('fill', palette.ink)
        .attr('data-mean', row.mean.toFixed(4));
      marks
        .append('text')
        .attr('class', 'mean-label')
        .attr('x', plotLeft + d.plotWidth + d.labelGap)
        .attr('y', cy)
        .attr('dy', '0.35em')
        .attr('font-size', d.smallSize)
        .attr('font-weight', 600)
        .text(`mean ${signed(row.mean)}`);
    }
    rowTop += row.height;
  }

  svg
    .append('g')
    .attr('class', 'axis')
    .attr('transform', `translate(0,${axisY})`)
    .call(axisBottom(x).ticks(d.ticks).tickFormat((v) => (Number(v) === 0 ? '0' : format('+')(Number(v))))).call(axisText)
    .attr('font-size', d.smallSize)
    .attr('font-family', null);
  svg.append('text').attr('class', 'axis-label').attr('x', plotLeft + d.plotWidth / 2).attr('y', axisLabelY).attr('text-anchor', 'middle').attr('font-weight', 600).text(xLabel);
  // The row axis is named like a table header, over the row labels: readable at any row count.
  svg.append('text').attr('class', 'axis-label').attr('x', plotLeft - d.labelGap).attr('y', plotTop - d.labelGap).attr('text-anchor', 'end').attr('font-weight', 600).text(rowHeader);

  drawSource(svg, d, source, sourceY);
  return doc.serialise();
}
