import type { SystemSource } from '../core/plan.js';
import type { McProgress } from '../engine/montecarlo.js';
import type { PrepareCache } from '../engine/prepare-cache.js';
import { runShard, type Shard, type ShardDone } from '../engine/run-shard.js';
import type { Work } from '../engine/work.js';
import { VERSION } from '../version.js';
import { writeCountsFile, type ShardRequest } from './counts-file.js';
import { planHash } from './plan-identity.js';

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
