/**
 * A sharded run on a real Slurm (issue #37), as a user runs one on a cluster:
 * cluster/slurm/submit.sh submits an array job whose tasks each run one shard, and a merge job
 * that starts once they have all succeeded (--dependency=afterok). What the merge writes must
 * be what the unsharded command writes, byte for byte but for the run's own clock; a battle
 * writes no report, and its answer is the merge job's output file (issue #46).
 * The scripts run from a copy of the clone in a folder whose name holds a space, and the jobs
 * start in another such folder: paths with spaces must pass through every script (issue #46).
 * It needs a Slurm controller that answers (.ci/slurm-up starts a single-node one in CI, as
 * root); elsewhere it is skipped, and says so in its name.
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT } from '../cli/run-cli.js';
import { reportTree } from '../shard/same-output.js';
import { tempDir } from '../temp-dir.js';
import { cloneWithSpace } from './clone-copy.js';
import { jobEnded, slurmAnswers } from './slurm-jobs.js';

const slurm = slurmAnswers();
const base = slurm ? tempDir('slurm') : '';
const clone = slurm ? cloneWithSpace(join(base, 'a clone')) : '';
const work = slurm ? join(base, 'the jobs') : '';
if (slurm) mkdirSync(work);

/**
 * A file of the test's own, in the jobs' folder (whose name holds a space): the scenario and
 * armies below are small, as merge-equals-whole.test.ts's, where the shipped ones (nine battles
 * of whole armies; armies of 14 elements) cost each unsharded run and each job seconds of
 * planning alone: what is checked here is the cut on Slurm, not the armies.
 */
function ownFile(name: string, text: string): string {
  const file = join(work, name);
  writeFileSync(file, text);
  return file;
}

/** A small hott2 army for `balance --battle` (a general between two elements of other types, as merge-equals-whole.test.ts's). */
const army = (name: string, home: string, sides: readonly [string, string]): string =>
  ownFile(
    `${name.toLowerCase().replace(/\W+/g, '-')}.yaml`,
    `system: hott2\nname: ${name}\nsource: a small army for a test\nhome: ${home}\nelements:\n${[sides[0], 'heroes, general: true', sides[1]].map((e) => `  - { troop: ${e} }`).join('\n')}\n`,
  );
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
  const report = args[0] === 'battle' ? [] : ['--out', out];
  const submit = spawnSync('bash', [join(clone, 'cluster', 'slurm', 'submit.sh'), '-n', String(shards), '--counts', counts, ...report, '--', ...args], { cwd: work, encoding: 'utf8' });
  expect(submit.status, submit.stderr).toBe(0);
  const merge = /^merge: job (\d+)/m.exec(submit.stdout)?.[1];
  expect(merge, submit.stdout).toBeDefined();
  const state = await jobEnded(merge!, BOUND_MS);
  const seconds = (Date.now() - started) / 1000;
  expect(state, jobLogs()).toBe('COMPLETED');
  // The merge job's output file, where submit.sh says it is.
  const printed = /^what the command prints: (.+)$/m.exec(submit.stdout)?.[1];
  expect(printed, submit.stdout).toBe(join(work, `slurm-oddsmith-merge-${merge}.out`));
  return { out, stdout: readFileSync(printed!, 'utf8'), seconds };
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
  it('run a scenario of four small battles in 3 shards writes the unsharded reports', async () => {
    // Four battles on the board, a general and two elements a side, each with its plan game (4 battles a pair of plans).
    const scenario = ownFile(
      'small battles.yaml',
      "name: small-battles\ntitle: small battles\nsystem: d3h2\nattackers: ['general:knights+knights', 'general:warband+warband']\ndefenders: ['general:blades+psiloi', 'general:spears+bows']\nconditions:\n  - name: open battle\n    combat: battle\nmethod: mc\ntrials: 100\nplan-trials: 4\nseed: 1\n",
    );
    const args = ['run', scenario];
    const alone = unsharded([...args, '--out', join(work, 'run-unsharded')]);
    const split = await sharded('run', 3, args);
    console.info(`slurm: run small battles: unsharded ${alone.seconds} s; 3 shards and the merge ${split.seconds} s from submitting`);
    expect([...reportTree(split.out).keys()]).toContain('small-battles/outcomes.csv');
    expect(differingFiles(split.out, join(work, 'run-unsharded'))).toEqual([]);
  }, BOUND_MS * 2);

  // hott2's table by Monte Carlo, a twelfth of Chainmail's CPU: a system of groups and its
  // break-even searches are cut into parts in test/shard/merge-equals-whole.test.ts.
  it('balance hott2 in 4 shards prints the unsharded table and writes its report', async () => {
    const args = ['balance', 'hott2', '--method', 'mc', '--trials', '2000'];
    const alone = unsharded([...args, '--out', join(work, 'balance-unsharded')]);
    const split = await sharded('balance', 4, args);
    console.info(`slurm: balance hott2: unsharded ${alone.seconds} s; 4 shards and the merge ${split.seconds} s from submitting`);
    expect(split.stdout).toMatch(/paladins/);
    // The same lines but where each points to its own report folder (its name, and so where prose wraps).
    const plain = (text: string, out: string): string => text.replaceAll(`${basename(out)}/`, '<out>/').replace(/\s+/g, ' ');
    expect(plain(split.stdout, split.out)).toBe(plain(alone.stdout, join(work, 'balance-unsharded')));
    expect([...reportTree(split.out).keys()]).toContain('balance-hott2/balance.csv');
    expect(differingFiles(split.out, join(work, 'balance-unsharded'))).toEqual([]);
  }, BOUND_MS * 2);

  it('battle in 2 shards prints the unsharded answer into the merge job\'s output file', async () => {
    // 70,000 trials: two chunks of the random stream, one a part (merge-equals-whole.test.ts's
    // armies: Knights ride Psiloi down in a few bounds, and each side still wins some).
    // On the line, ten times faster: the scenario run above fights on the board.
    const args = ['battle', 'd3h2', 'general:knights+knights', 'general:psiloi+psiloi', '--trials', '70000', '--field', 'line'];
    const alone = unsharded(args);
    const split = await sharded('battle', 2, args);
    console.info(`slurm: battle: unsharded ${alone.seconds} s; 2 shards and the merge ${split.seconds} s from submitting`);
    expect(split.stdout).toMatch(/Army A win/);
    expect(split.stdout).toBe(alone.stdout);
  }, BOUND_MS * 2);

  // hott2's: its single-combat table, which balance --battle prints beside the worth, takes a
  // quarter of d3h2's CPU (1.1 s against 3.9 s a run). Two small armies, 40 battles a matchup,
  // best play's plan games at 4 a matchup (not the default 100).
  it('balance hott2 --battle in 2 shards prints the unsharded table and writes its report', async () => {
    const warband = army('Small Warband', 'forest', ['beasts', 'warband']);
    const shieldwall = army('Small Shieldwall', 'hilly', ['shooters', 'spears']);
    const args = ['balance', 'hott2', '--battle', '--trials', '40', '--plan-trials', '4', '--armies', warband, '--armies', shieldwall];
    const alone = unsharded([...args, '--out', join(work, 'balance-battle-unsharded')]);
    const split = await sharded('balance-battle', 2, args);
    console.info(`slurm: balance hott2 --battle: unsharded ${alone.seconds} s; 2 shards and the merge ${split.seconds} s from submitting`);
    expect(split.stdout).toMatch(/worth in AP/);
    // The answer names its report's page where it cuts a list short: each run's own folder.
    expect(split.stdout.replaceAll('balance-battle-merged', 'OUT')).toBe(alone.stdout.replaceAll('balance-battle-unsharded', 'OUT'));
    expect([...reportTree(split.out).keys()]).toContain('balance-hott2/worth.csv');
    expect(differingFiles(split.out, join(work, 'balance-battle-unsharded'))).toEqual([]);
  }, BOUND_MS * 2);
});
