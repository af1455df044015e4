/**
 * The Slurm scripts (cluster/slurm) on any machine, Slurm or not: sbatch and scontrol stood in
 * for (test/cluster/stand-in: each job runs at once, its tasks in turn), so what is checked is
 * the scripts' own logic, which slurm.test.ts checks again on a real Slurm where one answers.
 * They run from a copy of the clone whose path holds a space, in a folder whose name holds one
 * (issue #46: the scripts split such a path into words).
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync } from 'node:fs';
import { delimiter, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT } from '../cli/run-cli.js';
import { tempDir } from '../temp-dir.js';
import { cloneWithSpace } from './clone-copy.js';

const base = tempDir('slurm-scripts');
const clone = cloneWithSpace(join(base, 'a clone'));
const SCRIPTS = ['submit.sh', 'shards.sbatch', 'merge.sbatch'];
const PATH = `${join(ROOT, 'test', 'cluster', 'stand-in')}${delimiter}${process.env['PATH']}`;

/** submit.sh of the copy, called from a new folder `name` (whose name holds a space), on the stand-ins. */
function submit(name: string, args: string[]): { code: number | null; stdout: string; stderr: string; work: string } {
  const work = join(base, name);
  mkdirSync(work);
  const r = spawnSync('bash', [join(clone, 'cluster', 'slurm', 'submit.sh'), ...args], { cwd: work, encoding: 'utf8', env: { ...process.env, PATH, ODDSMITH: '' } });
  return { code: r.status, stdout: r.stdout, stderr: r.stderr, work };
}

describe('the Slurm scripts, sbatch stood in for (cluster/slurm)', () => {
  it.each(SCRIPTS)('%s parses (bash -n)', (script) => {
    const r = spawnSync('bash', ['-n', join(ROOT, 'cluster', 'slurm', script)], { encoding: 'utf8' });
    expect(r.status, r.stderr).toBe(0);
  });

  it('from a clone whose path holds a space, a battle in 2 shards merges into the whole battle\'s answer, in the file submit.sh names', () => {
    // The scripts' logic is under test, not the battle's figures: 200 battles, and its plan
    // game's 25 pairs of plans at 4 battles a pair (not the default 100), still work for both
    // parts to share.
    const battle = ['battle', 'd3h2', 'general:blades+blades', 'general:spears+spears', '--trials', '200', '--plan-trials', '4'];
    const whole = spawnSync(process.execPath, [join(ROOT, 'bin', 'oddsmith.js'), ...battle], { encoding: 'utf8' });
    expect(whole.status, whole.stderr).toBe(0);
    const r = submit('battle jobs', ['-n', '2', '--counts', 'the counts', '--', ...battle]);
    expect(r.code, r.stderr + r.stdout).toBe(0);
    expect(r.stdout).toBe(`shards: job 1 (2 tasks)\nmerge: job 2 (after every shard succeeds)\nwhat the command prints: ${join(r.work, 'job-2.out')}\n`);
    expect(readFileSync(join(r.work, 'job-2.out'), 'utf8')).toBe(whole.stdout);
  });

  it('refuses --out for a battle, which writes no report, in one sentence and exit code 2, before submitting', () => {
    const r = submit('out refused', ['-n', '2', '--out', 'reports', '--', 'battle', 'd3h2', 'knights', 'blades']);
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/^submit\.sh: --out: a battle writes no report \(its answer goes to the merge job's output file\); leave out --out \(usage: .*\)\n$/);
    expect(r.stdout).toBe('');
  });
});
