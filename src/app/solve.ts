import { attackerShare } from '../analysis/matchup-score.js';
import { boundCost, breakEven, crossing, type BreakEven, type LevelBreakEven, type OpponentShare, type ShareAt, type ShareAtCost, type SolveRow } from '../analysis/break-even.js';
import { pointsLevel } from '../analysis/points-level.js';
import { equalPoints } from '../analysis/equal-points.js';
import { resolveMatchup } from '../core/matchup.js';
import { UsageError } from '../core/errors.js';
import { MAX_FIGURES } from '../core/group.js';
import type { OverlaySpec } from '../core/overlay.js';
import type { Matchup, RuleSystem } from '../core/system.js';
import { kindOf } from '../engine/aggregate.js';
import { createRunPool } from '../engine/lazy-pool.js';
import { PrepareCache } from '../engine/prepare-cache.js';
import type { McProgress } from '../engine/montecarlo.js';
import { runEach, type RunOptions } from '../engine/run-matchups.js';
import { CHUNK_TRIALS } from '../engine/chunks.js';
import type { UnitWork } from '../engine/work.js';
import type { ChunkExecutor } from '../engine/task.js';
import type { TallyBook } from '../engine/tally-book.js';
import { systemKey } from '../core/plan.js';

/** What a balance tells its caller as it goes: a note (matchups left out), and progress per stage. */
export interface BalanceHooks {
  note(message: string): void;
  progress(label: string, unit?: string): { readonly update: McProgress; finish(): void };
}

export type ConditionSets = readonly { readonly name: string; readonly a?: Readonly<Record<string, unknown>> | undefined; readonly b?: Readonly<Record<string, unknown>> | undefined }[];

/** What every step of a break-even search reads: the system, the field it meets, and how matchups run. */
interface Search {
  readonly system: RuleSystem;
  readonly overlay: OverlaySpec | null;
  readonly options: Readonly<Record<string, unknown>>;
  readonly sets: ConditionSets;
  readonly field: ReadonlyMap<string, number>;
  readonly spec: { readonly combat: string; readonly points: number };
  /** The most figures a side may field. */
  readonly most: number;
  /** Opponents with weight that can be fielded at their points within the figure limit. */
  readonly opponents: readonly SystemRow[];
  readonly runOn: Omit<RunOptions, 'onProgress'>;
}

type SystemRow = RuleSystem['rows'][number];
type Weighted = { readonly matchup: Matchup; readonly weight: number; readonly ours: 'attacker' | 'defender'; readonly opponent: string };

/** The points an opponent fields: the least at or above the budget that its cost divides. */
function theirPoints(search: Search, cost: number): number {
  return equalPoints(cost, cost, search.spec.points, Number.MAX_SAFE_INTEGER)?.points ?? search.spec.points;
}

/**
 * `type` fielded at `figures` per budget against each opponent at its own points (the least at
 * or above the budget its cost divides), in both roles under every set: our side would field a
 * fractional size, so its share is read between the two whole sizes around it, so both sides
 * spend equal points. `lost` weighs the parts where our side would field no figure: lost outright.
 */
function equalPointsMatchups(search: Search, type: SystemRow, figures: number): { matchups: Weighted[]; lost: { readonly opponent: string; readonly weight: number }[] } {
  const { system, sets, field } = search;
  const matchups: Weighted[] = [];
  const lost: { opponent: string; weight: number }[] = [];
  const side = (troop: string, count: number, conditions: Readonly<Record<string, unknown>> | undefined) => ({ troop: `${count}*${troop}`, conditions: conditions ?? {} });
  for (const o of search.opponents) {
    const points = theirPoints(search, o.cost ?? 0);
    const theirs = Math.round(points / (o.cost ?? 1));
    const ours = (figures * points) / search.spec.points;
    const sizes = Number.isInteger(ours) ? [[ours, 1]] : [[Math.floor(ours), Math.ceil(ours) - ours], [Math.ceil(ours), ours - Math.floor(ours)]];
    for (const [whole, part] of sizes as [number, number][]) {
      if (whole < 1) {
        lost.push({ opponent: o.id, weight: 2 * sets.length * (field.get(o.id) ?? 0) * part });
        continue;
      }
      const n = Math.min(search.most, whole);
      for (const set of sets) {
        const weight = (field.get(o.id) ?? 0) * part;
        const make = (role: 'attacker' | 'defender') =>
          resolveMatchup(system, {
            system: system.id,
            combat: search.spec.combat,
            overlay: search.overlay,
            options: search.options,
            attacker: role === 'attacker' ? side(type.id, n, set.a) : side(o.id, theirs, set.a),
            defender: role === 'attacker' ? side(o.id, theirs, set.b) : side(type.id, n, set.b),
          });
        matchups.push({ matchup: make('attacker'), weight, ours: 'attacker', opponent: o.id }, { matchup: make('defender'), weight, ours: 'defender', opponent: o.id });
      }
    }
  }
  return { matchups, lost };
}

/** Where a search keeps each size's shares by opponent, to split the verdict's share (ShareAtCost). */
type ByOpponent = Map<number, readonly OpponentShare[]>;

/**
 * `type`'s share against the field at `figures` per budget, weighted by the field, with its
 * half-width; with `record`, its share against each opponent too, kept by size. A part where
 * our side would field no figure counts as lost against that opponent.
 */
async function shareAt(search: Search, type: SystemRow, figures: number, record?: ByOpponent): Promise<ShareAt> {
  const { matchups, lost } = equalPointsMatchups(search, type, figures);
  const outcomes = kindOf(search.system, search.spec.combat).outcomes;
  const parts = new Map<string, { weight: number; won: number }>();
  const add = (opponent: string, weight: number, won: number): void => {
    const p = parts.get(opponent) ?? { weight: 0, won: 0 };
    parts.set(opponent, { weight: p.weight + weight, won: p.won + won });
  };
  for (const l of lost) add(l.opponent, l.weight, 0);
  let total = 0;
  let weights = lost.reduce((sum, l) => sum + l.weight, 0);
  let variance = 0;
  for (const { result, weight, ours, opponent } of await runEach(matchups, search.runOn)) {
    const s = attackerShare(result, outcomes);
    const won = weight * (ours === 'attacker' ? s : 1 - s);
    total += won;
    weights += weight;
    add(opponent, weight, won);
    variance += (weight * result.maxHalfWidth) ** 2;
  }
  record?.set(figures, [...parts].filter(([, p]) => p.weight > 0).map(([opponent, p]) => ({ opponent, weight: p.weight / weights, share: p.won / p.weight })));
  return { figures, share: total / weights, halfWidth: Math.sqrt(variance) / weights };
}

/**
 * The share at the group the type's own cost buys at the level it is judged at, by opponent,
 * from the sizes the search looked at: between two of them, read linearly between the nearest
 * either side, as the break-even cost itself is read (so above 50% exactly when the break-even
 * cost is above the cost, shares rising with size); beyond them, at the nearest (on the same
 * side of 50%, and said: `figures` is then not `own`). No more matchups are run: a look at the
 * own size of every type cost `balance low` a fifth more time.
 */
function shareAtCost(type: SystemRow, level: BreakEven, record: ByOpponent): ShareAtCost {
  const own = level.points / (type.cost ?? 1);
  const seen = level.evaluated.filter((e) => record.has(e.figures));
  const below = seen.filter((e) => e.figures <= own).at(-1) ?? seen[0];
  const above = seen.find((e) => e.figures >= own) ?? seen.at(-1);
  if (!below || !above) return { figures: own, own, share: NaN, halfWidth: 0, points: level.points, byOpponent: [] };
  const t = above.figures === below.figures ? 0 : (own - below.figures) / (above.figures - below.figures);
  const mix = (x: number, y: number): number => x + t * (y - x);
  const high = new Map((record.get(above.figures) ?? []).map((o) => [o.opponent, o]));
  // An opponent's weight in the field share is the same at every size (the field's), so only the shares mix.
  const byOpponent = (record.get(below.figures) ?? []).map((o) => ({ opponent: o.opponent, weight: o.weight, share: mix(o.share, high.get(o.opponent)?.share ?? o.share) }));
  const figures = below.figures === above.figures ? below.figures : own;
  return { figures, own, share: mix(below.share, above.share), halfWidth: Math.max(below.halfWidth, above.halfWidth), points: level.points, byOpponent };
}

/**
 * How a type's search climbs. A level is a multiple of the starting points; the next is the
 * one whose whole group sizes around the estimate are 0.8 of a step apart (room for the
 * sampling error and for the estimate moving with the level), at most `maxLevels` in all.
 * A level may leave out the field's types that need more than the figure limit, but never
 * more than half the field's weight: a price against a minority of the field is not its price.
 */
const CLIMB = { margin: 0.8, maxLevels: 4, keptWeight: 0.5, sharpen: 4 } as const;

/** What a search reads at every level: all but the level's points and the opponents that fit there. */
type SearchBase = Omit<Search, 'spec' | 'opponents'> & { readonly combat: string };

/** The break-even search's settings at one points level: the opponents that fit there, and those left out. */
function searchAt(base: SearchBase, points: number): { search: Search; leftOut: SystemRow[]; kept: number } {
  const weighted = base.system.rows.filter((o) => o.cost !== null && (base.field.get(o.id) ?? 0) > 0);
  const fits = (cost: number): boolean => equalPoints(cost, cost, points, base.most) !== null;
  const opponents = weighted.filter((o) => fits(o.cost ?? 0));
  const leftOut = weighted.filter((o) => !fits(o.cost ?? 0)).sort((x, y) => (x.cost ?? 0) - (y.cost ?? 0));
  const weight = (rows: readonly SystemRow[]): number => rows.reduce((sum, o) => sum + (base.field.get(o.id) ?? 0), 0);
  const all = weight(weighted);
  return { search: { ...base, spec: { combat: base.combat, points }, opponents }, leftOut, kept: all > 0 ? weight(opponents) / all : 0 };
}

const width = (b: BreakEven): number => (b.interval ? b.interval[1] - b.interval[0] : Infinity);

/**
 * The two sizes straddling 50% run again with `sharpen` times the trials, when their
 * sampling error is what widens the interval past one step: cheaper than more trials everywhere.
 */
async function sharpened(search: Search, type: SystemRow, b: BreakEven, step: number, record: ByOpponent): Promise<BreakEven> {
  const target = search.runOn.target;
  if (b.bound !== null || width(b) <= step || !('trials' in target) || b.evaluated.every((s) => s.halfWidth === 0)) return b;
  const above = b.evaluated.find((s) => s.share >= 0.5);
  const below = b.evaluated.find((s) => s.figures === (above?.figures ?? 0) - 1);
  // Only where the two whole sizes alone are one step apart: else the level cannot tell it anyway.
  if (!above || !below || b.points / below.figures - b.points / above.figures > step) return b;
  const runOn = { ...search.runOn, target: { trials: target.trials * CLIMB.sharpen } };
  const [low, high] = [await shareAt({ ...search, runOn }, type, below.figures, record), await shareAt({ ...search, runOn }, type, above.figures, record)];
  const evaluated = b.evaluated.map((s) => (s.figures === low.figures ? low : s.figures === high.figures ? high : s));
  return { ...b, ...crossing(b.points, low, high), evaluated };
}

/** What a break-even search is asked: the system, the field it meets, how matchups run, the starting points and one type or all. */
export interface SearchAsk {
  readonly system: RuleSystem;
  readonly overlay: OverlaySpec | null;
  readonly options: Readonly<Record<string, unknown>>;
  readonly sets: ConditionSets;
  readonly field: ReadonlyMap<string, number>;
  readonly run: Omit<RunOptions, 'onProgress'>;
  readonly budget: number;
  readonly only?: string | undefined;
}

/** A search set up once: what every type's climb reads, the types to search, the field left out at the start. */
interface SearchSetup {
  readonly base: SearchBase;
  readonly costed: readonly SystemRow[];
  readonly leftOut: readonly SystemRow[];
  readonly opponents: readonly SystemRow[];
  readonly step: number;
}

function setUp(ask: SearchAsk): SearchSetup {
  const { system } = ask;
  const groups = system.balanceGroups;
  if (!groups) throw new Error(`internal: ${system.id} declares no balanceGroups`);
  const most = Math.min(system.groups.maxFigures, MAX_FIGURES);
  // Its results are read for their outcomes alone: no metric summaries.
  const base = { system, overlay: ask.overlay, options: ask.options, sets: ask.sets, field: ask.field, most, combat: groups.combat, runOn: { ...ask.run, summaries: false } };
  const first = searchAt(base, ask.budget);
  if (first.search.opponents.length === 0) throw new UsageError(`at ${ask.budget} points no type of the field fits within ${most} figures a side; give a smaller --points`);
  const costed = system.rows.filter((r) => r.cost !== null && (ask.only === undefined || r.id === ask.only));
  return { base, costed, leftOut: first.leftOut, opponents: first.search.opponents, step: system.costStep ?? 1 };
}

/** The name a type's search goes by in a sharded run's counts: the system with its overlay, the type, the starting points. */
function searchKey(ask: SearchAsk, type: string): string {
  return `break-even ${systemKey({ system: ask.system.id, overlay: ask.overlay })} ${type} from ${ask.budget}`;
}

/** One type's search on `executor`, its counts kept in or read from `book` (a shard's or a merge's). */
function searchOne(setup: SearchSetup, ask: SearchAsk, type: SystemRow, executor: ChunkExecutor | undefined, book: TallyBook | undefined): Promise<SolveRow['breakEven']> {
  return climb({ ...setup.base, runOn: { ...setup.base.runOn, executor, book } }, type, ask.budget, setup.step);
}

/**
 * Each type's search as a unit of a sharded run (engine/work.ts): it reads only its own
 * results, so it runs whole on one shard. Its cost, to share the shards: about ten group
 * sizes against every opponent in both roles under every set, at the figures each side fields.
 */
export function searchUnits(ask: SearchAsk): UnitWork[] {
  const setup = setUp(ask);
  const trials = 'trials' in ask.run.target ? ask.run.target.trials : CHUNK_TRIALS;
  const identity = { method: ask.run.method, target: ask.run.target, seed: ask.run.seed, options: ask.options, sets: ask.sets, field: [...ask.field], climb: CLIMB };
  return setup.costed.map((type) => {
    const own = ask.budget / (type.cost ?? 1);
    const figures = setup.opponents.reduce((sum, o) => sum + 4 * (own + ask.budget / (o.cost ?? 1)), 0);
    return {
      kind: 'unit' as const,
      key: searchKey(ask, type.id),
      identity: { ...identity, type: type.id, cost: type.cost },
      cost: 10 * 2 * ask.sets.length * trials * figures,
      run: async (book, executor) => {
        await searchOne(setup, ask, type, executor, book);
      },
    };
  });
}

/**
 * `balance --solve`: each costed type's break-even cost at equal points against the field,
 * its group (of `figures`) meeting each opponent's group of the same points in both roles
 * under every condition set, in the system's balance combat (an engagement, to a result);
 * with `only`, that type's alone (`balance <system> <type>`). Each type starts at `budget`
 * points and climbs to larger levels until its interval is at most one pricing step wide,
 * or says why it cannot (CLIMB; low RULINGS R33). A merge's book (run.book) answers each
 * type's search from its shard's counts.
 */
export async function solveBreakEvens(
  hooks: BalanceHooks,
  system: RuleSystem,
  overlay: OverlaySpec | null,
  options: Readonly<Record<string, unknown>>,
  sets: ConditionSets,
  field: ReadonlyMap<string, number>,
  run: Omit<RunOptions, 'onProgress'>,
  budget: number,
  only?: string,
): Promise<SolveRow[]> {
  const ask: SearchAsk = { system, overlay, options, sets, field, run, budget, only };
  const setup = setUp(ask);
  const { costed, leftOut } = setup;
  const most = setup.base.most;
  if (leftOut.length > 0) hooks.note(`${leftOut.length} types of the field need more than ${most} figures at ${budget} points and are left out of it (e.g. ${leftOut[0]?.id})`);
  const progress = hooks.progress(`${system.id}: break-even costs`, 'types');
  // One pool for the whole search: it asks for hundreds of runs one after another, each too
  // small for a pool of its own to outlast its in-thread start (lazy-pool.ts; the cache is
  // the pool's, for the work it keeps in this thread). A merge reads counts and runs nothing.
  const pool = run.workers === 0 || run.method === 'exact' || run.book?.replays === true ? null : await createRunPool(run.workers, run.poolWhenNeeded === true, new PrepareCache(run.systems));
  const solveOne = async (type: SystemRow): Promise<SolveRow> => ({ id: type.id, cost: type.cost, breakEven: await searchOne(setup, ask, type, pool?.run, run.book?.within(searchKey(ask, type.id))) });
  // One type after another: searching them all at once measured no faster (13.4-14.1 s
  // against 13.0 s), with more memory and a progress line that stood still.
  const rows: SolveRow[] = [];
  try {
    for (const [k, type] of costed.entries()) {
      rows.push(await solveOne(type));
      progress.update(k + 1, costed.length);
    }
    return rows;
  } finally {
    progress.finish();
    await pool?.close();
  }
}

/** One type's search from the starting level up, level by level, until one step wide or a reason why not. */
async function climb(base: SearchBase, type: SystemRow, start: number, step: number): Promise<SolveRow['breakEven']> {
  const levels: LevelBreakEven[] = [];
  let points = start;
  // The group its own cost buys: where a fairly priced type crosses 50%, so the gallop starts there.
  let guess = start / (type.cost ?? 1);
  for (;;) {
    const { search, leftOut } = searchAt(base, points);
    // Up to four times the group the type's own cost buys: a break-even cost below a quarter
    // of the price is reported as such (largest-group-loses), not chased to 100 figures.
    const own = Math.max(1, Math.round(points / (type.cost ?? 1)));
    const record: ByOpponent = new Map();
    const found = await breakEven(points, Math.min(base.most, Math.max(4 * own, Math.ceil(2 * guess))), (figures) => shareAt(search, type, figures, record), guess);
    const level: LevelBreakEven = { ...(await sharpened(search, type, found, step, record)), leftOut: leftOut.map((o) => o.id) };
    levels.push(level);
    const next = nextLevel(base, level, start, step, levels.length);
    if (typeof next === 'string' || next === null) return { ...level, levels, reason: next, atCost: shareAtCost(type, level, record) };
    points = next.points;
    guess = next.guess;
  }
}

/**
 * Where a type's search goes after `level`: nowhere (null) when its interval is one step wide;
 * a reason when it cannot narrow it; else the next level and the group size to start at.
 */
function nextLevel(base: SearchBase, level: LevelBreakEven, start: number, step: number, searched: number): { points: number; guess: number } | string | null {
  const steps = (b: BreakEven): string => (b.interval ? `the interval is ${(width(b) / step).toFixed(1)} steps wide at ${b.points} points` : `one figure still wins half at ${b.points} points`);
  if (level.bound === 'largest-group-loses') return `worth less than a quarter of its cost: even ${boundCost(level)?.largest} figures lose at ${level.points} points`;
  if (level.bound === null && width(level) <= step + 1e-9) return null;
  // Worth at least the whole level (one figure wins): twice the level brackets it for an
  // estimate to climb from, at the cost of one or two figures a side.
  const estimate = level.cost ?? 2 * level.points;
  const needed = level.bound === 'one-figure-wins' ? 2 * level.points : pointsLevel(start, estimate, CLIMB.margin * step);
  if (needed <= level.points) return `sampling error: ${steps(level)}, with the two sizes either side of 50% run ${CLIMB.sharpen} times over`;
  if (searched >= CLIMB.maxLevels) return `searched ${searched} points levels; ${steps(level)}`;
  // The highest level up to the needed one at which its group fits and most of the field can still be fielded.
  const open = (p: number): boolean => p / estimate <= base.most && searchAt(base, p).kept >= CLIMB.keptWeight;
  let points = level.points;
  for (let p = level.points + start; p <= needed && open(p); p += start) points = p;
  if (points === level.points) {
    const blocked = level.points + start;
    if (blocked / estimate > base.most) return `its group would need more than ${base.most} figures at ${blocked} points; ${steps(level)}`;
    const out = searchAt(base, blocked).leftOut;
    return `at ${blocked} points ${out.length} types of the field (the cheapest, e.g. ${out.at(0)?.id}) would need more than ${base.most} figures, over half its weight; ${steps(level)}`;
  }
  return { points, guess: points / estimate };
}
