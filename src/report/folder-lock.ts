import { lstatSync, mkdirSync, readdirSync, renameSync, rmdirSync, rmSync, unlinkSync, writeFileSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import { basename, join } from 'node:path';
import { UsageError } from '../core/errors.js';
import { errorCode } from '../core/file-error.js';

/**
 * One oddsmith process at a time changes what stands in a folder that reports go under.
 * Without it, runs racing for one report folder refused each other: one run checked the
 * earlier report while a twin swapped its own in, read one report's manifest and the other's
 * files, and blamed the user for a file oddsmith wrote.
 *
 * The lock is the folder `.oddsmith-lock` holding one empty file named after its holder,
 * `<pid>-<16 hex>`:
 * - it is taken by renaming a folder of our own, `.oddsmith-lock-<pid>-<16 hex>` holding that
 *   file, onto `.oddsmith-lock`: one atomic rename, which the kernel makes only when nothing
 *   stands there or an empty folder (a free lock), and refuses while the lock is held;
 * - it is released by deleting our file, then the folder if it is still empty;
 * - a lock whose holder has ended (killed while holding it) is freed by deleting exactly that
 *   holder's file, a name no later holder can have: a live lock is never broken, however many
 *   runs free a dead one at once.
 * A holder only checks (reading the earlier report) and renames, synchronously, in
 * milliseconds, so a live one is waited for, at most WAIT_MS, in no particular order: the
 * last run to take the lock leaves its report.
 */

const LOCK = '.oddsmith-lock';
/** Our own folder before it becomes the lock (a killed run's is removed by its proof, `removeLockCandidate`). */
const CANDIDATE = /^\.oddsmith-lock-(\d+-[0-9a-f]{16})$/;
const HOLDER = /^(\d+)-[0-9a-f]{16}$/;
/** How long a run waits for a live holder before it gives up, in ms. */
const WAIT_MS = 30_000;
const NAP_MS = 5;

/** Whether process `pid` still runs (someone else's process counts as running). */
export function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return errorCode(error) === 'EPERM';
  }
}

/** Sleep this thread: the lock is held by another process, so there is nothing to let run. */
function nap(ms: number): void {
  Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);
}

/**
 * The live holders named in the lock folder, after freeing it of ended ones: [] when it is
 * free or gone. Anything else in it is refused.
 */
function liveHolders(lock: string, folder: string): number[] {
  let names: string[];
  try {
    names = readdirSync(lock);
  } catch (error) {
    if (errorCode(error) === 'ENOENT') return [];
    throw error;
  }
  const live: number[] = [];
  for (const name of names) {
    const pid = Number(HOLDER.exec(name)?.[1] ?? NaN);
    if (Number.isNaN(pid)) throw new UsageError(`'${lock}' holds '${name}', which oddsmith did not put there, so it is left alone and no report is written in '${folder}'; remove it yourself`);
    if (alive(pid)) live.push(pid);
    else rmSync(join(lock, name), { force: true }); // a killed run's lock: free it
  }
  return live;
}

/** Take the lock of `folder` with our candidate folder `mine`, waiting for a live holder at most WAIT_MS. */
function take(folder: string, mine: string): void {
  const lock = join(folder, LOCK);
  const deadline = Date.now() + WAIT_MS;
  for (;;) {
    try {
      renameSync(mine, lock);
      return;
    } catch (error) {
      if (errorCode(error) === 'ENOTDIR') throw new UsageError(`'${lock}' is a file oddsmith did not make, so no report is written in that folder; remove it yourself`);
      if (errorCode(error) !== 'ENOTEMPTY' && errorCode(error) !== 'EEXIST') throw error;
    }
    const live = liveHolders(lock, folder);
    if (live.length === 0) continue; // freed: try again at once
    if (Date.now() > deadline) throw new UsageError(`another oddsmith run (process ${live.join(', ')}) has been writing a report in '${folder}' for ${WAIT_MS / 1000} s; try again when it has finished`);
    nap(NAP_MS);
  }
}

/**
 * Run `work` (synchronous: checks and renames) holding the lock of `folder`, and return what
 * it returns. File-system errors are thrown as they are, for the caller to put in words.
 */
export function withFolderLock<T>(folder: string, work: () => T): T {
  const token = `${process.pid}-${randomBytes(8).toString('hex')}`;
  const mine = join(folder, `${LOCK}-${token}`);
  try {
    mkdirSync(mine, { mode: 0o777 });
    writeFileSync(join(mine, token), '', { flag: 'wx' });
    take(folder, mine);
  } catch (error) {
    rmSync(mine, { recursive: true, force: true });
    throw error;
  }
  try {
    return work();
  } finally {
    const lock = join(folder, LOCK);
    rmSync(join(lock, token), { force: true });
    try {
      rmdirSync(lock);
    } catch {
      // taken by the next run already, or gone: either is fine
    }
  }
}

/**
 * Remove `path` if it is the candidate folder of a run killed before it took the lock: a real
 * folder holding nothing but the file its own name names. Returns whether it was removed.
 */
export function removeLockCandidate(path: string): boolean {
  const token = CANDIDATE.exec(basename(path))?.[1];
  try {
    if (token === undefined || !lstatSync(path).isDirectory() || readdirSync(path).join('/') !== token || !lstatSync(join(path, token)).isFile()) return false;
    unlinkSync(join(path, token));
    rmdirSync(path);
    return true;
  } catch {
    return false;
  }
}
