import { conditionEffectSvg } from './charts/condition-effect.js';
import { focusSvg } from './charts/focus.js';
import { groupSizeSvg } from './charts/group-size.js';
import { chanceHeatmapSvg, differenceHeatmapSvg, netEdgeHeatmapSvg } from './charts/heatmap.js';
import { sidesInWords } from './charts/lookups.js';
import { metricRangesSvg } from './charts/metric-ranges.js';
import { outcomeBarsSvg } from './charts/outcome-bars.js';
import { pointsEfficiencySvg } from './charts/points-efficiency.js';
import type { HtmlChart } from './html.js';
import type { Markup } from './markup.js';
import { battleEntries, BATTLE_DISTRIBUTIONS, isBattle } from './battle-entries.js';
import type { ChartEntry } from './chart-entry.js';
import type { ReportModel } from './model.js';
import { chartDom } from './svg-document.js';

/**
 * A chart with the file name it is written to under charts/, the heading of the section it
 * appears under, and whether that section is long enough that a reader opens it on demand
 * (collapsed); its SVG is drawn when first read.
 */
export interface ReportChart extends HtmlChart {
  readonly file: string;
  readonly section: string;
  readonly collapsed: boolean;
}

/** A section of more charts than this is collapsed where the brief allows (chance heatmaps, distributions). */
const MANY = 2;

/** The longest slug: a chart's file name stays within REPORT_INNER_PATH_MAX (report-folder.ts). */
const SLUG_MAX = 80;

/** Lower-case, dash-separated, safe as a file name and at most 80 characters: "attacker in bad going" -> "attacker-in-bad-going". */
export function slug(text: string): string {
  return text.toLowerCase().replace(/[^a-z0-9]+/g, '-').slice(0, SLUG_MAX).replace(/^-+|-+$/g, '') || 'set';
}

/** Each focus matchup across every condition set: first, open, the chart a writer pastes. */
function focusEntries(model: ReportModel): ChartEntry[] {
  const focus = (model.report.focus ?? []).filter((f) => model.attackers.includes(f.attacker) && model.defenders.includes(f.defender));
  return focus.map(({ attacker, defender }) => {
    const [a, d] = [model.name(attacker), model.name(defender)];
    return {
      id: `focus-${slug(attacker)}-v-${slug(defender)}`,
      title: `${a} v ${d} under each condition set`,
      caption: `The chance of each unfavourable outcome for ${a} (left) and for ${d} (right) under every condition set of the report, a row per set.`,
      section: 'Focus matchups',
      collapsed: false,
      draw: (dom) => focusSvg(dom, model, attacker, defender),
    };
  });
}

/**
 * A net-edge heatmap per condition set, and the effect of each set against the first. Not for
 * battles: a battle's unfavourable outcome is only its general's loss, and who wins is drawn
 * apart (battle-entries.ts).
 */
function netEdgeEntries(model: ReportModel): ChartEntry[] {
  if (model.conditions.some(isBattle)) return [];
  const heatmaps: ChartEntry[] = model.conditions.map((c, i) => ({
    id: `heatmap-${i + 1}-${slug(c.name)}`,
    title: `Net edge, ${c.name}`,
    caption: `The attacker's net edge in every matchup under “${c.name}”: the chance the defender suffers an unfavourable outcome minus the chance the attacker does. Blue favours the attacker, red the defender.`,
    section: 'Net edge',
    collapsed: false,
    overview: true,
    draw: (dom) => netEdgeHeatmapSvg(dom, model, c.name),
  }));
  const baseline = model.conditions[0]?.name ?? '';
  const effect: ChartEntry = {
    id: 'condition-effect',
    title: 'Effect of each condition set',
    caption: `How each condition set moves every matchup's net edge relative to “${baseline}”; the bar marks the mean.`,
    section: 'Across condition sets',
    collapsed: false,
    draw: (dom) => conditionEffectSvg(dom, model),
  };
  return model.conditions.length > 1 ? [...heatmaps, effect] : heatmaps;
}

/**
 * The difference view: a set under a what-if overlay against its twin as written (the same
 * combat and conditions, no overlay), variant minus base.
 */
function differenceEntries(model: ReportModel): ChartEntry[] {
  return model.conditions.flatMap((variant) => {
    const twin = variant.overlay && !isBattle(variant) && model.conditions.find((c) => !c.overlay && c.combat === variant.combat && c.attacker === variant.attacker && c.defender === variant.defender);
    if (!twin) return [];
    return [
      {
        id: `difference-${slug(variant.name)}`,
        title: `What the overlay changes: ${variant.name} minus ${twin.name}`,
        caption: `The change in the attacker's net edge in every matchup, from “${twin.name}” (as written) to “${variant.name}” (what-if overlay ${variant.overlay?.name ?? ''}). Blue: the change favours the attacker; red: the defender; white: no change.`,
        section: 'What the overlays change',
        collapsed: false,
        draw: (dom) => differenceHeatmapSvg(dom, model, variant.name, twin.name),
      },
    ];
  });
}

/** A chance heatmap for each total its kind marks (the fantasy table's kills and fall-backs) and set it was played in, a section per total. */
function chanceEntries(model: ReportModel): ChartEntry[] {
  return model.report.system.totals
    .filter((t) => t.heatmap)
    .flatMap((t) => {
      const label = sidesInWords(t.label);
      const sets = model.conditions.map((c, i) => ({ c, i })).filter(({ c }) => model.cellsOf(c.name).some((cell) => cell.result.totals[t.id] !== undefined));
      return sets.map(({ c, i }) => ({
        id: `chance-${i + 1}-${slug(t.id)}`,
        title: `Chance ${label}, ${c.name}`,
        caption: `The chance ${label} in every matchup under “${c.name}”, from white (never) to deep blue (always).`,
        section: `Chance ${label}`,
        collapsed: sets.length > MANY,
        draw: (dom: Document) => chanceHeatmapSvg(dom, model, c.name, t.id),
      }));
    });
}

/** Per attacking group under the baseline: win chance against size, and points traded per point spent. */
function groupEntries(model: ReportModel): ChartEntry[] {
  const baseline = model.conditions[0]?.name;
  const groups = baseline === undefined || model.conditions.some(isBattle) ? [] : model.groups(baseline);
  if (baseline === undefined || !groups.some((g) => g.figures > 1)) return [];
  const entries: ChartEntry[] = [];
  const section = 'Groups';
  if (groups.some((g) => g.winChance !== null)) {
    const caption = `Each attacking group's mean chance of winning against the defenders under “${baseline}”, against its number of figures.`;
    entries.push({ id: 'group-size', title: `Win chance against group size, ${baseline}`, caption, section, collapsed: false, draw: (dom) => groupSizeSvg(dom, model, baseline) });
  }
  if (groups.some((g) => g.spent !== null && g.inflicted !== null)) {
    const caption = `Points the defenders lost and points each attacking group lost, per point the group cost, under “${baseline}”.`;
    entries.push({ id: 'points-efficiency', title: `Points efficiency, ${baseline}`, caption, section, collapsed: false, draw: (dom) => pointsEfficiencySvg(dom, model, baseline) });
  }
  return entries;
}

/** A distribution chart per numeric metric under the baseline set, named in points where the metric counts points lost. */
function metricEntries(model: ReportModel): ChartEntry[] {
  const baseline = model.conditions[0]?.name;
  if (baseline === undefined) return [];
  // A battle's kill pairings are its what-destroyed-what matrices, not a chart each.
  const drawn = (c: ReportModel['cells'][number], name: string): boolean => !isBattle(c.result) || BATTLE_DISTRIBUTIONS.has(name);
  const metrics = new Map(model.cellsOf(baseline).flatMap((c) => c.result.metrics.filter((m) => drawn(c, m.name)).map((m) => [m.name, sidesInWords(m.points?.label ?? m.label)] as const)));
  const section = `Distributions under “${baseline}”`;
  return [...metrics].map(([metric, label]) => ({
    id: `metric-${slug(metric)}`,
    title: `${label}, ${baseline}`,
    caption: `How ${label} is distributed in each matchup under “${baseline}”: the bar spans the 5th to the 95th percentile, the dot is the median, the tick the mean. metrics.csv has every value's chance.`,
    section,
    collapsed: metrics.size > MANY,
    draw: (dom) => metricRangesSvg(dom, model, metric, baseline),
  }));
}

/** Outcome bars per attacker under every condition set, a collapsed section per set: long, opened on demand. */
function outcomeEntries(model: ReportModel): ChartEntry[] {
  return model.conditions.flatMap((c, i) =>
    model.attackers
      .filter((a) => model.cellsOf(c.name, a).length > 0)
      .map((a) => ({
        id: `outcomes-${i + 1}-${slug(a)}`,
        title: `${model.name(a)}: outcomes, ${c.name}`,
        caption: `Chance of each unfavourable outcome for ${model.name(a)} (left) and for each defender (right) under “${c.name}”.`,
        section: `Outcomes under “${c.name}”`,
        collapsed: true,
        draw: (dom: Document) => outcomeBarsSvg(dom, model, a, c.name),
      })),
  );
}

/**
 * Every chart of a report, in the order of its sections: the focus matchups, a battle sweep's
 * own (who wins, when, losses and kills by type), net edge (and
 * the effect of each set), what the overlays change, the chance heatmaps, the group charts,
 * the distributions, then the outcome bars of each condition set. Each is drawn the first
 * time its SVG is read (a report's writer draws one chart at a time and can be interrupted
 * between them), in one document for the whole report (from `newDom`: chartDom's, or a
 * jsdom document a test compares it with). File names are unique: two names can share a slug.
 */
export function reportCharts(model: ReportModel, newDom: () => Document = chartDom): ReportChart[] {
  const entries = [focusEntries, (m: ReportModel) => battleEntries(m, slug), netEdgeEntries, differenceEntries, chanceEntries, groupEntries, metricEntries, outcomeEntries].flatMap((list) => list(model));
  let document: Document | undefined;
  const used = new Set<string>();
  return entries.map(({ draw, ...entry }) => {
    let id = entry.id;
    for (let n = 2; used.has(id); n++) id = `${entry.id}-${n}`;
    used.add(id);
    let svg: Markup | undefined;
    return {
      ...entry,
      id,
      file: `${id}.svg`,
      get svg() {
        return (svg ??= draw((document ??= newDom())));
      },
    };
  });
}
