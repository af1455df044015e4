import { conditionEffectSvg } from './charts/condition-effect.js';
import { heatmapSvg } from './charts/heatmap.js';
import { groupSizeSvg } from './charts/group-size.js';
import { metricRangesSvg } from './charts/metric-ranges.js';
import { pointsEfficiencySvg } from './charts/points-efficiency.js';
import { outcomeBarsSvg } from './charts/outcome-bars.js';
import type { HtmlChart } from './html.js';
import type { Markup } from './markup.js';
import { reportModel } from './model.js';
import { sideName, type SweepReport } from './sweep.js';

/** A chart with the file name it is written to under charts/; its SVG is drawn when first read. */
export interface ReportChart extends HtmlChart {
  readonly file: string;
}

/**
 * A chart whose SVG is drawn the first time it is read, so a report's writer draws one chart
 * at a time (and can be interrupted between them). Its file name is made unique among
 * `used`: two names can share a slug.
 */
function lazyChart(used: Set<string>, spec: { readonly id: string; readonly title: string; readonly caption: string }, draw: () => Markup): ReportChart {
  let id = spec.id;
  for (let n = 2; used.has(id); n++) id = `${spec.id}-${n}`;
  used.add(id);
  let svg: Markup | undefined;
  return {
    ...spec,
    id,
    file: `${id}.svg`,
    get svg() {
      return (svg ??= draw());
    },
  };
}

/** The longest slug: a chart's file name stays within REPORT_INNER_PATH_MAX (report-folder.ts). */
const SLUG_MAX = 80;

/** Lower-case, dash-separated, safe as a file name and at most 80 characters: "attacker in bad going" -> "attacker-in-bad-going". */
export function slug(text: string): string {
  return text.toLowerCase().replace(/[^a-z0-9]+/g, '-').slice(0, SLUG_MAX).replace(/^-+|-+$/g, '') || 'set';
}

/**
 * Every chart of a report: a heatmap per condition set, outcome bars per attacker under the
 * first (baseline) condition set, a distribution chart per numeric metric (baseline set),
 * and the condition-effect chart when there are several sets.
 * Bars for the other sets would multiply the page by the number of sets for little news:
 * their effect is what the heatmaps and the condition-effect chart show.
 */
export function reportCharts(report: SweepReport): ReportChart[] {
  const name = (id: string): string => sideName(report, id);
  const used = new Set<string>();
  const charts: ReportChart[] = report.conditions.map((c, i) =>
    lazyChart(
      used,
      {
        id: `heatmap-${i + 1}-${slug(c.name)}`,
        title: `Net edge, ${c.name}`,
        caption: `The attacker's net edge in every matchup under “${c.name}”: the chance the defender suffers an unfavourable outcome minus the chance the attacker does. Blue favours the attacker, red the defender.`,
      },
      () => heatmapSvg(report, c.name),
    ),
  );
  // A chance heatmap for each total its kind marks (the fantasy table's kills and fall-backs).
  for (const [i, c] of report.conditions.entries()) {
    const playedTotals = new Set(report.cells.filter((cell) => cell.condition === c.name).flatMap((cell) => Object.keys(cell.result.totals)));
    for (const t of report.system.totals.filter((total) => total.heatmap && playedTotals.has(total.id))) {
      const label = t.label.replace('{attacker}', 'the attacker').replace('{defender}', 'the defender');
      charts.push(
        lazyChart(
          used,
          { id: `chance-${i + 1}-${slug(t.id)}`, title: `Chance ${label}, ${c.name}`, caption: `The chance ${label} in every matchup under “${c.name}”, from white (never) to deep blue (always).` },
          () => heatmapSvg(report, c.name, undefined, t.id),
        ),
      );
    }
  }
  // The difference view: a set under a what-if overlay against its twin as written (the same
  // combat and conditions, no overlay), variant minus base.
  for (const variant of report.conditions.filter((c) => c.overlay)) {
    const twin = report.conditions.find((c) => !c.overlay && c.combat === variant.combat && c.attacker === variant.attacker && c.defender === variant.defender);
    if (!twin) continue;
    charts.push(
      lazyChart(
        used,
        {
          id: `difference-${slug(variant.name)}`,
          title: `What the overlay changes: ${variant.name} minus ${twin.name}`,
          caption: `The change in the attacker's net edge in every matchup, from “${twin.name}” (as written) to “${variant.name}” (what-if overlay ${variant.overlay?.name ?? ''}). Blue: the change favours the attacker; red: the defender; white: no change.`,
        },
        () => heatmapSvg(report, variant.name, twin.name),
      ),
    );
  }
  const baseline = report.conditions[0];
  if (baseline) {
    for (const a of report.attackers) {
      if (!report.cells.some((c) => c.attacker === a && c.condition === baseline.name)) continue;
      charts.push(
        lazyChart(used, { id: `outcomes-${slug(a)}`, title: `${name(a)}: outcomes, ${baseline.name}`, caption: `Chance of each unfavourable outcome for ${name(a)} (left) and for each defender (right) under “${baseline.name}”.` }, () => outcomeBarsSvg(report, a, baseline.name)),
      );
    }
  }
  if (baseline) {
    const metrics = new Map(report.cells.filter((c) => c.condition === baseline.name).flatMap((c) => c.result.metrics.map((m) => [m.name, m.label] as const)));
    for (const [metric, label] of metrics) {
      charts.push(
        lazyChart(used, { id: `metric-${slug(metric)}`, title: `${label}, ${baseline.name}`, caption: `How ${label} is distributed in each matchup under “${baseline.name}”: the bar spans the 5th to the 95th percentile, the dot is the median, the tick the mean. metrics.csv has every value's chance.` }, () => metricRangesSvg(report, metric, baseline.name)),
      );
    }
  }
  const groups = baseline ? reportModel(report).groups(baseline.name) : [];
  if (baseline && groups.some((g) => g.figures > 1)) {
    if (groups.some((g) => g.winChance !== null)) {
      charts.push(
        lazyChart(used, { id: 'group-size', title: `Win chance against group size, ${baseline.name}`, caption: `Each attacking group's mean chance of winning against the defenders under “${baseline.name}”, against its number of figures.` }, () => groupSizeSvg(report, groups, baseline.name)),
      );
    }
    if (groups.some((g) => g.spent !== null && g.inflicted !== null)) {
      charts.push(
        lazyChart(used, { id: 'points-efficiency', title: `Points efficiency, ${baseline.name}`, caption: `Points the defenders lost and points each attacking group lost, per point the group cost, under “${baseline.name}”.` }, () => pointsEfficiencySvg(report, groups, baseline.name)),
      );
    }
  }
  if (report.conditions.length > 1) {
    charts.push(
      lazyChart(used, { id: 'condition-effect', title: 'Effect of each condition set', caption: `How each condition set moves every matchup's net edge relative to “${baseline?.name ?? ''}”; the bar marks the mean.` }, () => conditionEffectSvg(report)),
    );
  }
  return charts;
}
