import { cpSync, mkdirSync, symlinkSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT } from '../cli/run-cli.js';

/**
 * A copy of this clone at `dir` (a path meant to hold a space), as far as the cluster scripts
 * see it: cluster/ and bin/ copied, so the scripts and the path of bin/oddsmith.js are the
 * copy's; the built dist/, node_modules and the data linked, not copied. Returns `dir`.
 */
export function cloneWithSpace(dir: string): string {
  mkdirSync(dir);
  for (const copied of ['cluster', 'bin']) cpSync(join(ROOT, copied), join(dir, copied), { recursive: true });
  for (const linked of ['dist', 'node_modules', 'armies', 'scenarios', 'src', 'package.json']) symlinkSync(join(ROOT, linked), join(dir, linked));
  return dir;
}
