import { stringify } from 'csv-stringify/sync';
import { BATTLE } from '../core/battle-rules.js';
import { writtenNumber } from '../core/written-number.js';
import { formatConditions } from '../core/conditions.js';
import { csvCell } from './escape.js';
import type { MatchupResult, MetricResult } from '../core/result.js';
import type { RuleSystem } from '../core/system.js';
import type { ModelCell, ReportModel } from './model.js';
import { namingColumns, OUTCOME_COLUMNS, outcomeRows, TIDY_COLUMNS } from './outcome-rows.js';
import { battleLosses } from './battle-figures.js';
import { mix } from './plan-game-text.js';

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

/**
 * One matchup's tidy outcome rows, as `matchup --format csv` prints them: outcomes.csv's
 * columns, every outcome of its kind (zeros too), then what names its situation, which a
 * report keeps in summary.csv.
 */
export function matchupCsv(system: RuleSystem, result: MatchupResult): string {
  const outcomes = system.combatKinds.find((k) => k.id === result.combat)?.outcomes.map((o) => o.id) ?? [];
  const named = namingColumns(result, { options: formatConditions(system.options, result.options) });
  // OUTCOME_COLUMNS after the tidy ones, in order.
  const situation = [
    result.combat,
    formatConditions(system.conditions, result.attacker.conditions),
    formatConditions(system.conditions, result.defender.conditions),
    named.attacker_group,
    named.defender_group,
    named.overlay,
    named.options,
  ];
  return csvText(OUTCOME_COLUMNS, outcomeRows(result, outcomes, { scenario: '', condition: '', zeros: true }).map((row) => [...row, ...situation]));
}

/**
 * outcomes.csv: one row per matchup x condition x side x outcome in issue #3's tidy columns,
 * less the outcomes an exact result gives no chance at all (most of a large exact sweep).
 * What names a matchup's situation (combat, conditions, groups, what-if) is in summary.csv,
 * once a matchup, not on each of its rows.
 */
export function outcomesCsv(model: ReportModel): string {
  const scenario = model.report.scenario.name;
  return csvText(TIDY_COLUMNS, model.cells.flatMap((cell) => outcomeRows(cell.result, model.outcomeIds(cell.result.combat), { scenario, condition: cell.condition, zeros: false })));
}

/** `attackerWins` -> `attacker_wins`: a total's id as a CSV column. */
function totalColumn(id: string): string {
  return id.replace(/([A-Z])/g, '_$1').toLowerCase();
}

/** The columns that open every row of summary.csv and metrics.csv: which matchup, how it was worked. */
const CELL_COLUMNS = ['system', 'scenario', 'condition', 'attacker', 'defender', 'method', 'trials', 'seed'] as const;

/** One of CELL_COLUMNS of a cell. */
function cellColumn(model: ReportModel, cell: ModelCell, column: (typeof CELL_COLUMNS)[number]): Cell {
  switch (column) {
    case 'system':
      return cell.result.system;
    case 'scenario':
      return model.report.scenario.name;
    case 'method':
      return cell.result.method;
    case 'trials':
      return cell.result.trials;
    case 'seed':
      return cell.result.seed;
    default:
      return cell[column];
  }
}

function cellColumns(model: ReportModel, cell: ModelCell): Record<(typeof CELL_COLUMNS)[number], Cell> {
  return Object.fromEntries(CELL_COLUMNS.map((c) => [c, cellColumn(model, cell, c)])) as Record<(typeof CELL_COLUMNS)[number], Cell>;
}

/** A CSV column by name, and its value for the i-th item. */
type Field<T> = readonly [name: string, value: (item: T, i: number) => Cell];

/**
 * Rows of `items` in `columns` order, each column's value from the last field that names it
 * (as the later key of an object literal wins). No record is built per row: a large sweep's
 * rows as records of thirty spread keys cost more than the rest of its CSV.
 */
function csvOf<T>(columns: readonly string[], fields: readonly Field<T>[], items: readonly T[]): string {
  const byName = new Map(fields);
  const values = columns.map((c) => byName.get(c) ?? ((): Cell => undefined));
  return csvText(
    columns,
    items.map((item, i) => values.map((value) => value(item, i))),
  );
}

/** A battle report's losses in summary.csv, in place of a single combat's risks: what each army lost a battle. */
const BATTLE_LOSSES = ['attacker_elements_lost', 'defender_elements_lost', 'attacker_general_lost', 'defender_general_lost'] as const;

/**
 * summary.csv: one row per matchup x condition with the combat kinds' totals (HOTT: wins,
 * ties, doublings), both sides' risk and the net edge (a battle: what each army lost, and
 * net_edge its win - loss), then the groups and the what-if.
 */
export function summaryCsv(model: ReportModel): string {
  const totals = model.report.system.totals.map((t) => t.id);
  // One scenario fights battles or single combats, never both (scenario/load.ts).
  const battles = model.cells.some((c) => c.result.combat === BATTLE);
  const losses = model.cells.map((c) => (c.result.combat === BATTLE ? battleLosses(c.result) : null));
  const columns = [
    ...CELL_COLUMNS,
    ...totals.map(totalColumn),
    ...(battles ? BATTLE_LOSSES : ['attacker_unfavourable', 'defender_unfavourable']), 'net_edge', 'max_half_width',
    'combat', 'attacker_conditions', 'defender_conditions', 'attacker_group', 'defender_group', 'overlay', 'options',
    // A scenario that names its sides itself (a battle's army files) gives the names too.
    ...(model.report.sideNames ? ['attacker_name', 'defender_name'] : []),
    // Battles on the board: the plan game beside each (issue #49; plans.csv has every pair).
    ...(model.cells.some((c) => c.plans !== undefined) ? PLAN_GAME_COLUMNS : []),
  ];
  const named = model.cells.map((cell) => namingColumns(cell.result, cell));
  const fields: Field<ModelCell>[] = [
    ...CELL_COLUMNS.map((c): Field<ModelCell> => [c, (cell) => cellColumn(model, cell, c)]),
    ['system', () => model.report.system.id],
    ...totals.map((id): Field<ModelCell> => [totalColumn(id), (cell) => cell.result.totals[id] ?? null]),
    ['attacker_unfavourable', (cell) => cell.attackerUnfavourable],
    ['defender_unfavourable', (cell) => cell.defenderUnfavourable],
    ['net_edge', (cell) => cell.netEdge],
    ['attacker_elements_lost', (_, i) => losses[i]?.attacker.elements],
    ['defender_elements_lost', (_, i) => losses[i]?.defender.elements],
    ['attacker_general_lost', (_, i) => losses[i]?.attacker.general],
    ['defender_general_lost', (_, i) => losses[i]?.defender.general],
    ['max_half_width', (cell) => (cell.result.method === 'mc' ? cell.result.maxHalfWidth : null)],
    ['combat', (cell) => cell.result.combat],
    ['attacker_conditions', (cell) => cell.attackerConditions],
    ['defender_conditions', (cell) => cell.defenderConditions],
    ...NAMING.map((c): Field<ModelCell> => [c, (_, i) => named[i]?.[c]]),
    ...(model.report.sideNames ? ([['attacker_name', (cell) => cell.attackerName], ['defender_name', (cell) => cell.defenderName]] satisfies Field<ModelCell>[]) : []),
    ['best_attacker_wins', (cell) => cell.plans?.best.attackerWins],
    ['best_draws', (cell) => cell.plans?.best.draws],
    ['best_defender_wins', (cell) => cell.plans?.best.defenderWins],
    ['best_edge', (cell) => cell.plans?.value],
    ['best_edge_low', (cell) => cell.plans?.valueRange[0]],
    ['best_edge_high', (cell) => cell.plans?.valueRange[1]],
    ['attacker_plans', (cell) => (cell.plans ? mix(cell.plans.a) : undefined)],
    ['defender_plans', (cell) => (cell.plans ? mix(cell.plans.b) : undefined)],
    ['plans_attacker_wins_low', (cell) => cell.plans?.lowest.attackerWins],
    ['plans_attacker_wins_high', (cell) => cell.plans?.highest.attackerWins],
    ['plan_trials', (cell) => cell.plans?.trials],
  ];
  return csvOf(columns, fields, model.cells);
}

/** summary.csv's plan game columns (a battle on the board): the chances and edge under both sides' best plans, the plans, A's win chance across the pairs, battles a pair. */
const PLAN_GAME_COLUMNS = ['best_attacker_wins', 'best_draws', 'best_defender_wins', 'best_edge', 'best_edge_low', 'best_edge_high', 'attacker_plans', 'defender_plans', 'plans_attacker_wins_low', 'plans_attacker_wins_high', 'plan_trials'] as const;

// The battle's own method and trials are summary.csv's: a pair's battles are plan_trials.
const PLANS_COLUMNS = [...CELL_COLUMNS.filter((c) => c !== 'method' && c !== 'trials'), 'attacker_plan', 'defender_plan', 'attacker_wins', 'draws', 'defender_wins', 'attacker_wins_low', 'attacker_wins_high', 'defender_wins_low', 'defender_wins_high', 'plan_trials'] as const;

/** plans.csv: every battle's plan game, a row per pair of plans (the attacker's plan, then the defender's); null where no battle has one. */
export function plansCsv(model: ReportModel): string | null {
  const pairs = model.cells.flatMap((cell) => (cell.plans?.cells ?? []).map((pair) => ({ cell, pair })));
  if (pairs.length === 0) return null;
  type Pair = (typeof pairs)[number];
  const fields: Field<Pair>[] = [
    ...CELL_COLUMNS.map((c): Field<Pair> => [c, (p) => cellColumn(model, p.cell, c)]),
    ['attacker_plan', (p) => p.pair.a],
    ['defender_plan', (p) => p.pair.b],
    ['attacker_wins', (p) => p.pair.attackerWins],
    ['draws', (p) => p.pair.draws],
    ['defender_wins', (p) => p.pair.defenderWins],
    ['attacker_wins_low', (p) => p.pair.attackerInterval?.[0]],
    ['attacker_wins_high', (p) => p.pair.attackerInterval?.[1]],
    ['defender_wins_low', (p) => p.pair.defenderInterval?.[0]],
    ['defender_wins_high', (p) => p.pair.defenderInterval?.[1]],
    ['plan_trials', (p) => p.cell.plans?.trials],
  ];
  return csvOf(PLANS_COLUMNS, fields, pairs);
}

/** A metric's summary: the same on each of its value rows in the full file, its one row by default. */
const METRIC_SUMMARY = ['mean', 'mean_ci_low', 'mean_ci_high', 'sd', 'p5', 'p50', 'p95', 'overflow'] as const;
const NAMING = ['attacker_group', 'defender_group', 'overlay', 'options'] as const;

/** metrics.csv by default: one row per result x metric, its summary and, for points lost, the mean in points. */
const METRIC_COLUMNS = [...CELL_COLUMNS, 'metric', ...METRIC_SUMMARY, 'mean_points', ...NAMING] as const;
/** metrics.csv in full (`fullMetrics`): one row per result x metric x value, with the summary on each. */
const METRIC_VALUE_COLUMNS = [...CELL_COLUMNS, 'metric', 'value', 'probability', 'at_least', 'at_least_ci_low', 'at_least_ci_high', ...METRIC_SUMMARY, ...NAMING] as const;

function metricSummary(m: MetricResult): Record<(typeof METRIC_SUMMARY)[number], Cell> {
  return { mean: m.mean, mean_ci_low: m.intervals?.mean[0] ?? null, mean_ci_high: m.intervals?.mean[1] ?? null, sd: m.sd, p5: m.p5, p50: m.p50, p95: m.p95, overflow: m.overflow };
}

/**
 * metrics.csv. By default one row per matchup x condition x metric: its mean with the mean's
 * 95% interval (Monte Carlo), sd, 5th/50th/95th percentiles, the share beyond the kernel's
 * range, and for a metric of points lost its mean in points (a count of half- or
 * quarter-points converted). With `full`, every value k of every metric instead: P(X = k),
 * the tail P(X >= k) and its interval, the metric's summary repeated on each row (tidy data:
 * 221,000 rows for the 60-point Chainmail sweep).
 */
export function metricsCsv(model: ReportModel, full = false): string {
  const rows = model.cells.flatMap((cell): Record<string, Cell>[] => {
    const { result } = cell;
    // The same on every row of the result: worked once.
    const named = { ...cellColumns(model, cell), ...namingColumns(result, cell) };
    return result.metrics.flatMap((m): Record<string, Cell>[] => {
      const summary = { ...named, metric: m.name, ...metricSummary(m) };
      if (!full) return [{ ...summary, mean_points: m.points ? m.mean * m.points.perStep : null }];
      return m.probabilities.map((p, k) => ({
        ...summary,
        value: k + (m.offset ?? 0),
        probability: p,
        at_least: m.atLeast[k] ?? 0,
        at_least_ci_low: m.intervals?.atLeast[k]?.[0] ?? null,
        at_least_ci_high: m.intervals?.atLeast[k]?.[1] ?? null,
      }));
    });
  });
  return csv(full ? METRIC_VALUE_COLUMNS : METRIC_COLUMNS, rows);
}
