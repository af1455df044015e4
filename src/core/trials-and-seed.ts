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

/** Most battles a pair of plans may ask for (`--plan-trials`). */
export const MAX_PLAN_TRIALS = 10_000_000;

/**
 * A battle's plan-game battles a pair of plans as `--plan-trials` takes them, and the explorer's
 * link and page with it: 0 (no plan game) to MAX_PLAN_TRIALS.
 *
 * @example
 * parsePlanTrials('400'); // => 400
 */
export function parsePlanTrials(text: string, name = '--plan-trials'): number {
  return parseWhole(text, name, 0, MAX_PLAN_TRIALS);
}

/** Trials per matchup when neither a scenario nor the command line says. */
export const DEFAULT_TRIALS = 1_000_000;

/**
 * Battles per matchup when neither a scenario nor the command line says: a battle on the board
 * is hundreds of fights and moves, about a millisecond of CPU, so 20,000 answer in seconds
 * with a 95% half-width under 0.7 percentage points.
 */
export const DEFAULT_BATTLES = 20_000;

/**
 * Monte Carlo trials per matchup of a balance matrix, where a matchup cannot be enumerated
 * (large groups), unless the command line says otherwise: a type's strength rests on some
 * 160 matchups, so each one's error (about 0.4% here) averages out; the intervals say so.
 */
export const MATRIX_TRIALS = 50_000;

/** Monte Carlo trials per matchup of a break-even search (`balance --solve`) unless the command line says otherwise. */
export const SOLVE_TRIALS = 500;

/**
 * Battles a worth run (`balance --battle`) fights per matchup unless --trials or --precision
 * says otherwise: what the d3h2 field (807 matchups, on the board and on the line beside) fights
 * in under two minutes on two cores (issue #49; 144 s of CPU, 80 s of wall on 2026-11-30). Six of
 * its 18 worths come within +/-0.25 AP at it; the answer names the others, why, and the battles
 * a matchup that would bring them there (worth-target.ts): most 500 to 2,000.
 */
export const WORTH_BATTLES = 400;
