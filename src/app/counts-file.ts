import { createHash } from 'node:crypto';
import { existsSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { z } from 'zod';
import { UsageError } from '../core/errors.js';
import { fileErrorWords } from '../core/file-error.js';
import { plainParse } from '../core/plain-parse.js';
import type { CountsRecord } from '../engine/counts-book.js';
import type { Shard } from '../engine/run-shard.js';
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

/** The command line a plan was made from, as the shard read it: what a merge runs again. */
export interface ShardRequest {
  readonly command: 'run' | 'balance' | 'battle';
  readonly args: readonly string[];
  readonly flags: Readonly<Record<string, string | boolean | readonly string[]>>;
}

export interface CountsFile {
  readonly oddsmith: string;
  readonly plan: { readonly hash: string; readonly request: ShardRequest };
  readonly shard: Shard;
  readonly records: readonly CountsRecord[];
}

const sparse = z.object({ size: z.number().int().min(0), nonzero: z.array(z.tuple([z.number().int().min(0), z.number()])) }).strict();

const fileSchema = z
  .object({
    format: z.literal(COUNTS_FORMAT),
    version: z.literal(COUNTS_VERSION),
    oddsmith: z.string(),
    plan: z.object({ hash: z.string().regex(/^[0-9a-f]{64}$/), request: z.object({ command: z.enum(['run', 'balance', 'battle']), args: z.array(z.string()), flags: z.record(z.string(), z.union([z.string(), z.boolean(), z.array(z.string())])) }).strict() }).strict(),
    shard: z.object({ index: z.number().int().min(1), count: z.number().int().min(1) }).strict(),
    records: z.array(
      z
        .object({
          scope: z.string(),
          key: z.string(),
          chunks: z.tuple([z.number().int().min(0), z.number().int().min(0)]),
          total: z.number().nullable(),
          reached: z.boolean(),
          weights: sparse,
          metrics: z.array(sparse),
          space: z.string().optional(),
        })
        .strict(),
    ),
  })
  .strict();

type Sparse = z.infer<typeof sparse>;

function toSparse(values: Float64Array): Sparse {
  const nonzero: [number, number][] = [];
  values.forEach((v, i) => {
    if (v !== 0) nonzero.push([i, v]);
  });
  return { size: values.length, nonzero };
}

function fromSparse(s: Sparse): Float64Array {
  const values = new Float64Array(s.size);
  for (const [i, v] of s.nonzero) if (i < s.size) values[i] = v;
  return values;
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

/** Read and check one counts file: its JSON, its checksum, then its shape. Any fault is one sentence naming the file. */
export function readCountsFile(path: string): CountsFile {
  const name = basename(path);
  let text: string;
  try {
    text = readFileSync(path, 'utf8');
  } catch (error) {
    throw new UsageError(`${name}: cannot read the counts file: ${fileErrorWords(error) ?? String(error)}`);
  }
  const m = /^(\{.*),"checksum":"([0-9a-f]{64})"\}\n?$/s.exec(text);
  if (!m) throw new UsageError(`${name}: not a whole counts file (truncated, or not written by oddsmith --shard)`);
  if (checksumOf(`${m[1] as string}}`) !== m[2]) throw new UsageError(`${name}: its checksum does not match its contents: the file was changed or damaged after it was written; run its shard again`);
  let raw: unknown;
  try {
    raw = JSON.parse(`${m[1] as string}}`);
  } catch {
    throw new UsageError(`${name}: not a whole counts file (its JSON does not parse)`);
  }
  const version = (raw as { version?: unknown }).version;
  if (typeof version === 'number' && version !== COUNTS_VERSION) throw new UsageError(`${name}: counts format version ${version}; this oddsmith reads version ${COUNTS_VERSION}`);
  const parsed = plainParse(fileSchema, raw);
  if (!parsed.ok) throw new UsageError(`${name}: not a counts file oddsmith can read (${parsed.issue.path.join('.') || 'top'}: ${parsed.issue.message})`);
  const f = parsed.data;
  if (f.shard.index > f.shard.count) throw new UsageError(`${name}: names part ${f.shard.index} of ${f.shard.count}, which cannot be`);
  return {
    oddsmith: f.oddsmith,
    plan: f.plan,
    shard: f.shard,
    records: f.records.map((r) => ({ scope: r.scope, key: r.key, first: r.chunks[0], end: r.chunks[1], total: r.total, reached: r.reached, weights: fromSparse(r.weights), metrics: r.metrics.map(fromSparse), ...(r.space === undefined ? {} : { space: r.space }) })),
  };
}
