import { onTheBoard } from '../core/battle-rules.js';
import { planPairs, solvePlanGame, type PlanGame } from '../core/plan-game.js';
import type { Matchup } from '../core/system.js';
import { runMatchups, type RunOptions } from './run-matchups.js';
import type { BatchRun } from './work.js';

/**
 * A battle's plan game as every command that answers a battle runs it (`battle`, a scenario's
 * battles, the explorer's battle answer): which pairs of plans it fights, how many battles a
 * pair, on what run, and the game solved from their results (src/core/plan-game.ts).
 */

/**
 * The battles of each pair of plans by default: as many in all as the answer's own (a 25th
 * each), at least 100 a pair.
 */
export function defaultPlanTrials(target: BatchRun['target']): number {
  const trials = 'trials' in target ? target.trials : 20_000;
  return Math.max(100, Math.round(trials / 25));
}

/**
 * How a battle's plan game is run: its own battles a pair on the battle's seed, exact where that
 * is cheap (auto: one element a side); asked of bigger armies, 25 chains of minutes each would be
 * asked too, so Monte Carlo.
 */
export function planGameRun(run: Pick<BatchRun, 'method' | 'seed'>, planTrials: number): BatchRun {
  return { method: run.method === 'exact' ? 'auto' : run.method, seed: run.seed, target: { trials: planTrials } };
}

/** The battles a battle's plan game fights: on the board with `planTrials` above 0, the battle under every pair of plans; none otherwise. */
export function planGamePairs(battle: Matchup, planTrials: number): Matchup[] {
  return onTheBoard(battle.options) && planTrials > 0 ? planPairs(battle) : [];
}

/** The plan game played on `run` (planGameRun's) and solved, or null where it fights no battles (planGamePairs'). */
export async function playPlanGame(pairs: readonly Matchup[], run: BatchRun, options: Omit<RunOptions, 'method' | 'target' | 'seed'>): Promise<PlanGame | null> {
  return pairs.length > 0 ? solvePlanGame(await runMatchups(pairs, { ...options, ...run })) : null;
}
