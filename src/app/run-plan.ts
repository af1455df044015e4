import type { Work } from '../engine/work.js';
import { UsageError } from '../core/errors.js';
import { planSystems } from '../core/plan.js';
import { createRunPool } from '../engine/lazy-pool.js';
import type { McProgress } from '../engine/montecarlo.js';
import type { ChunkPool } from '../engine/pool.js';
import { PrepareCache } from '../engine/prepare-cache.js';
import type { SweepReport } from '../report/sweep.js';
import { LIMITS } from '../scenario/limits.js';
import { loadScenario, type Scenario } from '../scenario/load.js';
import { loadOverlay } from '../scenario/overlay-file.js';
import { runScenario } from './run-scenario.js';
import type { TallyBook } from '../engine/tally-book.js';
import { planScenario, type ScenarioOverrides, type ScenarioPlan } from './scenario-plan.js';
import type { ShardRequest } from './counts-file.js';
import type { Computation } from './driver.js';

/** What `run` is asked: scenario files, a what-if overlay for them all, and the command line's overrides. */
export interface RunRequest {
  readonly files: readonly string[];
  readonly overlay?: string | undefined;
  readonly overrides: ScenarioOverrides;
  readonly workers: number;
  /** Start workers only when the run has spent lazy-pool.ts's budget in this thread (no --workers given). */
  readonly poolWhenNeeded: boolean;
}

/**
 * A `run`, resolved once before anything is computed: every scenario read and planned, every
 * matchup prepared once on the run's systems (base systems and overlays, each loaded once).
 */
export interface RunPlan {
  readonly scenarios: readonly ScenarioPlan[];
  /** Every matchup of the run, prepared: the engine and the pool's in-thread work run from it. */
  readonly cache: PrepareCache;
  readonly workers: number;
  readonly poolWhenNeeded: boolean;
  /** Sharding: where every tally computed is kept (a shard), or read from (a merge, which computes none). */
  readonly book?: TallyBook | undefined;
}

function plural(n: number, word: string): string {
  return `${n.toLocaleString('en-US')} ${word}${n === 1 ? '' : 's'}`;
}

/** Read, check and plan every scenario of a run; anything that can be refused is refused here, before any computing. */
export async function planRun(request: RunRequest): Promise<RunPlan> {
  const flagOverlay = request.overlay === undefined ? undefined : { ...(await loadOverlay(request.overlay)), file: request.overlay };
  const scenarios: Scenario[] = [];
  for (const file of request.files) scenarios.push(await loadScenario(file, flagOverlay ? { overlay: flagOverlay } : {}));
  const names = scenarios.map((s) => s.name);
  const twice = names.find((n, i) => names.indexOf(n) !== i);
  if (twice) throw new UsageError(`two scenarios are both named '${twice}': their reports would overwrite each other`);
  const sizes = scenarios.map((s) => s.attackers.length * s.defenders.length * s.conditions.length);
  const total = sizes.reduce((sum, n) => sum + n, 0);
  if (total > LIMITS.matchups) {
    const i = sizes.findIndex((n) => n > LIMITS.matchups);
    const one = scenarios[i];
    throw new UsageError(
      one
        ? `${one.file}: ${plural(sizes[i] ?? 0, 'matchup')} (attackers x defenders x condition sets) is more than the ${LIMITS.matchups.toLocaleString('en-US')} a run may hold; split the scenario`
        : `these scenarios hold ${plural(total, 'matchup')}, more than the ${LIMITS.matchups.toLocaleString('en-US')} one run may; run them separately`,
    );
  }
  const systems = planSystems(
    scenarios.map((s) => s.base),
    scenarios.flatMap((s) => [...(s.overlay ? [{ spec: s.overlay.spec, system: s.system }] : []), ...s.conditions.flatMap((c) => (c.overlay ? [c.overlay] : []))]),
  );
  const cache = new PrepareCache(systems);
  return { scenarios: scenarios.map((s) => planScenario(s, request.overrides, cache)), cache, workers: request.workers, poolWhenNeeded: request.poolWhenNeeded };
}

/** What the command sees of a run as it goes: each scenario's progress, and the warnings it should print. */
export interface RunHooks {
  progress(scenario: ScenarioPlan): { readonly update: McProgress; finish(): void };
  onShortfall(scenario: string, message: string): void;
}

/** One scenario computed: its plan, its report's facts and results, and the seconds it took. */
export interface ScenarioDone {
  readonly index: number;
  readonly plan: ScenarioPlan;
  readonly report: SweepReport;
  readonly computeSeconds: number;
}

/**
 * Run a plan, one scenario after another on one worker pool (started only if some scenario
 * may need Monte Carlo), handing each scenario's report to the caller as soon as it is
 * computed, so it is written before the next begins. `threads()` says how many workers ran.
 */
export function runPlan(plan: RunPlan, hooks: RunHooks): { scenarios: AsyncGenerator<ScenarioDone>; threads(): number } {
  let pool: ChunkPool | null = null;
  async function* scenarios(): AsyncGenerator<ScenarioDone> {
    try {
      for (const [index, scenario] of plan.scenarios.entries()) {
        if (scenario.settings.method !== 'exact' && plan.workers > 0 && plan.book?.replays !== true && pool === null) pool = await createRunPool(plan.workers, plan.poolWhenNeeded, plan.cache);
        const progress = hooks.progress(scenario);
        const t0 = Date.now();
        const report = await runScenario(scenario, {
          cache: plan.cache,
          workers: plan.workers,
          executor: pool?.run,
          book: plan.book,
          onProgress: progress.update,
          onShortfall: (message) => hooks.onShortfall(scenario.scenario.name, message),
        });
        progress.finish();
        yield { index, plan: scenario, report, computeSeconds: (Date.now() - t0) / 1000 };
      }
    } finally {
      await pool?.close();
    }
  }
  return { scenarios: scenarios(), threads: () => pool?.threads() ?? 0 };
}

/**
 * A `run` as the driver runs it (driver.ts): every scenario's sweep a batch of its work; its
 * answer the scenarios as they are computed, one after another (`runPlan`), for the command to
 * write each report before the next is computed.
 */
export function runComputation(plan: RunPlan, request: ShardRequest, hooks: RunHooks): Computation<ReturnType<typeof runPlan>> {
  return {
    request,
    systems: plan.cache.systems,
    cache: plan.cache,
    workers: plan.workers,
    poolWhenNeeded: plan.poolWhenNeeded,
    // Each scenario's sweep, then its battles' plan games (25 pairs a battle on the board), each a batch of its own settings.
    work: () => plan.scenarios.flatMap((s): Work[] => [{ kind: 'batch', matchups: s.playable.map((p) => p.matchup), run: s.settings }, ...(s.gameRun ? [{ kind: 'batch' as const, matchups: s.playable.flatMap((p) => p.pairs), run: s.gameRun }] : [])]),
    answer: async (book) => runPlan({ ...plan, book }, hooks),
  };
}
