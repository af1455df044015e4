/**
 * Issue #33: `npm run oddsmith` and `npm start` run dist/ only while it is current
 * (scripts/dist-current.mjs). Judged by file times, a source restored with an older time (cp -p,
 * rsync -t, tar x) looked older than dist/, and stale code ran. Here a copy of the script in a
 * folder of its own, with one source and a "build" as package.json runs it (the record's
 * begin, the compiled bin written, the record's end), decides.
 */
import { spawnSync } from 'node:child_process';
import { copyFileSync, mkdirSync, readFileSync, utimesSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { ROOT } from './run-cli.js';
import { tempDir } from '../temp-dir.js';

const work = tempDir('dist-current');
const A_YEAR_AGO = new Date(Date.now() - 365 * 86_400_000);

/** A repository of one source, built (`finished`) or with its build broken off after the compiler. */
async function repository(name: string, finished = true): Promise<{ dir: string; distIsCurrent: () => boolean }> {
  const dir = join(work, name);
  mkdirSync(join(dir, 'scripts'), { recursive: true });
  mkdirSync(join(dir, 'src', 'cli'), { recursive: true });
  copyFileSync(join(ROOT, 'scripts', 'dist-current.mjs'), join(dir, 'scripts', 'dist-current.mjs'));
  writeFileSync(join(dir, 'src', 'cli', 'bin.ts'), "console.log('one');\n");
  const step = (s: string): void => void expect(spawnSync(process.execPath, ['scripts/dist-current.mjs', s], { cwd: dir }).status).toBe(0);
  step('begin');
  mkdirSync(join(dir, 'dist', 'cli'), { recursive: true });
  writeFileSync(join(dir, 'dist', 'cli', 'bin.js'), "console.log('one');\n");
  if (finished) step('end');
  const module = (await import(pathToFileURL(join(dir, 'scripts', 'dist-current.mjs')).href)) as typeof import('../../scripts/dist-current.mjs');
  return { dir, distIsCurrent: module.distIsCurrent };
}

describe('dist/ is current by content, not by file times (#33)', () => {
  it('is current after its build, and not once a source is changed, though with a time older than the build', async () => {
    const repo = await repository('restored');
    expect(repo.distIsCurrent()).toBe(true);
    const source = join(repo.dir, 'src', 'cli', 'bin.ts');
    writeFileSync(source, "console.log('two');\n");
    utimesSync(source, A_YEAR_AGO, A_YEAR_AGO); // as cp -p, rsync -t or tar x leave it
    expect(repo.distIsCurrent()).toBe(false);
    writeFileSync(source, "console.log('one');\n"); // the sources it was built from, whatever their time
    expect(repo.distIsCurrent()).toBe(true);
  });

  it('a source added with an old time makes it stale too', async () => {
    const repo = await repository('added');
    const extra = join(repo.dir, 'src', 'cli', 'extra.ts');
    writeFileSync(extra, 'export {};\n');
    utimesSync(extra, A_YEAR_AGO, A_YEAR_AGO);
    expect(repo.distIsCurrent()).toBe(false);
  });

  it('a build broken off after compiling is not current', async () => {
    expect((await repository('broken', false)).distIsCurrent()).toBe(false);
  });

  it('npm run build (and so npm ci) records the hash around the compiling', () => {
    const { scripts } = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as { scripts: Record<string, string> };
    expect(scripts['build']).toMatch(/^node scripts\/dist-current\.mjs begin && .*tsc -p tsconfig\.build\.json && tsx scripts\/bundle-explorer\.ts && tsx scripts\/bundle-cli\.ts && node scripts\/dist-current\.mjs end$/);
    expect(scripts['prepare']).toBe('npm run build');
  });
});
