import type { Plugin } from 'esbuild';

/**
 * The explorer's script, bundled by esbuild from src/explore/main.ts and the same src/core,
 * src/rng, src/rules and src/engine the CLI runs (no copy of a rule in the page). The
 * engine's worker pool (Node threads) is never used in a page, so a stub that says so stands
 * in for it. Run by the build (scripts/bundle-explorer.ts, into dist/explore/page.js) and by
 * `explore` when it runs from source.
 */
const NO_POOL: Plugin = {
  name: 'no-worker-pool',
  setup(b) {
    b.onResolve({ filter: /lazy-pool\.js$/ }, () => ({ path: 'lazy-pool', namespace: 'explore-stub' }));
    b.onLoad({ filter: /^lazy-pool$/, namespace: 'explore-stub' }, () => ({
      contents: "export function createRunPool() { throw new Error('internal: no worker pool in a page'); }",
      loader: 'js',
    }));
    b.onLoad({ filter: /^test-pool$/, namespace: 'explore-stub' }, () => ({
      contents: "import { errors } from '../core/errors.js'; import { CATALOGUE } from './registry.js'; throw errors.unknown('system', 'test-pool', CATALOGUE.map((s) => s.id));",
      resolveDir: new URL('../rules/', import.meta.url).pathname,
      loader: 'js',
    }));
  },
};

/**
 * The contract's worked example (src/rules/test-pool), which `systems` does not list and the
 * page does not offer, is left out of the page: a link naming it is refused as an unknown system
 * is (about 1.5 KiB gzipped, issue #47's bound).
 */
const NO_UNLISTED: Plugin = {
  name: 'no-unlisted-system',
  setup(b) {
    b.onResolve({ filter: /test-pool\/index\.js$/ }, () => ({ path: 'test-pool', namespace: 'explore-stub' }));
  },
};

export async function bundleExplorer(): Promise<string> {
  const { build } = await import('esbuild');
  const result = await build({
    entryPoints: [new URL('./main.ts', import.meta.url).pathname],
    bundle: true,
    format: 'iife',
    platform: 'browser',
    target: 'es2022',
    minify: true,
    legalComments: 'none',
    write: false,
    plugins: [NO_POOL, NO_UNLISTED],
    logLevel: 'silent',
  });
  const out = result.outputFiles[0];
  if (!out) throw new Error('internal: esbuild wrote no explorer bundle');
  return out.text;
}
