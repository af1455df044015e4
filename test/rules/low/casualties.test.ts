import { describe, expect, it } from 'vitest';
import { CasualtyChooser, type Aim } from '../../../src/rules/low/casualties.js';
import { chunkRng } from '../../../src/rng/seed.js';

/**
 * A chooser remembers its answers per (standing counts, kills, aim). Reused across thousands
 * of situations, repeats among them, it must pick exactly what a chooser meeting each one
 * for the first time picks; counts too large to remember take the search every time.
 */
describe('casualty choice remembered per situation (R8, R9)', () => {
  it('a reused chooser picks what a fresh one picks, for every aim, remembered or not', () => {
    const rng = chunkRng(8, 9n, 10);
    const roll = (n: number): number => rng.die(n);
    const wrong: string[] = [];
    let calls = 0;
    for (let side = 0; side < 40; side++) {
      const types = 2 + (side % 3);
      const killsNeeded = Int32Array.from({ length: types }, () => roll(3));
      const units = Int32Array.from({ length: types }, () => roll(12));
      const reused = new CasualtyChooser(killsNeeded, units);
      for (let call = 0; call < 150; call++) {
        // Few distinct situations, so most calls repeat one; every 10th has counts past the memo's range.
        const most = call % 10 === 9 ? 70 : 4;
        const alive = Int32Array.from({ length: types }, () => roll(most + 1) - 1);
        const kills = roll(12) - 1;
        for (const aim of ['most', 'fewest', 'cheapest-first'] as const satisfies readonly Aim[]) {
          const got = new Int32Array(types);
          const want = new Int32Array(types);
          reused.choose(alive, 0, kills, aim, got, 0);
          new CasualtyChooser(killsNeeded, units).choose(alive, 0, kills, aim, want, 0);
          calls++;
          if (got.join() !== want.join()) wrong.push(`${aim} alive ${alive.join()} kills ${kills}: ${got.join()} v ${want.join()}`);
        }
      }
    }
    expect(calls).toBe(40 * 150 * 3);
    expect(wrong).toEqual([]);
  });
});
