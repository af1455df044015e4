/**
 * Whether dist/ is the compiled form of the sources as they are: the build records a SHA-256
 * of every file under src/ (names and contents), and dist/ is current while the sources still
 * hash to it. The scripts that run oddsmith (`npm run oddsmith`, `npm start`) then run dist/,
 * which starts in a fraction of the time and runs up to twice as fast as the sources through
 * tsx; else the sources, so they never run stale code. File times were not enough: a source
 * restored with an older time (cp -p, rsync -t, tar x) looked older than dist/ (issue #33).
 *
 * The build (package.json) runs `node scripts/dist-current.mjs begin` before compiling, which
 * hashes the sources and forgets the last record, and `... end` after, which keeps that hash:
 * a build that failed records nothing, and a source changed while it ran no longer matches.
 */
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = fileURLToPath(new URL('..', import.meta.url));

const RECORD = join(root, 'dist', 'sources.sha256');
const PENDING = `${RECORD}.building`;

/** Every file under `dir`, in a fixed order. */
function files(dir) {
  return readdirSync(dir, { withFileTypes: true })
    .sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0))
    .flatMap((e) => (e.isDirectory() ? files(join(dir, e.name)) : [join(dir, e.name)]));
}

/** SHA-256 of src/: each file's path under it and its bytes, length-prefixed so no two trees collide. */
export function sourcesHash() {
  const src = join(root, 'src');
  const hash = createHash('sha256');
  for (const file of files(src)) {
    const bytes = readFileSync(file);
    hash.update(`${relative(src, file).split(sep).join('/')}\0${bytes.length}\0`).update(bytes);
  }
  return hash.digest('hex');
}

export function distIsCurrent() {
  return existsSync(join(root, 'dist', 'cli', 'bin.js')) && existsSync(RECORD) && readFileSync(RECORD, 'utf8').trim() === sourcesHash();
}

if (process.argv[1] !== undefined && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const step = process.argv[2];
  if (step === 'begin') {
    rmSync(RECORD, { force: true });
    mkdirSync(join(root, 'dist'), { recursive: true });
    writeFileSync(PENDING, `${sourcesHash()}\n`);
  } else if (step === 'end') {
    if (!existsSync(PENDING)) {
      process.stderr.write('dist-current: `end` without `begin`: run the build (npm run build)\n');
      process.exit(2);
    }
    renameSync(PENDING, RECORD);
  } else {
    process.stderr.write('usage: node scripts/dist-current.mjs begin|end (the build runs both)\n');
    process.exit(2);
  }
}
