import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { ExplorerScripts } from '../explore/bundle.js';
import { explorerHtml, inlineScript } from '../explore/shell.js';

/**
 * The bundled scripts, the page's and the battle code it runs on demand: the build's
 * (dist/explore/page.js and battle.js, scripts/bundle-explorer.ts) when running compiled, or from
 * sources the build is current with (the suite's: what a user is given); bundled now by esbuild
 * alone when running from sources changed since.
 */
async function explorerScripts(): Promise<ExplorerScripts> {
  const here = fileURLToPath(import.meta.url);
  if (!here.endsWith('.ts')) return builtScripts(resolve(dirname(here), '..', 'explore'));
  const { distIsCurrent, root } = await import('../../scripts/dist-current.mjs');
  if (distIsCurrent()) return builtScripts(resolve(root, 'dist', 'explore'));
  return (await import('../explore/bundle.js')).bundleExplorer();
}

function builtScripts(dir: string): ExplorerScripts {
  const read = (name: string): string => {
    const built = resolve(dir, name);
    if (!existsSync(built)) throw new Error(`internal: the explorer bundle ${built} is missing: run npm run build`);
    return readFileSync(built, 'utf8');
  };
  return { page: read('page.js'), battle: read('battle.js') };
}

const sha256 = (text: string): string => createHash('sha256').update(text).digest('base64');

/**
 * The explorer page, self-contained: its HTML with the page's script inlined and the battle code
 * in it unrun, each under a hash the page's CSP names, and the address it will be published at,
 * if given (already checked). `scriptBytes` is the script run before the first answer,
 * `battleBytes` the battle code run when a battle is first asked for.
 */
export async function explorerPage(baseUrl: string | null = null): Promise<{ readonly html: string; readonly scriptBytes: number; readonly battleBytes: number }> {
  const scripts = await explorerScripts();
  const page = inlineScript(scripts.page);
  const battle = inlineScript(scripts.battle);
  return { html: explorerHtml({ page, battle }, { page: sha256(page), battle: sha256(battle) }, baseUrl), scriptBytes: page.length, battleBytes: battle.length };
}
