import { alignColumns } from './align-columns.js';
import { verdictText } from './could-turn-text.js';
import { jsonText } from './escape.js';
import { printable } from '../core/printable.js';
import { proseLines } from './terminal-lines.js';
import { worthText, type WorthRow } from './worth-rows.js';

/**
 * `balance --battle --compare`: each type's worth in an army under two price lists side by side
 * (issue #49 part 3), the armies bought at each (src/rules/common/battle/RULINGS.md B18): both
 * costs, both worths with their intervals, both verdicts, and where the second worth's interval
 * holds both costs, so that the battles cannot tell the two prices apart.
 */
export interface WorthCompareRow {
  readonly id: string;
  readonly name: string;
  readonly from: WorthRow | null;
  readonly to: WorthRow | null;
  readonly moved: boolean;
  /** Both worths priced and their 95% intervals apart: the worth itself moved beyond sampling (re-bought armies fight on streams of their own). */
  readonly apart: boolean;
  /** The type's cost moved, and its worth at the second prices holds both costs in its interval. */
  readonly cannotTell: boolean;
}

const holds = (r: WorthRow, cost: number): boolean => Number.isFinite(r.worth) && r.interval[0] <= cost && cost <= r.interval[1];

export function worthCompareRows(from: readonly WorthRow[], to: readonly WorthRow[]): WorthCompareRow[] {
  const ids = [...new Set([...from.map((r) => r.id), ...to.map((r) => r.id)])];
  return ids.map((id) => {
    const a = from.find((r) => r.id === id) ?? null;
    const b = to.find((r) => r.id === id) ?? null;
    const costMoved = a !== null && b !== null && a.cost !== b.cost;
    const apart = a !== null && b !== null && Number.isFinite(a.worth) && Number.isFinite(b.worth) && (a.interval[1] < b.interval[0] || b.interval[1] < a.interval[0]);
    return { id, name: (b ?? a)?.name ?? id, from: a, to: b, moved: a?.verdict !== b?.verdict, apart, cannotTell: costMoved && b !== null && a !== null && holds(b, a.cost) && holds(b, b.cost) };
  });
}

const LEGEND = [
  '* verdict moved, and the two worths\' 95% intervals are apart',
  '~ verdict moved, but the two worths\' 95% intervals overlap: the move may be sampling (armies bought again fight battles of their own)',
  "armies bought at each side's prices from their lists (src/rules/common/battle/RULINGS.md B18): an army a changed price touches is bought again, so the field differs too",
  "cannot tell: the type's cost moved, and its worth at the second prices, with its 95% interval, holds both costs",
];

/** The comparison as a table for the terminal, `after` it (how each side's armies were played). */
export function worthCompareTable(rows: readonly WorthCompareRow[], fromName: string, toName: string, after: readonly string[] = []): string {
  const worth = (r: WorthRow | null): string => (r === null ? '-' : worthText(r.worth, r.interval));
  const verdict = (r: WorthRow | null): string => (r === null ? '-' : verdictText(r.verdict, r.couldTurn));
  const cost = (c: WorthCompareRow): string => {
    const [x, y] = [c.from?.cost ?? null, c.to?.cost ?? null];
    return x === y ? String(x ?? '-') : `${x ?? '-'} -> ${y ?? '-'}`;
  };
  const lines = rows.map((c) => [
    c.name,
    cost(c),
    worth(c.from),
    worth(c.to),
    `${verdict(c.from)} -> ${verdict(c.to)}${c.moved ? (c.apart ? ' *' : ' ~') : ''}`,
    c.cannotTell ? `cannot tell ${c.from?.cost ?? ''} from ${c.to?.cost ?? ''}` : '',
  ]);
  const header = ['type', 'cost', `worth in AP ${fromName}`, `worth in AP ${toName}`, 'in battles', ''];
  const body = alignColumns([header, ...lines], { right: new Set([1, 2, 3]), indent: '  ' });
  return `${[`  ${fromName} -> ${toName}`, ...body, '', ...LEGEND.map((l) => `  ${l}`), ...after.flatMap((a) => ['', ...proseLines(a)])].map((l) => printable(l)).join('\n')}\n`;
}

/** The comparison as JSON: each type in both, whether its verdict moved, whether its two worths' intervals are apart, and whether the battles can tell its two costs apart; each side's armies' plans (`plans`: bestPlans at each, null where none was chosen). */
export function worthCompareJson(rows: readonly WorthCompareRow[], fromName: string, toName: string, plans: readonly [unknown, unknown] = [null, null]): string {
  const side = (r: WorthRow | null): object | null => r && { cost: r.cost, worth: r.worth, interval: r.interval, verdict: r.verdict, verdictCouldTurn: r.couldTurn };
  return `${jsonText({ from: fromName, to: toName, fromPlans: plans[0], toPlans: plans[1], troops: rows.map((c) => ({ id: c.id, name: c.name, from: side(c.from), to: side(c.to), moved: c.moved, worthsApart: c.apart, cannotTellCostsApart: c.cannotTell })) })}\n`;
}
