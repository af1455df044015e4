import { basename } from 'node:path';
import { UsageError } from '../core/errors.js';
import { EDITED, ReplayBook, type ReadRecord } from './counts-book.js';
import type { Piece } from './parts.js';
import type { ReadCountsFile, ShardRequest } from './counts-file.js';

/** A run's parts gathered for a merge: the plan they share, what it was asked, and each part's records. */
export interface GatheredParts {
  readonly hash: string;
  readonly request: ShardRequest;
  readonly count: number;
  /** Each part's file name and records, in part order. */
  readonly parts: readonly { readonly name: string; readonly records: readonly ReadRecord[] }[];
}

const listed = (ns: readonly number[]): string => (ns.length === 1 ? `${ns[0]}` : `${ns.slice(0, -1).join(', ')} and ${ns.at(-1)}`);

/**
 * Check that the files are the parts of one plan, each part once and none missing, and gather
 * their counts: anything else is one sentence naming the plan, the part or the files, and
 * nothing is merged.
 */
export function gatherParts(files: readonly { readonly path: string; readonly file: ReadCountsFile }[]): GatheredParts {
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
  const parts = [...files].sort((a, b) => a.file.shard.index - b.file.shard.index).map(({ path, file }) => ({ name: basename(path), records: file.records }));
  return { hash: first.file.plan.hash, request: first.file.plan.request, count, parts };
}

/** A piece's place among a part's records: a run of chunks by its range, a whole tally alone. */
const placeOf = (key: string, whole: boolean, first: number, end: number): string => (whole ? `${key}\u0000whole` : `${key}\u0000${first}\u0000${end}`);

/**
 * The book a merge replays, once every part's records are checked against the plan being
 * replayed: each one of the pieces the plan gives that part (cutWork), in its place, once,
 * and every such piece there; a unit's counts only in the part that runs that unit. Each
 * record was checked on its own when read (counts-file.ts), and its shape is checked where
 * it is read (counts-book.ts). Anything else is one sentence naming the file.
 */
export function replayBook(gathered: GatheredParts, pieces: readonly Piece[], owners: readonly number[]): ReplayBook {
  // Each part's pieces by place, and its units, in one pass over the pieces.
  const byPart = gathered.parts.map(() => ({ expected: new Map<string, Piece>(), units: new Set<string>() }));
  pieces.forEach((p, i) => {
    const own = byPart[owners[i] as number];
    if (own === undefined) return;
    if (p.kind === 'unit') own.units.add(p.key);
    else own.expected.set(p.kind === 'chunks' ? placeOf(p.key, false, p.first, p.end) : placeOf(p.key, true, 0, 0), p);
  });
  gathered.parts.forEach(({ name, records }, part) => {
    const { expected, units } = byPart[part] as (typeof byPart)[number];
    for (const r of records) {
      if (r.scope !== '') {
        if (!units.has(r.scope)) throw new UsageError(`${name}: holds counts of '${r.scope}', which the plan does not give part ${part + 1}: ${EDITED}`);
        continue;
      }
      const place = placeOf(r.key, r.total !== null, r.first, r.end);
      if (!expected.delete(place)) throw new UsageError(`${name}: holds counts (${r.key}, chunks ${r.first} to ${r.end}) that the plan does not give part ${part + 1}, or holds them twice: ${EDITED}`);
    }
    const missing = expected.values().next();
    if (!missing.done) throw new UsageError(`${name}: lacks the counts of ${missing.value.key} that the plan gives part ${part + 1}: ${EDITED}`);
  });
  return ReplayBook.of(gathered.parts.flatMap((p) => p.records));
}
