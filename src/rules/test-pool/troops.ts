import { z } from 'zod';

/**
 * The troop rows of `test-pool`, a small dice pool with casualties that is no published
 * rule set: the worked example of the contract (README, "Adding a rule system") and the
 * system the engine's group, metric and overlay paths are tested on.
 */
export const troopSchema = z.strictObject({
  id: z.string().regex(/^[a-z][a-z0-9-]*$/),
  name: z.string().min(1),
  category: z.enum(['foot', 'mounted']),
  /** Dice each figure rolls. */
  dice: z.number().int().min(1).max(4),
  /** A die at or above this kills one enemy figure. */
  hitsOn: z.number().int().min(2).max(6),
  cost: z.number().positive().nullable(),
  line: z.number().int().positive(),
});

export type Troop = z.infer<typeof troopSchema>;

export const TROOPS: readonly Troop[] = z.array(troopSchema).parse([
  { id: 'militia', name: 'Militia', category: 'foot', dice: 1, hitsOn: 5, cost: 1, line: 1 },
  { id: 'veterans', name: 'Veterans', category: 'foot', dice: 1, hitsOn: 4, cost: 2, line: 1 },
  { id: 'riders', name: 'Riders', category: 'mounted', dice: 2, hitsOn: 5, cost: 3, line: 1 },
]);
