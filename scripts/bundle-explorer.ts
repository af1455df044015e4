/** Part of `npm run build`: the explorer's script into dist/explore/page.js (src/explore/bundle.ts). */
import { mkdirSync, writeFileSync } from 'node:fs';
import { bundleExplorer } from '../src/explore/bundle.js';

const js = await bundleExplorer();
mkdirSync('dist/explore', { recursive: true });
writeFileSync('dist/explore/page.js', js);
console.log(`explorer: dist/explore/page.js, ${(js.length / 1024).toFixed(0)} KiB`);
