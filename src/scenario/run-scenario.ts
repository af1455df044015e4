import { formatConditions } from '../core/conditions.js';
import type { MatchupResult } from '../core/result.js';
import { DEFAULT_TRIALS } from '../engine/montecarlo.js';
import type { McProgress, McTarget } from '../engine/montecarlo.js';
import { PrepareCache } from '../engine/prepare-cache.js';
import { runMatchups, type MethodChoice } from '../engine/run-matchups.js';
import type { ChunkExecutor } from '../engine/task.js';
import { combatOutcomes, sweepCell, type SweepCell, type SweepReport } from '../report/sweep.js';
import { expandSweep } from './expand.js';
import { scenarioSystems, type Scenario } from './load.js';

/** Command-line settings that override a scenario's own method, trials, precision or seed. */
export interface ScenarioOverrides {
  readonly method?: MethodChoice | undefined;
  /** --option values: they override the scenario's `options` key by key. */
  readonly options?: Readonly<Record<string, unknown>> | undefined;
  readonly target?: McTarget | undefined;
  readonly seed?: number | undefined;
}

export interface SweepRunOptions {
  readonly workers: number;
  /** The run's one worker pool, shared by every scenario of the run. */
  readonly executor?: ChunkExecutor | undefined;
  readonly onProgress?: McProgress | undefined;
  readonly onShortfall?: ((message: string) => void) | undefined;
  /** The distinct notes of the sweep's matchups, e.g. a condition that has no effect there (also in the report). */
  readonly onNotes?: ((notes: readonly string[]) => void) | undefined;
  readonly now?: () => Date;
}

/** Method, target and seed of a scenario once the command line's overrides are applied. */
export function effectiveSettings(scenario: Scenario, overrides: ScenarioOverrides): { method: MethodChoice; target: McTarget; seed: number } {
  const own: McTarget = scenario.precision !== undefined ? { precision: scenario.precision } : { trials: scenario.trials ?? DEFAULT_TRIALS };
  return { method: overrides.method ?? scenario.method, target: overrides.target ?? own, seed: overrides.seed ?? scenario.seed };
}

function describeMethod(results: readonly MatchupResult[]): string {
  const methods = [...new Set(results.map((r) => r.method))].sort();
  return methods.join('+') || 'exact';
}

/** Run every matchup of a scenario and gather what the report writers need. */
export async function runScenario(scenario: Scenario, overrides: ScenarioOverrides, options: SweepRunOptions): Promise<SweepReport> {
  const now = options.now ?? (() => new Date());
  const startedAt = now().toISOString();
  const settings = effectiveSettings(scenario, overrides);
  const systems = scenarioSystems([scenario]);
  const cache = new PrepareCache(systems);
  const sweep = expandSweep(
    { ...scenario, overlay: scenario.overlay?.spec ?? null, options: { ...scenario.options, ...(overrides.options ?? {}) } },
    (m) => cache.get(m),
  );
  const notes = [...new Set(sweep.playable.flatMap((p) => cache.get(p.matchup).notes.map((note) => `${p.condition}: ${note}`)))];
  options.onNotes?.(notes);
  const results = await runMatchups(
    sweep.playable.map((p) => p.matchup),
    {
      ...settings,
      systems,
      cache,
      workers: options.workers,
      executor: options.executor,
      onProgress: options.onProgress,
      onShortfall: (m, h) => options.onShortfall?.(`${m.attacker.label} v ${m.defender.label}: stopped at the trial cap with half-width ${h.toFixed(5)}`),
    },
  );
  const cells: SweepCell[] = sweep.playable.map((p, i) => sweepCell(scenario.system, p.condition, results[i] as MatchupResult));
  const sampled = results.filter((r) => r.method === 'mc');
  const kinds = scenario.system.combatKinds.filter((k) => sweep.conditions.some((c) => c.combat === k.id));
  const union = <T extends { id: string }>(lists: readonly (readonly T[])[]): T[] => [...new Map(lists.flat().map((x) => [x.id, x])).values()];
  const optionText = sweep.playable[0] ? formatConditions(scenario.system.options, sweep.playable[0].matchup.options) : '';
  return {
    scenario: { name: scenario.name, title: scenario.title, file: scenario.file, hash: scenario.hash },
    system: {
      id: scenario.system.id,
      title: scenario.system.title,
      seedFile: scenario.system.seedFile,
      outcomes: union(kinds.map((k) => k.outcomes)),
      combatOutcomes: combatOutcomes(scenario.system),
      totals: union(kinds.map((k) => k.totals)),
      troopNames: Object.fromEntries(scenario.system.troops.map((t) => [t.id, t.name])),
      troopCosts: Object.fromEntries(scenario.system.troops.map((t) => [t.id, t.cost])),
    },
    overlay: scenario.overlay ? { name: scenario.overlay.spec.name, hash: scenario.overlay.spec.hash, changes: scenario.overlay.changes } : null,
    options: optionText,
    conditions: sweep.conditions,
    attackers: scenario.attackers,
    defenders: scenario.defenders,
    cells,
    notes,
    skipped: sweep.skipped,
    method: describeMethod(results),
    trials: sampled.length > 0 ? Math.max(...sampled.map((r) => r.trials ?? 0)) : null,
    seed: sampled.length > 0 ? settings.seed : null,
    startedAt,
    finishedAt: now().toISOString(),
  };
}
