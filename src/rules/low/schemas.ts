import * as z from 'zod/mini';
import type { RowSchemas } from '../../core/system.js';
import { troopTableOf } from '../common/troop-table-schema.js';
import { BONUS_CONDITIONS, CATEGORIES, DATA_OPTIONS, DIE_CONTEXTS, ELEMENTS, FLAGS, HEROES, SEED_LINES } from './troops.js';

/**
 * Little Orc Wars' schemas: what a troop row must be, which an overlay's rows must pass and
 * test/rules/shipped-rows.test.ts checks the shipped table with. A module of its own, loaded
 * only where a user's rows are checked (`low.schemas()`), so a command that reads no overlay
 * never loads zod.
 */

const seedLine = z.int().check(z.minimum(1), z.maximum(SEED_LINES));
const lines = z.array(seedLine).check(z.minLength(1));
const face = z.int().check(z.minimum(1), z.maximum(6));

/**
 * A troop row's shape. The table is plain data, so an overlay that patches a field is
 * checked the same way.
 */
export const troopSchema = z.strictObject({
  id: z.string().check(z.regex(/^[a-z0-9]+(-[a-z0-9]+)*$/)),
  name: z.string().check(z.minLength(1)),
  category: z.enum(CATEGORIES),
  hero: z.nullable(z.enum(HEROES)),
  element: z.nullable(z.enum(ELEMENTS)),
  legs: z.nullable(z.union([z.literal(2), z.literal(4)])),
  height: z.nullable(z.number().check(z.positive())),
  meleeDice: z.int().check(z.minimum(1), z.maximum(12)),
  killsNeeded: z.int().check(z.minimum(1), z.maximum(12)),
  move: z.number().check(z.minimum(0)),
  cost: z.nullable(z.number().check(z.positive(), z.multipleOf(0.25))),
  missileDice: z.int().check(z.minimum(0), z.maximum(12)),
  missileRange: z.nullable(z.number().check(z.positive())),
  missileMaxKills: z.nullable(z.int().check(z.positive())),
  conversion: z.nullable(z.strictObject({ faces: z.tuple([face, face, face, face, face, face]), in: z.array(z.enum(DIE_CONTEXTS)).check(z.minLength(1)) })),
  bonusDice: z.array(z.strictObject({ dice: z.int().check(z.minimum(1), z.maximum(12)), when: z.enum(BONUS_CONDITIONS) })),
  flags: z.array(z.enum(FLAGS)),
  catapultKillOn: z.int().check(z.minimum(1), z.maximum(6)),
  boulders: z.int().check(z.minimum(0)),
  underOption: z.partialRecord(z.enum(DATA_OPTIONS), z.partial(z.strictObject({ killsNeeded: z.int().check(z.minimum(1), z.maximum(12)), meleeDice: z.int().check(z.minimum(1), z.maximum(12)) }))),
  notModelled: z.array(z.string().check(z.minLength(1), z.maxLength(200))),
  line: seedLine,
  cite: z.strictObject({
    meleeDice: lines, killsNeeded: lines, move: lines, cost: lines, missileDice: lines,
    missileRange: z.optional(lines), missileMaxKills: z.optional(lines), conversion: z.optional(lines), bonusDice: z.optional(lines),
    flags: z.optional(lines), catapultKillOn: z.optional(lines), boulders: z.optional(lines), height: z.optional(lines), underOption: z.optional(lines),
  }),
}).check(z.superRefine((t, ctx) => {
  const armed = t.missileDice > 0;
  if (armed !== (t.missileRange !== null)) ctx.addIssue({ code: 'custom', message: `${t.id}: missileRange is set exactly when missileDice > 0` });
  for (const [field, set] of [['conversion', t.conversion !== null], ['bonusDice', t.bonusDice.length > 0], ['flags', t.flags.length > 0], ['underOption', Object.keys(t.underOption).length > 0]] as const) {
    if (set && !t.cite[field]) ctx.addIssue({ code: 'custom', message: `${t.id}: ${field} is set but not cited` });
  }
}));

/** The whole table: every row valid and ids unique. */
export const troopTableSchema = troopTableOf(troopSchema);

/** The schemas a user's low rows must pass: its rules are all in its troop rows. */
export const LOW_SCHEMAS: RowSchemas = { rows: troopSchema, tables: {} };
