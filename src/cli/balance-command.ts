import { balanceComputation, balanceFacts, planBalance, solveComputation, withOverlay, withSearchBasis, type AnalysedPlan, type BalanceHooks, type BalancePlan } from '../app/balance.js';
import { driving, shardRequest, type CommandContext, type ShardFlags } from './sharding.js';
import type { BalanceAnalysis } from '../analysis/balance.js';
import { UsageError } from '../core/errors.js';
import { MATRIX_TRIALS, SOLVE_TRIALS } from '../core/trials-and-seed.js';
import { printable } from '../core/printable.js';
import type { WorthSection } from '../report/worth-section.js';
import { balanceCsv, balanceJson, balanceTable, compareJson, compareTable, type BalanceContext, type BalanceFacts } from '../report/balance-format.js';
import { solveCsv, solveJson, solveTable } from '../report/solve-format.js';
import type { CliIo } from './io.js';
import { optionFlags, parseChoice, parseRunFlags, type RunFlags } from './parse-options.js';
import { createProgress } from './progress.js';
import { explorerBeside, openReportPlaces, reportPage } from './report-places.js';

export interface BalanceFlags extends RunFlags, ShardFlags {
  readonly overlay?: string;
  readonly compare?: string;
  readonly conditions?: string;
  readonly field?: string;
  readonly format?: string;
  readonly out?: string;
  readonly solve?: boolean;
  readonly points?: string;
  readonly option?: readonly string[];
  /** `--battle`: each type's worth in an army (balance-battle.ts). */
  readonly battle?: boolean;
  readonly armies?: readonly string[];
  /** `--battle --plans <how>`: how the reference armies are played (balance-battle.ts). */
  readonly plans?: string;
  /** `--battle --plan-trials`: battles a matchup choosing each army's plan. */
  readonly planTrials?: string;
  /** `--battle --break-even`: each type's break-even cost in armies (balance-battle.ts). */
  readonly breakEven?: boolean;
  /** Every reason and not-modelled note printed whole, not the first few and the page. */
  readonly verbose?: boolean;
}

/** Notes on stderr and progress lines for a balance's stages. */
function balanceHooks(io: CliIo): BalanceHooks {
  return {
    note: (message) => io.stderr.write(`note: ${printable(message)}\n`),
    progress: (label, unit) => createProgress(label, io.stderr, Date.now, unit),
  };
}

/**
 * The --out report folder, checked before anything is computed (report-places.ts), and a
 * writer for it. The report code (d3) is loaded here, so only for --out.
 */
async function balanceReport(io: CliIo, out: string, systemId: string, overlayName: string | undefined): Promise<{ write: (facts: BalanceFacts, analysis: BalanceAnalysis, context: BalanceContext, worth?: WorthSection) => Promise<string>; close: () => void }> {
  const code = await import('../report/balance-report.js');
  const places = openReportPlaces(io, out, [code.balanceReportName(systemId, overlayName)], 'balance');
  return {
    write: async (facts, analysis, context, worth) => {
      const first = Object.keys(facts.names)[0] ?? '';
      const explorer = explorerBeside(places.dirs[0] ?? '', `${context.system}/${first}/${first}`);
      await places.write(0, code.balanceReportFiles(facts, analysis, context, explorer, worth), () => code.balanceManifest(facts, analysis, context, worth));
      return places.dirs[0] ?? '';
    },
    close: places.close,
  };
}

/**
 * `oddsmith balance <system> [type]`: is each troop type worth its points? The full matchup
 * matrix, a Bradley-Terry strength per type, strength against cost with its 80% prediction
 * band, suggested costs and verdicts, each with its reasons; `--compare` shows how an overlay
 * moves them. With a type, that type alone (a system of groups runs only its matchups).
 */
export async function balanceCommand(io: CliIo, systemId: string, flags: BalanceFlags, type?: string, context: CommandContext = {}): Promise<void> {
  const format = parseChoice(flags.format ?? 'table', '--format', ['table', 'json', 'csv'] as const);
  if (type !== undefined) refuseWithOneType(flags);
  if (flags.armies !== undefined && !flags.battle) throw new UsageError('--armies gives the armies of --battle; add --battle');
  if (flags.plans !== undefined && !flags.battle) throw new UsageError('--plans plays the battles of --battle under plans of play; add --battle');
  if (flags.planTrials !== undefined && !flags.battle) throw new UsageError('--plan-trials sets the battles of --battle choosing each army\'s plan; add --battle');
  if (flags.breakEven === true && !flags.battle) throw new UsageError('--break-even searches the prices of --battle; add --battle');
  const request = shardRequest('balance', [systemId, type], flags);
  const computing = driving(io, context, flags);
  if (flags.battle) {
    const { balanceBattle } = await import('./balance-battle.js');
    const out = flags.out;
    await balanceBattle(io, systemId, flags, format, balanceHooks(io), out === undefined ? null : (system, overlay) => balanceReport(io, out, system, overlay), computing, request);
    return;
  }
  const matrixRun = parseRunFlags(flags, undefined, { trials: MATRIX_TRIALS });
  const solveRun = solveRunFlags(flags);
  const plan = await planBalance({ system: systemId, overlayFile: flags.overlay, options: optionFlags(flags.option), conditionsFile: flags.conditions, fieldFile: flags.field, points: flags.points, type, matrixRun, solveRun });
  const { system, overlay, changes } = plan.whatIf;
  if (flags.compare !== undefined && format === 'csv') throw new UsageError('--compare prints a table or JSON (--format json), not CSV: run each analysis with --format csv');
  if (flags.compare !== undefined && flags.out !== undefined) {
    throw new UsageError('--compare prints how verdicts move between two analyses and --out writes one analysis\'s report: run them separately');
  }
  const hooks = balanceHooks(io);
  if (flags.solve) {
    if (system.groups.maxFigures === 1 || plan.points === null || !system.balanceGroups) {
      throw new UsageError(`--solve searches break-even costs for groups of equal points; ${system.id} resolves single elements (${system.groups.why})`);
    }
    if (flags.compare !== undefined) throw new UsageError('--solve and --compare: run them separately');
    for (const note of solveRun.notes) hooks.note(note);
    const rows = await computing.run(solveComputation(plan, request, hooks));
    if (rows === undefined) return;
    const context = { system: system.id, overlay: overlay ? { name: overlay.name, hash: overlay.hash, changes } : null, field: plan.field.name, method: solveRun.method, points: plan.points };
    const spec = { ...system.balanceGroups, points: plan.points, step: system.costStep ?? 1 };
    io.stdout.write(format === 'json' ? solveJson(rows, context, spec) : format === 'csv' ? solveCsv(rows, context, spec) : solveTable(balanceFacts(plan), rows, context, spec));
    return;
  }
  // Both analyses of --compare are planned first, so that their work is listed (and cut into shards) as one.
  const other = flags.compare === undefined ? null : await withOverlay(plan, flags.compare === 'base' ? undefined : flags.compare);
  const plans = other === null ? [plan] : [plan, other];
  const opened: { report: Awaited<ReturnType<typeof balanceReport>> | null } = { report: null };
  // The report folder is checked before anything is computed (a part writes none).
  const ready = async (): Promise<void> => {
    if (flags.out !== undefined) opened.report = await balanceReport(io, flags.out, system.id, overlay?.name);
    beforeAnalysis(plan, hooks);
  };
  try {
    const analysed = await computing.run(balanceComputation(plans, request, hooks), ready);
    if (analysed !== undefined) await printAnalysis(io, plans, analysed, format, opened.report, flags.verbose === true);
  } finally {
    opened.report?.close();
  }
}

/** What one type's answer cannot be combined with: the whole table's report, a comparison, battles. */
function refuseWithOneType(flags: BalanceFlags): void {
  const refused = [flags.out !== undefined && '--out', flags.compare !== undefined && '--compare', flags.battle && '--battle'].filter((f): f is string => typeof f === 'string');
  const flagsText = refused.join(' and ');
  if (refused.length > 0) throw new UsageError(`${flagsText} ${refused.length === 1 ? 'is' : 'are'} for the whole table: leave out the type, or drop ${flagsText}`);
}

/**
 * Run flags of the break-even search: it asks for about ten group sizes a type, each against
 * the whole field in both roles, so by default 500 Monte Carlo trials a matchup, whose errors
 * average out over the field (the interval says how far); --method, --trials or --precision
 * ask for others.
 */
function solveRunFlags(flags: BalanceFlags): ReturnType<typeof parseRunFlags> {
  const sampling = flags.method !== undefined || flags.trials !== undefined || flags.precision !== undefined;
  return parseRunFlags(sampling ? flags : { ...flags, method: 'mc', trials: String(SOLVE_TRIALS) });
}

/** What a user should know before a balance's analysis: how its flags were read, what it cannot judge, what it shows. */
function beforeAnalysis(plan: BalancePlan, hooks: BalanceHooks): void {
  const { system } = plan.whatIf;
  for (const note of plan.matrixRun.notes) hooks.note(note);
  if (!system.rows.some((r) => r.cost !== null)) hooks.note(`${system.id} rows have no costs, so there is no cost fit, suggested cost or verdict`);
  if (plan.only !== null) hooks.note(plan.points === null ? `${system.id}: a type's strength is fitted to the whole matrix, so every matchup was run; ${plan.only} alone is shown` : `${system.id}: only the matchups of ${plan.only} and its own break-even search; its strength, a fit to the whole matrix, is not given`);
}

/** The analysis behind `balance` (not --solve), printed, and written to the report if one was asked for; with --compare, how verdicts move. */
async function printAnalysis(io: CliIo, plans: readonly BalancePlan[], analysed: readonly AnalysedPlan[], format: 'table' | 'json' | 'csv', report: Awaited<ReturnType<typeof balanceReport>> | null, verbose: boolean): Promise<void> {
  const [plan, other] = plans as [BalancePlan, BalancePlan | undefined];
  // Each analysis marked where a search at the default trials could turn its verdicts.
  const base = withSearchBasis(analysed[0] as AnalysedPlan, plan, SOLVE_TRIALS);
  const versus = other !== undefined && analysed[1] !== undefined ? withSearchBasis(analysed[1], other, SOLVE_TRIALS) : undefined;
  const { system, overlay, changes } = plan.whatIf;
  const context = { system: system.id, overlay: overlay ? { name: overlay.name, hash: overlay.hash, changes } : null, field: plan.field.name, method: base.method, points: plan.points };
  if (other !== undefined && versus !== undefined) {
    // Read from the rules as written to the what-if, whichever flag named which.
    const otherOverlay = other.whatIf.overlay;
    const baseFirst = overlay !== null && otherOverlay === null;
    const [from, to] = baseFirst ? [versus.analysis, base.analysis] : [base.analysis, versus.analysis];
    const [fromName, toName] = baseFirst ? ['base', overlay.name] : [overlay?.name ?? 'base', otherOverlay?.name ?? 'base'];
    io.stdout.write(format === 'json' ? compareJson(from, to, fromName, toName) : compareTable(from, to, fromName, toName));
    return;
  }
  const dir = report === null ? null : await report.write(balanceFacts(plan), base.analysis, context);
  if (dir !== null) io.stderr.write(`balance report -> ${printable(dir)}\n`);
  if (format === 'json') io.stdout.write(balanceJson(base.analysis, context));
  else if (format === 'csv') io.stdout.write(balanceCsv(base.analysis, context));
  else io.stdout.write(balanceTable(balanceFacts(plan), base.analysis, context, { verbose, page: dir === null ? null : reportPage(dir) }));
}
