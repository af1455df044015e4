/**
 * The test suite's CPU: runs `npm test` (extra arguments go to vitest, e.g. a file to time
 * alone) under a shell that waits for it, and prints the user and system CPU of the whole
 * process tree (the shell's `times`: every child waited for, so vitest's workers, the CLIs
 * tests spawn and the browser test's Chromium count), then the files that took most CPU (each
 * file's worker process and the children it waited for, test/file-cpu.ts), with their wall time
 * from vitest's JSON report.
 *
 *   node scripts/suite-cpu.mjs                 # the whole suite
 *   node scripts/suite-cpu.mjs test/cli        # a part of it
 *   SUITE_TOP=20 node scripts/suite-cpu.mjs    # more files
 *
 * Quote CPU, not wall time: on a busy machine the wall time says more about the neighbours.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { root } from './dist-current.mjs';

const dir = mkdtempSync(join(tmpdir(), 'suite-cpu-'));
const json = join(dir, 'report.json');
const times = join(dir, 'times');
const fileCpu = join(dir, 'file-cpu.jsonl');
const top = Number(process.env.SUITE_TOP ?? 10);

// `times` prints the shell's own CPU on its first line, its waited-for children's on the second.
const script = 'npm test --silent -- --reporter=dot --reporter=json --outputFile.json="$SUITE_JSON" "$@"; c=$?; times > "$SUITE_TIMES"; exit $c';
const started = Date.now();
const run = spawnSync('sh', ['-c', script, 'sh', ...process.argv.slice(2)], {
  cwd: root,
  stdio: 'inherit',
  env: { ...process.env, SUITE_JSON: json, SUITE_TIMES: times, SUITE_FILE_CPU: fileCpu },
});
const wall = (Date.now() - started) / 1000;

/** Seconds from a `times` field such as 12m3.456s. */
const seconds = (field) => {
  const m = /^(\d+)m([\d.]+)s$/.exec(field);
  return m ? Number(m[1]) * 60 + Number(m[2]) : NaN;
};

try {
  const [, children = ''] = readFileSync(times, 'utf8').trim().split('\n');
  const [user, sys] = children.trim().split(/\s+/).map(seconds);
  const report = JSON.parse(readFileSync(json, 'utf8'));
  const cpu = new Map();
  for (const line of readFileSync(fileCpu, 'utf8').trim().split('\n')) {
    const f = JSON.parse(line);
    cpu.set(relative(root, f.file), f);
  }
  const files = report.testResults.map((f) => {
    const file = relative(root, f.name);
    const used = cpu.get(file) ?? { own: NaN, children: NaN };
    return { file, own: used.own, children: used.children, wall: (f.endTime - f.startTime) / 1000, count: f.assertionResults.length };
  });
  files.sort((a, b) => b.own + b.children - (a.own + a.children));
  const summed = files.reduce((s, f) => s + (f.own + f.children || 0), 0);
  console.log(`\n${report.numPassedTests} passed, ${report.numFailedTests} failed, ${report.numPendingTests} skipped in ${files.length} files`);
  console.log(`CPU ${(user + sys).toFixed(1)} s (user ${user.toFixed(1)} s, system ${sys.toFixed(1)} s); wall ${wall.toFixed(0)} s; the files' own ${summed.toFixed(1)} s`);
  console.log(`the ${Math.min(top, files.length)} files of most CPU (seconds: CPU, of it children's, wall):`);
  for (const f of files.slice(0, top)) {
    console.log(`${(f.own + f.children).toFixed(1).padStart(7)} ${f.children.toFixed(1).padStart(6)} ${f.wall.toFixed(1).padStart(6)}  ${f.file} (${f.count} tests)`);
  }
} finally {
  rmSync(dir, { recursive: true, force: true });
}
process.exitCode = run.status ?? 1;
