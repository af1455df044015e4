import { max } from 'd3-array';
import { format } from 'd3-format';
import { scaleBand } from 'd3-scale';
import { errors } from '../../core/errors.js';
import { FRAME_SIZES, SOURCE_SEPARATOR, drawHeading, drawSource, headingLayout, sourceText } from '../chart-frame.js';
import { drawRampLegend, RAMP, signedTick } from '../chart-legend.js';
import { mark, type Markup } from '../markup.js';
import { palette } from '../palette.js';
import { signed, textBlock, textWidth, wrapText } from '../chart-text.js';
import { svgDocument } from '../svg-document.js';
import { netEdge, sideName, unfavourable, type SweepReport, type SweepCell } from '../sweep.js';

/** Sizes in pixels. Cells are wide enough for "+0.42" at the least. */
const defaults = {
  ...FRAME_SIZES,
  cellWidth: 64,
  maxCellWidth: 104,
  cellHeight: 30,
  cellGap: 2,
  labelGap: 8,
  /** Slant of defender labels too long for their column, in degrees. */
  labelAngle: -40,
  sectionGap: 22,
  legendTicks: [-1, -0.5, 0, 0.5, 1],
  swatch: 12,
  minWidth: 420,
} as const;

const percent = format('.0%');
const percent1 = format('.1%');
/** The legend's ticks for a chance. */
const CHANCE_TICKS = [0, 0.25, 0.5, 0.75, 1];

/**
 * Heatmap of the attacker's net edge (sweep.ts `netEdge`) for every attacker (rows) against
 * every defender (columns) under one condition set; with `total`, of that derived total's
 * chance instead (0 to 1: "the defender is killed" on the Fantasy Combat Table). Each cell is a `<rect class="cell">`
 * with its value printed; matchups that were skipped or are absent are grey with "n/a".
 *
 * @example
 * const svg = heatmapSvg(report, 'open ground');
 * // => '<svg xmlns="http://www.w3.org/2000/svg" ...><rect class="cell" ...>...'
 */
export function heatmapSvg(report: SweepReport, condition: string, base?: string, total?: string): Markup {
  const set = report.conditions.find((c) => c.name === condition);
  if (!set) throw errors.unknown('condition set', condition, report.conditions.map((c) => c.name), 'in this report');
  if (base !== undefined && !report.conditions.some((c) => c.name === base)) throw errors.unknown('condition set', base, report.conditions.map((c) => c.name), 'in this report');
  // With `base`, the difference view: each cell is the change from `base` to `condition`,
  // on a diverging scale as wide as the largest change (at least ±0.1).
  const baseEdges = base === undefined ? null : new Map(report.cells.filter((c) => c.condition === base).map((c) => [`${c.attacker}\u0000${c.defender}`, netEdge(c.result, report.system.outcomes)]));
  const d = defaults;
  const name = (id: string): string => sideName(report, id);
  const cells = new Map(report.cells.filter((c) => c.condition === condition).map((c) => [`${c.attacker}\u0000${c.defender}`, c]));
  const skipped = new Map(report.skipped.filter((s) => s.condition === condition).map((s) => [`${s.attacker}\u0000${s.defender}`, s]));

  // Layout, left to right: attacker names, grid. Whole pixels, so attributes stay short.
  const rowHeader = 'attacker';
  const attackerLabelWidth = Math.max(textWidth(rowHeader, d.fontSize, true), max(report.attackers, (id) => textWidth(name(id), d.fontSize)) ?? 0);
  const defenderLabelWidth = max(report.defenders, (id) => textWidth(name(id), d.fontSize)) ?? 0;
  // Columns widen to fit their names up to a point; past it the names slant and columns stay narrow.
  const neededWidth = Math.ceil(defenderLabelWidth + 2 * d.labelGap);
  const slant = neededWidth > d.maxCellWidth;
  const cellWidth = slant ? d.cellWidth : Math.max(d.cellWidth, neededWidth);
  const angle = (Math.abs(d.labelAngle) * Math.PI) / 180;
  const columnLabelHeight = slant ? Math.ceil(defenderLabelWidth * Math.sin(angle) + d.fontSize) : d.lineHeight;
  // A slanted label leans right beyond the last column: keep that inside the picture.
  const slantOverhang = slant ? Math.max(0, defenderLabelWidth * Math.cos(angle) - cellWidth / 2) : 0;

  const gridLeft = Math.ceil(d.padding + attackerLabelWidth + d.labelGap);
  const gridWidth = report.defenders.length * cellWidth;
  const gridHeight = report.attackers.length * d.cellHeight;

  const totalDef = total === undefined ? undefined : report.system.totals.find((t) => t.id === total);
  if (total !== undefined && !totalDef) throw errors.unknown('total', total, report.system.totals.map((t) => t.id), 'in this report');
  const totalLabel = totalDef?.label.replace('{attacker}', 'the attacker').replace('{defender}', 'the defender');
  const title =
    totalLabel !== undefined ? `Chance ${totalLabel} — ${condition}` : base === undefined ? `Attacker's net edge against each defender — ${condition}` : `Change in the attacker's net edge: ${condition} minus ${base}`;
  const subtitle = `combat: ${set.combat} · attacker: ${set.attacker || 'no special conditions'} · defender: ${set.defender || 'no special conditions'}${set.overlay ? ` · what-if overlay ${set.overlay.name}` : ''}`;
  const valueOf = (key: string, cell: SweepCell | undefined): number | null => {
    if (!cell) return null;
    if (total !== undefined) return cell.result.totals[total] ?? null;
    const edge = netEdge(cell.result, report.system.outcomes);
    if (!baseEdges) return edge;
    const before = baseEdges.get(key);
    return before === undefined ? null : edge - before;
  };
  const span = baseEdges === null ? 1 : Math.max(0.1, Math.ceil(10 * (max([...cells].map(([k, c]) => Math.abs(valueOf(k, c) ?? 0))) ?? 0)) / 10);
  const hasMissing = report.attackers.some((a) => report.defenders.some((df) => !cells.has(`${a}\u0000${df}`)));
  const naLabel = 'n/a: matchup not playable or not run';
  const legendExtra = hasMissing ? 2 * d.labelGap + d.swatch + d.labelGap + textWidth(naLabel, d.smallSize) : 0;

  const width = Math.ceil(
    Math.max(
      d.minWidth,
      gridLeft + gridWidth + slantOverhang + d.padding,
      gridLeft + RAMP.width + legendExtra + d.padding,
      2 * d.padding + textWidth(title, d.titleSize, true),
    ),
  );
  const textWidthAvailable = width - 2 * d.padding;
  const legendNote = wrapText(
    totalLabel !== undefined
      ? `Each cell: the chance ${totalLabel}, 0 to 100%.`
      : baseEdges === null
      ? 'Net edge = chance the defender suffers an unfavourable result − chance the attacker does; −1 to +1, 0 is an even fight.'
      : `Each cell: the attacker's net edge under “${condition}” minus under “${base}”; blue: the change favours the attacker, red: the defender; white: no change.`,
    width - gridLeft - d.padding,
    d.smallSize,
  );
  const source = wrapText(sourceText(report), textWidthAvailable, d.smallSize, SOURCE_SEPARATOR);
  const subtitleLines = wrapText(subtitle, textWidthAvailable, d.smallSize, SOURCE_SEPARATOR);

  // Layout, top to bottom.
  const { bottom: headingBottom } = headingLayout(d, subtitleLines.length);
  const defenderAxisY = headingBottom + 10;
  const gridTop = defenderAxisY + 8 + columnLabelHeight + d.labelGap;
  const legendTop = gridTop + gridHeight + d.sectionGap;
  const legendRampY = legendTop + d.lineHeight;
  const legendAxisY = legendRampY + RAMP.height;
  const legendCaptionY = legendAxisY + 2 * d.lineHeight;
  const legendNoteY = legendCaptionY + d.lineHeight + 2;
  const sourceY = legendNoteY + legendNote.length * d.lineHeight + d.sectionGap - d.lineHeight / 2;
  const height = sourceY + (source.length - 1) * d.lineHeight + d.padding;

  const doc = svgDocument({ width, height, title, fontSize: d.fontSize });
  const svg = doc.svg.attr('class', 'oddsmith-chart heatmap');

  drawHeading(svg, d, title, subtitleLines);

  const x = scaleBand<string>().domain(report.defenders).range([gridLeft, gridLeft + gridWidth]);
  const y = scaleBand<string>().domain(report.attackers).range([gridTop, gridTop + gridHeight]);

  // Axis labels: "defender" over the columns, "attacker" over the row labels.
  svg
    .append('text')
    .attr('class', 'axis-label')
    .attr('x', gridLeft + gridWidth / 2)
    .attr('y', defenderAxisY)
    .attr('text-anchor', 'middle')
    .attr('font-weight', 600)
    .text('defender');
  // "attacker" heads the row labels like a table header: readable at any row count.
  svg.append('text').attr('class', 'axis-label').attr('x', gridLeft - d.labelGap).attr('y', gridTop - d.labelGap).attr('text-anchor', 'end').attr('font-weight', 600).text(rowHeader);

  // Labels, one per troop, written as markup like the cells (markup.ts).
  const columnLabels = report.defenders.map((id) => {
    const cx = (x(id) ?? 0) + cellWidth / 2;
    const at = slant ? { transform: `translate(${cx},${gridTop - d.labelGap}) rotate(${d.labelAngle})` } : { x: cx, y: gridTop - d.labelGap, 'text-anchor': 'middle' };
    return mark('text', at, name(id));
  });
  doc.appendMarkup(svg.append('g').attr('class', 'column-labels'), columnLabels);
  const rowLabels = report.attackers.map((id) => mark('text', { x: gridLeft - d.labelGap, y: (y(id) ?? 0) + d.cellHeight / 2, dy: '0.35em' }, name(id)));
  doc.appendMarkup(svg.append('g').attr('class', 'row-labels').attr('text-anchor', 'end'), rowLabels);

  const colour = palette.netEdgeScale();
  const grid = svg.append('g').attr('class', 'cells').attr('text-anchor', 'middle');
  // A cell per matchup: written as markup, not jsdom nodes (markup.ts).
  const cellMarks: Markup[] = [];
  for (const attacker of report.attackers) {
    for (const defender of report.defenders) {
      const key = `${attacker}\u0000${defender}`;
      const cell = cells.get(key);
      const edge = valueOf(key, cell);
      const fill = edge === null ? palette.missing : colour(edge / span);
      const vs = `${name(attacker)} v ${name(defender)}`;
      let tooltip: string;
      if (cell && edge !== null) {
        const lossA = percent(unfavourable(cell.result, 'attacker', report.system.outcomes));
        const lossD = percent(unfavourable(cell.result, 'defender', report.system.outcomes));
        tooltip = totalLabel !== undefined ? `${vs}: chance ${totalLabel} ${percent1(edge)}` : baseEdges === null ? `${vs}: net edge ${signed(edge)} (defender suffers ${lossD}, attacker suffers ${lossA})` : `${vs}: net edge ${signed(edge)} from “${base}” to “${condition}” (now: defender suffers ${lossD}, attacker suffers ${lossA})`;
      } else {
        tooltip = `${vs}: n/a — ${skipped.get(key)?.reason ?? 'not in this run'}`;
      }
      const rect = mark(
        'rect',
        {
          class: edge === null ? 'cell missing' : 'cell',
          x: (x(defender) ?? 0) + d.cellGap / 2,
          y: (y(attacker) ?? 0) + d.cellGap / 2,
          width: cellWidth - d.cellGap,
          height: d.cellHeight - d.cellGap,
          fill,
          'data-attacker': attacker,
          'data-defender': defender,
          'data-edge': edge === null ? null : edge.toFixed(4),
        },
        mark('title', {}, tooltip),
      );
      const value = mark(
        'text',
        {
          x: (x(defender) ?? 0) + cellWidth / 2,
          y: (y(attacker) ?? 0) + d.cellHeight / 2,
          dy: '0.35em',
          fill: palette.textOn(fill),
          style: 'font-variant-numeric: tabular-nums',
        },
        edge === null ? 'n/a' : total !== undefined ? percent(edge) : signed(edge),
      );
      cellMarks.push(mark('g', { class: 'matchup' }, [rect, value]));
    }
  }
  doc.appendMarkup(grid, cellMarks);

  // Legend: the colour ramp on its own -1..+1 axis, what each end means, and the n/a swatch.
  const legend = svg.append('g').attr('class', 'legend').attr('transform', `translate(${gridLeft},0)`);
  drawRampLegend(doc, legend, {
    title: totalLabel !== undefined ? `Legend: chance ${totalLabel} (cell value)` : baseEdges === null ? "Legend: attacker's net edge (cell value)" : "Legend: change in the attacker's net edge (cell value)",
    domain: total !== undefined ? [0, 1] : [-span, span],
    ticks: total !== undefined ? CHANCE_TICKS : d.legendTicks.map((t) => t * span),
    tickFormat: total !== undefined ? percent : signedTick,
    colour: (v: number) => colour(v / span),
    ends: total !== undefined ? ['never', 'always'] : ['← defender favoured', 'attacker favoured →'],
    y: { title: legendTop + d.smallSize, ramp: legendRampY, axis: legendAxisY, ends: legendCaptionY },
  });
  if (hasMissing) {
    const sx = RAMP.width + 2 * d.labelGap;
    legend.append('rect').attr('class', 'legend-missing').attr('x', sx).attr('y', legendRampY).attr('width', d.swatch).attr('height', RAMP.height).attr('fill', palette.missing);
    legend
      .append('text')
      .attr('x', sx + d.swatch + d.labelGap)
      .attr('y', legendRampY + RAMP.height / 2)
      .attr('dy', '0.35em')
      .attr('font-size', d.smallSize)
      .text(naLabel);
  }
  textBlock(legend, { lines: legendNote, x: 0, y: legendNoteY, fontSize: d.smallSize, lineHeight: d.lineHeight, className: 'legend-note', fill: palette.muted });
  drawSource(svg, d, source, sourceY);

  return doc.serialise();
}
