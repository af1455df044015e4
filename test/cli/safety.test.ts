/**
 * Issue #11: nothing lost, nothing hangs. Each case reproduces a failure seen from outside
 * on the landed `run` and `matchup` commands: data loss, late or hanging output checks,
 * silent overrides, raw control characters, leftovers of interrupted runs.
 */
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { createHash } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { cli } from './run-cli.js';
import { tempDir } from '../temp-dir.js';
import { fileErrorWords } from '../../src/core/file-error.js';

const work = tempDir('safety');

function scenario(name: string, extra = '', file = join(work, `${name.slice(0, 40)}.yaml`)): string {
  writeFileSync(file, `name: ${name}\ntitle: Safety\nsystem: hott2\nattackers: [knights]\ndefenders: [spears]\nmethod: exact\n${extra}`);
  return file;
}

/** A Monte Carlo scenario far too long to finish within a test: it must be refused before it starts. */
function endless(name: string): string {
  const file = join(work, `${name}-endless.yaml`);
  writeFileSync(file, `name: ${name}\ntitle: Endless\nsystem: hott2\nattackers: all\ndefenders: all\nmethod: mc\ntrials: 100000000000\n`);
  return file;
}

function oneLine(stderr: string): string {
  const lines = stderr.trim().split('\n');
  expect(lines, stderr).toHaveLength(1);
  return lines[0] ?? '';
}

describe('run never replaces what is not an oddsmith report', () => {
  it('refuses a folder of the scenario name that holds other files, and leaves it alone', async () => {
    const out = join(work, 'loss');
    mkdirSync(join(out, 'docs'), { recursive: true });
    writeFileSync(join(out, 'docs', 'thesis.md'), 'years of work');
    const r = await cli('run', scenario('docs'), '--out', out);
    expect(r.code).toBe(2);
    expect(oneLine(r.stderr)).toMatch(/docs.* is not an oddsmith report/);
    expect(readFileSync(join(out, 'docs', 'thesis.md'), 'utf8')).toBe('years of work');
  });

  it('refuses a file of the scenario name', async () => {
    const out = join(work, 'loss-file');
    mkdirSync(out, { recursive: true });
    writeFileSync(join(out, 'docs'), 'a file');
    const r = await cli('run', scenario('docs'), '--out', out);
    expect(r.code).toBe(2);
    expect(oneLine(r.stderr)).toMatch(/is not an oddsmith report/);
    expect(readFileSync(join(out, 'docs'), 'utf8')).toBe('a file');
  });

  it('refuses before computing: an endless Monte Carlo sweep is not started', async () => {
    const out = join(work, 'loss-early');
    mkdirSync(join(out, 'early'), { recursive: true });
    const r = await cli('run', endless('early'), '--out', out);
    expect(r.code).toBe(2);
    expect(oneLine(r.stderr)).toMatch(/is not an oddsmith report/);
  });

  it('replaces an earlier oddsmith report of the same name', async () => {
    const out = join(work, 'again');
    const file = scenario('again');
    expect((await cli('run', file, '--out', out)).code).toBe(0);
    const r = await cli('run', file, '--out', out);
    expect(r.code).toBe(0);
    expect(readdirSync(out)).toEqual(['again']);
  });
});

/**
 * Issue #33: `explore --out` over a `run` report replaced it silently. A report's manifest
 * says which command made it; each command replaces only a report of its own kind, and
 * refuses any other in one line, before computing, leaving it as it was.
 */
describe('each command replaces only a report of its own kind', () => {
  const made = join(work, 'kinds');
  /** Each command that writes a folder: how to run it into `out`, and the folder it writes there. */
  const writers = {
    run: { args: (out: string) => ['run', scenario('kinds'), '--out', out], folder: 'kinds' },
    balance: { args: (out: string) => ['balance', 'hott2', '--out', out], folder: 'balance-hott2' },
    'joust-strategy': { args: (out: string) => ['joust-strategy', '--out', out], folder: 'joust-strategy' },
    explorer: { args: (out: string) => ['explore', '--out', join(out, 'explorer')], folder: 'explorer' },
  } as const;
  type Kind = keyof typeof writers;
  const kinds = Object.keys(writers) as Kind[];

  beforeAll(async () => {
    for (const kind of kinds) {
      const r = await cli(...writers[kind].args(made));
      expect(r.code, r.stderr).toBe(0);
    }
  }, 120_000);

  for (const writer of kinds) {
    for (const found of kinds.filter((k) => k !== writer)) {
      it(`${writer} refuses to replace the ${found} report`, async () => {
        const out = join(work, `over-${writer}-${found}`);
        const target = join(out, writers[writer].folder);
        cpSync(join(made, writers[found].folder), target, { recursive: true });
        const before = readFileSync(join(target, 'manifest.json'), 'utf8');
        const r = await cli(...writers[writer].args(out));
        expect(r.code).toBe(2);
        expect(oneLine(r.stderr)).toMatch(new RegExp(`is an oddsmith ${found} report; only an earlier ${writer} report is replaced there`));
        expect(readFileSync(join(target, 'manifest.json'), 'utf8')).toBe(before);
        expect(readdirSync(out)).toEqual([writers[writer].folder]);
      });
    }
  }

  it('explore replaces an explorer it wrote', async () => {
    const r = await cli(...writers.explorer.args(made));
    expect(r.code, r.stderr).toBe(0);
    expect(JSON.parse(readFileSync(join(made, 'explorer', 'manifest.json'), 'utf8')).kind).toBe('explorer');
  });

  it('a run report records its kind', () => {
    expect(JSON.parse(readFileSync(join(made, 'kinds', 'manifest.json'), 'utf8')).kind).toBe('run');
  });
});

describe('output problems are found before any computing, one line and exit 2', () => {
  it('--out that is a file', async () => {
    writeFileSync(join(work, 'a-file'), 'x');
    const r = await cli('run', endless('outfile'), '--out', join(work, 'a-file'));
    expect(r.code).toBe(2);
    expect(oneLine(r.stderr)).toMatch(/a-file.* is a file, not a folder/);
  });

  it('--out under a file', async () => {
    const r = await cli('run', endless('underfile'), '--out', join(work, 'a-file', 'below'));
    expect(r.code).toBe(2);
    expect(oneLine(r.stderr)).toMatch(/a-file.* is a file, not a folder/);
  });

  it('--out under /proc or /sys (it used to hang at 100% CPU)', async () => {
    for (const dir of ['/proc/self', '/sys/kernel']) {
      const r = await cli('run', endless('procfs'), '--out', dir);
      expect(r.code, dir).toBe(2);
      expect(oneLine(r.stderr)).toMatch(/system folder/);
    }
  });

  it('a too-long --out is one short line, the path elided in its middle (it echoed all 4,088 bytes)', async () => {
    const deep = join(work, ...Array.from({ length: 40 }, (_, i) => `folder-${String(i).padStart(2, '0')}-${'d'.repeat(90)}`));
    const long = join(work, `start-${'n'.repeat(300)}-end`);
    for (const out of [deep, long]) {
      const r = await cli('run', endless('longout'), '--out', out);
      expect(r.code).toBe(2);
      const line = oneLine(r.stderr);
      expect(line.length, line).toBeLessThan(240);
      expect(line).toMatch(/too long/);
      expect(line).toContain(out.slice(0, 20)); // where it starts
      expect(line).toContain(out.slice(-20)); // and where it ends
    }
  });

  it('a scenario name as long as a file name may be (255) runs; a longer one is refused', async () => {
    const long = 'x'.repeat(250);
    const ok = await cli('run', scenario(long), '--out', join(work, 'long'));
    expect(ok.code, ok.stderr).toBe(0);
    expect(existsSync(join(work, 'long', long, 'index.html'))).toBe(true);
    const tooLong = await cli('run', scenario('y'.repeat(256)), '--out', join(work, 'long'));
    expect(tooLong.code).toBe(2);
    expect(oneLine(tooLong.stderr)).toMatch(/name.*255/);
  });
});

describe('inputs are bounded', () => {
  it('a scenario file over the size limit is refused', async () => {
    const big = join(work, 'big.yaml');
    writeFileSync(big, `name: big\ntitle: Big\nsystem: hott2\nattackers: all\ndefenders: all\n# ${'x'.repeat(2 * 1024 * 1024)}\n`);
    const r = await cli('run', big, '--out', join(work, 'big-out'));
    expect(r.code).toBe(2);
    expect(oneLine(r.stderr)).toMatch(/larger than/);
  });

  it('/dev/zero is refused, not read forever', async () => {
    const r = await cli('run', '/dev/zero', '--out', join(work, 'zero'));
    expect(r.code).toBe(2);
    expect(oneLine(r.stderr)).toMatch(/not a regular file/);
  });

  it('a YAML alias bomb is one line', async () => {
    const bomb = join(work, 'bomb.yaml');
    const levels = ['a: &a [x, x, x, x, x, x, x, x, x]'];
    for (let i = 1; i < 9; i++) levels.push(`${String.fromCharCode(97 + i)}: &${String.fromCharCode(97 + i)} [${Array(9).fill(`*${String.fromCharCode(96 + i)}`).join(', ')}]`);
    writeFileSync(bomb, `${levels.join('\n')}\nname: bomb\ntitle: Bomb\nsystem: hott2\nattackers: all\ndefenders: all\n`);
    const r = await cli('run', bomb, '--out', join(work, 'bomb-out'));
    expect(r.code).toBe(2);
    expect(oneLine(r.stderr)).toMatch(/alias/);
  });

  it('too many condition sets are refused with the limit', async () => {
    const many = join(work, 'many.yaml');
    const sets = Array.from({ length: 1001 }, (_, i) => `  - name: set ${i}`).join('\n');
    writeFileSync(many, `name: many\ntitle: Many\nsystem: hott2\nattackers: [knights]\ndefenders: [spears]\nconditions:\n${sets}\n`);
    const r = await cli('run', many, '--out', join(work, 'many-out'));
    expect(r.code).toBe(2);
    expect(oneLine(r.stderr)).toMatch(/conditions.*at most 1,000/);
  });

  it('the capping note is on stderr only: the JSON of --workers 4096 is the JSON of --workers 1, byte for byte (#33)', async () => {
    const args = ['matchup', 'hott2', 'knights', 'spears', '--method', 'mc', '--trials', '2000', '--seed', '7', '--format', 'json'];
    const capped = await cli(...args, '--workers', '4096');
    const one = await cli(...args, '--workers', '1');
    expect(capped.code, capped.stderr).toBe(0);
    expect(capped.stderr).toMatch(/note: --workers 4096 /);
    expect(capped.stdout).toBe(one.stdout);
  });

  it('--workers above the cores is capped with a note', async () => {
    const r = await cli('matchup', 'hott2', 'knights', 'spears', '--method', 'mc', '--trials', '1000', '--workers', '256');
    expect(r.code).toBe(0);
    expect(r.stderr).toMatch(/note: --workers 256 .* cores?.*using \d/);
  });
});

describe('no silent overrides', () => {
  it('repeated --a are merged', async () => {
    const r = await cli('matchup', 'hott2', 'knights', 'spears', '--a', 'charged', '--a', 'going=bad', '--format', 'json');
    expect(r.code, r.stderr).toBe(0);
    expect(JSON.parse(r.stdout).attacker.conditions).toMatchObject({ charged: true, going: 'bad' });
  });

  it('a condition given twice across --a is refused', async () => {
    const r = await cli('matchup', 'hott2', 'knights', 'spears', '--a', 'going=good', '--a', 'going=bad');
    expect(r.code).toBe(2);
    expect(oneLine(r.stderr)).toMatch(/going.*given twice/);
  });

  for (const [flag, a, b] of [
    ['--trials', '1000', '2000'],
    ['--method', 'exact', 'mc'],
    ['--format', 'json', 'csv'],
    ['--seed', '1', '2'],
    ['--workers', '1', '2'],
    ['--combat', 'close', 'shooting'],
  ] as const) {
    it(`${flag} given twice is refused`, async () => {
      const r = await cli('matchup', 'hott2', 'knights', 'spears', flag, a, flag, b);
      expect(r.code).toBe(2);
      expect(oneLine(r.stderr)).toContain(`${flag} given twice`);
    });
  }

  it('--out given twice is refused', async () => {
    const r = await cli('run', scenario('twice'), '--out', join(work, 'o1'), '--out', join(work, 'o2'));
    expect(r.code).toBe(2);
    expect(oneLine(r.stderr)).toContain('--out given twice');
  });

  it('a condition map with going and GOING is refused', async () => {
    const file = scenario('cases', 'conditions:\n  - name: x\n    a: { going: bad, GOING: good }\n');
    const r = await cli('run', file, '--out', join(work, 'cases'));
    expect(r.code).toBe(2);
    expect(oneLine(r.stderr)).toMatch(/GOING.*given twice/);
  });

  it('a scenario with both trials and precision is refused', async () => {
    const file = scenario('both', 'trials: 1000\nprecision: 0.01\n');
    const r = await cli('run', file, '--out', join(work, 'both'));
    expect(r.code).toBe(2);
    expect(oneLine(r.stderr)).toMatch(/trials.*precision|precision.*trials/);
  });

  it('--a __proto__ is an unknown condition', async () => {
    const r = await cli('matchup', 'hott2', 'knights', 'spears', '--a', '__proto__');
    expect(r.code).toBe(2);
    expect(oneLine(r.stderr)).toMatch(/unknown condition '__proto__'/);
  });
});

describe('clean failure paths', () => {
  it('folders that only look like the leftovers of a killed run are kept (those that are: interrupt.test.ts)', async () => {
    const out = join(work, 'leftovers');
    mkdirSync(join(out, '.oddsmith-partial-999999999-0123456789abcdef'), { recursive: true });
    mkdirSync(join(out, '.small.partial-999999999-1700000000000'), { recursive: true });
    const r = await cli('run', scenario('leftover'), '--out', out);
    expect(r.code).toBe(0);
    expect(readdirSync(out).sort()).toEqual(['.oddsmith-partial-999999999-0123456789abcdef', '.small.partial-999999999-1700000000000', 'leftover']);
  });

  it('control characters in arguments are shown escaped', async () => {
    const r = await cli('matchup', 'hott2', 'kni\u001b]0;pwned\u0007ghts', 'spears');
    expect(r.code).toBe(2);
    expect(r.stderr).not.toMatch(/[\u0000-\u0008\u000b-\u001f\u007f]/);
    expect(oneLine(r.stderr)).toContain('\\x1b]0;pwned\\x07');
  });

  it('the manifest hash is the SHA-256 of the file bytes; a file that is not UTF-8 is refused', async () => {
    const file = scenario('hashed', '# caf\u00e9\n');
    expect((await cli('run', file, '--out', join(work, 'hashed'))).code).toBe(0);
    const manifest = JSON.parse(readFileSync(join(work, 'hashed', 'hashed', 'manifest.json'), 'utf8'));
    expect(manifest.scenario.hash).toBe(createHash('sha256').update(readFileSync(file)).digest('hex'));
    const latin1 = join(work, 'latin1.yaml');
    writeFileSync(latin1, Buffer.concat([readFileSync(file).subarray(0, 20), Buffer.from([0xe9, 0x0a])]));
    const r = await cli('run', latin1, '--out', join(work, 'hashed'));
    expect(r.code).toBe(2);
    expect(oneLine(r.stderr)).toMatch(/not UTF-8/);
  });

  it('a no-effect condition in a scenario gets its note: counted on stderr, in full in the report and with --verbose', async () => {
    const file = scenario('noted', 'conditions:\n  - name: x\n    a: { support: true }\n');
    const r = await cli('run', file, '--out', join(work, 'noted'));
    expect(r.code).toBe(0);
    expect(r.stderr).not.toMatch(/note: .*support/);
    expect(r.stderr).toMatch(/^noted: \d+ notes? \(conditions that change nothing in some matchups\), listed in the report's method section; --verbose prints them$/m);
    expect(readFileSync(join(work, 'noted', 'noted', 'index.html'), 'utf8')).toMatch(/x: attacker condition support has no effect on/);
    const verbose = await cli('run', file, '--out', join(work, 'noted-verbose'), '--verbose');
    expect(verbose.stderr).toMatch(/note: noted: x: attacker condition support has no effect/);
  });

  it('a large report announces its writing on stderr', async () => {
    const file = join(work, 'large.yaml');
    writeFileSync(file, 'name: large\ntitle: Large\nsystem: hott2\nattackers: all\ndefenders: all\nmethod: exact\nconditions:\n  - name: a\n  - name: b\n    b: { uphill: true }\n  - name: c\n    a: { going: bad }\n');
    const r = await cli('run', file, '--out', join(work, 'large'));
    expect(r.code, r.stderr).toBe(0);
    // One line for the scenario: the writing, then the count of its notes if it has any.
    expect(r.stderr).toMatch(/^large: writing the report \(1,452 results, charts included\)\.\.\.( \d+ notes? .*)?$/m);
    expect(r.stderr.trim().split('\n')).toHaveLength(1);
  });

  it('oddsmith with no command is a usage error', async () => {
    const r = await cli();
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/usage|command/i);
  });

  it('--precision 0.5 is accepted, as the README says', async () => {
    const r = await cli('matchup', 'hott2', 'knights', 'spears', '--method', 'mc', '--precision', '0.5', '--format', 'json');
    expect(r.code, r.stderr).toBe(0);
  });
});

/** Issue #33: what failed, said as it is; and a grammar slip. */
describe('a file that cannot be read', () => {
  it.each([
    ['EACCES', 'permission denied'],
    ['EPERM', 'permission denied'],
    ['ENOENT', 'it does not exist'],
    ['ENOTDIR', 'a folder on its path is a file'],
    ['EISDIR', 'it is a folder, not a file'],
    ['ENAMETOOLONG', 'the name is too long'],
    ['ELOOP', 'too many symbolic links on its path'],
  ])('%s reads "%s"', (code, words) => {
    expect(fileErrorWords(Object.assign(new Error('x'), { code }))).toBe(words);
  });

  it('an error of no known code has no words (the caller says what it can)', () => {
    expect(fileErrorWords(new Error('x'))).toBeUndefined();
    expect(fileErrorWords(Object.assign(new Error('x'), { code: 'EWHATEVER' }))).toBeUndefined();
  });

  it('an overlay under a file, or with too long a name, is not asked whether it exists', async () => {
    const cases = [
      [join(work, 'a-file-for-overlay', 'x.yaml'), /cannot read the overlay file: a folder on its path is a file$/],
      [join(work, `${'o'.repeat(300)}.yaml`), /cannot read the overlay file: the name is too long$/],
      [join(work, 'missing.yaml'), /cannot read the overlay file: it does not exist$/],
    ] as const;
    writeFileSync(join(work, 'a-file-for-overlay'), 'x');
    for (const [file, message] of cases) {
      const r = await cli('troops', 'hott2', '--overlay', file);
      expect(r.code).toBe(2);
      expect(oneLine(r.stderr)).toMatch(message);
      expect(r.stderr).not.toContain('does it exist');
    }
  });

  it('an option without a name says so without "a option"', async () => {
    const r = await cli('matchup', 'hott2', 'knights', 'spears', '--option', '=x');
    expect(r.code).toBe(2);
    expect(oneLine(r.stderr)).toBe("oddsmith: option '=x': needs a name before =");
  });

  it('"an overlay file", never "a overlay file"', async () => {
    const folder = join(work, 'overlay-folder');
    mkdirSync(folder, { recursive: true });
    const big = join(work, 'big-overlay.yaml');
    writeFileSync(big, `base: hott2\nname: big\n# ${'x'.repeat(2 * 1024 * 1024)}\n`);
    for (const file of [folder, big]) {
      const r = await cli('troops', 'hott2', '--overlay', file);
      expect(r.code).toBe(2);
      expect(oneLine(r.stderr)).not.toMatch(/\ba [aeiou]/i);
      expect(r.stderr).toMatch(/overlay file/);
    }
  });
});
