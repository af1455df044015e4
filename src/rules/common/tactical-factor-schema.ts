import { z } from 'zod';
import { ROLES } from './tactical-factors.js';

/**
 * The schemas of tactical factor rows (tactical-factors.ts reads them), apart from the rows
 * and their reader so that zod is loaded only where a user's rows are checked (an overlay)
 * or by the tests that check the shipped ones.
 */

/** What a factor table's rows may name: its selector schema, condition keys, combat kinds and goings. */
export interface FactorVocabulary<Sel extends z.ZodType> {
  readonly selector: Sel;
  readonly conditions: readonly [string, ...string[]];
  readonly combats: readonly [string, ...string[]];
  readonly goings: readonly [string, ...string[]];
  /** Numeric row fields a factor may take its value from, with the row field citing each. */
  readonly valueFields?: Readonly<Record<string, string>>;
}

/** The schema of one factor row over a system's vocabulary; overlays are checked against it. */
export function tacticalFactorSchema<Sel extends z.ZodType>(v: FactorVocabulary<Sel>) {
  const selectors = z.array(v.selector).min(1);
  const condition = z.enum(v.conditions);
  const valueFields = Object.keys(v.valueFields ?? {});
  return z.strictObject({
    id: z.string().regex(/^[a-z][a-z0-9-]*$/, 'a factor id is kebab-case: lower-case letters, digits and dashes'),
    label: z.string().min(1),
    /** The label when the count is 2 or more, `{n}` the count; default `<label> x{n}`. */
    labelMany: z.string().min(1).optional(),
    value: z.number().int().min(-20).max(20),
    valueField: (valueFields.length > 0 ? z.enum(valueFields as [string, ...string[]]) : z.never()).optional(),
    combat: z.array(z.enum(v.combats)).min(1),
    role: z.enum(ROLES).optional(),
    flag: z.array(condition).min(1).optional(),
    flagSide: z.enum(['self', 'opponent']).optional(),
    notFlag: z.array(condition).min(1).optional(),
    count: z.array(condition).min(1).optional(),
    countSide: z.enum(['self', 'opponent']).optional(),
    cap: z.number().int().positive().optional(),
    self: selectors.optional(),
    notSelf: selectors.optional(),
    opponent: selectors.optional(),
    notOpponent: selectors.optional(),
    ownGoing: z.array(z.enum(v.goings)).min(1).optional(),
    opponentGoing: z.array(z.enum(v.goings)).min(1).optional(),
    /** The side's row must name who supports it: from the rear or from a side. */
    supportedBy: z.enum(['rear', 'side']).optional(),
    group: z.string().min(1).optional(),
    /** The seed's words at `line`, and the seed file (`000`) when the table cites more than one. */
    words: z.string().min(1),
    line: z.number().int().positive(),
    seed: z.string().regex(/^\d{3}$/).optional(),
    /** Where a row that no seed line gives comes from: a house rule's overlay ("house rule: ..."). */
    source: z.string().min(1).max(200).optional(),
    ruling: z.string().regex(/^R\d+$/).optional(),
  });
}

/**
 * The schema a factor row an overlay patches or adds must pass: the shipped rows' schema,
 * except that a house rule may give `source:` (where it comes from) instead of a seed `line:`.
 */
export function overlayFactorSchema(shipped: ReturnType<typeof tacticalFactorSchema>) {
  return shipped
    .extend({ line: z.number().int().positive().optional() })
    .refine((f) => f.line !== undefined || f.source !== undefined, { message: 'give line: (the seed line it comes from) or source: (where the rule comes from, e.g. a house rule)', path: ['line'] });
}
