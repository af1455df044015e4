import { expect } from 'vitest';
import { resolveMatchup } from '../../../src/core/matchup.js';
import type { Matchup, RuleSystem } from '../../../src/core/system.js';
import type { BoardLayout } from '../../../src/core/board-layout.js';
import type { BattleKernel } from '../../../src/rules/common/battle/kernel.js';
import { chunkRng } from '../../../src/rng/seed.js';

/** A battle matchup of `system` between two inline armies, with battle options, and a layout laid by hand when given. */
export function battle(system: RuleSystem, a: string, b: string, options: Record<string, unknown> = {}, layout: BoardLayout | null = null): Matchup {
  return resolveMatchup(system, { system: system.id, combat: 'battle', attacker: { troop: a, conditions: {} }, defender: { troop: b, conditions: {} }, options, layout });
}

/** Each result's chance (A wins, draw, B wins) from a battle's weights. */
export function results(weights: Float64Array, total = 1): [number, number, number] {
  const out: [number, number, number] = [0, 0, 0];
  weights.forEach((w, code) => (out[Math.floor(code / 4) as 0 | 1 | 2] += w / total));
  return out;
}

/** Monte Carlo counts of each result over `n` battles on a fixed stream. */
export function sampled(kernel: BattleKernel, n: number, seed = 1): [number, number, number] {
  const rng = chunkRng(seed, 99n, 0);
  const counts = new Float64Array(12);
  for (let i = 0; i < n; i++) counts[kernel.trial(rng)]!++;
  return results(counts, n);
}

/** Each result's Monte Carlo chance over `n` battles within 4 standard errors of its exact chance (`slack` for rounding); `what` names the battle in a failure. */
export function expectWithin4SE(mc: readonly number[], exact: readonly number[], n: number, what = '', slack = 1e-12): void {
  for (let r = 0; r < 3; r++) {
    const p = exact[r] as number;
    expect(Math.abs((mc[r] as number) - p), `${what}result ${r}`).toBeLessThanOrEqual(4 * Math.sqrt((p * (1 - p)) / n) + slack);
  }
}
