import type { Kernel } from '../core/kernel.js';
import type { PreparedMatchup } from '../core/system.js';
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
  const way = taskWay(prepared, task);
  if (way === 'exact') {
    const tally = exactTally(kernel);
    if (!tally) throw new Error('internal: an exact task for a matchup that cannot be enumerated');
    return saying({ weights: tally.weights, metrics: [...tally.metrics], total: tally.total, ...(tally.space === undefined ? {} : { space: tally.space }) }, prepared, task, way);
  }
  const result = emptyResult(kernel);
  runChunkRange(kernel, task.range, result.weights, result.metrics);
  return saying(result, prepared, task, way);
}

/** How a task is worked: as it says, or, a matchup sent unprepared, as its method chooses (task.ts). */
export function taskWay(prepared: PreparedMatchup, task: ChunkTask): 'exact' | 'mc' {
  if (task.method === undefined) return task.exact ? 'exact' : 'mc';
  return wayOf(prepared, task.method, task.matchup.combat);
}

/** The result of a matchup sent unprepared says the way it was worked and the result's shape; any other is as it is. */
export function saying(result: ChunkResult, prepared: PreparedMatchup, task: ChunkTask, way: 'exact' | 'mc'): ChunkResult {
  return task.method === undefined ? result : { ...result, chosen: { way, shape: shapeOf(prepared) } };
}

/** An exact task's result as a tally (its total weight and what it enumerated). */
export function exactResultTally(r: ChunkResult): Tally {
  return { weights: r.weights, metrics: r.metrics, total: r.total ?? 1, ...(r.space === undefined ? {} : { space: r.space }) };
}
