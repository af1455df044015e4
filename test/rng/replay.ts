import type { Rng } from '../../src/core/kernel.js';

/** A generator that replays fixed 32-bit words and counts them, to force the edge cases. */
export function replay(words: readonly number[]): Rng & { used: number } {
  const rng = {
    used: 0,
    nextU32(): number {
      const word = words[rng.used];
      if (word === undefined) throw new Error('replay: out of words');
      rng.used++;
      return word;
    },
    d6: () => Number.NaN,
    die: () => Number.NaN,
  };
  return rng;
}
