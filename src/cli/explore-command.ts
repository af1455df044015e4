import { basename, dirname, resolve } from 'node:path';
import { explorerPage } from '../app/explorer-page.js';
import { UsageError } from '../core/errors.js';
import { printable } from '../core/printable.js';
import { VERSION } from '../version.js';
import type { CliIo } from './io.js';
import { openReportPlaces } from './report-places.js';

interface ExploreFlags {
  readonly out?: string;
  readonly baseUrl?: string;
}

/** Longest --base-url taken: far past any real address, short of what browsers and hosts refuse (many stop near 2,000). */
export const MAX_BASE_URL = 2000;

/** What the explorer answers, for the front page. */
const EXPLORER_HEADLINE = 'any matchup of every system, worked exactly in your browser as you change it, with a link to share';

/**
 * The address the folder will be served from, as an absolute http or https URL without a hash
 * (the page adds its own), at most MAX_BASE_URL characters: what a link copied from a local
 * copy of the page opens.
 *
 * @example
 * parseBaseUrl('https://example.org/odds/'); // => 'https://example.org/odds/'
 * parseBaseUrl('odds/');                     // throws UsageError
 */
export function parseBaseUrl(text: string): string {
  if (text.length > MAX_BASE_URL) throw new UsageError(`--base-url is ${text.length.toLocaleString('en-US')} characters, but the address a folder is published at is at most ${MAX_BASE_URL.toLocaleString('en-US')}`);
  let url: URL | null = null;
  try {
    url = new URL(text.trim());
  } catch {
    // Not an absolute URL: said below, in the same words as a wrong scheme.
  }
  if (!url || (url.protocol !== 'http:' && url.protocol !== 'https:')) {
    throw new UsageError(`--base-url needs the http or https address the folder will be published at, such as https://example.org/odds/, not '${printable(text)}'`);
  }
  url.hash = '';
  return url.href;
}

/**
 * `oddsmith explore --out DIR [--base-url URL]`: the explorer page, DIR/index.html,
 * self-contained (it opens from file://, no server, no network), a folder any static host
 * serves as it is; with --base-url, a link copied from a local copy points there. DIR is written as every report folder is: checked
 * first, only if absent or an earlier oddsmith report, whole or not at all.
 */
export async function exploreCommand(io: CliIo, flags: ExploreFlags): Promise<void> {
  if (flags.out === undefined) throw new UsageError('explore needs --out DIR: the folder the page is written to, as DIR/index.html');
  const baseUrl = flags.baseUrl === undefined ? null : parseBaseUrl(flags.baseUrl);
  const dir = resolve(flags.out);
  const places = openReportPlaces(io, dirname(dir), [basename(dir)], 'explorer');
  try {
    const page = await explorerPage(baseUrl);
    await places.write(0, [['index.html', page.html]], () => ({ oddsmith: VERSION, bytes: page.scriptBytes, title: 'The explorer', headline: EXPLORER_HEADLINE, createdAt: new Date().toISOString() }));
    io.stderr.write(`explorer: ${printable(`${places.dirs[0] ?? dir}/index.html`)} (${Math.round(page.scriptBytes / 1024)} KiB of script, ${Math.round(page.battleBytes / 1024)} KiB more run for a battle)\n`);
  } finally {
    places.close();
  }
}
