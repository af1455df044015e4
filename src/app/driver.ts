import { UsageError } from '../core/errors.js';
import type { SystemSource } from '../core/plan.js';
import type { McProgress } from '../engine/montecarlo.js';
import { PrepareCache } from '../engine/prepare-cache.js';
import type { TallyBook } from '../engine/tally-book.js';
import type { Work } from '../engine/work.js';
import type { ShardRequest } from './counts-file.js';
import { replayBook, type GatheredParts } from './merge-counts.js';
import { cutWork, runPart, type PartDone, type Shard } from './parts.js';
import { planHash } from './plan-identity.js';

/**
 * A computing command, planned: what the one driver runs (DESIGN.md, "One driver for every
 * command"). The plan is made before it (every file read and checked, every refusal made);
 * `work` lists what the plan needs computed, and `answer` assembles the command's answer
 * from results, computed as it goes or read from a book. A command has no code of its own
 * for parts, merges or counts files.
 */
export interface Computation<Answer> {
  /** The command line it was planned from: part of its identity, and what a merge plans again. */
  readonly request: ShardRequest;
  /** The systems its matchups are on (overlays applied). */
  readonly systems: SystemSource;
  /** Its matchups as its plan prepared them, if it did. */
  readonly cache?: PrepareCache | undefined;
  readonly workers: number;
  readonly poolWhenNeeded: boolean;
  /** Its work, listed: asked only to cut it into parts or to check a merge (listing may prepare every matchup). */
  work(): readonly Work[];
  /** Its answer, computing each tally or reading it from `book` (a merge's). */
  answer(book: TallyBook | undefined): Promise<Answer>;
}

/** How the driver runs a computation: whole; as part i of n, its counts written to a folder; or from the parts' counts. */
export type Way =
  | { readonly kind: 'whole' }
  | { readonly kind: 'part'; readonly shard: Shard; readonly dir: string; readonly onProgress?: McProgress | undefined; readonly onUnits?: McProgress | undefined }
  | { readonly kind: 'replay'; readonly parts: GatheredParts };

/** What the driver did: the answer, or a part's counts written (the command ends there). */
export type Driven<Answer> = { readonly answer: Answer } | { readonly part: PartDone };

/**
 * Run a computation the way asked. Whole: its answer, computed. A part: the pieces of its work
 * that fall to that part, run and written as a counts file (parts.ts). A replay (`merge`): the
 * plan made again from the parts' command line must be the one they were cut from (its hash),
 * and every record one the plan gives its part (merge-counts.ts); then the answer is assembled
 * from their counts, computing nothing but single rolls. `ready` is called once the answer is
 * sure to be assembled, before it is: where the command opens the folder its answer goes to,
 * so that nothing is made for a part, or for parts that are refused.
 */
export async function drive<Answer>(computation: Computation<Answer>, way: Way, ready: () => unknown = () => undefined): Promise<Driven<Answer>> {
  if (way.kind === 'whole') {
    await ready();
    return { answer: await computation.answer(undefined) };
  }
  const work = computation.work();
  const { systems, workers, poolWhenNeeded } = computation;
  if (way.kind === 'part') return { part: await runPart(computation.request, work, way.shard, way.dir, { systems, cache: computation.cache, workers, poolWhenNeeded, onProgress: way.onProgress, onUnits: way.onUnits }) };
  const { parts } = way;
  const hash = planHash(computation.request, work, systems);
  if (hash !== parts.hash) {
    throw new UsageError(`the counts were made for another plan (${parts.hash.slice(0, 12)}) than the files and flags give now (${hash.slice(0, 12)}): a scenario, overlay, army or field file, or oddsmith itself, changed since the shards ran; run the shards again`);
  }
  const { pieces, owners } = cutWork(work, parts.count, systems, computation.cache ?? new PrepareCache(systems));
  const book = replayBook(parts, pieces, owners);
  await ready();
  return { answer: await computation.answer(book) };
}
