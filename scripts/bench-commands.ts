/**
 * Whole commands as `npm run bench` reports them (issue #38), each as a process of its own
 * from the compiled bin: its CPU time (every thread's) in "limits", the CPU time of the
 * one-word limit loop's 10^9 words (scripts/limit-loop.ts) run as a process in the same run,
 * before and after the commands (their mean; a machine whose speed drifts moves both). CPU,
 * not wall time: on a shared machine a wait for a core is no work of ours. Two workers against
 * one is a wall-time ratio, as a user waits for it: quoted from one run, on a quiet machine
 * only. `npm start` runs in a temporary folder (its reports land there).
 */
import { mkdtempSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { processTimes } from './startup-cpu.js';

const root = process.cwd();
const bin = join(root, 'bin/oddsmith.js');
const limitLoop = (): number => processTimes([join(root, '.bench/scripts/limit-loop.js'), '1e9']).cpu;

interface Row {
  readonly what: string;
  readonly args: readonly string[];
  /** At most this many limits (issue #38). */
  readonly target: number;
  readonly cwd?: string;
}

const startDir = mkdtempSync(join(tmpdir(), 'oddsmith-bench-start-'));
for (const shipped of ['scenarios', 'armies']) symlinkSync(resolve(root, shipped), join(startDir, shipped));

const ROWS: readonly Row[] = [
  { what: 'balance low', args: [bin, 'balance', 'low', '--format', 'json'], target: 5 },
  { what: 'balance low --solve', args: [bin, 'balance', 'low', '--solve', '--format', 'json'], target: 4 },
  { what: 'balance chainmail', args: [bin, 'balance', 'chainmail', '--format', 'json'], target: 4 },
  { what: 'npm start', args: [join(root, 'scripts/start.mjs')], target: 25, cwd: startDir },
];

const before = limitLoop();
const measured = ROWS.map((row) => ({ row, ...processTimes(row.args, row.cwd) }));
const one = processTimes([bin, 'balance', 'low', '--format', 'json', '--workers', '1']).wall;
const two = processTimes([bin, 'balance', 'low', '--format', 'json', '--workers', '2']).wall;
const limit = (before + limitLoop()) / 2;
rmSync(startDir, { recursive: true, force: true });

console.log(`whole commands, CPU in limits (the limit loop's 10^9 words: ${limit.toFixed(2)} s CPU in this run)`);
for (const { row, cpu, wall } of measured) {
  const limits = cpu / limit;
  console.log(`  ${row.what.padEnd(22)} ${cpu.toFixed(1).padStart(6)} s CPU  ${limits.toFixed(1).padStart(5)} limits (target <= ${row.target}: ${limits <= row.target ? 'met' : 'MISSED'})  ${wall.toFixed(1)} s wall`);
}
console.log(`  balance low, 2 workers against 1: ${(one / two).toFixed(2)}x in wall time (${one.toFixed(1)} s against ${two.toFixed(1)} s; target >= 1.8x: ${one / two >= 1.8 ? 'met' : 'MISSED'})`);
