import type { Rng } from '../../../core/kernel.js';

/**
 * The randomness a bound reads: a PIP die, and one dice pair per fight, read through the
 * fight's packed table (combat-tables.ts). Monte Carlo rolls them; the exact chain
 * enumerates them (exact.ts), which is why a bound never reads a die any other way.
 */
export interface BattleDice {
  d6(): number;
  /** One of the 36 packed results of `table`, each dice pair equally likely. */
  pick(table: Int32Array): number;
}

/** Dice from a seeded generator: a d6, and a uniform pair index (0..35) into the table. */
export class RolledDice implements BattleDice {
  rng: Rng | null = null;

  d6(): number {
    return (this.rng as Rng).d6();
  }

  pick(table: Int32Array): number {
    return table[(this.rng as Rng).die(36) - 1] as number;
  }
}
