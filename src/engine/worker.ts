/** Piscina worker entry: transports tasks to `runTask`; all logic lives elsewhere. */
import { UsageError } from '../core/errors.js';
import type { RuleSystem } from '../core/system.js';
import { loadSystem } from '../rules/registry.js';
import { PrepareCache } from './prepare-cache.js';
import { rebuiltSystems } from './rebuilt-systems.js';
import { runTask } from './run-task.js';
import type { ChunkResult, ChunkTask } from './task.js';

/**
 * A worker's task handler over systems loaded by `load`. It rebuilds each system a task
 * names (its overlay applied) once per thread, and loads only the systems its tasks name (a
 * Monte Carlo run of hott2 never loads Little Orc Wars): most of a worker's start-up is
 * importing rule systems.
 */
export function workerEntry(load: (id: string) => Promise<RuleSystem>): (task: ChunkTask) => Promise<ChunkResult> {
  const systems = rebuiltSystems(load);
  // A task's chunks arrive together, so a few thousand matchups are plenty; a break-even
  // search sends tens of thousands, each once.
  const cache = new PrepareCache(systems, WORKER_MATCHUPS_KEPT);
  return async (task) => {
    try {
      // A task may carry more matchups, each with its own overlay (a break-even search's prices).
      for (const t of [task, ...(task.more ?? [])]) await systems.ready(t.matchup);
      return runTask(cache, task);
    } catch (error) {
      if (error instanceof UsageError) return { weights: new Float64Array(0), metrics: [], refused: error.message };
      throw error;
    }
  };
}

/** Prepared matchups a worker keeps. */
const WORKER_MATCHUPS_KEPT = 4096;

export default workerEntry(loadSystem);
