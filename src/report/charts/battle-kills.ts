import { cellGridSvg } from '../chart-cells.js';
import { sourceText } from '../chart-frame.js';
import { battleKills, NO_ENEMY, type BattleSide } from '../battle-figures.js';
import type { Markup } from '../markup.js';
import type { ModelCell, ReportModel } from '../model.js';
import { palette } from '../palette.js';
import { conditionSet, setWords } from './lookups.js';
import { countLegend } from './battle-legend.js';

/** A row or column key: a side and a troop of it (`attacker|pikes`), or no enemy. */
const key = (side: BattleSide, troop: string): string => `${side}|${troop}`;
const other = (side: BattleSide): BattleSide => (side === 'attacker' ? 'defender' : 'attacker');

/**
 * What destroyed what in one battle: a row per destroying type of each army (and "no enemy":
 * fled off the field, lost with its general's command), a column per type lost, each cell the
 * mean elements so destroyed a battle; grey where both are of one army.
 *
 * @example
 * battleKillsSvg(dom, model, 'open battle', cell); // => '<svg ...><g class="cells">...'
 */
export function battleKillsSvg(dom: Document, model: ReportModel, condition: string, cell: ModelCell): Markup {
  const set = conditionSet(model, condition);
  const kills = battleKills(cell.result);
  const armyName = (side: BattleSide): string => (side === 'attacker' ? cell.attackerName : cell.defenderName);
  const troopName = (t: string): string => model.report.system.troopNames[t] ?? t;
  const victims = [...new Set(kills.map((k) => key(k.side, k.victim)))];
  const killers = [...new Set(kills.filter((k) => k.killer !== NO_ENEMY).map((k) => key(other(k.side), k.killer))), NO_ENEMY].sort((a, b) => (a.startsWith('attacker') === b.startsWith('attacker') ? 0 : a.startsWith('attacker') ? -1 : 1));
  const mean = new Map(kills.map((k) => [`${k.killer === NO_ENEMY ? NO_ENEMY : key(other(k.side), k.killer)}>${key(k.side, k.victim)}`, k.mean]));
  const name = (k: string): string => {
    if (k === NO_ENEMY) return 'no enemy (fled off, command lost)';
    const [side, troop] = k.split('|') as [BattleSide, string];
    return `${armyName(side)} ${troopName(troop)}`;
  };
  const most = Math.max(1, ...kills.map((k) => k.mean));
  return cellGridSvg(dom, {
    className: 'oddsmith-chart heatmap battle-kills',
    frame: { title: `What destroyed what: ${cell.attackerName} v ${cell.defenderName} — ${condition}`, subtitle: setWords(set, true), source: sourceText(model.report, [set.combat]) },
    rows: { header: 'destroyed by', keys: killers, name },
    columns: { header: 'element lost', keys: victims, name },
    cell: (killer, victim) => {
      const value = mean.get(`${killer}>${victim}`);
      if (value === undefined) return { value: null, text: '', tooltip: `${name(killer)} and ${name(victim)} fight on one side` };
      const verb = killer === NO_ENEMY ? `${name(victim)} lost to no enemy` : `${name(killer)} destroyed ${name(victim)}`;
      return { value, text: value.toFixed(2), tooltip: `${verb}: ${value.toFixed(2)} a battle` };
    },
    legend: countLegend('Legend: elements destroyed a battle (cell value)', most, palette.netEdgeScale()),
    note: 'Each cell: the mean number of elements of the column\'s type the row destroyed a battle; "no enemy": fled off the field or lost with its general\'s command.',
    missing: 'one side: no fight',
  });
}
