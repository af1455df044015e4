import { errors } from '../../core/errors.js';
import { divergingBarsSvg } from '../chart-bars.js';
import { sourceText } from '../chart-frame.js';
import type { Markup } from '../markup.js';
import type { ReportModel } from '../model.js';
import { skipReason } from './lookups.js';

/**
 * One matchup across every condition set, the chart a writer pastes ("Blades v Warband by
 * terrain"): a row per set, the attacker's unfavourable outcomes stacked left of the centre
 * line and the defender's right, both sides named over their halves (`divergingBarsSvg`);
 * a set where the matchup was not played says why.
 *
 * @example
 * focusSvg(dom, model, 'blades', 'warband'); // => '<svg ...><g class="bars" ...><path d="M…" fill="#F0E442"/>...'
 */
export function focusSvg(dom: Document, model: ReportModel, attacker: string, defender: string): Markup {
  if (!model.attackers.includes(attacker)) throw errors.unknown('attacker', attacker, model.attackers, 'in this report');
  if (!model.defenders.includes(defender)) throw errors.unknown('defender', defender, model.defenders, 'in this report');
  const [a, d] = [model.name(attacker), model.name(defender)];
  const combats = [...new Set(model.conditions.map((c) => c.combat))];
  return divergingBarsSvg(dom, {
    className: 'oddsmith-chart focus',
    frame: {
      title: `${a} v ${d}: outcome chances under each condition set`,
      subtitle: `${a} attacking, ${d} defending · one row per condition set · combat: ${combats.join(', ')}`,
      source: sourceText(model.report, combats),
    },
    outcomes: model.report.system.outcomes.filter((o) => o.unfavourable),
    rowHeader: 'condition set',
    sides: { attacker: a, defender: d },
    rows: model.conditions.map((set) => ({
      label: set.name,
      vs: `${a} v ${d}, ${set.name}`,
      cell: model.cell(set.name, attacker, defender),
      skipped: skipReason(model, set.name, attacker, defender),
    })),
  });
}
