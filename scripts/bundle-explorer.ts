/**
 * Part of `npm run build`: the explorer's script into dist/explore/page.js (src/explore/bundle.ts),
 * then its names mangled again by terser, about 4 KiB gzipped less than esbuild's output (its
 * compressor takes 0.8 KiB more for 7 s more of the build's CPU: left off) (issue #47's bound on the page, test/explore/bundle-size.test.ts). The
 * page `explore` writes from a current build is this file; from sources changed since, esbuild's
 * alone (src/app/explorer-page.ts).
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { minify } from 'terser';
import { bundleExplorer } from '../src/explore/bundle.js';

const bundled = await bundleExplorer();
const { code } = await minify(bundled, { ecma: 2020, compress: false, mangle: true, format: { comments: false } });
if (code === undefined) throw new Error('internal: terser returned no explorer script');
mkdirSync('dist/explore', { recursive: true });
writeFileSync('dist/explore/page.js', code);
console.log(`explorer: dist/explore/page.js, ${(code.length / 1024).toFixed(0)} KiB`);
