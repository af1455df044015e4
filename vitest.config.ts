import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    globalSetup: ['test/global-setup.ts'],
    // Worker pools start on the compiled worker (src/engine/pool.ts); one test keeps the tsx path.
    env: { ODDSMITH_WORKER: fileURLToPath(new URL('dist/engine/worker.js', import.meta.url)) },
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // The machine has 2 cores; tests that start worker pools must not starve each other.
    maxWorkers: 2,
    // With both cores running a test file each, V8's background threads (its optimising
    // compiler, concurrent GC) only take turns with the other file: on the main thread they
    // cost the suite about 2.5 s less CPU and 1.4 s less time.
    execArgv: ['--single-threaded'],
    // Test files share their worker's module cache: loading and JIT-warming jsdom, d3, zod and
    // the rules once per worker instead of once per file halves the suite's time. Tests keep
    // no state between files (each writes under its own temporary folder).
    isolate: false,
  },
});
