import { mean } from 'd3-array';
import { dotRowsSvg, type Dot, type DotRow } from '../chart-dots.js';
import { sourceText } from '../chart-frame.js';
import { signed } from '../chart-text.js';
import type { Markup } from '../markup.js';
import type { ReportModel } from '../model.js';
import type { ConditionSet } from '../sweep.js';

/** A dot per matchup played under both the baseline and `set`: the change in the attacker's net edge. */
function effectRow(model: ReportModel, baseline: string, set: ConditionSet): DotRow {
  const pairs = model.attackers.flatMap((a) => model.defenders.map((d) => [model.cell(baseline, a, d), model.cell(set.name, a, d)] as const));
  const dots: Dot[] = pairs.flatMap(([before, after]) => {
    if (!before || !after) return [];
    const delta = after.netEdge - before.netEdge;
    return [
      {
        value: delta,
        tooltip: `${after.attackerName} v ${after.defenderName}: ${signed(delta)} (${signed(before.netEdge)} → ${signed(after.netEdge)})`,
      },
    ];
  });
  return {
    label: set.name,
    labelTitle: `${set.name}: attacker ${set.attacker || 'no special conditions'}; defender ${set.defender || 'no special conditions'}`,
    dots,
    mean: mean(dots, (dot) => dot.value) ?? null,
    empty: `no matchup played under both ${baseline} and ${set.name}`,
  };
}

/**
 * How each condition set shifts each matchup's net edge relative to the first (baseline)
 * set: a row per other set, a dot per matchup present in both (x = change in the
 * attacker's net edge), and the row's mean (`dotRowsSvg`).
 *
 * @example
 * conditionEffectSvg(dom, model); // => '<svg xmlns="http://www.w3.org/2000/svg" ...><g class="dots" ...><circle ...>...'
 */
export function conditionEffectSvg(dom: Document, model: ReportModel): Markup {
  const [first, ...others] = model.conditions;
  const baseline = first?.name ?? '(none)';
  return dotRowsSvg(dom, {
    className: 'oddsmith-chart condition-effect',
    frame: {
      title: `How each condition set changes the attacker's net edge vs ${baseline}`,
      subtitle:
        others.length === 0
          ? `Baseline: ${baseline}.`
          : `One dot per matchup played under both ${baseline} and the row's conditions · right of zero: better for the attacker · bar: mean over matchups`,
      source: sourceText(model.report, model.conditions.map((c) => c.combat)),
    },
    rowHeader: 'condition set',
    axisLabel: `change in attacker's net edge vs ${baseline}`,
    legend: { dot: 'one matchup (attacker v defender)', mean: 'mean of the row', zero: `no change from ${baseline}` },
    rows: others.map((set) => effectRow(model, baseline, set)),
    empty: `Only one condition set (${baseline}) in this report, so there is no change to show. Add a second condition set to the scenario to compare against it.`,
  });
}
