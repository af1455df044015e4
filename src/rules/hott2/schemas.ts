import * as z from 'zod/mini';
import type { RowSchemas } from '../../core/system.js';
import { BATTLE_TABLE_SCHEMAS } from '../common/battle-rule-schema.js';
import { overlayFactorSchema, tacticalFactorSchema } from '../common/tactical-factor-schema.js';
import { CATEGORIES, CONDITION_KEYS, FLAGS, HOTT2_OUTCOMES, type Flag } from './vocabulary.js';

/**
 * hott2's schemas: what a troop row, an outcome clause, a reading and a tactical factor must
 * be, which an overlay's rows must pass and test/rules/shipped-rows.test.ts checks the
 * shipped rows with. A module of its own, loaded only where a user's rows are checked
 * (`hott2.schemas()`), so a command that reads no overlay never loads zod.
 */

/** One clause of a cell. A troop row carries its own (`outcomes`), so an overlay may rewrite them. */
export const clauseSchema = z.strictObject({
  outcome: z.enum(HOTT2_OUTCOMES),
  /** The opponent is one of these. */
  by: z.optional(z.array(z.string().check(z.regex(/^[a-z][a-z-]*$/))).check(z.minLength(1))),
  /** 'close' = close combat only; 'ranged' = shooting or bespelling only. */
  combat: z.optional(z.enum(['close', 'ranged'])),
  /** The losing element's own going (ruling R3). */
  ownGoing: z.optional(z.enum(['good', 'bad'])),
  /** The losing element moved into contact this bound (condition `charged`). */
  ownCharged: z.optional(z.literal(true)),
  /** Both totals odd (equal totals; ruling R2). */
  oddTotals: z.optional(z.literal(true)),
  /** The opponent is aided by ground troops (its condition `aiding` >= 1). */
  opponentAided: z.optional(z.literal(true)),
  text: z.string().check(z.minLength(1)),
  /**
   * The seed line of this clause, where it is not the row's (`outcomes.cite`), e.g. '001:150';
   * or, for a clause an overlay writes, where it comes from ('house rule: doubled Blades recoil').
   */
  cite: z.optional(z.string().check(z.regex(/^(\d{3}:\d+|[A-Za-z][^\n]{0,199})$/, "a seed line such as '000:80', or a short source such as 'house rule: ...'"))),
});
export type Clause = z.infer<typeof clauseSchema>;

const cell = z.array(clauseSchema).check(z.minLength(1), z.refine((clauses) => Object.keys(clauses[clauses.length - 1] ?? {}).every((k) => k === 'outcome' || k === 'text' || k === 'cite'), {
  message: 'the last clause of a cell has no conditions (its "otherwise")',
}));

/** A troop row's outcome cells and the seed line they are from ('000:75'). */
export const outcomesSchema = z.strictObject({
  cite: z.string().check(z.regex(/^\d{3}:\d+$/)),
  equal: cell,
  less: cell,
  half: cell,
});
export type Outcomes = z.infer<typeof outcomesSchema>;

const typeName = z.string().check(z.regex(/^[a-z][a-z-]*$/));

export const troopSchema = z.strictObject({
  id: z.string().check(z.regex(/^[a-z][a-z0-9-]*$/)),
  name: z.string().check(z.minLength(1)),
  category: z.enum(CATEGORIES),
  /** Combat factor vs Foot or Stronghold (line 64). */
  vsFoot: z.int().check(z.minimum(-5), z.maximum(10)),
  /** Combat factor vs Aerial or Mounted (line 64). */
  vsMounted: z.int().check(z.minimum(-5), z.maximum(10)),
  /** Seed 000 gives no costs: the D3H2 ELEMENT COST of the same type (ruling R14, BORROWED_COSTS); null for the Stronghold. */
  cost: z.nullable(z.number().check(z.positive())),
  /** The type names the outcome table's clauses call this element by ("destroyed by Hero"). Ruling R7. */
  kinds: z.array(typeName).check(z.minLength(1)),
  /** Its combat outcome cells (outcome-table.ts): a type added `like` another copies them, an overlay may rewrite them. */
  outcomes: outcomesSchema,
  /** "Can shoot" (lines 82, 84). */
  shoots: z.boolean(),
  /** "Can bespell" (line 88). */
  bespells: z.boolean(),
  /** "+1 from supporting rank in good going" (lines 50, 81, 83). */
  secondRankSupport: z.boolean(),
  /** What the second rank adds (1 in HOTT 2e; Pikes +3 in HOTT 2.5, 001:79) and the line saying so. */
  secondRankValue: z.int().check(z.minimum(1), z.maximum(6)),
  secondRankCite: z.string().check(z.regex(/^\d{3}:\d+$/)),
  /** Takes no -2 for standing in bad going (line 53). */
  badGoingExempt: z.boolean(),
  /** Mounted or aerial that takes no -2 for fighting an enemy in bad going (line 53: "except Beasts"). */
  fightsIntoBadGoing: z.boolean(),
  /** "+2 vs Bespelling if line passes within 600p" of it (lines 74, 89). */
  wardsBespelling: z.boolean(),
  /** May be a Water Lurker: -2 to any in contact but Water Lurkers (line 53). */
  waterLurker: z.boolean(),
  /** "Only Sneakers, Stronghold or a General can be affected in combat" by it (line 87; ruling R6). */
  elusive: z.boolean(),
  /** A Stronghold: "Opponents do not suffer terrain penalties" (line 90); aiding counts against it. */
  fortress: z.boolean(),
  /** -2 to a Magician bespelling it when it is near its own Stronghold (line 53). */
  wardedNearStronghold: z.boolean(),
  /** "If rolls 1 & has done so before is self-ensorcelled" when bespelling (line 88; ruling R11). */
  selfEnsorcelsOnOne: z.boolean(),
  /** A bespeller of it does not disregard losing (ruling R9: Gods). */
  punishesBespellers: z.boolean(),
  /** Its opponents get no second-rank support against it (HOTT 2.5's "not ... v forts", 001:80). */
  deniesRankSupport: z.boolean(),
  /** Elements aiding an attack on it do not count (HOTT 2.5 counts aiding only in shooting and bespelling, 001:68). */
  ignoresAssaultAiding: z.boolean(),
  /** What the balance combat (close combat) leaves out, with its lines: shooting, bespelling, summoning. */
  notModelled: z.array(z.string().check(z.minLength(1), z.maxLength(200))),
  /** The seed file `line` is in, by number: '000' (this sheet), '001' (HOTT 2.5), '002' (D3H2). */
  seed: z.string().check(z.regex(/^\d{3}$/)),
  line: z.int().check(z.positive()),
});

export type Troop = z.infer<typeof troopSchema>;

export const readingSchema = z.strictObject({
  /** Whose going "destroyed by X if in good going" reads (ruling R3): the loser's own, or the winner's. */
  id: z.literal('good-going'),
  value: z.enum(['loser', 'winner']),
  words: z.string().check(z.minLength(1)),
  line: z.int().check(z.positive()),
  ruling: z.string().check(z.regex(/^R\d+$/)),
});
export type Reading = z.infer<typeof readingSchema>;

/**
 * Which troops a tactical factor is for: every key given must hold. `kinds` and `category`
 * hold when the row has any one listed; a flag key when the row's flag equals it; `condition`
 * when that condition of the side itself is on (a Water Lurker is one only `water`, 000:53).
 */
export const selectorSchema = z.strictObject({
  kinds: z.optional(z.array(z.string().check(z.regex(/^[a-z][a-z-]*$/))).check(z.minLength(1))),
  category: z.optional(z.array(z.enum(CATEGORIES)).check(z.minLength(1))),
  condition: z.optional(z.enum(CONDITION_KEYS)),
  ...Object.fromEntries(FLAGS.map((f) => [f, z.optional(z.boolean())])) as Record<Flag, z.ZodMiniOptional<z.ZodMiniBoolean>>,
});
export type Selector = z.infer<typeof selectorSchema>;

/** HOTT 2e tactical factors (tactical-factors.ts has the rows). */
export const factorSchema = tacticalFactorSchema({
  selector: selectorSchema,
  conditions: CONDITION_KEYS,
  combats: ['close', 'shooting', 'bespell'],
  goings: ['good', 'bad'],
  valueFields: { secondRankValue: 'secondRankCite' },
});
export type Factor = z.infer<typeof factorSchema>;

/** The schemas a user's hott2 rows must pass: troop rows and each rule table's (index.ts's `tables`). */
export const HOTT2_SCHEMAS: RowSchemas = {
  rows: troopSchema,
  tables: { factors: overlayFactorSchema(factorSchema), readings: readingSchema, ...BATTLE_TABLE_SCHEMAS },
};
