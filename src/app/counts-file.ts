import { createHash } from 'node:crypto';
import { existsSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import * as z from 'zod/mini';
import { UsageError } from '../core/errors.js';
import { fileErrorWords } from '../core/file-error.js';
import { plainParse } from '../core/plain-parse.js';
import { EDITED, type CountsRecord, type ReadRecord, type SparseCounts } from './counts-book.js';
import { CHUNK_TRIALS } from '../engine/chunks.js';
import { takeBins, type WrittenBins } from './counts-bins.js';
import { prepareOutRoot } from '../report/report-folder.js';

/**
 * A counts file: one shard's part of a run (docs/counts-format.md). Version 1 is JSON:
 *
 *   format    "oddsmith-counts"; version 1; oddsmith, the version that wrote it
 *   plan      hash (SHA-256 of everything that defines the result: plan-identity.ts), and the
 *             request it was made from (command, arguments, flags), which a merge runs again
 *   shard     index (1-based) and count
 *   records   counts per matchup: scope ('' or a unit's key), key (stream, seed, target),
 *             chunks [first, end), total (null for a run of chunks), reached, and the weights
 *             and metric histograms as { size, nonzero: [[index, count], ...] }
 *   checksum  SHA-256 of the file's JSON without this field: a truncated or edited file is refused
 */
export const COUNTS_FORMAT = 'oddsmith-counts';
export const COUNTS_VERSION = 1;

/** Which part of a run this is: part `index` (1-based) of `count`. */
export interface Shard {
  readonly index: number;
  readonly count: number;
}

/** The command line a plan was made from, as the shard read it: what a merge runs again. */
export interface ShardRequest {
  readonly command: 'run' | 'balance' | 'battle';
  readonly args: readonly string[];
  readonly flags: Readonly<Record<string, string | boolean | readonly string[]>>;
}

export interface CountsFile<Record = CountsRecord> {
  readonly oddsmith: string;
  readonly plan: { readonly hash: string; readonly request: ShardRequest };
  readonly shard: Shard;
  readonly records: readonly Record[];
}

/** A counts file as a merge read it: each record checked on its own, its counts not yet laid out. */
export type ReadCountsFile = CountsFile<ReadRecord>;

/** The counts key of work.ts countsKey: a stream, then `exact`, or a seed and a target. */
const KEY = /^[0-9a-f]{16}\|(?:exact|seed=\d{1,16}\|(?:trials=(\d{1,12})|precision=[0-9.e+-]{1,30}))$/;

/** Most parts a run may be cut into (--shard): more than a cluster's array would sensibly hold. */
export const MOST_PARTS = 10_000;

/**
 * Most bytes a counts file may hold, checked before it is read: parsing JSON takes several
 * times its size, so a merge stays within a few hundred MB. The largest shipped part is far
 * below it (balance low cut in 4: 7 MB a part); a run larger than this is cut into more parts.
 */
export const MOST_COUNTS_BYTES = 32 * 1024 * 1024;

/** Most bins a record may claim before the plan says how many it has: more than any kernel's outcomes or metric range. */
const MOST_BINS = 1 << 24;

/** What a file may write as a bin's count: a positive number below 2^53 (zeros are left out). */
const MOST_COUNT = Number.MAX_SAFE_INTEGER;
/**
 * The most metrics a record may hold (each is then checked against the plan's): a battle on the
 * board reports 29 of its own (bounds, losses, their causes and terrain, the ninths of the board) and one
 * per type of each side by each enemy type or none, 2 x 48 x 49 for two armies of 48 elements
 * each of a different type (core/army-entries.ts MAX_ARMY_ELEMENTS).
 */
const MOST_METRICS = 29 + 2 * 48 * 49;

// `nonzero` is read before the JSON is parsed (counts-bins.ts): here, the number of its bins in that list.
const sparse = z.strictObject({ size: z.int().check(z.minimum(1), z.maximum(MOST_BINS)), nonzero: z.int().check(z.minimum(0)) });

const fileSchema = z.strictObject({
    format: z.literal(COUNTS_FORMAT),
    version: z.literal(COUNTS_VERSION),
    oddsmith: z.string().check(z.maxLength(100)),
    plan: z.strictObject({ hash: z.string().check(z.regex(/^[0-9a-f]{64}$/)), request: z.strictObject({ command: z.enum(['run', 'balance', 'battle']), args: z.array(z.string().check(z.maxLength(10_000))).check(z.maxLength(1_000)), flags: z.record(z.string().check(z.maxLength(100)), z.union([z.string().check(z.maxLength(10_000)), z.boolean(), z.array(z.string().check(z.maxLength(10_000))).check(z.maxLength(1_000))])) }) }),
    shard: z.strictObject({ index: z.int().check(z.minimum(1), z.maximum(MOST_PARTS)), count: z.int().check(z.minimum(1), z.maximum(MOST_PARTS)) }),
    records: z.array(
      z.strictObject({
          scope: z.string().check(z.maxLength(1_000)),
          key: z.string().check(z.regex(KEY)),
          chunks: z.tuple([z.int().check(z.minimum(0), z.maximum(MOST_BINS)), z.int().check(z.minimum(0), z.maximum(MOST_BINS))]),
          total: z.nullable(z.number().check(z.positive(), z.maximum(MOST_COUNT))),
          reached: z.boolean(),
          weights: sparse,
          metrics: z.array(sparse).check(z.maxLength(MOST_METRICS)),
          space: z.optional(z.string().check(z.maxLength(1_000))),
        }),
    ),
  });

type Sparse = z.infer<typeof sparse>;

function toSparse(values: Float64Array): { size: number; nonzero: [number, number][] } {
  const nonzero: [number, number][] = [];
  values.forEach((v, i) => {
    if (v !== 0) nonzero.push([i, v]);
  });
  return { size: values.length, nonzero };
}

/**
 * A file's bins as typed arrays (counts-bins.ts read them), each checked: a bin inside `size`,
 * in increasing order, with a count that can be (positive; whole, but for exact work's
 * weights). Null if any is not.
 */
function fromSparse(s: Sparse, whole: boolean, written: readonly WrittenBins[]): { counts: SparseCounts; sum: number } | null {
  const bins = written[s.nonzero];
  if (bins === undefined || bins.bins.length > s.size) return null;
  const index = new Uint32Array(bins.bins.length);
  let sum = 0;
  let last = -1;
  for (let k = 0; k < bins.bins.length; k++) {
    const i = bins.bins[k] as number;
    const c = bins.counts[k] as number;
    if (!Number.isInteger(i) || i <= last || i >= s.size) return null;
    if (!(c > 0 && c <= MOST_COUNT) || (whole && !Number.isInteger(c))) return null;
    index[k] = i;
    sum += c;
    last = i;
  }
  return { counts: { size: s.size, index, value: bins.counts }, sum };
}

const checksumOf = (body: string): string => createHash('sha256').update(body).digest('hex');

/** A counts file's name: the command, the plan's hash (12 hex) and the part, so the parts of one plan sort together. */
export function countsFileName(file: Pick<CountsFile, 'plan' | 'shard'>): string {
  return `${file.plan.request.command}-${file.plan.hash.slice(0, 12)}-${file.shard.index}-of-${file.shard.count}.counts.json`;
}

/** The file's text: the body, then its checksum. */
export function countsText(file: CountsFile): string {
  const body = {
    format: COUNTS_FORMAT,
    version: COUNTS_VERSION,
    oddsmith: file.oddsmith,
    plan: file.plan,
    shard: file.shard,
    records: file.records.map((r) => ({ scope: r.scope, key: r.key, chunks: [r.first, r.end], total: r.total, reached: r.reached, weights: toSparse(r.weights), metrics: r.metrics.map(toSparse), ...(r.space === undefined ? {} : { space: r.space }) })),
  };
  const text = JSON.stringify(body);
  return `${text.slice(0, -1)},"checksum":"${checksumOf(text)}"}\n`;
}

/**
 * Write a counts file into `dir` (made if missing) whole or not at all: written beside under a
 * temporary name, then renamed. A file of the same name is replaced only when it is a counts
 * file (a shard run again after it failed); anything else there is the user's, and refused.
 */
export function writeCountsFile(dir: string, file: CountsFile): string {
  const root = prepareOutRoot(dir, '--counts');
  const path = join(root, countsFileName(file));
  if (existsSync(path) && !isCountsFile(path)) throw new UsageError(`--counts '${dir}': '${basename(path)}' is there and is not a counts file; move it or choose another folder`);
  const temp = join(root, `.${basename(path)}.${process.pid}.partial`);
  try {
    writeFileSync(temp, countsText(file), { flag: 'wx' });
    renameSync(temp, path);
  } catch (error) {
    rmSync(temp, { force: true });
    const why = fileErrorWords(error);
    if (why === undefined) throw error;
    throw new UsageError(`cannot write the counts file in '${dir}': ${why}`);
  }
  return path;
}

function isCountsFile(path: string): boolean {
  try {
    return readFileSync(path, 'utf8').startsWith(`{"format":"${COUNTS_FORMAT}"`);
  } catch {
    return false;
  }
}

/** Exact weights are float64 sums: they add up to their total to within rounding. */
const nearly = (a: number, b: number): boolean => Math.abs(a - b) <= 1e-9 * Math.max(1, Math.abs(b));

/**
 * One record as oddsmith could have written it, or why not: counts positive (and whole, but
 * for exact work) inside their arrays, adding up to the trials its chunks hold (a run of
 * chunks), to its total (a whole tally), and so in every metric histogram.
 */
function checkedRecord(r: z.infer<typeof fileSchema>['records'][number], written: readonly WrittenBins[]): ReadRecord | string {
  const exact = r.key.endsWith('|exact');
  const trialsText = KEY.exec(r.key)?.[1];
  const trials = trialsText === undefined ? null : Number(trialsText);
  const [first, end] = r.chunks;
  const weights = fromSparse(r.weights, !exact, written);
  const metrics = r.metrics.map((m) => fromSparse(m, !exact, written));
  if (weights === null || metrics.some((m) => m === null)) return 'a count that cannot be (not a positive whole number, or outside its array)';
  let total: number;
  if (r.total === null) {
    if (trials === null) return 'a run of chunks without a fixed number of trials';
    if (!(first < end && end <= Math.ceil(trials / CHUNK_TRIALS))) return `chunks ${first} to ${end}, which ${trials.toLocaleString('en-US')} trials do not have`;
    total = Math.min(end * CHUNK_TRIALS, trials) - first * CHUNK_TRIALS;
  } else {
    if (first !== 0 || (trials !== null && r.total !== trials) || (!exact && !Number.isInteger(r.total))) return `a total of ${r.total} that its work cannot have`;
    total = r.total;
  }
  if (!r.reached && (exact || trials !== null)) return 'a run said to stop short of a target it does not have';
  const adds = (sum: number): boolean => (exact ? nearly(sum, total) : sum === total);
  if (!adds(weights.sum) || metrics.some((m) => !adds((m as { sum: number }).sum))) return `counts that do not add up to its ${total.toLocaleString('en-US')} ${exact ? 'total' : 'trials'}`;
  return { scope: r.scope, key: r.key, first, end, total: r.total, reached: r.reached, weights: weights.counts, metrics: metrics.map((m) => (m as { counts: SparseCounts }).counts), ...(r.space === undefined ? {} : { space: r.space }) };
}

/** The file's text, if it is no larger than a counts file may be: the size is checked before a byte is read. */
function boundedText(path: string, name: string): string {
  let bytes: number;
  try {
    bytes = statSync(path).size;
    if (bytes <= MOST_COUNTS_BYTES) return readFileSync(path, 'utf8');
  } catch (error) {
    throw new UsageError(`${name}: cannot read the counts file: ${fileErrorWords(error) ?? String(error)}`);
  }
  throw new UsageError(`${name}: ${(bytes / 2 ** 20).toFixed(0)} MiB, more than the ${MOST_COUNTS_BYTES / 2 ** 20} MiB a counts file may hold: not a part oddsmith wrote (cut a larger run into more parts)`);
}

/**
 * Read and check one counts file: its size, its checksum, its JSON, its shape, and each
 * record on its own (checkedRecord). Any fault is one sentence naming the file. The checksum
 * shows damage, not forgery (anyone can recompute it): what the records claim is checked
 * here and against the plan at the merge (merge-counts.ts, counts-book.ts).
 */
export function readCountsFile(path: string): ReadCountsFile {
  const name = basename(path);
  const text = boundedText(path, name);
  const m = /^(\{.*),"checksum":"([0-9a-f]{64})"\}\n?$/s.exec(text);
  if (!m) throw new UsageError(`${name}: not a whole counts file (truncated, or not written by oddsmith --shard)`);
  if (checksumOf(`${m[1] as string}}`) !== m[2]) throw new UsageError(`${name}: its checksum does not match its contents: the file was changed or damaged after it was written; run its shard again`);
  const taken = takeBins(`${m[1] as string}}`);
  if (taken === null) throw new UsageError(`${name}: not a counts file oddsmith can read (a 'nonzero' that is not pairs of numbers)`);
  let raw: unknown;
  try {
    raw = JSON.parse(taken.text);
  } catch {
    throw new UsageError(`${name}: not a whole counts file (its JSON does not parse)`);
  }
  const version = (raw as { version?: unknown }).version;
  if (typeof version === 'number' && version !== COUNTS_VERSION) throw new UsageError(`${name}: counts format version ${version}; this oddsmith reads version ${COUNTS_VERSION}`);
  const parsed = plainParse(fileSchema, raw);
  if (!parsed.ok) throw new UsageError(`${name}: not a counts file oddsmith can read (${parsed.issue.path.join('.') || 'top'}: ${parsed.issue.message})`);
  const f = parsed.data;
  if (f.shard.index > f.shard.count) throw new UsageError(`${name}: names part ${f.shard.index} of ${f.shard.count}, which cannot be`);
  const records = f.records.map((r, i) => {
    const checked = checkedRecord(r, taken.arrays);
    if (typeof checked === 'string') throw new UsageError(`${name}: record ${i + 1} holds ${checked}: it is no result oddsmith computed; ${EDITED}`);
    return checked;
  });
  return { oddsmith: f.oddsmith, plan: f.plan, shard: f.shard, records };
}
