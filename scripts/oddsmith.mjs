/**
 * `npm run -s oddsmith -- <command>`: the compiled CLI (dist/, about 0.7 s to start) when it
 * is newer than every source file, else the sources through tsx (about 3 s), so the script
 * is fast after `npm run build` and never runs stale code.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const built = join(root, 'dist', 'cli', 'bin.js');

function newest(dir) {
  return readdirSync(dir, { withFileTypes: true }).reduce((t, e) => Math.max(t, e.isDirectory() ? newest(join(dir, e.name)) : statSync(join(dir, e.name)).mtimeMs), 0);
}

if (existsSync(built) && statSync(built).mtimeMs >= newest(join(root, 'src'))) {
  await import(built);
} else {
  const tsx = join(root, 'node_modules', 'tsx', 'dist', 'cli.mjs');
  const run = spawnSync(process.execPath, [tsx, join(root, 'src', 'cli', 'bin.ts'), ...process.argv.slice(2)], { stdio: 'inherit' });
  process.exitCode = run.status ?? 1;
}
