/**
 * Part of `npm run build`: the explorer's two scripts (src/explore/bundle.ts), the page's into
 * dist/explore/page.js and the battle code it runs on demand into dist/explore/battle.js, each
 * with its names mangled again and its code compressed by terser (two passes), about 5 KiB
 * gzipped less than esbuild's output (issue #47's bound on the page, test/explore/bundle-size.test.ts):
 * the compressor's 0.9 KiB cost 5 s more of the build's CPU, once a build, and was left off until
 * the board's faster code and combat tables took the page over its bound (2026-11-30). The
 * page `explore` writes from a current build holds these files; from sources changed since,
 * esbuild's alone (src/app/explorer-page.ts).
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { minify } from 'terser';
import { bundleExplorer } from '../src/explore/bundle.js';

const bundled = await bundleExplorer();
mkdirSync('dist/explore', { recursive: true });
for (const [name, script] of [['page', bundled.page], ['battle', bundled.battle]] as const) {
  const { code } = await minify(script, { ecma: 2020, compress: { passes: 2 }, mangle: true, format: { comments: false } });
  if (code === undefined) throw new Error(`internal: terser returned no explorer ${name} script`);
  writeFileSync(`dist/explore/${name}.js`, code);
  console.log(`explorer: dist/explore/${name}.js, ${(code.length / 1024).toFixed(0)} KiB`);
}
