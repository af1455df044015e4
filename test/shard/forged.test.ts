import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, truncateSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { bin, cli, ROOT } from '../cli/run-cli.js';
import { tempDir } from '../temp-dir.js';
import { reportTree } from './same-output.js';

/**
 * Counts files made by someone else (issue #46): a merge reads them as input from outside.
 * Each forgery below carries a checksum recomputed to fit, so only what the records claim
 * can give it away; each is refused in one sentence with exit code 2, and nothing is written.
 */
const work = tempDir('shard-forged');
/**
 * Four matchups of single rolls (not hott2-open.yaml's 198, whose report each whole run and
 * merge below wrote in a second) at 200,000 trials: four chunks a matchup, cut between two parts.
 */
const scenario = join(work, 'four-matchups.yaml');
writeFileSync(scenario, 'name: four-matchups\ntitle: four matchups\nsystem: hott2\nattackers: [knights, riders]\ndefenders: [spears, blades]\n');
const RUN = ['run', scenario, '--method', 'mc', '--trials', '200000'];

type Body = { shard: { index: number; count: number }; plan: { request: { flags: Record<string, unknown> } }; records: { scope: string; key: string; chunks: number[]; total: number | null; weights: { size: number; nonzero: number[][] }; metrics: unknown[] }[] };

const made = new Map<string, Promise<string>>();
/**
 * A two-part cut of RUN, made once in this process (or by the compiled bin, whose plans have
 * their own identity: plan-identity.ts `build`); each test forges a copy of it.
 */
function original(compiled = false): Promise<string> {
  const name = compiled ? 'compiled' : 'in-process';
  const cut = made.get(name) ?? (async () => {
    const dir = join(work, name);
    for (const i of [1, 2]) expect((compiled ? bin(...RUN, '--shard', `${i}/2`, '--counts', dir) : await cli(...RUN, '--shard', `${i}/2`, '--counts', dir)).code).toBe(0);
    return dir;
  })();
  made.set(name, cut);
  return cut;
}

let copies = 0;
/** A copy of the two parts, with part `which` edited by `edit` and its checksum made to fit again. */
async function forged(which: 1 | 2, edit: (body: Body) => void, compiled = false): Promise<string> {
  const from = await original(compiled);
  const dir = join(work, `forged-${++copies}`);
  mkdirSync(dir);
  for (const name of readdirSync(from)) {
    let text = readFileSync(join(from, name), 'utf8');
    if (name.includes(`-${which}-of-2`)) {
      const body = JSON.parse(text.replace(/,"checksum":"[0-9a-f]{64}"\}\n$/, '}')) as Body;
      edit(body);
      const json = JSON.stringify(body);
      text = `${json.slice(0, -1)},"checksum":"${createHash('sha256').update(json).digest('hex')}"}\n`;
    }
    writeFileSync(join(dir, name), text);
  }
  return dir;
}

/** The merge of `dir`: one line on stderr matching `words`, exit 2, no stack, no report. */
async function refused(dir: string, words: RegExp): Promise<void> {
  const out = join(work, `out-${++copies}`);
  const r = await cli('merge', dir, '--out', out);
  expect(r.stderr.trim().split('\n').at(-1)).toMatch(words);
  expect(r.code).toBe(2);
  expect(r.stderr).not.toMatch(/\n\s+at |internal error/);
  expect(existsSync(out)).toBe(false);
}

const firstRecord = (b: Body): Body['records'][number] => b.records[0] as Body['records'][number];

/** The merge of `dir` by the compiled bin in a process of its own: its exit code, last line, and peak memory (MiB). */
function mergeInProcess(dir: string): { code: number; line: string; peakMiB: number } {
  const script = "process.on('exit', () => process.stderr.write(`\\npeak ${process.resourceUsage().maxRSS}\\n`)); await import('./bin/oddsmith.js');";
  const r = spawnSync(process.execPath, ['--input-type=module', '-e', script, 'oddsmith', 'merge', dir, '--out', join(work, 'never')], { cwd: ROOT, encoding: 'utf8', timeout: 180_000 });
  const lines = r.stderr.trim().split('\n');
  const peak = Number(/^peak (\d+)$/.exec(lines.at(-1) ?? '')?.[1]);
  return { code: r.status ?? -1, line: lines.filter((l) => l.startsWith('oddsmith:')).at(-1) ?? '', peakMiB: peak / 1024 };
}

describe('a counts file claims no more than a merge will hold', () => {
  it('a record claiming 1e9 bins: refused in one sentence, within a few hundred MB', async () => {
    const dir = await forged(2, (b) => (firstRecord(b).weights.size = 1e9));
    await refused(dir, /-2-of-2\.counts\.json: not a counts file oddsmith can read \(records\.0\.weights\.size: /);
    const within = await forged(2, (b) => (firstRecord(b).weights.size = 2 ** 24), true);
    const r = mergeInProcess(within);
    expect(r.line).toMatch(/do not have its outcomes' shape: a counts file was edited, or made by another version of oddsmith; run its part again$/);
    expect(r.code).toBe(2);
    expect(r.peakMiB).toBeLessThan(500);
  });

  it('a file naming 1e9 parts, or part 1e9 of them', async () => {
    await refused(await forged(1, (b) => (b.shard = { index: 1, count: 1e9 })), /shard\.count: /);
    await refused(await forged(1, (b) => (b.shard = { index: 1e9, count: 1e9 })), /shard\.index: /);
  });

  it('a file larger than a counts file may be is refused before it is read', async () => {
    const dir = await forged(2, () => undefined);
    const big = join(dir, readdirSync(dir).find((n) => n.includes('-2-of-2')) as string);
    truncateSync(big, 40 * 2 ** 20);
    await refused(dir, /-2-of-2\.counts\.json: 40 MiB, more than the 32 MiB a counts file may hold/);
    const r = mergeInProcess(dir);
    expect(r.code).toBe(2);
    expect(r.peakMiB).toBeLessThan(500);
  });
});

describe('a record that is no possible result of the plan is refused', () => {
  const countsOf = (b: Body): number[][] => firstRecord(b).weights.nonzero;
  const cases: [string, (b: Body) => void, RegExp][] = [
    ['a count of 1e300', (b) => ((countsOf(b)[0] as number[])[1] = 1e300), /record 1 holds a count that cannot be/],
    ['a negative count', (b) => ((countsOf(b)[0] as number[])[1] = -5), /record 1 holds a count that cannot be/],
    ['a fractional count', (b) => ((countsOf(b)[0] as number[])[1] = 0.5), /record 1 holds a count that cannot be/],
    ['an index past its size', (b) => countsOf(b).push([firstRecord(b).weights.size, 1]), /record 1 holds a count that cannot be/],
    ['a bin given twice', (b) => countsOf(b).push([...(countsOf(b).at(-1) as number[])]), /record 1 holds a count that cannot be/],
    ['counts that do not add up to its trials', (b) => ((countsOf(b)[0] as number[])[1] = ((countsOf(b)[0] as number[])[1] as number) + 1), /record 1 holds counts that do not add up to its \S+ trials/],
    ['counts moved to the other matchup\'s totals (every count doubled)', (b) => countsOf(b).forEach((p) => (p[1] = 2 * (p[1] as number))), /do not add up/],
    ['a total of 0', (b) => ((firstRecord(b).total as number | null) = 0), /records\.0\.total: /],
    ['chunks the trials do not have', (b) => (firstRecord(b).chunks = [7, 9]), /record 1 holds chunks 7 to 9, which 200,000 trials do not have/],
    ['a record dropped', (b) => b.records.shift(), /-2-of-2\.counts\.json: lacks the counts of [0-9a-f]{16}\|seed=1\|trials=200000 that the plan gives part 2/],
    ['a record given twice', (b) => b.records.push(firstRecord(b)), /holds counts \(\S+, chunks \d+ to \d+\) that the plan does not give part 2, or holds them twice/],
    ['a unit the plan does not have', (b) => b.records.push({ ...firstRecord(b), scope: 'break-even hott2 knights from 2' }), /holds counts of 'break-even hott2 knights from 2', which the plan does not give part 2/],
  ];
  for (const [what, edit, words] of cases) {
    it(what, async () => {
      await refused(await forged(2, edit), words);
    });
  }
});

describe('the command line in a counts file', () => {
  it('never chooses where the merge writes: an absolute --out or ../../ in the file is not followed', async () => {
    const away = join(work, 'chosen-by-the-file');
    for (const out of [away, '../../oddsmith-escaped']) {
      // Parts of the compiled bin, merged by it from a folder of the user's with no --out: the
      // reports go where the command writes by default there, reports/, not where the file says.
      const dir = await forged(1, (b) => (b.plan.request.flags['out'] = out), true);
      const here = join(work, `here-${++copies}`, 'deep');
      mkdirSync(here, { recursive: true });
      const r = spawnSync(process.execPath, [join(ROOT, 'bin', 'oddsmith.js'), 'merge', dir], { cwd: here, encoding: 'utf8', timeout: 180_000 });
      expect(r.stderr).toMatch(/^merge: 2 parts of plan [0-9a-f]{12} \(oddsmith run\)\n/);
      expect(r.status).toBe(0);
      expect(existsSync(join(here, 'reports', 'four-matchups', 'index.html'))).toBe(true);
    }
    expect(existsSync(away)).toBe(false);
    expect(existsSync(join(work, 'oddsmith-escaped'))).toBe(false);
  });

  it('a flag the command does not take, or in another form, is refused: no help printed, nothing run', async () => {
    await refused(await forged(1, (b) => (b.plan.request.flags['help'] = true)), /the counts files give run a flag 'help' it does not take from a counts file: not a part oddsmith wrote$/);
    await refused(await forged(1, (b) => (b.plan.request.flags['workers'] = '2')), /flag 'workers' it does not take from a counts file/);
    await refused(await forged(1, (b) => (b.plan.request.flags['verbose'] = 'yes')), /flag 'verbose' it takes in another form/);
  });

  it('merged from honest parts, the reports are the whole run\'s', async () => {
    const out = join(work, 'honest');
    expect((await cli('merge', await original(), '--out', out)).code).toBe(0);
    const whole = join(work, 'whole');
    expect((await cli(...RUN, '--out', whole)).code).toBe(0);
    expect(reportTree(out)).toEqual(reportTree(whole));
  });
});
