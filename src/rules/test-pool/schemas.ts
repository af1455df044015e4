import { z } from 'zod';
import type { RowSchemas } from '../../core/system.js';

/**
 * test-pool's schema: what a troop row must be, which an overlay's rows must pass and
 * test/rules/shipped-rows.test.ts checks the shipped rows with. A module of its own, loaded
 * only where a user's rows are checked (`testPool.schemas()`), so the rows load without zod.
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

/** The schemas a user's test-pool rows must pass: its rules are all in its troop rows. */
export const TEST_POOL_SCHEMAS: RowSchemas = { rows: troopSchema, tables: {} };
