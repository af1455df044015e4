/**
 * Issue #21, part 1 (and the file-system half of part 3): oddsmith never deletes what it did
 * not make. Each case reproduces a loss or a refusal seen from outside: hidden files whose
 * names merely looked like oddsmith's leftovers, a refused run that had already deleted, a
 * dangling link, a user's file inside an earlier report, a forged manifest; and the checks
 * on the output place (umask, FIFO inputs, path lengths) that must hold before computing.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, lstatSync, mkdirSync, readdirSync, readFileSync, statSync, symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkReportPath } from '../../src/report/report-folder.js';
import { cli } from './run-cli.js';
import { tempDir } from '../temp-dir.js';

const work = tempDir('places');

function scenario(name: string, extra = ''): string {
  const file = join(work, `${name.slice(0, 40)}.yaml`);
  writeFileSync(file, `name: ${name}\ntitle: Places\nsystem: hott2\nattackers: [knights]\ndefenders: [spears]\nmethod: exact\n${extra}`);
  return file;
}

function oneLine(stderr: string): string {
  const lines = stderr.trim().split('\n');
  expect(lines, stderr).toHaveLength(1);
  return lines[0] ?? '';
}

/** Hidden files a user may well have, with names like the temporary folders of old versions. */
function lookalikes(out: string): void {
  mkdirSync(join(out, '.photos.partial-31337-2'), { recursive: true });
  writeFileSync(join(out, '.photos.partial-31337-2', 'holiday.jpg'), 'pixels');
  writeFileSync(join(out, '.bashrc.old-2024-11'), 'keep');
  mkdirSync(join(out, '.oddsmith-partial-999999999-0123456789abcdef'), { recursive: true });
  writeFileSync(join(out, '.oddsmith-partial-999999999-0123456789abcdef', 'mine.txt'), 'not oddsmith\'s: it has no marker');
}

function expectLookalikesKept(out: string): void {
  expect(readFileSync(join(out, '.photos.partial-31337-2', 'holiday.jpg'), 'utf8')).toBe('pixels');
  expect(readFileSync(join(out, '.bashrc.old-2024-11'), 'utf8')).toBe('keep');
  expect(existsSync(join(out, '.oddsmith-partial-999999999-0123456789abcdef', 'mine.txt'))).toBe(true);
}

describe('names that only look like leftovers are never deleted', () => {
  it('run keeps them (it removed both, recursively)', async () => {
    const out = join(work, 'run-lookalikes');
    mkdirSync(out, { recursive: true });
    lookalikes(out);
    const r = await cli('run', scenario('kept'), '--out', out);
    expect(r.code, r.stderr).toBe(0);
    expectLookalikesKept(out);
    expect(r.stderr).not.toMatch(/removed/);
  });

  it('balance --out keeps them (it removed them silently)', async () => {
    const out = join(work, 'balance-lookalikes');
    mkdirSync(out, { recursive: true });
    lookalikes(out);
    const r = await cli('balance', 'hott2', '--out', out, '--format', 'json');
    expect(r.code, r.stderr).toBe(0);
    expectLookalikesKept(out);
    expect(readdirSync(out).filter((n) => !n.startsWith('.'))).toEqual(['balance-hott2']);
  });

  it('a run refused with exit 2 has deleted nothing', async () => {
    const out = join(work, 'refused');
    mkdirSync(join(out, 'taken'), { recursive: true });
    writeFileSync(join(out, 'taken', 'thesis.md'), 'years of work');
    lookalikes(out);
    const r = await cli('run', scenario('taken'), '--out', out);
    expect(r.code).toBe(2);
    expectLookalikesKept(out);
    expect(readFileSync(join(out, 'taken', 'thesis.md'), 'utf8')).toBe('years of work');
  });
});

describe('only an earlier report oddsmith can prove it wrote is replaced', () => {
  it('a dangling symbolic link with the report\'s name is refused and left', async () => {
    const out = join(work, 'dangling');
    mkdirSync(out, { recursive: true });
    symlinkSync(join(work, 'nowhere'), join(out, 'linked'));
    const r = await cli('run', scenario('linked'), '--out', out);
    expect(r.code).toBe(2);
    expect(oneLine(r.stderr)).toMatch(/linked.* is not an oddsmith report/);
    expect(lstatSync(join(out, 'linked')).isSymbolicLink()).toBe(true);
  });

  it('a link to an earlier report is refused too: the report is not replaced through it', async () => {
    const out = join(work, 'via-link');
    const file = scenario('real');
    expect((await cli('run', file, '--out', out)).code).toBe(0);
    symlinkSync(join(out, 'real'), join(out, 'alias'));
    const r = await cli('run', scenario('alias'), '--out', out);
    expect(r.code).toBe(2);
    expect(oneLine(r.stderr)).toMatch(/alias.* is not an oddsmith report/);
  });

  it('a file the user added inside an earlier report is kept, and the run refused naming it', async () => {
    const out = join(work, 'added');
    const file = scenario('annotated');
    expect((await cli('run', file, '--out', out)).code).toBe(0);
    const before = readFileSync(join(out, 'annotated', 'manifest.json'), 'utf8');
    writeFileSync(join(out, 'annotated', 'my-notes.txt'), 'notes on the odds');
    mkdirSync(join(out, 'annotated', 'drafts'));
    const r = await cli('run', file, '--out', out);
    expect(r.code).toBe(2);
    expect(oneLine(r.stderr)).toMatch(/holds 'drafts\/', 'my-notes\.txt', which oddsmith did not write/);
    expect(readFileSync(join(out, 'annotated', 'my-notes.txt'), 'utf8')).toBe('notes on the odds');
    expect(readFileSync(join(out, 'annotated', 'manifest.json'), 'utf8')).toBe(before);
  });

  it('a report file the user changed counts as theirs', async () => {
    const out = join(work, 'edited');
    const file = scenario('edited');
    expect((await cli('run', file, '--out', out)).code).toBe(0);
    writeFileSync(join(out, 'edited', 'summary.csv'), 'my own numbers');
    const r = await cli('run', file, '--out', out);
    expect(r.code).toBe(2);
    expect(oneLine(r.stderr)).toMatch(/'summary\.csv'/);
    expect(readFileSync(join(out, 'edited', 'summary.csv'), 'utf8')).toBe('my own numbers');
  });

  it('a forged manifest.json does not make a folder deletable', async () => {
    const out = join(work, 'forged');
    for (const [name, manifest] of [
      ['old-shape', { oddsmith: '0.1.0', files: ['thesis.md', 'manifest.json'] }],
      ['wrong-sums', { oddsmith: '0.1.0', files: ['thesis.md', 'manifest.json'], sha256: { 'thesis.md': '0'.repeat(64) } }],
      ['no-sums', { oddsmith: '0.1.0', files: ['manifest.json'], sha256: {} }],
    ] as const) {
      mkdirSync(join(out, name), { recursive: true });
      writeFileSync(join(out, name, 'thesis.md'), 'years of work');
      writeFileSync(join(out, name, 'manifest.json'), JSON.stringify(manifest));
      const r = await cli('run', scenario(name), '--out', out);
      expect(r.code, name).toBe(2);
      expect(oneLine(r.stderr)).toMatch(/(left|leaves it) alone/);
      expect(readFileSync(join(out, name, 'thesis.md'), 'utf8')).toBe('years of work');
    }
  });

  it('a report of an earlier version, without checksums, is refused with what to do', async () => {
    const out = join(work, 'legacy');
    mkdirSync(join(out, 'legacy'), { recursive: true });
    writeFileSync(join(out, 'legacy', 'manifest.json'), JSON.stringify({ oddsmith: '0.1.0', files: ['index.html', 'manifest.json'] }));
    writeFileSync(join(out, 'legacy', 'index.html'), '<p>old</p>');
    const r = await cli('run', scenario('legacy'), '--out', out);
    expect(r.code).toBe(2);
    expect(r.stderr).toBe(
      `oddsmith: '${join(out, 'legacy')}' looks like a report of oddsmith 0.1.0, written before reports carried checksums, so oddsmith cannot prove which files in it are its own and leaves it alone; delete it once yourself, and later runs will replace it\n`,
    );
    expect(readdirSync(join(out, 'legacy')).sort()).toEqual(['index.html', 'manifest.json']);
  });

  it('an earlier report is replaced, and only what it listed goes', async () => {
    const out = join(work, 'again');
    const file = scenario('again');
    expect((await cli('run', file, '--out', out)).code).toBe(0);
    const manifest = JSON.parse(readFileSync(join(out, 'again', 'manifest.json'), 'utf8')) as { files: string[]; sha256: Record<string, string> };
    expect(Object.keys(manifest.sha256).sort()).toEqual(manifest.files.filter((f) => f !== 'manifest.json').sort());
    const r = await cli('run', file, '--out', out);
    expect(r.code, r.stderr).toBe(0);
    expect(readdirSync(out)).toEqual(['again']);
  });
});

describe('the output place', () => {
  it('report folders and files are made with the user\'s umask (they were drwx------)', async () => {
    const out = join(work, 'umask');
    const previous = process.umask(0o022);
    try {
      expect((await cli('run', scenario('shared'), '--out', out)).code).toBe(0);
      expect((await cli('balance', 'hott2', '--out', out)).code).toBe(0);
    } finally {
      process.umask(previous);
    }
    for (const dir of ['shared', 'shared/charts', 'balance-hott2', 'balance-hott2/charts']) expect(statSync(join(out, dir)).mode & 0o777, dir).toBe(0o755);
    for (const f of ['shared/index.html', 'balance-hott2/balance.csv']) expect(statSync(join(out, f)).mode & 0o777, f).toBe(0o644);
  });

  it('a FIFO as scenario, overlay, field or conditions file is refused at once, not waited on', async () => {
    const fifo = join(work, 'pipe.yaml');
    execFileSync('mkfifo', [fifo]);
    const cases = [
      ['run', fifo, '--out', join(work, 'fifo')],
      ['troops', 'hott2', '--overlay', fifo],
      ['balance', 'hott2', '--field', fifo],
      ['balance', 'hott2', '--conditions', fifo],
    ];
    for (const args of cases) {
      const r = await cli(...args);
      expect(r.code, args.join(' ')).toBe(2);
      expect(oneLine(r.stderr)).toMatch(/pipe\.yaml: not a regular file/);
    }
  }, 10_000);

  it('a report name longer than a file system takes is refused in bytes, not characters', () => {
    // Scenario names are ASCII (schema), but the check serves every command that names a report.
    expect(() => checkReportPath(join(work, 'é'.repeat(128)))).toThrow(/is 256 bytes long; a folder name may be at most 255 bytes/);
    expect(() => checkReportPath(join(work, 'é'.repeat(127)))).not.toThrow();
  });

  it('an --out path too long to hold a report is refused before computing', async () => {
    const deep = join(work, ...Array.from({ length: 40 }, () => 'd'.repeat(100)));
    const file = join(work, 'deep.yaml');
    writeFileSync(file, 'name: deep\ntitle: t\nsystem: hott2\nattackers: all\ndefenders: all\nmethod: mc\ntrials: 100000000000\n');
    const r = await cli('run', file, '--out', deep);
    expect(r.code).toBe(2);
    expect(oneLine(r.stderr)).toMatch(/too long a path/);
    expect(existsSync(join(work, 'd'.repeat(100)))).toBe(false);
  });
});
