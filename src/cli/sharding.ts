import { relative } from 'node:path';
import type { ShardRequest } from '../app/counts-file.js';
import { planHash } from '../app/plan-identity.js';
import type { PartOptions } from '../app/shard-part.js';
import { UsageError } from '../core/errors.js';
import { printable } from '../core/printable.js';
import type { ReplayBook } from '../engine/counts-book.js';
import type { Shard } from '../engine/run-shard.js';
import type { Work } from '../engine/work.js';
import { prepareOutRoot } from '../report/report-folder.js';
import type { CliIo } from './io.js';
import { createProgress } from './progress.js';

/** What a command runs inside: by itself, or inside `merge`, which answers its computing from the shards' counts. */
export interface CommandContext {
  readonly replay?: { readonly book: ReplayBook; readonly hash: string } | undefined;
}

/** The flags every shardable command takes. */
export interface ShardFlags {
  readonly shard?: string;
  readonly counts?: string;
}

/** Most parts a run may be cut into: more than a cluster's array would sensibly hold. */
const MOST_SHARDS = 10_000;

/**
 * `--shard i/n`, or `--shard n` with i from the scheduler: a Slurm array task's id (arrays
 * run as --array=1-n, so a failed part is run again alone as --array=i), or a Kubernetes
 * Indexed Job's completion index (0-based, so plus one). Refused in one sentence when out of
 * range or unknown.
 */
export function parseShard(text: string, env: NodeJS.ProcessEnv = process.env): Shard {
  const m = /^\s*(?:(\d+)\s*\/\s*)?(\d+)\s*$/.exec(text);
  if (!m) throw new UsageError(`--shard '${text}': give the part and the number of parts, e.g. --shard 3/8, or the number alone (--shard 8) inside a Slurm array or a Kubernetes Indexed Job`);
  const count = Number(m[2]);
  if (count < 1 || count > MOST_SHARDS) throw new UsageError(`--shard '${text}': the number of parts must be 1 to ${MOST_SHARDS.toLocaleString('en-US')}`);
  const index = m[1] !== undefined ? Number(m[1]) : indexFromScheduler(text, count, env);
  if (index < 1 || index > count) throw new UsageError(`--shard '${text}': part ${index} does not exist; the parts are 1 to ${count}`);
  return { index, count };
}

function indexFromScheduler(text: string, count: number, env: NodeJS.ProcessEnv): number {
  const whole = (name: string): number | undefined => {
    const value = env[name];
    if (value === undefined || value === '') return undefined;
    if (!/^\d+$/.test(value)) throw new UsageError(`--shard ${text}: ${name} is '${value}', not a whole number`);
    return Number(value);
  };
  const task = whole('SLURM_ARRAY_TASK_ID');
  if (task !== undefined) {
    if (task < 1 || task > count) throw new UsageError(`--shard ${text}: Slurm array task ${task} is no part of 1 to ${count}; submit the array as --array=1-${count} (one part again: --array=<its number>)`);
    return task;
  }
  const completion = whole('JOB_COMPLETION_INDEX');
  if (completion !== undefined) {
    if (completion + 1 > count) throw new UsageError(`--shard ${text}: JOB_COMPLETION_INDEX ${completion} is part ${completion + 1}, but the parts are 1 to ${count}; set the Job's completions to ${count}`);
    return completion + 1;
  }
  throw new UsageError(`--shard ${text}: no part given and none in the environment (SLURM_ARRAY_TASK_ID, JOB_COMPLETION_INDEX); give --shard i/${count}`);
}

/** The command line as a merge runs it again: without the flags that only say which part to run, where, on how many threads. */
export function shardRequest(command: ShardRequest['command'], args: readonly (string | undefined)[], flags: object): ShardRequest {
  const kept: Record<string, string | boolean | readonly string[]> = {};
  for (const [key, value] of Object.entries(flags)) {
    if (key === 'shard' || key === 'counts' || key === 'workers' || value === undefined) continue;
    kept[key] = value as string | boolean | readonly string[];
  }
  return { command, args: args.filter((a): a is string => a !== undefined), flags: kept };
}

/** A command's computing: whole, one shard of it, or answered by a merge (`sharding`). */
export interface Computing {
  /**
   * Once the command is planned: with --shard, its part is run and written as a counts file
   * (`'shard written'`: the command ends there); inside a merge, the plan must be the shards'
   * own, and the merge's book answers (returned); otherwise undefined, and the command computes
   * as always. `work` lists the plan's work, asked only to shard or to check a merge (listing a
   * balance's prepares its matrix, which a whole run need not do twice).
   */
  begin(work: () => readonly Work[], options: PartOptions): Promise<ReplayBook | undefined | 'shard written'>;
}

/** Read --shard and --counts before anything is planned, so a bad part is refused at once. */
export function sharding(io: CliIo, context: CommandContext, request: ShardRequest, flags: ShardFlags): Computing {
  if (context.replay) {
    const replay = context.replay;
    return {
      begin: async (work, options) => {
        const hash = planHash(request, work(), options.systems);
        if (hash !== replay.hash) {
          throw new UsageError(`the counts were made for another plan (${replay.hash.slice(0, 12)}) than the files and flags give now (${hash.slice(0, 12)}): a scenario, overlay, army or field file, or oddsmith itself, changed since the shards ran; run the shards again`);
        }
        return replay.book;
      },
    };
  }
  if (flags.shard === undefined) {
    if (flags.counts !== undefined) throw new UsageError('--counts names the folder a shard writes its counts to; add --shard i/n');
    return { begin: async () => undefined };
  }
  const shard = parseShard(flags.shard);
  const counts = flags.counts ?? 'counts';
  // The folder is checked (and made) now, not after hours of computing.
  prepareOutRoot(counts, '--counts');
  return {
    begin: async (work, options) => {
      const progress = createProgress(`shard ${shard.index}/${shard.count}`, io.stderr);
      // Searches and other units report as each ends: they decide their own trials.
      const units = createProgress(`shard ${shard.index}/${shard.count}: searches`, io.stderr, Date.now, 'units');
      const { runPart } = await import('../app/shard-part.js');
      const done = await runPart(request, work(), shard, counts, {
        ...options,
        onProgress: progress.update,
        onUnits: (done, planned) => {
          progress.finish();
          units.update(done, planned);
        },
      });
      progress.finish();
      units.finish();
      const { path, hash } = done;
      const share =
        done.pieces === 0
          ? 'nothing to compute apart (single rolls, which the merge works itself)'
          : `${done.ownPieces.toLocaleString('en-US')} of ${done.pieces.toLocaleString('en-US')} pieces of work, ${(100 * done.share).toFixed(1)}% of the estimated whole`;
      const near = relative('.', path);
      io.stdout.write(`shard ${shard.index} of ${shard.count} (plan ${hash.slice(0, 12)}): ${share} -> ${printable(near.startsWith('..') ? path : near)}\n`);
      return 'shard written';
    },
  };
}
