import { groups } from 'd3-array';
import type { SystemSource } from '../core/plan.js';
import type { Matchup } from '../core/system.js';
import { hashString } from '../rng/mix.js';
import { kindOf } from '../engine/aggregate.js';
import { CHUNK_TRIALS } from '../engine/chunks.js';
import { mcJob, PRECISION_TRIAL_CAP, precisionTrials, runMcPieces, runMonteCarlo, TASKS_IN_FLIGHT_PER_WORKER, type McJob, type McProgress } from '../engine/montecarlo.js';
import { PrepareCache } from '../engine/prepare-cache.js';
import { exactResultTally } from '../engine/run-task.js';
import { inThreadExecutor, NO_RANGE } from '../engine/run-matchups.js';
import { streamKey } from '../engine/stream-key.js';
import { exactCost, trialCost } from '../engine/work-cost.js';
import { countsKey, type BatchRun, type UnitWork, type Work } from '../engine/work.js';
import { heavyExact, wayOf } from '../engine/way.js';
import { VERSION } from '../version.js';
import { RecordingBook, type CountsRecord } from './counts-book.js';
import { writeCountsFile, type Shard, type ShardRequest } from './counts-file.js';
import { planHash } from './plan-identity.js';

export type { Shard } from './counts-file.js';

/** Chunks a fixed-trials matchup runs. */
export function chunkCount(trials: number): number {
  return Math.ceil(trials / CHUNK_TRIALS);
}

/**
 * A fixed-trials run's chunks cut into at most `parts` contiguous ranges holding near-equal
 * trials (its last chunk may be partial), so a single large matchup spreads over every shard.
 *
 * @example
 * splitChunks(200_000, 3); // => [[0,1],[1,2],[2,4]]: 65,536, 65,536 and 68,928 trials
 */
export function splitChunks(trials: number, parts: number): [number, number][] {
  const chunks = chunkCount(trials);
  const out: [number, number][] = [];
  let first = 0;
  for (let k = 1; k <= parts && first < chunks; k++) {
    const end = k === parts ? chunks : Math.max(first + 1, Math.min(chunks, Math.round((k * trials) / parts / CHUNK_TRIALS)));
    out.push([first, end]);
    first = end;
  }
  return out;
}

/**
 * Shares pieces of work among `shards` so each takes about the same estimated cost: the
 * largest first, each to the least loaded shard (ties to the lower index). Deterministic,
 * so every shard and the merge compute the same assignment. Returns each piece's shard (0-based).
 *
 * @example
 * assignShards([5, 3, 3, 2], 2); // => [0, 1, 1, 0]
 */
export function assignShards(costs: readonly number[], shards: number): number[] {
  const order = costs.map((_, i) => i).sort((a, b) => (costs[b] as number) - (costs[a] as number) || a - b);
  const load = new Array<number>(shards).fill(0);
  const owner = new Array<number>(costs.length).fill(0);
  for (const i of order) {
    let best = 0;
    for (let s = 1; s < shards; s++) if ((load[s] as number) < (load[best] as number)) best = s;
    owner[i] = best;
    load[best] = (load[best] as number) + (costs[i] as number);
  }
  return owner;
}

/** One piece of a run's work, as the shards share it. */
export type Piece =
  | { readonly kind: 'chunks'; readonly key: string; readonly job: McJob; readonly run: BatchRun; readonly first: number; readonly end: number; readonly trials: number; readonly cost: number }
  | { readonly kind: 'whole'; readonly key: string; readonly job: McJob; readonly run: BatchRun; readonly cost: number }
  | { readonly kind: 'exact'; readonly key: string; readonly matchup: Matchup; readonly cost: number }
  | { readonly kind: 'unit'; readonly key: string; readonly cost: number; readonly unit: UnitWork };

/**
 * Every piece of a run's work: each batch's Monte Carlo matchups cut into up to `count`
 * contiguous chunk ranges (a --precision matchup whole), its exact work of rounds or groups,
 * and each unit; the same piece asked by two batches once. A single roll's exact outcomes
 * are no piece: a merge works them again in less time than it reads them.
 */
export function piecesOf(work: readonly Work[], count: number, systems: SystemSource, cache: PrepareCache): Piece[] {
  const pieces = new Map<string, Piece>();
  const add = (piece: Piece, first = 0): void => {
    const id = `${piece.key}\u0000${first}`;
    if (!pieces.has(id)) pieces.set(id, piece);
  };
  for (const w of work) {
    if (w.kind === 'unit') {
      add({ kind: 'unit', key: w.key, cost: w.cost, unit: w });
      continue;
    }
    for (const matchup of w.matchups) {
      const prepared = cache.get(matchup);
      const system = systems.systemOf(matchup);
      const way = wayOf(prepared, w.run.method, `${system.id} ${matchup.combat}`);
      const stream = hashString(streamKey(matchup, systems));
      const key = countsKey(stream, way, w.run);
      if (way === 'exact') {
        if (heavyExact(prepared)) add({ kind: 'exact', key, matchup, cost: exactCost(matchup, prepared) });
        continue;
      }
      const job = mcJob(matchup, prepared, kindOf(system, matchup.combat), stream);
      const perTrial = trialCost(matchup, prepared);
      if (!('trials' in w.run.target)) {
        // A --precision run decides its own length: its cost is taken as the trials that reach it whatever the counts.
        add({ kind: 'whole', key, job, run: w.run, cost: Math.min(PRECISION_TRIAL_CAP, precisionTrials(w.run.target.precision)) * perTrial });
        continue;
      }
      const trials = w.run.target.trials;
      for (const [first, end] of splitChunks(trials, count)) {
        const inRange = Math.min(end * CHUNK_TRIALS, trials) - first * CHUNK_TRIALS;
        add({ kind: 'chunks', key, job, run: w.run, first, end, trials, cost: inRange * perTrial }, first);
      }
    }
  }
  return [...pieces.values()];
}

/** Every piece of the work and the part (0-based) that runs it: the same on every machine, for every part and the merge. */
export function cutWork(work: readonly Work[], count: number, systems: SystemSource, cache: PrepareCache): { pieces: Piece[]; owners: number[] } {
  const pieces = piecesOf(work, count, systems, cache);
  return {
    pieces,
    owners: assignShards(
      pieces.map((p) => p.cost),
      count,
    ),
  };
}

/** What a shard did: its counts, and how much of the run's estimated work it held. */
export interface ShardDone {
  readonly records: CountsRecord[];
  readonly pieces: number;
  readonly ownPieces: number;
  /** Its share of the run's estimated cost (work-cost.ts), 0 to 1. */
  readonly share: number;
}

/**
 * Run one shard's part of a run: the pieces the deterministic assignment gives it (work.ts
 * assignShards, the same on every machine), on one pool, recording every count.
 */
export async function runShard(
  work: readonly Work[],
  shard: Shard,
  options: { readonly systems: SystemSource; readonly cache?: PrepareCache | undefined; readonly workers: number; readonly poolWhenNeeded: boolean; readonly onProgress?: McProgress | undefined; readonly onUnits?: McProgress | undefined },
): Promise<ShardDone> {
  const cache = options.cache ?? new PrepareCache(options.systems);
  const { pieces, owners } = cutWork(work, shard.count, options.systems, cache);
  const own = pieces.filter((_, i) => owners[i] === shard.index - 1);
  const total = pieces.reduce((sum, p) => sum + p.cost, 0);
  const book = new RecordingBook();
  const pool = own.length === 0 || options.workers === 0 ? null : await (await import('../engine/lazy-pool.js')).createRunPool(options.workers, options.poolWhenNeeded, cache);
  try {
    const execute = pool?.run ?? inThreadExecutor(cache);
    const inFlight = Math.max(1, options.workers) * TASKS_IN_FLIGHT_PER_WORKER;
    const chunks = own.filter((p): p is Extract<Piece, { kind: 'chunks' }> => p.kind === 'chunks');
    const counted = await runMcPieces(
      chunks.map((p) => ({ job: p.job, seed: p.run.seed, firstChunk: p.first, endChunk: p.end, totalTrials: p.trials })),
      execute,
      options.onProgress,
      inFlight,
    );
    chunks.forEach((p, i) => {
      const { weights, metrics } = counted[i] as { weights: Float64Array; metrics: Float64Array[] };
      book.keepRecord({ key: p.key, first: p.first, end: p.end, total: null, reached: true, weights, metrics });
    });
    // A --precision matchup's rounds and exact work run side by side, as a whole run runs them.
    const whole = own.filter((p): p is Extract<Piece, { kind: 'whole' }> => p.kind === 'whole');
    for (const [, group] of groups(whole, (p) => JSON.stringify([p.run.seed, p.run.target]))) {
      const first = group[0] as Extract<Piece, { kind: 'whole' }>;
      const outcomes = await runMonteCarlo(
        group.map((p) => p.job),
        first.run.target,
        first.run.seed,
        execute,
        undefined,
        inFlight,
      );
      outcomes.forEach((outcome, i) => book.keep((group[i] as Piece).key, outcome.tally, outcome.reached));
    }
    await Promise.all(
      own.flatMap((p) => (p.kind === 'exact' ? [execute({ matchup: p.matchup, range: NO_RANGE, exact: true }).then((r) => book.keep(p.key, exactResultTally(r), true))] : [])),
    );
    // Units one after another, as a whole balance searches one type after another.
    const units = own.filter((p): p is Extract<Piece, { kind: 'unit' }> => p.kind === 'unit');
    for (const [k, p] of units.entries()) {
      await p.unit.run(book.within(p.key), pool?.run);
      options.onUnits?.(k + 1, units.length);
    }
  } finally {
    await pool?.close();
  }
  const ownCost = own.reduce((sum, p) => sum + p.cost, 0);
  return { records: book.records(), pieces: pieces.length, ownPieces: own.length, share: total > 0 ? ownCost / total : 0 };
}

/** What a shard needs to run its part: the plan's systems and prepared matchups, its threads. */
export interface PartOptions {
  readonly systems: SystemSource;
  /** Its matchups prepared already (a run's plan), if any. */
  readonly cache?: PrepareCache | undefined;
  readonly workers: number;
  readonly poolWhenNeeded: boolean;
}

/** A part run and written: where its counts went, the plan's identity, and its share of the work. */
export type PartDone = Omit<ShardDone, 'records'> & { readonly path: string; readonly hash: string };

/**
 * Run part `shard` of a command's work and write its counts file into `dir` (counts-file.ts):
 * the plan's identity and the command line a merge runs again go with the counts.
 */
export async function runPart(request: ShardRequest, work: readonly Work[], shard: Shard, dir: string, options: PartOptions & { readonly onProgress?: McProgress | undefined; readonly onUnits?: McProgress | undefined }): Promise<PartDone> {
  const hash = planHash(request, work, options.systems);
  const { records, ...done } = await runShard(work, shard, options);
  const path = writeCountsFile(dir, { oddsmith: VERSION, plan: { hash, request }, shard, records });
  return { ...done, path, hash };
}
