import { cellGridSvg } from '../chart-cells.js';
import { sourceText } from '../chart-frame.js';
import { lossesByType, type BattleSide } from '../battle-figures.js';
import type { Markup } from '../markup.js';
import type { ModelCell, ReportModel } from '../model.js';
import { palette } from '../palette.js';
import { conditionSet, setWords } from './lookups.js';
import { countLegend } from './battle-legend.js';

const SIDES: readonly BattleSide[] = ['attacker', 'defender'];

/**
 * What each army lost in one battle, by type: a row per troop type either army fielded, a
 * column per army, each cell the mean elements of that type lost a battle (grey where the
 * army has none of the type).
 *
 * @example
 * battleLossesSvg(dom, model, 'open battle', cell); // => '<svg ...><g class="cells">...'
 */
export function battleLossesSvg(dom: Document, model: ReportModel, condition: string, cell: ModelCell): Markup {
  const set = conditionSet(model, condition);
  const lost = { attacker: lossesByType(cell.result, 'attacker'), defender: lossesByType(cell.result, 'defender') };
  const order = Object.keys(model.report.system.troopNames);
  const troops = order.filter((t) => lost.attacker.has(t) || lost.defender.has(t));
  const troopName = (t: string): string => model.report.system.troopNames[t] ?? t;
  const armyName = (side: string): string => (side === 'attacker' ? cell.attackerName : cell.defenderName);
  const most = Math.max(1, ...SIDES.flatMap((s) => [...lost[s].values()]));
  return cellGridSvg(dom, {
    className: 'oddsmith-chart heatmap battle-losses',
    frame: { title: `Elements lost by type: ${cell.attackerName} v ${cell.defenderName} — ${condition}`, subtitle: setWords(set, true), source: sourceText(model.report, [set.combat]) },
    rows: { header: 'type', keys: troops, name: troopName },
    columns: { header: 'army', keys: SIDES, name: armyName },
    cell: (troop, side) => {
      const mean = lost[side as BattleSide].get(troop);
      return mean === undefined
        ? { value: null, text: '', tooltip: `${armyName(side)} fields no ${troopName(troop)}` }
        : { value: mean, text: mean.toFixed(2), tooltip: `${armyName(side)} lost ${mean.toFixed(2)} ${troopName(troop)} a battle` };
    },
    legend: countLegend('Legend: elements lost a battle (cell value)', most, palette.netEdgeScale()),
    note: 'Each cell: the mean number of elements of the type the army lost a battle, to any cause.',
    missing: 'the army fields none',
  });
}
