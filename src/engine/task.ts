import type { Matchup } from '../core/system.js';
import type { ChunkRange } from './chunks.js';

/** What a worker receives: plain data only, so it crosses a thread boundary as is. */
export interface ChunkTask {
  readonly matchup: Matchup;
  readonly range: ChunkRange;
  /** Work the matchup's exact distribution instead (the range is then not read): exact work spreads over the pool as chunks do. */
  readonly exact?: boolean;
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
  /** The results of the task's `more`, in order. */
  readonly more?: readonly ChunkResult[];
}

/** Anything that runs a chunk task: the worker pool, or this thread in tests. */
export type ChunkExecutor = (task: ChunkTask) => Promise<ChunkResult>;
