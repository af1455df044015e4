import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { basename, dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { UsageError } from '../core/errors.js';
import { printable } from '../core/printable.js';
import { explorerHtml, inlineScript } from '../explore/shell.js';
import { VERSION } from '../version.js';
import type { CliIo } from './io.js';
import { openReportPlaces } from './report-places.js';

interface ExploreFlags {
  readonly out?: string;
}

/** The bundled script: the build's (dist/explore/page.js) when running compiled, bundled now when running from source. */
async function explorerScript(): Promise<string> {
  const here = fileURLToPath(import.meta.url);
  if (!here.endsWith('.ts')) {
    const built = resolve(dirname(here), '..', 'explore', 'page.js');
    if (!existsSync(built)) throw new Error(`internal: the explorer bundle ${built} is missing: run npm run build`);
    return readFileSync(built, 'utf8');
  }
  return (await import('../explore/bundle.js')).bundleExplorer();
}

/**
 * `oddsmith explore --out DIR`: the explorer page, DIR/index.html, self-contained (it opens
 * from file://, no server, no network). DIR is written as every report folder is: checked
 * first, only if absent or an earlier oddsmith report, whole or not at all.
 */
export async function exploreCommand(io: CliIo, flags: ExploreFlags): Promise<void> {
  if (flags.out === undefined) throw new UsageError('explore needs --out DIR: the folder the page is written to, as DIR/index.html');
  const dir = resolve(flags.out);
  const places = openReportPlaces(io, dirname(dir), [basename(dir)], 'explorer');
  try {
    const script = inlineScript(await explorerScript());
    const hash = createHash('sha256').update(script).digest('base64');
    await places.write(0, [['index.html', explorerHtml(script, hash)]], () => ({ oddsmith: VERSION, bytes: script.length, createdAt: new Date().toISOString() }));
    io.stderr.write(`explorer: ${printable(`${places.dirs[0] ?? dir}/index.html`)} (${Math.round(script.length / 1024)} KiB of script)\n`);
  } finally {
    places.close();
  }
}
