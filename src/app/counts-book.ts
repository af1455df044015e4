import type { Tally } from '../engine/aggregate.js';
import { addResult, CHUNK_TRIALS } from '../engine/chunks.js';
import type { CountsShape, TallyBook } from '../engine/tally-book.js';
import { UsageError } from '../core/errors.js';

/**
 * Counts of one matchup as a shard recorded them: a run of its chunks (Monte Carlo at fixed
 * trials), or its whole tally (exact work, or a --precision run, which decides its own length).
 */
export interface CountsRecord<Counts = Float64Array> {
  /** '' for the run's batches; a unit's key (work.ts) for what that unit ran. */
  readonly scope: string;
  /** work.ts countsKey: the matchup's stream, seed and target, or exact. */
  readonly key: string;
  /** Chunks [first, end) of a fixed-trials run; 0 and the chunks run for a whole tally. */
  readonly first: number;
  readonly end: number;
  /** A whole tally: its total weight (trials, or the exact total). Null for a run of chunks. */
  readonly total: number | null;
  /** False only for a --precision run stopped at the trial cap. */
  readonly reached: boolean;
  readonly weights: Counts;
  readonly metrics: readonly Counts[];
  /** Exact work: what was enumerated, in words. */
  readonly space?: string;
}

/**
 * Counts as a counts file holds them: the nonzero bins of an array of `size` bins. They are
 * laid out only once the plan being replayed says the array has that size, so a file that
 * claims a billion bins costs nothing (counts-file.ts checked every bin is inside `size`).
 */
export interface SparseCounts {
  readonly size: number;
  /** Bins, strictly increasing. */
  readonly index: Uint32Array;
  readonly value: Float64Array;
}

/** A record read from a counts file: checked on its own, not yet against the plan. */
export type ReadRecord = CountsRecord<SparseCounts>;

/** A part's book (engine/tally-book.ts): every tally computed is kept, once per scope and key (a search may ask a matchup twice). */
export class RecordingBook implements TallyBook {
  readonly replays = false;
  constructor(
    readonly scope: string = '',
    private readonly kept: Map<string, CountsRecord> = new Map(),
  ) {}

  within(unit: string): RecordingBook {
    return new RecordingBook(unit, this.kept);
  }

  /** A run of chunks, or a whole tally. */
  keepRecord(record: Omit<CountsRecord, 'scope'>): void {
    const id = `${this.scope}\u0000${record.key}\u0000${record.first}`;
    if (!this.kept.has(id)) this.kept.set(id, { scope: this.scope, ...record });
  }

  /** A whole tally, as the engine computed it. */
  keep(key: string, tally: Tally, reached: boolean): void {
    this.keepRecord({ key, first: 0, end: Math.ceil(tally.total / CHUNK_TRIALS), total: tally.total, reached, weights: tally.weights, metrics: tally.metrics, ...(tally.space === undefined ? {} : { space: tally.space }) });
  }

  read(key: string): never {
    throw new Error(`internal: a part computes every tally, and read none (${key})`);
  }

  records(): CountsRecord[] {
    return [...this.kept.values()];
  }
}

/** The sentence every record that cannot be what the plan computed ends in. */
export const EDITED = 'a counts file was edited, or made by another version of oddsmith; run its part again';

/** `counts` laid out as `size` bins, once the plan has said it has that many. */
function laidOut(counts: SparseCounts): Float64Array {
  const values = new Float64Array(counts.size);
  for (let k = 0; k < counts.index.length; k++) values[counts.index[k] as number] = counts.value[k] as number;
  return values;
}

/** A merge's book: tallies answered from the parts' records, summed where a matchup's chunks were split among parts. */
export class ReplayBook implements TallyBook {
  readonly replays = true;
  constructor(
    readonly scope: string,
    private readonly byKey: ReadonlyMap<string, readonly ReadRecord[]>,
  ) {}

  /** The book over every shard's records, indexed by scope and key. */
  static of(records: Iterable<ReadRecord>): ReplayBook {
    const byKey = new Map<string, ReadRecord[]>();
    for (const r of records) {
      const id = `${r.scope}\u0000${r.key}`;
      const list = byKey.get(id) ?? [];
      list.push(r);
      byKey.set(id, list);
    }
    return new ReplayBook('', byKey);
  }

  within(unit: string): ReplayBook {
    return new ReplayBook(unit, this.byKey);
  }

  /** A merge computes nothing: every tally was read. */
  keep(key: string): never {
    throw new Error(`internal: a merge computed ${key} instead of reading it`);
  }

  /**
   * The tally recorded under `key` for a matchup named `what`, of `shape`: a whole tally as it
   * was, or a fixed-trials run's chunks summed, which must cover chunks 0 to the end of
   * `trials` once each. Counts are integers, so the sum is exact in any order. The merge
   * checked every part is there once and each record's own sums (counts-file.ts), so a
   * record missing, overlapping or of another shape here was made to deceive: one sentence.
   */
  read(key: string, trials: number | null, shape: CountsShape, what: string = key): { tally: Tally; reached: boolean } {
    const records = [...(this.byKey.get(`${this.scope}\u0000${key}`) ?? [])].sort((a, b) => a.first - b.first);
    const where = `the counts of ${what}${this.scope ? ` (${this.scope})` : ''}`;
    const first = records[0];
    if (!first) throw new UsageError(`${where} are in no part: ${EDITED}`);
    for (const r of records) {
      const metrics = r.metrics.map((m) => m.size);
      const metricsFit = metrics.length === first.metrics.length && ((shape.metricsMayBeAbsent && metrics.length === 0) || (metrics.length === shape.metrics.length && metrics.every((size, k) => size === shape.metrics[k])));
      if (r.weights.size !== shape.outcomes || !metricsFit) throw new UsageError(`${where} do not have its outcomes' shape: ${EDITED}`);
    }
    if (first.total !== null) {
      if (records.length > 1) throw new UsageError(`${where} are given ${records.length} times: ${EDITED}`);
      return { tally: { weights: laidOut(first.weights), metrics: first.metrics.map(laidOut), total: first.total, ...(first.space === undefined ? {} : { space: first.space }) }, reached: first.reached };
    }
    const sum = { weights: new Float64Array(shape.outcomes), metrics: first.metrics.map((m) => new Float64Array(m.size)) };
    let next = 0;
    for (const r of records) {
      if (r.total !== null) throw new UsageError(`${where} mix a whole tally with runs of chunks: ${EDITED}`);
      if (r.first !== next) throw new UsageError(`${where} ${r.first < next ? 'overlap' : 'miss'} at chunk ${Math.min(r.first, next)}: ${EDITED}`);
      addResult(sum, { weights: laidOut(r.weights), metrics: r.metrics.map(laidOut) });
      next = r.end;
    }
    const total = trials ?? 0;
    if (next * CHUNK_TRIALS < total || (next - 1) * CHUNK_TRIALS >= total) throw new UsageError(`${where} end at chunk ${next}, not at ${total.toLocaleString('en-US')} trials: ${EDITED}`);
    return { tally: { ...sum, total }, reached: true };
  }
}
