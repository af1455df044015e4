/**
 * Many matchups of a few hundred trials each (a break-even search) travel several to a task
 * (`more`), and count exactly what one task each counts: every matchup's chunk draws from
 * its own generator wherever and with whatever it runs.
 */
import { describe, expect, it } from 'vitest';
import { resolveMatchup } from '../../src/core/matchup.js';
import { kindOf } from '../../src/engine/aggregate.js';
import { runMonteCarlo, smallJobsPerTask, type McJob } from '../../src/engine/montecarlo.js';
import { PrepareCache } from '../../src/engine/prepare-cache.js';
import { runTask } from '../../src/engine/run-task.js';
import type { ChunkResult, ChunkTask } from '../../src/engine/task.js';
import { low } from '../../src/rules/low/index.js';
import { SHIPPED } from '../shipped-systems.js';

const cache = new PrepareCache(SHIPPED);
const jobs: McJob[] = ['infantry', 'elves', 'cavalry', 'dwarves', 'paladin'].flatMap((defender, i) =>
  [2, 3, 5, 8].map((n, j) => {
    const matchup = resolveMatchup(low, { system: 'low', combat: 'engagement', attacker: { troop: `${n}*infantry`, conditions: {} }, defender: { troop: `${n}*${defender}`, conditions: {} } });
    const kernel = cache.get(matchup).kernel;
    return { matchup, stream: BigInt(i * 10 + j + 1), axes: kernel.axes, kind: kindOf(low, 'engagement'), metricSizes: kernel.metrics.map((m) => m.max + 2), method: 'mc' as const };
  }),
);

describe('small Monte Carlo jobs share tasks', () => {
  it('20 matchups of 500 trials in tasks of several: the counts of one task each, in a fifth of the messages', async () => {
    const messages: ChunkTask[] = [];
    const execute = async (task: ChunkTask): Promise<ChunkResult> => {
      messages.push(task);
      return runTask(cache, task);
    };
    const together = await runMonteCarlo(jobs, { trials: 500 }, 7, execute, undefined, 2);
    expect(smallJobsPerTask(500, jobs.length, 2)).toBe(5);
    expect(messages).toHaveLength(4);
    expect(messages.every((m) => m.more?.length === 4)).toBe(true);
    for (const [i, job] of jobs.entries()) {
      const [alone] = await runMonteCarlo([job], { trials: 500 }, 7, async (task) => runTask(cache, task), undefined, 2);
      expect(together[i]?.tally.total).toBe(500);
      expect(Array.from(together[i]?.tally.weights ?? [])).toEqual(Array.from(alone?.tally.weights ?? [1]));
      expect(together[i]?.tally.metrics.map((m) => Array.from(m))).toEqual(alone?.tally.metrics.map((m) => Array.from(m)));
    }
  });

  it('too few jobs to share go one task each; a task holds at most 16 chunks of trials', () => {
    expect(smallJobsPerTask(500, 3, 8)).toBe(1);
    expect(smallJobsPerTask(50_000, 224, 8)).toBe(14);
    expect(smallJobsPerTask(65_536, 10_000, 8)).toBe(16);
  });
});
