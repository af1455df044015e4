/**
 * Whether dist/ is the compiled form of the sources as they are: its CLI entry newer than
 * every file under src/. The scripts that run oddsmith (`npm run oddsmith`, `npm start`) then
 * run dist/, which starts in a fraction of the time and runs up to twice as fast as the
 * sources through tsx; else the sources, so they never run stale code.
 */
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = fileURLToPath(new URL('..', import.meta.url));

function newest(dir) {
  return readdirSync(dir, { withFileTypes: true }).reduce((t, e) => Math.max(t, e.isDirectory() ? newest(join(dir, e.name)) : statSync(join(dir, e.name)).mtimeMs), 0);
}

export function distIsCurrent() {
  const built = join(root, 'dist', 'cli', 'bin.js');
  return existsSync(built) && statSync(built).mtimeMs >= newest(join(root, 'src'));
}
