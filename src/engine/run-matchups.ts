import type { MatchupResult } from '../core/result.js';
import type { Matchup, PreparedMatchup } from '../core/system.js';
import { hashString } from '../rng/mix.js';
import { streamKey } from './stream-key.js';
import type { SystemSource } from '../core/plan.js';
import { buildResult, kindOf, type ResultShape, type Tally } from './aggregate.js';
import { exactTally } from './exact.js';
import { mcJob, runMonteCarlo, unpreparedJob, TASKS_IN_FLIGHT_PER_WORKER, type McJob, type McProgress, type McTarget } from './montecarlo.js';
import { PrepareCache } from './prepare-cache.js';
import { exactResultTally, runTask } from './run-task.js';
import type { ChunkExecutor } from './task.js';
import type { TallyBook } from './tally-book.js';
import { countsKey } from './work.js';
import { heavyExact, wayOf, type MethodChoice } from './way.js';

export type { MethodChoice } from './way.js';

export interface RunOptions {
  /** The systems of the run's plan: every matchup's system, overlay applied. */
  readonly systems: SystemSource;
  readonly method: MethodChoice;
  readonly target: McTarget;
  readonly seed: number;
  /** Worker threads for Monte Carlo; 0 runs every chunk in this thread (tests, tiny runs). */
  readonly workers: number;
  /**
   * Start the workers only once this thread has spent lazy-pool.ts's budget on the run (the
   * command line's default), rather than at once (when --workers is given).
   */
  readonly poolWhenNeeded?: boolean | undefined;
  readonly onProgress?: McProgress | undefined;
  /** Called once per matchup whose --precision target was not reached within the cap. */
  readonly onShortfall?: ((matchup: Matchup, reachedHalfWidth: number) => void) | undefined;
  /** A pool already running (one per `run`, shared by its scenarios); else one is made. */
  readonly executor?: ChunkExecutor | undefined;
  /** Matchups already prepared by the caller (e.g. a sweep that checked them) on the same `systems`, reused here. */
  readonly cache?: PrepareCache | undefined;
  /**
   * False: results without metric summaries. A break-even search reads tens of thousands of
   * results for their outcomes alone, and a summary's intervals (one a value, a hundred for
   * the rounds of an engagement) cost more than its trials.
   */
  readonly summaries?: boolean | undefined;
  /**
   * A book (tally-book.ts) that keeps every tally computed here, or answers them instead of
   * computing (a single roll's exact 36 outcomes are worked again).
   */
  readonly book?: TallyBook | undefined;
}

/** Run this thread's chunks directly: the same code path a worker runs. */
export function inThreadExecutor(cache: PrepareCache): ChunkExecutor {
  return async (task) => runTask(cache, task);
}

/**
 * Resolve many matchups: exact where asked and possible, Monte Carlo on one worker pool
 * for the rest. Results come back in the order of `matchups`.
 */
export async function runMatchups(matchups: readonly Matchup[], options: RunOptions): Promise<MatchupResult[]> {
  const cache = options.cache ?? new PrepareCache(options.systems);
  const results: (MatchupResult | undefined)[] = new Array(matchups.length);
  const exactIndex: number[] = [];
  const mcIndex: number[] = [];
  const jobs: McJob[] = [];
  const book = options.book;
  const summaries = options.summaries !== false;
  const streamOf = (matchup: Matchup): bigint => hashString(streamKey(matchup, options.systems));
  // Counts read back must have the matchup's shape: a file that passes its checksum may still have been made to deceive.
  const replayed = (replay: TallyBook, key: string, trials: number | null, matchup: Matchup): { tally: Tally; reached: boolean } => {
    const { kernel } = cache.get(matchup);
    const shape = { outcomes: kernel.outcomeCount, metrics: kernel.metrics.map((m) => m.max + 2), metricsMayBeAbsent: !summaries };
    return replay.read(key, trials, shape, `${matchup.attacker.label} v ${matchup.defender.label}`);
  };
  const mcResult = (i: number, tally: Tally, reached: boolean, shape: ResultShape): void => {
    const matchup = matchups[i] as Matchup;
    const result = buildResult(options.systems.systemOf(matchup), matchup, shape, tally, { method: 'mc', trials: tally.total, seed: options.seed, summaries });
    if (!reached) options.onShortfall?.(matchup, result.maxHalfWidth);
    results[i] = result;
  };
  matchups.forEach((matchup, i) => {
    const system = options.systems.systemOf(matchup);
    const kind = kindOf(system, matchup.combat);
    // Prepared here only where that is cheap or needed: a single roll, a matchup the caller
    // prepared already, --method exact (refused at once if it cannot be), or a merge (no
    // workers). Any other matchup is prepared by the thread that runs it (task.ts `method`).
    const prepared = options.method === 'exact' || kind.singleRoll || book?.replays === true ? cache.get(matchup) : cache.prepared(matchup);
    if (!prepared) {
      mcIndex.push(i);
      jobs.push(unpreparedJob(matchup, kind, streamOf(matchup), options.method === 'mc' ? 'mc' : 'auto'));
      return;
    }
    if (wayOf(prepared, options.method, `${system.id} ${matchup.combat}`) === 'exact') {
      exactIndex.push(i);
      return;
    }
    if (book?.replays === true) {
      // Read back, not run: a merge needs no worker.
      const { tally, reached } = replayed(book, countsKey(streamOf(matchup), 'mc', options), 'trials' in options.target ? options.target.trials : null, matchup);
      mcResult(i, tally, reached, prepared);
      return;
    }
    mcIndex.push(i);
    jobs.push(mcJob(matchup, prepared, kind, streamOf(matchup)));
  });
  // Without summaries a result reads no metric: its histograms are not kept (a search's counts are most of a balance's).
  const keep = (key: string, tally: Tally, reached: boolean): void => {
    if (book && !book.replays) book.keep(key, summaries ? tally : { ...tally, metrics: [] }, reached);
  };
  const exactResult = (i: number, tally: Tally, shape: ResultShape): void => {
    const matchup = matchups[i] as Matchup;
    if (heavyExact(shape)) keep(countsKey(streamOf(matchup), 'exact', options), tally, true);
    results[i] = buildResult(options.systems.systemOf(matchup), matchup, shape, tally, { method: 'exact', trials: null, seed: null, summaries });
  };
  // Exact work of rounds or groups (a kernel with metrics: a dynamic programme, milliseconds to
  // seconds) spreads over the pool as chunks do when there is more than one such matchup and
  // workers to take it; a single roll's 36 outcomes (microseconds, less than a task's passage to
  // a worker), a single matchup, or no workers, is worked here. The numbers are the same wherever
  // they are worked. A merge reads the heavy ones back from the shards.
  const preparedOf = (i: number): PreparedMatchup => cache.get(matchups[i] as Matchup);
  const heavy = exactIndex.filter((i) => heavyExact(preparedOf(i)));
  const replay = book?.replays === true ? book : null;
  const readBack = new Set(replay ? heavy : []);
  if (replay) for (const i of heavy) exactResult(i, replayed(replay, countsKey(streamOf(matchups[i] as Matchup), 'exact', options), null, matchups[i] as Matchup).tally, preparedOf(i));
  const spreadExact = readBack.size === 0 && heavy.length > 1 && (options.executor !== undefined || options.workers > 0);
  const spread = new Set(spreadExact ? heavy : []);
  for (const i of exactIndex) if (!spread.has(i) && !readBack.has(i)) exactResult(i, exactTally(preparedOf(i).kernel) as Tally, preparedOf(i));
  if (!spreadExact && jobs.length === 0) return results as MatchupResult[];
  // The worker pool is loaded only when used: with no workers (tests, the explorer page) nothing of Node's threads loads.
  const pool = options.executor || options.workers === 0 ? null : await (await import('./lazy-pool.js')).createRunPool(options.workers, options.poolWhenNeeded === true, cache);
  try {
    const execute = options.executor ?? pool?.run ?? inThreadExecutor(cache);
    if (spreadExact) {
      await Promise.all(
        heavy.map(async (i) => {
          const r = await execute({ matchup: matchups[i] as Matchup, range: NO_RANGE, exact: true });
          exactResult(i, exactResultTally(r), preparedOf(i));
        }),
      );
    }
    if (jobs.length > 0) {
      const inFlight = Math.max(1, options.workers) * TASKS_IN_FLIGHT_PER_WORKER;
      const outcomes = await runMonteCarlo(jobs, options.target, options.seed, execute, options.onProgress, inFlight);
      outcomes.forEach((outcome, j) => {
        const i = mcIndex[j] as number;
        const shape = outcome.shape ?? preparedOf(i);
        if (outcome.way === 'exact') return exactResult(i, outcome.tally, shape);
        keep(countsKey((jobs[j] as McJob).stream, 'mc', options), outcome.tally, outcome.reached);
        mcResult(i, outcome.tally, outcome.reached, shape);
      });
    }
  } finally {
    await pool?.close();
  }
  return results as MatchupResult[];
}

/**
 * `runMatchups` for items that carry a matchup (a plan's cells, a balance matrix's): each
 * item comes back with its result, in the same order.
 */
export async function runEach<T extends { readonly matchup: Matchup }>(items: readonly T[], options: RunOptions): Promise<(T & { readonly result: MatchupResult })[]> {
  const results = await runMatchups(
    items.map((item) => item.matchup),
    options,
  );
  return items.map((item, i) => {
    const result = results[i];
    if (!result) throw new Error(`internal: no result for matchup ${i + 1} of ${items.length}`);
    return { ...item, result };
  });
}

/** An exact task's range: not read (task.ts). */
export const NO_RANGE = { rootSeed: 0, stream: 0n, firstChunk: 0, endChunk: 0, totalTrials: 0 } as const;
