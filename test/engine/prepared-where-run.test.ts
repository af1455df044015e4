import { describe, expect, it } from 'vitest';
import { UsageError } from '../../src/core/errors.js';
import { resolveMatchup } from '../../src/core/matchup.js';
import type { Matchup } from '../../src/core/system.js';
import { createChunkPool } from '../../src/engine/pool.js';
import { PrepareCache } from '../../src/engine/prepare-cache.js';
import { runMatchups, type RunOptions } from '../../src/engine/run-matchups.js';
import { runTask } from '../../src/engine/run-task.js';
import type { ChunkTask } from '../../src/engine/task.js';
import { hott2 } from '../../src/rules/hott2/index.js';
import { low } from '../../src/rules/low/index.js';
import { SHIPPED } from '../shipped-systems.js';

const lowMatchup = (combat: string, attacker: string, defender: string): Matchup => resolveMatchup(low, { system: 'low', combat, attacker: { troop: attacker, conditions: {} }, defender: { troop: defender, conditions: {} } });
// Sides of one type each: exact under `auto`. Mixed groups: Monte Carlo. A HOTT close combat: a single roll.
const exactOne = lowMatchup('engagement', '3*infantry', '3*elves');
const sampled = lowMatchup('engagement', '4*infantry+2*elves', '5*dwarves');
const single = resolveMatchup(hott2, { system: 'hott2', combat: 'close', attacker: { troop: 'knights', conditions: {} }, defender: { troop: 'spears', conditions: {} } });
const matchups = [exactOne, sampled, single];

/** An executor standing for the workers: its own cache, and every task it was sent, cloned both ways as a thread's message is. */
function fakeWorkers(): { run: RunOptions['executor']; tasks: ChunkTask[]; cache: PrepareCache } {
  const cache = new PrepareCache(SHIPPED);
  const tasks: ChunkTask[] = [];
  return {
    tasks,
    cache,
    run: async (task) => {
      tasks.push(task);
      return structuredClone(runTask(cache, structuredClone(task)));
    },
  };
}

describe('a matchup of rounds or groups is prepared where it runs (issue #38)', () => {
  for (const target of [{ trials: 70_000 }, { precision: 0.02 }] as const) {
    it(`sends it unprepared, and its result is the one a run that prepared it here gives (${JSON.stringify(target)})`, async () => {
      const here = new PrepareCache(SHIPPED);
      const workers = fakeWorkers();
      const options = { systems: SHIPPED, method: 'auto' as const, target, seed: 11, workers: 2 };
      const sent = await runMatchups(matchups, { ...options, cache: here, executor: workers.run });
      // Never prepared in this thread, but the single roll is.
      expect(here.prepared(exactOne)).toBeUndefined();
      expect(here.prepared(sampled)).toBeUndefined();
      expect(here.prepared(single)).toBeDefined();
      expect(workers.tasks.filter((t) => t.matchup === single)).toEqual([]);
      // The exact one is one task, its way chosen there; the sampled one's first task asks for the way, the rest do not.
      const ofExact = workers.tasks.filter((t) => t.matchup === exactOne);
      expect(ofExact.map((t) => t.method)).toEqual(['auto']);
      const ofSampled = workers.tasks.filter((t) => t.matchup === sampled);
      expect(ofSampled.length).toBe('trials' in target ? 2 : 1);
      expect(ofSampled.map((t) => t.method)).toEqual(['auto', ...ofSampled.slice(1).map(() => undefined)]);

      const prepared = new PrepareCache(SHIPPED);
      for (const m of matchups) prepared.get(m);
      const whole = await runMatchups(matchups, { ...options, workers: 0, cache: prepared });
      expect(sent.map((r) => r.method)).toEqual(['exact', 'mc', 'exact']);
      expect(sent).toEqual(whole);
    });
  }

  // Issue #47: low-12-points' progress counted 19.6M trials (every matchup's 200,000) where its
  // summary counted 4.8M (the sampled ones'): a matchup worked exactly there runs no trials.
  for (const [trials, copies] of [[70_000, 1], [500, 8]] as const) {
    it(`counts in its progress the trials its sampled results ran, no more (${trials.toLocaleString('en-US')} trials, ${2 * copies} matchups)`, async () => {
      const workers = fakeWorkers();
      const seen: [number, number][] = [];
      const run = Array.from({ length: copies }, () => [exactOne, sampled]).flat();
      const results = await runMatchups(run, { systems: SHIPPED, method: 'auto', target: { trials }, seed: 2, workers: 1, executor: workers.run, onProgress: (done, planned) => seen.push([done, planned]) });
      const sampledTrials = results.reduce((sum, r) => sum + (r.trials ?? 0), 0);
      expect(sampledTrials).toBe(copies * trials);
      expect(seen.at(-1)).toEqual([sampledTrials, sampledTrials]);
      expect(Math.max(...seen.map(([done]) => done))).toBe(sampledTrials);
    });
  }

  it('asks the worker for Monte Carlo under --method mc, with the same counts as prepared here', async () => {
    const workers = fakeWorkers();
    const options = { systems: SHIPPED, method: 'mc' as const, target: { trials: 2_000 }, seed: 5, workers: 2 };
    const sent = await runMatchups([exactOne, sampled], { ...options, executor: workers.run });
    expect(workers.tasks.map((t) => t.method)).toEqual(['mc', 'mc']);
    const prepared = new PrepareCache(SHIPPED);
    for (const m of [exactOne, sampled]) prepared.get(m);
    expect(sent).toEqual(await runMatchups([exactOne, sampled], { ...options, workers: 0, cache: prepared }));
  });

  it('--method exact is refused before any task is sent', async () => {
    const workers = fakeWorkers();
    const run = runMatchups([exactOne, sampled], { systems: SHIPPED, method: 'exact', target: { trials: 1000 }, seed: 1, workers: 2, executor: workers.run });
    await expect(run).rejects.toThrow(UsageError);
    expect(workers.tasks).toEqual([]);
  });

  it("a worker's refusal of a matchup crosses back as the user's one sentence", async () => {
    const pool = await createChunkPool(1);
    try {
      const run = runMatchups([lowMatchup('missile', '3*infantry', '8*elves')], { systems: SHIPPED, method: 'auto', target: { trials: 1000 }, seed: 1, workers: 1, executor: pool.run });
      const error = await run.catch((e: unknown) => e);
      expect(error).toBeInstanceOf(UsageError);
      expect((error as Error).message).toBe('Infantry cannot shoot in low: only figures with missile weapons fire (bows, crossbows, slings, 004:457-458)');
    } finally {
      await pool.close();
    }
  });
});
