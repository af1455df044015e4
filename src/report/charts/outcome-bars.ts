import { errors } from '../../core/errors.js';
import { divergingBarsSvg } from '../chart-bars.js';
import { sourceText } from '../chart-frame.js';
import type { Markup } from '../markup.js';
import type { ReportModel } from '../model.js';
import { conditionSet, setWords, skipReason } from './lookups.js';

/**
 * Diverging stacked bars for one attacker under one condition set: a row per defender, the
 * attacker's unfavourable outcomes stacked left of the centre line, the defender's right,
 * each in its outcome's fixed colour (`divergingBarsSvg`).
 *
 * @example
 * outcomeBarsSvg(dom, model, 'knights', 'open ground'); // => '<svg xmlns="http://www.w3.org/2000/svg" ...><g class="bars" ...><path d="M…" fill="#F0E442"/>...'
 */
export function outcomeBarsSvg(dom: Document, model: ReportModel, attacker: string, condition: string): Markup {
  const set = conditionSet(model, condition);
  if (!model.attackers.includes(attacker)) throw errors.unknown('attacker', attacker, model.attackers, 'in this report');
  const attackerName = model.name(attacker);
  return divergingBarsSvg(dom, {
    className: 'oddsmith-chart outcome-bars',
    frame: { title: `${attackerName} v each defender — outcome chances, ${condition}`, subtitle: setWords(set), source: sourceText(model.report, [set.combat]) },
    outcomes: model.report.system.outcomes.filter((o) => o.unfavourable),
    rowHeader: 'defender',
    sides: { attacker: attackerName, defender: null },
    rows: model.defenders.map((defender) => ({
      label: model.name(defender),
      vs: `${attackerName} v ${model.name(defender)}`,
      cell: model.cell(condition, attacker, defender),
      skipped: skipReason(model, condition, attacker, defender),
    })),
  });
}
