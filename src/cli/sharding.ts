import { relative } from 'node:path';
import { drive, type Computation, type Way } from '../app/driver.js';
import { MOST_PARTS, type ShardRequest } from '../app/counts-file.js';
import type { GatheredParts } from '../app/merge-counts.js';
import type { Shard } from '../app/parts.js';
import { UsageError } from '../core/errors.js';
import { printable } from '../core/printable.js';
import { prepareOutRoot } from '../report/report-folder.js';
import type { CliIo } from './io.js';
import { createProgress } from './progress.js';

/** What a command runs inside: by itself, or inside `merge`, which answers its computing from the parts' counts. */
export interface CommandContext {
  readonly replay?: GatheredParts | undefined;
}

/** The flags every shardable command takes. */
export interface ShardFlags {
  readonly shard?: string;
  readonly counts?: string;
}

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
  if (count < 1 || count > MOST_PARTS) throw new UsageError(`--shard '${text}': the number of parts must be 1 to ${MOST_PARTS.toLocaleString('en-US')}`);
  const index = m[1] !== undefined ? Number(m[1]) : indexFromScheduler(text, count, env);
  if (index < 1 || index > count) throw new UsageError(`--shard '${text}': part ${index} does not exist; the parts are 1 to ${count}`);
  return { index, count };
}

function indexFromScheduler(text: string, count: number, env: NodeJS.ProcessEnv): number {
  const whole = (name: string): number | undefined => {
    const value = env[name];
    if (value === undefined || value === '') return undefined;
    if (!/^\d+$/.test(value)) throw new UsageError(`--shard ${text}: ${name} is '${printable(value.slice(0, 40))}', not a whole number`);
    // Said back as written: a number past 2^53 would be rounded.
    if (value.length > 6) throw new UsageError(`--shard ${text}: ${name} is ${value.length > 40 ? `a number of ${value.length} digits` : value}, more than the ${MOST_PARTS.toLocaleString('en-US')} parts a run may have`);
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

/** The command line as a merge runs it again: without the flags that only say which part to run, where, on how many threads, or where an answer goes (the merge's own --out says). */
export function shardRequest(command: ShardRequest['command'], args: readonly (string | undefined)[], flags: object): ShardRequest {
  const kept: Record<string, string | boolean | readonly string[]> = {};
  for (const [key, value] of Object.entries(flags)) {
    if (key === 'shard' || key === 'counts' || key === 'workers' || key === 'out' || value === undefined) continue;
    kept[key] = value as string | boolean | readonly string[];
  }
  return { command, args: args.filter((a): a is string => a !== undefined), flags: kept };
}

/**
 * The way the driver runs a command (app/driver.ts), from --shard and --counts, or from the
 * merge the command runs inside. Read before anything is planned, so that a bad part or
 * counts folder is refused at once, not after hours of planning.
 */
function wayOf(io: CliIo, context: CommandContext, flags: ShardFlags): { way: Way; finish: () => void } {
  const quiet = (): void => undefined;
  if (context.replay) return { way: { kind: 'replay', parts: context.replay }, finish: quiet };
  if (flags.shard === undefined) {
    if (flags.counts !== undefined) throw new UsageError('--counts names the folder a shard writes its counts to; add --shard i/n');
    return { way: { kind: 'whole' }, finish: quiet };
  }
  const shard = parseShard(flags.shard);
  const dir = flags.counts ?? 'counts';
  prepareOutRoot(dir, '--counts');
  const label = `shard ${shard.index}/${shard.count}`;
  const progress = createProgress(label, io.stderr);
  // Searches and other units report as each ends: they decide their own trials.
  const units = createProgress(`${label}: searches`, io.stderr, Date.now, 'units');
  const way: Way = {
    kind: 'part',
    shard,
    dir,
    onProgress: progress.update,
    onUnits: (done, planned) => {
      progress.finish();
      units.update(done, planned);
    },
  };
  return {
    way,
    finish: () => {
      progress.finish();
      units.finish();
    },
  };
}

/** A command's computing as the command line asks it: the way is read at once, and `plan` is called after. */
export interface Driving {
  /**
   * Run the planned computation the way asked: its answer, or undefined once a part's counts
   * are written and said (the command ends there). `ready` opens where the answer goes: it is
   * called before the answer is computed, and not for a part or for parts that are refused.
   */
  run<Answer>(computation: Computation<Answer>, ready?: () => unknown): Promise<Answer | undefined>;
}

/** Read --shard and --counts (or the merge's parts) before anything is planned; run the computation once it is. */
export function driving(io: CliIo, context: CommandContext, flags: ShardFlags): Driving {
  const { way, finish } = wayOf(io, context, flags);
  return {
    run: async (computation, ready) => {
      const driven = await drive(computation, way, ready);
      finish();
      if ('answer' in driven) return driven.answer;
      if (way.kind !== 'part') throw new Error('internal: only a part writes counts');
      const done = driven.part;
      const { shard } = way;
      const share =
        done.pieces === 0
          ? 'nothing to compute apart (single rolls, which the merge works itself)'
          : `${done.ownPieces.toLocaleString('en-US')} of ${done.pieces.toLocaleString('en-US')} pieces of work, ${(100 * done.share).toFixed(1)}% of the estimated whole`;
      const near = relative('.', done.path);
      io.stdout.write(`shard ${shard.index} of ${shard.count} (plan ${done.hash.slice(0, 12)}): ${share} -> ${printable(near.startsWith('..') ? done.path : near)}\n`);
      return undefined;
    },
  };
}
