import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { main } from '../../src/cli/main.js';

export const ROOT = fileURLToPath(new URL('../..', import.meta.url));

export interface CliRun {
  readonly code: number;
  readonly stdout: string;
  readonly stderr: string;
}

/** Run the CLI in this process, as `oddsmith ...` would, and collect its output and exit code. */
export async function cli(...args: string[]): Promise<CliRun> {
  let stdout = '';
  let stderr = '';
  const code = await main(args, { stdout: { write: (t: string) => (stdout += t) }, stderr: { write: (t: string) => (stderr += t) } });
  return { code, stdout, stderr };
}

const runs = new Map<string, Promise<CliRun>>();

/**
 * `cli`, run once per test worker for the same arguments: for a command that writes no file
 * and whose answer several tests read (its output is the same each time, seeded).
 */
export function cliOnce(...args: string[]): Promise<CliRun> {
  const key = JSON.stringify(args);
  let run = runs.get(key);
  if (!run) runs.set(key, (run = cli(...args)));
  return run;
}

/**
 * Run the compiled bin in a child process (built once by test/global-setup.ts): the end-to-end
 * path. A synchronous spawn holds vitest's own timeout off, so it has the suite's bound (vitest.config.ts).
 */
export function bin(...args: string[]): CliRun {
  const r = spawnSync(process.execPath, ['bin/oddsmith.js', ...args], { cwd: ROOT, encoding: 'utf8', timeout: 180_000 });
  return { code: r.status ?? -1, stdout: r.stdout, stderr: r.stderr };
}
