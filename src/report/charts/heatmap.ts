import { max } from 'd3-array';
import { format } from 'd3-format';
import { errors } from '../../core/errors.js';
import { cellGridSvg, type GridCell } from '../chart-cells.js';
import { sourceText } from '../chart-frame.js';
import { signedTick, type RampLegend } from '../chart-legend.js';
import { signed } from '../chart-text.js';
import type { Markup } from '../markup.js';
import type { ModelCell, ReportModel } from '../model.js';
import { palette } from '../palette.js';
import type { ConditionSet } from '../sweep.js';
import { conditionSet, setWords, sidesInWords, skipReason } from './lookups.js';

const percent = format('.0%');
const percent1 = format('.1%');
/** The legend's ticks for a chance, and for a net edge (times the scale's half-width). */
const CHANCE_TICKS = [0, 0.25, 0.5, 0.75, 1];
const EDGE_TICKS = [-1, -0.5, 0, 0.5, 1];
const MISSING = 'n/a: matchup not playable or not run';

/** What one kind of heatmap shows in a cell, and says of it. */
interface HeatmapMode {
  readonly title: string;
  /** The cell's value; null draws it grey with "n/a". */
  value(cell: ModelCell): number | null;
  text(value: number): string;
  tooltip(vs: string, cell: ModelCell, value: number): string;
  readonly legend: Omit<RampLegend, 'y'>;
  readonly note: string;
}

/** Each side's chance of an unfavourable outcome in a cell, for its tooltip. */
const suffers = (cell: ModelCell): string => `defender suffers ${percent(cell.defenderUnfavourable)}, attacker ${percent(cell.attackerUnfavourable)}`;

/** The legend of a net edge (or its change) on a scale from -span to +span: red for the defender, blue for the attacker. */
function edgeLegend(title: string, span: number): Omit<RampLegend, 'y'> {
  const colour = palette.netEdgeScale();
  return { title, domain: [-span, span], ticks: EDGE_TICKS.map((t) => t * span), tickFormat: signedTick, colour: (v) => colour(v / span), ends: ['← defender favoured', 'attacker favoured →'] };
}

/** Attackers (rows) against defenders (columns) under `set`, each cell as `mode` draws it. */
function heatmapSvg(dom: Document, model: ReportModel, set: ConditionSet, mode: HeatmapMode): Markup {
  const name = (label: string): string => model.name(label);
  const cell = (attacker: string, defender: string): GridCell => {
    const found = model.cell(set.name, attacker, defender);
    const value = found ? mode.value(found) : null;
    const vs = `${name(attacker)} v ${name(defender)}`;
    return {
      value,
      text: value === null ? 'n/a' : mode.text(value),
      tooltip: found && value !== null ? mode.tooltip(vs, found, value) : `${vs}: n/a — ${skipReason(model, set.name, attacker, defender) ?? 'not in this run'}`,
    };
  };
  const missing = model.attackers.some((a) => model.defenders.some((d) => !model.cell(set.name, a, d)));
  return cellGridSvg(dom, {
    className: 'oddsmith-chart heatmap',
    frame: { title: mode.title, subtitle: setWords(set, true), source: sourceText(model.report, [set.combat]) },
    rows: { header: 'attacker', keys: model.attackers, name },
    columns: { header: 'defender', keys: model.defenders, name },
    cell,
    legend: mode.legend,
    note: mode.note,
    missing: missing ? MISSING : null,
  });
}

/**
 * Heatmap of the attacker's net edge (model.ts `netEdge`) for every attacker (rows) against
 * every defender (columns) under one condition set. Each cell is a `<rect>` in `<g class="cells">`
 * with its value printed; matchups that were skipped or are absent are grey with "n/a".
 *
 * @example
 * netEdgeHeatmapSvg(dom, model, 'open ground'); // => '<svg xmlns="http://www.w3.org/2000/svg" ...><g class="cells"><rect ...>...'
 */
export function netEdgeHeatmapSvg(dom: Document, model: ReportModel, condition: string): Markup {
  const set = conditionSet(model, condition);
  return heatmapSvg(dom, model, set, {
    title: `Attacker's net edge against each defender — ${condition}`,
    value: (cell) => cell.netEdge,
    text: signed,
    tooltip: (vs, cell, edge) => `${vs}: ${signed(edge)} (${suffers(cell)})`,
    legend: edgeLegend("Legend: attacker's net edge (cell value)", 1),
    note: 'Net edge = chance the defender suffers an unfavourable result − chance the attacker does; −1 to +1, 0 is an even fight.',
  });
}

/**
 * Heatmap of one derived total's chance (0 to 1: "the defender is killed" on the Fantasy
 * Combat Table) in every matchup under one condition set, white (never) to deep blue (always).
 *
 * @example
 * chanceHeatmapSvg(dom, model, 'fantasy', 'defenderKilled'); // => '<svg ...><g class="cells"><rect ...>...'
 */
export function chanceHeatmapSvg(dom: Document, model: ReportModel, condition: string, total: string): Markup {
  const set = conditionSet(model, condition);
  const def = model.report.system.totals.find((t) => t.id === total);
  if (!def) throw errors.unknown('total', total, model.report.system.totals.map((t) => t.id), 'in this report');
  const label = sidesInWords(def.label);
  const colour = palette.netEdgeScale();
  return heatmapSvg(dom, model, set, {
    title: `Chance ${label} — ${condition}`,
    value: (cell) => cell.result.totals[total] ?? null,
    text: percent,
    tooltip: (vs, _, chance) => `${vs}: chance ${label} ${percent1(chance)}`,
    legend: { title: `Legend: chance ${label} (cell value)`, domain: [0, 1], ticks: CHANCE_TICKS, tickFormat: percent, colour: (v) => colour(v), ends: ['never', 'always'] },
    note: `Each cell: the chance ${label}, 0 to 100%.`,
  });
}

/**
 * The difference view: each matchup's change in the attacker's net edge from `base` to
 * `condition` (a set under a what-if overlay against its twin as written), on a diverging
 * scale as wide as the largest change (at least ±0.1).
 *
 * @example
 * differenceHeatmapSvg(dom, model, 'what-if good going', 'good going'); // => '<svg ...><g class="cells"><rect ...>...'
 */
export function differenceHeatmapSvg(dom: Document, model: ReportModel, condition: string, base: string): Markup {
  const set = conditionSet(model, condition);
  conditionSet(model, base);
  const change = (cell: ModelCell): number | null => {
    const before = model.cell(base, cell.attacker, cell.defender);
    return before === undefined ? null : cell.netEdge - before.netEdge;
  };
  const span = Math.max(0.1, Math.ceil(10 * (max(model.cellsOf(condition), (c) => Math.abs(change(c) ?? 0)) ?? 0)) / 10);
  return heatmapSvg(dom, model, set, {
    title: `Change in the attacker's net edge: ${condition} minus ${base}`,
    value: change,
    text: signed,
    tooltip: (vs, cell, edge) => `${vs}: net edge ${signed(edge)} from “${base}” to “${condition}” (now: ${suffers(cell)})`,
    legend: edgeLegend("Legend: change in the attacker's net edge (cell value)", span),
    note: `Each cell: the attacker's net edge under “${condition}” minus under “${base}”; blue: the change favours the attacker, red: the defender; white: no change.`,
  });
}
