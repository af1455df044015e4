import { execFileSync } from 'node:child_process';
import { realpathSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/**
 * The commit of oddsmith's own checkout, for the manifest: asked of the package's own folder
 * (src/cli/.. or dist/cli/..), and only if that folder is the top of a git work tree, so an
 * oddsmith installed inside someone else's repository never records their commit. Null
 * when unknown (an installed package, no git). Asked once a process, in one call of git:
 * `npm start` and a test file run many commands in one.
 */
export function gitCommit(): string | null {
  return (known ??= { commit: askGit() }).commit;
}

let known: { readonly commit: string | null } | undefined;

function askGit(): string | null {
  try {
    const root = realpathSync(fileURLToPath(new URL('../..', import.meta.url)));
    const [top = '', head = ''] = execFileSync('git', ['-C', root, 'rev-parse', '--show-toplevel', 'HEAD'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim().split('\n');
    if (realpathSync(top) !== root) return null;
    return head || null;
  } catch {
    return null;
  }
}
