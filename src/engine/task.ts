import type { Matchup } from '../core/system.js';
import type { ResultShape } from './aggregate.js';
import type { ChunkRange } from './chunks.js';
import type { ChosenInThread } from './way.js';

/** What a worker receives: plain data only, so it crosses a thread boundary as is. */
export interface ChunkTask {
  readonly matchup: Matchup;
  readonly range: ChunkRange;
  /** Work the matchup's exact distribution instead (the range is then not read): exact work spreads over the pool as chunks do. */
  readonly exact?: boolean;
  /**
   * The matchup was not prepared by the thread that sent it: the thread that runs the task
   * prepares it, works it exactly or runs the range as this method chooses (work.ts `wayOf`),
   * and says which in its result, with the result's shape. Preparing a matchup of groups
   * (sizing its dynamic programmes) costs as much as hundreds of its trials: done where the
   * trials run, the thread that sent it only adds up counts (run-matchups.ts).
   */
  readonly method?: ChosenInThread;
  /**
   * Tasks of further matchups carried in the same message, each of one chunk: a run of many
   * small matchups (hundreds of trials each) would otherwise spend more on messages than on
   * trials (montecarlo.ts). Their results come back in `more`, in order.
   */
  readonly more?: readonly ChunkTask[];
}

/** What a worker sends back: weight per joint code, and metric histograms. */
export interface ChunkResult {
  readonly weights: Float64Array;
  readonly metrics: Float64Array[];
  /** An exact task's total weight and what it enumerated, in words. */
  readonly total?: number;
  readonly space?: string;
  /** A task with `method`: the way it was worked (an exact result's range was not read) and the result's shape. */
  readonly chosen?: { readonly way: 'exact' | 'mc'; readonly shape: ResultShape };
  /** The results of the task's `more`, in order. */
  readonly more?: readonly ChunkResult[];
  /**
   * The one sentence of a UsageError the worker met (rules that cannot play a matchup it
   * prepared): an error's class does not cross a thread, so the pool throws it again as one.
   */
  readonly refused?: string;
}

/** Anything that runs a chunk task: the worker pool, or this thread in tests. */
export type ChunkExecutor = (task: ChunkTask) => Promise<ChunkResult>;
