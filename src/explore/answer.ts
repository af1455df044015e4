import { splitConditions } from '../core/conditions.js';
import { UsageError } from '../core/errors.js';
import { resolveMatchup } from '../core/matchup.js';
import { BATTLE } from '../core/battle-rules.js';
import type { PlanGame } from '../core/plan-game.js';
import { DEFAULT_BATTLES, parsePlanTrials, parseSeed, parseTrials } from '../core/trials-and-seed.js';
import { planSystems, type SystemSource } from '../core/plan.js';
import type { MatchupResult } from '../core/result.js';
import type { Matchup, PreparedMatchup, RuleSystem } from '../core/system.js';
import { leversOf, type Lever } from '../engine/levers.js';
import { matchupJson } from '../engine/matchup-json.js';
import type { McProgress } from '../engine/montecarlo.js';
import { PrepareCache } from '../engine/prepare-cache.js';
import { defaultPlanTrials, planGamePairs, planGameRun, playPlanGame } from '../engine/plan-game-run.js';
import { runMatchups } from '../engine/run-matchups.js';
import { loadSystem } from '../rules/registry.js';
import type { LoadedOverlay } from '../scenario/overlay-check.js';
import { loadBattlePart } from './on-demand.js';
import type { ExploreState } from './state.js';

/** What the page shows for a state: the same result, notes, levers and JSON document as `oddsmith matchup`. */
export interface Answer {
  readonly system: RuleSystem;
  readonly matchup: Matchup;
  readonly prepared: PreparedMatchup;
  readonly result: MatchupResult;
  readonly notes: readonly string[];
  readonly levers: readonly Lever[] | null;
  /** A battle's plan game, as `battle` plays it (null where it plays none: on the line, or plan trials 0); undefined for any other combat. */
  readonly plans?: PlanGame | null;
  /** `matchup --format json` for these inputs, byte for byte (`battle --format json` for a battle). */
  readonly json: string;
}

/**
 * A battle's plan-game battles a pair of plans, as `battle` reads them from the command the page
 * gives (state.ts cliCommand): the link's `plan-trials`, else `battle`'s default from the battles
 * it fights (the link's trials for Monte Carlo; `battle`'s own default where the command gives none).
 */
export function planTrialsOf(s: ExploreState): number {
  if (s.planTrials !== '') return parsePlanTrials(s.planTrials, 'plan trials');
  return defaultPlanTrials({ trials: s.method === 'mc' ? parseTrials(s.trials, 'trials') : DEFAULT_BATTLES });
}

/** The matchup a state names, resolved by the rules as the CLI resolves it (a bad input throws a UsageError). */
export async function resolveState(s: ExploreState, overlay: LoadedOverlay | null = null): Promise<{ system: RuleSystem; matchup: Matchup; prepared: PreparedMatchup; cache: PrepareCache; systems: SystemSource }> {
  // A battle is prepared by the battle code, which the page runs the first time one is asked for.
  if (s.combat === BATTLE) loadBattlePart();
  const base = await loadSystem(s.system);
  if (overlay && overlay.spec.base !== base.id) throw new UsageError(`the overlay is on ${overlay.spec.base}, not ${base.id}`);
  // As the CLI's --overlay: the overlaid system, and the plan that holds base and what-if (cli/what-if.ts).
  const system = overlay ? overlay.system : base;
  const systems = overlay ? planSystems([base], [overlay]) : planSystems([base]);
  const matchup = resolveMatchup(system, {
    system: system.id,
    combat: s.combat || undefined,
    overlay: overlay?.spec ?? null,
    options: splitConditions(s.option, '', 'option'),
    attacker: { troop: s.attacker, conditions: splitConditions(s.a, 'attacker') },
    defender: { troop: s.defender, conditions: splitConditions(s.b, 'defender') },
  });
  const cache = new PrepareCache(systems);
  return { system, matchup, prepared: cache.get(matchup), cache, systems };
}

/**
 * The answer to a state, exactly or by Monte Carlo in this thread, as `matchup` gives it:
 * the same engine, seeded streams and JSON writer, so the same seed and trials give the CLI's
 * counts. `levers` follows the CLI's default (single combats only) unless `withLevers` says.
 * A battle's answer is `battle`'s: the battle, then its plan game (engine/plan-game-run.ts, as
 * `battle` plays it), its progress reported to `onPlanProgress`.
 */
export async function answer(s: ExploreState, onProgress?: McProgress, withLevers?: boolean, overlay: LoadedOverlay | null = null, onPlanProgress?: McProgress): Promise<Answer> {
  // Read as the CLI reads --trials, --seed and --plan-trials: what it refuses, the page refuses in the same words.
  const trials = parseTrials(s.trials, 'trials');
  const seed = parseSeed(s.seed, 'seed');
  const planTrials = s.combat === BATTLE ? planTrialsOf(s) : 0;
  const { system, matchup, prepared, cache, systems } = await resolveState(s, overlay);
  const notes = [...prepared.notes];
  const [result] = await runMatchups([matchup], {
    // 'exact' refuses a matchup that cannot be enumerated (the page then offers Monte Carlo), as `--method exact` does.
    method: s.method,
    target: { trials },
    seed,
    workers: 0,
    systems,
    cache,
    ...(onProgress ? { onProgress } : {}),
  });
  if (!result) throw new Error('internal: no result');
  const levers = (withLevers ?? prepared.kernel.metrics.length === 0) ? leversOf(system, matchup, result) : null;
  if (matchup.combat !== BATTLE) return { system, matchup, prepared, result, notes, levers, json: matchupJson(result, notes, levers) };
  const run = planGameRun({ method: s.method, seed }, planTrials);
  const plans = await playPlanGame(planGamePairs(matchup, planTrials), run, { workers: 0, systems, cache, ...(onPlanProgress ? { onProgress: onPlanProgress } : {}) });
  return { system, matchup, prepared, result, notes, levers, plans, json: matchupJson(result, notes, levers, { plans }) };
}
