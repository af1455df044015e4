import { conditionEffectSvg } from './charts/condition-effect.js';
import { heatmapSvg } from './charts/heatmap.js';
import { groupSizeSvg } from './charts/group-size.js';
import { metricRangesSvg } from './charts/metric-ranges.js';
import { pointsEfficiencySvg } from './charts/points-efficiency.js';
import { groupStats } from './group-stats.js';
import { outcomeBarsSvg } from './charts/outcome-bars.js';
import type { HtmlChart } from './html.js';
import type { SweepReport } from './sweep.js';

/** A chart with the file name it is written to under charts/. */
export interface ReportChart extends HtmlChart {
  readonly file: string;
}

/** Lower-case, dash-separated, safe as a file name: "attacker in bad going" -> "attacker-in-bad-going". */
export function slug(text: string): string {
  return text.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-+|-+$/g, '') || 'set';
}

/**
 * Every chart of a report: a heatmap per condition set, outcome bars per attacker under the
 * first (baseline) condition set, a distribution chart per numeric metric (baseline set),
 * and the condition-effect chart when there are several sets.
 * Bars for the other sets would multiply the page by the number of sets for little news:
 * their effect is what the heatmaps and the condition-effect chart show.
 */
export function reportCharts(report: SweepReport): ReportChart[] {
  const name = (id: string): string => report.system.troopNames[id] ?? id;
  const charts: ReportChart[] = report.conditions.map((c, i) => ({
    id: `heatmap-${i + 1}-${slug(c.name)}`,
    file: `heatmap-${i + 1}-${slug(c.name)}.svg`,
    title: `Net edge, ${c.name}`,
    caption: `The attacker's net edge in every matchup under “${c.name}”: the chance the defender suffers an unfavourable outcome minus the chance the attacker does. Blue favours the attacker, red the defender.`,
    svg: heatmapSvg(report, c.name),
  }));
  const baseline = report.conditions[0];
  if (baseline) {
    for (const a of report.attackers) {
      if (!report.cells.some((c) => c.attacker === a && c.condition === baseline.name)) continue;
      charts.push({
        id: `outcomes-${slug(a)}`,
        file: `outcomes-${slug(a)}.svg`,
        title: `${name(a)}: outcomes, ${baseline.name}`,
        caption: `Chance of each unfavourable outcome for ${name(a)} (left) and for each defender (right) under “${baseline.name}”.`,
        svg: outcomeBarsSvg(report, a, baseline.name),
      });
    }
  }
  if (baseline) {
    const metrics = new Map(report.cells.filter((c) => c.condition === baseline.name).flatMap((c) => c.result.metrics.map((m) => [m.name, m.label] as const)));
    for (const [metric, label] of metrics) {
      charts.push({
        id: `metric-${slug(metric)}`,
        file: `metric-${slug(metric)}.svg`,
        title: `${label}, ${baseline.name}`,
        caption: `How ${label} is distributed in each matchup under “${baseline.name}”: the bar spans the 5th to the 95th percentile, the dot is the median, the tick the mean. metrics.csv has every value's chance.`,
        svg: metricRangesSvg(report, metric, baseline.name),
      });
    }
  }
  const groups = baseline ? groupStats(report, baseline.name) : [];
  if (baseline && groups.some((g) => g.figures > 1)) {
    if (groups.some((g) => g.winChance !== null)) {
      charts.push({
        id: 'group-size',
        file: 'group-size.svg',
        title: `Win chance against group size, ${baseline.name}`,
        caption: `Each attacking group's mean chance of winning against the defenders under “${baseline.name}”, against its number of figures.`,
        svg: groupSizeSvg(report, groups, baseline.name),
      });
    }
    if (groups.some((g) => g.spent !== null && g.inflicted !== null)) {
      charts.push({
        id: 'points-efficiency',
        file: 'points-efficiency.svg',
        title: `Points efficiency, ${baseline.name}`,
        caption: `Points the defenders lost and points each attacking group lost, per point the group cost, under “${baseline.name}”.`,
        svg: pointsEfficiencySvg(report, groups, baseline.name),
      });
    }
  }
  if (report.conditions.length > 1) {
    charts.push({
      id: 'condition-effect',
      file: 'condition-effect.svg',
      title: 'Effect of each condition set',
      caption: `How each condition set moves every matchup's net edge relative to “${baseline?.name ?? ''}”; the bar marks the mean.`,
      svg: conditionEffectSvg(report),
    });
  }
  return charts;
}
