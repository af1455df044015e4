import { existsSync, lstatSync, mkdirSync, readdirSync, readFileSync, realpathSync, renameSync, rmdirSync, rmSync, statSync, unlinkSync, writeFileSync } from 'node:fs';
import { createHash, randomBytes } from 'node:crypto';
import { basename, dirname, join, relative, resolve, sep } from 'node:path';
import { UsageError } from '../core/errors.js';
import { errorCode, fileErrorWords } from '../core/file-error.js';
import { jsonText } from './escape.js';
import { alive, removeLockCandidate, withFolderLock } from './folder-lock.js';

/**
 * The folders reports are written into, made safe. oddsmith removes only what it made and
 * can prove it made, never anything on a name alone:
 * - a temporary folder is `.oddsmith-partial-<pid>-<16 hex>` holding a marker file that
 *   names the folder; only such a folder, of a process that has ended, is removed;
 * - a finished report's manifest.json records the SHA-256 of every file it wrote and the
 *   kind of report it is (the command that made it); an earlier report is replaced only by
 *   one of its own kind and only if every entry in it is such a file, and only those files
 *   are deleted. A folder holding anything else (a user's notes, a link, a forged manifest
 *   without the checksums, another command's report) is left alone and the run refused,
 *   naming what is in the way.
 * Every problem with the output place is found before any computing, and a report appears
 * whole or not at all (written to a temporary folder, then renamed into place). Runs
 * writing into one folder at once take turns to check a report folder and swap a report in
 * (folder-lock.ts), so no check ever reads half of one run's report and half of another's:
 * each run's report is placed whole, and the last one stays.
 */

const TEMP_PREFIX = '.oddsmith-partial-';
const OLD_PREFIX = '.oddsmith-old-';
const OURS = /^\.oddsmith-(partial|old|lock)-(\d+)-[0-9a-f]{16}$/;
/** The marker inside a temporary folder; it names its folder, so a copied one proves nothing. */
const MARKER = '.oddsmith-partial';
const markerText = (folder: string): string => `oddsmith writes a report here: ${folder}\n`;
/** Kernel file systems: writing there is never meant, and walking /proc can hang. */
const SYSTEM_ROOTS = ['/proc', '/sys', '/dev'];
/** The longest name a file system takes (bytes), and a path Linux takes (bytes, less the NUL). */
const NAME_MAX = 255;
const PATH_MAX = 4095;
/** Room a report needs below its folder: `charts/<a file name of at most 100 bytes>` (report-charts.ts). */
export const REPORT_INNER_PATH_MAX = 128;
/** The longest path an error line shows whole. */
const SHOWN_AT_MOST = 80;

/** The kinds of report, each named after the command that writes it (`explore` writes an explorer). */
export type ReportKind = 'run' | 'balance' | 'joust-strategy' | 'explorer' | 'tables' | 'battle';

/**
 * A path as an error line shows it: whole up to 80 characters, else its start and end with
 * `…` between, so a 4,000-byte --out is still one short line that says where it was.
 *
 * @example
 * shown(`/home/me/${'x'.repeat(200)}/reports`); // => '/home/me/' + 'x'.repeat(31) + '…' + 'x'.repeat(31) + '/reports'
 */
function shown(path: string): string {
  const chars = Array.from(path);
  return chars.length <= SHOWN_AT_MOST ? path : `${chars.slice(0, SHOWN_AT_MOST / 2).join('')}…${chars.slice(1 - SHOWN_AT_MOST / 2).join('')}`;
}

/** A file-system failure as one sentence for the user, or the error itself if it is not one. */
export function cannotWrite(path: string, error: unknown): Error {
  const why = fileErrorWords(error);
  return why === undefined ? (error as Error) : new UsageError(`cannot write reports in '${shown(path)}': ${why}`);
}

function underSystemRoot(path: string): string | undefined {
  return SYSTEM_ROOTS.find((root) => path === root || path.startsWith(`${root}${sep}`));
}

/**
 * Check and create the folder reports go under (`--out`): refuse a path that is or lies
 * under a file, a kernel file system (/proc, /sys, /dev) or a place we cannot write.
 * Created folders get the user's umask. Returns its absolute path.
 */
export function prepareOutRoot(outRoot: string, flag = '--out'): string {
  const target = resolve(outRoot);
  if (Buffer.byteLength(target) > PATH_MAX - REPORT_INNER_PATH_MAX) throw new UsageError(`${flag} '${shown(outRoot)}' is too long a path to hold reports (${Buffer.byteLength(target)} bytes; at most ${PATH_MAX - REPORT_INNER_PATH_MAX})`);
  let existing = target;
  while (!existsSync(existing)) existing = dirname(existing);
  const real = realpathSync(existing);
  const root = underSystemRoot(target) ?? underSystemRoot(real);
  if (root) throw new UsageError(`${flag} '${shown(outRoot)}' is in ${root}, a system folder; choose a folder of your own`);
  if (!statSync(real).isDirectory()) throw new UsageError(`${flag} '${shown(outRoot)}': '${shown(existing)}' is a file, not a folder`);
  try {
    mkdirSync(target, { recursive: true });
  } catch (error) {
    throw cannotWrite(outRoot, error);
  }
  return target;
}

/**
 * The version of oddsmith named by a report written before checksums, when the folder holds
 * nothing but the files its manifest lists; otherwise null. Only then is "delete it once"
 * advice that cannot cost the user a file of their own.
 */
function legacyVersion(dir: string): string | null {
  try {
    const { oddsmith, files } = JSON.parse(readFileSync(join(dir, 'manifest.json'), 'utf8')) as { oddsmith?: unknown; files?: unknown };
    if (typeof oddsmith !== 'string' || !Array.isArray(files)) return null;
    const present = sortEntries(dir, new Map()).foreign.filter((name) => !name.endsWith('/'));
    return present.every((name) => files.includes(name)) ? oddsmith : null;
  } catch {
    return null;
  }
}

/**
 * What a report folder's manifest says oddsmith wrote: each file's SHA-256 by its path, and
 * the kind of report ('run' where none is recorded: `run` wrote its reports without one
 * before issue #33, every other command with one).
 */
export function writtenFiles(dir: string): { readonly files: ReadonlyMap<string, string>; readonly kind: string } | null {
  try {
    if (!lstatSync(join(dir, 'manifest.json')).isFile()) return null;
    const manifest = JSON.parse(readFileSync(join(dir, 'manifest.json'), 'utf8')) as { oddsmith?: unknown; kind?: unknown; sha256?: unknown };
    const sums = manifest.sha256;
    if (typeof manifest.oddsmith !== 'string' || typeof sums !== 'object' || sums === null || Array.isArray(sums)) return null;
    const files = new Map<string, string>();
    for (const [file, sum] of Object.entries(sums)) if (typeof sum === 'string') files.set(file, sum);
    return { files, kind: typeof manifest.kind === 'string' ? manifest.kind : 'run' };
  } catch {
    return null;
  }
}

export function sha256(file: string): string {
  return createHash('sha256').update(readFileSync(file)).digest('hex');
}

/**
 * Every entry under `dir` (not following links), as paths relative to it, split into the
 * files oddsmith wrote (listed in the manifest with a matching checksum, and the manifest
 * itself) and everything else, a folder holding none of those files included.
 */
function sortEntries(dir: string, written: ReadonlyMap<string, string>): { own: string[]; foreign: string[] } {
  const own: string[] = [];
  const foreign: string[] = [];
  /** Walks `folder`; returns how many of our files it holds (a folder holding none is not ours). */
  const walk = (folder: string): number => {
    let ours = 0;
    for (const entry of readdirSync(folder, { withFileTypes: true })) {
      const path = join(folder, entry.name);
      const name = relative(dir, path).split(sep).join('/');
      if (entry.isDirectory()) {
        const inside = walk(path);
        if (inside === 0) foreign.push(`${name}/`);
        ours += inside;
      } else if (entry.isFile() && (name === 'manifest.json' || written.get(name) === sha256(path))) {
        own.push(name);
        ours++;
      } else {
        foreign.push(name);
      }
    }
    return ours;
  };
  walk(dir);
  return { own, foreign };
}

function listed(names: readonly string[]): string {
  const shown = names.slice(0, 5).map((n) => `'${n}'`).join(', ');
  return names.length > 5 ? `${shown} and ${names.length - 5} more` : shown;
}

/**
 * Refuse to write a report of `kind` where anything stands but an earlier report of that
 * kind oddsmith can prove it wrote (see the top of this file). A link, even a dangling one,
 * is never a report.
 */
function checkReportTarget(dir: string, kind: ReportKind): void {
  let isFolder: boolean;
  try {
    isFolder = lstatSync(dir).isDirectory();
  } catch (error) {
    if (errorCode(error) === 'ENOENT') return;
    throw cannotWrite(dir, error);
  }
  const written = isFolder ? writtenFiles(dir) : null;
  const legacy = isFolder && written === null ? legacyVersion(dir) : null;
  if (legacy !== null) {
    throw new UsageError(`'${shown(dir)}' looks like a report of oddsmith ${legacy}, written before reports carried checksums, so oddsmith cannot prove which files in it are its own and leaves it alone; delete it once yourself, and later runs will replace it`);
  }
  if (written === null) {
    throw new UsageError(`'${shown(dir)}' exists and is not an oddsmith report (no manifest.json with the checksums of the files oddsmith wrote), so it is left alone; remove it yourself or choose another --out or name`);
  }
  if (written.kind !== kind) {
    throw new UsageError(`'${shown(dir)}' is an oddsmith ${shown(written.kind)} report; only an earlier ${kind} report is replaced there, so it is left alone: choose another --out or name, or remove it yourself`);
  }
  const foreign = sortEntries(dir, written.files).foreign.sort();
  if (foreign.length > 0) {
    throw new UsageError(`'${shown(dir)}' is an earlier oddsmith report but holds ${listed(foreign)}, which oddsmith did not write (or that changed since), so it is left alone; move ${foreign.length === 1 ? 'it' : 'them'} out or choose another --out or name`);
  }
}

/**
 * Delete an earlier report: only the files its manifest proves oddsmith wrote, then its
 * folders if they are left empty. Returns whether the folder is gone (it stays, with
 * whatever else appeared in it, if not).
 */
function deleteOwnReport(dir: string): boolean {
  const written = writtenFiles(dir);
  if (written === null) return false;
  const { own } = sortEntries(dir, written.files);
  for (const name of own.filter((n) => n !== 'manifest.json')) unlinkSync(join(dir, name));
  const folders = [...new Set(own.map((n) => dirname(n)).filter((d) => d !== '.'))].sort((a, b) => b.length - a.length);
  try {
    for (const folder of folders) rmdirSync(join(dir, folder));
    unlinkSync(join(dir, 'manifest.json'));
    rmdirSync(dir);
    return true;
  } catch {
    return false; // something not ours appeared meanwhile: it stays
  }
}

/** Whether `path` is a temporary folder this program made: a real folder whose marker names it. */
function isOurTempFolder(path: string): boolean {
  try {
    return lstatSync(path).isDirectory() && lstatSync(join(path, MARKER)).isFile() && readFileSync(join(path, MARKER), 'utf8') === markerText(basename(path));
  } catch {
    return false;
  }
}

/** Remove one leftover of an ended run if it proves itself ours; returns whether it did. */
function removeLeftover(kind: string, path: string): boolean {
  if (kind === 'old') return deleteOwnReport(path);
  if (kind === 'lock') return removeLockCandidate(path);
  if (!isOurTempFolder(path)) return false;
  rmSync(path, { recursive: true, force: true });
  return true;
}

/**
 * Remove what a killed run (SIGKILL, power loss) left under `outRoot`: its temporary
 * folders (proven by their marker), the earlier reports it was replacing (proven by
 * their manifests' checksums) and its lock candidate (folder-lock.ts), of processes that
 * have ended. Anything else, whatever its name, is left alone. Call it only holding the
 * folder's lock, once the run's targets were accepted. Returns the names removed.
 */
function removeLeftovers(outRoot: string): string[] {
  return readdirSync(outRoot).filter((name) => {
    const match = OURS.exec(name);
    return match !== null && !alive(Number(match[2])) && removeLeftover(match[1] ?? '', join(outRoot, name));
  });
}

/**
 * The checks before any computing, made holding the lock of `outRoot` (folder-lock.ts) so
 * that no other run swaps a report in while one is read: each of `dirs` (report folders in
 * `outRoot`) must be absent or an earlier report of `kind` oddsmith can prove it wrote
 * (`checkReportTarget`); only then are a killed run's leftovers removed. Returns their names.
 */
export function checkPlaces(outRoot: string, dirs: readonly string[], kind: ReportKind): string[] {
  try {
    return withFolderLock(outRoot, () => {
      for (const dir of dirs) checkReportTarget(dir, kind);
      return removeLeftovers(outRoot);
    });
  } catch (error) {
    throw cannotWrite(outRoot, error);
  }
}

/**
 * A fresh temporary folder under `outRoot` for one report, with the user's umask and a
 * marker that proves it ours; making it proves the place is writable.
 */
export function stageFolder(outRoot: string): string {
  const name = `${TEMP_PREFIX}${process.pid}-${randomBytes(8).toString('hex')}`;
  const temp = join(outRoot, name);
  try {
    mkdirSync(temp, { mode: 0o777 });
    writeFileSync(join(temp, MARKER), markerText(name), { flag: 'wx' });
  } catch (error) {
    rmSync(temp, { recursive: true, force: true });
    throw cannotWrite(outRoot, error);
  }
  return temp;
}

/** Remove a temporary folder this process made (the caller holds its path from stageFolder). */
export function discardStaged(temp: string): void {
  rmSync(temp, { recursive: true, force: true });
}

/**
 * Move a complete report from its temporary folder to `dir`, replacing an earlier report
 * there, holding the lock of the folder it goes in: no other run changes `dir` between the
 * check and the renames, each of them atomic. The earlier report is moved aside first and its
 * files deleted after the lock is released (`.oddsmith-old-<pid>-<16 hex>` is this run's alone).
 */
function installFolder(temp: string, dir: string, kind: ReportKind): void {
  const old = withFolderLock(dirname(dir), () => {
    checkReportTarget(dir, kind);
    unlinkSync(join(temp, MARKER));
    let aside: string | null = join(dirname(dir), `${OLD_PREFIX}${process.pid}-${randomBytes(8).toString('hex')}`);
    try {
      renameSync(dir, aside);
    } catch (error) {
      if (errorCode(error) !== 'ENOENT') throw error;
      aside = null; // no earlier report
    }
    try {
      renameSync(temp, dir);
    } catch (error) {
      if (aside) renameSync(aside, dir); // put the earlier report back
      throw error;
    }
    return aside;
  });
  if (old) deleteOwnReport(old);
}

/** One file of a report: its path under the report folder and its content. */
export type ReportFile = readonly [name: string, content: string | { toString(): string }];

/** Let signals (SIGINT, SIGTERM) and other events in between the files of a long write. */
const breathe = (): Promise<void> => new Promise((done) => setImmediate(done));

/**
 * Write `files` (made one at a time, as the iterable yields them; subfolders made as
 * needed) into the temporary folder `temp`, then manifest.json (the report's `kind`, what
 * `manifest()` returns, the list of files and each one's SHA-256, the proof that lets a later
 * report of the same kind replace them), and move it all to `dir`. On any failure `temp` is removed, so nothing half-written is ever left where
 * a report would be. Between files it lets other events run, so an interrupt is honoured
 * before the report is installed, not after. Returns the files written, manifest.json last.
 */
export async function writeFolder(temp: string, dir: string, kind: ReportKind, files: Iterable<ReportFile>, manifest: () => object): Promise<string[]> {
  try {
    const sums: Record<string, string> = {};
    for (const [name, content] of files) {
      const path = join(temp, name);
      const bytes = Buffer.from(content.toString());
      mkdirSync(dirname(path), { recursive: true });
      writeFileSync(path, bytes, { flag: 'wx' });
      sums[name] = createHash('sha256').update(bytes).digest('hex');
      await breathe();
    }
    const names = [...Object.keys(sums), 'manifest.json'];
    writeFileSync(join(temp, 'manifest.json'), `${jsonText({ kind, ...manifest(), files: names, sha256: sums })}\n`, { flag: 'wx' });
    await breathe();
    installFolder(temp, dir, kind);
    return names;
  } catch (error) {
    discardStaged(temp);
    throw cannotWrite(dirname(dir), error);
  }
}

/**
 * Refuse a report name that no file system would take, or a path too long, before any
 * computing: the name at most 255 bytes, the folder's path with room for the report's files.
 */
export function checkReportPath(dir: string): void {
  const name = basename(dir);
  if (Buffer.byteLength(name) > NAME_MAX) throw new UsageError(`the report name '${shown(name)}' is ${Buffer.byteLength(name)} bytes long; a folder name may be at most ${NAME_MAX} bytes`);
  if (Buffer.byteLength(dir) > PATH_MAX - REPORT_INNER_PATH_MAX) throw new UsageError(`'${shown(dir)}' is too long a path for a report (${Buffer.byteLength(dir)} bytes; at most ${PATH_MAX - REPORT_INNER_PATH_MAX})`);
}
