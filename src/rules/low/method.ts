/**
 * When a LOW kernel offers exact enumeration: decided at prepare time from the state count
 * of its dynamic programmes (sorted-melee.ts cells), so `--method auto` is exact wherever it
 * finishes fast and Monte Carlo otherwise. About 0.1-0.2 µs a cell on the development
 * machine: the budget is well under a second.
 */
export const EXACT_CELL_BUDGET = 3_000_000;

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
  const work = cells + extra;
  const size = work.toLocaleString('en-US');
  const budget = EXACT_CELL_BUDGET.toLocaleString('en-US');
  const space = (dice: number): string => `6^${dice} dice outcomes, by ${what} (${size} states)`;
  return work <= EXACT_CELL_BUDGET
    ? { exact: true, line: `exact: ${what}, ${size} states (within the ${budget} that finish fast)`, space }
    : { exact: false, line: `Monte Carlo: exact ${what} would take ${size} states, over the ${budget} that finish fast`, space };
}
