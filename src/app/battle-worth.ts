import { generalMoved, withoutOne } from '../analysis/army-variants.js';
import { armyWorth, pooledGeneral, pooledWorth, scoreInterval, type ArmyWorth, type Score } from '../analysis/army-worth.js';
import type { Army } from '../core/army.js';
import { BATTLE, EXACT_BATTLE_ELEMENTS, PLAN_IDS, onTheBoard, type PlanId } from '../core/battle-rules.js';
import { systemKey } from '../core/plan.js';
import { createRunPool } from '../engine/lazy-pool.js';
import { summedProgress } from '../engine/summed-progress.js';
import { defaultPlanTrials } from '../engine/plan-game-run.js';
import { bestPlan, bestPlayBattles, bestPlayUnits, chooseSeed, playAllBest, type ArmyPlayed, type BestPlay, type ChoosingArmy } from './worth-best-play.js';
import { fieldScore, type FoughtCell, type WorthCell } from './worth-cells.js';
import { errors } from '../core/errors.js';
import { resolveMatchup } from '../core/matchup.js';
import type { MatchupResult } from '../core/result.js';
import type { Matchup } from '../core/system.js';
import type { McProgress } from '../engine/montecarlo.js';
import { PrepareCache } from '../engine/prepare-cache.js';
import { joinSystems, planSystems, type SystemSource } from '../core/plan.js';
import type { Work } from '../engine/work.js';
import { breakEvens, planBreakEven, type BreakEvenCell } from './battle-break-even.js';
import { runEach } from '../engine/run-matchups.js';
import type { PlanScore, PlansWorth, TypeRecord, WorthAnswer } from '../analysis/worth-answer.js';
import { battleKills } from '../report/battle-figures.js';
import type { LoadedArmy } from '../scenario/army-file.js';
import { analysePlan, balancesWork, withBook, type AnalysedPlan, type BalanceHooks, type BalancePlan, type BalanceRun } from './balance.js';
import type { ShardRequest } from './counts-file.js';
import type { Computation } from './driver.js';
import { systemWithOverlay, type WhatIf } from './systems.js';
import { worthArmies } from './worth-armies.js';
import { boughtAt } from '../analysis/army-rebuy.js';

/** What `balance <system> --battle` asks: the system, an overlay, the battle's options, the armies, how to run. */
export interface WorthAsk {
  readonly system: string;
  readonly overlayFile?: string | undefined;
  /** The battle's options (first, policy, bounds, points, and the system's rule options). */
  readonly options: Readonly<Record<string, unknown>>;
  /** `--armies` files and folders; empty: the shipped armies of the system. */
  readonly armies: readonly string[];
  /** `--field`: the army files and folders the reference armies fight; empty: the reference armies themselves. */
  readonly field?: readonly string[];
  readonly run: BalanceRun;
  /** `--plans`: on the board, how the reference armies are played (PlayAsked); undefined: each at its best. */
  readonly plans?: PlayAsked | undefined;
  /** `--plan-trials`: battles a matchup of the choosing battles of best play; undefined: defaultPlanTrials. */
  readonly planTrials?: number | undefined;
  /** `--break-even`: each type's break-even cost too, its armies bought again at each price of a grid (battle-break-even.ts). */
  readonly breakEven?: boolean;
}

/**
 * How the reference armies are played on the board (`--plans`): each under the plan that scores
 * most against the field (best, the default: src/rules/common/battle/RULINGS.md B20); each and
 * its variants under every plan (every); or every one under the plan named.
 */
export type PlayAsked = 'best' | 'every' | PlanId;

/** A worth-in-an-army run resolved once: the system, the armies, every battle to fight, what the user should know. */
export interface WorthPlan {
  readonly whatIf: WhatIf;
  /** The reference armies, priced by their variants. */
  readonly armies: readonly LoadedArmy[];
  /** The armies they fight: the reference armies themselves unless `--field` names others. */
  readonly field: readonly LoadedArmy[];
  /** Its battles known before any is fought: all of them, but for those of the armies that choose their best plan. */
  readonly cells: readonly WorthCell[];
  /** How its reference armies are played: as asked on the board, the line's own battles on the line. */
  readonly play: PlayAsked | 'line';
  /** The armies that play their best plan, chosen by battles of their own (B20); null where none does. */
  readonly best: BestPlay | null;
  readonly cache: PrepareCache;
  readonly run: BalanceRun;
  readonly notes: readonly string[];
  readonly options: Readonly<Record<string, unknown>>;
  /** The systems its battles run on: the what-if's, and with `--break-even` each type at each price of its grid. */
  readonly systems: SystemSource;
  /** `--break-even`: the battles of the search; null without it. */
  readonly breakEven: readonly BreakEvenCell[] | null;
}

/**
 * By default each battle's first bound is drawn at random (d3h2 R53): the reference army is
 * always the text's attacker, and a drawn first bound keeps that role from biasing it.
 */
const DEFAULT_FIRST = 'random';

/** Each type's variant (the army less one), and the general moved, with a note where the general had to move. */
function variantsOf(army: Army, costOf: (troop: string) => number): { key: string; army: Army; note: string | null }[] {
  const troops = [...new Set(army.elements.map((e) => e.troop))];
  const out: { key: string; army: Army; note: string | null }[] = [];
  for (const troop of troops) {
    const v = withoutOne(army, troop);
    if (v === null || costOf(troop) <= 0) continue;
    out.push({ key: troop, army: v.army, note: v.generalTo ? `${army.name}: its only ${troop} element is the general's; without it the general moves to ${/^[aeiou]/i.test(v.generalTo) ? 'an' : 'a'} ${v.generalTo} element` : null });
  }
  const g = generalMoved(army);
  if (g) out.push({ key: 'general', army: g.army, note: null });
  return out;
}

/**
 * `--method exact` works every battle of the plan exactly or none: an army larger than the
 * exact chain reaches is refused as soon as it is read, before any battle is resolved.
 */
function refuseExactBeyond(armies: readonly LoadedArmy[]): void {
  const most = EXACT_BATTLE_ELEMENTS.asked;
  const large = armies.find((a) => a.army.elements.length > most);
  if (large) throw errors.cannot('--method exact', `price types in ${large.army.name} (${large.army.elements.length} elements)`, `the exact battle chain reaches armies of at most ${most} elements a side; use --method mc, or --armies of at most ${most} elements each`);
}

/** Read the armies, build every variant and every battle, and resolve each (the army rules checked): refusals before any computing. */
export async function planWorth(ask: WorthAsk): Promise<WorthPlan> {
  const whatIf = await systemWithOverlay(ask.system, ask.overlayFile);
  const { system, overlay, systems } = whatIf;
  if (!system.battle) throw errors.cannot(system.id, 'price types in battles (--battle)', 'it declares no battle rules');
  const options: Readonly<Record<string, unknown>> = { first: DEFAULT_FIRST, ...ask.options };
  const budget = Number(options['points'] ?? system.battle.army.budget);
  const bought = rebought(whatIf, await worthArmies(system.id, ask.armies), budget);
  const armies = bought.armies;
  // The field (--field), bought at the same prices; by default the reference armies themselves.
  const ownField = ask.field !== undefined && ask.field.length > 0 ? rebought(whatIf, await worthArmies(system.id, ask.field), budget) : null;
  const fieldArmies = ownField?.armies ?? armies;
  if (ask.run.method === 'exact') refuseExactBeyond([...armies, ...fieldArmies]);
  const costOf = (troop: string): number => system.rows.find((r) => r.id === troop)?.cost ?? 0;
  const resolve = (a: Army, f: Army, fightOn: Readonly<Record<string, unknown>>, plan: PlanId | null): Matchup =>
    resolveMatchup(system, { system: system.id, overlay, combat: BATTLE, options: fightOn, attacker: { troop: a.name, conditions: plan === null ? {} : { plan }, army: a }, defender: { troop: f.name, conditions: {}, army: f } });
  // On the board, every battle is fought on the line too (about a tenth of the CPU), between the
  // armies the line can field (no Lurkers, F29): each type's worth there beside its worth on the
  // board says what the board gave it (issue #48).
  const board = onTheBoard(options);
  if (ask.plans !== undefined && !board) throw errors.cannot('--plans', 'be played on the line', 'only the board plays plans other than the line advance (leave out --option field=line)');
  const play = board ? (ask.plans ?? 'best') : 'line';
  const lineOptions = Object.fromEntries(Object.entries({ ...options, field: 'line' }).filter(([key]) => !BOARD_ONLY.has(key)));
  const onTheLine = (a: LoadedArmy): boolean => a.army.elements.every((e) => !system.battle?.profiles.get(e.troop)?.notDeployed);
  const cells: WorthCell[] = [];
  // On the line, an army that fields Gods, Dragons or Lurkers is left out, and said so.
  const everyArmy = [...new Set([...armies, ...fieldArmies])];
  const notes: string[] = [...new Set([...bought.notes, ...(ownField?.notes ?? []), ...(board ? [] : everyArmy.filter((a) => !onTheLine(a)).map((a) => `${a.army.name} is left out: it fields types the board summons (Gods, Dragons, Lurkers), which the line cannot`))])];
  if (!board && (armies.filter(onTheLine).length === 0 || fieldArmies.filter(onTheLine).length === 0)) throw errors.cannot('balance --battle', 'fight on the line', 'every army of the reference armies or of the field fields types the board summons; leave out --option field=line');
  const choosing: ChoosingArmy[] = [];
  for (const line of board ? [false, true] : [true]) {
    const references = line ? armies.filter(onTheLine) : armies;
    const fielded = line ? fieldArmies.filter(onTheLine) : fieldArmies;
    references.forEach((r) => {
      const reference = armies.indexOf(r);
      const variants = [{ key: 'base', army: r.army, note: null as string | null }, ...variantsOf(r.army, costOf)];
      for (const v of variants) if (v.note && (!board || !line)) notes.push(v.note);
      const under = (plan: PlanId | null, of = variants): WorthCell[] =>
        of.flatMap((v) => fielded.map((f) => ({ reference, variant: v.key, field: fieldArmies.indexOf(f), plan, matchup: resolve(v.army, f.army, board && line ? lineOptions : options, plan), onLine: board && line })));
      // The line's battles, beside the board's or on their own, play the line advance.
      if (line) return void cells.push(...under(null));
      // An army whose file names its plan plays it; best play chooses for the rest (B20).
      if (play === 'best' && r.army.plan === undefined) {
        choosing.push({ reference, name: r.army.name, choose: PLAN_IDS.flatMap((p) => under(p, variants.slice(0, 1))), under, playing: variants.length * fielded.length });
        return;
      }
      for (const plan of play === 'every' ? PLAN_IDS : [play === 'best' ? null : play]) cells.push(...under(plan));
    });
  }
  if (play === 'best') for (const { army } of armies) if (army.plan !== undefined) notes.push(`${army.name} plays the plan its file names (${army.plan}), not a plan chosen for it`);
  const best: BestPlay | null = choosing.length === 0 ? null : { planTrials: ask.planTrials ?? defaultPlanTrials(ask.run.target), seed: chooseSeed(ask.run.seed), armies: choosing, system: systemKey({ system: system.id, overlay }) };
  // The second measure (B19): each type's price moved over a grid, the armies bought again at each.
  const kept = (listed: readonly LoadedArmy[]): readonly LoadedArmy[] => (board ? listed : listed.filter(onTheLine));
  const search = ask.breakEven === true ? planBreakEven(whatIf.base, overlay, system, kept(bought.listed), kept(ownField?.listed ?? bought.listed), options, budget) : null;
  const all = search ? joinSystems([systems, planSystems([whatIf.base], search.overlays)]) : systems;
  return { whatIf, armies, field: fieldArmies, cells, play, best, cache: new PrepareCache(all), run: ask.run, notes, options, systems: all, breakEven: search?.cells ?? null };
}

/**
 * The armies as the price list buys them (src/rules/common/battle/RULINGS.md B18): an army any
 * of whose types the overlay prices differently, or that costs more than the budget, bought
 * again from its list as the template, spending what the list spent at the printed prices (at
 * most the budget); the rest as listed. A note says what each re-buy changed.
 */
function rebought(whatIf: WhatIf, armies: readonly LoadedArmy[], budget: number): { armies: LoadedArmy[]; notes: string[]; listed: readonly LoadedArmy[] } {
  // A budget that is no positive number is refused with the options, as it is written.
  if (!Number.isFinite(budget) || budget <= 0) return { armies: [...armies], notes: [], listed: armies };
  const { base, system } = whatIf;
  const costIn = (s: typeof system) => (troop: string): number => s.rows.find((r) => r.id === troop)?.cost ?? 0;
  const priced = costIn(system);
  const printed = costIn(base);
  const dear = system.battle?.army.dear ?? null;
  const notes: string[] = [];
  const out = armies.map((a) => {
    const r = boughtAt(a.army, priced, printed, { budget, dear });
    if (r === null) return a;
    const repriced = a.army.elements.some((e) => priced(e.troop) !== printed(e.troop));
    const changed = r.counts.filter((c) => c.from !== c.to).map((c) => `${c.from} -> ${c.to} ${system.rows.find((row) => row.id === c.troop)?.name ?? c.troop}`);
    notes.push(`${a.army.name} bought again at ${repriced ? "the overlay's prices" : `${budget} AP`} (src/rules/common/battle/RULINGS.md B18): ${changed.length > 0 ? changed.join(', ') : 'the same elements'} (${r.cost} of ${budget} AP)`);
    return { ...a, army: r.army };
  });
  return { armies: out, notes, listed: armies };
}

/** Options only the board reads, left out of the same battles fought on the line. */
const BOARD_ONLY: ReadonlySet<string> = new Set(['terrain', 'corner-overlaps', 'camps', 'garrison-fights', 'threat-zones', 'rivers', 'second-moves']);

/** Add `value` to `key` of `map`. */
const add = (map: Map<string, number>, key: string, value: number): void => {
  if (value > 0) map.set(key, (map.get(key) ?? 0) + value);
};

/** Each type's record over its armies' unaltered battles: a mean per battle of an army fielding it. */
function typeRecords(base: readonly { cell: WorthCell; result: MatchupResult }[]): Map<string, TypeRecord> {
  const sums = new Map<string, { lostTo: Map<string, number>; destroyed: Map<string, number>; battles: number }>();
  for (const { result } of base) {
    const own = new Set(result.attacker.group.map((g) => g.troop));
    for (const troop of own) {
      const s = sums.get(troop) ?? { lostTo: new Map(), destroyed: new Map(), battles: 0 };
      s.battles++;
      for (const k of battleKills(result)) {
        if (k.side === 'attacker' && k.victim === troop) add(s.lostTo, k.killer, k.mean);
        if (k.side === 'defender' && k.killer === troop) add(s.destroyed, k.victim, k.mean);
      }
      sums.set(troop, s);
    }
  }
  const mean = (m: Map<string, number>, n: number): Map<string, number> => new Map([...m].map(([k, v]) => [k, v / n]).sort((a, b) => (b[1] as number) - (a[1] as number)) as [string, number][]);
  return new Map([...sums].map(([troop, s]) => [troop, { lostTo: mean(s.lostTo, s.battles), destroyed: mean(s.destroyed, s.battles) }]));
}

/** Fight every battle of the plan on the engine (chunked seeded streams, the pool) and price each type. */
export async function runWorth(plan: WorthPlan, onProgress?: McProgress): Promise<WorthAnswer> {
  const { systems } = plan;
  // One pool for every battle of the run (a merge reads its counts and needs none).
  const pool = plan.run.book?.replays === true || plan.run.workers === 0 ? null : await createRunPool(plan.run.workers, plan.run.poolWhenNeeded === true, plan.cache);
  const run = { ...plan.run, systems, cache: plan.cache, executor: pool?.run };
  const costNow = (troop: string): number => plan.whatIf.system.rows.find((r) => r.id === troop)?.cost ?? 0;
  // The battles known from the start and the armies playing their best plan, at once; one count of both.
  const trialsEach = 'trials' in run.target ? run.target.trials : 0;
  const tell = summedProgress(onProgress, plan.cells.length * trialsEach + (plan.best ? bestPlayBattles(plan.best, trialsEach) : 0), 2);
  let fixed: FoughtCell[];
  let best: Awaited<ReturnType<typeof playAllBest>>;
  let search: MatchupResult[] | null;
  try {
    [fixed, best] = await Promise.all([runEach(plan.cells, { ...run, onProgress: tell(0) }), plan.best ? playAllBest(plan.best, run, tell(1)) : Promise.resolve([])]);
    search = plan.breakEven ? (await runEach(plan.breakEven, run)).map((d) => d.result) : null;
  } finally {
    await pool?.close();
  }
  const searched = plan.breakEven && search ? breakEvens(plan.breakEven, search, costNow) : null;
  const chosen = best.flatMap((b) => b.chosen);
  const fought = [...fixed, ...best.flatMap((b) => b.played)];
  const board = fought.filter((d) => !d.onLine);
  const line = fought.filter((d) => d.onLine);
  const every = plan.play === 'every' ? plansWorth(plan, board) : null;
  const armies = every ? every.best : armiesWorth(plan, board);
  const plans = every?.answer ?? (plan.best ? bestPlans(plan, plan.best, best, armies) : null);
  const base = board.filter((d) => d.variant === 'base').map((d) => ({ cell: d, result: d.result }));
  const methods = [...new Set(board.map((d) => d.result.method))];
  const battles = (results: readonly { readonly trials: number | null }[]): number => results.reduce((s, r) => s + (r.trials ?? 0), 0);
  const trials = battles(fought.map((d) => d.result)) + battles(chosen.map((d) => d.result));
  // What the matchups were for, beside the worth's own: the line's to compare, best play's choosing (B20).
  const asides = [...(line.length > 0 ? [`${line.length} of them on the line, to compare`] : []), ...(plan.best ? [`${chosen.length} choosing each army's plan${methods.includes('mc') ? `, ${battles(chosen.map((d) => d.result)).toLocaleString('en-US')} battles` : ''}`] : [])];
  const aside = asides.length > 0 ? ` (${asides.join('; ')})` : '';
  const searchNote = search ? ` and ${methods.includes('mc') ? `${battles(search).toLocaleString('en-US')} battles over ` : ''}${search.length} matchups of the break-even search` : '';
  const matchups = fought.length + chosen.length;
  const method = methods.includes('mc') ? `Monte Carlo, ${trials.toLocaleString('en-US')} battles over ${matchups} matchups${aside}${searchNote}, seed ${plan.run.seed}` : `exact, ${matchups} matchups${aside}${searchNote}`;
  const onLine = line.length > 0 ? new Map(pooledWorth(armiesWorth(plan, line)).map((t) => [t.troop, t])) : null;
  return { armies, types: pooledWorth(armies), general: pooledGeneral(armies), records: typeRecords(base), roles: rolesOf(plan), field: onTheBoard(plan.options) ? 'board' : 'line', onLine, battles: trials, matchups, method, play: plan.play, plans, breakEven: searched };
}

/** An army's score against the field with its 95% interval. */
const scoreWith = (army: string, plan: PlanId, score: Score): PlanScore => ({ army, plan, score: score.mean, interval: scoreInterval(score) });

/** Best play (B20): each choosing army's plan, its score under it in its own battles, and its scores under every plan in the choosing battles. */
function bestPlans(plan: WorthPlan, best: BestPlay, played: readonly ArmyPlayed[], armies: readonly ArmyWorth[]): PlansWorth {
  const nameOf = (reference: number): string => plan.armies[reference]?.army.name ?? '';
  const exact = played.every((p) => p.chosen.every((c) => c.result.trials === null));
  return {
    how: 'best',
    trials: exact ? null : best.planTrials,
    best: played.map((p) => ({ army: nameOf(p.reference), plan: p.plan, score: armies.find((a) => a.army === nameOf(p.reference))?.score ?? NaN })),
    scores: played.flatMap((p) => p.scores.map((s) => scoreWith(nameOf(p.reference), s.plan, s.score))),
    byPlan: [],
  };
}

/**
 * `--plans every`: each reference army's worths under each plan (its variants and it playing that
 * plan against the field), and under its best plan, the one that scores most against the field.
 */
function plansWorth(plan: WorthPlan, done: readonly FoughtCell[]): { best: ArmyWorth[]; answer: PlansWorth } {
  const under = PLAN_IDS.map((p) => ({ plan: p, armies: armiesWorth(plan, done.filter((d) => d.plan === p)) }));
  // Each army's unaltered score under each plan, the plan it scores most with, and its worths under that plan.
  const byArmy = plan.armies.map(({ army }, reference) => ({
    army: army.name,
    scores: PLAN_IDS.flatMap((p) => {
      const base = done.filter((d) => d.reference === reference && d.variant === 'base' && d.plan === p);
      return base.length === 0 ? [] : [{ plan: p, score: fieldScore(base) }];
    }),
  }));
  const scores = byArmy.flatMap((a) => a.scores.map((s) => scoreWith(a.army, s.plan, s.score)));
  const best = byArmy.flatMap((a) => {
    if (a.scores.length === 0) return [];
    const top = bestPlan(a.scores);
    const worth = under.find((u) => u.plan === top)?.armies.find((w) => w.army === a.army);
    return worth ? [{ plan: top, worth }] : [];
  });
  const trials = done.find((d) => d.result.trials !== null)?.result.trials ?? null;
  return {
    best: best.map((b) => b.worth),
    answer: { how: 'every', trials, best: best.map((b) => ({ army: b.worth.army, plan: b.plan, score: b.worth.score })), scores, byPlan: under.map((u) => ({ plan: u.plan, types: pooledWorth(u.armies) })) },
  };
}

/** Each reference army's worths from its battles (`done`: one field's). */
function armiesWorth(plan: WorthPlan, done: readonly FoughtCell[]): ArmyWorth[] {
  const costOf = (troop: string): number => plan.whatIf.system.rows.find((r) => r.id === troop)?.cost ?? 0;
  return plan.armies.flatMap((r, reference) => {
    const mine = done.filter((d) => d.reference === reference).map((d) => ({ cell: d, result: d.result }));
    if (mine.length === 0) return [];
    const of = (variant: string): Score | null => {
      const rs = mine.filter((d) => d.cell.variant === variant);
      return rs.length === 0 ? null : fieldScore(rs);
    };
    const counts = new Map<string, number>();
    for (const e of r.army.elements) counts.set(e.troop, (counts.get(e.troop) ?? 0) + 1);
    const types = [...counts].flatMap(([troop, count]) => {
      const without = of(troop);
      return without === null ? [] : [{ troop, count, cost: costOf(troop), without }];
    });
    return [armyWorth({ army: r.army.name, base: of('base') ?? { mean: NaN, variance: NaN }, types, general: of('general') })];
  });
}

/** What each type of the armies does in a battle beyond a single combat, from its battle profile and where it stands; on the board, mounted and aerials attack flanks (F23). */
function rolesOf(plan: WorthPlan): Map<string, string[]> {
  const battle = plan.whatIf.system.battle;
  const roles = new Map<string, string[]>();
  for (const { army } of plan.armies) {
    army.elements.forEach((e, i) => {
      const p = battle?.profiles.get(e.troop);
      const has = new Set(roles.get(e.troop) ?? []);
      if (p && p.shootRange > 0) has.add('shooting');
      if (p && p.bespellRange > 0) has.add('bespelling');
      // Rear support where the front element's profile takes it from the class behind (000:50, 002:557).
      const supports = (front: string, rear: string): boolean => {
        const from = battle?.profiles.get(front)?.rearSupportFrom ?? [];
        return (battle?.profiles.get(rear)?.classes ?? []).some((c) => from.includes(c));
      };
      const front = e.behind === null ? null : army.elements[e.behind];
      if (front) has.add(supports(front.troop, e.troop) ? 'rear support (it stands behind)' : 'the second line');
      const rear = army.elements.find((x) => x.behind === i);
      if (rear && supports(e.troop, rear.troop)) has.add('rear support (from behind it)');
      if (p && p.sideSupportFrom.length > 0) has.add('side support');
      if (p && p.pursue > 0) has.add('pursuit');
      if (e.general) has.add("the general's element");
      if (p && onTheBoard(plan.options) && p.category !== 'foot' && p.category !== 'fixed') has.add('flank attacks');
      roles.set(e.troop, [...has]);
    });
  }
  return roles;
}

/** A worth plan's battles as work: the worth's, each army's at its best plan as a unit (B20), then the break-even search's (`--break-even`). */
function worthWork(plan: WorthPlan): Work[] {
  const best = plan.best ? bestPlayUnits(plan.best, { ...plan.run, systems: plan.systems, cache: plan.cache }) : [];
  return [{ kind: 'batch', matchups: plan.cells.map((c) => c.matchup), run: plan.run }, ...best, ...(plan.breakEven ? [{ kind: 'batch' as const, matchups: plan.breakEven.map((c) => c.matchup), run: plan.run }] : [])];
}

/**
 * `balance --battle` as the driver runs it (driver.ts): the single-combat balance beside
 * (`single`, its matrix) and every worth battle, as one work list; its answer both analyses.
 */
export function worthComputation(plan: WorthPlan, single: BalancePlan, request: ShardRequest, hooks: BalanceHooks): Computation<{ single: AnalysedPlan; worth: WorthAnswer }> {
  // A part prepares both in one cache: the single combat's matrix and the worth battles, each on its plan's systems.
  const balance = balancesWork([single], undefined, [plan.systems]);
  return {
    request,
    systems: balance.systems,
    cache: balance.cache,
    workers: plan.run.workers,
    poolWhenNeeded: plan.run.poolWhenNeeded,
    work: () => [...balance.work(), ...worthWork(plan)],
    answer: async (book) => {
      const analysed = await analysePlan(withBook(single, book), hooks, balance.planned(single));
      const progress = hooks.progress(`${plan.whatIf.system.id} worth`, 'battles');
      const worth = await runWorth({ ...plan, run: { ...plan.run, book } }, progress.update);
      progress.finish();
      return { single: analysed, worth };
    },
  };
}

/**
 * `balance --battle --compare` as the driver runs it: two worth runs, each at its own prices with
 * its armies bought at them (B18), as one work list; its answer both worths, in the plans' order.
 */
export function worthCompareComputation(plans: readonly [WorthPlan, WorthPlan], request: ShardRequest, hooks: BalanceHooks): Computation<readonly [WorthAnswer, WorthAnswer]> {
  const [a, b] = plans;
  // One cache on both plans' systems (the base and each overlay), as a part prepares them.
  const systems = joinSystems([a.systems, b.systems]);
  const cache = new PrepareCache(systems);
  return {
    request,
    systems,
    cache,
    workers: a.run.workers,
    poolWhenNeeded: a.run.poolWhenNeeded,
    work: () => plans.flatMap(worthWork),
    answer: async (book) => {
      const worths: WorthAnswer[] = [];
      for (const p of plans) {
        const progress = hooks.progress(`${p.whatIf.system.id} worth${p.whatIf.overlay ? ` (${p.whatIf.overlay.name})` : ''}`, 'battles');
        worths.push(await runWorth({ ...p, cache, run: { ...p.run, book } }, progress.update));
        progress.finish();
      }
      return [worths[0] as WorthAnswer, worths[1] as WorthAnswer] as const;
    },
  };
}
