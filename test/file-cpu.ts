/**
 * Each test file's CPU, for scripts/suite-cpu.mjs (SUITE_FILE_CPU names the file it appends
 * to; unset, this does nothing): the vitest worker process's own CPU (every thread of it, a
 * worker pool's included) and that of the children it waited for (a spawned bin, Chromium once
 * closed), from the file's first hook to its last. Files share a worker process one after
 * another (isolate: false), so the deltas do not overlap.
 */
import { appendFileSync, readFileSync } from 'node:fs';
import { afterAll, beforeAll } from 'vitest';

const out = process.env.SUITE_FILE_CPU;

/** Seconds of CPU of the children this process has waited for (/proc/self/stat's cutime and cstime, in ticks of 1/100 s). */
function childrenCpu(): number {
  const stat = readFileSync('/proc/self/stat', 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[13]) + Number(fields[14])) / 100;
}

if (out) {
  let own = process.cpuUsage();
  let children = 0;
  let file = '';
  beforeAll(({}, suite) => {
    file = suite.file.filepath;
    own = process.cpuUsage();
    children = childrenCpu();
  });
  afterAll(() => {
    const used = process.cpuUsage(own);
    appendFileSync(out, `${JSON.stringify({ file, own: (used.user + used.system) / 1e6, children: childrenCpu() - children })}\n`);
  });
}
