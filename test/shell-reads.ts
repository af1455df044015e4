import { execFileSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { tempDir } from './temp-dir.js';

/**
 * The words a POSIX shell makes of a command line, run in a folder holding files that an
 * unquoted `6*infantry`, `?`, `[ab]` or `{a,b}` would expand to: what a user pasting it gets.
 * Call it at the top of a test file (it makes the folder then).
 */
export function shellReader(): (command: string) => string[] {
  const dir = tempDir('shell');
  for (const name of ['6-infantry', '6xinfantry', 'a', 'b', 'x', 'it s']) writeFileSync(join(dir, name), '');
  return (command) => execFileSync('sh', ['-c', `for w in ${command}; do printf '%s\\0' "$w"; done`], { cwd: dir, encoding: 'utf8', env: { PATH: process.env.PATH ?? '', HOME: '/home/user' } }).split('\0').slice(0, -1);
}
