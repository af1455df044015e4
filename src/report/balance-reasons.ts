import type { BalanceAnalysis, BalanceRow, KinshipReason, VerdictReasons } from '../analysis/balance.js';
import { gcd } from '../analysis/equal-points.js';
import { printable } from '../core/printable.js';
import { percent } from './percent.js';
import type { Block, Inline } from './prose.js';
import { proseLines } from './terminal-lines.js';

/** Display names by id (BalanceFacts.names); an id without one is shown as itself. */
type Names = Readonly<Record<string, string>>;

/** How many kin rows a line names after the first. */
const MORE_KIN = 2;

/**
 * A contribution in percentage points, signed: '+13.1', '-0.4'.
 *
 * @example
 * signedPoints(0.131); // => '+13.1'
 */
export function signedPoints(x: number): string {
  const tenths = Math.round(x * 1000);
  return `${tenths < 0 ? '-' : '+'}${(Math.abs(tenths) / 10).toFixed(1)}`;
}

/**
 * One price against another as words: 'the same price', '3/8 of its cost' (a fraction with a
 * denominator up to 16), '2.5 times its cost'.
 *
 * @example
 * priceRatio(0.375); // => '3/8 of its cost'
 */
export function priceRatio(ratio: number): string {
  if (Math.abs(ratio - 1) < 1e-9) return 'the same price';
  if (ratio > 1) return `${Number(ratio.toFixed(2))} times its cost`;
  for (let d = 2; d <= 16; d++) {
    const n = Math.round(ratio * d);
    if (n > 0 && Math.abs(n / d - ratio) < 1e-9) return `${n / gcd(n, d)}/${d / gcd(n, d)} of its cost`;
  }
  return `${percent(ratio)} of its cost`;
}

/** What the figure is, in a few words: 'field share 91.2%'. */
function figureWords(reasons: VerdictReasons): string {
  const f = reasons.figures;
  const size = f && Math.abs(f.read - f.own) > 1e-9 ? ` with ${f.read} figures (its cost buys ${Number(f.own.toFixed(2))}; the search looked no nearer)` : '';
  return `${reasons.measure}${reasons.points === null ? '' : ` at ${reasons.points} points`}${size} ${percent(reasons.figure)}`;
}

/**
 * The share a verdict reads, split by opponent, in percentage points from an even 50%:
 * 'field share 91.2%: +13.1 Elves (100.0%), ...; -1.2 Hero (10.3%); +10.1 from 25 others'. The
 * parts shown and the others add up to the figure. For a type that met no one: why.
 */
export function sharesText(reasons: VerdictReasons, names: Names): string {
  if (reasons.why !== null) return reasons.why;
  const part = (p: VerdictReasons['parts'][number]): string => `${signedPoints(p.contribution)} ${names[p.opponent] ?? p.opponent} (${percent(p.share)})`;
  const above = reasons.parts.filter((p) => p.contribution > 0).map(part);
  const below = reasons.parts.filter((p) => p.contribution < 0).map(part);
  const others = reasons.others.count > 0 ? [`${signedPoints(reasons.others.contribution)} from ${reasons.others.count} other${reasons.others.count === 1 ? '' : 's'}`] : [];
  return `${figureWords(reasons)} = 50 ${[above.join(', '), below.join(', '), ...others].filter((s) => s !== '').join('; ')}`;
}

/** One kin row: 'fights as Heavy Foot (003:554) at 0.75 points against 2: 3/8 of its cost; also differs in morale'. */
function kinText(row: BalanceRow, k: KinshipReason, names: Names): string {
  const name = names[k.id] ?? k.id;
  const as = k.times === 1 ? name : `${k.times} ${name}`;
  const source = k.how === 'declared' ? ` (${k.lines.join(', ')})` : ', the same in every field the balance combat reads,';
  const theirs = k.times === 1 ? String(k.cost) : `${k.times} x ${k.cost}`;
  const price = k.ratio === null || row.cost === null ? '' : ` at ${row.cost} point${row.cost === 1 ? '' : 's'} against ${theirs}: ${priceRatio(k.ratio)}`;
  const differs = k.differs.length > 0 ? `; differs in ${k.differs.join(', ')}` : '';
  const unread = k.unread.length > 0 ? `; ${k.unread.join(', ')} aside (not in the balance combat)` : '';
  return `fights as ${as}${source}${price}${differs}${unread}`;
}

/** The rows a type fights as, in one line: the first in full, then a few more by name and cost. */
export function kinshipText(row: BalanceRow, names: Names): string | null {
  const kin = row.reasons?.kinship ?? [];
  const [first, ...rest] = kin;
  if (!first) return null;
  const more = rest.slice(0, MORE_KIN).map((k) => `${names[k.id] ?? k.id} (${k.cost ?? '-'})`);
  const left = rest.length - more.length;
  return `${kinText(row, first, names)}${more.length > 0 ? `; also as ${more.join(', ')}${left > 0 ? ` and ${left} more` : ''}` : ''}`;
}

/** What the figure each verdict reads is, in words. */
function meaning(analysis: BalanceAnalysis): string {
  return analysis.basis === 'break-even'
    ? "each type's share against the field at equal points with the group its own cost buys, at the points level its verdict is told at, above 50% when it is worth more than its cost, split by opponent as the field weighs them"
    : "each type's mean share over its matchups (its strength rises with it when every pair meets equally often), split by opponent";
}

/** The heading of the reasons after the text table. */
export function reasonsHeading(analysis: BalanceAnalysis): string {
  return `why: ${meaning(analysis)}, in percentage points from an even 50%`;
}

/**
 * The reasons after the text table, per type (strongest first, as the table): its shares and
 * what it fights as, each line wrapped to a terminal's width under the reasons' column.
 */
export function reasonsLines(analysis: BalanceAnalysis, names: Names): { readonly heading: string; readonly entries: readonly { readonly verdict: BalanceRow['verdict']; readonly lines: readonly string[] }[] } {
  const rows = [...analysis.rows].sort((a, b) => b.strength - a.strength || a.id.localeCompare(b.id));
  const width = Math.max(0, ...rows.map((r) => r.id.length));
  const under = (line: string): string[] => proseLines(printable(line), width + 4);
  return {
    heading: reasonsHeading(analysis),
    entries: rows.flatMap((r) => {
      if (!r.reasons) return [];
      const kin = kinshipText(r, names);
      return [{ verdict: r.verdict, lines: [...under(`  ${r.id.padEnd(width)}  ${sharesText(r.reasons, names)}`), ...(kin ? under(`  ${' '.repeat(width)}  ${kin}`) : [])] }];
    }),
  };
}

/** The reasons in one CSV cell, opponents by id: the shares, then what it fights as. */
export function reasonsCell(row: BalanceRow): string {
  if (!row.reasons) return '';
  const kin = kinshipText(row, {});
  return `${sharesText(row.reasons, {})}${kin ? ` | ${kin}` : ''}`;
}

/** `--format json`: a row's reasons as data. */
export function reasonsJson(row: BalanceRow): object | null {
  const r = row.reasons;
  if (!r) return null;
  return { measure: r.measure, figure: r.figure, points: r.points, figures: r.figures, parts: r.parts, others: r.others, kinship: r.kinship, why: r.why };
}

/** summary.md and the report page: a section with each type's reasons, in the table's order. */
export function reasonsBlocks(analysis: BalanceAnalysis, names: Names): Block[] {
  const rows = [...analysis.rows].sort((a, b) => b.strength - a.strength || a.id.localeCompare(b.id));
  const item = (r: BalanceRow): Inline[] => {
    const kin = kinshipText(r, names);
    return [{ strong: r.name }, ` (${r.verdict ?? 'no verdict'}): ${r.reasons ? sharesText(r.reasons, names) : '-'}.${kin ? ` It ${kin}.` : ''}`];
  };
  return [
    { kind: 'h2', text: ['Why each verdict'] },
    { kind: 'p', text: [`What each verdict reads: ${meaning(analysis)}, in percentage points from an even 50%; the matchups shown and the others add up to the share.`] },
    { kind: 'list', items: rows.filter((r) => r.reasons !== null).map(item) },
  ];
}
