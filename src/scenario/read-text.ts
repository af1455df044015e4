import { closeSync, constants, fstatSync, openSync, readSync } from 'node:fs';
import { createHash } from 'node:crypto';
import { UsageError } from '../core/errors.js';
import { fileErrorWords } from '../core/file-error.js';
import { LIMITS } from './limits.js';

/** A scenario file's text and the SHA-256 of its bytes (what the manifest records). */
export interface ScenarioText {
  readonly text: string;
  readonly hash: string;
}

/**
 * Read a scenario file: a regular file (never /dev/zero or a pipe read forever), at most
 * LIMITS.fileBytes, valid UTF-8. Every refusal is one UsageError naming the file. The file
 * is opened without blocking: opening a FIFO (named pipe) for reading would otherwise wait
 * for a writer for ever, before the regular-file check could refuse it.
 */
export function readScenarioText(file: string, what = 'scenario file'): ScenarioText {
  let fd: number;
  try {
    fd = openSync(file, constants.O_RDONLY | constants.O_NONBLOCK);
  } catch (error) {
    throw new UsageError(`${file}: cannot read the ${what}: ${fileErrorWords(error) ?? (error instanceof Error ? error.message : String(error))}`);
  }
  try {
    const stat = fstatSync(fd);
    if (stat.isDirectory()) throw new UsageError(`${file}: is a folder; give the ${what} itself`);
    if (!stat.isFile()) throw new UsageError(`${file}: not a regular file; give a YAML ${what}`);
    if (stat.size > LIMITS.fileBytes) throw new UsageError(`${file}: larger than ${LIMITS.fileBytes / 1024 / 1024} MiB, the limit for any ${what}`);
    // Read at most one byte past the limit: a file that grows while we read is still bounded.
    const bytes = Buffer.alloc(LIMITS.fileBytes + 1);
    let length = 0;
    for (let n = 1; n > 0 && length < bytes.length; length += n) n = readSync(fd, bytes, length, bytes.length - length, null);
    if (length > LIMITS.fileBytes) throw new UsageError(`${file}: larger than ${LIMITS.fileBytes / 1024 / 1024} MiB, the limit for any ${what}`);
    const content = bytes.subarray(0, length);
    let text: string;
    try {
      text = new TextDecoder('utf-8', { fatal: true }).decode(content);
    } catch {
      throw new UsageError(`${file}: not UTF-8 text; save it as UTF-8`);
    }
    return { text, hash: createHash('sha256').update(content).digest('hex') };
  } finally {
    closeSync(fd);
  }
}
