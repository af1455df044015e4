/**
 * When a LOW kernel offers exact enumeration: decided at prepare time from the state count
 * of its dynamic programmes (sorted-melee.ts cells), so `--method auto` is exact wherever it
 * finishes fast and Monte Carlo otherwise. About 0.1-0.2 µs a cell on the development
 * machine: the budget is well under a second.
 */
export const EXACT_CELL_BUDGET = 3_000_000;

/**
 * The budget of an engagement's Markov chain, in the same cells: a little more than a single
 * computation's, as its kill laws are kept (round-exact.ts SHARED_KILLS) and a balance
 * matrix meets the same dice in several matchups (both roles, types of the same dice), so
 * the chains it admits over EXACT_CELL_BUDGET, 3.1 to 3.8 million cells (war beasts, giants,
 * mounted heroes, elementals), take 0.5-0.8 s of CPU alone on a loaded machine and a few
 * milliseconds each after the first, against about 0.7 s for their 50,000 trials.
 */
export const EXACT_CHAIN_BUDGET = 4_000_000;

export interface MethodChoice {
  /** Whether the kernel offers exact(). */
  readonly exact: boolean;
  /** What the explanation says about it. */
  readonly line: string;
  /** The result's `exactSpace` for `dice` dice: what was enumerated, in words. */
  space(dice: number): string;
}

/**
 * The choice for a computation of `cells` DP cells (`extra` more work, in the same units,
 * where a kernel has any), described as `what`.
 */
export function chooseMethod(cells: number, what: string, extra = 0): MethodChoice {
  return chooseWithin(EXACT_CELL_BUDGET, cells, what, extra);
}

/** chooseMethod for an engagement's Markov chain, within EXACT_CHAIN_BUDGET. */
export function chooseChainMethod(cells: number, what: string, extra = 0): MethodChoice {
  return chooseWithin(EXACT_CHAIN_BUDGET, cells, what, extra);
}

function chooseWithin(most: number, cells: number, what: string, extra: number): MethodChoice {
  const work = cells + extra;
  const size = work.toLocaleString('en-US');
  const budget = most.toLocaleString('en-US');
  const space = (dice: number): string => `6^${dice} dice outcomes, by ${what} (${size} states)`;
  return work <= most
    ? { exact: true, line: `exact: ${what}, ${size} states (within the ${budget} that finish fast)`, space }
    : { exact: false, line: `Monte Carlo: exact ${what} would take ${size} states, over the ${budget} that finish fast`, space };
}
