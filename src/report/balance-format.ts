import type { BalanceAnalysis, BalanceRow } from '../analysis/balance.js';
import { BT_TOLERANCE } from '../analysis/bradley-terry.js';
import { boundCost, type JudgedBreakEven } from '../analysis/break-even.js';
import { BAND_LEVEL, MIN_R2 } from '../analysis/cost-fit.js';
import { verdictMoved } from '../analysis/verdicts.js';
import { couldTurnLegend, verdictText } from './could-turn-text.js';
import { printable } from '../core/printable.js';
import { alignColumns } from './align-columns.js';
import { kinshipText, reasonsBlocks, reasonsCell, reasonsJson, reasonsLines, sharesText } from './balance-reasons.js';
import { csvText } from './csv.js';
import { jsonText } from './escape.js';
import { proseMarkdown, type Block, type Inline } from './prose.js';
import { percent } from './percent.js';
import { BRIEF, cutList, proseLines, type ListDetail } from './terminal-lines.js';

/** What a balance's writers say of its system, as plain data (app/balance.ts `balanceFacts`): its title and each type's name. */
export interface BalanceFacts {
  readonly title: string;
  readonly names: Readonly<Record<string, string>>;
  /** The most figures a side may field (break-even searches stop there). */
  readonly maxFigures: number;
}

/** What a balance result is about: recorded with every output. */
export interface BalanceContext {
  readonly system: string;
  readonly overlay: { readonly name: string; readonly hash: string; readonly changes: readonly string[] } | null;
  readonly field: string;
  readonly method: string;
  /** Systems of groups: the least points a side spends (each matchup: the least at or above it that both costs divide); null for single elements. */
  readonly points: number | null;
}

const pct = (p: number): string => (Number.isNaN(p) ? '-' : percent(p));
const num = (x: number | null, digits = 2): string => (x === null || Number.isNaN(x) ? '-' : x.toFixed(digits));

/** The rows ranked strongest first. */
function ranked(analysis: BalanceAnalysis): BalanceRow[] {
  return [...analysis.rows].sort((a, b) => b.strength - a.strength);
}

/** `balance --format json`: the issue's contract, then the fit's details. */
export function balanceJson(analysis: BalanceAnalysis, context: BalanceContext): string {
  const fit = analysis.fit;
  return `${jsonText({
    system: context.system,
    overlay: context.overlay,
    field: context.field,
    method: context.method,
    points: context.points,
    pointsRule: context.points === null ? null : POINTS_RULE,
    verdictBasis: analysis.basis,
    // Where the break-even search ran other trials than the default: its trials a matchup and the default's.
    trials: analysis.trials,
    troops: ranked(analysis).map((r) => ({
      id: r.id,
      cost: r.cost,
      fielded: r.fielded,
      favourable: r.favourable,
      strength: r.strength,
      strengthPerPoint: r.strengthPerPoint,
      suggestedCost: r.suggestedCost,
      verdict: r.verdict,
      verdictCouldTurn: r.couldTurn,
      fairCosts: r.fairCosts,
      breakEven: r.breakEven ? breakEvenJson(r.breakEven) : null,
      notModelled: r.notModelled,
      worst: r.worst,
      best: r.best,
      reasons: reasonsJson(r),
    })),
    fit: fit
      ? { slope: fit.slope, intercept: fit.intercept, r2: fit.r2, n: fit.n, band: BAND_LEVEL, trusted: analysis.trust.trusted, why: analysis.trust.why, slopeInterval: analysis.trust.slopeInterval, minR2: MIN_R2 }
      : null,
    bradleyTerry: { iterations: analysis.bradleyTerry.iterations, tolerance: BT_TOLERANCE, change: analysis.bradleyTerry.change },
  })}\n`;
}

/** A break-even in JSON: at the level its verdict holds, then every level searched with its verdict, and why it is wider than a step. */
function breakEvenJson(b: JudgedBreakEven): object {
  const levels = b.levels.map((l, k) => ({ points: l.points, cost: l.cost, interval: l.interval, bound: l.bound, verdict: b.verdicts[k] ?? null, leftOut: l.leftOut }));
  return { cost: b.cost, interval: b.interval, bound: b.bound, points: b.points, levels, verdictMoved: verdictMoved(b), reason: b.reason, leftOut: b.leftOut };
}

/** The points level a break-even verdict holds at, and an earlier level's verdict where it differs: '204 (12: fair)'. */
function levelText(r: BalanceRow): string {
  const b = r.breakEven;
  if (b === null) return '-';
  const k = b.verdicts.findIndex((v) => v !== b.verdicts.at(-1));
  return k < 0 ? String(b.points) : `${b.points} (${b.levels[k]?.points}: ${b.verdicts[k]})`;
}

/** What the break-even search's trials count. */
const TRIALS = 'trials';

/** How a system of groups sets the points of each matchup (balance-matrix.ts). */
export const POINTS_RULE = 'each matchup: the least points at or above this that both types\' costs divide, the same for both sides';

const CSV_COLUMNS = [
  'system', 'overlay', 'field', 'method', 'id', 'name', 'cost', 'favourable', 'strength', 'strength_per_point', 'suggested_cost', 'verdict', 'verdict_could_turn', 'band_low', 'band_high',
  'worst', 'worst_share', 'best', 'best_share', 'fielded_count_min', 'fielded_count_max', 'fielded_points_min', 'fielded_points_max', 'break_even', 'break_even_low', 'break_even_high',
  'break_even_bound', 'break_even_points', 'reasons', 'not_modelled',
];

/** `balance --format csv` and the report's balance.csv: one row per troop type, its reasons naming opponents by id. */
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
      String(r.couldTurn),
      r.band?.[0] ?? '',
      r.band?.[1] ?? '',
      r.worst?.opponent ?? '',
      r.worst?.share ?? '',
      r.best?.opponent ?? '',
      r.best?.share ?? '',
      r.fielded?.count[0] ?? '',
      r.fielded?.count[1] ?? '',
      r.fielded?.points?.[0] ?? '',
      r.fielded?.points?.[1] ?? '',
      r.breakEven?.cost ?? '',
      r.breakEven?.interval?.[0] ?? '',
      r.breakEven?.interval?.[1] ?? '',
      r.breakEven?.bound ?? '',
      r.breakEven?.points ?? '',
      reasonsCell(r),
      r.notModelled.join('; '),
    ]),
  );
}

/** Aligned text columns: the first and the last two left-aligned, the rest right-aligned. */
function columns(rows: readonly (readonly string[])[]): string[] {
  const width = rows[0]?.length ?? 0;
  return alignColumns(rows, { right: new Set(Array.from({ length: width }, (_, c) => c).filter((c) => c > 0 && c < width - 2)) });
}

/** What a type is worth: its break-even cost with interval (groups), or the cost the line suggests. */
export function worthText(r: BalanceRow): string {
  const b = r.breakEven;
  if (b === null) return r.suggestedCost === null ? '-' : String(r.suggestedCost);
  if (b.bound === 'one-figure-wins') return `>= ${b.points}`;
  if (b.bound === 'largest-group-loses') return `<= ${num(boundCost(b)?.cost ?? NaN)}`;
  return b.interval ? `${num(b.cost)} (${num(b.interval[0])}-${num(b.interval[1])})` : num(b.cost);
}

/** The figures and points a type fielded over its matchups: '4-15 at 12-30'. */
function fieldedText(r: BalanceRow): string {
  const f = r.fielded;
  if (!f?.points) return '-';
  const range = (x: readonly [number, number]): string => (x[0] === x[1] ? String(x[0]) : `${x[0]}-${x[1]}`);
  return `${range(f.count)} at ${range(f.points)}`;
}

/** Where the verdicts come from, and how far to trust them, in one or two lines. */
export function basisLines(analysis: BalanceAnalysis, context: BalanceContext): string[] {
  const fit = analysis.fit;
  if (analysis.basis === 'break-even') {
    // No cost line: at equal points a fairly priced type is even with the field whatever it costs.
    return [
      `at equal points (${context.points ?? '-'} a side at least; ${POINTS_RULE}): verdicts from break-even costs, what each type is worth against the field, each searched from this level up to larger ones until its interval is one pricing step wide (the at-points column); a cost outside the break-even interval by more than half a pricing step is under- or overcosted`,
      ...(analysis.trials ? couldTurnLegend(analysis.trials, TRIALS) : []),
    ];
  }
  const line = fit ? `strength = ${fit.intercept.toFixed(3)} + ${fit.slope.toFixed(3)} x cost (r² ${fit.r2.toFixed(2)}, ${fit.n} types)` : 'no cost line: fewer than 3 types have a cost';
  if (!fit) return [line];
  const rule = `each type is judged against the line through the other types (outside its ${BAND_LEVEL * 100}% prediction band), where that line explains at least ${MIN_R2 * 100}% of the spread and rises with cost; else: cannot tell`;
  return [`${line}; ${rule}${analysis.trust.trusted ? '' : ` (over all types, ${analysis.trust.why})`}`];
}

/** A type's break-even cost over its cost: '1.11' (worth a ninth more than it costs), '-' without both. */
function worthPerCost(r: BalanceRow): string {
  const worth = r.breakEven?.cost ?? null;
  return worth === null || r.cost === null || !(r.cost > 0) ? '-' : (worth / r.cost).toFixed(2);
}

/** The per-type table, strongest first, as the text table and the page both show it: headings and cells. */
export function balanceRows(facts: BalanceFacts, analysis: BalanceAnalysis, context: BalanceContext): { header: string[]; rows: string[][] } {
  const name = (id: string): string => facts.names[id] ?? id;
  const groups = context.points !== null;
  const rows = ranked(analysis).map((r) => [
    r.id,
    r.cost === null ? '-' : String(r.cost),
    ...(groups ? [fieldedText(r)] : []),
    pct(r.favourable),
    num(r.strength),
    // At equal points a strength is already per point: what a point buys is its worth over its cost.
    groups ? worthPerCost(r) : num(r.strengthPerPoint),
    worthText(r),
    ...(groups ? [levelText(r)] : []),
    `${verdictText(r.verdict ?? '-', r.couldTurn)}${r.notModelled.length > 0 ? ' *' : ''}`,
    r.worst ? `${name(r.worst.opponent)} ${pct(r.worst.share)}` : '-',
    r.best ? `${name(r.best.opponent)} ${pct(r.best.share)}` : '-',
  ]);
  const header = ['type', 'cost', ...(groups ? ['figures at points'] : []), 'favourable', 'strength', groups ? 'worth / cost' : 'per point', groups ? 'break-even (95%)' : 'suggested', ...(groups ? ['at points'] : []), 'verdict', 'worst matchup', 'best matchup'];
  return { header, rows };
}

/** The line that says which types' verdicts leave something out, or null. */
export function leftOutLine(analysis: BalanceAnalysis): string | null {
  const left = analysis.rows.filter((r) => r.notModelled.length > 0);
  return left.length > 0 ? `* the verdict leaves something out (not modelled): ${left.map((r) => `${r.id} (${r.notModelled.join('; ')})`).join(', ')}` : null;
}

/** How many types' reasons the text table prints unless told --verbose: the priced verdicts first. */
const REASONS_SHOWN = 5;
/** How many types the not-modelled line names unless told --verbose. */
const LEFT_OUT_NAMED = 5;

/** The not-modelled line for a terminal: whole with --verbose, else the types named and where the rest is. */
function leftOutText(analysis: BalanceAnalysis, detail: ListDetail): string | null {
  const left = analysis.rows.filter((r) => r.notModelled.length > 0);
  if (detail.verbose || left.length === 0) return leftOutLine(analysis);
  const named = left.slice(0, LEFT_OUT_NAMED).map((r) => r.id).join(', ') + (left.length > LEFT_OUT_NAMED ? ` and ${left.length - LEFT_OUT_NAMED} more` : '');
  return `* ${left.length} verdict${left.length === 1 ? ' leaves' : 's leave'} something out (not modelled): ${named}; what each leaves out: ${detail.page ?? '--verbose'}`;
}

/**
 * The readable table: each type's share of the field, strength, cost and verdict, strongest
 * first; around it prose wrapped to a terminal's width and, unless `detail.verbose`, the
 * reasons of a few types (the priced verdicts first), a count of the rest and where they are.
 */
export function balanceTable(facts: BalanceFacts, analysis: BalanceAnalysis, context: BalanceContext, detail: ListDetail = BRIEF): string {
  const left = leftOutText(analysis, detail);
  // The head's lines shown printable, as the table's cells are: a line feed in a not-modelled note is an escape.
  const head = [
    `${facts.title} · balance · ${context.method} · field ${context.field}${context.overlay ? ` · overlay ${context.overlay.name}` : ''}`,
    ...basisLines(analysis, context),
    ...(left ? [left] : []),
  ].flatMap((l) => proseLines(printable(l)));
  const { header, rows } = balanceRows(facts, analysis, context);
  const why = reasonsLines(analysis, facts.names);
  const priced = (v: BalanceRow['verdict']): boolean => v === 'undercosted' || v === 'overcosted';
  const entries = detail.verbose ? why.entries : [...why.entries.filter((e) => priced(e.verdict)), ...why.entries.filter((e) => !priced(e.verdict))];
  const reasons = cutList(entries.map((e) => e.lines.join('\n')), REASONS_SHOWN, 'reasons', detail, '  ');
  return `${[...head, '', ...columns([header, ...rows]).map((l) => `  ${l}`), '', ...proseLines(why.heading), ...reasons].join('\n')}\n`;
}

/** One type's line of `--compare`: its row in A and in B (null where only one has it), and whether a verdict tells its two costs apart. */
export interface CompareRow {
  readonly id: string;
  readonly from: BalanceRow | null;
  readonly to: BalanceRow | null;
  /** Its verdict or suggested cost moved. */
  readonly moved: boolean;
  /** Where its cost moved and both verdicts are the same: the verdict cannot tell the two costs apart. */
  readonly cannotTell: boolean;
}

/** The rows of `--compare`, A's strongest first, then the types only B has. */
export function compareRows(a: BalanceAnalysis, b: BalanceAnalysis): CompareRow[] {
  const other = new Map(b.rows.map((r) => [r.id, r]));
  const both = ranked(a).map((r): CompareRow => {
    const o = other.get(r.id) ?? null;
    const moved = o !== null && (o.verdict !== r.verdict || o.suggestedCost !== r.suggestedCost);
    const cannotTell = o !== null && r.cost !== null && o.cost !== null && r.cost !== o.cost && r.verdict !== null && r.verdict === o.verdict;
    return { id: r.id, from: r, to: o, moved, cannotTell };
  });
  const added = b.rows.filter((r) => !a.rows.some((x) => x.id === r.id)).map((r): CompareRow => ({ id: r.id, from: null, to: r, moved: false, cannotTell: false }));
  return [...both, ...added];
}

/** A range of costs: '0.94-3.36', '-0.20 to 1.10', '-' for none. */
function rangeText(range: readonly [number, number] | null): string {
  return range === null ? '-' : `${num(range[0])}${range[0] < 0 ? ' to ' : '-'}${num(range[1])}`;
}

/** Where a verdict cannot tell a type's two costs apart, in words: 'cannot tell cost 2 from 3: fair at both (fair from 0.94-3.36)'. */
function cannotTellText(c: CompareRow): string {
  const [from, to] = [c.from as BalanceRow, c.to as BalanceRow];
  return `cannot tell cost ${from.cost} from ${to.cost}: ${from.verdict} at both (fair ${rangeText(to.fairCosts)})`;
}

/** What the compare's columns and marks mean. */
const COMPARE_LEGEND = [
  '* verdict or suggested cost moved',
  "fair at: the costs the verdict would call fair (the cost line's 80% prediction band at that cost holds the type's strength; at equal points, its break-even interval and half a pricing step each way)",
  "where a type's own cost moved, both costs inside that range get the same verdict: the verdict cannot tell them apart, however different the costs",
];

/** `--compare`: how each type's cost, strength, worth and verdict move from A to B, and where a verdict cannot tell two costs apart. */
export function compareTable(a: BalanceAnalysis, b: BalanceAnalysis, nameA: string, nameB: string): string {
  const worthOf = (r: BalanceRow | null): string => (r === null ? '-' : worthText(r));
  const verdictOf = (r: BalanceRow | null): string => verdictText(r?.verdict ?? '-', r?.couldTurn ?? false);
  const cost = (c: CompareRow): string => {
    const [x, y] = [c.from?.cost ?? null, c.to?.cost ?? null];
    return x === y ? String(x ?? '-') : `${x ?? '-'} -> ${y ?? '-'}`;
  };
  const rows = compareRows(a, b).map((c) => [
    c.id,
    cost(c),
    c.from ? num(c.from.strength) : '-',
    c.to ? num(c.to.strength) : '-',
    worthOf(c.from),
    worthOf(c.to),
    rangeText(c.from?.fairCosts ?? null),
    rangeText(c.to?.fairCosts ?? null),
    c.from === null ? `(only in ${nameB}) ${verdictOf(c.to)}` : `${verdictOf(c.from)} -> ${verdictOf(c.to)}${c.moved ? ' *' : ''}`,
    c.cannotTell ? cannotTellText(c) : '',
  ]);
  const worthHead = a.basis === 'break-even' ? 'break-even' : 'suggested';
  const header = ['type', 'cost', `strength ${nameA}`, `strength ${nameB}`, `${worthHead} ${nameA}`, `${worthHead} ${nameB}`, `fair at ${nameA}`, `fair at ${nameB}`, 'verdict', ''];
  const trials = a.trials ?? b.trials;
  const legend = [...COMPARE_LEGEND, ...(trials ? couldTurnLegend(trials, TRIALS) : [])];
  return `  ${nameA} -> ${nameB}\n${columns([header, ...rows]).map((l) => `  ${l}`).join('\n')}\n\n${legend.map((l) => `  ${l}`).join('\n')}\n`;
}

/** `--compare --format json`: each type in A and in B, with whether its verdict moved and whether it can tell its two costs apart. */
export function compareJson(a: BalanceAnalysis, b: BalanceAnalysis, nameA: string, nameB: string): string {
  const side = (r: BalanceRow | null): object | null =>
    r && { cost: r.cost, strength: r.strength, suggestedCost: r.suggestedCost, breakEven: r.breakEven ? { cost: r.breakEven.cost, interval: r.breakEven.interval, bound: r.breakEven.bound } : null, fairCosts: r.fairCosts, verdict: r.verdict, verdictCouldTurn: r.couldTurn };
  return `${jsonText({
    from: nameA,
    to: nameB,
    verdictBasis: [a.basis, b.basis],
    trials: a.trials ?? b.trials,
    troops: compareRows(a, b).map((c) => ({ id: c.id, from: side(c.from), to: side(c.to), moved: c.moved, cannotTellCostsApart: c.cannotTell })),
  })}\n`;
}

/**
 * The summary a writer can paste, as a document (prose.ts): the types to look at with their
 * numbers (the five furthest above and below their cost, or, where nothing can be priced, the
 * strongest and weakest), the types whose verdict leaves something out, and the method.
 * `balanceMarkdown` writes it as summary.md; the balance page shows the same text.
 */
export function balanceSummary(facts: BalanceFacts, analysis: BalanceAnalysis, context: BalanceContext): Block[] {
  const fit = analysis.fit;
  const byBreakEven = analysis.basis === 'break-even';
  const worth = (r: BalanceRow): number | null => (byBreakEven ? (r.breakEven?.cost ?? null) : r.suggestedCost);
  const gap = (r: BalanceRow): number => (worth(r) ?? 0) - (r.cost ?? 0);
  const judged = analysis.rows.filter((r) => r.cost !== null && (r.verdict === 'undercosted' || r.verdict === 'overcosted'));
  const under = judged.filter((r) => r.verdict === 'undercosted').sort((x, y) => gap(y) - gap(x)).slice(0, 5);
  const over = judged.filter((r) => r.verdict === 'overcosted').sort((x, y) => gap(x) - gap(y)).slice(0, 5);
  const nameOf = (id: string | undefined): string => analysis.rows.find((x) => x.id === id)?.name ?? id ?? '-';
  const kinOf = (r: BalanceRow): string => {
    const kin = kinshipText(r, facts.names);
    return kin ? ` It ${kin}.` : '';
  };
  const star = (r: BalanceRow): string => (r.notModelled.length > 0 ? ` (leaves out: ${r.notModelled.join('; ')})` : '');
  const line = (r: BalanceRow): Inline[] => [
    { strong: r.name },
    ` costs ${r.cost}, ${byBreakEven ? 'is worth' : 'plays like'} ${worthText(r)} (strength ${r.strength.toFixed(2)}, ${pct(r.favourable)} favourable against the field; verdict: ${verdictText(r.verdict ?? '-', r.couldTurn)}). Why: ${r.reasons ? sharesText(r.reasons, facts.names) : `worst against ${nameOf(r.worst?.opponent)} (${pct(r.worst?.share ?? NaN)})`}.${kinOf(r)}${star(r)}`,
  ];
  const ranked = [...analysis.rows].sort((x, y) => y.strength - x.strength);
  const strongLine = (r: BalanceRow): Inline[] => [{ strong: r.name }, `${r.cost === null ? '' : `, cost ${r.cost}`}: strength ${r.strength.toFixed(2)}, ${pct(r.favourable)} favourable against the field.${star(r)}`];
  const nothingPriced = under.length === 0 && over.length === 0;
  const sections: Block[] = nothingPriced
    ? [
        { kind: 'h2', text: [`No verdict on cost: ${byBreakEven ? 'every cost lies within its break-even interval, or beyond what the search could tell' : analysis.trust.why}`] },
        { kind: 'p', text: ['The strongest and weakest types, for a writer to look at:'] },
        { kind: 'list', items: (ranked.length <= 10 ? ranked : [...ranked.slice(0, 5), ...ranked.slice(-5)]).map(strongLine) },
      ]
    : [
        ...(under.length > 0 ? [{ kind: 'h2', text: ['Playing above their cost (the five furthest)'] } as const, { kind: 'list', items: under.map(line) } as const] : []),
        ...(over.length > 0 ? [{ kind: 'h2', text: ['Playing below their cost (the five furthest)'] } as const, { kind: 'list', items: over.map(line) } as const] : []),
      ];
  const left = analysis.rows.filter((r) => r.notModelled.length > 0);
  const leftOut: Block[] = left.length > 0
    ? [
        { kind: 'h2', text: ['What the verdicts leave out'] },
        { kind: 'p', text: [`${left.length} types can do something the balance combat does not exercise, so their verdicts leave it out; the default field ("modelled") does not measure others against them:`] },
        { kind: 'list', items: left.map((r) => [`${r.name}: ${r.notModelled.join('; ')}`]) },
      ]
    : [];
  const scope = context.points !== null
    ? `Every ${facts.title} type met every other at equal points (each matchup at the least points at or above ${context.points} that both costs divide), as attacker and as defender, ${context.method.startsWith('exact') ? 'worked out exactly' : `by ${context.method}`}. `
    : `Every ${facts.title} type met every other, one element against one element, as attacker and as defender, ${context.method === 'exact' ? 'worked out exactly over every dice outcome' : `by ${context.method}`}: strength here is a type's record in single combats, not in battles, where movement, command and the rest of an army count too. `;
  const judge = byBreakEven
    ? `Each type's break-even cost is what its group is worth when it wins half its matchups against the field at equal points, with a 95% interval, searched from ${context.points ?? '-'} points a side up to larger multiples until the interval is one pricing step wide (each verdict's level is in the table); a cost below the interval by more than half a pricing step is undercosted, above it overcosted. The chart "Cost against break-even cost" shows each type's cost against its break-even cost with its interval; a fairly priced type lies on the diagonal. No cost line is drawn: at equal points a fairly priced type is even with the field whatever it costs. `
    : fit
      ? `A least-squares line of strength against cost (r² ${fit.r2.toFixed(2)} over ${fit.n} types) gives each type the cost its strength would justify; ${analysis.trust.trusted ? `a type stronger than the line's ${BAND_LEVEL * 100}% prediction band at its cost is called undercosted, one weaker overcosted` : `it is not used for verdicts, because ${analysis.trust.why} (a line must explain at least ${MIN_R2 * 100}% and rise with cost)`}. `
      : analysis.rows.some((r) => r.cost !== null)
        ? 'Fewer than three types have a cost here, too few for a cost line, so no verdict is given. '
        : 'The types have no costs here, so no cost line or verdict is given. ';
  const method =
    scope +
    `A matchup's share is the chance that only the opponent suffers an unfavourable outcome, ties split. A Bradley-Terry model fitted to the whole matrix by maximum likelihood gives each type one strength (the log-odds scale: +1 is e times the odds). ` +
    judge +
    (analysis.trials ? `${couldTurnLegend(analysis.trials, TRIALS).join(' ')} ` : '') +
    `Opponents are weighted by the field "${context.field}"${context.overlay ? `, under the what-if overlay "${context.overlay.name}" (its changes are listed below)` : ''}. Made with oddsmith.`;
  // Every rule and row the overlay changed, so a reader sees exactly which rules were judged.
  const changes: Block[] = context.overlay
    ? [{ kind: 'p', text: [`The overlay "${context.overlay.name}" changed:`] }, { kind: 'list', items: context.overlay.changes.map((c) => [c]) }]
    : [];
  return [{ kind: 'h1', text: [`Is each ${facts.title} type worth its cost?`] }, ...sections, ...reasonsBlocks(analysis, facts.names), ...leftOut, { kind: 'h2', text: ['Method'] }, { kind: 'p', text: [method] }, ...changes];
}

/** summary.md: the summary as Markdown, names escaped for it. */
export function balanceMarkdown(facts: BalanceFacts, analysis: BalanceAnalysis, context: BalanceContext): string {
  return proseMarkdown(balanceSummary(facts, analysis, context));
}
