import { planBalance, type AnalysedPlan, type BalanceHooks, type BalancePlan } from '../app/balance.js';
import type { ShardRequest } from '../app/counts-file.js';
import type { Driving } from './sharding.js';
import { planWorth, worthCompareComputation, worthComputation, type PlayAsked, type WorthPlan } from '../app/battle-worth.js';
import { worthCompareJson, worthCompareRows, worthCompareTable } from '../report/worth-compare.js';
import type { BalanceAnalysis, BalanceRow } from '../analysis/balance.js';
import { BATTLE, PLAN_IDS } from '../core/battle-rules.js';
import { UsageError } from '../core/errors.js';
import { MATRIX_TRIALS, WORTH_BATTLES } from '../core/trials-and-seed.js';
import { printable } from '../core/printable.js';
import type { BalanceContext, BalanceFacts } from '../report/balance-format.js';
import { worthCsv, worthJson, type WorthContext } from '../report/worth-format.js';
import { worthRows, type WorthRow } from '../report/worth-rows.js';
import type { WorthAnswer } from '../analysis/worth-answer.js';
import type { TrialsBasis } from '../analysis/could-turn.js';
import { worthTable } from './format/worth-table.js';
import { playWords } from '../report/worth-play-text.js';
import type { CliIo } from './io.js';
import { reportPage } from './report-places.js';
import { optionFlags, parseChoice, parsePlanTrials, parseRunFlags, type RunFlags } from './parse-options.js';

/** The `balance` flags `--battle` reads or refuses (balance-command.ts's BalanceFlags). */
export interface BalanceBattleFlags extends RunFlags {
  readonly overlay?: string;
  readonly option?: readonly string[];
  readonly points?: string;
  readonly armies?: readonly string[];
  readonly solve?: boolean;
  readonly compare?: string;
  readonly conditions?: string;
  readonly field?: string;
  readonly verbose?: boolean;
  readonly plans?: string;
  readonly planTrials?: string;
  readonly breakEven?: boolean;
}

/** `--plans <how>`: best, every, or a plan for all; not given, undefined (best on the board). */
function parsePlay(flag: string | undefined): PlayAsked | undefined {
  return flag === undefined ? undefined : parseChoice(flag.trim().toLowerCase(), '--plans', ['best', 'every', ...PLAN_IDS] as const);
}

/** `--plan-trials` for best play: at least one battle a matchup under each plan. */
function parseChoosing(text: string | undefined): number | undefined {
  const n = parsePlanTrials(text);
  if (n === 0) throw new UsageError("--plan-trials 0: best play chooses each army's plan from battles, at least 1 a matchup (--plans line plays the line advance without choosing)");
  return n;
}

/** Flags `--battle` cannot take: each with why. */
const REFUSED: readonly [keyof BalanceBattleFlags, string][] = [
  ['solve', '--solve searches break-even costs of groups'],
  ['conditions', '--conditions sets single-combat terrain (a battle takes --option going=... for the whole line)'],
];

/** The --out report folder, opened (and checked) once the system and overlay are known (balance-command.ts). */
export type WorthReportOpener = (system: string, overlay: string | undefined) => Promise<{
  write: (facts: BalanceFacts, analysis: BalanceAnalysis, context: BalanceContext, worth: { rows: readonly WorthRow[]; answer: WorthAnswer; context: WorthContext }) => Promise<string>;
  close: () => void;
}>;

/**
 * `balance <system> --battle`: each type's worth in an army, in AP with a 95% interval
 * (d3h2 RULINGS R53), beside the single-combat verdict of `balance <system>`.
 */
export async function balanceBattle(io: CliIo, systemId: string, flags: BalanceBattleFlags, format: 'table' | 'json' | 'csv', hooks: BalanceHooks, openReport: WorthReportOpener | null, computing: Driving, request: ShardRequest): Promise<void> {
  for (const [flag, why] of REFUSED) if (flags[flag] !== undefined && flags[flag] !== false) throw new UsageError(`--battle and --${flag}: ${why}; run them separately`);
  const run = parseRunFlags(flags, undefined, { trials: WORTH_BATTLES });
  const all = optionFlags(flags.option);
  if (flags.points !== undefined) all['points'] = flags.points;
  const plans = parsePlay(flags.plans);
  const planTrials = parseChoosing(flags.planTrials);
  const plan = await planWorth({ system: systemId, overlayFile: flags.overlay, options: all, armies: flags.armies ?? [], field: flags.field === undefined ? [] : [flags.field], run, plans, planTrials, breakEven: flags.breakEven === true });
  if (flags.compare !== undefined && (plans === 'every' || flags.breakEven === true)) throw new UsageError(`--compare and ${plans === 'every' ? '--plans every' : '--break-even'}: run them separately`);
  if (flags.compare !== undefined) return compareWorth(io, plan, await planWorth({ system: systemId, overlayFile: flags.compare === 'base' ? undefined : flags.compare, options: all, armies: flags.armies ?? [], run, plans, planTrials }), format, hooks, openReport, computing, request);
  const { system, overlay } = plan.whatIf;
  const single = await singleCombat(plan, flags);
  const opened: { report: Awaited<ReturnType<WorthReportOpener>> | null } = { report: null };
  // The report folder is checked before anything is computed (a part writes none).
  const ready = async (): Promise<void> => {
    if (openReport !== null) opened.report = await openReport(system.id, overlay?.name);
    for (const note of [...plan.run.notes, ...plan.notes]) hooks.note(note);
  };
  try {
    const answered = await computing.run(worthComputation(plan, single, request, hooks), ready);
    if (answered !== undefined) await answer(io, plan, answered, format, opened.report, flags.verbose === true);
  } finally {
    opened.report?.close();
  }
}

/**
 * `balance --battle --compare`: the worth in an army at two price lists, each with its armies
 * bought at its prices (B18), read from the rules as written to the what-if whichever flag named
 * which; a table or JSON.
 */
async function compareWorth(io: CliIo, plan: WorthPlan, other: WorthPlan, format: 'table' | 'json' | 'csv', hooks: BalanceHooks, openReport: WorthReportOpener | null, computing: Driving, request: ShardRequest): Promise<void> {
  if (format === 'csv') throw new UsageError('--compare prints a table or JSON (--format json), not CSV: run each analysis with --format csv');
  if (openReport !== null) throw new UsageError("--compare prints how verdicts move between two analyses and --out writes one analysis's report: run them separately");
  const baseFirst = plan.whatIf.overlay !== null && other.whatIf.overlay === null;
  const [from, to] = baseFirst ? [other, plan] : [plan, other];
  const nameOf = (p: WorthPlan): string => p.whatIf.overlay?.name ?? 'base';
  // A note of both analyses once; one of either alone (an army bought again) named by its prices.
  const own = (p: WorthPlan, q: WorthPlan): string[] => p.notes.filter((n) => !q.notes.includes(n)).map((n) => `${nameOf(p)}: ${n}`);
  for (const note of [...plan.run.notes, ...from.notes.filter((n) => to.notes.includes(n)), ...own(from, to), ...own(to, from)]) hooks.note(note);
  const answered = await computing.run(worthCompareComputation([from, to], request, hooks));
  if (answered === undefined) return;
  const rows = worthCompareRows(rowsOf(from, answered[0], new Map()), rowsOf(to, answered[1], new Map()));
  // How each side's armies were played: at best play each army's plan may differ between the prices.
  const plays = answered.map((a, i) => ({ words: playWords(a), name: nameOf(i === 0 ? from : to), best: a.plans?.best ?? null }));
  const after = plays.flatMap((p) => (p.words === null ? [] : [`${p.name}: ${p.words}`]));
  io.stdout.write(format === 'json' ? worthCompareJson(rows, nameOf(from), nameOf(to), [plays[0]?.best ?? null, plays[1]?.best ?? null]) : worthCompareTable(rows, nameOf(from), nameOf(to), after));
}

/** The single-combat verdicts beside: `balance <system>` as it runs by default, with the options a single combat reads. */
async function singleCombat(plan: WorthPlan, flags: BalanceBattleFlags): Promise<BalancePlan> {
  const { system } = plan.whatIf;
  const battleOnly = new Set(system.options.filter((o) => o.combat?.length === 1 && o.combat[0] === BATTLE).map((o) => o.key));
  const singleOptions = Object.fromEntries(Object.entries(optionFlags(flags.option)).filter(([k]) => !battleOnly.has(k)));
  const matrixRun = parseRunFlags(flags.workers === undefined ? {} : { workers: flags.workers }, undefined, { trials: MATRIX_TRIALS });
  return planBalance({ system: system.id, overlayFile: flags.overlay, options: singleOptions, matrixRun, solveRun: matrixRun });
}

/** The battles a matchup a Monte Carlo worth run fought (--trials N, or --precision's on average); null where it was exact. */
function perMatchup(plan: WorthPlan, worth: WorthAnswer): number | null {
  if (!worth.method.startsWith('Monte Carlo')) return null;
  const target = plan.run.target;
  return 'trials' in target ? target.trials : Math.round(worth.battles / Math.max(1, worth.matchups));
}

/** The battles a matchup the verdicts rest on, where not the default WORTH_BATTLES; null at the default or exact. */
function trialsBasis(plan: WorthPlan, worth: WorthAnswer): TrialsBasis | null {
  const trials = perMatchup(plan, worth);
  return trials === null || trials === WORTH_BATTLES ? null : { trials, defaultTrials: WORTH_BATTLES };
}

/** A worth run's rows: each type's worth and verdicts, where it is short of the target precision (`single`: the single-combat verdicts beside). */
function rowsOf(plan: WorthPlan, worth: WorthAnswer, single: ReadonlyMap<string, BalanceRow['verdict']>): WorthRow[] {
  return worthRows(worth, Object.fromEntries(plan.whatIf.system.rows.map((r) => [r.id, r.name])), single, trialsBasis(plan, worth), perMatchup(plan, worth));
}

/** The worth run and the single-combat analysis beside it, printed and written to the report if one was asked for. */
async function answer(io: CliIo, plan: WorthPlan, answered: { single: AnalysedPlan; worth: WorthAnswer }, format: 'table' | 'json' | 'csv', report: Awaited<ReturnType<WorthReportOpener>> | null, verbose: boolean): Promise<void> {
  const { system, overlay, changes } = plan.whatIf;
  const { single, worth } = answered;
  const names = Object.fromEntries(system.rows.map((r) => [r.id, r.name]));
  const trials = trialsBasis(plan, worth);
  const rows = rowsOf(plan, worth, new Map(single.analysis.rows.map((r) => [r.id, r.verdict])));
  const context: WorthContext = { system: system.id, overlay: overlay ? { name: overlay.name, hash: overlay.hash } : null, armies: plan.armies.map((a) => a.army.name), fieldArmies: plan.field === plan.armies ? null : plan.field.map((a) => a.army.name), method: worth.method, options: plan.options, trials };
  let dir: string | null = null;
  if (report) {
    const facts = { title: system.title, names, maxFigures: system.groups.maxFigures };
    const balanceContext = { system: system.id, overlay: overlay ? { name: overlay.name, hash: overlay.hash, changes } : null, field: 'modelled', method: single.method, points: null };
    dir = await report.write(facts, single.analysis, balanceContext, { rows, answer: worth, context });
    io.stderr.write(`balance report -> ${printable(dir)}\n`);
  }
  if (format === 'json') io.stdout.write(worthJson(rows, worth, context));
  else if (format === 'csv') io.stdout.write(worthCsv(rows, worth, context));
  else io.stdout.write(worthTable(system.title, rows, worth, context, { verbose, page: dir === null ? null : reportPage(dir) }));
}
