import { z } from 'zod';
import { analyseBalance, type BalanceAnalysis, type BalanceCell } from '../analysis/balance.js';
import { loadField } from '../analysis/field-file.js';
import { UsageError } from '../core/errors.js';
import type { RuleSystem } from '../core/system.js';
import { kindOf } from '../engine/aggregate.js';
import { PrepareCache } from '../engine/prepare-cache.js';
import { runMatchups } from '../engine/run-matchups.js';
import { balanceCsv, balanceJson, balanceTable, compareTable, type BalanceContext } from '../report/balance-format.js';
import { solveCsv, solveJson, solveTable } from '../report/solve-format.js';
import { solveBreakEvens } from './solve.js';
import { balanceMatrix } from '../analysis/balance-matrix.js';
import { equalPoints } from '../analysis/equal-points.js';
import { MAX_FIGURES } from '../core/group.js';
import type { SolveRow } from '../analysis/break-even.js';
import { withBreakEvens } from '../analysis/verdicts.js';
import { conditionSetSchema } from '../scenario/schema.js';
import { plainParse } from '../core/plain-parse.js';
import { readYamlFile } from '../scenario/yaml-file.js';
import type { CliIo } from './io.js';
import { parseChoice, parseRunFlags, parseWhole, type RunFlags } from './parse-options.js';
import { printable } from '../core/printable.js';
import { createProgress } from './progress.js';
import { explorerBeside, openReportPlaces } from './report-places.js';
import { systemWithOverlay, type WhatIf } from '../app/systems.js';
import { optionFlags } from './parse-options.js';

export interface BalanceFlags extends RunFlags {
  readonly overlay?: string;
  readonly compare?: string;
  readonly conditions?: string;
  readonly field?: string;
  readonly format?: string;
  readonly out?: string;
  readonly solve?: boolean;
  readonly points?: string;
  readonly option?: readonly string[];
}

/** The most points a side may be built to: what 100 figures of the dearest shipped type cost, and then some. */
const MAX_POINTS = 10_000;

/** The points a system of groups is balanced at (`--points`, else its own), or null for single elements, which refuse the flag. */
export function balancePoints(system: RuleSystem, flag: string | undefined): number | null {
  if (!system.balanceGroups) {
    if (flag !== undefined) throw new UsageError(`--points sets the points of groups; ${system.id} resolves single elements (${system.groups.why})`);
    return null;
  }
  return flag === undefined ? system.balanceGroups.points : parseWhole(flag, '--points', 1, MAX_POINTS);
}

/** Monte Carlo trials per matchup for `--solve` unless the command line says otherwise. */
const SOLVE_TRIALS = 500;

/**
 * Monte Carlo trials per matchup of the balance matrix, where a matchup cannot be enumerated
 * (large groups), unless the command line says otherwise: a type's strength rests on some
 * 160 matchups, so each one's error (about 0.4% here) averages out; the intervals say so.
 */
const MATRIX_TRIALS = 50_000;

type ConditionSets = readonly { readonly name: string; readonly a?: Readonly<Record<string, unknown>> | undefined; readonly b?: Readonly<Record<string, unknown>> | undefined }[];

/** The condition sets to average over: a YAML list (as a scenario's `conditions`), or the system's own. */
function conditionSets(system: RuleSystem, file: string | undefined): ConditionSets {
  if (file === undefined) return system.balanceConditions ?? [{ name: 'open' }];
  const yaml = readYamlFile(file, 'conditions file');
  const parsed = plainParse(z.array(conditionSetSchema).min(1).max(50), yaml.raw);
  if (!parsed.ok) throw yaml.fail(parsed.issue.path, parsed.issue.message);
  return parsed.data;
}

/** One analysis: the full matrix (every type against every type, both directions, each set), run and analysed. */
async function analyse(io: CliIo, whatIf: WhatIf, flags: BalanceFlags, label: string): Promise<{ analysis: BalanceAnalysis; method: string; cells: number }> {
  const { system, overlay, systems } = whatIf;
  const run = parseRunFlags(flags, undefined, { trials: MATRIX_TRIALS });
  const field = loadField(system, flags.field);
  // A system of groups is judged at equal points, in its balance combat (an engagement, to a
  // result): each pair meets at the least points at or above the budget both costs divide.
  const budget = balancePoints(system, flags.points);
  const combat = system.balanceGroups?.combat ?? system.combatKinds[0]?.id ?? '';
  const sets = conditionSets(system, flags.conditions).map((s) => ({ ...s, combat }));
  const cache = new PrepareCache(systems);
  const matrix = balanceMatrix({ system, overlay, options: optionFlags(flags.option), sets, budget }, (m) => cache.get(m));
  // A pair that cannot meet at equal points, or a matchup the rules refuse, is left out: say so.
  if (matrix.skipped.length > 0) {
    const first = matrix.skipped[0];
    io.stderr.write(`note: ${printable(`${label}: ${matrix.skipped.length} matchups left out of the matrix, e.g. ${first?.attacker} v ${first?.defender} (${first?.condition}): ${first?.reason}`)}\n`);
  }
  const progress = createProgress(label, io.stderr);
  const results = await runMatchups(
    matrix.playable.map((p) => p.matchup),
    { ...run, systems, cache, onProgress: progress.update },
  );
  progress.finish();
  const outcomes = kindOf(system, combat).outcomes;
  const cells: BalanceCell[] = matrix.playable.map((p, i) => ({ condition: p.condition, attacker: p.attacker, defender: p.defender, fielded: p.fielded, result: results[i]!, outcomes }));
  const types = system.rows.filter((r) => budget === null || r.cost !== null).map((r) => ({ id: r.id, name: r.name, cost: r.cost, notModelled: r.notModelled ?? [] }));
  const methods = [...new Set(results.map((r) => r.method))].join('+');
  const analysis = analyseBalance(types, cells, field.weights, system.costStep ?? 1);
  // A system of groups at equal points: a fairly priced type is even with the field whatever
  // its cost, so the cost line says little; each type is judged by its break-even cost.
  if (budget === null) return { analysis, method: methods, cells: cells.length };
  const solved = await breakEvens(io, whatIf, flags, budget);
  return { analysis: withBreakEvens(analysis, solved, system.costStep ?? 1), method: `${methods}; break-even costs by ${solveRunFlags(flags).method}`, cells: cells.length };
}

/**
 * The --out report folder, checked before anything is computed (report-places.ts), and a
 * writer for it. The report code (d3, jsdom) is loaded here, so only for --out.
 */
async function balanceReport(io: CliIo, out: string, systemId: string, overlayName: string | undefined): Promise<{ write: (system: RuleSystem, analysis: BalanceAnalysis, context: BalanceContext) => Promise<string>; close: () => void }> {
  const code = await import('../report/balance-report.js');
  const places = openReportPlaces(io, out, [code.balanceReportName(systemId, overlayName)], 'balance');
  return {
    write: async (system, analysis, context) => {
      const explorer = explorerBeside(places.dirs[0] ?? '', `${system.id}/${system.troops[0]?.id ?? ''}/${system.troops[0]?.id ?? ''}`);
      await places.write(0, code.balanceReportFiles(system, analysis, context, explorer), () => code.balanceManifest(context));
      return places.dirs[0] ?? '';
    },
    close: places.close,
  };
}

/**
 * `oddsmith balance <system>`: is each troop type worth its points? The full matchup
 * matrix, a Bradley-Terry strength per type, strength against cost with its 80% prediction
 * band, suggested costs and verdicts; `--compare` shows how an overlay moves them.
 */
export async function balanceCommand(io: CliIo, systemId: string, flags: BalanceFlags): Promise<void> {
  const format = parseChoice(flags.format ?? 'table', '--format', ['table', 'json', 'csv'] as const);
  const whatIf = await systemWithOverlay(systemId, flags.overlay);
  const { system, overlay, changes } = whatIf;
  const points = balancePoints(system, flags.points);
  const most = Math.min(system.groups.maxFigures, MAX_FIGURES);
  if (points !== null && !system.rows.some((r) => r.cost !== null && equalPoints(r.cost, r.cost, points, most) !== null)) {
    throw new UsageError(`--points ${points}: no ${system.id} type fits within ${most} figures a side at ${points} points; give a smaller --points`);
  }
  if (flags.compare !== undefined && flags.out !== undefined) {
    throw new UsageError('--compare prints how verdicts move between two analyses and --out writes one analysis\'s report: run them separately');
  }
  if (flags.solve) {
    if (system.groups.maxFigures === 1 || !system.balanceGroups || points === null) {
      throw new UsageError(`--solve searches break-even costs for groups of equal points; ${system.id} resolves single elements (${system.groups.why})`);
    }
    if (flags.compare !== undefined) throw new UsageError('--solve and --compare: run them separately');
    const run = solveRunFlags(flags);
    for (const note of run.notes) io.stderr.write(`note: ${printable(note)}\n`);
    const field = loadField(system, flags.field);
    const rows = await breakEvens(io, whatIf, flags, points);
    const context = { system: system.id, overlay: overlay ? { name: overlay.name, hash: overlay.hash, changes } : null, field: field.name, method: run.method, points };
    const spec = { ...system.balanceGroups, points };
    io.stdout.write(format === 'json' ? solveJson(rows, context, spec) : format === 'csv' ? solveCsv(rows, context) : solveTable(system, rows, context, spec));
    return;
  }
  const field = loadField(system, flags.field).name; // refused here, before any note or computing
  const report = flags.out === undefined ? null : await balanceReport(io, flags.out, system.id, overlay?.name);
  try {
    await analyseAndPrint(io, whatIf, field, flags, format, report);
  } finally {
    report?.close();
  }
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

/** Each costed type's break-even cost at `points` a side against the field (solve.ts). */
async function breakEvens(io: CliIo, whatIf: WhatIf, flags: BalanceFlags, points: number): Promise<SolveRow[]> {
  const { system, overlay, systems } = whatIf;
  const field = loadField(system, flags.field);
  return solveBreakEvens(io, system, overlay, optionFlags(flags.option), conditionSets(system, flags.conditions), field.weights, { ...solveRunFlags(flags), systems }, points);
}

/** The analysis behind `balance` (not --solve), printed, and written to the report if one was asked for. */
async function analyseAndPrint(
  io: CliIo,
  whatIf: WhatIf,
  field: string,
  flags: BalanceFlags,
  format: 'table' | 'json' | 'csv',
  report: Awaited<ReturnType<typeof balanceReport>> | null,
): Promise<void> {
  const { system, overlay, changes } = whatIf;
  for (const note of parseRunFlags(flags, undefined, { trials: MATRIX_TRIALS }).notes) io.stderr.write(`note: ${printable(note)}\n`);
  if (!system.rows.some((r) => r.cost !== null)) io.stderr.write(`note: ${system.id} rows have no costs, so there is no cost fit, suggested cost or verdict\n`);
  const base = await analyse(io, whatIf, flags, `${system.id}${overlay ? `+${overlay.name}` : ''}`);
  const context = { system: system.id, overlay: overlay ? { name: overlay.name, hash: overlay.hash, changes } : null, field, method: base.method, points: balancePoints(system, flags.points) };
  if (flags.compare !== undefined) {
    const other = await systemWithOverlay(system.id, flags.compare === 'base' ? undefined : flags.compare);
    const versus = await analyse(io, other, flags, `${system.id}${other.overlay ? `+${other.overlay.name}` : ''}`);
    // Read from the rules as written to the what-if, whichever flag named which.
    const baseFirst = overlay !== null && other.overlay === null;
    const [from, to] = baseFirst ? [versus.analysis, base.analysis] : [base.analysis, versus.analysis];
    const [fromName, toName] = baseFirst ? ['base', overlay.name] : [overlay?.name ?? 'base', other.overlay?.name ?? 'base'];
    io.stdout.write(compareTable(from, to, fromName, toName));
    return;
  }
  if (report !== null) io.stderr.write(`balance report -> ${printable(await report.write(system, base.analysis, context))}\n`);
  if (format === 'json') io.stdout.write(balanceJson(base.analysis, context));
  else if (format === 'csv') io.stdout.write(balanceCsv(base.analysis, context));
  else io.stdout.write(balanceTable(system, base.analysis, context));
}
