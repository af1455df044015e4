/**
 * Issue #46, part 3: runs racing for one report folder. Three `oddsmith run` of one scenario
 * into one --out refused each other ("holds 'index.html', which oddsmith did not write"): a run
 * checked the earlier report while a twin swapped its own in. Here the race is run many times,
 * not once: child processes (the race is between processes) and async tasks in this one all
 * write the same report over and over, the whole way a command does. Every write must succeed,
 * and what is left is one whole report of one write, and nothing else.
 */
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { buildSync } from 'esbuild';
import { describe, expect, it } from 'vitest';
import { writeRounds } from './race-writer.js';
import { cli, ROOT } from './run-cli.js';
import { tempDir } from '../temp-dir.js';

const work = tempDir('race');
const ROUNDS = 25;

/**
 * race-writer.ts and the sources it runs, bundled by esbuild into one plain module (as
 * scripts/bundle-cli.ts bundles the CLI): a child runs it with node alone, where tsx's loader
 * took about 0.5 s of CPU to start each of them, three times a racer's 25 rounds.
 */
function bundledRacer(): string {
  const file = join(work, 'race-writer.mjs');
  if (!existsSync(file)) buildSync({ entryPoints: [join(ROOT, 'test', 'cli', 'race-writer.ts')], bundle: true, platform: 'node', format: 'esm', outfile: file, logLevel: 'error' });
  return file;
}

/** A racer in its own process: its exit code and stderr. */
function child(out: string, tag: string): Promise<{ code: number | null; stderr: string }> {
  const file = bundledRacer();
  return new Promise((resolve) => {
    const racer = spawn(process.execPath, [file, out, tag, String(ROUNDS)], { cwd: ROOT });
    let stderr = '';
    racer.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
    racer.on('close', (code) => resolve({ code, stderr }));
  });
}

describe('runs racing for one report folder (#46)', () => {
  it(`three processes and three async tasks, ${ROUNDS} reports each: every write succeeds and one whole report is left`, async () => {
    const out = join(work, 'race');
    const children = ['p1', 'p2', 'p3'].map((tag) => child(out, tag));
    const tasks = ['t1', 't2', 't3'].map((tag) => writeRounds(out, tag, ROUNDS));
    expect(await Promise.all(tasks)).toEqual(['', '', '']);
    for (const r of await Promise.all(children)) expect(r, r.stderr).toEqual({ code: 0, stderr: '' });
    expect(readdirSync(out)).toEqual(['race']);
    const dir = join(out, 'race');
    const manifest = JSON.parse(readFileSync(join(dir, 'manifest.json'), 'utf8')) as { stamp: string; files: string[]; sha256: Record<string, string> };
    expect(manifest.files.sort()).toEqual(['charts/a.svg', 'index.html', 'manifest.json', 'outcomes.csv']);
    for (const [file, sum] of Object.entries(manifest.sha256)) expect(createHash('sha256').update(readFileSync(join(dir, file))).digest('hex'), file).toBe(sum);
    expect(readFileSync(join(dir, 'index.html'), 'utf8')).toBe(`<p>${manifest.stamp}</p>\n`);
    expect(readdirSync(dir).sort()).toEqual(['charts', 'index.html', 'manifest.json', 'outcomes.csv']);
  });
});

/** A process id no process has (above Linux's largest, 2^22). */
const GONE = 999999999;

describe('the lock of a report folder (#46)', () => {
  const file = join(work, 'locked.yaml');
  writeFileSync(file, 'name: locked\ntitle: locked\nsystem: hott2\nattackers: [knights]\ndefenders: [spears]\nmethod: exact\n');

  it("a killed run's lock and lock candidate are removed; a look-alike holding a user's file is kept", async () => {
    const out = join(work, 'stale');
    mkdirSync(join(out, '.oddsmith-lock'), { recursive: true });
    writeFileSync(join(out, '.oddsmith-lock', `${GONE}-0123456789abcdef`), '');
    const candidate = `.oddsmith-lock-${GONE}-fedcba9876543210`;
    mkdirSync(join(out, candidate));
    writeFileSync(join(out, candidate, `${GONE}-fedcba9876543210`), '');
    const lookalike = `.oddsmith-lock-${GONE}-0000000000000000`;
    mkdirSync(join(out, lookalike));
    writeFileSync(join(out, lookalike, 'notes.txt'), 'mine');
    const r = await cli('run', file, '--out', out);
    expect(r.code, r.stderr).toBe(0);
    expect(r.stderr).toBe(`note: removed '${candidate}', left by an interrupted run\n`);
    expect(readdirSync(out).sort()).toEqual([lookalike, 'locked']);
    expect(readFileSync(join(out, lookalike, 'notes.txt'), 'utf8')).toBe('mine');
  });

  it("a '.oddsmith-lock' oddsmith did not make (a file, or a folder holding a user's file) is refused in one line and kept", async () => {
    const out = join(work, 'foreign');
    mkdirSync(join(out, 'folder', '.oddsmith-lock'), { recursive: true });
    writeFileSync(join(out, 'folder', '.oddsmith-lock', 'todo.txt'), 'mine');
    mkdirSync(join(out, 'file'));
    writeFileSync(join(out, 'file', '.oddsmith-lock'), 'mine');
    for (const [place, kept] of [['folder', '.oddsmith-lock/todo.txt'], ['file', '.oddsmith-lock']] as const) {
      const r = await cli('run', file, '--out', join(out, place));
      expect(r.code, place).toBe(2);
      expect(r.stderr).toMatch(/^oddsmith: .*\.oddsmith-lock.* oddsmith did not (make|put there).*remove it yourself\n$/);
      expect(readFileSync(join(out, place, kept), 'utf8')).toBe('mine');
      expect(readdirSync(join(out, place))).toEqual(['.oddsmith-lock']);
    }
  });
});
