/**
 * Every rule system, imported statically and registered: what a worker thread loads, since it
 * may be handed a matchup of any system (and a worker started from source under tsx cannot
 * resolve the registry's lazy imports).
 */
import { d3h2 } from './d3h2/index.js';
import { hott2 } from './hott2/index.js';
import { hott25 } from './hott25/index.js';
import { low } from './low/index.js';
import { registerSystem } from './registry.js';
import { testPool } from './test-pool/index.js';

for (const system of [hott2, hott25, d3h2, low, testPool]) registerSystem(system);
