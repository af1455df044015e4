import { addResult, runChunkRange } from './chunks.js';
import { createChunkPool, type ChunkPool } from './pool.js';
import type { PrepareCache } from './prepare-cache.js';
import { emptyResult, runTask, saying, taskWay } from './run-task.js';
import type { ChunkResult, ChunkTask } from './task.js';

/**
 * Work this thread does before it starts the workers. A worker costs about 0.15 s to start
 * (loading the worker and its rule systems), and on 2 cores a pool gains on this thread only
 * for work of more than about 0.3 s; not knowing how much work is left, the thread does that
 * much first (the ski-rental rule): a smaller run never starts a worker, and a larger one
 * finishes at most about 0.15 s later than with workers from the start.
 */
export const IN_THREAD_BUDGET_MS = inThreadBudget(process.env['ODDSMITH_IN_THREAD_MS']);

/**
 * ODDSMITH_IN_THREAD_MS sets that budget (Infinity: workers only where --workers asks). The
 * test suite sets it: it runs a file on each core, so a command's workers find no idle core
 * and add only their start-up and a second preparation of each matchup (a Chainmail balance
 * took about twice the CPU with them).
 */
function inThreadBudget(text: string | undefined): number {
  const ms = Number(text);
  return text === undefined || text.trim() === '' || Number.isNaN(ms) || ms < 0 ? 300 : ms;
}

/**
 * A pool of `workers` threads that runs its first tasks in this thread, chunk by chunk, and
 * starts the threads once those have taken `budgetMs`: a task cut short there sends
 * its remaining chunks to the pool. Counts do not change, since every chunk draws from its
 * own generator wherever it runs; only how soon a small run finishes does. `cache` is the
 * run's (on its planned systems), whose matchups are then not prepared again here.
 *
 * @example
 * const pool = createLazyChunkPool(2, new PrepareCache(systems)); await pool.run(task); pool.threads(); // => 0 for a small task
 */
export function createLazyChunkPool(workers: number, cache: PrepareCache, budgetMs = IN_THREAD_BUDGET_MS): ChunkPool {
  let spentMs = 0;
  let started: Promise<ChunkPool> | null = null;
  const pool = (): Promise<ChunkPool> => (started ??= createChunkPool(workers));

  const run = async (task: ChunkTask): Promise<ChunkResult> => {
    if (started) return (await started).run(task);
    if (spentMs >= budgetMs) return (await pool()).run(task);
    const inThread = (): ChunkResult => {
      const t0 = performance.now();
      const result = runTask(cache, task);
      spentMs += performance.now() - t0;
      return result;
    };
    // Exact work, or a batch of small matchups, is one piece: here while the budget lasts, on the pool after.
    if (task.exact || task.more) return inThread();
    const prepared = cache.get(task.matchup);
    if (taskWay(prepared, task) === 'exact') return inThread();
    const result = emptyResult(prepared.kernel);
    let chunk = task.range.firstChunk;
    while (chunk < task.range.endChunk && spentMs < budgetMs) {
      const t0 = performance.now();
      runChunkRange(prepared.kernel, { ...task.range, firstChunk: chunk, endChunk: chunk + 1 }, result.weights, result.metrics);
      spentMs += performance.now() - t0;
      chunk++;
    }
    // The rest goes to the pool as a task of a known way (Monte Carlo).
    if (chunk < task.range.endChunk) addResult(result, await (await pool()).run({ matchup: task.matchup, range: { ...task.range, firstChunk: chunk } }));
    return saying(result, prepared, task, 'mc');
  };

  return {
    run,
    threads: () => (started ? workers : 0),
    close: async () => {
      if (started) await (await started).close();
    },
  };
}

/**
 * A run's pool: started when the run needs it if the user gave no --workers (`whenNeeded`),
 * else at once with the workers asked for.
 */
export async function createRunPool(workers: number, whenNeeded: boolean, cache: PrepareCache): Promise<ChunkPool> {
  return whenNeeded ? createLazyChunkPool(workers, cache) : createChunkPool(workers);
}
