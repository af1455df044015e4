import type { Verdict } from './cost-fit.js';

/** The Monte Carlo trials a matchup a verdict's interval rests on, where that is not the command's default, and the default. */
export interface TrialsBasis {
  readonly trials: number;
  readonly defaultTrials: number;
}

/**
 * Whether a run at the command's default trials could give another verdict than this one.
 * A verdict reads a cost against a 95% interval: undercosted when the cost lies below the
 * interval by more than `slack`, overcosted above it by more, else fair. A default run's
 * interval has this one's half-width times sqrt(trials / defaultTrials) (Monte Carlo error
 * falls as one over the root of the trials) and its centre could lie anywhere in this
 * interval; the verdict could turn when some such interval judges the cost otherwise.
 * False where the run is the default's (`basis` null) or the interval is unknown.
 *
 * @example
 * // worth 2.40 (2.10-2.70) at 2,000 battles, cost 2: undercosted; at 4,000 the half-width
 * // is 0.30 / sqrt(2) = 0.21, and an interval centred at 2.10 (2.10 - 0.21 = 1.89 <= 2) holds 2
 * couldTurn('undercosted', [2.1, 2.7], 2, 0, { trials: 2000, defaultTrials: 4000 }); // => true
 */
export function couldTurn(verdict: Verdict | 'cannot tell' | null, interval: readonly [number, number] | null, cost: number, slack: number, basis: TrialsBasis | null): boolean {
  if (basis === null || interval === null || verdict === null || verdict === 'cannot tell' || !interval.every(Number.isFinite)) return false;
  const [low, high] = interval;
  const half = ((high - low) / 2) * Math.sqrt(basis.trials / basis.defaultTrials);
  const possible = new Set<Verdict>();
  if (cost < high - half - slack) possible.add('undercosted');
  if (cost > low + half + slack) possible.add('overcosted');
  if (cost >= low - half - slack && cost <= high + half + slack) possible.add('fair');
  return [...possible].some((v) => v !== verdict);
}
