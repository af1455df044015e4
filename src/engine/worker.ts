/** Piscina worker entry: transports tasks to `runTask`; all logic lives elsewhere. */
import '../rules/all-systems.js';
import { PrepareCache } from './prepare-cache.js';
import { runTask } from './run-task.js';
import type { ChunkResult, ChunkTask } from './task.js';

const cache = new PrepareCache();

export default function work(task: ChunkTask): ChunkResult {
  return runTask(cache, task);
}
