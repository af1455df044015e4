import { execFileSync } from 'node:child_process';
import { realpathSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

function git(cwd: string, ...args: string[]): string {
  return execFileSync('git', ['-C', cwd, ...args], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
}

/**
 * The commit of oddsmith's own checkout, for the manifest: asked of the package's own folder
 * (src/cli/.. or dist/cli/..), and only if that folder is the top of a git work tree, so an
 * oddsmith installed inside someone else's repository never records their commit. Null
 * when unknown (an installed package, no git).
 */
export function gitCommit(): string | null {
  try {
    const root = realpathSync(fileURLToPath(new URL('../..', import.meta.url)));
    if (realpathSync(git(root, 'rev-parse', '--show-toplevel')) !== root) return null;
    return git(root, 'rev-parse', 'HEAD') || null;
  } catch {
    return null;
  }
}
