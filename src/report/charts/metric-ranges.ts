import { min, max } from 'd3-array';
import { rangeRowsSvg } from '../chart-ranges.js';
import { sourceText } from '../chart-frame.js';
import type { Markup } from '../markup.js';
import type { ReportModel } from '../model.js';
import { conditionSet, sidesInWords } from './lookups.js';

/** Rows past this many are left out (the CSV has them all); the subtitle says so. */
const MAX_ROWS = 80;

/**
 * The distribution of one numeric metric (casualties, survivors, rounds) for every matchup
 * under one condition set: a row per matchup with a bar from the 5th to the 95th
 * percentile, a dot at the median and a tick at the mean. A metric of points lost, counted
 * in steps (half- or quarter-points), is drawn in points. Each row is a `<g class="metric-row">`.
 *
 * @example
 * metricRangesSvg(dom, model, 'defender-lost', 'open ground'); // => '<svg ...><g class="metric-row" ...>...'
 */
export function metricRangesSvg(dom: Document, model: ReportModel, metric: string, condition: string): Markup {
  const all = model.cellsOf(condition).flatMap((c) => c.result.metrics.filter((m) => m.name === metric).map((m) => ({ label: `${c.attackerName} v ${c.defenderName}`, m })));
  const rows = all.slice(0, MAX_ROWS);
  const scale = rows[0]?.m.points?.perStep ?? 1;
  const label = sidesInWords(rows[0]?.m.points?.label ?? rows[0]?.m.label ?? metric);
  // A metric with an offset (tourney points) can be negative: the axis starts at its least value.
  const first = Math.min(0, min(rows, (r) => r.m.offset ?? 0) ?? 0) * scale;
  const last = (max(rows, (r) => (r.m.offset ?? 0) + r.m.probabilities.length - 1 + (r.m.overflow > 0 ? 1 : 0)) ?? 1) * scale;
  const more = all.length > rows.length ? ` · first ${rows.length} of ${all.length} matchups (metrics.csv has all)` : '';
  return rangeRowsSvg(dom, {
    frame: { title: `${label}: 5th to 95th percentile, median and mean — ${condition}`, subtitle: `bar: 5th to 95th percentile · dot: median · tick: mean${more}`, source: sourceText(model.report, [conditionSet(model, condition).combat]) },
    axisLabel: label,
    domain: [first, last],
    rows: rows.map(({ label: vs, m }) => ({
      label: vs,
      tooltip: `${vs}: mean ${(m.mean * scale).toFixed(2)}, sd ${(m.sd * scale).toFixed(2)}, 5th ${m.p5 * scale}, median ${m.p50 * scale}, 95th ${m.p95 * scale}`,
      low: m.p5 * scale,
      median: m.p50 * scale,
      high: m.p95 * scale,
      mean: m.mean * scale,
    })),
  });
}
