import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { readCountsFile, type ShardRequest } from '../app/counts-file.js';
import { gatherParts } from '../app/merge-counts.js';
import { UsageError } from '../core/errors.js';
import { fileErrorWords } from '../core/file-error.js';
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

/** The command line a plan was made from, as tokens: options first (`--key=value`), then `--` and its arguments. */
function commandLine(request: ShardRequest, flags: MergeFlags): string[] {
  const given: Readonly<Record<string, string | boolean | readonly string[]>> = { ...request.flags, ...(flags.out === undefined ? {} : { out: flags.out }), ...(flags.format === undefined ? {} : { format: flags.format }) };
  const tokens: string[] = [request.command];
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
 * parts each once (merge-counts.ts), then the command they were cut from run again with its
 * computing answered from their counts: the same answer and reports, byte for byte, as the
 * run made whole (but its timing lines).
 */
export async function mergeCommand(io: CliIo, paths: readonly string[], flags: MergeFlags, runAgain: (argv: readonly string[], context: CommandContext) => Promise<unknown>): Promise<void> {
  const files = paths.flatMap(countsFiles).map((path) => ({ path, file: readCountsFile(path) }));
  const parts = gatherParts(files);
  const { command } = parts.request;
  if (flags.out !== undefined && command === 'battle') throw new UsageError('--out: these are the parts of a battle, which prints its answer and writes no report; leave out --out');
  if (flags.format !== undefined && command === 'run') throw new UsageError('--format: these are the parts of a run, which writes reports; leave out --format');
  io.stderr.write(`merge: ${parts.count} part${parts.count === 1 ? '' : 's'} of plan ${parts.hash.slice(0, 12)} (oddsmith ${parts.request.command})\n`);
  await runAgain(commandLine(parts.request, flags), { replay: { book: parts.book, hash: parts.hash } });
}
