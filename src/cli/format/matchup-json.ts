import type { MatchupResult } from '../../core/result.js';

/**
 * The `matchup --format json` contract: one object with system, method, trials, seed,
 * attacker, defender, outcomes, totals and intervals (null for exact), followed by
 * additions that explain the figures (combat, precision, explanation, notes).
 */
export function matchupJson(result: MatchupResult, notes: readonly string[]): string {
  const body = {
    system: result.system,
    method: result.method,
    trials: result.trials,
    seed: result.seed,
    attacker: result.attacker,
    defender: result.defender,
    outcomes: result.outcomes,
    totals: result.totals,
    intervals: result.intervals,
    combat: result.combat,
    totalsIntervals: result.totalsIntervals,
    precision: result.maxHalfWidth,
    enumerated: result.enumerated,
    joint: result.joint,
    explanation: result.explanation,
    notes,
  };
  return `${JSON.stringify(body, null, 2)}\n`;
}
