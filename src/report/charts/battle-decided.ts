import { format } from 'd3-format';
import { cellGridSvg } from '../chart-cells.js';
import { sourceText } from '../chart-frame.js';
import { boundsCap, decidedBy } from '../battle-figures.js';
import type { Markup } from '../markup.js';
import type { ReportModel } from '../model.js';
import { palette } from '../palette.js';
import { conditionSet, setWords } from './lookups.js';

/** A column every this many bounds, and one at the cap. */
const STEP = 5;
const percent = format('.0%');

/** The bounds the curve is read at: every STEP-th up to the cap, and the cap. */
export function decisionBounds(cap: number): number[] {
  const at: number[] = [];
  for (let k = STEP; k < cap; k += STEP) at.push(k);
  return [...at, cap];
}

/**
 * The decision curve of every battle under one condition set: a row per battle, a column
 * per bound (every fifth, and the cap), each cell the chance the battle is decided by the end
 * of that bound. Draws are never decided, so the last column is one minus the draw chance.
 *
 * @example
 * battleDecidedSvg(dom, model, 'open battle'); // => '<svg ...><g class="cells">...'
 */
export function battleDecidedSvg(dom: Document, model: ReportModel, condition: string): Markup {
  const set = conditionSet(model, condition);
  const cells = model.cellsOf(condition);
  const cap = Math.max(1, ...cells.map((c) => boundsCap(c.result) ?? 1));
  const keys = cells.map((_, i) => String(i));
  const colour = palette.netEdgeScale();
  return cellGridSvg(dom, {
    className: 'oddsmith-chart heatmap battle-decided',
    frame: { title: `Chance each battle is decided by each bound — ${condition}`, subtitle: setWords(set, true), source: sourceText(model.report, [set.combat]) },
    rows: { header: 'battle', keys, name: (key) => { const c = cells[Number(key)]; return c ? `${c.attackerName} v ${c.defenderName}` : ''; } },
    columns: { header: 'by the end of bound', keys: decisionBounds(cap).map(String), name: (key) => key },
    cell: (row, column) => {
      const c = cells[Number(row)];
      const chance = c ? decidedBy(c.result, Number(column)) : null;
      const vs = c ? `${c.attackerName} v ${c.defenderName}` : '';
      return { value: chance, text: chance === null ? 'n/a' : percent(chance), tooltip: chance === null ? `${vs}: n/a` : `${vs}: decided by bound ${column}: ${(100 * chance).toFixed(1)}%` };
    },
    legend: { title: 'Legend: chance decided (cell value)', domain: [0, 1], ticks: [0, 0.25, 0.5, 0.75, 1], tickFormat: percent, colour: (v) => colour(v), ends: ['never', 'always'] },
    note: `Bounds count both sides' (the first is the side that moves first); a battle still undecided after ${cap} bounds is a draw, so the last column is one minus the chance of a draw.`,
    missing: null,
  });
}
