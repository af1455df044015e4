/**
 * The explorer's script: esbuild bundles it, with the rules it reads, into the page (the battle
 * code apart, run when a battle is first asked for: on-demand.ts). In the page it starts the
 * page; the page runs the same script again as its Monte Carlo Web Worker (a page opened from
 * file:// may load no worker file), the battle code after it for a battle, where it answers
 * messages.
 */
import { listen } from './mc-worker.js';
import { start } from './page.js';

if (typeof document === 'undefined') listen();
else start(document.currentScript?.textContent ?? '');
