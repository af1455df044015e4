import type { Score } from '../analysis/army-worth.js';
import type { PlanId } from '../core/battle-rules.js';
import type { MatchupResult } from '../core/result.js';
import type { Matchup } from '../core/system.js';

/** One battle of a worth run: which reference army, which variant of it, against which field army. */
export interface WorthCell {
  readonly reference: number;
  /** 'base', a troop id (the army less one), or 'general' (the general moved). */
  readonly variant: string;
  readonly field: number;
  /** The reference army's plan of play, or null: its army file's, else the line advance. */
  readonly plan: PlanId | null;
  readonly matchup: Matchup;
  /** The same battle on the line, where the plan's is on the board: what the board gives each type is the difference. */
  readonly onLine: boolean;
}

/** A cell with its battles' result. */
export type FoughtCell = WorthCell & { readonly result: MatchupResult };

/** The reference army's score in one battle (a win 1, a draw 1/2) and the variance of its estimate. */
export function scoreOf(result: MatchupResult): Score {
  const win = result.totals['attackerWins'] ?? 0;
  const draw = result.totals['draws'] ?? 0;
  const mean = win + draw / 2;
  const square = win + draw / 4;
  return { mean, variance: result.trials === null ? 0 : Math.max(0, square - mean * mean) / result.trials };
}

/** The mean over the field of one variant's scores, each field army weighing the same. */
export function fieldScore(fought: readonly { readonly result: MatchupResult }[]): Score {
  const m = fought.length;
  const scores = fought.map((r) => scoreOf(r.result));
  return { mean: scores.reduce((s, x) => s + x.mean, 0) / m, variance: scores.reduce((s, x) => s + x.variance, 0) / (m * m) };
}
