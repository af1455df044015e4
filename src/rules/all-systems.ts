/**
 * Every rule system, imported statically and registered: what a worker thread started from
 * source under tsx loads (src/engine/worker-from-source.ts), since it cannot resolve the
 * registry's lazy imports; the compiled worker loads only the systems its tasks name.
 */
import { d3h2 } from './d3h2/index.js';
import { hott2 } from './hott2/index.js';
import { hott25 } from './hott25/index.js';
import { low } from './low/index.js';
import { registerSystem } from './registry.js';
import { testPool } from './test-pool/index.js';

/** Every system, as the registry lists their ids (a test keeps the two equal). */
export const ALL_SYSTEMS = [hott2, hott25, d3h2, low, testPool] as const;

for (const system of ALL_SYSTEMS) registerSystem(system);
