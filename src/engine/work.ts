import type { Matchup } from '../core/system.js';
import type { TallyBook } from './tally-book.js';
import type { ChunkExecutor } from './task.js';
import type { McTarget } from './montecarlo.js';
import type { MethodChoice } from './way.js';

/**
 * A run's work, listed before anything is computed, so that it can be cut into shards (one
 * machine's part each) and merged back (docs/architecture.md, "A plan cut into parts"). Two kinds:
 *  - a batch: matchups with fixed settings (a scenario's sweep, a balance matrix, a battle).
 *    Its Monte Carlo chunks are independent, so a batch is cut to the chunk.
 *  - a unit: work whose next step reads its own results (a type's break-even search). It
 *    depends on nothing outside itself, so it runs whole on one shard.
 */
export type Work = BatchWork | UnitWork;

/** How a batch's matchups run: what defines their counts. */
export interface BatchRun {
  readonly method: MethodChoice;
  readonly target: McTarget;
  readonly seed: number;
}

export interface BatchWork {
  readonly kind: 'batch';
  readonly matchups: readonly Matchup[];
  readonly run: BatchRun;
}

export interface UnitWork {
  readonly kind: 'unit';
  /** Names the unit in the counts it records: unique in the run. */
  readonly key: string;
  /** Everything that defines its results, for the plan's identity (JSON). */
  readonly identity: unknown;
  /** Estimated cost, in the units of `trialCost` times trials (work-cost.ts): only to share shards fairly. */
  readonly cost: number;
  /** Run it whole on one part, its counts kept in `book`, on the part's executor. */
  run(book: TallyBook, executor: ChunkExecutor | undefined): Promise<void>;
}

/**
 * The key a matchup's counts are recorded under: its random stream, seed and target, or
 * `exact`. The same matchup asked twice with the same settings has the same counts.
 */
export function countsKey(stream: bigint, way: 'exact' | 'mc', run: BatchRun): string {
  const hex = stream.toString(16).padStart(16, '0');
  if (way === 'exact') return `${hex}|exact`;
  return 'trials' in run.target ? `${hex}|seed=${run.seed}|trials=${run.target.trials}` : `${hex}|seed=${run.seed}|precision=${run.target.precision}`;
}
