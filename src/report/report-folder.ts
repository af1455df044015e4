import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, realpathSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import { basename, dirname, join, resolve, sep } from 'node:path';
import { UsageError } from '../core/errors.js';

/**
 * The folders a run writes into, made safe: only an earlier oddsmith report is ever
 * replaced, every problem with the output place is found before any computing, and a
 * report appears whole or not at all. Temporary names are short and fixed
 * (`.oddsmith-partial-<pid>-<random>`), so a scenario name may use the file system's
 * whole 255-character name limit.
 */

const TEMP_PREFIX = '.oddsmith-partial-';
const OLD_PREFIX = '.oddsmith-old-';
/** Our temporary folders, and those of oddsmith before 0.2 (`.NAME.partial-PID-STAMP`). */
const LEFTOVER = [/^\.oddsmith-(?:partial|old)-(\d+)-/, /^\..+\.(?:partial|old)-(\d+)-\d+$/];
/** Kernel file systems: writing there is never meant, and walking /proc can hang. */
const SYSTEM_ROOTS = ['/proc', '/sys', '/dev'];

function code(error: unknown): string {
  return (error as NodeJS.ErrnoException | null)?.code ?? '';
}

function cannotWrite(path: string, error: unknown): UsageError {
  const why = { EACCES: 'permission denied', EPERM: 'permission denied', EROFS: 'the file system is read-only', ENOSPC: 'no space left on the device', ENAMETOOLONG: 'the name is too long' }[code(error)];
  return new UsageError(`cannot write reports in '${path}': ${why ?? (error instanceof Error ? error.message : String(error))}`);
}

function underSystemRoot(path: string): string | undefined {
  return SYSTEM_ROOTS.find((root) => path === root || path.startsWith(`${root}${sep}`));
}

/**
 * Check and create the folder reports go under (`--out`): refuse a path that is or lies
 * under a file, a kernel file system (/proc, /sys, /dev) or a place we cannot write.
 * Returns its absolute path.
 */
export function prepareOutRoot(outRoot: string): string {
  const target = resolve(outRoot);
  let existing = target;
  while (!existsSync(existing)) existing = dirname(existing);
  const real = realpathSync(existing);
  const root = underSystemRoot(target) ?? underSystemRoot(real);
  if (root) throw new UsageError(`--out '${outRoot}' is in ${root}, a system folder; choose a folder of your own`);
  if (!statSync(real).isDirectory()) throw new UsageError(`--out '${outRoot}': '${existing}' is a file, not a folder`);
  try {
    mkdirSync(target, { recursive: true });
  } catch (error) {
    throw cannotWrite(outRoot, error);
  }
  return target;
}

/** Whether `dir` holds an oddsmith report: its manifest.json names the oddsmith version and its files. */
export function isOddsmithReport(dir: string): boolean {
  try {
    const manifest: unknown = JSON.parse(readFileSync(join(dir, 'manifest.json'), 'utf8'));
    return typeof manifest === 'object' && manifest !== null && typeof (manifest as { oddsmith?: unknown }).oddsmith === 'string' && Array.isArray((manifest as { files?: unknown }).files);
  } catch {
    return false;
  }
}

/** Refuse to write a report where something other than an earlier oddsmith report stands. */
export function checkReportTarget(dir: string): void {
  if (!existsSync(dir) || isOddsmithReport(dir)) return;
  throw new UsageError(`'${dir}' exists and is not an oddsmith report (no oddsmith manifest.json), so it is left alone; choose another --out or scenario name`);
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return code(error) === 'EPERM'; // someone else's process: alive
  }
}

/** Remove temporary folders that a killed run (SIGKILL, power loss) left under `outRoot`. */
export function removeLeftovers(outRoot: string): string[] {
  const removed: string[] = [];
  for (const name of readdirSync(outRoot)) {
    const pid = LEFTOVER.map((pattern) => pattern.exec(name)?.[1]).find((p) => p !== undefined);
    if (pid === undefined || Number(pid) === process.pid || alive(Number(pid))) continue;
    rmSync(join(outRoot, name), { recursive: true, force: true });
    removed.push(name);
  }
  return removed;
}

/** A fresh temporary folder under `outRoot` for one report; proves the place is writable. */
export function stageFolder(outRoot: string): string {
  try {
    return mkdtempSync(join(outRoot, `${TEMP_PREFIX}${process.pid}-`));
  } catch (error) {
    throw cannotWrite(outRoot, error);
  }
}

/**
 * Move a complete report from its temporary folder to `dir`, replacing an earlier report
 * there. Each step is one atomic rename; when another run installs the same report at the
 * same moment, the loser of a race retries, so neither fails nor leaves an old copy behind.
 */
export function installFolder(temp: string, dir: string): void {
  for (let attempt = 0; attempt < 20; attempt++) {
    checkReportTarget(dir);
    let old: string | null = join(dirname(dir), `${OLD_PREFIX}${process.pid}-${randomBytes(4).toString('hex')}`);
    try {
      renameSync(dir, old);
    } catch (error) {
      if (code(error) !== 'ENOENT') throw error;
      old = null; // nothing there (any more)
    }
    try {
      renameSync(temp, dir);
      return;
    } catch (error) {
      if (code(error) !== 'ENOTEMPTY' && code(error) !== 'EEXIST') {
        if (old) renameSync(old, dir); // put the earlier report back
        throw error;
      }
      // another run put its copy there first: try again
    } finally {
      if (old && existsSync(old)) rmSync(old, { recursive: true, force: true });
    }
  }
  throw new Error(`could not move the report into '${basename(dir)}': it kept changing under us`);
}

/**
 * Write `files` (relative name and content; subfolders made as needed) into the temporary
 * folder `temp` and move it to `dir` with installFolder; on any failure remove `temp`, so
 * nothing half-written is ever left where a report would be.
 */
export function writeFolder(temp: string, dir: string, files: readonly (readonly [string, string])[]): void {
  try {
    for (const [name, content] of files) {
      mkdirSync(dirname(join(temp, name)), { recursive: true });
      writeFileSync(join(temp, name), content);
    }
    installFolder(temp, dir);
  } catch (error) {
    rmSync(temp, { recursive: true, force: true });
    throw error;
  }
}
