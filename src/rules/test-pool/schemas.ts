import * as z from 'zod/mini';
import type { RowSchemas } from '../../core/system.js';

/**
 * test-pool's schema: what a troop row must be, which an overlay's rows must pass and
 * test/rules/shipped-rows.test.ts checks the shipped rows with. A module of its own, loaded
 * only where a user's rows are checked (`testPool.schemas()`), so the rows load without zod.
 */
export const troopSchema = z.strictObject({
  id: z.string().check(z.regex(/^[a-z][a-z0-9-]*$/)),
  name: z.string().check(z.minLength(1)),
  category: z.enum(['foot', 'mounted']),
  /** Dice each figure rolls. */
  dice: z.int().check(z.minimum(1), z.maximum(4)),
  /** A die at or above this kills one enemy figure. */
  hitsOn: z.int().check(z.minimum(2), z.maximum(6)),
  cost: z.nullable(z.number().check(z.positive())),
  line: z.int().check(z.positive()),
});

export type Troop = z.infer<typeof troopSchema>;

/** The schemas a user's test-pool rows must pass: its rules are all in its troop rows. */
export const TEST_POOL_SCHEMAS: RowSchemas = { rows: troopSchema, tables: {} };
