import type { MatchupResult } from '../core/result.js';
import type { McProgress } from '../engine/montecarlo.js';
import type { PrepareCache } from '../engine/prepare-cache.js';
import { runEach } from '../engine/run-matchups.js';
import type { ChunkExecutor } from '../engine/task.js';
import type { TallyBook } from '../engine/tally-book.js';
import type { SweepReport } from '../report/sweep.js';
import type { ScenarioPlan } from './scenario-plan.js';
import { solvePlanGame, type PlanGame } from '../core/plan-game.js';

/** How a scenario's plan is run: the run's prepared matchups, its workers and pool, and what it reports as it goes. */
export interface ScenarioRunHooks {
  /** The plan's prepared matchups (app/run-plan.ts): the engine runs from them. */
  readonly cache: PrepareCache;
  readonly workers: number;
  /** The run's one worker pool, shared by every scenario of the run. */
  readonly executor?: ChunkExecutor | undefined;
  /** Sharding: a shard keeps its tallies here; a merge reads them from it. */
  readonly book?: TallyBook | undefined;
  readonly onProgress?: McProgress | undefined;
  readonly onShortfall?: ((message: string) => void) | undefined;
}

function describeMethod(results: readonly MatchupResult[]): string {
  const methods = [...new Set(results.map((r) => r.method))].sort();
  return methods.join('+') || 'exact';
}

/** Run a scenario's playable matchups and gather its report's facts: what the report model is built from. */
export async function runScenario(plan: ScenarioPlan, hooks: ScenarioRunHooks): Promise<SweepReport> {
  const startedAt = new Date().toISOString();
  const pairs = plan.playable.flatMap((p, cell) => p.pairs.map((matchup) => ({ cell, matchup })));
  const gameBattles = plan.gameRun && 'trials' in plan.gameRun.target ? pairs.length * plan.gameRun.target.trials : 0;
  let sweepDone = 0;
  const cells = await runEach(plan.playable, {
    ...plan.settings,
    systems: hooks.cache.systems,
    cache: hooks.cache,
    workers: hooks.workers,
    executor: hooks.executor,
    book: hooks.book,
    // The plan games' battles are counted ahead, so the progress line counts the whole scenario's work once.
    onProgress: hooks.onProgress && ((done, planned) => {
      sweepDone = done;
      hooks.onProgress?.(done, planned + gameBattles);
    }),
    onShortfall: (m, h) => hooks.onShortfall?.(`${m.attacker.label} v ${m.defender.label}: stopped at the trial cap with half-width ${h.toFixed(5)}`),
  });
  // On the board, each battle's plan game: the same battle under every pair of plans, solved (src/core/plan-game.ts).
  const games: (PlanGame | null)[] = plan.playable.map(() => null);
  if (plan.gameRun) {
    const onProgress = hooks.onProgress && ((done: number, planned: number): void => hooks.onProgress?.(sweepDone + done, sweepDone + planned));
    const fought = await runEach(pairs, { ...plan.gameRun, systems: hooks.cache.systems, cache: hooks.cache, workers: hooks.workers, executor: hooks.executor, book: hooks.book, onProgress });
    games.forEach((_, cell) => {
      const own = fought.filter((f) => f.cell === cell).map((f) => f.result);
      if (own.length > 0) games[cell] = solvePlanGame(own);
    });
  }
  const results = cells.map((c) => c.result);
  const sampled = results.filter((r) => r.method === 'mc');
  return {
    scenario: plan.scenario,
    ...plan.facts,
    conditions: plan.conditions,
    cells: cells.map(({ condition, attacker, defender, result, texts }, i) => ({ condition, attacker, defender, result, ...texts, ...(games[i] ? { plans: games[i] } : {}) })),
    notes: plan.notes,
    skipped: plan.skipped,
    method: describeMethod(results),
    trials: sampled.length > 0 ? Math.max(...sampled.map((r) => r.trials ?? 0)) : null,
    seed: sampled.length > 0 ? plan.settings.seed : null,
    startedAt,
    finishedAt: new Date().toISOString(),
  };
}
