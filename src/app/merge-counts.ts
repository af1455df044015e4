import { basename } from 'node:path';
import { UsageError } from '../core/errors.js';
import { ReplayBook } from '../engine/counts-book.js';
import type { CountsFile, ShardRequest } from './counts-file.js';

/** A run's parts gathered for a merge: the plan they share, what it was asked, and a book of all their counts. */
export interface GatheredParts {
  readonly hash: string;
  readonly request: ShardRequest;
  readonly count: number;
  readonly book: ReplayBook;
}

const listed = (ns: readonly number[]): string => (ns.length === 1 ? `${ns[0]}` : `${ns.slice(0, -1).join(', ')} and ${ns.at(-1)}`);

/**
 * Check that the files are the parts of one plan, each part once and none missing, and gather
 * their counts: anything else is one sentence naming the plan, the part or the files, and
 * nothing is merged.
 */
export function gatherParts(files: readonly { readonly path: string; readonly file: CountsFile }[]): GatheredParts {
  const first = files[0];
  if (!first) throw new UsageError('no counts file to merge');
  const plans = new Map<string, string[]>();
  for (const { path, file } of files) plans.set(file.plan.hash, [...(plans.get(file.plan.hash) ?? []), basename(path)]);
  if (plans.size > 1) {
    const each = [...plans].map(([hash, names]) => `plan ${hash.slice(0, 12)} (${names.length === 1 ? names[0] : `${names.length} files, e.g. ${names[0]}`})`);
    throw new UsageError(`these counts belong to ${plans.size} different plans, ${each.join(' and ')}: merge one plan's files at a time`);
  }
  const counts = [...new Set(files.map((f) => f.file.shard.count))];
  if (counts.length > 1) throw new UsageError(`these counts cut plan ${first.file.plan.hash.slice(0, 12)} into ${listed(counts.sort((a, b) => a - b))} parts: merge the files of one --shard count`);
  const count = first.file.shard.count;
  const byIndex = new Map<number, string>();
  for (const { path, file } of files) {
    const other = byIndex.get(file.shard.index);
    if (other !== undefined) throw new UsageError(`part ${file.shard.index} of ${count} is given twice (${other} and ${basename(path)}): give each part once`);
    byIndex.set(file.shard.index, basename(path));
  }
  const missing = Array.from({ length: count }, (_, i) => i + 1).filter((i) => !byIndex.has(i));
  if (missing.length > 0) {
    const runs = missing.slice(0, 3).map((i) => `--shard ${i}/${count}`);
    throw new UsageError(`part${missing.length === 1 ? '' : 's'} ${listed(missing)} of ${count} of plan ${first.file.plan.hash.slice(0, 12)} ${missing.length === 1 ? 'is' : 'are'} missing: run ${runs.join(', ')}${missing.length > 3 ? ' and the rest' : ''} and merge again`);
  }
  return { hash: first.file.plan.hash, request: first.file.plan.request, count, book: ReplayBook.of(files.flatMap((f) => f.file.records)) };
}
