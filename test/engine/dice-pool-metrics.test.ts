import { describe, expect, it } from 'vitest';
import type { ExactDistribution, Kernel, Rng } from '../../src/core/kernel.js';
import { codeCount, encode } from '../../src/core/outcome-code.js';
import { BAND, BAND_AXIS } from '../../src/rules/common/bands.js';
import { runChunkRange } from '../../src/engine/chunks.js';

/**
 * The kernel contract must also serve dice pools with casualties (Chainmail, Little Orc
 * Wars; ROADMAP). This test kernel is such a pool: each side rolls 3d6 and every 6 kills one
 * enemy figure; the metric is the attacker's kills. It checks the engine's metric path
 * (histograms beside outcome codes, exact and sampled), not any rule system.
 */
class SixesKernel implements Kernel {
  readonly axes = [BAND_AXIS, { name: 'attacker', values: ['none', 'hit'] }, { name: 'defender', values: ['none', 'hit'] }] as const;
  readonly outcomeCount = codeCount(this.axes);
  readonly metrics = [{ name: 'attacker-kills', label: 'attacker kills', max: 3 }];
  readonly metricOut = new Int32Array(1);

  private code(mine: number, theirs: number): number {
    const band = mine > theirs ? BAND.attackerWins : mine < theirs ? BAND.defenderWins : BAND.tie;
    return encode(this.axes, [band, theirs > 0 ? 1 : 0, mine > 0 ? 1 : 0]);
  }

  trial(rng: Rng): number {
    let mine = 0;
    let theirs = 0;
    for (let i = 0; i < 3; i++) {
      if (rng.d6() === 6) mine++;
      if (rng.d6() === 6) theirs++;
    }
    this.metricOut[0] = mine;
    return this.code(mine, theirs);
  }

  exact(): ExactDistribution {
    // Sixes in 3d6 per side: binomial(3, 1/6) = 125, 75, 15, 1 out of 216.
    const ways = [125, 75, 15, 1];
    const weights = new Float64Array(this.outcomeCount);
    const kills = new Float64Array(5);
    ways.forEach((wm, mine) =>
      ways.forEach((wt, theirs) => {
        weights[this.code(mine, theirs)]! += wm * wt;
        kills[mine]! += wm * wt;
      }),
    );
    return { weights, total: 216 * 216, metrics: [kills], space: '6^6 dice outcomes' };
  }
}

describe('dice pools with a casualty metric', () => {
  it('the exact kill histogram is binomial(3, 1/6)', () => {
    const exact = new SixesKernel().exact();
    expect(Array.from(exact.metrics?.[0] ?? [], (w) => w / exact.total)).toEqual([125 / 216, 75 / 216, 15 / 216, 1 / 216, 0]);
  });

  it('Monte Carlo histograms and codes agree with exact within 4.5 standard errors', () => {
    const kernel = new SixesKernel();
    const trials = 300_000;
    const weights = new Float64Array(kernel.outcomeCount);
    const kills = new Float64Array(5); // values 0..3 and the overflow bin
    runChunkRange(kernel, { rootSeed: 5, stream: 1n, firstChunk: 0, endChunk: Math.ceil(trials / 65_536), totalTrials: trials }, weights, [kills]);
    expect(kills.reduce((s, w) => s + w, 0)).toBe(trials);
    const exact = kernel.exact();
    const compare = (sampled: Float64Array, reference: Float64Array, total: number): void =>
      reference.forEach((w, i) => {
        const p = w / total;
        const q = (sampled[i] ?? 0) / trials;
        expect(Math.abs(q - p), `index ${i}`).toBeLessThanOrEqual(4.5 * Math.sqrt((p * (1 - p)) / trials) + (p === 0 ? 0 : 1e-12));
      });
    compare(kills, exact.metrics?.[0] ?? new Float64Array(0), exact.total);
    compare(weights, exact.weights, exact.total);
  });
});
