import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { MOST_COUNTS_BYTES, MOST_PARTS, readCountsFile, type ShardRequest } from '../app/counts-file.js';
import { gatherParts } from '../app/merge-counts.js';
import { UsageError } from '../core/errors.js';
import { fileErrorWords } from '../core/file-error.js';
import { printable } from '../core/printable.js';
import type { CliIo } from './io.js';
import type { CommandContext } from './sharding.js';

export interface MergeFlags {
  readonly out?: string;
  readonly format?: string;
}

/** The counts files a path names: the file itself, or every `*.counts.json` in a folder. */
function countsFiles(path: string): string[] {
  let folder: boolean;
  try {
    folder = statSync(path).isDirectory();
  } catch (error) {
    throw new UsageError(`${path}: cannot read it: ${fileErrorWords(error) ?? String(error)}`);
  }
  if (!folder) return [path];
  const files = readdirSync(path, { withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.counts.json'))
    .map((entry) => entry.name)
    .sort()
    .map((name) => join(path, name));
  if (files.length === 0) throw new UsageError(`${path}: the folder holds no counts file (*.counts.json)`);
  return files;
}

/** Most bytes the counts files of one merge may hold together: what a merge keeps of them stays within a few hundred MB. */
const MOST_MERGED_BYTES = 2 * MOST_COUNTS_BYTES;

/** The counts files the paths name, no more than a run has parts, nor more bytes than a merge reads: checked before one is read. */
function countsFilesOf(paths: readonly string[]): string[] {
  const files = paths.flatMap(countsFiles);
  if (files.length > MOST_PARTS) throw new UsageError(`${files.length.toLocaleString('en-US')} counts files, more than the ${MOST_PARTS.toLocaleString('en-US')} parts a run may have`);
  const bytes = files.reduce((sum, f) => sum + statSync(f).size, 0);
  if (bytes > MOST_MERGED_BYTES) throw new UsageError(`these counts files hold ${(bytes / 2 ** 20).toFixed(0)} MiB, more than the ${MOST_MERGED_BYTES / 2 ** 20} MiB one merge reads: not the parts of one run oddsmith wrote`);
  return files;
}

/** What a command's option takes, as commander declares it: a flag alone, or a value. */
export type OptionKind = 'flag' | 'value';

/** Flags a counts file may not carry: how and where a part ran is no part of the plan (`out`, which older files hold, is dropped: the merge's own --out says). */
const NEVER_FROM_A_FILE = new Set(['shard', 'counts', 'workers']);

/**
 * The command line a plan was made from, as tokens: options first (`--key=value`), then `--`
 * and its arguments. Every flag must be one the command takes, of its kind (`options`), and
 * none that chooses where the merge writes (its own --out does) or how it runs: a file that
 * names another is refused, for a counts file may come from anyone.
 */
function commandLine(request: ShardRequest, flags: MergeFlags, options: ReadonlyMap<string, OptionKind>): string[] {
  const tokens: string[] = [request.command];
  const kept = Object.entries(request.flags).filter(([key]) => key !== 'out');
  for (const [key, value] of kept) {
    const kind = options.get(key);
    const fits = kind === 'flag' ? typeof value === 'boolean' : kind === 'value' && typeof value !== 'boolean';
    if (!fits || NEVER_FROM_A_FILE.has(key)) throw new UsageError(`the counts files give ${request.command} a flag '${printable(key.slice(0, 40))}' it ${kind === undefined || NEVER_FROM_A_FILE.has(key) ? 'does not take from a counts file' : 'takes in another form'}: not a part oddsmith wrote`);
  }
  const given: Record<string, string | boolean | readonly string[]> = { ...Object.fromEntries(kept), ...(flags.out === undefined ? {} : { out: flags.out }), ...(flags.format === undefined ? {} : { format: flags.format }) };
  for (const [key, value] of Object.entries(given)) {
    const flag = `--${key.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}`;
    if (value === true) tokens.push(flag);
    else if (value === false) tokens.push(`--no-${flag.slice(2)}`);
    else for (const v of typeof value === 'string' ? [value] : value) tokens.push(`${flag}=${v}`);
  }
  return [...tokens, '--', ...request.args];
}

/**
 * `oddsmith merge <counts...>`: the parts of a run made with --shard, checked to be one plan's
 * parts each once (merge-counts.ts), then the command they were cut from planned again from
 * their command line and driven from their counts (app/driver.ts): the same answer and
 * reports, byte for byte, as the run made whole (but its timing lines), written where the
 * merge's own --out says (default: where the command writes by default), never where a file says.
 */
export async function mergeCommand(io: CliIo, paths: readonly string[], flags: MergeFlags, optionsOf: (command: string) => ReadonlyMap<string, OptionKind>, runAgain: (argv: readonly string[], context: CommandContext) => Promise<unknown>): Promise<void> {
  const files = countsFilesOf(paths).map((path) => ({ path, file: readCountsFile(path) }));
  const parts = gatherParts(files);
  const { command } = parts.request;
  if (flags.out !== undefined && command === 'battle') throw new UsageError('--out: these are the parts of a battle, which prints its answer and writes no report; leave out --out');
  if (flags.format !== undefined && command === 'run') throw new UsageError('--format: these are the parts of a run, which writes reports; leave out --format');
  const argv = commandLine(parts.request, flags, optionsOf(command));
  io.stderr.write(`merge: ${parts.count} part${parts.count === 1 ? '' : 's'} of plan ${parts.hash.slice(0, 12)} (oddsmith ${parts.request.command})\n`);
  await runAgain(argv, { replay: parts });
}
