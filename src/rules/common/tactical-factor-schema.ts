import * as z from 'zod/mini';
import { ROLES } from './tactical-factors.js';

/**
 * The schemas of tactical factor rows (tactical-factors.ts reads them), apart from the rows
 * and their reader so that zod is loaded only where a user's rows are checked (an overlay)
 * or by the tests that check the shipped ones.
 */

/** What a factor table's rows may name: its selector schema, condition keys, combat kinds and goings. */
export interface FactorVocabulary<Sel extends z.ZodMiniType> {
  readonly selector: Sel;
  readonly conditions: readonly [string, ...string[]];
  readonly combats: readonly [string, ...string[]];
  readonly goings: readonly [string, ...string[]];
  /** Numeric row fields a factor may take its value from, with the row field citing each. */
  readonly valueFields?: Readonly<Record<string, string>>;
}

/** The schema of one factor row over a system's vocabulary; overlays are checked against it. */
export function tacticalFactorSchema<Sel extends z.ZodMiniType>(v: FactorVocabulary<Sel>) {
  const selectors = z.array(v.selector).check(z.minLength(1));
  const condition = z.enum(v.conditions);
  const valueFields = Object.keys(v.valueFields ?? {});
  return z.strictObject({
    id: z.string().check(z.regex(/^[a-z][a-z0-9-]*$/, 'a factor id is kebab-case: lower-case letters, digits and dashes')),
    label: z.string().check(z.minLength(1)),
    /** The label when the count is 2 or more, `{n}` the count; default `<label> x{n}`. */
    labelMany: z.optional(z.string().check(z.minLength(1))),
    value: z.int().check(z.minimum(-20), z.maximum(20)),
    valueField: z.optional((valueFields.length > 0 ? z.enum(valueFields as [string, ...string[]]) : z.never())),
    combat: z.array(z.enum(v.combats)).check(z.minLength(1)),
    role: z.optional(z.enum(ROLES)),
    flag: z.optional(z.array(condition).check(z.minLength(1))),
    flagSide: z.optional(z.enum(['self', 'opponent'])),
    notFlag: z.optional(z.array(condition).check(z.minLength(1))),
    count: z.optional(z.array(condition).check(z.minLength(1))),
    countSide: z.optional(z.enum(['self', 'opponent'])),
    cap: z.optional(z.int().check(z.positive())),
    self: z.optional(selectors),
    notSelf: z.optional(selectors),
    opponent: z.optional(selectors),
    notOpponent: z.optional(selectors),
    ownGoing: z.optional(z.array(z.enum(v.goings)).check(z.minLength(1))),
    opponentGoing: z.optional(z.array(z.enum(v.goings)).check(z.minLength(1))),
    /** The side's row must name who supports it: from the rear or from a side. */
    supportedBy: z.optional(z.enum(['rear', 'side'])),
    group: z.optional(z.string().check(z.minLength(1))),
    /** The seed's words at `line`, and the seed file (`000`) when the table cites more than one. */
    words: z.string().check(z.minLength(1)),
    line: z.int().check(z.positive()),
    seed: z.optional(z.string().check(z.regex(/^\d{3}$/))),
    /** Where a row that no seed line gives comes from: a house rule's overlay ("house rule: ..."). */
    source: z.optional(z.string().check(z.minLength(1), z.maxLength(200))),
    ruling: z.optional(z.string().check(z.regex(/^R\d+$/))),
  });
}

/**
 * The schema a factor row an overlay patches or adds must pass: the shipped rows' schema,
 * except that a house rule may give `source:` (where it comes from) instead of a seed `line:`.
 */
export function overlayFactorSchema(shipped: ReturnType<typeof tacticalFactorSchema>) {
  return z.extend(shipped, { line: z.optional(z.int().check(z.positive())) }).check(z.refine((f) => f.line !== undefined || f.source !== undefined, { message: 'give line: (the seed line it comes from) or source: (where the rule comes from, e.g. a house rule)', path: ['line'] }));
}
