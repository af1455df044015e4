import type { OutcomeAxis } from '../core/kernel.js';
import type { CombatKind } from '../core/system.js';
import { codeCount } from '../core/outcome-code.js';
import type { Matchup, PreparedMatchup } from '../core/system.js';
import { tallyHalfWidth, type ResultShape, type Tally } from './aggregate.js';
import { addResult, CHUNK_TRIALS } from './chunks.js';
import type { ChunkExecutor, ChunkResult, ChunkTask } from './task.js';
import { exactResultTally } from './run-task.js';
import type { ChosenInThread } from './way.js';
import { TaskGate } from './task-gate.js';
import { wilsonHalfWidth, Z95 } from './wilson.js';

/** Most chunks sent to a worker in one message: enough that messaging costs ~1% on the fastest kernel. */
export const CHUNKS_PER_TASK = 16;

/**
 * Chunks per task for a range of `rangeChunks` chunks in a run of `jobs` matchups: as many
 * as CHUNKS_PER_TASK, but few enough that the run makes at least two tasks per slot in
 * flight. Otherwise a single matchup's million trials (16 chunks) would be one task on one
 * worker while the others wait, which for a slow kernel (a Little Orc Wars engagement, 2 s)
 * is the whole run. How chunks are grouped never changes the counts.
 *
 * @example
 * chunksPerTask(16, 1, 8); // => 1: one matchup's 16 chunks spread over the workers
 * chunksPerTask(16, 500, 8); // => 16: a sweep has work enough for every worker
 */
export function chunksPerTask(rangeChunks: number, jobs: number, inFlight: number): number {
  return Math.max(1, Math.min(CHUNKS_PER_TASK, Math.floor((rangeChunks * jobs) / (2 * inFlight))));
}

/** Tasks in flight per worker: enough that no worker waits for its next message. */
export const TASKS_IN_FLIGHT_PER_WORKER = 4;


/** Most trials `--precision` may run for one matchup before it stops short. */
export const PRECISION_TRIAL_CAP = 2 ** 30;

export interface McJob {
  readonly matchup: Matchup;
  /** Names the matchup's random stream: the 64-bit hash of its canonical key (mix.ts, `hashString`). */
  readonly stream: bigint;
  readonly axes: readonly OutcomeAxis[];
  /** The matchup's combat kind: its totals count towards the precision reached. */
  readonly kind: CombatKind;
  /**
   * Each metric's histogram size, when this thread prepared the matchup; null when it did not:
   * the thread that runs its first task prepares it and chooses its way by `method` (task.ts).
   */
  readonly metricSizes: readonly number[] | null;
  readonly method: ChosenInThread;
}

/** A matchup's Monte Carlo job: its stream, its outcome axes and kind, and each metric's histogram size. */
export function mcJob(matchup: Matchup, prepared: PreparedMatchup, kind: CombatKind, stream: bigint): McJob {
  return { matchup, stream, axes: prepared.kernel.axes, kind, metricSizes: prepared.kernel.metrics.map((m) => m.max + 2), method: 'mc' };
}

/**
 * The job of a matchup this thread has not prepared: its first task goes alone, and the
 * thread that runs it prepares it, works it exactly if `method` chooses so (the job then
 * ends), or runs its range and says the shape of its counts.
 */
export function unpreparedJob(matchup: Matchup, kind: CombatKind, stream: bigint, method: ChosenInThread): McJob {
  return { matchup, stream, axes: kind.axes, kind, metricSizes: null, method };
}

/** Either a fixed number of trials, or "until every 95% half-width is at most `precision`". */
export type McTarget = { readonly trials: number } | { readonly precision: number };

export interface McProgress {
  (doneTrials: number, plannedTrials: number): void;
}

/**
 * The Monte Carlo trials of a run, done against planned, told to `onProgress` as they move:
 * `done(n)` for trials run, `plan(n)` for more planned (a --precision step), `unplan(n)` for
 * planned trials a matchup never runs, worked exactly by the thread that prepared it. So the
 * progress line ends at the trials the summary counts: those of the sampled results alone.
 */
class TrialCount {
  private doneTrials = 0;
  constructor(
    private planned: number,
    private readonly onProgress: McProgress | undefined,
  ) {}
  done(trials: number): void {
    this.doneTrials += trials;
    this.onProgress?.(this.doneTrials, this.planned);
  }
  plan(trials: number): void {
    this.planned += trials;
  }
  unplan(trials: number): void {
    this.planned -= trials;
    this.onProgress?.(this.doneTrials, this.planned);
  }
}

export interface McOutcome {
  readonly tally: Tally;
  /** False only when --precision stopped at the trial cap before reaching its target. */
  readonly reached: boolean;
  /** How the matchup was worked: a job of `auto` may have been worked exactly by the thread that prepared it. */
  readonly way: 'exact' | 'mc';
  /** The result's shape, from that thread; null for a job prepared here. */
  readonly shape: ResultShape | null;
}

/** A job's counts as they arrive, sized by its first result when this thread did not prepare it. */
class JobCounts {
  weights: Float64Array;
  metrics: Float64Array[];
  total = 0;
  chosen: ChunkResult['chosen'] | null = null;
  exact: Tally | null = null;

  constructor(readonly job: McJob) {
    this.weights = job.metricSizes ? new Float64Array(codeCount(job.axes)) : new Float64Array(0);
    this.metrics = job.metricSizes ? job.metricSizes.map((size) => new Float64Array(size)) : [];
  }

  /** Whether the counts' shape is known: the job was prepared here, or its first result came. */
  get known(): boolean {
    return this.job.metricSizes !== null || this.chosen !== null;
  }

  add(result: ChunkResult): void {
    if (!this.known) {
      this.chosen = result.chosen ?? null;
      if (!this.chosen) throw new Error('internal: a task of an unprepared matchup came back without its way');
      if (this.chosen.way === 'exact') {
        this.exact = exactResultTally(result);
        return;
      }
      this.weights = new Float64Array(result.weights.length);
      this.metrics = result.metrics.map((m) => new Float64Array(m.length));
    }
    addResult(this, result);
  }

  outcome(reached: boolean): McOutcome {
    const shape = this.chosen?.shape ?? null;
    if (this.exact) return { tally: this.exact, reached: true, way: 'exact', shape };
    return { tally: { weights: this.weights, metrics: this.metrics, total: this.total }, reached, way: 'mc', shape };
  }
}

/**
 * Trials after which every 95% Wilson half-width is at most `precision`, whatever the counts:
 * the widest is at p = 1/2, z / (2 sqrt(n + z^2)). A looser target never needs more.
 *
 * @example
 * precisionTrials(0.01); // => 9600
 * precisionTrials(0.5); // => 1
 */
export function precisionTrials(precision: number): number {
  let n = Math.max(1, Math.ceil((Z95 / (2 * precision)) ** 2 - Z95 * Z95));
  // Checked with the half-width the run reads, so rounding never leaves the target short.
  while (wilsonHalfWidth(n / 2, n) > precision) n++;
  return n;
}

/**
 * The next trial count for a `--precision` run. It starts with the trials that reach the
 * target whatever the counts (precisionTrials), at most one chunk: a target that needs no
 * more is done in that one step, never in more work than a looser one. Past a chunk, a
 * Wilson half-width shrinks as 1/sqrt(n), so reaching `precision` from half-width h at n
 * trials takes about n * (h / precision)^2; aim 5% past that, at least one chunk more, in
 * whole chunks. It depends on the counts only, so precision runs stay deterministic for a
 * seed whatever the worker count.
 *
 * @example
 * nextPrecisionTarget(empty, job, 0.01); // => 9600 (reached whatever the counts)
 * nextPrecisionTarget(empty, job, 0.001); // => 65536 (one chunk to start)
 */
export function nextPrecisionTarget(tally: Tally, job: Pick<McJob, 'axes' | 'kind'>, precision: number): number {
  const n = tally.total;
  if (n === 0) return Math.min(CHUNK_TRIALS, precisionTrials(precision));
  // A partial first chunk reached its target (precisionTrials): a chunk is never continued.
  if (n % CHUNK_TRIALS !== 0) throw new Error(`internal: a --precision run of ${n} trials fell short of ${precision}`);
  const ratio = tallyHalfWidth(job.kind, job.axes, tally) / precision;
  const needed = Math.max(n + CHUNK_TRIALS, n * ratio * ratio * 1.05);
  return Math.min(PRECISION_TRIAL_CAP, Math.ceil(needed / CHUNK_TRIALS) * CHUNK_TRIALS);
}

/**
 * Sends `count` tasks through the gate, each once a slot is free (so memory stays flat), and
 * waits for them all; the first failure stops the sending and is thrown.
 */
async function feed(gate: TaskGate, count: number, send: (i: number) => Promise<void>): Promise<void> {
  const running = new Set<Promise<void>>();
  let failure: unknown = null;
  for (let i = 0; i < count && failure === null; i++) {
    await gate.acquire();
    const task: Promise<void> = send(i)
      .catch((error: unknown) => {
        failure ??= error;
      })
      .finally(() => {
        gate.release();
        running.delete(task);
      });
    running.add(task);
  }
  await Promise.all(running);
  if (failure !== null) throw failure;
}

/**
 * Runs trials [fromTrials, toTrials) of a job into `into`. A job whose shape is not known yet
 * sends its first task alone, and nothing more if that thread worked it exactly.
 */
async function runRange(
  execute: ChunkExecutor,
  gate: TaskGate,
  rootSeed: number,
  fromTrials: number,
  toTrials: number,
  into: JobCounts,
  progress: TrialCount,
  taskSize: (rangeChunks: number) => number,
): Promise<void> {
  const { job } = into;
  const firstChunk = Math.ceil(fromTrials / CHUNK_TRIALS);
  const endChunk = Math.ceil(toTrials / CHUNK_TRIALS);
  const size = taskSize(endChunk - firstChunk);
  const tasks = Math.ceil((endChunk - firstChunk) / size);
  const send = async (i: number): Promise<void> => {
    const start = firstChunk + i * size;
    const end = Math.min(endChunk, start + size);
    const range = { rootSeed, stream: job.stream, firstChunk: start, endChunk: end, totalTrials: toTrials };
    into.add(await execute({ matchup: job.matchup, range, ...(into.known ? {} : { method: job.method }) }));
    if (into.exact) progress.unplan(toTrials - fromTrials);
    else progress.done(Math.min(end * CHUNK_TRIALS, toTrials) - start * CHUNK_TRIALS);
  };
  let sent = 0;
  if (!into.known && tasks > 0) {
    await feed(gate, 1, send);
    sent = 1;
    if (into.exact) return;
  }
  await feed(gate, tasks - sent, (i) => send(i + sent));
  into.total = toTrials;
}

/** Chunks [firstChunk, endChunk) of a matchup whose run is `totalTrials` long, on root seed `seed`: a shard's part of it. */
export interface McPiece {
  readonly job: McJob;
  readonly seed: number;
  readonly firstChunk: number;
  readonly endChunk: number;
  readonly totalTrials: number;
}

/**
 * Run pieces of matchups (a shard's part of a run) on one executor through one gate, as
 * `runMonteCarlo` runs whole matchups: each piece's counts are the sum of its chunks', the
 * same wherever and in whatever grouping they run. Returns each piece's counts, in order.
 */
export async function runMcPieces(pieces: readonly McPiece[], execute: ChunkExecutor, onProgress?: McProgress, inFlight = 2 * TASKS_IN_FLIGHT_PER_WORKER): Promise<{ weights: Float64Array; metrics: Float64Array[] }[]> {
  const gate = new TaskGate(inFlight);
  const progress = new TrialCount(pieces.reduce((sum, p) => sum + Math.min(p.endChunk * CHUNK_TRIALS, p.totalTrials) - p.firstChunk * CHUNK_TRIALS, 0), onProgress);
  const taskSize = (rangeChunks: number): number => chunksPerTask(rangeChunks, pieces.length, inFlight);
  return Promise.all(
    pieces.map(async (p) => {
      const counts = new JobCounts(p.job);
      await runRange(execute, gate, p.seed, p.firstChunk * CHUNK_TRIALS, Math.min(p.endChunk * CHUNK_TRIALS, p.totalTrials), counts, progress, taskSize);
      return counts;
    }),
  );
}

/**
 * Matchups of `jobs` to a task when each runs `trials` trials, at most one chunk: as many as
 * fill CHUNKS_PER_TASK chunks, but few enough that the run makes at least two tasks per slot
 * in flight. A break-even search runs tens of thousands of matchups of 500 trials each, where
 * a message per matchup costs more than its trials.
 *
 * @example
 * smallJobsPerTask(500, 120, 8); // => 7
 * smallJobsPerTask(50_000, 224, 8); // => 14
 */
export function smallJobsPerTask(trials: number, jobs: number, inFlight: number): number {
  return Math.max(1, Math.min(Math.floor((CHUNKS_PER_TASK * CHUNK_TRIALS) / trials), Math.floor(jobs / (2 * inFlight))));
}

/** Matchups of one chunk each, `perTask` to a task (its `more`): the same chunks, so the same counts, in fewer messages. */
async function runSmallJobs(
  execute: ChunkExecutor,
  gate: TaskGate,
  jobs: readonly McJob[],
  rootSeed: number,
  trials: number,
  progress: TrialCount,
  perTask: number,
): Promise<McOutcome[]> {
  const counts = jobs.map((job) => new JobCounts(job));
  const taskOf = (c: JobCounts): ChunkTask => ({ matchup: c.job.matchup, range: { rootSeed, stream: c.job.stream, firstChunk: 0, endChunk: 1, totalTrials: trials }, ...(c.known ? {} : { method: c.job.method }) });
  await feed(gate, Math.ceil(jobs.length / perTask), async (i) => {
    const [first, ...rest] = counts.slice(i * perTask, (i + 1) * perTask).map(taskOf);
    const result = await execute({ ...(first as ChunkTask), more: rest });
    const parts = [result, ...(result.more ?? [])];
    parts.forEach((part, k) => (counts[i * perTask + k] as JobCounts).add(part));
    const exact = parts.filter((_, k) => (counts[i * perTask + k] as JobCounts).exact !== null).length;
    progress.unplan(exact * trials);
    progress.done((parts.length - exact) * trials);
  });
  return counts.map((c) => {
    c.total = trials;
    return c.outcome(true);
  });
}

/**
 * Monte Carlo for many matchups at once on one executor (the pool). Every matchup feeds
 * tasks through one gate of `inFlight` slots, so the cores stay busy while the tasks alive
 * at once stay bounded whatever the trial count. Results are sums of per-chunk counts, so
 * they do not depend on the order tasks finish in or on the worker count.
 */
export async function runMonteCarlo(
  jobs: readonly McJob[],
  target: McTarget,
  rootSeed: number,
  execute: ChunkExecutor,
  onProgress?: McProgress,
  inFlight = 2 * TASKS_IN_FLIGHT_PER_WORKER,
): Promise<McOutcome[]> {
  const gate = new TaskGate(inFlight);
  const taskSize = (rangeChunks: number): number => chunksPerTask(rangeChunks, jobs.length, inFlight);
  // Fixed-trial targets are all known now, so the first progress line's ETA is right.
  const progress = new TrialCount('trials' in target ? target.trials * jobs.length : 0, onProgress);
  if ('trials' in target && target.trials <= CHUNK_TRIALS) {
    const perTask = smallJobsPerTask(target.trials, jobs.length, inFlight);
    if (perTask > 1) return runSmallJobs(execute, gate, jobs, rootSeed, target.trials, progress, perTask);
  }
  return Promise.all(
    jobs.map(async (job) => {
      const counts = new JobCounts(job);
      if ('trials' in target) {
        await runRange(execute, gate, rootSeed, 0, target.trials, counts, progress, taskSize);
        return counts.outcome(true);
      }
      for (;;) {
        const next = nextPrecisionTarget(counts, job, target.precision);
        progress.plan(next - counts.total);
        await runRange(execute, gate, rootSeed, counts.total, next, counts, progress, taskSize);
        if (counts.exact || tallyHalfWidth(job.kind, job.axes, counts) <= target.precision) return counts.outcome(true);
        if (counts.total >= PRECISION_TRIAL_CAP) return counts.outcome(false);
      }
    }),
  );
}
