import { describe, expect, it } from 'vitest';
import { resolveMatchup } from '../../src/core/matchup.js';
import { PrepareCache } from '../../src/engine/prepare-cache.js';
import { chunkRng } from '../../src/rng/seed.js';
import { hott2 } from '../../src/rules/hott2/index.js';
import { SHIPPED } from '../shipped-systems.js';

describe("a kernel's tally fast path", () => {
  it('gives exactly the counts of as many trial() calls on the same generator, and leaves it in the same state', () => {
    for (const [a, d] of [['knights', 'spears'], ['heroes', 'heroes'], ['stronghold', 'flyers']] as const) {
      const { kernel } = new PrepareCache(SHIPPED).get(resolveMatchup(hott2, { system: 'hott2', attacker: { troop: a, conditions: {} }, defender: { troop: d, conditions: {} } }));
      if (!kernel.tally) throw new Error('the opposed-d6 kernel has a tally');
      const one = chunkRng(5, 77n, 3);
      const many = chunkRng(5, 77n, 3);
      const byTrial = new Float64Array(kernel.outcomeCount);
      for (let i = 0; i < 100_003; i++) byTrial[kernel.trial(one)]! += 1;
      const byTally = new Float64Array(kernel.outcomeCount);
      kernel.tally(many, 100_003, byTally);
      expect(Array.from(byTally), `${a} v ${d}`).toEqual(Array.from(byTrial));
      expect(many.nextU32()).toBe(one.nextU32());
    }
  });
});
