import { PLAN_IDS, type PlanId } from '../core/battle-rules.js';
import { systemKey } from '../core/plan.js';
import type { Score } from '../analysis/army-worth.js';
import type { McProgress } from '../engine/montecarlo.js';
import { runEach, type RunOptions } from '../engine/run-matchups.js';
import { streamKey } from '../engine/stream-key.js';
import { summedProgress } from '../engine/summed-progress.js';
import { roundsCost } from '../engine/work-cost.js';
import type { UnitWork } from '../engine/work.js';
import { hashString } from '../rng/mix.js';
import { fieldScore, type FoughtCell, type WorthCell } from './worth-cells.js';

/**
 * Worth under best play (src/rules/common/battle/RULINGS.md B20; issue #49): a reference army
 * plays the plan of play that scores most against the field. Its unaltered army is fought under
 * each plan against each army of the field (the choosing battles, `planTrials` a matchup, on a
 * seed of their own, so that the chosen plan's score is not read from the battles that chose
 * it); then the army and its variants under the chosen plan, at the run's trials. An army's two
 * steps read only their own results: in a sharded run each army is a unit (engine/work.ts).
 */

/** The first plan listed: the line advance (P1), the default and the choice on a tie. */
const LINE_ADVANCE: PlanId = PLAN_IDS[0];

/** A reference army that plays its best plan. */
export interface ChoosingArmy {
  readonly reference: number;
  readonly name: string;
  /** Its unaltered army under each plan against each army of the field. */
  readonly choose: readonly WorthCell[];
  /** Its battles under a plan: the army and each variant against each army of the field. */
  readonly under: (plan: PlanId) => WorthCell[];
  /** How many battles `under` lists, whatever the plan. */
  readonly playing: number;
}

export interface BestPlay {
  /** Battles a matchup of the choosing battles. */
  readonly planTrials: number;
  /** Their seed, drawn from the run's (chooseSeed). */
  readonly seed: number;
  readonly armies: readonly ChoosingArmy[];
  /** What names each army's unit in a sharded run's counts: the system with its overlay. */
  readonly system: string;
}

/** One army played at its best: its score under each plan in the choosing battles, the plan chosen, its battles under it. */
export interface ArmyPlayed {
  readonly reference: number;
  readonly plan: PlanId;
  readonly scores: readonly { readonly plan: PlanId; readonly score: Score }[];
  readonly chosen: readonly FoughtCell[];
  readonly played: readonly FoughtCell[];
}

/** The choosing battles' seed: the run's, hashed with a label of their own (a whole number below 2^53). */
export function chooseSeed(seed: number): number {
  return Number(hashString(`best plan ${seed}`) >> 11n);
}

/** The plan with the highest mean score; on a tie the one listed first (PLAN_IDS: the line advance first). */
export function bestPlan(scores: readonly { readonly plan: PlanId; readonly score: Score }[]): PlanId {
  let best: (typeof scores)[number] | null = null;
  for (const s of scores) if (best === null || s.score.mean > best.score.mean) best = s;
  return best?.plan ?? LINE_ADVANCE;
}

/** The name of an army's unit in the counts. */
const unitKey = (best: BestPlay, army: ChoosingArmy): string => `best plan ${best.system} ${army.name}`;

/** An army's choosing battles, its plan chosen, then its battles under it: on `run`'s executor and book. */
async function playBest(best: BestPlay, army: ChoosingArmy, run: RunOptions, onStep?: (step: 0 | 1) => McProgress): Promise<ArmyPlayed> {
  const chosen = await runEach(army.choose, { ...run, seed: best.seed, target: { trials: best.planTrials }, onProgress: onStep?.(0) });
  const scores = PLAN_IDS.map((plan) => ({ plan, score: fieldScore(chosen.filter((c) => c.plan === plan)) }));
  const plan = bestPlan(scores);
  return { reference: army.reference, plan, scores, chosen, played: await runEach(army.under(plan), { ...run, onProgress: onStep?.(1) }) };
}

/** Each army as a unit of a sharded run: its identity the streams of its battles, its cost their figures a battle. */
export function bestPlayUnits(best: BestPlay, run: RunOptions): UnitWork[] {
  const trials = 'trials' in run.target ? run.target.trials : best.planTrials;
  const streams = (cells: readonly WorthCell[]): string[] => cells.map((c) => `${systemKey(c.matchup)}\u0000${streamKey(c.matchup, run.systems)}`);
  const cost = (cells: readonly WorthCell[], n: number): number => cells.reduce((sum, c) => sum + n * roundsCost(c.matchup), 0);
  return best.armies.map((army) => {
    const line = army.under(LINE_ADVANCE);
    return {
      kind: 'unit' as const,
      key: unitKey(best, army),
      identity: { method: run.method, target: run.target, seed: run.seed, planTrials: best.planTrials, chooseSeed: best.seed, choose: streams(army.choose), play: streams(line) },
      cost: cost(army.choose, best.planTrials) + cost(line, trials),
      run: async (book, executor) => {
        await playBest(best, army, { ...run, book, executor, onProgress: undefined });
      },
    };
  });
}

/** The battles best play fights at `trials` a matchup: every army's choosing battles and its battles under its plan. */
export function bestPlayBattles(best: BestPlay, trials: number): number {
  return best.armies.reduce((sum, a) => sum + a.choose.length * best.planTrials + a.playing * trials, 0);
}

/**
 * Every army at its best, the armies at once on `run`'s executor (each its two steps in turn);
 * from a merge's book, each army's counts read from its unit's. `onProgress` counts the battles
 * of all of them.
 */
export async function playAllBest(best: BestPlay, run: RunOptions, onProgress?: McProgress): Promise<ArmyPlayed[]> {
  const report = summedProgress(onProgress, bestPlayBattles(best, 'trials' in run.target ? run.target.trials : 0), 2 * best.armies.length);
  return Promise.all(best.armies.map((army, i) => playBest(best, army, { ...run, book: run.book?.within(unitKey(best, army)) }, (step) => report(2 * i + step))));
}
