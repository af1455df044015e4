/**
 * Built once before the suite: the end-to-end smoke tests spawn the compiled bin, as a user
 * runs it, which is also the only path that loads the compiled worker. The build is skipped
 * when dist/ is newer than every source file (npm ci's prepare step has just built it).
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('..', import.meta.url));

function newestSource(dir: string): number {
  return readdirSync(dir, { withFileTypes: true }).reduce((newest, entry) => {
    const path = join(dir, entry.name);
    return Math.max(newest, entry.isDirectory() ? newestSource(path) : statSync(path).mtimeMs);
  }, 0);
}

export default function setup(): void {
  const built = join(ROOT, 'dist', 'cli', 'bin.js');
  if (existsSync(built) && statSync(built).mtimeMs >= newestSource(join(ROOT, 'src'))) return;
  execFileSync(process.execPath, [join(ROOT, 'node_modules', 'typescript', 'bin', 'tsc'), '-p', 'tsconfig.build.json'], { cwd: ROOT, stdio: 'inherit' });
}
