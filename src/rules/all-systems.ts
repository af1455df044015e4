/**
 * Every rule system, imported statically: what a worker thread started from source under
 * tsx loads (src/engine/worker-from-source.ts), since it cannot resolve the registry's lazy
 * imports; the compiled worker loads only the systems its tasks name. A test keeps this list
 * equal to the registry's.
 */
import { chainmail } from './chainmail/index.js';
import { d3h2 } from './d3h2/index.js';
import { hott2 } from './hott2/index.js';
import { hott25 } from './hott25/index.js';
import { low } from './low/index.js';
import { testPool } from './test-pool/index.js';

/** Every system, as the registry lists their ids. */
export const ALL_SYSTEMS = [hott2, hott25, d3h2, low, chainmail, testPool] as const;
