import { createHash } from 'node:crypto';
import { lstatSync, readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { UsageError } from '../core/errors.js';
import { errorCode } from '../core/file-error.js';
import { withFolderLock } from './folder-lock.js';
import { frontPageHtml, type FrontEntry } from './front-page.js';
import { cannotWrite, discardStaged, prepareOutRoot, sha256, stageFolder, writtenFiles } from './report-folder.js';

/**
 * The front page file, `<reports>/index.html`, written as safely as a report folder
 * (report-folder.ts): whole or not at all (written into a staged folder, then renamed into
 * place), and only over a front page oddsmith wrote. A file holds no manifest, so the page
 * proves itself: its last line is the SHA-256 of the text before it. A page a user wrote or
 * edited fails that proof and is left alone. The reports are read, and the page placed,
 * holding the folder's lock, so a run swapping a report in meanwhile is never half-read, and
 * of two runs at once each writes a whole, true page: the last one stays.
 */

const PAGE = 'index.html';
const PROOF = '<!-- oddsmith front page; SHA-256 of the text above: ';
const proofLine = (page: string): string => `${PROOF}${createHash('sha256').update(page).digest('hex')} -->\n`;

/** Whether `path` is absent or a front page oddsmith wrote, unchanged since. */
function replaceable(path: string): boolean {
  let stat;
  try {
    stat = lstatSync(path);
  } catch (error) {
    if (errorCode(error) === 'ENOENT') return true;
    throw error;
  }
  if (!stat.isFile()) return false;
  const text = readFileSync(path, 'utf8');
  const at = text.lastIndexOf(PROOF);
  return at >= 0 && text.slice(at) === proofLine(text.slice(0, at));
}

/**
 * Why `<outRoot>/index.html` cannot be written, or null: a page there that oddsmith did not
 * write (or that changed since). `npm start` asks before computing, so a page of the user's own
 * stops it at once rather than after minutes of work.
 */
export function frontPageRefusal(outRoot: string): string | null {
  const path = join(outRoot, PAGE);
  return replaceable(path) ? null : refusal(path);
}

const refusal = (path: string): string => `'${path}' is not a front page oddsmith wrote (or it changed since), so it is left alone; move it away to have oddsmith write one`;

/**
 * The report folders under `root` oddsmith can prove it wrote: a real folder whose manifest
 * records the checksums of its files (report-folder.ts `writtenFiles`), with its index.html
 * among them and unchanged. Anything else, a user's own folder included, is not listed.
 */
function ownReports(root: string): FrontEntry[] {
  return readdirSync(root, { withFileTypes: true }).flatMap((entry): FrontEntry[] => {
    if (!entry.isDirectory() || entry.name.startsWith('.')) return [];
    const dir = join(root, entry.name);
    const written = writtenFiles(dir);
    try {
      if (written === null || written.files.get(PAGE) !== sha256(join(dir, PAGE))) return [];
      return [{ folder: entry.name, manifest: JSON.parse(readFileSync(join(dir, 'manifest.json'), 'utf8')) as Record<string, unknown> }];
    } catch {
      return []; // swapped out or unreadable: not a report to link
    }
  });
}

/**
 * Write `<outRoot>/index.html`, the front page of every oddsmith report under `outRoot`.
 * Returns its path and how many reports it links. A page there that oddsmith did not write
 * (or that changed since) is left alone and the write refused in one sentence.
 */
export function writeFrontPage(outRoot: string): { readonly path: string; readonly reports: number } {
  const root = prepareOutRoot(outRoot);
  const path = join(root, PAGE);
  const temp = stageFolder(root);
  try {
    return withFolderLock(root, () => {
      if (!replaceable(path)) {
        throw new UsageError(refusal(path));
      }
      const entries = ownReports(root);
      const page = frontPageHtml(entries).toString();
      writeFileSync(join(temp, PAGE), page + proofLine(page), { flag: 'wx' });
      renameSync(join(temp, PAGE), path);
      return { path, reports: entries.length };
    });
  } catch (error) {
    throw cannotWrite(root, error);
  } finally {
    discardStaged(temp);
  }
}
