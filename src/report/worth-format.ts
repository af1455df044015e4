import type { WorthAnswer } from '../analysis/worth-answer.js';
import type { TrialsBasis } from '../analysis/could-turn.js';
import { csvText } from './csv.js';
import { jsonText } from './escape.js';
import { generalCouldTurn, type WorthRow } from './worth-rows.js';
import { WORTH_TARGET_AP } from '../analysis/worth-target.js';

/** What a worth answer is about: recorded with every output. */
export interface WorthContext {
  readonly system: string;
  readonly overlay: { readonly name: string; readonly hash: string } | null;
  /** The reference armies, each also one of the field unless `fieldArmies` names another. */
  readonly armies: readonly string[];
  /** `--field`: the armies they fight, where not themselves. */
  readonly fieldArmies?: readonly string[] | null;
  readonly method: string;
  /** The battle options every battle was fought with (first, policy, bounds, points). */
  readonly options: Readonly<Record<string, unknown>>;
  /** The battles a matchup the verdicts rest on, where not the command's default; null at the default. */
  readonly trials: TrialsBasis | null;
}

/** Battles, the unit a worth run's trials count. */
export const BATTLES = 'battles';

/** Where the estimator is written down. */
export const WORTH_RULING = 'd3h2 RULINGS R53';

/** `balance --battle --format json`: each type's worth, the general's place, each army's figures. */
export function worthJson(rows: readonly WorthRow[], answer: WorthAnswer, context: WorthContext): string {
  return `${jsonText({
    system: context.system,
    overlay: context.overlay,
    armies: context.armies,
    fieldArmies: context.fieldArmies ?? context.armies,
    method: context.method,
    options: context.options,
    estimator: WORTH_RULING,
    // Where the run is not the default's: its battles a matchup and the default's (each verdict says whether a default run could turn it).
    trials: context.trials,
    // The precision every worth aims at (plus or minus, AP, 95%); each type short of it says by how much and the battles that would reach it.
    targetHalfWidth: WORTH_TARGET_AP,
    field: answer.field ?? 'line',
    // How the reference armies were played: line (on the line), best (the default on the board), every, or one plan for all.
    play: answer.play ?? 'line',
    troops: rows.map((r) => ({ id: r.id, cost: r.cost, worth: r.worth, interval: r.interval, verdict: r.verdict, verdictCouldTurn: r.couldTurn, singleCombatVerdict: r.single, armies: r.armies, why: r.why, ...(answer.onLine ? { onLine: r.line, boardGave: r.boardGave } : {}), ...(r.plans ? { plans: r.plans } : {}), ...(r.breakEven ? { breakEven: r.breakEven } : {}), short: r.short })),
    general: answer.general ? { worth: answer.general.worth, interval: answer.general.interval, verdict: answer.general.verdict, verdictCouldTurn: generalCouldTurn(answer, context.trials), armies: answer.general.armies } : null,
    // Best play or --plans every: each reference army's plan (its worths above are under it), its score under each plan and the battles a matchup those rest on.
    ...(answer.plans ? { bestPlans: answer.plans.best, planScores: answer.plans.scores, planTrials: answer.plans.trials } : {}),
    byArmy: answer.armies.map((a) => ({
      army: a.army,
      score: a.score,
      apPerWinChance: a.lambda === null ? null : 1 / a.lambda,
      troops: a.types.map((t) => ({ id: t.troop, count: t.count, cost: t.cost, drop: t.drop, worth: t.worth, interval: t.interval })),
      general: a.general ? { worth: a.general.worth, interval: a.general.interval } : null,
    })),
  })}\n`;
}

// line_worth*: on the board, the same battles' worth on the line (empty on the line, issue #48); battles_for_target: the battles a matchup that would bring a worth within WORTH_TARGET_AP (empty where it is); plans_*: --plans, break_even* and measures_agree: --break-even (empty without them, issue #49).
const CSV_COLUMNS = ['system', 'overlay', 'method', 'id', 'name', 'cost', 'worth', 'worth_low', 'worth_high', 'line_worth', 'line_worth_low', 'line_worth_high', 'verdict', 'verdict_could_turn', 'single_combat_verdict', 'armies', 'why', 'battles_for_target', 'plans_worth_low', 'plans_worth_high', 'plans_disagree', 'break_even', 'break_even_low', 'break_even_high', 'break_even_bound', 'measures_agree'];

/** A worth that could not be estimated is an empty cell, as elsewhere in oddsmith's CSV. */
const n = (x: number): number | '' => (Number.isFinite(x) ? x : '');

/** `balance --battle --format csv` and the report's worth.csv: one row per type, then the general's place (cost 0). */
export function worthCsv(rows: readonly WorthRow[], answer: WorthAnswer, context: WorthContext): string {
  const overlay = context.overlay ? `${context.overlay.name}@${context.overlay.hash.slice(0, 12)}` : '';
  const g = answer.general;
  return csvText(CSV_COLUMNS, [
    ...rows.map((r) => [context.system, overlay, context.method, r.id, r.name, r.cost, n(r.worth), n(r.interval[0]), n(r.interval[1]), ...(r.line ? [n(r.line.worth), n(r.line.interval[0]), n(r.line.interval[1])] : ['', '', '']), r.verdict, String(r.couldTurn), r.single ?? '', r.armies.join('; '), r.why ?? '', r.short?.battles ?? '', ...plansCells(r), ...breakEvenCells(r)]),
    ...(g ? [[context.system, overlay, context.method, 'general', "the general's place", 0, n(g.worth), n(g.interval[0]), n(g.interval[1]), '', '', '', g.verdict, String(generalCouldTurn(answer, context.trials)), '', g.armies.join('; '), '', '', ...plansCells(null), ...breakEvenCells(null)]] : []),
  ]);
}

/** --plans: the range of a type's worth across plans and whether plans disagree on its verdict; empty cells without it. */
function plansCells(r: WorthRow | null): (number | string)[] {
  const p = r?.plans;
  return p ? [n(p.range[0]), n(p.range[1]), String(p.disagree)] : ['', '', ''];
}

/** --break-even: the break-even cost with its interval, or the grid's bound ('at-least 6'), and whether it agrees with the worth; empty cells without it. */
function breakEvenCells(r: WorthRow | null): (number | string)[] {
  const b = r?.breakEven;
  if (!b) return ['', '', '', '', ''];
  return [b.breakEven ?? '', b.interval?.[0] ?? '', b.interval?.[1] ?? '', b.bound ? `${b.bound.side} ${b.bound.price}` : '', String(b.agrees)];
}
