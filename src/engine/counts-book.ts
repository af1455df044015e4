import type { Tally } from './aggregate.js';
import { addResult, CHUNK_TRIALS } from './chunks.js';

/**
 * Counts of one matchup as a shard recorded them: a run of its chunks (Monte Carlo at fixed
 * trials), or its whole tally (exact work, or a --precision run, which decides its own length).
 */
export interface CountsRecord {
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
  readonly weights: Float64Array;
  readonly metrics: readonly Float64Array[];
  /** Exact work: what was enumerated, in words. */
  readonly space?: string;
}

/**
 * Where a run's tallies go or come from besides being computed and used: a shard records
 * every tally it computes; a merge replays them instead of computing. runMatchups reads one
 * from RunOptions.book; a unit's work goes `within` the unit, so its counts are kept apart.
 */
export type CountsBook = RecordingBook | ReplayBook;

/** A shard's book: every tally computed is kept, once per scope and key (a search may ask a matchup twice). */
export class RecordingBook {
  readonly mode = 'record';
  constructor(
    readonly scope: string = '',
    private readonly kept: Map<string, CountsRecord> = new Map(),
  ) {}

  within(unit: string): RecordingBook {
    return new RecordingBook(unit, this.kept);
  }

  keep(record: Omit<CountsRecord, 'scope'>): void {
    const id = `${this.scope}\u0000${record.key}\u0000${record.first}`;
    if (!this.kept.has(id)) this.kept.set(id, { scope: this.scope, ...record });
  }

  /** A whole tally, as runMatchups computed it. */
  keepTally(key: string, tally: Tally, reached: boolean): void {
    this.keep({ key, first: 0, end: Math.ceil(tally.total / CHUNK_TRIALS), total: tally.total, reached, weights: tally.weights, metrics: tally.metrics, ...(tally.space === undefined ? {} : { space: tally.space }) });
  }

  records(): CountsRecord[] {
    return [...this.kept.values()];
  }
}

/** A merge's book: tallies answered from the shards' records, summed where a matchup's chunks were split among shards. */
export class ReplayBook {
  readonly mode = 'replay';
  constructor(
    readonly scope: string,
    private readonly byKey: ReadonlyMap<string, readonly CountsRecord[]>,
  ) {}

  /** The book over every shard's records, indexed by scope and key. */
  static of(records: Iterable<CountsRecord>): ReplayBook {
    const byKey = new Map<string, CountsRecord[]>();
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

  /**
   * The tally recorded under `key`: a whole tally as it was, or a fixed-trials run's chunks
   * summed, which must cover chunks 0 to `chunks` once each. Counts are integers, so the sum
   * is exact in any order. A gap or an overlap is a defect of the plan, not of the user's files
   * (the merge checked every shard is there once), so it is an internal error.
   */
  tally(key: string, trials: number | null): { tally: Tally; reached: boolean } {
    const records = [...(this.byKey.get(`${this.scope}\u0000${key}`) ?? [])].sort((a, b) => a.first - b.first);
    const first = records[0];
    if (!first) throw new Error(`internal: no counts recorded for ${this.scope ? `${this.scope}: ` : ''}${key}`);
    if (first.total !== null) return { tally: { weights: first.weights, metrics: first.metrics, total: first.total, ...(first.space === undefined ? {} : { space: first.space }) }, reached: first.reached };
    const sum = { weights: new Float64Array(first.weights.length), metrics: first.metrics.map((m) => new Float64Array(m.length)) };
    let next = 0;
    for (const r of records) {
      if (r.first !== next) throw new Error(`internal: the counts of ${key} ${r.first < next ? 'overlap' : 'miss'} at chunk ${Math.min(r.first, next)}`);
      addResult(sum, r);
      next = r.end;
    }
    const total = trials ?? 0;
    if (next * CHUNK_TRIALS < total || (next - 1) * CHUNK_TRIALS >= total) throw new Error(`internal: the counts of ${key} end at chunk ${next}, not at ${total} trials`);
    return { tally: { ...sum, total }, reached: true };
  }
}
