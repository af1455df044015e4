import { describe, expect, it } from 'vitest';
import { resolveMatchup } from '../../src/core/matchup.js';
import { CHUNK_TRIALS } from '../../src/engine/chunks.js';
import { createLazyChunkPool } from '../../src/engine/lazy-pool.js';
import { chunksPerTask } from '../../src/engine/montecarlo.js';
import { PrepareCache } from '../../src/engine/prepare-cache.js';
import { runMatchups } from '../../src/engine/run-matchups.js';
import { runTask } from '../../src/engine/run-task.js';
import { hott2 } from '../../src/rules/hott2/index.js';
import { low as lowSystem } from '../../src/rules/low/index.js';
import { SHIPPED } from '../shipped-systems.js';

const m = (attacker: string, defender: string) => resolveMatchup(hott2, { system: 'hott2', combat: 'close', attacker: { troop: attacker, conditions: {} }, defender: { troop: defender, conditions: {} } });

describe('a pool that starts its workers when the run needs them (lazy-pool.ts)', () => {
  it('runs a run within its budget in this thread, starting no worker, with the counts of an in-thread run', async () => {
    const matchups = [m('knights', 'spears'), m('heroes', 'blades')];
    const options = { systems: SHIPPED, method: 'mc' as const, target: { trials: 300_001 }, seed: 4 };
    // A budget no run exhausts: the default (0.3 s of this thread's time) passes on a busy machine (issue #33).
    const pool = createLazyChunkPool(2, new PrepareCache(SHIPPED), Number.POSITIVE_INFINITY);
    try {
      const lazy = await runMatchups(matchups, { ...options, workers: 2, executor: pool.run });
      expect(pool.threads()).toBe(0);
      const here = await runMatchups(matchups, { ...options, workers: 0 });
      expect(lazy.map((r) => r.joint)).toEqual(here.map((r) => r.joint));
    } finally {
      await pool.close();
    }
  });

  it('past its budget, sends the rest of a task to the workers: the chunks run in this thread and there add up to the same counts', async () => {
    // A budget of 0.001 ms: the first chunk runs here, the other two and the partial fourth on the workers.
    const pool = createLazyChunkPool(2, new PrepareCache(SHIPPED), 0.001);
    const task = { matchup: m('behemoths', 'warband'), range: { rootSeed: 7, stream: 12345n, firstChunk: 0, endChunk: 4, totalTrials: 3 * CHUNK_TRIALS + 99 } };
    try {
      const split = await pool.run(task);
      expect(pool.threads()).toBe(2);
      const here = runTask(new PrepareCache(SHIPPED), task);
      expect(Array.from(split.weights)).toEqual(Array.from(here.weights));
      expect(split.weights.reduce((s, w) => s + w, 0)).toBe(3 * CHUNK_TRIALS + 99);
    } finally {
      await pool.close();
    }
  });
});

describe('a task of a matchup not prepared by its sender (task.ts `method`)', () => {
  const low = (attacker: string, defender: string) => resolveMatchup(lowSystem, { system: 'low', combat: 'engagement', attacker: { troop: attacker, conditions: {} }, defender: { troop: defender, conditions: {} } });
  it('in this thread, is worked the way its method chooses and says so, as a worker does', async () => {
    const pool = createLazyChunkPool(2, new PrepareCache(SHIPPED), Number.POSITIVE_INFINITY);
    try {
      for (const matchup of [low('3*infantry', '3*elves'), low('4*infantry+2*elves', '5*dwarves')]) {
        const task = { matchup, range: { rootSeed: 2, stream: 77n, firstChunk: 0, endChunk: 1, totalTrials: 3000 }, method: 'auto' as const };
        const lazy = await pool.run(task);
        const worker = runTask(new PrepareCache(SHIPPED), task);
        expect(lazy.chosen?.way).toBe(worker.chosen?.way);
        expect(lazy.chosen?.shape).toEqual(worker.chosen?.shape);
        expect(Array.from(lazy.weights)).toEqual(Array.from(worker.weights));
      }
      expect(pool.threads()).toBe(0);
    } finally {
      await pool.close();
    }
  });
});

describe('chunks per task', () => {
  it('spreads one matchup over the workers and sends a sweep in tasks of 16 chunks', () => {
    expect(chunksPerTask(16, 1, 8)).toBe(1);
    expect(chunksPerTask(16, 4, 8)).toBe(4);
    expect(chunksPerTask(16, 500, 8)).toBe(16);
    expect(chunksPerTask(1, 1, 8)).toBe(1);
  });
});
