import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { explorerHtml, inlineScript } from '../explore/shell.js';

/**
 * The bundled script: the build's (dist/explore/page.js, scripts/bundle-explorer.ts) when running
 * compiled, or from sources the build is current with (the suite's: what a user is given);
 * bundled now by esbuild alone when running from sources changed since.
 */
async function explorerScript(): Promise<string> {
  const here = fileURLToPath(import.meta.url);
  if (!here.endsWith('.ts')) return builtScript(resolve(dirname(here), '..', 'explore', 'page.js'));
  const { distIsCurrent, root } = await import('../../scripts/dist-current.mjs');
  if (distIsCurrent()) return builtScript(resolve(root, 'dist', 'explore', 'page.js'));
  return (await import('../explore/bundle.js')).bundleExplorer();
}

function builtScript(built: string): string {
  if (!existsSync(built)) throw new Error(`internal: the explorer bundle ${built} is missing: run npm run build`);
  return readFileSync(built, 'utf8');
}

/**
 * The explorer page, self-contained: its HTML with the bundled script inlined under a hash the
 * page's CSP names, and the address it will be published at, if given (already checked).
 */
export async function explorerPage(baseUrl: string | null = null): Promise<{ readonly html: string; readonly scriptBytes: number }> {
  const script = inlineScript(await explorerScript());
  const hash = createHash('sha256').update(script).digest('base64');
  return { html: explorerHtml(script, hash, baseUrl), scriptBytes: script.length };
}
