/**
 * d3h2's vocabulary: the categories, goings, combat kinds, side conditions, outcomes and
 * bands its rows may name. A module without zod, read by the rules and by schemas.ts.
 */

/** How the text classes elements (002:9-11); the Stronghold (002:177) and Camp (002:183) are their own. */
export const CATEGORIES = ['aerial', 'mounted', 'foot', 'stronghold', 'camp'] as const;
export type Category = (typeof CATEGORIES)[number];

/** Going a side stands in: rough is not bad for the -2 (002:595), and is not good either. */
export const GOINGS = ['good', 'rough', 'bad'] as const;
export type Going = (typeof GOINGS)[number];

export const COMBATS = ['close', 'shooting', 'bespell'] as const;
export type Combat = (typeof COMBATS)[number];

/** The side conditions the rules read (the kernel declares them; RULINGS.md R28 lists proposals). */
export const CONDITION_KEYS = [
  'going', 'general', 'uphill', 'overlaps', 'flank', 'rear', 'support', 'side-support', 'in-stronghold', 'in-camp',
  'garrison', 'charged', 'aiding', 'cover', 'river-between', 'near-paladin-or-cleric', 'near-own-stronghold',
  'shoots-back', 'rolled-one',
] as const;
export type ConditionKey = (typeof CONDITION_KEYS)[number];

export const OUTCOMES = ['none', 'recoil', 'flee', 'destroyed', 'captured', 'ensorcelled'] as const;
export type Outcome = (typeof OUTCOMES)[number];

export const BANDS = ['equal', 'less', 'half'] as const;
export type Band = (typeof BANDS)[number];

/** The troop row fields a row's `cite` may give a seed line for. */
export const TROOP_FIELDS = [
  'id', 'name', 'aliases', 'category', 'classes', 'cfGroup', 'vsFoot', 'vsMounted', 'vsFootShotOrBespelled',
  'addsGarrisonFootCf', 'cost', 'lostAp', 'fast', 'double', 'mountedInfantry', 'shoots', 'bespells',
  'wardsBespelling', 'badGoingPenaltyExempt', 'countsAsGoodGoing', 'cannotBeOverlapped', 'canGarrison',
  'rearSupportFrom', 'sideSupportFrom', 'outcomeRows',
] as const;
