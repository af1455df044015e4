import type { Matchup } from '../core/system.js';
import type { ChunkRange } from './chunks.js';

/** What a worker receives: plain data only, so it crosses a thread boundary as is. */
export interface ChunkTask {
  readonly matchup: Matchup;
  readonly range: ChunkRange;
  /** Work the matchup's exact distribution instead (the range is then not read): exact work spreads over the pool as chunks do. */
  readonly exact?: boolean;
}

/** What a worker sends back: weight per joint code, and metric histograms. */
export interface ChunkResult {
  readonly weights: Float64Array;
  readonly metrics: Float64Array[];
  /** An exact task's total weight and what it enumerated, in words. */
  readonly total?: number;
  readonly space?: string;
}

/** Anything that runs a chunk task: the worker pool, or this thread in tests. */
export type ChunkExecutor = (task: ChunkTask) => Promise<ChunkResult>;
