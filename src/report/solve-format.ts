import { alignColumns } from './align-columns.js';
import { csvText } from './csv.js';
import { jsonText } from './escape.js';
import type { BalanceContext, BalanceFacts } from './balance-format.js';
import { boundCost, type BreakEven, type SolveRow } from '../analysis/break-even.js';
import { judged, verdictMoved } from '../analysis/verdicts.js';
import { printable } from '../core/printable.js';

const cost = (x: number | null | undefined): string => (x === null || x === undefined ? '-' : x.toFixed(2));

/** What the search settled on at one level: the break-even, or the bound it met. */
function boundText(b: BreakEven): string {
  if (b.bound === 'one-figure-wins') return `>= ${b.points} (one figure already wins half)`;
  const bound = boundCost(b);
  if (b.bound === 'largest-group-loses' && bound) return `<= ${cost(bound.cost)} (even ${bound.largest} figures lose)`;
  return cost(b.cost);
}

const intervalText = (b: BreakEven): string => (b.interval ? `${cost(b.interval[0])} - ${cost(b.interval[1])}` : '-');

/** What `balance --solve` settles on for a type, with its verdict at each level: what every format writes. */
export interface SolveSpec {
  readonly points: number;
  readonly combat: string;
  /** The pricing step verdicts allow half of either side of the interval. */
  readonly step: number;
}

function judgedRows(rows: readonly SolveRow[], step: number) {
  return rows.map((r) => ({ ...r, judged: r.cost === null ? null : judged(r.breakEven, r.cost, step) }));
}

/** Each earlier level a type's search looked at: '12: fair (6.00 - 12.00)'. */
function earlierText(r: ReturnType<typeof judgedRows>[number]): string {
  const levels = r.breakEven.levels.slice(0, -1);
  if (levels.length === 0) return '-';
  return levels.map((l, k) => `${l.points}: ${r.judged?.verdicts[k] ?? '-'} (${l.bound === null ? intervalText(l) : boundText(l)})`).join('; ');
}

/**
 * `balance --solve` as a table: each type's cost, the points level its verdict holds at, the
 * break-even there with its interval, the verdict, the earlier levels searched (* where the
 * verdict there differs), and below, why an interval is still wider than one step.
 */
export function solveTable(facts: BalanceFacts, rows: readonly SolveRow[], context: BalanceContext, spec: SolveSpec): string {
  const rowsJudged = judgedRows(rows, spec.step);
  const lines = rowsJudged.map((r) => [
    r.id,
    cost(r.cost),
    String(r.breakEven.points),
    boundText(r.breakEven),
    intervalText(r.breakEven),
    r.judged?.verdicts.at(-1) ?? '-',
    `${earlierText(r)}${r.judged && verdictMoved(r.judged) ? ' *' : ''}`,
  ]);
  const table = alignColumns([['type', 'cost', 'points', 'break-even', '95% interval', 'verdict', 'earlier levels'], ...lines], { right: new Set([1, 2, 3, 4]), indent: '  ' });
  const reasons = rows.filter((r) => r.breakEven.reason !== null).map((r) => `  ${r.id}: ${r.breakEven.reason}`);
  const leftOut = rows.filter((r) => r.breakEven.leftOut.length > 0).map((r) => `  ${r.id} at ${r.breakEven.points}: ${r.breakEven.leftOut.join(', ')}`);
  return [
    `${facts.title} · break-even costs from ${spec.points} points a side, each type climbing until its interval is at most ${spec.step} wide · ${spec.combat} · ${context.method} · field ${context.field}${context.overlay ? ` · overlay ${context.overlay.name}` : ''}`,
    '',
    ...table,
    ...(rowsJudged.some((r) => r.judged && verdictMoved(r.judged)) ? ['', '* the verdict at an earlier level differs from the one at the level shown'] : []),
    ...(reasons.length > 0 ? ['', `wider than ${spec.step} (why):`, ...reasons] : []),
    ...(leftOut.length > 0 ? ['', 'left out of the field at the level shown (their groups would exceed the figure limit):', ...leftOut] : []),
  ].map(printable).join('\n').concat('\n');
}

/** `balance --solve --format json`: per type, the level it is judged at, its verdict, every level searched, and the reason if wider than a step. */
export function solveJson(rows: readonly SolveRow[], context: BalanceContext, spec: SolveSpec): string {
  const troops = judgedRows(rows, spec.step).map((r) => ({
    id: r.id,
    cost: r.cost,
    points: r.breakEven.points,
    breakEvenCost: r.breakEven.cost,
    interval: r.breakEven.interval,
    bound: r.breakEven.bound,
    verdict: r.judged?.verdicts.at(-1) ?? null,
    verdictMoved: r.judged ? verdictMoved(r.judged) : false,
    reason: r.breakEven.reason,
    leftOut: r.breakEven.leftOut,
    evaluated: r.breakEven.evaluated,
    levels: r.breakEven.levels.map((l, k) => ({ points: l.points, breakEvenCost: l.cost, interval: l.interval, bound: l.bound, verdict: r.judged?.verdicts[k] ?? null, leftOut: l.leftOut, evaluated: l.evaluated })),
  }));
  return `${jsonText({ ...context, points: spec.points, combat: spec.combat, step: spec.step, troops })}\n`;
}

/** `balance --solve --format csv`: one row per type at the level it is judged at; earlier levels as 'points:verdict:low-high' joined by ';'. */
export function solveCsv(rows: readonly SolveRow[], context: BalanceContext, spec: SolveSpec): string {
  return csvText(
    ['system', 'overlay', 'field', 'method', 'id', 'cost', 'points', 'break_even_cost', 'interval_low', 'interval_high', 'bound', 'verdict', 'verdict_moved', 'earlier_levels', 'left_out', 'reason'],
    judgedRows(rows, spec.step).map((r) => [
      context.system,
      context.overlay?.name ?? '',
      context.field,
      context.method,
      r.id,
      r.cost,
      r.breakEven.points,
      r.breakEven.cost,
      r.breakEven.interval?.[0],
      r.breakEven.interval?.[1],
      r.breakEven.bound,
      r.judged?.verdicts.at(-1) ?? '',
      r.judged && verdictMoved(r.judged) ? 'yes' : 'no',
      r.breakEven.levels.slice(0, -1).map((l, k) => `${l.points}:${r.judged?.verdicts[k] ?? ''}:${l.interval ? `${l.interval[0]}-${l.interval[1]}` : (l.bound ?? '')}`).join(';'),
      r.breakEven.leftOut.join(';'),
      r.breakEven.reason ?? '',
    ]),
  );
}
