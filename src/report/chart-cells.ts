import { max } from 'd3-array';
import { scaleBand, type ScaleBand } from 'd3-scale';
import { FRAME_SIZES, WIDE_CHART, drawLabel, drawSource, frameText, headingLayout, openChart, type FrameText } from './chart-frame.js';
import { drawRampLegend, RAMP, type RampLegend } from './chart-legend.js';
import { centredBaseline, textBlock, textsOnLine, textWidth, wrapText, type TextPiece } from './chart-text.js';
import { mark, type Markup } from './markup.js';
import { palette } from './palette.js';
import type { SvgDocument } from './svg-document.js';

/** Sizes in pixels. Cells are wide enough for "+0.42" at the least. */
const defaults = {
  ...FRAME_SIZES,
  cellWidth: 64,
  /** Where many columns would pass WIDE_CHART, cells narrow down to this ("+0.42" still fits). */
  minCellWidth: 46,
  maxCellWidth: 104,
  cellHeight: 30,
  cellGap: 2,
  labelGap: 8,
  /** Slant of column labels too long for their column, in degrees. */
  labelAngle: -40,
  sectionGap: 22,
  swatch: 12,
  minWidth: 420,
} as const;

/** One axis of the grid: its header ('attacker'), its keys in order, and each key's name. */
export interface GridAxis {
  readonly header: string;
  readonly keys: readonly string[];
  name(key: string): string;
}

/** One cell as drawn: its value (null: grey, "n/a"), the text printed in it, and its tooltip. */
export interface GridCell {
  readonly value: number | null;
  readonly text: string;
  readonly tooltip: string;
}

/**
 * A grid of coloured cells, rows against columns, each with its value printed, under a ramp
 * legend (the heatmaps). `missing`, when given, is the legend's words for a grey cell.
 */
export interface CellGrid {
  readonly className: string;
  readonly frame: { readonly title: string; readonly subtitle: string; readonly source: string };
  readonly rows: GridAxis;
  readonly columns: GridAxis;
  cell(row: string, column: string): GridCell;
  readonly legend: Omit<RampLegend, 'y'>;
  readonly note: string;
  readonly missing: string | null;
}

/** Where everything of a grid goes, worked out before anything is drawn. */
interface GridLayout {
  readonly width: number;
  readonly height: number;
  readonly text: FrameText;
  readonly note: readonly string[];
  readonly cellWidth: number;
  readonly slant: boolean;
  readonly x: ScaleBand<string>;
  readonly y: ScaleBand<string>;
  readonly gridLeft: number;
  readonly columnAxisY: number;
  readonly gridTop: number;
  readonly legendTop: number;
  readonly noteY: number;
  readonly sourceY: number;
}

/**
 * Left to right: row names, the grid; columns widen to fit their names up to a point, past it
 * (or past what fits within WIDE_CHART) the names slant, and the cells narrow, no further than
 * `minCellWidth`, to keep the chart within WIDE_CHART (hott2's 22 columns were cut at 1400 px).
 */
function across(grid: CellGrid): { gridLeft: number; cellWidth: number; slant: boolean; columnLabelHeight: number; width: number } {
  const d = defaults;
  const rowLabelWidth = Math.max(textWidth(grid.rows.header, d.fontSize, true), max(grid.rows.keys, (k) => textWidth(grid.rows.name(k), d.fontSize)) ?? 0);
  const columnLabelWidth = max(grid.columns.keys, (k) => textWidth(grid.columns.name(k), d.fontSize)) ?? 0;
  const neededWidth = Math.ceil(columnLabelWidth + 2 * d.labelGap);
  const gridLeft = Math.ceil(d.padding + rowLabelWidth + d.labelGap);
  const angle = (Math.abs(d.labelAngle) * Math.PI) / 180;
  const columns = Math.max(1, grid.columns.keys.length);
  // The widest cell that keeps the grid, and a slanted label's lean past it, within WIDE_CHART.
  const lean = columnLabelWidth * Math.cos(angle);
  const fitting = Math.floor((WIDE_CHART - gridLeft - d.padding - lean) / (columns - 0.5));
  const slant = neededWidth > Math.min(d.maxCellWidth, fitting);
  const narrowest = Math.max(d.minCellWidth, Math.min(d.cellWidth, fitting));
  const cellWidth = slant ? narrowest : Math.max(narrowest, neededWidth);
  const columnLabelHeight = slant ? Math.ceil(columnLabelWidth * Math.sin(angle) + d.fontSize) : d.lineHeight;
  // A slanted label leans right beyond the last column: keep that inside the picture.
  const slantOverhang = slant ? Math.max(0, lean - cellWidth / 2) : 0;
  const missingWidth = grid.missing === null ? 0 : 2 * d.labelGap + d.swatch + d.labelGap + textWidth(grid.missing, d.smallSize);
  const width = Math.ceil(
    Math.max(
      d.minWidth,
      gridLeft + grid.columns.keys.length * cellWidth + slantOverhang + d.padding,
      gridLeft + RAMP.width + missingWidth + d.padding,
      2 * d.padding + textWidth(grid.frame.title, d.titleSize, true),
    ),
  );
  return { gridLeft, cellWidth, slant, columnLabelHeight, width };
}

/** The whole layout: across, then top to bottom (heading, column labels, grid, legend, note, source). */
function gridLayout(grid: CellGrid): GridLayout {
  const d = defaults;
  const { gridLeft, cellWidth, slant, columnLabelHeight, width } = across(grid);
  const text = frameText(width, grid.frame.title, grid.frame.subtitle, grid.frame.source);
  const note = wrapText(grid.note, width - gridLeft - d.padding, d.smallSize);
  const columnAxisY = headingLayout(d, text.subtitle.length).bottom + 10;
  const gridTop = columnAxisY + 8 + columnLabelHeight + d.labelGap;
  const gridHeight = grid.rows.keys.length * d.cellHeight;
  const legendTop = gridTop + gridHeight + d.sectionGap;
  const noteY = legendTop + d.lineHeight + RAMP.height + 3 * d.lineHeight + 2;
  const sourceY = noteY + note.length * d.lineHeight + d.sectionGap - d.lineHeight / 2;
  const x = scaleBand<string>().domain(grid.columns.keys).range([gridLeft, gridLeft + grid.columns.keys.length * cellWidth]);
  const y = scaleBand<string>().domain(grid.rows.keys).range([gridTop, gridTop + gridHeight]);
  const height = sourceY + (text.source.length - 1) * d.lineHeight + d.padding;
  return { width, height, text, note, cellWidth, slant, x, y, gridLeft, columnAxisY, gridTop, legendTop, noteY, sourceY };
}

/** The axis headers and a label per row and per column (markup: one per troop). */
function drawGridLabels(doc: SvgDocument, grid: CellGrid, l: GridLayout): void {
  const d = defaults;
  // The column header over the columns; the row header over the row labels, like a table's: readable at any row count.
  drawLabel(doc.svg, { text: grid.columns.header, x: l.gridLeft + (grid.columns.keys.length * l.cellWidth) / 2, y: l.columnAxisY, anchor: 'middle' });
  drawLabel(doc.svg, { text: grid.rows.header, x: l.gridLeft - d.labelGap, y: l.gridTop - d.labelGap, anchor: 'end' });
  const columnLabels = grid.columns.keys.map((key) => {
    const cx = (l.x(key) ?? 0) + l.cellWidth / 2;
    const at = l.slant ? { transform: `translate(${cx},${l.gridTop - d.labelGap}) rotate(${d.labelAngle})` } : { x: cx, y: l.gridTop - d.labelGap, 'text-anchor': 'middle' };
    return mark('text', at, grid.columns.name(key));
  });
  doc.appendMarkup(doc.svg.append('g').attr('class', 'column-labels'), columnLabels);
  const rowLabels = grid.rows.keys.map((key) => mark('text', { y: centredBaseline((l.y(key) ?? 0) + d.cellHeight / 2, d.fontSize) }, grid.rows.name(key)));
  doc.appendMarkup(doc.svg.append('g').attr('class', 'row-labels').attr('text-anchor', 'end').attr('transform', `translate(${l.gridLeft - d.labelGap},0)`), rowLabels);
}

/** A cell where it is drawn: its band's left (its row has its top), its colour, and what it shows. */
interface PlacedCell extends GridCell {
  readonly x: number;
  readonly fill: string;
}

/** Every cell of the grid, row by row, placed and coloured, with the row's top and the baseline of its values. */
function placedRows(grid: CellGrid, l: GridLayout): { top: number; baseline: number; cells: PlacedCell[] }[] {
  return grid.rows.keys.map((row) => {
    const y = l.y(row) ?? 0;
    const cells = grid.columns.keys.map((column) => {
      const cell = grid.cell(row, column);
      return { ...cell, x: l.x(column) ?? 0, fill: cell.value === null ? palette.missing : grid.legend.colour(cell.value) };
    });
    return { top: y, baseline: centredBaseline(y + defaults.cellHeight / 2, defaults.fontSize), cells };
  });
}

/** A cell's rect, coloured by its value, with its tooltip (class "missing" where it has no value); its row's group sets its y. */
function cellRect(cell: PlacedCell, l: GridLayout): Markup {
  const d = defaults;
  const attributes = { class: cell.value === null ? 'missing' : null, x: cell.x + d.cellGap / 2, width: l.cellWidth - d.cellGap, height: d.cellHeight - d.cellGap, fill: cell.fill };
  return mark('rect', attributes, mark('title', {}, cell.tooltip));
}

/** A cell's value, to print at its centre in text readable on its colour (the chart's ink, unless that is not). */
function cellValue(cell: PlacedCell, l: GridLayout): TextPiece {
  const ink = palette.textOn(cell.fill);
  return { x: cell.x + l.cellWidth / 2, text: cell.text, fill: ink === palette.ink ? null : ink };
}

/** The ramp legend, the grey swatch of a missing cell when there is one, and the note under them. */
function drawGridLegend(doc: SvgDocument, grid: CellGrid, l: GridLayout): void {
  const d = defaults;
  const legend = doc.svg.append('g').attr('class', 'legend').attr('transform', `translate(${l.gridLeft},0)`);
  const rampY = l.legendTop + d.lineHeight;
  const axisY = rampY + RAMP.height;
  drawRampLegend(doc, legend, { ...grid.legend, y: { title: l.legendTop + d.smallSize, ramp: rampY, axis: axisY, ends: axisY + 2 * d.lineHeight } });
  if (grid.missing !== null) {
    const sx = RAMP.width + 2 * d.labelGap;
    legend.append('rect').attr('class', 'legend-missing').attr('x', sx).attr('y', rampY).attr('width', d.swatch).attr('height', RAMP.height).attr('fill', palette.missing);
    legend.append('text').attr('x', sx + d.swatch + d.labelGap).attr('y', rampY + RAMP.height / 2).attr('dy', '0.35em').attr('font-size', d.smallSize).text(grid.missing);
  }
  textBlock(legend, { lines: l.note, x: 0, y: l.noteY, fontSize: d.smallSize, lineHeight: d.lineHeight, className: 'legend-note', fill: palette.muted });
}

/**
 * A cell grid chart: frame, headers and labels, in `<g class="cells">` a `<g>` per row of a
 * `<rect>` per column (grey, class "missing", where it has no value), the values printed in
 * `<g class="cell-values">` (a `<tspan>` per cell), the legend and the source.
 *
 * @example
 * cellGridSvg(dom, { className: 'oddsmith-chart heatmap', frame, rows, columns, cell, legend, note, missing: null });
 */
export function cellGridSvg(dom: Document, grid: CellGrid): Markup {
  const l = gridLayout(grid);
  const doc = openChart(dom, { width: l.width, height: l.height, className: grid.className }, l.text);
  drawGridLabels(doc, grid, l);
  // Every rect, then every value (a <text> per row): cells never overlap, so this paints as a rect and its value per cell did.
  const rows = placedRows(grid, l);
  const rowRects = rows.map((row) => mark('g', { transform: `translate(0,${row.top + defaults.cellGap / 2})` }, row.cells.map((cell) => cellRect(cell, l))));
  doc.appendMarkup(doc.svg.append('g').attr('class', 'cells'), rowRects);
  const values = rows.map((row) => textsOnLine(row.baseline, row.cells.map((cell) => cellValue(cell, l))));
  // The values let the pointer through, so a cell's tooltip shows over its value too.
  const valueGroup = doc.svg.append('g').attr('class', 'cell-values').attr('text-anchor', 'middle').attr('pointer-events', 'none');
  doc.appendMarkup(valueGroup.attr('style', 'font-variant-numeric: tabular-nums'), values);
  drawGridLegend(doc, grid, l);
  drawSource(doc.svg, defaults, l.text.source, l.sourceY);
  return doc.serialise();
}
