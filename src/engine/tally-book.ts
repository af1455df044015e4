import type { Tally } from './aggregate.js';

/** The shape a matchup's counts must have: its kernel's outcomes and metric histograms (max + 2 bins each). */
export interface CountsShape {
  readonly outcomes: number;
  readonly metrics: readonly number[];
  /** A run that reads no metric may have recorded none. */
  readonly metricsMayBeAbsent: boolean;
}

/**
 * Tallies a run reads from a book instead of computing them, or hands to one as it computes
 * them. The engine knows no parts, files or merges (the driver does: src/app/driver.ts); only
 * that a book may keep what it computes, or answer it.
 */
export interface TallyBook {
  /** True: every tally is read from the book and none is computed (no worker is started). */
  readonly replays: boolean;
  /** The book of one unit of work (a break-even search): its tallies kept apart from the rest. */
  within(unit: string): TallyBook;
  /** Keep a tally computed under `key` (work.ts countsKey). */
  keep(key: string, tally: Tally, reached: boolean): void;
  /** The tally kept under `key` for the matchup named `what`, which must have `shape`. */
  read(key: string, trials: number | null, shape: CountsShape, what: string): { tally: Tally; reached: boolean };
}
