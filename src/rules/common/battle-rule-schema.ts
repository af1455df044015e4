import { z } from 'zod';

/**
 * The schemas of the battle rule tables (battle-rule-rows.ts), apart from the tables so that
 * zod is loaded only where a user's rows are checked (an overlay) or by the tests that check
 * the shipped ones.
 *
 * @example
 * battleRuleSchema.parse({ id: 'victory', label: 'victory', kind: 'elements', fraction: 1 / 3, points: 0, generalExtra: 0, general: 'command-lost-next-bound', source: '000:57', words: '...' }).kind; // => 'elements'
 */

/** Where a row's rule is written: '000:75', '002:243-247', or several, comma-separated. */
const source = z.string().regex(/^\d{3}:\d+(-\d+)?(, \d{3}:\d+(-\d+)?)*$/, "a seed line, e.g. '000:75' or '002:243-247'");
const ruling = z.string().regex(/^[A-Z]\d+$/, "a ruling number, e.g. 'R15'");
const className = z.string().regex(/^[a-z][a-z-]*$/);
const CATEGORIES = ['aerial', 'mounted', 'foot', 'stronghold', 'camp'] as const;
const distance = z.number().min(0).max(10_000);

const cited = { label: z.string().min(1).max(200), source, words: z.string().min(1), ruling: ruling.nullable() };

/** 002:79: the AP budget, the share of it that may go on dear elements (null: no limit), and how dear. */
const armyRow = z.strictObject({
  id: z.literal('army'),
  ...cited,
  budget: z.number().positive(),
  dearAtLeast: z.number().positive().nullable(),
  dearShare: z.number().gt(0).max(1).nullable(),
});

const victoryRow = z
  .strictObject({
    id: z.literal('victory'),
    ...cited,
    kind: z.enum(['elements', 'points']),
    fraction: z.number().min(0).max(1),
    points: z.number().min(0),
    generalExtra: z.number().min(0),
    general: z.enum(['none', 'command-lost-next-bound', 'defeat-if-more-lost']),
  })
  .refine((v) => (v.kind === 'elements' ? v.fraction > 0 : v.points > 0), { message: "an 'elements' victory needs a fraction above 0, a 'points' one points above 0", path: ['kind'] });

const pipsRow = z.strictObject({
  id: z.literal('pips'),
  ...cited,
  extraForTypes: z.number().int().min(0).max(6),
  extraGeneralLost: z.number().int().min(0).max(6),
  extrasFromSecondBound: z.boolean(),
  bespell: z.number().int().min(0).max(6),
  /** A Magician that moved may still bespell this bound (000:23, 002:198; not in HOTT 2.5, 001:40). */
  bespellAfterMoving: z.boolean(),
});

/** The field, in the text's unit: `perUnit` of it make one field unit (100 paces, 1/2 BW). */
const fieldRow = z.strictObject({
  id: z.literal('field'),
  ...cited,
  unit: z.string().min(1).max(20),
  perUnit: z.number().positive(),
  gap: z.number().positive(),
  rear: z.number().positive(),
  /** A recoil or push blocked by friends or the base edge: the recoiler is destroyed (000:55) or both stop there (002:674). */
  blockedRecoil: z.enum(['destroyed', 'stops']),
  /** A base width in the text's unit: a column of the line, and what a side-step crosses. */
  baseWidth: z.number().positive(),
});

export const battleRuleSchema = z.discriminatedUnion('id', [armyRow, victoryRow, pipsRow, fieldRow]);
export type BattleRuleRow = z.infer<typeof battleRuleSchema>;

/**
 * What a troop class does in a battle, in the text's unit. A row is found by class (a row's
 * `kinds` or `classes`), or by category for the defaults: a profile takes each field from
 * the row of its first class that has one, else from its category's row, which gives every
 * field. Every field is on every row, null where the row leaves it to its category (so an
 * overlay can set any field of any row). `moveFast`/`moveBadFast` are for Fast elements
 * (002:12); `flee` is null throughout where the system derives it (D3H2 flees its tactical
 * move, 002:677).
 */
export const battleTypeSchema = z.strictObject({
  id: className,
  label: z.string().min(1).max(200),
  source,
  ruling: ruling.nullable(),
  move: distance.nullable(),
  moveFast: distance.nullable(),
  moveBad: distance.nullable(),
  moveBadFast: distance.nullable(),
  recoil: distance.nullable(),
  flee: distance.nullable(),
  pursue: distance.nullable(),
  /** Pursues only opponents of these categories (002:685). */
  pursueOnlyVs: z.array(z.enum(CATEGORIES)).nullable(),
  /** Does not pursue opponents of these classes (002:684-685). */
  pursueNotVs: z.array(className).nullable(),
  /** Range when its row says it shoots, and when it bespells. */
  shootRange: distance.nullable(),
  shootsOwnBoundOnly: z.boolean().nullable(),
  bespellRange: distance.nullable(),
  extraPip: z.boolean().nullable(),
  noContact: z.boolean().nullable(),
  noOverlap: z.boolean().nullable(),
  pushable: z.boolean().nullable(),
  crushes: z.boolean().nullable(),
  /** Why it is not in the line at the start, with its line; null: it is deployed. */
  notDeployed: z.string().min(1).max(200).nullable(),
});
export type BattleTypeRow = z.infer<typeof battleTypeSchema>;

/** Rows of a system by class or category: any of the classes named, or any of the categories (AND between the two keys given). */
const selectorSchema = z
  .strictObject({ classes: z.array(className).min(1).optional(), category: z.array(z.enum(CATEGORIES)).min(1).optional() })
  .refine((s) => s.classes !== undefined || s.category !== undefined, { message: 'name classes or a category' });
export type ClassSelector = z.infer<typeof selectorSchema>;

/** "X recoiling may pass through friends Y, except Z" (000:44, 001:190-204, 002:667-671). */
export const passThroughSchema = z.strictObject({
  id: z.string().regex(/^[a-z][a-z0-9-]*$/),
  label: z.string().min(1).max(200),
  source,
  words: z.string().min(1),
  ruling: ruling.nullable(),
  who: selectorSchema,
  through: selectorSchema,
  /** Friends of these classes it may not pass through, though `through` names them (001:202 "except Pikes"). */
  except: z.array(className),
});
export type PassThroughRow = z.infer<typeof passThroughSchema>;

/** The schemas of the three battle tables, by their names in `RuleSystem.tables` (battleTableDefs). */
export const BATTLE_TABLE_SCHEMAS = { battle: battleRuleSchema, battleTypes: battleTypeSchema, passThrough: passThroughSchema } as const;
