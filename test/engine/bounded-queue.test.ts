/**
 * Issue #11: a huge accepted trial count must not queue every chunk task at the start
 * (1e11 trials reached 4.4 GB and died of heap exhaustion before one progress line).
 */
import { describe, expect, it } from 'vitest';
import { resolveMatchup } from '../../src/core/matchup.js';
import { codeCount } from '../../src/core/outcome-code.js';
import { kindOf } from '../../src/engine/aggregate.js';
import { runMonteCarlo, type McJob } from '../../src/engine/montecarlo.js';
import { PrepareCache } from '../../src/engine/prepare-cache.js';
import { TaskGate } from '../../src/engine/task-gate.js';
import type { ChunkResult, ChunkTask } from '../../src/engine/task.js';
import { hott2 } from '../../src/rules/hott2/index.js';
import { SHIPPED } from '../shipped-systems.js';

const matchup = resolveMatchup(hott2, { system: 'hott2', attacker: { troop: 'knights', conditions: {} }, defender: { troop: 'spears', conditions: {} } });
const kernel = new PrepareCache(SHIPPED).get(matchup).kernel;
const job: McJob = { matchup, stream: 1n, axes: kernel.axes, kind: kindOf(hott2, 'close'), metricSizes: [], method: 'mc' };

describe('Monte Carlo queues a bounded number of tasks', () => {
  it('1e11 trials on 3 matchups: never more than the gate allows in flight, and progress from the first task', async () => {
    let calls = 0;
    let inFlight = 0;
    let most = 0;
    let progressCalls = 0;
    const execute = async (_task: ChunkTask): Promise<ChunkResult> => {
      calls++;
      inFlight++;
      most = Math.max(most, inFlight);
      await new Promise((resolve) => setImmediate(resolve));
      inFlight--;
      if (calls >= 300) throw new Error('stop here'); // about 95,000 tasks per matchup would follow
      return { weights: new Float64Array(codeCount(kernel.axes)), metrics: [] };
    };
    await expect(runMonteCarlo([job, job, job], { trials: 1e11 }, 1, execute, () => progressCalls++, 8)).rejects.toThrow('stop here');
    expect(most).toBeLessThanOrEqual(8);
    expect(calls).toBeLessThan(320); // a task is made only when a slot frees: none were queued ahead
    expect(progressCalls).toBeGreaterThan(250);
  });

  it('the gate hands slots out first come, first served, and never exceeds its limit', async () => {
    const gate = new TaskGate(2);
    const order: number[] = [];
    await gate.acquire();
    await gate.acquire();
    const waiting = [1, 2, 3].map((n) => gate.acquire().then(() => order.push(n)));
    gate.release();
    gate.release();
    gate.release();
    await Promise.all(waiting);
    expect(order).toEqual([1, 2, 3]);
  });
});
