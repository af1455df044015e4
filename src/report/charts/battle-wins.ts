import { rangeRowsSvg } from '../chart-ranges.js';
import { sourceText } from '../chart-frame.js';
import { battleResults } from '../battle-figures.js';
import type { Markup } from '../markup.js';
import type { ModelCell, ReportModel } from '../model.js';
import { conditionSet, setWords } from './lookups.js';

const pct = (p: number): string => `${(100 * p).toFixed(1)}%`;

/** What a result row says: who wins (or a draw), in the cell's army names. */
function resultWords(cell: ModelCell, id: 'attackerWins' | 'draws' | 'defenderWins'): string {
  return id === 'attackerWins' ? `${cell.attackerName} wins` : id === 'defenderWins' ? `${cell.defenderName} wins` : 'draw';
}

/**
 * Win, draw and loss of every battle under one condition set, in percent: under each battle's
 * name a row per result, its words and chance over a bar over its 95% interval (Wilson; none
 * when exact), the dot and tick at the chance. Each row is a `<g class="metric-row">` whose tooltip gives the chance and interval.
 *
 * @example
 * battleWinsSvg(dom, model, 'open battle'); // => '<svg ...><g class="metric-row">...'
 */
export function battleWinsSvg(dom: Document, model: ReportModel, condition: string): Markup {
  const set = conditionSet(model, condition);
  const rows = model.cellsOf(condition).flatMap((cell) =>
    battleResults(cell.result).map(({ id, chance, interval: [low, high] }) => {
      const words = resultWords(cell, id);
      const how = cell.result.method === 'exact' ? 'exact' : `95% interval ${pct(low)} to ${pct(high)}`;
      const group = `${cell.attackerName} v ${cell.defenderName}`;
      return { group, label: `${words}: ${pct(chance)}`, tooltip: `${group}: ${words}: ${pct(chance)} (${how})`, low: 100 * low, median: 100 * chance, high: 100 * high, mean: 100 * chance };
    }),
  );
  return rangeRowsSvg(dom, {
    frame: { title: `Who wins each battle — ${condition}`, subtitle: `${setWords(set, true)} · dot and tick: the chance · bar: its 95% interval`, source: sourceText(model.report, [set.combat]) },
    axisLabel: 'chance, percent',
    domain: [0, 100],
    rows,
    // Each battle's name over its three rows, each result's words over its bar: a phone shows the dots.
    stacked: true,
  });
}
