import { alignColumns } from './align-columns.js';
import { csvText } from './csv.js';
import { jsonText } from './escape.js';
import type { BalanceContext, BalanceFacts } from './balance-format.js';
import type { SolveRow } from '../analysis/break-even.js';

const cost = (x: number | null | undefined): string => (x === null || x === undefined ? '-' : x.toFixed(2));

function boundText(row: SolveRow, points: number, most: number): string {
  if (row.breakEven.bound === 'one-figure-wins') return `>= ${points} (one figure already wins half)`;
  if (row.breakEven.bound === 'largest-group-loses') {
    const largest = row.breakEven.evaluated.at(-1)?.figures ?? most;
    return `<= ${cost(points / largest)} (even ${largest} figures lose)`;
  }
  return cost(row.breakEven.cost);
}

/** `balance --solve` as a table: each type's cost, break-even cost and its interval. */
export function solveTable(facts: BalanceFacts, rows: readonly SolveRow[], context: BalanceContext, spec: { readonly points: number; readonly combat: string }): string {
  const most = facts.maxFigures;
  const lines = rows.map((r) => [r.id, cost(r.cost), boundText(r, spec.points, most), r.breakEven.interval ? `${cost(r.breakEven.interval[0])} - ${cost(r.breakEven.interval[1])}` : '-']);
  const table = alignColumns([['type', 'cost', 'break-even', '95% interval'], ...lines], { right: new Set([1, 2, 3]), indent: '  ' });
  return [
    `${facts.title} · break-even costs at ${spec.points} points a side · ${spec.combat} · ${context.method} · field ${context.field}${context.overlay ? ` · overlay ${context.overlay.name}` : ''}`,
    '',
    ...table,
  ].join('\n').concat('\n');
}

/** `balance --solve --format json`. */
export function solveJson(rows: readonly SolveRow[], context: BalanceContext, spec: { readonly points: number; readonly combat: string }): string {
  return `${jsonText({ ...context, points: spec.points, combat: spec.combat, troops: rows.map((r) => ({ id: r.id, cost: r.cost, breakEvenCost: r.breakEven.cost, interval: r.breakEven.interval, bound: r.breakEven.bound, evaluated: r.breakEven.evaluated })) })}\n`;
}

/** `balance --solve --format csv`. */
export function solveCsv(rows: readonly SolveRow[], context: BalanceContext): string {
  return csvText(
    ['system', 'overlay', 'field', 'method', 'id', 'cost', 'break_even_cost', 'interval_low', 'interval_high', 'bound'],
    rows.map((r) => [context.system, context.overlay?.name ?? '', context.field, context.method, r.id, r.cost, r.breakEven.cost, r.breakEven.interval?.[0], r.breakEven.interval?.[1], r.breakEven.bound]),
  );
}
