/**
 * Issue #12, groups and metrics: the `test-pool` system (a small dice pool with casualties,
 * src/rules/test-pool) goes exact and Monte Carlo through the same paths as `matchup` and
 * `run`, with its metrics in every output.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'csv-parse/sync';
import { describe, expect, it } from 'vitest';
import type { ExactDistribution, Kernel, Rng } from '../../src/core/kernel.js';
import { resolveMatchup } from '../../src/core/matchup.js';
import type { MatchupResult } from '../../src/core/result.js';
import { runChunkRange } from '../../src/engine/chunks.js';
import { exactTally } from '../../src/engine/exact.js';
import { summariseMetric } from '../../src/engine/metric-summary.js';
import { runMatchups } from '../../src/engine/run-matchups.js';
import { testPool } from '../../src/rules/test-pool/index.js';
import { cli } from '../cli/run-cli.js';
import { tempDir } from '../temp-dir.js';
import { SHIPPED } from '../shipped-systems.js';

const work = tempDir('groups');

async function result(attacker: string, defender: string, method: 'exact' | 'mc', b: Record<string, unknown> = {}): Promise<MatchupResult> {
  const matchup = resolveMatchup(testPool, { system: 'test-pool', attacker: { troop: attacker, conditions: {} }, defender: { troop: defender, conditions: b } });
  const [r] = await runMatchups([matchup], { systems: SHIPPED, method, target: { trials: 400_000 }, seed: 17, workers: 0 });
  if (!r) throw new Error('no result');
  return r;
}

describe('groups', () => {
  it('a group expression, {troop, count} and count=N name the same canonical group', async () => {
    const a = resolveMatchup(testPool, { system: 'test-pool', attacker: { troop: '2*Riders + militia + 2*militia', conditions: {} }, defender: { troop: 'veterans', conditions: { count: 3 } } });
    expect(a.attacker.group).toEqual([{ troop: 'militia', count: 3 }, { troop: 'riders', count: 2 }]);
    expect(a.attacker.label).toBe('3*militia+2*riders');
    expect(a.defender.label).toBe('3*veterans');
  });

  it('hand-worked: 1 militia v 1 militia, each one die hitting on 5+', async () => {
    const r = await result('militia', 'militia', 'exact');
    expect(Object.keys(r.outcomes.attacker)).toEqual(['none', 'losses', 'destroyed']);
    expect(r.outcomes.attacker['none']).toBeCloseTo(2 / 3, 15);
    expect(r.outcomes.attacker['losses']).toBe(0);
    expect(r.outcomes.attacker['destroyed']).toBeCloseTo(1 / 3, 15);
    expect(r.joint.find((j) => j['attacker'] === 'destroyed' && j['defender'] === 'destroyed')?.['p']).toBeCloseTo(1 / 9, 15);
    expect(r.exactSpace).toBe('6^2 dice outcomes, by binomial convolution');
  });

  it('hand-worked metric: 3 veterans (4+) against 5 militia lose Binomial(5, 1/3) figures, capped at 3', async () => {
    const r = await result('3*veterans', '5*militia', 'exact');
    const lost = r.metrics.find((m) => m.name === 'attacker-lost');
    const binomial = [32, 80, 80, 40, 10, 1].map((w) => w / 243);
    expect(lost?.probabilities[0]).toBeCloseTo(binomial[0] ?? 0, 14);
    expect(lost?.probabilities[3]).toBeCloseTo((binomial[3] ?? 0) + (binomial[4] ?? 0) + (binomial[5] ?? 0), 14);
    expect(lost?.mean).toBeCloseTo([0, 1, 2, 3, 3, 3].reduce((s, k, i) => s + k * (binomial[i] ?? 0), 0), 14);
    expect(lost?.p50).toBe(2);
    expect(lost?.atLeast[1]).toBeCloseTo(1 - (binomial[0] ?? 0), 14);
    expect(lost?.overflow).toBe(0);
  });

  it('mixed groups: Monte Carlo agrees with exact within 4.5 standard errors, outcomes and every metric bin', async () => {
    const trials = 400_000;
    for (const [a, d, b] of [['2*riders+militia', '3*veterans', {}], ['4*militia', '2*veterans+riders', { cover: true }]] as const) {
      const exact = await result(a, d, 'exact', b);
      const mc = await result(a, d, 'mc', b);
      const close = (p: number, q: number, what: string): void => {
        expect(Math.abs(q - p), `${a} v ${d} ${what}: exact ${p}, mc ${q}`).toBeLessThanOrEqual(4.5 * Math.sqrt((p * (1 - p)) / trials) + 1e-12);
      };
      for (const side of ['attacker', 'defender'] as const) {
        for (const [k, p] of Object.entries(exact.outcomes[side])) close(p, mc.outcomes[side][k] ?? NaN, `${side} ${k}`);
      }
      exact.metrics.forEach((m, i) => m.probabilities.forEach((p, k) => close(p, mc.metrics[i]?.probabilities[k] ?? NaN, `${m.name}=${k}`)));
      expect(mc.metrics[0]?.intervals?.mean[0]).toBeLessThanOrEqual(mc.metrics[0]?.mean ?? 0);
    }
  });

  it('hott2 takes single elements and says so in one line', async () => {
    const r = await cli('matchup', 'hott2', '2*knights', 'spears');
    expect(r.code).toBe(2);
    expect(r.stderr).toBe("oddsmith: attacker '2*knights' is 2 figures, but hott2 resolves one element against one element\n");
  });

  const bad: [string, string[], RegExp][] = [
    ['an unknown id in a group', ['3*militia+2*ridrs', 'militia'], /unknown troop 'ridrs' in test-pool; did you mean riders\?/],
    ['a zero count', ['0*militia', 'militia'], /count of militia must be a whole number from 1 to 20, got '0'/],
    ['a malformed expression', ['3**militia', 'militia'], /write a troop id, or a group such as 8\*infantry\+champion/],
    ['too many figures', ['21*militia', 'militia'], /21 figures; test-pool takes at most 20 a side/],
    ['count= on a group', ['militia+riders', 'militia', '--a', 'count=2'], /attacker 'militia\+riders' count=2: count= gives the count of a bare troop id/],
    ['count= beside a written count', ['4*militia', 'militia', '--a', 'count=2'], /attacker '4\*militia' count=2: count= gives the count of a bare troop id/],
    ['a negative count=', ['militia', 'militia', '--a', 'count=-2'], /attacker count must be a whole number from 1/],
  ];
  it.each(bad)('refuses %s in one line', async (_what, args, message) => {
    const r = await cli('matchup', 'test-pool', ...args);
    expect(r.code).toBe(2);
    expect(r.stderr.trim().split('\n')).toHaveLength(1);
    expect(r.stderr).toMatch(message);
  });
});

describe('metrics end to end', () => {
  it('matchup table and JSON show each metric, exact and Monte Carlo', async () => {
    const table = (await cli('matchup', 'test-pool', '3*veterans', 'militia', '--b', 'count=5')).stdout;
    expect(table).toMatch(/exact over 6\^8 dice outcomes, by binomial convolution/);
    // 5 militia dice at 5+: Binomial(5, 1/3) hits, capped at the 3 Veterans: mean 393/243 = 1.62.
    expect(table).toMatch(/attacker figures lost\s+1\.62\s+0\.96\s+0 \/ 2 \/ 3/);
    expect(table).toMatch(/3 Veterans destroyed 21\.0% · 5 Militia destroyed 0\.0%/);
    const json = JSON.parse((await cli('matchup', 'test-pool', '3*veterans', '5*militia', '--method', 'mc', '--trials', '100000', '--format', 'json')).stdout);
    expect(json.attacker.group).toEqual([{ troop: 'veterans', count: 3 }]);
    const lost = json.metrics.find((m: { name: string }) => m.name === 'defender-lost');
    expect(Object.keys(lost)).toEqual(['name', 'label', 'probabilities', 'overflow', 'mean', 'sd', 'p5', 'p50', 'p95', 'atLeast', 'intervals']);
    expect(lost.intervals.atLeast).toHaveLength(6);
  });

  it('run writes metrics.csv, a distribution chart per metric and shows it on the page', async () => {
    const file = join(work, 'pool.yaml');
    writeFileSync(file, 'name: pool\ntitle: Pool\nsystem: test-pool\nattackers: ["4*militia", {troop: veterans, count: 3}]\ndefenders: ["5*militia"]\nmethod: mc\ntrials: 70000\nseed: 4\n');
    expect((await cli('run', file, '--full-metrics', '--out', join(work, 'out'))).code).toBe(0);
    const rows = parse(readFileSync(join(work, 'out', 'pool', 'metrics.csv'), 'utf8'), { columns: true }) as Record<string, string>[];
    // 2 matchups x (attacker-lost 0..4 or 0..3, defender-lost 0..5) values.
    expect(rows).toHaveLength(5 + 6 + 4 + 6);
    expect(rows[0]).toMatchObject({ metric: 'attacker-lost', value: '0', attacker_group: '4*militia', defender_group: '5*militia' });
    expect(Number(rows[0]?.['at_least_ci_low'])).toBeLessThanOrEqual(1);
    for (const metric of ['attacker-lost', 'defender-lost']) expect(existsSync(join(work, 'out', 'pool', 'charts', `metric-${metric}.svg`))).toBe(true);
    expect(readFileSync(join(work, 'out', 'pool', 'index.html'), 'utf8')).toMatch(/class="metric-row"/);
  });
});

/** A kernel whose metric runs past its declared range: 0..3 declared, values up to 5. */
class OverflowKernel implements Kernel {
  readonly axes = [{ name: 'attacker', values: ['none'] }, { name: 'defender', values: ['none'] }];
  readonly outcomeCount = 1;
  readonly metrics = [{ name: 'sixes', label: 'sixes in 5d6', max: 3 }];
  readonly metricOut = new Int32Array(1);
  trial(rng: Rng): number {
    let sixes = 0;
    for (let i = 0; i < 5; i++) if (rng.d6() === 6) sixes++;
    this.metricOut[0] = sixes;
    return 0;
  }
}

describe('no trial is lost', () => {
  it('values above a metric range go to the overflow bin and are reported', () => {
    const kernel = new OverflowKernel();
    const histogram = new Float64Array(5);
    const trials = 300_000;
    runChunkRange(kernel, { rootSeed: 2, stream: 9n, firstChunk: 0, endChunk: 5, totalTrials: trials }, new Float64Array(1), [histogram]);
    expect(histogram.reduce((s, w) => s + w, 0)).toBe(trials);
    const summary = summariseMetric(kernel.metrics[0] ?? { name: '', label: '', max: 3 }, histogram, trials, true);
    // P(4 or 5 sixes in 5d6) = (25 + 1) / 7776.
    const p = 26 / 7776;
    expect(Math.abs(summary.overflow - p)).toBeLessThanOrEqual(4.5 * Math.sqrt((p * (1 - p)) / trials));
  });

  it('an exact kernel that declares metrics must give their histograms', () => {
    const kernel = Object.assign(new OverflowKernel(), { exact: (): ExactDistribution => ({ weights: Float64Array.of(1), total: 1, space: 'nothing' }) });
    expect(() => exactTally(kernel)).toThrow(/no histogram of 5 bins for metric 'sixes'/);
  });
});
