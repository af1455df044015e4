import { basename, dirname, resolve } from 'node:path';
import { explorerPage } from '../app/explorer-page.js';
import { UsageError } from '../core/errors.js';
import { printable } from '../core/printable.js';
import { VERSION } from '../version.js';
import type { CliIo } from './io.js';
import { openReportPlaces } from './report-places.js';

interface ExploreFlags {
  readonly out?: string;
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
    const page = await explorerPage();
    await places.write(0, [['index.html', page.html]], () => ({ oddsmith: VERSION, bytes: page.scriptBytes, createdAt: new Date().toISOString() }));
    io.stderr.write(`explorer: ${printable(`${places.dirs[0] ?? dir}/index.html`)} (${Math.round(page.scriptBytes / 1024)} KiB of script)\n`);
  } finally {
    places.close();
  }
}
