import type { Kernel } from '../core/kernel.js';
import { shapeOf, type Tally } from './aggregate.js';
import { runChunkRange } from './chunks.js';
import { exactTally } from './exact.js';
import type { PrepareCache } from './prepare-cache.js';
import type { ChunkResult, ChunkTask } from './task.js';
import { wayOf } from './way.js';

/** Zero counts for a kernel: a weight per joint code, and each metric's max + 2 bins. */
export function emptyResult(kernel: Kernel): ChunkResult {
  return { weights: new Float64Array(kernel.outcomeCount), metrics: kernel.metrics.map((m) => new Float64Array(m.max + 2)) };
}

/** Run one chunk task in this thread: what a worker does, and what tests do without a pool. */
export function runTask(cache: PrepareCache, task: ChunkTask): ChunkResult {
  const own = runOne(cache, task);
  return task.more ? { ...own, more: task.more.map((t) => runOne(cache, t)) } : own;
}

function runOne(cache: PrepareCache, task: ChunkTask): ChunkResult {
  const prepared = cache.get(task.matchup);
  const { kernel } = prepared;
  // A matchup sent unprepared is worked the way its method chooses, and says so (task.ts).
  const way = task.method === undefined ? (task.exact ? 'exact' : 'mc') : wayOf(prepared, task.method, task.matchup.combat);
  const chosen = task.method === undefined ? {} : { chosen: { way, shape: shapeOf(prepared) } };
  if (way === 'exact') {
    const tally = exactTally(kernel);
    if (!tally) throw new Error('internal: an exact task for a matchup that cannot be enumerated');
    return { weights: tally.weights, metrics: [...tally.metrics], total: tally.total, ...(tally.space === undefined ? {} : { space: tally.space }), ...chosen };
  }
  const result = emptyResult(kernel);
  runChunkRange(kernel, task.range, result.weights, result.metrics);
  return { ...result, ...chosen };
}

/** An exact task's result as a tally (its total weight and what it enumerated). */
export function exactResultTally(r: ChunkResult): Tally {
  return { weights: r.weights, metrics: r.metrics, total: r.total ?? 1, ...(r.space === undefined ? {} : { space: r.space }) };
}
