import type { Troop } from './schemas.js';

export type { Troop } from './schemas.js';

/**
 * The troop rows of `test-pool`, a small dice pool with casualties that is no published
 * rule set: the worked example of the contract (docs/adding-a-system.md) and the
 * system the engine's group, metric and overlay paths are tested on. Their schema is
 * schemas.ts's, which test/rules/shipped-rows.test.ts checks them with, not every start.
 */
export const TROOPS: readonly Troop[] = [
  { id: 'militia', name: 'Militia', category: 'foot', dice: 1, hitsOn: 5, cost: 1, line: 1 },
  { id: 'veterans', name: 'Veterans', category: 'foot', dice: 1, hitsOn: 4, cost: 2, line: 1 },
  { id: 'riders', name: 'Riders', category: 'mounted', dice: 2, hitsOn: 5, cost: 3, line: 1 },
];
