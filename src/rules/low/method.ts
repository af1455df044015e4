import type { Kernel } from '../../core/kernel.js';

/**
 * When a LOW kernel offers exact enumeration: decided at prepare time from the state count
 * of its dynamic programmes (sorted-melee.ts cells), so `--method auto` is exact wherever it
 * finishes fast and Monte Carlo otherwise. About 0.1-0.2 µs a cell on the development
 * machine: the budget is well under a second.
 */
export const EXACT_CELL_BUDGET = 3_000_000;

/**
 * The most work `--method exact` is given an engagement's chain: seconds of CPU, not minutes
 * (100 v 100 infantry, 31.7 M, about 2 s and 350 MB; the dearest chains near it, of many
 * dice a figure, ten seconds or so). Beyond it exact is refused, saying how large it would be.
 * A single round (melee, missile) keeps the fast budget: its buffers are sized for it.
 */
export const EXACT_ASKED_BUDGET = 40_000_000;

export interface MethodChoice {
  /** Whether the kernel offers exact(). */
  readonly exact: boolean;
  /** Whether it offers it only when asked (`--method exact`): over the budget that finishes fast. */
  readonly onRequest: boolean;
  /** What the explanation says about it. */
  readonly line: string;
  /** Why `--method exact` is refused, where it is: how large exact would be. */
  readonly refusal: string | null;
  /** The result's `exactSpace` for `dice` dice: what was enumerated, in words. */
  space(dice: number): string;
}

/**
 * The choice for a computation of `cells` DP cells (`extra` more work, in the same units,
 * where a kernel has any), described as `what`: exact by default within EXACT_CELL_BUDGET,
 * only with `--method exact` within `asked`, else not at all.
 */
export function chooseMethod(cells: number, what: string, extra = 0, asked = EXACT_CELL_BUDGET): MethodChoice {
  const work = cells + extra;
  const size = work.toLocaleString('en-US');
  const budget = EXACT_CELL_BUDGET.toLocaleString('en-US');
  const space = (dice: number): string => `6^${dice} dice outcomes, by ${what} (${size} states)`;
  if (work <= EXACT_CELL_BUDGET) return { exact: true, onRequest: false, line: `exact: ${what}, ${size} states (within the ${budget} that finish fast)`, refusal: null, space };
  const most = asked.toLocaleString('en-US');
  if (work <= asked) return { exact: true, onRequest: true, line: `exact: ${what}, ${size} states (over the ${budget} that finish fast: only with --method exact, which works up to ${most})`, refusal: null, space };
  const refusal = `exact ${what} would take ${size} states, over the ${asked > EXACT_CELL_BUDGET ? `${most} that --method exact works` : `${budget} that finish fast`}`;
  return { exact: false, onRequest: false, line: `Monte Carlo: ${refusal}`, refusal, space };
}

/** The kernel as the method choice offers it: exact only on request over the fast budget, and why not beyond the asked one. */
export function offered<K extends Kernel>(kernel: K, method: MethodChoice): K {
  return offeredWhenAsked(kernel, () => method);
}

/**
 * The kernel as `method` offers it, the choice worked out when first asked (whether it has
 * exact(), on request or not, why not): a balance matrix prepares every matchup to check
 * that it can be fought and never asks, and sizing an engagement's chain was most of that.
 */
export function offeredWhenAsked<K extends Kernel>(kernel: K, method: () => MethodChoice): K {
  const exact = kernel.exact;
  return Object.defineProperties(kernel, {
    exact: { get: () => (method().exact ? exact : undefined), enumerable: true, configurable: true },
    exactOnRequest: { get: () => method().onRequest, enumerable: true, configurable: true },
    exactRefusal: { get: () => method().refusal ?? undefined, enumerable: true, configurable: true },
  });
}
