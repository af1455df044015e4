import { createRequire } from 'node:module';
import { availableParallelism } from 'node:os';
import { pathToFileURL } from 'node:url';
import { UsageError } from '../core/errors.js';
import type { ChunkExecutor, ChunkResult, ChunkTask } from './task.js';

/** Default worker count: the cores this machine offers. */
export function defaultWorkers(): number {
  return availableParallelism();
}

/**
 * The worker file next to this one. Built (dist/*.js) it is plain JS; run from source
 * (tsx, vitest) it is .ts, which Node loads only with tsx registered in the worker, and it
 * imports every system up front (worker-from-source.ts).
 * ODDSMITH_WORKER, a compiled worker's path, overrides both: the test suite runs from source
 * but starts its pools on dist/engine/worker.js (test/global-setup.ts builds it), since a
 * worker that must load tsx first takes about 0.7 s longer to start.
 */
function workerOptions(): { filename: string; execArgv: string[] } {
  const compiled = process.env.ODDSMITH_WORKER;
  if (compiled) return { filename: pathToFileURL(compiled).href, execArgv: [...NO_REQUIRE_ESM] };
  const fromSource = import.meta.url.endsWith('.ts');
  // By way of ../engine/: the same file from src/engine, dist/engine or the CLI's bundle (dist/bundle, scripts/bundle-cli.ts).
  const filename = new URL(fromSource ? '../engine/worker-from-source.ts' : '../engine/worker.js', import.meta.url).href;
  if (!fromSource) return { filename, execArgv: [...NO_REQUIRE_ESM] };
  const tsx = pathToFileURL(createRequire(import.meta.url).resolve('tsx')).href;
  return { filename, execArgv: [...NO_REQUIRE_ESM, '--import', tsx] };
}

/**
 * Piscina loads a worker file with require() first and import() only if that throws. On
 * Node 20.19+ require() of an ES module succeeds, through a synchronous path that once in a
 * dozen test runs aborted the whole process ("v8::Module::IsGraphAsync must be used on an
 * instantiated module", from loadESMFromCJS). Without require(esm) in the worker, require()
 * throws at once and the worker loads by import(), the ordinary ES module path. (Left out
 * on a Node that no longer knows the flag.)
 */
const NO_REQUIRE_ESM: string[] = process.allowedNodeEnvironmentFlags.has('--no-experimental-require-module') ? ['--no-experimental-require-module'] : [];

/** A pool of `workers` threads, created once per run; `close` when the run ends. */
export interface ChunkPool {
  readonly run: ChunkExecutor;
  /** Worker threads started: 0 for a lazy pool (lazy-pool.ts) that has run every task in this thread. */
  threads(): number;
  close(): Promise<void>;
}

/**
 * Start a pool of `workers` threads running chunk tasks.
 *
 * @example
 * const pool = await createChunkPool(2); await pool.run(task); await pool.close();
 */
export async function createChunkPool(workers: number): Promise<ChunkPool> {
  // Loaded here, not at the top: exact runs and quick commands never start a pool.
  const { Piscina } = await import('piscina');
  const pool = new Piscina<ChunkTask, ChunkResult>({
    ...workerOptions(),
    minThreads: workers,
    maxThreads: workers,
    idleTimeout: 60_000,
  });
  return {
    run: async (task) => {
      const result = await pool.run(task);
      if (result.refused !== undefined) throw new UsageError(result.refused);
      return result;
    },
    threads: () => workers,
    close: () => pool.destroy(),
  };
}
