import { z } from 'zod';
import { analyseBalance, type BalanceAnalysis, type BalanceCell } from '../analysis/balance.js';
import { loadField } from '../analysis/field-file.js';
import { UsageError } from '../core/errors.js';
import { groupLabel, MAX_FIGURES, parseGroup } from '../core/group.js';
import type { RuleSystem } from '../core/system.js';
import { kindOf } from '../engine/aggregate.js';
import { PrepareCache } from '../engine/prepare-cache.js';
import { runMatchups } from '../engine/run-matchups.js';
import { balanceCsv, balanceJson, balanceTable, compareTable, type BalanceContext } from '../report/balance-format.js';
import { solveCsv, solveJson, solveTable } from '../report/solve-format.js';
import { solveBreakEvens } from './solve.js';
import { expandSweep } from '../scenario/expand.js';
import { conditionSetSchema } from '../scenario/schema.js';
import { plainParse } from '../core/plain-parse.js';
import { readYamlFile } from '../scenario/yaml-file.js';
import type { CliIo } from './io.js';
import { parseChoice, parseRunFlags, type RunFlags } from './parse-options.js';
import { printable } from '../core/printable.js';
import { createProgress } from './progress.js';
import { openReportPlaces } from './report-places.js';
import { optionFlags, systemWithOverlay, type WhatIf } from './what-if.js';

export interface BalanceFlags extends RunFlags {
  readonly overlay?: string;
  readonly compare?: string;
  readonly conditions?: string;
  readonly field?: string;
  readonly format?: string;
  readonly out?: string;
  readonly solve?: boolean;
  readonly option?: readonly string[];
}

/** Monte Carlo trials per matchup for `--solve` unless the command line says otherwise. */
const SOLVE_TRIALS = 500;

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
  const run = parseRunFlags(flags);
  const field = loadField(system, flags.field);
  // A system of groups is judged at equal points: each type fields as many figures as the
  // balance points buy (at least one), fought in its balance combat (an engagement, to a result).
  const groups = system.balanceGroups;
  const most = Math.min(system.groups.maxFigures, MAX_FIGURES);
  const sides = system.rows
    .filter((r) => !groups || r.cost !== null)
    .map((r) => ({ id: r.id, side: groups ? `${Math.min(most, Math.max(1, Math.round(groups.points / (r.cost ?? 1))))}*${r.id}` : r.id }));
  const idOf = new Map(sides.map((x) => [groupLabel(parseGroup(system, x.side, undefined, 'side')), x.id]));
  const combat = groups?.combat ?? system.combatKinds[0]?.id ?? '';
  const sets = conditionSets(system, flags.conditions).map((s) => ({ ...s, combat }));
  const cache = new PrepareCache(systems);
  const labels = sides.map((x) => x.side);
  const sweep = expandSweep({ system, overlay, options: optionFlags(flags.option), attackers: labels, defenders: labels, conditions: sets }, (m) => cache.get(m));
  const progress = createProgress(label, io.stderr);
  const results = await runMatchups(
    sweep.playable.map((p) => p.matchup),
    { ...run, systems, cache, onProgress: progress.update },
  );
  progress.finish();
  const outcomes = kindOf(system, combat).outcomes;
  const id = (label: string): string => idOf.get(label) ?? label;
  const cells: BalanceCell[] = sweep.playable.map((p, i) => ({ condition: p.condition, attacker: id(p.matchup.attacker.label), defender: id(p.matchup.defender.label), result: results[i]!, outcomes }));
  const types = system.rows.filter((r) => !groups || r.cost !== null).map((r) => ({ id: r.id, name: r.name, cost: r.cost }));
  const methods = [...new Set(results.map((r) => r.method))].join('+');
  return { analysis: analyseBalance(types, cells, field.weights, system.costStep ?? 1), method: methods, cells: cells.length };
}

/**
 * The --out report folder, checked before anything is computed (report-places.ts), and a
 * writer for it. The report code (d3, jsdom) is loaded here, so only for --out.
 */
async function balanceReport(io: CliIo, out: string, systemId: string, overlayName: string | undefined): Promise<{ write: (system: RuleSystem, analysis: BalanceAnalysis, context: BalanceContext) => Promise<string>; close: () => void }> {
  const code = await import('../report/balance-report.js');
  const places = openReportPlaces(io, out, [code.balanceReportName(systemId, overlayName)]);
  return {
    write: async (system, analysis, context) => {
      await places.write(0, code.balanceReportFiles(system, analysis, context), () => code.balanceManifest(context));
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
  if (flags.solve) {
    if (system.groups.maxFigures === 1 || !system.balanceGroups) {
      throw new UsageError(`--solve searches break-even costs for groups of equal points; ${system.id} resolves single elements (${system.groups.why})`);
    }
    if (flags.compare !== undefined) throw new UsageError('--solve and --compare: run them separately');
    const field = loadField(system, flags.field);
    // The search asks for about ten group sizes a type, each against the whole field in both
    // roles: by default 500 Monte Carlo trials a matchup, whose errors average out over the
    // field (the interval says how far); --method, --trials or --precision ask for others.
    const sampling = flags.method !== undefined || flags.trials !== undefined || flags.precision !== undefined;
    const run = parseRunFlags(sampling ? flags : { ...flags, method: 'mc', trials: String(SOLVE_TRIALS) });
    for (const note of run.notes) io.stderr.write(`note: ${printable(note)}\n`);
    const rows = await solveBreakEvens(io, system, overlay, optionFlags(flags.option), conditionSets(system, flags.conditions), field.weights, { ...run, systems: whatIf.systems });
    const context = { system: system.id, overlay: overlay ? { name: overlay.name, hash: overlay.hash, changes } : null, field: field.name, method: run.method };
    io.stdout.write(format === 'json' ? solveJson(rows, context, system.balanceGroups) : format === 'csv' ? solveCsv(rows, context) : solveTable(system, rows, context, system.balanceGroups));
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
  for (const note of parseRunFlags(flags).notes) io.stderr.write(`note: ${printable(note)}\n`);
  if (!system.rows.some((r) => r.cost !== null)) io.stderr.write(`note: ${system.id} rows have no costs, so there is no cost fit, suggested cost or verdict\n`);
  const base = await analyse(io, whatIf, flags, `${system.id}${overlay ? `+${overlay.name}` : ''}`);
  const context = { system: system.id, overlay: overlay ? { name: overlay.name, hash: overlay.hash, changes } : null, field, method: base.method };
  if (flags.compare !== undefined) {
    const other = await systemWithOverlay(system.id, flags.compare === 'base' ? undefined : flags.compare);
    const versus = await analyse(io, other, flags, `${system.id}${other.overlay ? `+${other.overlay.name}` : ''}`);
    io.stdout.write(compareTable(base.analysis, versus.analysis, overlay?.name ?? 'base', other.overlay?.name ?? 'base'));
    return;
  }
  if (report !== null) io.stderr.write(`balance report -> ${await report.write(system, base.analysis, context)}\n`);
  if (format === 'json') io.stdout.write(balanceJson(base.analysis, context));
  else if (format === 'csv') io.stdout.write(balanceCsv(base.analysis, context));
  else io.stdout.write(balanceTable(system, base.analysis, context));
}
