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
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { writeRounds } from './race-writer.js';
import { ROOT } from './run-cli.js';
import { tempDir } from '../temp-dir.js';

const work = tempDir('race');
const ROUNDS = 40;

/** A racer in its own process: its exit code and stderr. */
function child(out: string, tag: string): Promise<{ code: number | null; stderr: string }> {
  return new Promise((resolve) => {
    const racer = spawn(process.execPath, ['--import', 'tsx', 'test/cli/race-writer.ts', out, tag, String(ROUNDS)], { cwd: ROOT });
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
