import { BATTLE } from '../rules/common/battle/kind.js';
import type { MatchupAsk, MatchupPlan } from './matchup.js';
import { planMatchup } from './matchup.js';

/** What `battle` asks: the system, an optional overlay, both armies as typed (inline lists or army files) and the options. */
export interface BattleAsk extends Omit<MatchupAsk, 'combat'> {}

/**
 * A battle resolved once: the same plan as a matchup's, of the system's `battle` kind, with
 * the armies read and checked against the text's army rules (a refusal quotes its line).
 */
export async function planBattle(ask: BattleAsk): Promise<MatchupPlan> {
  return planMatchup({ ...ask, combat: BATTLE });
}
