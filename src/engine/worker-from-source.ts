/**
 * The worker entry when oddsmith runs from source (tsx, `npm run oddsmith`): every system
 * imported up front, because a worker thread under tsx cannot resolve the registry's lazy
 * imports of `.js` paths to their `.ts` files. The compiled worker (worker.ts) loads lazily.
 */
import '../rules/all-systems.js';

export { default } from './worker.js';
