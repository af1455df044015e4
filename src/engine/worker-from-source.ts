/**
 * The worker entry when oddsmith runs from source (tsx, `npm run oddsmith`): every system
 * imported up front, because a worker thread under tsx cannot resolve the registry's lazy
 * imports of `.js` paths to their `.ts` files. The compiled worker (worker.ts) loads lazily.
 */
import { ALL_SYSTEMS } from '../rules/all-systems.js';
import { workerEntry } from './worker.js';

export default workerEntry(async (id) => {
  const system = ALL_SYSTEMS.find((s) => s.id === id);
  if (!system) throw new Error(`internal: no system '${id}' in all-systems.ts`);
  return system;
});
