import { MAX_SEED } from '../rng/seed.js';
import { parseWhole } from './parse-whole.js';

/** Most trials one matchup may ask for: about 10 minutes of one core. */
export const MAX_TRIALS = 1e11;
export const DEFAULT_SEED = 1;

/**
 * Monte Carlo trials as `--trials` takes them, and the explorer's link and page with it:
 * 1 to MAX_TRIALS, typed as parseWhole reads a whole number. `name` is what the refusal calls it.
 *
 * @example
 * parseTrials('20_000'); // => 20000
 */
export function parseTrials(text: string, name = '--trials'): number {
  return parseWhole(text, name, 1, MAX_TRIALS);
}

/**
 * A root seed as `--seed` takes it, and the explorer's link and page with it: 0 to MAX_SEED.
 *
 * @example
 * parseSeed('0'); // => 0
 */
export function parseSeed(text: string, name = '--seed'): number {
  return parseWhole(text, name, 0, MAX_SEED);
}

/** Trials per matchup when neither a scenario nor the command line says. */
export const DEFAULT_TRIALS = 1_000_000;

/** Battles per matchup when neither a scenario nor the command line says: a battle is hundreds of fights. */
export const DEFAULT_BATTLES = 100_000;
