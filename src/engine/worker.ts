/** Piscina worker entry: transports tasks to `runTask`; all logic lives elsewhere. */
import { loadSystems } from '../rules/registry.js';
import { PrepareCache } from './prepare-cache.js';
import { runTask } from './run-task.js';
import type { ChunkResult, ChunkTask } from './task.js';

const cache = new PrepareCache();

/**
 * A worker loads only the systems its tasks name (a Monte Carlo run of hott2 never loads
 * Little Orc Wars): most of a worker's start-up is importing rule systems.
 */
export default async function work(task: ChunkTask): Promise<ChunkResult> {
  const { system, overlay } = task.matchup;
  await loadSystems(overlay ? [system, overlay.base] : [system]);
  return runTask(cache, task);
}
