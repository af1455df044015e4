/**
 * `npm run -s oddsmith -- <command>`: the bundled CLI (dist/bundle/bin.js, the one
 * bin/oddsmith.js runs; scripts/bundle-cli.ts) when dist/ is current (dist-current.mjs), else
 * the sources through tsx (about 3 s), so the script is
 * fast after `npm run build` and never runs stale code. Either way in this one process: tsx
 * is registered here as a loader, not run as the `tsx` command, whose own process kills the
 * program it started 60 ms after a Ctrl-C, before the CLI has removed its temporary report
 * folder (issue #33; scripts/start.mjs says more).
 */
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { distIsCurrent, root } from './dist-current.mjs';

if (distIsCurrent()) {
  await import(pathToFileURL(join(root, 'dist', 'bundle', 'bin.js')).href);
} else {
  const { register } = await import('tsx/esm/api');
  register();
  await import(pathToFileURL(join(root, 'src', 'cli', 'bin.ts')).href);
}
