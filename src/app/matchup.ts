import { resolveMatchup } from '../core/matchup.js';
import type { MatchupResult } from '../core/result.js';
import type { Matchup, MatchupRequest, RuleSystem } from '../core/system.js';
import { leversOf, type Lever } from '../engine/levers.js';
import type { McProgress } from '../engine/montecarlo.js';
import { PrepareCache } from '../engine/prepare-cache.js';
import { runMatchups, type RunOptions } from '../engine/run-matchups.js';
import { systemWithOverlay } from './systems.js';

/** One matchup resolved once: its system (overlay applied), the matchup, and what preparing it found. */
export interface MatchupPlan {
  readonly system: RuleSystem;
  readonly matchup: Matchup;
  readonly cache: PrepareCache;
  /** The system's notes on this matchup (a condition with no effect here). */
  readonly notes: readonly string[];
  /** Whether it can be enumerated exactly, and whether it has metrics (rounds, groups): levers then cost a run each. */
  readonly exact: boolean;
  readonly rounds: boolean;
}

/** What `matchup` asks: the system and an optional overlay file, and the matchup as raw text. */
export interface MatchupAsk extends Omit<MatchupRequest, 'system' | 'overlay'> {
  readonly system: string;
  readonly overlayFile?: string | undefined;
}

/** Resolve and prepare one matchup (a refusal of the rules is the command's one clear sentence). */
export async function planMatchup(ask: MatchupAsk): Promise<MatchupPlan> {
  const { system, overlay, systems } = await systemWithOverlay(ask.system, ask.overlayFile);
  const matchup = resolveMatchup(system, { ...ask, system: system.id, overlay });
  const cache = new PrepareCache(systems);
  const prepared = cache.get(matchup);
  return { system, matchup, cache, notes: prepared.notes, exact: prepared.kernel.exact !== undefined && !prepared.kernel.exactOnRequest, rounds: prepared.kernel.metrics.length > 0 };
}

/** Run a planned matchup; with `levers`, each condition and option varied exactly (none for a Monte Carlo answer). */
export async function answerMatchup(
  plan: MatchupPlan,
  run: Pick<RunOptions, 'method' | 'target' | 'seed' | 'workers' | 'poolWhenNeeded' | 'book'>,
  levers: boolean,
  onProgress?: McProgress,
): Promise<{ result: MatchupResult; levers: readonly Lever[] | null }> {
  const [result] = await runMatchups([plan.matchup], { ...run, systems: plan.cache.systems, cache: plan.cache, onProgress });
  if (!result) throw new Error('internal: no result');
  return { result, levers: levers ? leversOf(plan.system, plan.matchup, result) : null };
}
