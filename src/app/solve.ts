import { attackerShare } from '../analysis/matchup-score.js';
import { breakEven, type ShareAt, type SolveRow } from '../analysis/break-even.js';
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
type Weighted = { readonly matchup: Matchup; readonly weight: number; readonly ours: 'attacker' | 'defender' };

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
function equalPointsMatchups(search: Search, type: SystemRow, figures: number): { matchups: Weighted[]; lost: number } {
  const { system, sets, field } = search;
  const matchups: Weighted[] = [];
  let lost = 0;
  const side = (troop: string, count: number, conditions: Readonly<Record<string, unknown>> | undefined) => ({ troop: `${count}*${troop}`, conditions: conditions ?? {} });
  for (const o of search.opponents) {
    const points = theirPoints(search, o.cost ?? 0);
    const theirs = Math.round(points / (o.cost ?? 1));
    const ours = (figures * points) / search.spec.points;
    const sizes = Number.isInteger(ours) ? [[ours, 1]] : [[Math.floor(ours), Math.ceil(ours) - ours], [Math.ceil(ours), ours - Math.floor(ours)]];
    for (const [whole, part] of sizes as [number, number][]) {
      if (whole < 1) {
        lost += 2 * sets.length * (field.get(o.id) ?? 0) * part;
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
        matchups.push({ matchup: make('attacker'), weight, ours: 'attacker' }, { matchup: make('defender'), weight, ours: 'defender' });
      }
    }
  }
  return { matchups, lost };
}

/** `type`'s share against the field at `figures` per budget, weighted by the field, with its half-width. */
async function shareAt(search: Search, type: SystemRow, figures: number): Promise<ShareAt> {
  const { matchups, lost } = equalPointsMatchups(search, type, figures);
  const outcomes = kindOf(search.system, search.spec.combat).outcomes;
  let total = 0;
  let weights = lost;
  let variance = 0;
  for (const { result, weight, ours } of await runEach(matchups, search.runOn)) {
    const s = attackerShare(result, outcomes);
    total += weight * (ours === 'attacker' ? s : 1 - s);
    weights += weight;
    variance += (weight * result.maxHalfWidth) ** 2;
  }
  return { figures, share: total / weights, halfWidth: Math.sqrt(variance) / weights };
}

/**
 * `balance --solve`: each costed type's break-even cost at equal points against the field,
 * its group (of `figures`) meeting each opponent's group of the same points in both roles
 * under every condition set, in the system's balance combat (an engagement, to a result);
 * with `only`, that type's alone (`balance <system> <type>`).
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
  const groups = system.balanceGroups;
  if (!groups) throw new Error(`internal: ${system.id} declares no balanceGroups`);
  const spec = { ...groups, points: budget };
  const most = Math.min(system.groups.maxFigures, MAX_FIGURES);
  const fits = (cost: number): boolean => equalPoints(cost, cost, budget, most) !== null;
  const opponents = system.rows.filter((o) => o.cost !== null && (field.get(o.id) ?? 0) > 0 && fits(o.cost));
  const unfit = system.rows.filter((o) => o.cost !== null && (field.get(o.id) ?? 0) > 0 && !fits(o.cost));
  if (opponents.length === 0) throw new UsageError(`at ${budget} points no type of the field fits within ${most} figures a side; give a smaller --points`);
  if (unfit.length > 0) hooks.note(`${unfit.length} types of the field need more than ${most} figures at ${budget} points and are left out of it (e.g. ${unfit[0]?.id})`);
  const costed = system.rows.filter((r) => r.cost !== null && (only === undefined || r.id === only));
  const progress = hooks.progress(`${system.id}: break-even costs`, 'types');
  // One pool for the whole search: it asks for hundreds of runs one after another, each too
  // small for a pool of its own to outlast its in-thread start (lazy-pool.ts; the cache is
  // the pool's, for the work it keeps in this thread). Its results are read for their
  // outcomes alone: no metric summaries.
  const pool = run.workers === 0 || run.method === 'exact' ? null : await createRunPool(run.workers, run.poolWhenNeeded === true, new PrepareCache(run.systems));
  const search: Search = { system, overlay, options, sets, field, spec, most, opponents, runOn: { ...run, executor: pool?.run, summaries: false } };
  // Search up to four times the group the type's own cost buys: a break-even cost below a
  // quarter of the price is reported as such (largest-group-loses), not chased to 100 figures.
  const solveOne = async (type: SystemRow): Promise<SolveRow> => {
    const own = Math.max(1, Math.round(spec.points / (type.cost ?? 1)));
    return { id: type.id, cost: type.cost, breakEven: await breakEven(spec.points, Math.min(most, 4 * own), (figures) => shareAt(search, type, figures)) };
  };
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
