import { format } from 'd3-format';
import { html, type Markup } from './markup.js';

/** One chart as the page shows it: its SVG is Markup, so only a chart this package drew. */
export interface HtmlChart {
  readonly id: string;
  readonly title: string;
  readonly caption: string;
  readonly svg: Markup;
  /** Its file under charts/ beside the page, when written there: the page may then link it as an image rather than inline it. */
  readonly file?: string;
  /** The heading it is shown under (default: after its kind, `sectionOf`). */
  readonly section?: string;
  /** Its section opens on demand (a <details>); a section of more than LONG_SECTION charts does anyway. */
  readonly collapsed?: boolean;
  /** Its section is the page's overview (the net-edge heatmaps), which stays open longer than others. */
  readonly overview?: boolean;
}

/**
 * A section of more charts than LONG_SECTION, or of charts taller than LONG_SECTION_HEIGHT
 * (CSS pixels) in all, opens on demand; the overview (a section whose charts say so: a heatmap
 * per condition set; else the first section) only past twice that height, whatever sections
 * come before it (a scenario's focus charts do). A page stays a few screens long until the
 * reader asks (d3h2-all-v-all's was 105,940 px at 1400 px wide with 56 outcome charts in a
 * row; chainmail-60-points' five metric charts stood 9,700 px).
 */
export const LONG_SECTION = 6;
export const LONG_SECTION_HEIGHT = 6_000;
/**
 * The most SVG text (characters) the page inlines; charts past it, and every chart of a
 * section that opens on demand, are images of their files under charts/. A chart inlined
 * keeps its tooltips, but is written twice (page and file): a small report's page holds
 * all its charts, a large one's its first few (d3h2-terrain's page was 10 MB, 45 charts). 100 KB
 * keeps the reports `npm start` writes within 50 MB (issue #34).
 */
export const INLINE_BUDGET = 100_000;

/** The heading of a chart that names none, from its kind (the first word of its id). */
const KIND_SECTIONS: Readonly<Record<string, string>> = {
  heatmap: 'Net edge by condition set',
  chance: 'Chances by condition set',
  difference: 'What the overlays change',
  outcomes: 'Outcomes by attacker',
  metric: 'Distributions',
  'group-size': 'Groups',
  'points-efficiency': 'Groups',
  'condition-effect': 'Effect of each condition set',
};

/**
 * The section a chart goes under: its own, or its kind's.
 *
 * @example
 * sectionOf({ id: 'heatmap-1-open-ground', ... }); // => 'Net edge by condition set'
 */
export function sectionOf(chart: Pick<HtmlChart, 'id' | 'section'>): string {
  if (chart.section !== undefined) return chart.section;
  const kind = Object.keys(KIND_SECTIONS).find((k) => chart.id === k || chart.id.startsWith(`${k}-`));
  return kind === undefined ? 'Charts' : (KIND_SECTIONS[kind] ?? 'Charts');
}

/** A page section of charts: its heading, whether it opens on demand, and its charts with their anchors. */
export interface ChartSection {
  readonly id: string;
  readonly title: string;
  readonly collapsed: boolean;
  readonly charts: readonly { readonly chart: HtmlChart; readonly id: string }[];
}

/** A valid, unique id attribute (no spaces), made from `text` and kept clear of `used`. */
export function uniqueId(used: Set<string>, text: string, fallback: string): string {
  const base = text.replace(/[^A-Za-z0-9_-]+/g, '-').replace(/^-+|-+$/g, '') || fallback;
  let id = base;
  for (let n = 2; used.has(id); n++) id = `${base}-${n}`;
  used.add(id);
  return id;
}

/** Whether a section opens on demand: one of its charts asks, or it is long (the first, twice as long). */
function folds(charts: readonly HtmlChart[], first: boolean): boolean {
  if (charts.some((c) => c.collapsed === true)) return true;
  const height = charts.reduce((sum, c) => sum + (svgSize(c.svg.toString())?.height ?? 0), 0);
  return first ? height > 2 * LONG_SECTION_HEIGHT : charts.length > LONG_SECTION || height > LONG_SECTION_HEIGHT;
}

/**
 * The charts grouped by section in the order each section first appears, each with a unique
 * anchor (kept clear of `used`, the page's own ids), folded as `folds` says.
 */
export function chartSections(charts: readonly HtmlChart[], used: Set<string>): ChartSection[] {
  const bySection = new Map<string, HtmlChart[]>();
  for (const chart of charts) {
    const title = sectionOf(chart);
    (bySection.get(title) ?? bySection.set(title, []).get(title))?.push(chart);
  }
  return Array.from(bySection, ([title, list], i) => ({
    id: uniqueId(used, `section-${title.toLowerCase()}`, `section-${i + 1}`),
    title,
    collapsed: folds(list, list.some((c) => c.overview === true) || (i === 0 && !charts.some((c) => c.overview === true))),
    charts: list.map((chart, j) => ({ chart, id: uniqueId(used, chart.id, `chart-${i + 1}-${j + 1}`) })),
  }));
}

/** The width and height an SVG's root element declares, for its image's box (no shift as it loads). */
function svgSize(svg: string): { width: number; height: number } | null {
  const root = /^<svg\b[^>]*>/.exec(svg)?.[0] ?? '';
  const width = Number(/\swidth="([\d.]+)"/.exec(root)?.[1]);
  const height = Number(/\sheight="([\d.]+)"/.exec(root)?.[1]);
  return width > 0 && height > 0 ? { width, height } : null;
}

/**
 * How each chart is shown: inline SVG while the budget lasts in an open section, else its
 * file as an image. Every image loads with the page, none lazily: a full-page capture taken
 * once the page has loaded drew a lazy one past the first screen blank, and a print (whose
 * handler opens the folded sections) cannot wait for one to load, so printed it blank.
 */
export function chartBodies(sections: readonly ChartSection[]): Map<HtmlChart, Markup> {
  let budget = INLINE_BUDGET;
  const bodies = new Map<HtmlChart, Markup>();
  for (const section of sections) {
    for (const { chart } of section.charts) {
      const svg = chart.svg.toString();
      const linked = chart.file !== undefined && (section.collapsed || svg.length > budget);
      if (!linked) budget -= svg.length;
      const size = svgSize(svg);
      bodies.set(
        chart,
        linked
          ? html`<img src="charts/${chart.file ?? ''}" alt="${chart.title}"${size ? html` width="${size.width}" height="${size.height}"` : null}>`
          : chart.svg,
      );
    }
  }
  return bodies;
}

/** "44 charts", "1 chart". */
export const chartCount = (n: number): string => `${format(',')(n)} chart${n === 1 ? '' : 's'}`;
