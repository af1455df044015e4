import type { Matchup } from '../core/system.js';
import type { RecordingBook } from './counts-book.js';
import type { ChunkExecutor } from './task.js';
import { CHUNK_TRIALS } from './chunks.js';
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
  /** Run it whole on this shard, its counts kept in `book`, on the shard's executor. */
  run(book: RecordingBook, executor: ChunkExecutor | undefined): Promise<void>;
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

/** Chunks a fixed-trials matchup runs. */
export function chunkCount(trials: number): number {
  return Math.ceil(trials / CHUNK_TRIALS);
}

/**
 * A fixed-trials run's chunks cut into at most `parts` contiguous ranges holding near-equal
 * trials (its last chunk may be partial), so a single large matchup spreads over every shard.
 *
 * @example
 * splitChunks(200_000, 3); // => [[0,1],[1,2],[2,4]]: 65,536, 65,536 and 68,928 trials
 */
export function splitChunks(trials: number, parts: number): [number, number][] {
  const chunks = chunkCount(trials);
  const out: [number, number][] = [];
  let first = 0;
  for (let k = 1; k <= parts && first < chunks; k++) {
    const end = k === parts ? chunks : Math.max(first + 1, Math.min(chunks, Math.round((k * trials) / parts / CHUNK_TRIALS)));
    out.push([first, end]);
    first = end;
  }
  return out;
}

/**
 * Shares pieces of work among `shards` so each takes about the same estimated cost: the
 * largest first, each to the least loaded shard (ties to the lower index). Deterministic,
 * so every shard and the merge compute the same assignment. Returns each piece's shard (0-based).
 *
 * @example
 * assignShards([5, 3, 3, 2], 2); // => [0, 1, 1, 0]
 */
export function assignShards(costs: readonly number[], shards: number): number[] {
  const order = costs.map((_, i) => i).sort((a, b) => (costs[b] as number) - (costs[a] as number) || a - b);
  const load = new Array<number>(shards).fill(0);
  const owner = new Array<number>(costs.length).fill(0);
  for (const i of order) {
    let best = 0;
    for (let s = 1; s < shards; s++) if ((load[s] as number) < (load[best] as number)) best = s;
    owner[i] = best;
    load[best] = (load[best] as number) + (costs[i] as number);
  }
  return owner;
}
