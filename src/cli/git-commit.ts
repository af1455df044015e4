import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

/** The commit oddsmith runs from, for the manifest; null outside a git checkout. */
export function gitCommit(): string | null {
  try {
    const cwd = fileURLToPath(new URL('.', import.meta.url));
    return execFileSync('git', ['rev-parse', 'HEAD'], { cwd, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim() || null;
  } catch {
    return null;
  }
}
