/**
 * A sharded run on a real Slurm (issue #37), as a user runs one on a cluster:
 * cluster/slurm/submit.sh submits an array job whose tasks each run one shard, and a merge job
 * that starts once they have all succeeded (--dependency=afterok). What the merge writes must
 * be what the unsharded command writes, byte for byte but for the run's own clock.
 * It needs a Slurm controller that answers (.ci/slurm-up starts a single-node one in CI, as
 * root); elsewhere it is skipped, and says so in its name.
 */
import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT } from '../cli/run-cli.js';
import { reportTree } from '../shard/same-output.js';
import { tempDir } from '../temp-dir.js';
import { jobEnded, slurmAnswers } from './slurm-jobs.js';

const slurm = slurmAnswers();
const work = slurm ? tempDir('slurm') : '';
// A job that cannot start (a drained node) fails the test after this; no speed limit.
const BOUND_MS = 20 * 60_000;

/** The compiled bin, started where the jobs start (so paths in the reports read alike). */
function unsharded(args: string[]): { stdout: string; seconds: number } {
  const started = Date.now();
  const r = spawnSync(process.execPath, [join(ROOT, 'bin', 'oddsmith.js'), ...args], { cwd: work, encoding: 'utf8', timeout: BOUND_MS });
  expect(r.status, r.stderr).toBe(0);
  return { stdout: r.stdout, seconds: (Date.now() - started) / 1000 };
}

/**
 * Submit the command as `shards` array tasks and a merge through submit.sh, wait for the merge,
 * and return where it wrote, what it printed, and the seconds from submitting to its end.
 */
async function sharded(name: string, shards: number, args: string[]): Promise<{ out: string; stdout: string; seconds: number }> {
  const [counts, out] = [join(work, `${name}-counts`), join(work, `${name}-merged`)];
  const started = Date.now();
  const submit = spawnSync('bash', [join(ROOT, 'cluster', 'slurm', 'submit.sh'), '-n', String(shards), '--counts', counts, '--out', out, '--', ...args], { cwd: work, encoding: 'utf8' });
  expect(submit.status, submit.stderr).toBe(0);
  const merge = /^merge: job (\d+)/m.exec(submit.stdout)?.[1];
  expect(merge, submit.stdout).toBeDefined();
  const state = await jobEnded(merge!, BOUND_MS);
  const seconds = (Date.now() - started) / 1000;
  expect(state, jobLogs()).toBe('COMPLETED');
  return { out, stdout: readFileSync(join(work, `slurm-oddsmith-merge-${merge}.out`), 'utf8'), seconds };
}

/**
 * The files of two report folders that differ once the run's own clock is taken out
 * (reportTree), or that only one holds: a short answer where comparing the whole folders
 * would print every chart.
 */
function differingFiles(a: string, b: string): string[] {
  const [left, right] = [reportTree(a), reportTree(b)];
  return [...new Set([...left.keys(), ...right.keys()])].sort().filter((path) => left.get(path) !== right.get(path));
}

/** Every job's output file in the folder, for a failure's message. */
function jobLogs(): string {
  return readdirSync(work)
    .filter((f) => f.startsWith('slurm-'))
    .map((f) => `--- ${f}\n${readFileSync(join(work, f), 'utf8')}`)
    .join('\n');
}

describe.skipIf(!slurm)(slurm ? 'sharded on Slurm: an array job and a dependent merge (issue #37)' : 'sharded on Slurm (issue #37): skipped: no Slurm controller answers here', () => {
  it('run scenarios/d3h2-battles.yaml in 3 shards writes the unsharded reports', async () => {
    const args = ['run', join(ROOT, 'scenarios', 'd3h2-battles.yaml'), '--trials', '200'];
    const alone = unsharded([...args, '--out', join(work, 'run-unsharded')]);
    const split = await sharded('run', 3, args);
    console.info(`slurm: run d3h2-battles: unsharded ${alone.seconds} s; 3 shards and the merge ${split.seconds} s from submitting`);
    expect([...reportTree(split.out).keys()]).toContain('d3h2-battles/outcomes.csv');
    expect(differingFiles(split.out, join(work, 'run-unsharded'))).toEqual([]);
  }, BOUND_MS * 2);

  it('balance chainmail in 4 shards prints the unsharded table and writes its report', async () => {
    const args = ['balance', 'chainmail', '--method', 'mc', '--trials', '200'];
    const alone = unsharded([...args, '--out', join(work, 'balance-unsharded')]);
    const split = await sharded('balance', 4, args);
    console.info(`slurm: balance chainmail: unsharded ${alone.seconds} s; 4 shards and the merge ${split.seconds} s from submitting`);
    expect(split.stdout).toMatch(/heavy-foot/);
    expect(split.stdout).toBe(alone.stdout);
    expect([...reportTree(split.out).keys()]).toContain('balance-chainmail/balance.csv');
    expect(differingFiles(split.out, join(work, 'balance-unsharded'))).toEqual([]);
  }, BOUND_MS * 2);
});
