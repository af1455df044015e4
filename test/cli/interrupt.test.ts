/**
 * Issues #11 and #21, failure paths that need a real process: signals during a run and while
 * a report is written, a killed run's leftovers, runs racing for the same report folder, and
 * an output device or a report folder's file system that is full.
 */
import { spawn, spawnSync } from 'node:child_process';
import { closeSync, existsSync, mkdirSync, openSync, readdirSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { cli, ROOT } from './run-cli.js';
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
/** 22 x 22 x 3 = 1,452 exact results: computed in a moment, written in seconds (charts for each). */
const big = scenario('big', 'attackers: all\ndefenders: all\nconditions:\n  - name: open\n  - name: uphill\n    b: { uphill: true }\n  - name: bad going\n    a: { going: bad }\nmethod: exact\n');
/** A report of one result under big's name: the earlier report a signal while writing big must keep (writing big itself costs seconds). */
const earlierBig = (() => {
  const file = join(work, 'earlier-big.yaml');
  writeFileSync(file, 'name: big\ntitle: big\nsystem: hott2\nattackers: [knights]\ndefenders: [spears]\nmethod: exact\n');
  return file;
})();

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
    });
  }
});

/** Run `big` into `out` and send `signal` as soon as it announces that it is writing the report. */
function interruptWhileWriting(out: string, signal: NodeJS.Signals): Promise<Finished> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [...BIN, 'run', big, '--out', out, '--workers', '1'], { cwd: ROOT });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (d: Buffer) => (stdout += d.toString()));
    child.stderr.on('data', (d: Buffer) => {
      const sent = stderr.includes('writing the report');
      stderr += d.toString();
      if (!sent && stderr.includes('writing the report')) child.kill(signal);
    });
    child.on('close', (code) => resolve({ code, stdout, stderr }));
  });
}

/**
 * `run` in this process (run-cli.ts `cli`), where only what a run leaves matters, not how its
 * process ends: the earlier report, and the runs after a killed one (a process of the bin costs
 * its start-up each).
 */
const run = (...args: string[]): Promise<Finished> => cli('run', ...args);

describe('a signal while the report is written (#21)', () => {
  const out = join(work, 'writing');
  for (const [signal, code] of [['SIGINT', 130], ['SIGTERM', 143]] as const) {
    it(`${signal}: exit ${code}, the earlier report kept byte for byte, no temporary folder left`, async () => {
      if (!existsSync(join(out, 'big'))) expect((await run(earlierBig, '--out', out)).code).toBe(0);
      const earlier = readFileSync(join(out, 'big', 'manifest.json'), 'utf8');
      const r = await interruptWhileWriting(out, signal);
      expect(r.code, r.stderr).toBe(code);
      expect(r.stderr).toMatch(new RegExp(`interrupted \\(${signal}\\); no partial report was left`));
      expect(r.stdout).toBe('');
      expect(readdirSync(out)).toEqual(['big']);
      expect(readFileSync(join(out, 'big', 'manifest.json'), 'utf8')).toBe(earlier);
    });
  }
});

describe("a killed run's temporary folder (#21)", () => {
  it('is removed by the next accepted run, with a note, and never by a refused one', async () => {
    const out = join(work, 'killed');
    await interruptWhileWriting(out, 'SIGKILL');
    const left = readdirSync(out).filter((f) => f.startsWith('.oddsmith-partial-'));
    expect(left).toHaveLength(1);
    // A run refused for its target (a folder of the user's where the report would go) touches nothing.
    mkdirSync(join(out, 'quick'));
    writeFileSync(join(out, 'quick', 'notes.txt'), 'mine');
    const refused = await run(quick, '--out', out);
    expect(refused.code).toBe(2);
    expect(readdirSync(out).sort()).toEqual([...left, 'quick'].sort());
    // An accepted run removes it, and says so.
    const next = await run(scenario('other', 'attackers: [knights]\ndefenders: [blades]\nmethod: exact\n'), '--out', out);
    expect(next.code, next.stderr).toBe(0);
    expect(next.stderr).toContain(`note: removed '${left[0] ?? ''}', left by an interrupted run`);
    expect(readdirSync(out).sort()).toEqual(['other', 'quick']);
    expect(readFileSync(join(out, 'quick', 'notes.txt'), 'utf8')).toBe('mine');
  });
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
  });
});

/** Whether this machine lets an unprivileged process mount a small tmpfs in its own namespace. */
const canMountTmpfs = spawnSync('unshare', ['-rm', 'sh', '-c', 'mount -t tmpfs -o size=16k tmpfs /mnt'], { stdio: 'ignore' }).status === 0;

describe('a report folder on a full file system (#21)', () => {
  it.skipIf(!canMountTmpfs)('is one line and exit 2, and leaves nothing (a 16 KiB tmpfs, in a private mount namespace)', () => {
    const mount = join(work, 'tiny');
    mkdirSync(mount, { recursive: true });
    const script = `mount -t tmpfs -o size=16k tmpfs "$1" && "$2" bin/oddsmith.js run "$3" --out "$1/out"; code=$?; ls -A "$1/out"; exit $code`;
    const r = spawnSync('unshare', ['-rm', 'sh', '-c', script, 'sh', mount, process.execPath, quick], { cwd: ROOT, encoding: 'utf8' });
    expect(r.status, r.stderr).toBe(2);
    expect(r.stderr.trim().split('\n')).toHaveLength(1);
    expect(r.stderr).toBe(`oddsmith: cannot write reports in '${mount}/out': no space left on the device\n`);
    expect(r.stdout).toBe(''); // nothing in the folder: the staged report was removed
  });
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

/**
 * Issue #33: `npm start` interrupted left a temporary folder and printed no "interrupted" line,
 * where the CLI alone cleans up. npm ran `tsx scripts/start.ts` (now `node scripts/start.mjs`), and tsx's own process, on the
 * same SIGINT, gives the program it started 60 ms to answer before it kills it (SIGKILL): a
 * program whose thread is busy computing, as `balance` often is, could never answer. Here `npm
 * start` runs as a user runs it, in a folder standing for the repository (its start script,
 * scripts/ and node_modules linked), whose scenarios are a quick one, then one whose thousands of
 * exact results hold the thread for seconds; the whole process group gets SIGINT as soon as the
 * quick report is announced. `run` prepares every scenario's matchups before it computes the first
 * (issue #34), so what holds the thread after that line is the busy scenario's enumeration and,
 * mostly, its writing: 40 sets (19,360 results, several seconds on any machine) keep the 100 ms
 * before the signal far inside it, where 10 sets left a fast machine a few hundred ms.
 */
describe('npm start interrupted (#33)', () => {
  it('SIGINT to its process group while it computes: the interrupted line, and no temporary folder left', async () => {
    const place = join(work, 'start');
    mkdirSync(join(place, 'scenarios'), { recursive: true });
    const { scripts } = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as { scripts: { start: string } };
    writeFileSync(join(place, 'package.json'), JSON.stringify({ name: 'start-probe', private: true, scripts: { start: scripts.start } }));
    symlinkSync(join(ROOT, 'scripts'), join(place, 'scripts'));
    symlinkSync(join(ROOT, 'node_modules'), join(place, 'node_modules'));
    writeFileSync(join(place, 'scenarios', 'a-quick.yaml'), 'name: a-quick\ntitle: quick\nsystem: hott2\nattackers: [knights]\ndefenders: [spears]\nmethod: exact\n');
    const sets = Array.from({ length: 40 }, (_, i) => `  - name: set ${i + 1}\n`).join('');
    writeFileSync(join(place, 'scenarios', 'b-busy.yaml'), `name: b-busy\ntitle: busy\nsystem: hott2\nattackers: all\ndefenders: all\nmethod: exact\nconditions:\n${sets}`);
    const r = await new Promise<Finished & { signal: NodeJS.Signals | null }>((resolve) => {
      // Its own process group, as a terminal gives a command: Ctrl-C signals the whole group.
      const child = spawn('npm', ['start'], { cwd: place, detached: true, env: { ...process.env, npm_config_update_notifier: 'false' } });
      let stdout = '';
      let stderr = '';
      let sent = false;
      child.stdout.on('data', (d: Buffer) => {
        stdout += d.toString();
        if (!sent && stdout.includes('a-quick:')) {
          sent = true;
          setTimeout(() => process.kill(-(child.pid ?? 0), 'SIGINT'), 100);
        }
      });
      child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
      child.on('close', (code, signal) => resolve({ code, signal, stdout, stderr }));
    });
    expect(readdirSync(join(place, 'reports')).sort()).toEqual(['a-quick', 'explorer']);
    expect(r.stderr).toContain('oddsmith: interrupted (SIGINT); no partial report was left');
    // npm itself ends by the same SIGINT (a shell shows 130), or passes on the program's 130.
    expect(r.signal ?? r.code, r.stderr).toSatisfy((end) => end === 'SIGINT' || end === 130);
  });
});
