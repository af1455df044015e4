/**
 * Issue #11, failure paths that need a real process: signals during a run, runs racing for
 * the same report folder, and an output device that is full.
 */
import { spawn, spawnSync } from 'node:child_process';
import { closeSync, openSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT } from './run-cli.js';
import { tempDir } from '../temp-dir.js';

const work = tempDir('interrupt');
const BIN = ['bin/oddsmith.js']; // the compiled bin (test/global-setup.ts builds it)

function scenario(name: string, body: string): string {
  const file = join(work, `${name}.yaml`);
  writeFileSync(file, `name: ${name}\ntitle: ${name}\nsystem: hott2\n${body}`);
  return file;
}

const quick = scenario('quick', 'attackers: [knights]\ndefenders: [spears]\nmethod: exact\n');
const endless = scenario('endless', 'attackers: [knights]\ndefenders: [spears]\nmethod: mc\ntrials: 100000000000\n');

interface Finished {
  readonly code: number | null;
  readonly stdout: string;
  readonly stderr: string;
}

/** Run `run quick endless`, and send `signal` once the quick report is announced on stdout. */
function interruptAfterFirstReport(out: string, signal: NodeJS.Signals): Promise<Finished> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [...BIN, 'run', quick, endless, '--out', out, '--workers', '1'], { cwd: ROOT });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (d: Buffer) => {
      stdout += d.toString();
      if (stdout.includes("quick:")) setTimeout(() => child.kill(signal), 100);
    });
    child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
    child.on('close', (code) => resolve({ code, stdout, stderr }));
  });
}

describe('interrupted runs leave nothing behind', () => {
  for (const [signal, code] of [['SIGINT', 130], ['SIGTERM', 143]] as const) {
    it(`${signal} during a run: no temporary folder left, and stdout names the report already written`, async () => {
      const out = join(work, signal);
      const r = await interruptAfterFirstReport(out, signal);
      expect(r.code, r.stderr).toBe(code);
      expect(r.stdout).toMatch(/^quick: 1 result .* -> .*quick\/index\.html\n$/);
      expect(r.stderr).toMatch(/interrupted/);
      expect(readdirSync(out)).toEqual(['quick']);
    }, 60_000);
  }
});

describe('runs racing for one report folder', () => {
  it('three concurrent runs of the same scenario all succeed and leave one report', async () => {
    const out = join(work, 'race');
    const runs = [0, 1, 2].map(
      () =>
        new Promise<number | null>((resolve) => {
          const child = spawn(process.execPath, [...BIN, 'run', quick, '--out', out], { cwd: ROOT, stdio: 'ignore' });
          child.on('close', resolve);
        }),
    );
    expect(await Promise.all(runs)).toEqual([0, 0, 0]);
    expect(readdirSync(out)).toEqual(['quick']);
  }, 60_000);
});

describe('an output device that is full', () => {
  it('is one line on stderr, not a stack trace', () => {
    const full = openSync('/dev/full', 'w');
    try {
      const r = spawnSync(process.execPath, [...BIN, 'troops', 'hott2'], { cwd: ROOT, stdio: ['ignore', full, 'pipe'], encoding: 'utf8' });
      expect(r.status).toBe(1);
      expect(r.stderr.trim().split('\n')).toHaveLength(1);
      expect(r.stderr).toMatch(/^oddsmith: cannot write the output: no space left on the device/);
    } finally {
      closeSync(full);
    }
  });
});
