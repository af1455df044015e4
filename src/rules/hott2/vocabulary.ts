/**
 * The words hott2's rows and their schemas share (schemas.ts checks rows with them, the rules
 * read them): kept apart from both, so a rule module needs no schema and a schema no rule.
 */

/** Troop categories (seed 000, line 64). */
export const CATEGORIES = ['aerial', 'mounted', 'foot', 'stronghold'] as const;
export type Category = (typeof CATEGORIES)[number];

/** What a combat may do to an element (outcome-table.ts). */
export const HOTT2_OUTCOMES = ['none', 'recoil', 'flee', 'flee-off', 'destroyed', 'ensorcelled', 'captured'] as const;
export type Hott2Outcome = (typeof HOTT2_OUTCOMES)[number];

/** The troop row flags a selector may test (troops.ts says what each means). */
export const FLAGS = [
  'secondRankSupport', 'badGoingExempt', 'fightsIntoBadGoing', 'wardsBespelling', 'waterLurker', 'elusive',
  'fortress', 'wardedNearStronghold', 'deniesRankSupport', 'ignoresAssaultAiding',
] as const;
export type Flag = (typeof FLAGS)[number];

/** The side conditions the rules read (conditions.ts declares them). */
export const CONDITION_KEYS = [
  'going', 'general', 'uphill', 'support', 'overlaps', 'rear', 'charged', 'cover', 'warded', 'aiding',
  'shoots-back', 'water', 'near-stronghold', 'rolled-one',
] as const;
