import type { MatchupResult } from '../core/result.js';
import type { OutcomeDef } from '../core/system.js';

/**
 * The attacker's share of one matchup: the chance that only the defender suffers an
 * unfavourable outcome, plus half the chance that both or neither do (ties split). In
 * [0, 1]; 0.5 is an even fight. Works for any combat kind from its outcome vocabulary.
 *
 * @example
 * attackerShare(result, kind.outcomes); // => 0.5 for an even fight
 */
export function attackerShare(result: MatchupResult, outcomes: readonly OutcomeDef[]): number {
  const bad = new Set(outcomes.filter((o) => o.unfavourable).map((o) => o.id));
  return result.joint.reduce((share, row) => {
    const attackerHurt = bad.has(String(row['attacker']));
    const defenderHurt = bad.has(String(row['defender']));
    const p = Number(row['p']);
    return share + (defenderHurt && !attackerHurt ? p : attackerHurt === defenderHurt ? p / 2 : 0);
  }, 0);
}
