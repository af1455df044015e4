import { isBattle } from './battle-entries.js';
import type { ModelCell, ReportModel } from './model.js';
import { percent } from './percent.js';

/**
 * Each report's finding in one line, recorded in its manifest (`headline`) for the front
 * page (front-page.ts), which reads it without opening the report. Plain text: the front
 * page escapes it as it escapes every name.
 */

/** How many names a verdict's count lists before "and n more". */
const NAMED = 3;

const count = (n: number, one: string, many = `${one}s`): string => `${n.toLocaleString('en-US')} ${n === 1 ? one : many}`;

/** A cell's totals in words, each side named: 'Knights win 97.6%, draw 0.4%, Warband win 2.0%'. */
function totalsWords(model: ReportModel, cell: ModelCell): string {
  const named = (label: string): string => label.replace('{attacker}', cell.attackerName).replace('{defender}', cell.defenderName);
  const shown = model.report.system.totals.filter((t) => t.partOf === undefined && cell.result.totals[t.id] !== undefined);
  if (shown.length === 0) return `${cell.attackerName} suffers ${percent(cell.attackerUnfavourable)}, ${cell.defenderName} ${percent(cell.defenderUnfavourable)}`;
  return shown.map((t) => `${named(t.label)} ${percent(cell.result.totals[t.id] ?? 0)}`).join(', ');
}

/** How one-sided a cell is: the size of its net edge (a battle's is win - loss: model.ts). */
const lopsided = (cell: ModelCell): number => Math.abs(cell.netEdge);

/**
 * A sweep's headline: one matchup's totals, or, of many, how many and the most one-sided.
 *
 * @example
 * sweepHeadline(model); // => 'Knights v Spears: Knights win 41.7%, Spears win 33.3%'
 */
export function sweepHeadline(model: ReportModel): string {
  const [first, ...rest] = model.cells;
  if (first === undefined) return `no matchup could be played (${count(model.report.skipped.length, 'matchup')} skipped)`;
  const battles = model.conditions.every(isBattle);
  const where = (cell: ModelCell): string => (model.conditions.length > 1 ? ` (${cell.condition})` : '');
  if (rest.length === 0) return `${first.attackerName} v ${first.defenderName}${where(first)}: ${totalsWords(model, first)}`;
  const most = rest.reduce((a, b) => (lopsided(b) > lopsided(a) ? b : a), first);
  const of = `${count(model.cells.length, battles ? 'battle' : 'matchup')}${model.conditions.length > 1 ? ` under ${count(model.conditions.length, 'condition set')}` : ''}`;
  return `${of}; the most one-sided, ${most.attackerName} v ${most.defenderName}${where(most)}: ${totalsWords(model, most)}`;
}

/**
 * Verdicts counted, the priced ones named (a few each): '18 types: 2 undercosted (Paladins,
 * Knights), 1 overcosted (Shooters), 15 fair'.
 */
export function verdictsHeadline(rows: readonly { readonly name: string; readonly verdict: string | null }[]): string {
  const byVerdict = new Map<string, string[]>();
  for (const r of rows) {
    const verdict = r.verdict ?? 'no verdict';
    byVerdict.set(verdict, [...(byVerdict.get(verdict) ?? []), r.name]);
  }
  const order = ['undercosted', 'overcosted', 'fair', 'cannot tell', 'no verdict'];
  const verdicts = [...byVerdict.keys()].sort((a, b) => (order.indexOf(a) + 1 || 99) - (order.indexOf(b) + 1 || 99));
  const part = (verdict: string): string => {
    const names = byVerdict.get(verdict) ?? [];
    const priced = verdict === 'undercosted' || verdict === 'overcosted';
    const listed = names.slice(0, NAMED).join(', ') + (names.length > NAMED ? ` and ${names.length - NAMED} more` : '');
    return `${names.length} ${verdict}${priced ? ` (${listed})` : ''}`;
  };
  return `${count(rows.length, 'type')}: ${verdicts.map(part).join(', ')}`;
}
