import { stringify } from 'csv-stringify/sync';
import { writtenNumber } from '../core/written-number.js';
import { csvCell } from './escape.js';
import type { MatchupResult } from '../core/result.js';
import type { RuleSystem } from '../core/system.js';
import { groupText } from '../core/group.js';
import { OUTCOME_COLUMNS, outcomeRows, whatIfColumns } from './outcome-rows.js';
import { summaryRow } from './summary.js';
import type { SweepReport } from './sweep.js';

type Cell = string | number | null | undefined;

/**
 * The one CSV writer: the header, then each row's cells in column order, each made safe by
 * `csvCell` (no formula, no control character) and quoted by csv-stringify, each number
 * written by `writtenNumber` (no float noise next to 0 or 1). Every CSV oddsmith writes, to a
 * file or to stdout, comes from here.
 *
 * @example
 * csvText(['id', 'name'], [['knights', '=1+1']]); // => "id,name\nknights,'=1+1\n"
 */
export function csvText(columns: readonly string[], rows: readonly (readonly Cell[])[]): string {
  // A field's text depends on the field alone (csv-stringify quotes one holding a delimiter,
  // a quote or a line break), and a sweep's names, groups and conditions repeat on every row
  // of their matchup: each distinct text is quoted by csv-stringify once, and a row is its
  // fields joined as csv-stringify joins them. A number never needs quoting.
  const quoted = new Map<string, string>();
  const field = (cell: Cell): string => {
    if (typeof cell === 'number') return String(writtenNumber(cell));
    if (cell === null || cell === undefined) return '';
    let text = quoted.get(cell);
    if (text === undefined) quoted.set(cell, (text = stringify([[csvCell(cell)]], { eof: false })));
    return text;
  };
  const lines = [stringify([[...columns]])];
  for (const row of rows) lines.push(`${row.map(field).join(',')}\n`);
  return lines.join('');
}

/** Rows given as records, written in column order by csvText. */
function csv(columns: readonly string[], rows: readonly Record<string, Cell>[]): string {
  return csvText(columns, rows.map((row) => columns.map((c) => row[c])));
}

/** One matchup's tidy outcome rows, as `matchup --format csv` prints them (same columns as outcomes.csv). */
export function matchupCsv(system: RuleSystem, result: MatchupResult): string {
  return csv(OUTCOME_COLUMNS, outcomeRows(system, result, '', ''));
}

/** outcomes.csv: one row per matchup x condition x side x outcome (issue #3's columns first). */
export function outcomesCsv(report: SweepReport, system: RuleSystem): string {
  return csv(OUTCOME_COLUMNS, report.cells.flatMap((cell) => outcomeRows(system, cell.result, report.scenario.name, cell.condition)));
}

/** `attackerWins` -> `attacker_wins`: a total's id as a CSV column. */
function totalColumn(id: string): string {
  return id.replace(/([A-Z])/g, '_$1').toLowerCase();
}

/**
 * summary.csv: one row per matchup x condition with the combat kinds' totals (HOTT: wins,
 * ties, doublings), both sides' risk and the net edge, then the groups and the what-if.
 */
export function summaryCsv(report: SweepReport, system: RuleSystem): string {
  const totals = report.system.totals.map((t) => t.id);
  const columns = [
    'system', 'scenario', 'condition', 'attacker', 'defender', 'method', 'trials', 'seed',
    ...totals.map(totalColumn),
    'attacker_unfavourable', 'defender_unfavourable', 'net_edge', 'max_half_width',
    'attacker_group', 'defender_group', 'overlay', 'options',
  ];
  return csv(
    columns,
    report.cells.map((cell) => {
      const r = summaryRow(report, cell);
      return {
        system: report.system.id,
        scenario: report.scenario.name,
        condition: r.condition,
        attacker: r.attacker,
        defender: r.defender,
        method: r.method,
        trials: r.trials,
        seed: cell.result.seed,
        ...Object.fromEntries(totals.map((id) => [totalColumn(id), r.totals[id] ?? null])),
        attacker_unfavourable: r.attackerUnfavourable,
        defender_unfavourable: r.defenderUnfavourable,
        net_edge: r.netEdge,
        max_half_width: r.method === 'mc' ? r.halfWidth : null,
        attacker_group: groupText(cell.result.attacker.group),
        defender_group: groupText(cell.result.defender.group),
        ...whatIfColumns(system, cell.result),
      };
    }),
  );
}

const METRIC_COLUMNS = [
  'system', 'scenario', 'condition', 'attacker', 'defender', 'method', 'trials', 'seed',
  'metric', 'value', 'probability', 'at_least', 'at_least_ci_low', 'at_least_ci_high',
  'mean', 'mean_ci_low', 'mean_ci_high', 'sd', 'p5', 'p50', 'p95', 'overflow',
  'attacker_group', 'defender_group', 'overlay', 'options',
] as const;

/**
 * metrics.csv: one row per matchup x condition x metric x value k, with P(X = k), the tail
 * P(X >= k) and its interval, and the metric's summary repeated on each row (tidy data).
 */
export function metricsCsv(report: SweepReport, system: RuleSystem): string {
  return csv(
    METRIC_COLUMNS,
    report.cells.flatMap(({ condition, result }) => {
      // The same on every row of the result (a metric a value, 100,000s of rows): worked once.
      const named = { attacker_group: groupText(result.attacker.group), defender_group: groupText(result.defender.group), ...whatIfColumns(system, result) };
      return result.metrics.flatMap((m) =>
        m.probabilities.map((p, k) => ({
          system: result.system,
          scenario: report.scenario.name,
          condition,
          attacker: result.attacker.troop,
          defender: result.defender.troop,
          method: result.method,
          trials: result.trials,
          seed: result.seed,
          metric: m.name,
          value: k + (m.offset ?? 0),
          probability: p,
          at_least: m.atLeast[k] ?? 0,
          at_least_ci_low: m.intervals?.atLeast[k]?.[0] ?? null,
          at_least_ci_high: m.intervals?.atLeast[k]?.[1] ?? null,
          mean: m.mean,
          mean_ci_low: m.intervals?.mean[0] ?? null,
          mean_ci_high: m.intervals?.mean[1] ?? null,
          sd: m.sd,
          p5: m.p5,
          p50: m.p50,
          p95: m.p95,
          overflow: m.overflow,
          ...named,
        })),
      );
    }),
  );
}
