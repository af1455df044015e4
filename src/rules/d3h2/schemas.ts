import * as z from 'zod/mini';
import type { RowSchemas } from '../../core/system.js';
import { BATTLE_TABLE_SCHEMAS } from '../common/battle-rule-schema.js';
import { overlayFactorSchema, tacticalFactorSchema } from '../common/tactical-factor-schema.js';
import { BANDS, CATEGORIES, COMBATS, CONDITION_KEYS, GOINGS, OUTCOMES, TROOP_FIELDS } from './vocabulary.js';

/**
 * d3h2's schemas: what a troop row, a tactical factor, an outcome row and an adjustment must
 * be, which an overlay's rows must pass and test/rules/shipped-rows.test.ts checks the
 * shipped rows with (key order included: the shipped literals are in these schemas' order,
 * so a parse would give the same JSON). A module of its own, loaded only where a user's rows
 * are checked (`d3h2.schemas()`), so a command that reads no overlay never loads zod.
 */

/** A row field an outcome or factor may name: the element's own classes (ruling R4). */
const className = z.string().check(z.regex(/^[a-z][a-z-]*$/));

/**
 * Who a clause, factor or adjustment means: every key given must hold (AND); a list of
 * selectors means any of them (OR). `classes` holds when the row has any of the classes
 * named. The keys read row fields, except three that read the side: `defends:
 * ['stronghold']` holds for the Stronghold row and for any element with `in-stronghold`
 * (likewise Camp, `in-camp`; ruling R6); `general` is the side's `general`; and `cfGroup`
 * is the row's, except that a side defending a Stronghold or Camp counts as 'foot' (R3).
 */
export const selectorSchema = z.strictObject({
  classes: z.optional(z.array(className).check(z.minLength(1))),
  category: z.optional(z.array(z.enum(CATEGORIES)).check(z.minLength(1))),
  cfGroup: z.optional(z.enum(['foot', 'mounted'])),
  fast: z.optional(z.boolean()),
  double: z.optional(z.boolean()),
  mountedInfantry: z.optional(z.boolean()),
  wardsBespelling: z.optional(z.boolean()),
  badGoingPenaltyExempt: z.optional(z.boolean()),
  defends: z.optional(z.array(z.enum(['stronghold', 'camp'])).check(z.minLength(1))),
  general: z.optional(z.boolean()),
  going: z.optional(z.array(z.enum(GOINGS)).check(z.minLength(1))),
});
export type Selector = z.infer<typeof selectorSchema>;

/** The outcome-table rows an element uses, per band, tried in order (outcome-table.ts). */
const outcomeRowsSchema = z.strictObject({
  equal: z.array(z.string().check(z.minLength(1))).check(z.minLength(1)),
  less: z.array(z.string().check(z.minLength(1))).check(z.minLength(1)),
  half: z.array(z.string().check(z.minLength(1))).check(z.minLength(1)),
});

/**
 * One element. `vsFoot` is the CF against Foot, Camp or Stronghold and `vsMounted` against
 * Mounted or Aerials, as the CF table groups them (002:396-399, quick reference 002:703-704);
 * `cfGroup` says which of the two an opponent uses against this element (ruling R3).
 */
export const troopSchema = z.strictObject({
  id: z.string().check(z.regex(/^[a-z][a-z-]*$/)),
  name: z.string().check(z.minLength(1)),
  /** List codes and singular names the text uses for this element, matched case-insensitively. */
  aliases: z.array(z.string().check(z.regex(/^[A-Za-z0-9][A-Za-z0-9-]*$/))),
  category: z.enum(CATEGORIES),
  /** The type names outcome clauses and factors select on: the base type, plus e.g. 'heroes' for Aerial Heroes. */
  classes: z.array(className).check(z.minLength(1)),
  cfGroup: z.enum(['foot', 'mounted']),
  vsFoot: z.int().check(z.minimum(0), z.maximum(10)),
  vsMounted: z.int().check(z.minimum(0), z.maximum(10)),
  /** The CF vs Foot when shot at or bespelled, where the text gives one (Blades, Command Post). */
  vsFootShotOrBespelled: z.nullable(z.int().check(z.minimum(0), z.maximum(10))),
  /** Stronghold and Camp: "Add Foot CF of any garrison" (002:547, 446). */
  addsGarrisonFootCf: z.boolean(),
  /** AP from the ELEMENT COST table (002:55-75); null where it gives none. */
  cost: z.nullable(z.number().check(z.positive(), z.multipleOf(0.5))),
  /** AP counted when lost, where the text gives it apart from `cost` (002:690); null means `cost`. */
  lostAp: z.nullable(z.number().check(z.positive())),
  fast: z.boolean(),
  /** 6Kn, 6Cv, 8Sp, 6Bd, 8Bw (002:561). */
  double: z.boolean(),
  /** "Mtd" elements (002:13, 620): none in the table yet, an overlay may set it. */
  mountedInfantry: z.boolean(),
  /** Distant shooting (002:343-350); `shootsBackOnlyAt` lists the classes it may shoot back at (002:381). */
  shoots: z.nullable(z.strictObject({ rangeBW: z.number().check(z.positive()), shootsBackOnlyAt: z.nullable(z.array(className)) })),
  bespells: z.nullable(z.strictObject({ rangeBW: z.number().check(z.positive()) })),
  /** A bespelling line to it always passes within 5BW of a Paladin or Cleric: +2 (002:577, ruling R14). */
  wardsBespelling: z.boolean(),
  /** Takes no -2 in bad going (002:595). */
  badGoingPenaltyExempt: z.boolean(),
  /** Going this element counts as good (002:420; aerials by ruling R5). */
  countsAsGoodGoing: z.array(z.enum(['rough', 'bad'])),
  /** Cannot be overlapped at a corner (002:387): only flank contact counts against it. */
  cannotBeOverlapped: z.boolean(),
  /** May garrison or occupy a Stronghold or Camp (002:179, 186). */
  canGarrison: z.boolean(),
  /** Classes whose element lined up behind gives this element rear support (002:557-560). */
  rearSupportFrom: z.array(className),
  /** Classes whose element beside it gives this element formation support (002:570-572). */
  sideSupportFrom: z.array(className),
  outcomeRows: outcomeRowsSchema,
  /** What the balance combat (close combat) leaves out, with its lines: shooting, bespelling, summoning. */
  notModelled: z.array(z.string().check(z.minLength(1), z.maxLength(200))),
  /** The seed line of the element's CF-table row (002:395-552), or where the text defines it. */
  line: z.int().check(z.positive()),
  /** Seed lines for fields taken from other lines. */
  cite: z.partialRecord(z.enum(TROOP_FIELDS), z.int().check(z.positive())),
});
export type TroopRow = z.infer<typeof troopSchema>;

/** D3H2 tactical factors (factors.ts has the rows). */
export const factorSchema = tacticalFactorSchema({ selector: selectorSchema, conditions: CONDITION_KEYS, combats: COMBATS, goings: GOINGS });
export type Factor = z.infer<typeof factorSchema>;

const line = z.int().check(z.positive());
const selectors = z.array(selectorSchema).check(z.minLength(1));

export const clauseSchema = z.strictObject({
  outcome: z.enum(OUTCOMES),
  self: z.optional(selectors),
  opponent: z.optional(selectors),
  combat: z.optional(z.array(z.enum(COMBATS)).check(z.minLength(1))),
  ownGoing: z.optional(z.array(z.enum(GOINGS)).check(z.minLength(1))),
  goingGoodToOpponent: z.optional(z.literal(true)),
  oddTotals: z.optional(z.literal(true)),
  ownFlankOrRear: z.optional(z.literal(true)),
  ownRear: z.optional(z.boolean()),
  words: z.string().check(z.minLength(1)),
  line,
  repaired: z.optional(z.string().check(z.minLength(1))),
  implicit: z.optional(z.string().check(z.regex(/^R\d+$/))),
  ruling: z.optional(z.string().check(z.regex(/^R\d+$/))),
});
export type Clause = z.infer<typeof clauseSchema>;

export const rowSchema = z.strictObject({
  label: z.string().check(z.minLength(1)),
  line,
  clauses: z.array(clauseSchema).check(z.minLength(1)),
});
export type OutcomeRow = z.infer<typeof rowSchema>;

/** A band-wide entry tried before the troop's own rows: the row it opens, and who it is for. */
const preambleSchema = z.strictObject({
  row: z.string().check(z.minLength(1)),
  self: z.optional(selectors),
  opponent: z.optional(selectors),
  words: z.string().check(z.minLength(1)),
  line,
  ruling: z.optional(z.string().check(z.regex(/^R\d+$/))),
});

const bandSchema = z.strictObject({
  label: z.string().check(z.minLength(1)),
  line,
  preamble: z.array(preambleSchema),
  rows: z.record(z.string().check(z.regex(/^[a-z][a-z-]*$/)), rowSchema),
});
export type BandTable = z.infer<typeof bandSchema>;

export const outcomeRowSchema = z.extend(rowSchema, { id: z.string().check(z.regex(/^(equal|less|half)\.[a-z][a-z-]*$/)) });
export type OutcomeRowById = z.infer<typeof outcomeRowSchema>;

export const adjustmentSchema = z.strictObject({
  id: z.string().check(z.regex(/^[a-z][a-z-]*$/)),
  /** The outcomes it changes; 'unfavourable' is any but none. */
  from: z.union([z.literal('unfavourable'), z.literal('any'), z.array(z.enum(OUTCOMES)).check(z.minLength(1))]),
  to: z.enum(OUTCOMES),
  combat: z.optional(z.array(z.enum(COMBATS)).check(z.minLength(1))),
  /** `actor`: the side shooting or bespelling; `actor-not-shot-at`: that side, when its target does not shoot back (condition `shoots-back`). */
  role: z.optional(z.enum(['actor', 'actor-not-shot-at'])),
  self: z.optional(selectors),
  notSelf: z.optional(selectors),
  opponent: z.optional(selectors),
  /** Does not apply in this combat kind against these opponents. */
  except: z.optional(z.strictObject({ combat: z.array(z.enum(COMBATS)).check(z.minLength(1)), opponent: selectors })),
  ownFlankOrRear: z.optional(z.literal(true)),
  /** A side condition (flag) that must be set, and the side's raw die that must be rolled. */
  selfFlag: z.optional(z.enum(CONDITION_KEYS)),
  die: z.optional(z.int().check(z.minimum(1), z.maximum(6))),
  words: z.string().check(z.minLength(1)),
  line,
  ruling: z.optional(z.string().check(z.regex(/^R\d+$/))),
});
export type Adjustment = z.infer<typeof adjustmentSchema>;

/** The three bands of the outcome table (outcome-table.ts). */
export const outcomeTableSchema = z.strictObject({ equal: bandSchema, less: bandSchema, half: bandSchema });

const DATA_KEYS = ['outcome', 'words', 'line', 'repaired', 'implicit', 'ruling'];

/** The row schema overlays are checked against: `troopSchema`, plus outcome rows that exist in `table` and end in an "otherwise" (outcome-table.ts, rule 3). */
function overlayTroopSchema(table: Readonly<Record<(typeof BANDS)[number], BandTable>>) {
  return troopSchema.check(z.superRefine((row, ctx) => {
    for (const band of BANDS) {
      const keys = row.outcomeRows[band];
      keys.forEach((key, i) => {
        if (!table[band].rows[key]) ctx.addIssue({ code: 'custom', path: ['outcomeRows', band, i], message: `no ${band} row '${key}'; rows are ${Object.keys(table[band].rows).join(', ')}` });
      });
      const last = table[band].rows[keys[keys.length - 1] ?? ''];
      if (last && !last.clauses.some((c) => Object.keys(c).every((k) => DATA_KEYS.includes(k)))) {
        ctx.addIssue({ code: 'custom', path: ['outcomeRows', band], message: `the last ${band} row must have a clause with no conditions (an "otherwise")` });
      }
    }
  }));
}

/** The schemas a user's d3h2 rows must pass: troop rows (whose outcome rows `table` must have) and each rule table's. */
export function d3h2Schemas(table: Readonly<Record<(typeof BANDS)[number], BandTable>>): RowSchemas {
  return {
    rows: overlayTroopSchema(table),
    tables: { factors: overlayFactorSchema(factorSchema), adjustments: adjustmentSchema, outcomes: outcomeRowSchema, ...BATTLE_TABLE_SCHEMAS },
  };
}
