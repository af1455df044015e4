import type { MatchupResult } from '../core/result.js';
import { writtenNumbers } from '../core/written-number.js';
import { leverWords, type Lever } from './levers.js';

/**
 * The `matchup --format json` contract: one object with system, method, trials, seed,
 * attacker and defender (label as `troop`, composition as `group`, conditions), outcomes,
 * totals (the combat kind's) and intervals (null for exact), then metrics, the overlay and
 * options, followed by what explains the figures (combat, precision, explanation, notes), then
 * what a command adds (`battle`: its plan game, `plans`).
 */
export function matchupJson(result: MatchupResult, notes: readonly string[], levers: readonly Lever[] | null = null, more: Readonly<Record<string, unknown>> = {}): string {
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
    metrics: result.metrics,
    overlay: result.overlay,
    options: result.options,
    combat: result.combat,
    totalsIntervals: result.totalsIntervals,
    precision: result.maxHalfWidth,
    enumerated: result.enumerated,
    exactSpace: result.exactSpace,
    joint: result.joint,
    explanation: result.explanation,
    notes,
    // What changes the attacker's favourable chance most: null where it was not worked (Monte Carlo, --no-levers).
    levers: levers?.map((l) => ({ ...l, words: leverWords(l) })) ?? null,
    // A command's own figures after the matchup's (a battle's plan game).
    ...more,
  };
  // Numbers as every writer writes them (written-number.ts): no chance a hair outside [0, 1].
  return `${JSON.stringify(body, writtenNumbers, 2)}\n`;
}
