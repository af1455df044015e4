import * as z from 'zod/mini';
import { analyseBalance, type BalanceAnalysis, type BalanceCell } from '../analysis/balance.js';
import { balanceMatrix } from '../analysis/balance-matrix.js';
import type { SolveRow } from '../analysis/break-even.js';
import { equalPoints } from '../analysis/equal-points.js';
import { loadField } from '../analysis/field-file.js';
import { withReasons } from '../analysis/verdict-reasons.js';
import { withBreakEvens, withTrialsBasis } from '../analysis/verdicts.js';
import { errors, UsageError } from '../core/errors.js';
import { MAX_FIGURES, troopIdOf } from '../core/group.js';
import { parseWhole } from '../core/parse-whole.js';
import { plainParse } from '../core/plain-parse.js';
import type { Matchup, RuleSystem } from '../core/system.js';
import { kindOf } from '../engine/aggregate.js';
import type { McTarget } from '../engine/montecarlo.js';
import { PrepareCache, type Playability } from '../engine/prepare-cache.js';
import { runEach, type MethodChoice } from '../engine/run-matchups.js';
import type { BalanceFacts } from '../report/balance-format.js';
import { conditionSetSchema } from '../scenario/schema.js';
import { readYamlFile } from '../scenario/yaml-file.js';
import { searchUnits, solveBreakEvens, type BalanceHooks, type ConditionSets } from './solve.js';
import type { Work } from '../engine/work.js';
import { joinSystems, type SystemSource } from '../core/plan.js';
import type { TallyBook } from '../engine/tally-book.js';
import type { ShardRequest } from './counts-file.js';
import type { Computation } from './driver.js';

export type { BalanceHooks } from './solve.js';
import { systemWithOverlay, type WhatIf } from './systems.js';

/** How a balance runs its matchups: the matrix's settings, and the break-even search's. */
export interface BalanceRun {
  readonly method: MethodChoice;
  readonly target: McTarget;
  readonly seed: number;
  readonly workers: number;
  readonly poolWhenNeeded: boolean;
  /** What the user should know about how the flags were read (workers capped at the cores). */
  readonly notes: readonly string[];
  /** Sharding: where a shard keeps its tallies, or a merge reads them (app/counts-book.ts). */
  readonly book?: TallyBook | undefined;
}

/** What `balance` is asked, parsed: the system, an overlay file, options, condition and field files, points, settings. */
export interface BalanceAsk {
  readonly system: string;
  readonly overlayFile?: string | undefined;
  readonly options: Readonly<Record<string, unknown>>;
  readonly conditionsFile?: string | undefined;
  readonly fieldFile?: string | undefined;
  /** `--points` as given (refused for a system of single elements). */
  readonly points?: string | undefined;
  /** One type to answer for (`balance <system> <type>`), as typed. */
  readonly type?: string | undefined;
  readonly matrixRun: BalanceRun;
  readonly solveRun: BalanceRun;
}

/** A balance resolved once: the system with its overlay, the field, the condition sets and the points, each read once. */
export interface BalancePlan {
  readonly whatIf: WhatIf;
  readonly options: Readonly<Record<string, unknown>>;
  readonly field: { readonly name: string; readonly weights: ReadonlyMap<string, number> };
  readonly sets: ConditionSets;
  /** The points each side spends (a system of groups), or null (single elements). */
  readonly points: number | null;
  /** The one type asked about (its id), or null for the whole table. */
  readonly only: string | null;
  readonly matrixRun: BalanceRun;
  readonly solveRun: BalanceRun;
}

/** The most points a side may be built to: what 100 figures of the dearest shipped type cost, and then some. */
const MAX_POINTS = 10_000;

/** The points a system of groups is balanced at (`--points`, else its own), or null for single elements, which refuse the flag. */
function balancePoints(system: RuleSystem, flag: string | undefined): number | null {
  if (!system.balanceGroups) {
    if (flag !== undefined) throw new UsageError(`--points sets the points of groups; ${system.id} resolves single elements (${system.groups.why})`);
    return null;
  }
  return flag === undefined ? system.balanceGroups.points : parseWhole(flag, '--points', 1, MAX_POINTS);
}

/** The condition sets to average over: a YAML list (as a scenario's `conditions`), or the system's own. */
function conditionSets(system: RuleSystem, file: string | undefined): ConditionSets {
  if (file === undefined) return system.balanceConditions ?? [{ name: 'open' }];
  const yaml = readYamlFile(file, 'conditions file');
  const parsed = plainParse(z.array(conditionSetSchema).check(z.minLength(1), z.maxLength(50)), yaml.raw);
  if (!parsed.ok) throw yaml.fail(parsed.issue.path, parsed.issue.message);
  return parsed.data;
}

/** Read and check everything a balance needs, once; refuse here what can be refused, before any computing. */
export async function planBalance(ask: BalanceAsk): Promise<BalancePlan> {
  const whatIf = await systemWithOverlay(ask.system, ask.overlayFile);
  const { system } = whatIf;
  const points = balancePoints(system, ask.points);
  const most = Math.min(system.groups.maxFigures, MAX_FIGURES);
  if (points !== null && !system.rows.some((r) => r.cost !== null && equalPoints(r.cost, r.cost, points, most) !== null)) {
    throw new UsageError(`--points ${points}: no ${system.id} type fits within ${most} figures a side at ${points} points; give a smaller --points`);
  }
  const only = ask.type === undefined ? null : oneType(system, ask.type, points);
  return { whatIf, options: ask.options, field: loadField(system, ask.fieldFile), sets: conditionSets(system, ask.conditionsFile), points, only, matrixRun: ask.matrixRun, solveRun: ask.solveRun };
}

/** The id of the one type asked about; refused when unknown, or without a cost where only costed types meet (groups). */
function oneType(system: RuleSystem, word: string, points: number | null): string {
  const id = troopIdOf(system, word);
  if (id === undefined) throw errors.unknown('troop', word, system.rows.map((r) => r.id), `in ${system.id}`);
  if (points !== null && system.rows.find((r) => r.id === id)?.cost === null) {
    throw new UsageError(`${id} has no cost in ${system.id} (${system.noCost ?? 'none given'}), so it meets no one at equal points and has no verdict`);
  }
  return id;
}

/**
 * Why a costed type met no opponent in the matrix, in words a user can act on: its points
 * buy more figures than a side may field (give a smaller --points), or the first reason its
 * matchups were left out.
 */
function unmetWhy(type: { id: string; cost: number | null }, points: number | null, most: number, skipped: readonly { attacker: string; defender: string; reason: string }[]): string {
  const cost = type.cost ?? 0;
  if (points !== null && cost > 0 && equalPoints(cost, cost, points, most) === null) {
    return `at ${points} points a side its ${cost} points buy ${Math.ceil(points / cost)} figures, more than the ${most} a side allows; give --points ${Math.floor(most * cost)} or less`;
  }
  return skipped.find((s) => s.attacker === type.id || s.defender === type.id)?.reason ?? 'every matchup with it was left out';
}

/** The same balance on another system (`--compare`): the same field, sets and settings. */
export async function withOverlay(plan: BalancePlan, overlayFile: string | undefined): Promise<BalancePlan> {
  return { ...plan, whatIf: await systemWithOverlay(plan.whatIf.system.id, overlayFile) };
}

/** What the balance's writers say of its system: its title, each type's name, the figure limit. */
export function balanceFacts(plan: BalancePlan): BalanceFacts {
  const { system } = plan.whatIf;
  return { title: system.title, names: Object.fromEntries(system.rows.map((r) => [r.id, r.name])), maxFigures: system.groups.maxFigures };
}

/** The name a balance goes by in notes and progress: `hott2`, or `hott2+knights-plus-one`. */
export function balanceLabel(plan: BalancePlan): string {
  return `${plan.whatIf.system.id}${plan.whatIf.overlay ? `+${plan.whatIf.overlay.name}` : ''}`;
}

/**
 * The balance matrix as asked: every type against every type, both directions, each set, in
 * the system's balance combat; for one type of a system of groups, only its own matchups
 * (so only its own break-even search), the others not even prepared. Single elements keep the
 * whole matrix: the strength is fitted to all of it.
 */
function matrixOf(plan: BalancePlan, cache: PrepareCache) {
  const { system, overlay } = plan.whatIf;
  // A system of groups is judged at equal points, in its balance combat (an engagement, to a
  // result): each pair meets at the least points at or above the budget both costs divide.
  const combat = system.balanceGroups?.combat ?? system.combatKinds[0]?.id ?? '';
  const asked = (attacker: string, defender: string): boolean => plan.only === null || plan.points === null || attacker === plan.only || defender === plan.only;
  const troop = (m: Matchup, side: 'attacker' | 'defender'): string => m[side].group[0]?.troop ?? '';
  const playability = (m: Matchup): Playability => (asked(troop(m, 'attacker'), troop(m, 'defender')) ? cache.playability(m) : { playable: false, reason: 'not asked' });
  const full = balanceMatrix({ system, overlay, options: plan.options, sets: plan.sets.map((s) => ({ ...s, combat })), budget: plan.points }, playability);
  return { combat, full, playable: full.playable, skipped: full.skipped.filter((m) => asked(m.attacker, m.defender)) };
}

/** Whether a balance searches break-even costs: a system of groups, unless the one type asked met no one (its verdict is then 'cannot tell'). */
function searches(plan: BalancePlan, playable: readonly { attacker: string; defender: string }[]): boolean {
  return plan.points !== null && (plan.only === null || playable.some((c) => c.attacker === plan.only || c.defender === plan.only));
}

/**
 * The work of balances run together (one, or both of --compare), listed for sharding
 * (engine/work.ts) when asked: each matrix as one batch, its matchups prepared in `cache`
 * (the one a shard then runs from), and each type's break-even search as a unit; `--solve`
 * asks the searches alone, whatever the matrix holds. `also`: the systems of other work
 * listed beside it (a part prepares that in `cache` too). Each matrix is laid out once,
 * however often asked (`planned`): a merge lists the work, then answers from the same matrix.
 */
export function balancesWork(plans: readonly BalancePlan[], parts: { readonly matrix: boolean } = { matrix: true }, also: readonly SystemSource[] = []): { systems: SystemSource; cache: PrepareCache; work: () => Work[]; planned: (plan: BalancePlan) => Planned } {
  const systems = joinSystems([...plans.map((p) => p.whatIf.systems), ...also]);
  const cache = new PrepareCache(systems);
  const matrices = new Map<BalancePlan, Matrix>();
  const planned = (plan: BalancePlan): Planned => {
    let matrix = matrices.get(plan);
    if (!matrix) matrices.set(plan, (matrix = matrixOf(plan, cache)));
    return { cache, matrix };
  };
  const one = (plan: BalancePlan): Work[] => {
    const { system, overlay } = plan.whatIf;
    const points = plan.points;
    const search = (): Work[] =>
      points === null ? [] : searchUnits({ system, overlay, options: plan.options, sets: plan.sets, field: plan.field.weights, run: { ...plan.solveRun, systems: plan.whatIf.systems }, budget: points, only: plan.only ?? undefined });
    if (!parts.matrix) return search();
    const { matrix } = planned(plan);
    return [{ kind: 'batch', matchups: matrix.playable.map((p) => p.matchup), run: plan.matrixRun }, ...(searches(plan, matrix.playable) ? search() : [])];
  };
  return { systems, cache, work: () => plans.flatMap(one), planned };
}

/** A balance's matrix laid out, its matchups prepared in `cache`. */
type Matrix = ReturnType<typeof matrixOf>;
interface Planned {
  readonly cache: PrepareCache;
  readonly matrix: Matrix;
}

/**
 * One analysis: the full matrix (every type against every type, both directions, each set),
 * run and analysed; laid out here unless its work listed it already (`planned`, for this plan
 * but its book).
 */
export async function analysePlan(plan: BalancePlan, hooks: BalanceHooks, planned?: Planned): Promise<{ analysis: BalanceAnalysis; method: string; cells: number }> {
  const { system, systems } = plan.whatIf;
  const label = balanceLabel(plan);
  const cache = planned?.cache ?? new PrepareCache(systems);
  const { combat, full, ...matrix } = planned?.matrix ?? matrixOf(plan, cache);
  // A pair that cannot meet at equal points, or a matchup the rules refuse, is left out: say so.
  const first = matrix.skipped[0];
  if (first) hooks.note(`${label}: ${matrix.skipped.length} matchups left out of the matrix, e.g. ${first.attacker} v ${first.defender} (${first.condition}): ${first.reason}`);
  const progress = hooks.progress(label);
  const run = await runEach(matrix.playable, { ...plan.matrixRun, systems, cache, summaries: false, onProgress: progress.update });
  progress.finish();
  const outcomes = kindOf(system, combat).outcomes;
  const cells: BalanceCell[] = run.map((p) => ({ condition: p.condition, attacker: p.attacker, defender: p.defender, fielded: p.fielded, result: p.result, outcomes }));
  const types = system.rows.filter((r) => plan.points === null || r.cost !== null).map((r) => ({ id: r.id, name: r.name, cost: r.cost, notModelled: r.notModelled ?? [] }));
  const kinship = new Map(types.map((t) => [t.id, system.kinship?.(t.id) ?? []]));
  const methods = [...new Set(run.map((p) => p.result.method))].join('+') || 'no matchup run';
  const analysis = analyseBalance(types, cells, plan.field.weights, system.costStep ?? 1);
  // A system of groups at equal points: a fairly priced type is even with the field whatever
  // its cost, so the cost line says little; each type is judged by its break-even cost.
  const most = Math.min(system.groups.maxFigures, MAX_FIGURES);
  const unmet = new Map(types.filter((t) => !cells.some((c) => c.attacker === t.id || c.defender === t.id)).map((t) => [t.id, unmetWhy(t, plan.points, most, full.skipped)]));
  if (plan.points === null) return { analysis: onlyAsked(withReasons(analysis, kinship, unmet), plan), method: methods, cells: cells.length };
  // One type that met no one has no break-even to search for: its verdict is 'cannot tell'.
  const solved = searches(plan, cells) ? await breakEvens(plan, hooks) : [];
  const judged = withReasons(withBreakEvens(analysis, solved, system.costStep ?? 1), kinship, unmet);
  return { analysis: onlyAsked(judged, plan), method: `${methods}; break-even costs by ${plan.solveRun.method}`, cells: cells.length };
}

/**
 * The analysis as asked: every row, or the one type's. A system of groups ran that type's
 * matchups alone, so its strength (a fit to the whole matrix) is not known: NaN, printed '-'.
 */
function onlyAsked(analysis: BalanceAnalysis, plan: BalancePlan): BalanceAnalysis {
  if (plan.only === null) return analysis;
  const partial = plan.points !== null;
  const rows = analysis.rows.filter((r) => r.id === plan.only).map((r) => (partial ? { ...r, strength: NaN, strengthPerPoint: null } : r));
  // Its cost line too would be fitted to one row of the matrix: none is given.
  return { ...analysis, rows, ...(partial ? { fit: null } : {}) };
}

/** Each costed type's break-even cost at the plan's points against the field (solve.ts). */
export async function breakEvens(plan: BalancePlan, hooks: BalanceHooks): Promise<SolveRow[]> {
  const { system, overlay, systems } = plan.whatIf;
  if (plan.points === null) throw new Error(`internal: ${system.id} has no points to solve at`);
  return solveBreakEvens(hooks, system, overlay, plan.options, plan.sets, plan.field.weights, { ...plan.solveRun, systems }, plan.points, plan.only ?? undefined);
}

/** The plan with its runs reading or keeping their tallies in `book` (a merge's, or none). */
export function withBook(plan: BalancePlan, book: TallyBook | undefined): BalancePlan {
  return book === undefined ? plan : { ...plan, matrixRun: { ...plan.matrixRun, book }, solveRun: { ...plan.solveRun, book } };
}

/** One balance analysed: its analysis, how its matchups were worked, how many it ran. */
export type AnalysedPlan = Awaited<ReturnType<typeof analysePlan>>;

/** Balances analysed together (one, or both of --compare) as the driver runs them (driver.ts): their matrices and searches as one work list. */
export function balanceComputation(plans: readonly BalancePlan[], request: ShardRequest, hooks: BalanceHooks): Computation<AnalysedPlan[]> {
  const { work, planned, ...prepared } = balancesWork(plans);
  const run = (plans[0] as BalancePlan).matrixRun;
  return {
    request,
    ...prepared,
    workers: run.workers,
    poolWhenNeeded: run.poolWhenNeeded,
    work,
    answer: async (book) => {
      const analysed: AnalysedPlan[] = [];
      for (const plan of plans) analysed.push(await analysePlan(withBook(plan, book), hooks, planned(plan)));
      return analysed;
    },
  };
}

/** `--solve`: each type's break-even search alone, as the driver runs it. */
export function solveComputation(plan: BalancePlan, request: ShardRequest, hooks: BalanceHooks): Computation<SolveRow[]> {
  const { work, planned: _, ...prepared } = balancesWork([plan], { matrix: false });
  return { request, ...prepared, workers: plan.solveRun.workers, poolWhenNeeded: plan.solveRun.poolWhenNeeded, work, answer: (book) => breakEvens(withBook(plan, book), hooks) };
}

/**
 * The analysis marked with what its break-even verdicts rest on where the search ran other
 * trials a matchup than `defaultTrials` (the command's default), and each verdict a search at
 * the default could turn (verdicts.ts `withTrialsBasis`); as it was at the default, by
 * --precision or exact.
 */
export function withSearchBasis(analysed: AnalysedPlan, plan: BalancePlan, defaultTrials: number): AnalysedPlan {
  const target = plan.solveRun.target;
  if (plan.points === null || plan.solveRun.method === 'exact' || !('trials' in target) || target.trials === defaultTrials) return analysed;
  return { ...analysed, analysis: withTrialsBasis(analysed.analysis, { trials: target.trials, defaultTrials }, plan.whatIf.system.costStep ?? 1) };
}
