import type { BalanceAnalysis, BalanceRow } from '../analysis/balance.js';
import { BT_TOLERANCE } from '../analysis/bradley-terry.js';
import { BAND_LEVEL } from '../analysis/cost-fit.js';
import type { RuleSystem } from '../core/system.js';
import { alignColumns } from './align-columns.js';
import { csvText } from './csv.js';
import { markdownText } from './escape.js';

/** What a balance result is about: recorded with every output. */
export interface BalanceContext {
  readonly system: string;
  readonly overlay: { readonly name: string; readonly hash: string; readonly changes: readonly string[] } | null;
  readonly field: string;
  readonly method: string;
}

const pct = (p: number): string => (Number.isNaN(p) ? '-' : `${(p * 100).toFixed(1)}%`);
const num = (x: number | null, digits = 2): string => (x === null || Number.isNaN(x) ? '-' : x.toFixed(digits));

/** The rows ranked strongest first. */
function ranked(analysis: BalanceAnalysis): BalanceRow[] {
  return [...analysis.rows].sort((a, b) => b.strength - a.strength);
}

/** `balance --format json`: the issue's contract, then the fit's details. */
export function balanceJson(analysis: BalanceAnalysis, context: BalanceContext): string {
  const fit = analysis.fit;
  return `${JSON.stringify(
    {
      system: context.system,
      overlay: context.overlay,
      field: context.field,
      method: context.method,
      troops: ranked(analysis).map((r) => ({
        id: r.id,
        cost: r.cost,
        favourable: r.favourable,
        strength: r.strength,
        strengthPerPoint: r.strengthPerPoint,
        suggestedCost: r.suggestedCost,
        verdict: r.verdict,
        worst: r.worst,
        best: r.best,
      })),
      fit: fit ? { slope: fit.slope, intercept: fit.intercept, r2: fit.r2, n: fit.n, band: BAND_LEVEL } : null,
      bradleyTerry: { iterations: analysis.bradleyTerry.iterations, tolerance: BT_TOLERANCE, change: analysis.bradleyTerry.change },
    },
    null,
    2,
  )}\n`;
}

const CSV_COLUMNS = ['system', 'overlay', 'field', 'method', 'id', 'name', 'cost', 'favourable', 'strength', 'strength_per_point', 'suggested_cost', 'verdict', 'band_low', 'band_high', 'worst', 'worst_share', 'best', 'best_share'];

/** `balance --format csv` and the report's balance.csv: one row per troop type. */
export function balanceCsv(analysis: BalanceAnalysis, context: BalanceContext): string {
  return csvText(
    CSV_COLUMNS,
    ranked(analysis).map((r) => [
      context.system,
      context.overlay ? `${context.overlay.name}@${context.overlay.hash.slice(0, 12)}` : '',
      context.field,
      context.method,
      r.id,
      r.name,
      r.cost ?? '',
      r.favourable,
      r.strength,
      r.strengthPerPoint ?? '',
      r.suggestedCost ?? '',
      r.verdict ?? '',
      r.band?.[0] ?? '',
      r.band?.[1] ?? '',
      r.worst?.opponent ?? '',
      r.worst?.share ?? '',
      r.best?.opponent ?? '',
      r.best?.share ?? '',
    ]),
  );
}

/** Aligned text columns: the first and the last two left-aligned, the rest right-aligned. */
function columns(rows: readonly (readonly string[])[]): string[] {
  const width = rows[0]?.length ?? 0;
  return alignColumns(rows, { right: new Set(Array.from({ length: width }, (_, c) => c).filter((c) => c > 0 && c < width - 2)) });
}

/** The readable table: each type's share of the field, strength, cost and verdict, strongest first. */
export function balanceTable(system: RuleSystem, analysis: BalanceAnalysis, context: BalanceContext): string {
  const name = (id: string): string => system.rows.find((r) => r.id === id)?.name ?? id;
  const fit = analysis.fit;
  const head = [
    `${system.title} · balance · ${context.method} · field ${context.field}${context.overlay ? ` · overlay ${context.overlay.name}` : ''}`,
    fit
      ? `strength = ${fit.intercept.toFixed(3)} + ${fit.slope.toFixed(3)} x cost (r² ${fit.r2.toFixed(2)}, ${fit.n} types); verdicts outside the ${BAND_LEVEL * 100}% prediction band`
      : 'no cost fit: fewer than 3 types have a cost',
    '',
  ];
  const rows = ranked(analysis).map((r) => [
    r.id,
    r.cost === null ? '-' : String(r.cost),
    pct(r.favourable),
    num(r.strength),
    num(r.strengthPerPoint),
    r.suggestedCost === null ? '-' : String(r.suggestedCost),
    r.verdict ?? '-',
    r.worst ? `${name(r.worst.opponent)} ${pct(r.worst.share)}` : '-',
    r.best ? `${name(r.best.opponent)} ${pct(r.best.share)}` : '-',
  ]);
  return `${[...head, ...columns([['type', 'cost', 'favourable', 'strength', 'per point', 'suggested', 'verdict', 'worst matchup', 'best matchup'], ...rows]).map((l) => `  ${l}`)].join('\n')}\n`;
}

/** `--compare`: how each type's strength, suggested cost and verdict move from A to B. */
export function compareTable(a: BalanceAnalysis, b: BalanceAnalysis, nameA: string, nameB: string): string {
  const other = new Map(b.rows.map((r) => [r.id, r]));
  const rows = ranked(a).map((r) => {
    const o = other.get(r.id);
    const moved = o && (o.verdict !== r.verdict || o.suggestedCost !== r.suggestedCost) ? ' *' : '';
    return [
      r.id,
      num(r.strength),
      o ? num(o.strength) : '-',
      o ? num(o.strength - r.strength) : '-',
      r.suggestedCost === null ? '-' : String(r.suggestedCost),
      o?.suggestedCost === null || o === undefined ? '-' : String(o.suggestedCost),
      `${r.verdict ?? '-'} -> ${o?.verdict ?? '-'}${moved}`,
      '',
    ];
  });
  const added = b.rows.filter((r) => !a.rows.some((x) => x.id === r.id)).map((r) => [r.id, '-', num(r.strength), '-', '-', r.suggestedCost === null ? '-' : String(r.suggestedCost), `(only in ${nameB}) ${r.verdict ?? '-'}`, '']);
  const header = ['type', `strength ${nameA}`, `strength ${nameB}`, 'change', `suggested ${nameA}`, `suggested ${nameB}`, 'verdict', ''];
  return `  ${nameA} -> ${nameB} (* verdict or suggested cost moved)\n${columns([header, ...rows, ...added]).map((l) => `  ${l}`).join('\n')}\n`;
}

/**
 * A Markdown summary a writer can paste: the five most under- and over-costed types with
 * their numbers, and the method in one paragraph.
 */
export function balanceMarkdown(system: RuleSystem, analysis: BalanceAnalysis, context: BalanceContext): string {
  const fit = analysis.fit;
  const priced = analysis.rows.filter((r) => r.cost !== null && r.suggestedCost !== null);
  const gap = (r: BalanceRow): number => (r.suggestedCost ?? 0) - (r.cost ?? 0);
  const under = [...priced].sort((x, y) => gap(y) - gap(x)).filter((r) => gap(r) > 0).slice(0, 5);
  const over = [...priced].sort((x, y) => gap(x) - gap(y)).filter((r) => gap(r) < 0).slice(0, 5);
  const line = (r: BalanceRow): string =>
    `- **${markdownText(r.name)}** costs ${r.cost}, plays like ${r.suggestedCost} (strength ${r.strength.toFixed(2)}, ${pct(r.favourable)} favourable against the field; verdict: ${r.verdict}). Worst against ${markdownText(r.worst?.opponent ?? '-')} (${pct(r.worst?.share ?? NaN)}).`;
  const method =
    `Every ${system.title} type met every other, as attacker and as defender, ${context.method === 'exact' ? 'worked out exactly over every dice outcome' : `by ${context.method}`}; ` +
    `a matchup's share is the chance that only the opponent suffers an unfavourable outcome, ties split. A Bradley-Terry model fitted to the whole matrix by maximum likelihood gives each type one strength (the log-odds scale: +1 is e times the odds). ` +
    (fit
      ? `A least-squares line of strength against cost (r² ${fit.r2.toFixed(2)} over ${fit.n} types) gives each type the cost its strength would justify; a type stronger than the line's ${BAND_LEVEL * 100}% prediction band at its cost is called undercosted, one weaker overcosted. `
      : 'The types have no costs here, so no cost line or verdict is given. ') +
    `Opponents are weighted by the field "${markdownText(context.field)}"${context.overlay ? `, under the what-if overlay "${markdownText(context.overlay.name)}" (its changes are listed below)` : ''}. Made with oddsmith.`;
  // Every rule and row the overlay changed, so a reader sees exactly which rules were judged.
  const changes = context.overlay ? ['', `The overlay "${markdownText(context.overlay.name)}" changed:`, '', ...context.overlay.changes.map((c) => `- ${markdownText(c)}`)] : [];
  return [
    `# Is each ${system.title} type worth its cost?`,
    '',
    ...(under.length > 0 ? ['## Playing above their cost (the five furthest)', '', ...under.map(line), ''] : []),
    ...(over.length > 0 ? ['## Playing below their cost (the five furthest)', '', ...over.map(line), ''] : []),
    '## Method',
    '',
    method,
    ...changes,
    '',
  ].join('\n');
}
