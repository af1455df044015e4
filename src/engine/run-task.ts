import { runChunkRange } from './chunks.js';
import type { PrepareCache } from './prepare-cache.js';
import type { ChunkResult, ChunkTask } from './task.js';

/** Run one chunk task in this thread: what a worker does, and what tests do without a pool. */
export function runTask(cache: PrepareCache, task: ChunkTask): ChunkResult {
  const { kernel } = cache.get(task.matchup);
  const weights = new Float64Array(kernel.outcomeCount);
  const metrics = kernel.metrics.map((m) => new Float64Array(m.max + 2));
  runChunkRange(kernel, task.range, weights, metrics);
  return { weights, metrics };
}
