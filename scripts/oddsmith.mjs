/**
 * `npm run -s oddsmith -- <command>`: the compiled CLI (dist/, about 0.7 s to start) when it
 * is current (dist-current.mjs), else the sources through tsx (about 3 s), so the script is
 * fast after `npm run build` and never runs stale code.
 */
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { distIsCurrent, root } from './dist-current.mjs';

if (distIsCurrent()) {
  await import(join(root, 'dist', 'cli', 'bin.js'));
} else {
  const tsx = join(root, 'node_modules', 'tsx', 'dist', 'cli.mjs');
  const run = spawnSync(process.execPath, [tsx, join(root, 'src', 'cli', 'bin.ts'), ...process.argv.slice(2)], { stdio: 'inherit' });
  process.exitCode = run.status ?? 1;
}
