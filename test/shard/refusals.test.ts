import { copyFileSync, existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseShard } from '../../src/cli/sharding.js';
import { cli } from '../cli/run-cli.js';
import { tempDir } from '../temp-dir.js';
import { reportTree } from './same-output.js';

const work = tempDir('shard-refusals');
/**
 * Twelve matchups in two situations (not hott2-open.yaml's 198, whose report each merge and
 * whole run below wrote in a second): work enough for three parts.
 */
const SCENARIO = 'name: twelve-matchups\ntitle: twelve matchups\nsystem: hott2\nattackers: [knights, riders, heroes]\ndefenders: [spears, blades]\nconditions:\n  - name: open ground\n  - name: defender uphill\n    b: { uphill: true }\nmethod: exact\nseed: 1\n';
const twelve = join(work, 'twelve-matchups.yaml');
writeFileSync(twelve, SCENARIO);
const RUN = ['run', twelve, '--method', 'mc', '--trials', '2000'];

/** Parts `parts` of a run cut into `n`, written into `dir`; the file names, in part order. */
async function parts(dir: string, n: number, which: readonly number[], args: readonly string[] = RUN): Promise<string[]> {
  for (const i of which) expect((await cli(...args, '--shard', `${i}/${n}`, '--counts', dir)).code).toBe(0);
  return readdirSync(dir).filter((f) => f.endsWith(`-of-${n}.counts.json`)).sort();
}

/** One line on stderr, exit code 2, and no report written. */
async function refused(args: readonly string[], words: RegExp): Promise<void> {
  const out = join(work, `never-${Math.random().toString(36).slice(2)}`);
  const r = await cli(...args, '--out', out);
  expect(r.code).toBe(2);
  expect(r.stderr.trim().split('\n').at(-1)).toMatch(words);
  expect(r.stderr).not.toMatch(/\n\s+at /);
  expect(existsSync(join(out, 'twelve-matchups'))).toBe(false);
}

describe('merge refuses what is not one whole plan, by name, and merges nothing (issue #37)', () => {
  it('a missing part: named, with the command that makes it', async () => {
    const dir = join(work, 'missing');
    await parts(dir, 3, [1, 3]);
    await refused(['merge', dir], /^oddsmith: part 2 of 3 of plan [0-9a-f]{12} is missing: run --shard 2\/3 and merge again$/);
  });

  it('a part given twice, and parts of two different cuts', async () => {
    const dir = join(work, 'twice');
    const [first] = await parts(dir, 2, [1, 2]);
    copyFileSync(join(dir, first as string), join(work, 'copy-of-part-1.counts.json'));
    await refused(['merge', dir, join(work, 'copy-of-part-1.counts.json')], /part 1 of 2 is given twice \(.*-1-of-2\.counts\.json and copy-of-part-1\.counts\.json\)/);
    await parts(dir, 3, [1, 2, 3]);
    await refused(['merge', dir], /cut plan [0-9a-f]{12} into 2 and 3 parts: merge the files of one --shard count/);
  });

  it('parts of different plans (another seed)', async () => {
    const dir = join(work, 'plans');
    await parts(dir, 2, [1]);
    await parts(dir, 2, [2], [...RUN, '--seed', '2']);
    await refused(['merge', dir], /these counts belong to 2 different plans, plan [0-9a-f]{12} \(.*\) and plan [0-9a-f]{12} \(.*\): merge one plan's files at a time/);
  });

  it('a truncated or edited counts file: refused by its checksum', async () => {
    const dir = join(work, 'damaged');
    const [one, two] = await parts(dir, 2, [1, 2]);
    const path = join(dir, two as string);
    const text = readFileSync(path, 'utf8');
    writeFileSync(path, text.slice(0, Math.floor(text.length / 2)));
    await refused(['merge', dir], new RegExp(`${two}: not a whole counts file \\(truncated, or not written by oddsmith --shard\\)`));
    // One count changed by one: the JSON still parses, its checksum does not match.
    writeFileSync(path, text.replace(/"nonzero":\[\[(\d+),(\d+)\]/, (_, i: string, c: string) => `"nonzero":[[${i},${Number(c) + 1}]`));
    await refused(['merge', dir], new RegExp(`${two}: its checksum does not match its contents`));
    expect(one).toBeDefined();
  });

  it('a plan changed between the parts and the merge (the scenario edited)', async () => {
    const scenario = join(work, 'edited.yaml');
    writeFileSync(scenario, SCENARIO.replace('name: twelve-matchups', 'name: edited'));
    const dir = join(work, 'edited');
    const args = ['run', scenario, '--method', 'mc', '--trials', '2000'];
    await parts(dir, 2, [1, 2], args);
    writeFileSync(scenario, readFileSync(scenario, 'utf8').replace('seed: 1', 'seed: 9'));
    const r = await cli('merge', dir, '--out', join(work, 'edited-out'));
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/the counts were made for another plan \([0-9a-f]{12}\) than the files and flags give now \([0-9a-f]{12}\)/);
    expect(existsSync(join(work, 'edited-out', 'edited'))).toBe(false);
  });

  it('a part run again replaces its own file; a file of the user\'s in its place is refused and kept', async () => {
    const dir = join(work, 'again');
    await parts(dir, 2, [1, 1, 2]);
    expect(readdirSync(dir)).toHaveLength(2);
    const out = join(work, 'again-out');
    expect((await cli('merge', dir, '--out', out)).code).toBe(0);
    const whole = join(work, 'again-whole');
    expect((await cli(...RUN, '--out', whole)).code).toBe(0);
    expect(reportTree(out)).toEqual(reportTree(whole));
    const mine = join(dir, readdirSync(dir)[0] as string);
    writeFileSync(mine, 'my notes\n');
    const r = await cli(...RUN, '--shard', '1/2', '--counts', dir);
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/is there and is not a counts file; move it or choose another folder/);
    expect(readFileSync(mine, 'utf8')).toBe('my notes\n');
  });

  it('--shard out of range or malformed, --counts without --shard: one sentence, exit 2', async () => {
    for (const [shard, words] of [
      ['4/3', /part 4 does not exist; the parts are 1 to 3/],
      ['0/3', /part 0 does not exist/],
      ['three', /give the part and the number of parts, e\.g\. --shard 3\/8/],
      ['3/0', /the number of parts must be 1 to 10,000/],
    ] as const) {
      const r = await cli(...RUN, '--shard', shard);
      expect(r.code, shard).toBe(2);
      expect(r.stderr).toMatch(words);
    }
    const r = await cli(...RUN, '--counts', join(work, 'c'));
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/--counts names the folder a shard writes its counts to; add --shard i\/n/);
    expect((await cli('merge', join(work, 'nothing-here'))).stderr).toMatch(/nothing-here: cannot read it: it does not exist/);
    const dir = join(work, 'format');
    await parts(dir, 1, [1]);
    const r2 = await cli('merge', dir, '--format', 'json');
    expect(r2.code).toBe(2);
    expect(r2.stderr).toMatch(/--format: these are the parts of a run, which writes reports; leave out --format/);
  });

  it('a --precision run: each matchup run whole on one part, so the merge needs no second round', async () => {
    const args = ['run', twelve, '--method', 'mc', '--precision', '0.01'];
    const dir = join(work, 'precision');
    await parts(dir, 3, [2, 3, 1], args);
    expect((await cli('merge', dir, '--out', join(work, 'precision-merged'))).code).toBe(0);
    expect((await cli(...args, '--out', join(work, 'precision-whole'))).code).toBe(0);
    expect(reportTree(join(work, 'precision-merged'))).toEqual(reportTree(join(work, 'precision-whole')));
  });
});

describe('the part from the scheduler (--shard n)', () => {
  it("a Slurm array task's id (an array of 1-n, or one part again alone); a Kubernetes Indexed Job's 0-based index", () => {
    expect(parseShard('8', { SLURM_ARRAY_TASK_ID: '3', SLURM_ARRAY_TASK_MIN: '1', SLURM_ARRAY_TASK_COUNT: '8' })).toEqual({ index: 3, count: 8 });
    // A failed part submitted again alone (--array=5): an array of one task, still part 5 of 8.
    expect(parseShard('8', { SLURM_ARRAY_TASK_ID: '5', SLURM_ARRAY_TASK_MIN: '5', SLURM_ARRAY_TASK_COUNT: '1' })).toEqual({ index: 5, count: 8 });
    expect(parseShard('8', { JOB_COMPLETION_INDEX: '0' })).toEqual({ index: 1, count: 8 });
    expect(parseShard('8', { JOB_COMPLETION_INDEX: '7' })).toEqual({ index: 8, count: 8 });
    expect(parseShard('2/8', { JOB_COMPLETION_INDEX: '7' })).toEqual({ index: 2, count: 8 });
  });

  it('refuses a task past the parts (a 0-based array), an index past them, or no index at all', () => {
    expect(() => parseShard('8', { SLURM_ARRAY_TASK_ID: '0', SLURM_ARRAY_TASK_MIN: '0' })).toThrow(/Slurm array task 0 is no part of 1 to 8; submit the array as --array=1-8/);
    expect(() => parseShard('8', { SLURM_ARRAY_TASK_ID: '9', SLURM_ARRAY_TASK_MIN: '1' })).toThrow(/Slurm array task 9 is no part of 1 to 8/);
    expect(() => parseShard('8', { JOB_COMPLETION_INDEX: '8' })).toThrow(/JOB_COMPLETION_INDEX 8 is part 9, but the parts are 1 to 8; set the Job's completions to 8/);
    expect(() => parseShard('8', {})).toThrow(/no part given and none in the environment \(SLURM_ARRAY_TASK_ID, JOB_COMPLETION_INDEX\); give --shard i\/8/);
    expect(() => parseShard('8', { JOB_COMPLETION_INDEX: 'x' })).toThrow(/JOB_COMPLETION_INDEX is 'x', not a whole number/);
    // Said back as written, not rounded to the nearest double (issue #46).
    expect(() => parseShard('8', { SLURM_ARRAY_TASK_ID: '99999999999999999999' })).toThrow(/SLURM_ARRAY_TASK_ID is 99999999999999999999, more than the 10,000 parts a run may have/);
    expect(() => parseShard('8', { JOB_COMPLETION_INDEX: '9'.repeat(100) })).toThrow(/JOB_COMPLETION_INDEX is a number of 100 digits/);
  });
});

describe('a counts file made to deceive', () => {
  it('counts of the wrong shape, under a checksum made to fit, are refused in one sentence', async () => {
    const { createHash } = await import('node:crypto');
    const dir = join(work, 'forged');
    const [only] = await parts(dir, 1, [1]);
    const path = join(dir, only as string);
    const body = readFileSync(path, 'utf8').replace(/,"checksum":"[0-9a-f]{64}"\}\n$/, '').replace('"weights":{"size":', '"weights":{"size":1').concat('}');
    writeFileSync(path, `${body.slice(0, -1)},"checksum":"${createHash('sha256').update(body).digest('hex')}"}\n`);
    const r = await cli('merge', dir, '--out', join(work, 'forged-out'));
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/the counts of \S+ v \S+ do not have its outcomes' shape: a counts file was edited, or made by another version of oddsmith/);
    expect(existsSync(join(work, 'forged-out', 'twelve-matchups'))).toBe(false);
  });
});
