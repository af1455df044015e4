import { z } from 'zod';
import type { RowSchemas } from '../../core/system.js';
import { troopTableOf } from '../common/troop-table-schema.js';
import { BONUS_CONDITIONS, CATEGORIES, DATA_OPTIONS, DIE_CONTEXTS, ELEMENTS, FLAGS, HEROES, SEED_LINES } from './troops.js';

/**
 * Little Orc Wars' schemas: what a troop row must be, which an overlay's rows must pass and
 * test/rules/shipped-rows.test.ts checks the shipped table with. A module of its own, loaded
 * only where a user's rows are checked (`low.schemas()`), so a command that reads no overlay
 * never loads zod.
 */

const seedLine = z.int().min(1).max(SEED_LINES);
const lines = z.array(seedLine).min(1);
const face = z.int().min(1).max(6);

/**
 * A troop row's shape. The table is plain data, so an overlay that patches a field is
 * checked the same way.
 */
export const troopSchema = z.strictObject({
  id: z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/),
  name: z.string().min(1),
  category: z.enum(CATEGORIES),
  hero: z.enum(HEROES).nullable(),
  element: z.enum(ELEMENTS).nullable(),
  legs: z.union([z.literal(2), z.literal(4)]).nullable(),
  height: z.number().positive().nullable(),
  meleeDice: z.int().min(1).max(12),
  killsNeeded: z.int().min(1).max(12),
  move: z.number().min(0),
  cost: z.number().positive().multipleOf(0.25).nullable(),
  missileDice: z.int().min(0).max(12),
  missileRange: z.number().positive().nullable(),
  missileMaxKills: z.int().positive().nullable(),
  conversion: z.strictObject({ faces: z.tuple([face, face, face, face, face, face]), in: z.array(z.enum(DIE_CONTEXTS)).min(1) }).nullable(),
  bonusDice: z.array(z.strictObject({ dice: z.int().min(1).max(12), when: z.enum(BONUS_CONDITIONS) })),
  flags: z.array(z.enum(FLAGS)),
  catapultKillOn: z.int().min(1).max(6),
  boulders: z.int().min(0),
  underOption: z.partialRecord(z.enum(DATA_OPTIONS), z.strictObject({ killsNeeded: z.int().min(1).max(12), meleeDice: z.int().min(1).max(12) }).partial()),
  notModelled: z.array(z.string().min(1).max(200)),
  line: seedLine,
  cite: z.strictObject({
    meleeDice: lines, killsNeeded: lines, move: lines, cost: lines, missileDice: lines,
    missileRange: lines.optional(), missileMaxKills: lines.optional(), conversion: lines.optional(), bonusDice: lines.optional(),
    flags: lines.optional(), catapultKillOn: lines.optional(), boulders: lines.optional(), height: lines.optional(), underOption: lines.optional(),
  }),
}).superRefine((t, ctx) => {
  const armed = t.missileDice > 0;
  if (armed !== (t.missileRange !== null)) ctx.addIssue({ code: 'custom', message: `${t.id}: missileRange is set exactly when missileDice > 0` });
  for (const [field, set] of [['conversion', t.conversion !== null], ['bonusDice', t.bonusDice.length > 0], ['flags', t.flags.length > 0], ['underOption', Object.keys(t.underOption).length > 0]] as const) {
    if (set && !t.cite[field]) ctx.addIssue({ code: 'custom', message: `${t.id}: ${field} is set but not cited` });
  }
});

/** The whole table: every row valid and ids unique. */
export const troopTableSchema = troopTableOf(troopSchema);

/** The schemas a user's low rows must pass: its rules are all in its troop rows. */
export const LOW_SCHEMAS: RowSchemas = { rows: troopSchema, tables: {} };
