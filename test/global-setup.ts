/**
 * Built once before the suite: the end-to-end smoke tests spawn the compiled bin, as a user
 * runs it, which is also the only path that loads the compiled worker. The build is skipped
 * when dist/ is current, the sources hashing to what its build recorded (npm ci's prepare
 * step has just built it); it is the whole build, the explorer's bundle included, which
 * `npm start` reads from dist/ (scripts/dist-current.mjs).
 */
import { execFileSync } from 'node:child_process';
import { distIsCurrent, root } from '../scripts/dist-current.mjs';

export default function setup(): void {
  if (distIsCurrent()) return;
  execFileSync('npm', ['run', '--silent', 'build'], { cwd: root, stdio: 'inherit' });
}
