/**
 * The explorer's one script: esbuild bundles it, with the rules it reads, into the page. In
 * the page it starts the page; the page runs the same script again as its Monte Carlo Web
 * Worker (a page opened from file:// may load no worker file), where it answers messages.
 */
import { listen } from './mc-worker.js';
import { start } from './page.js';

if (typeof document === 'undefined') listen();
else start(document.currentScript?.textContent ?? '');
