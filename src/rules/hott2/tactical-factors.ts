import type { Factor } from './schemas.js';

export type { Factor } from './schemas.js';

/**
 * HOTT 2e tactical factors (seed 000, lines 46-53) as data, read as src/rules/common/
 * tactical-factors.ts says; the combat factor itself is the troop row's (line 64). `words`
 * are the sheet's, OCR as printed (its minus signs are lost: "- 1", "- 2"). Which factor
 * counts in which combat is ruling R13; the -2 of line 53 counts once (R4: group `line-53`).
 * An overlay patches a row by id (`factors:`) or adds one (`addFactors:`).
 *
 * @example
 * FACTORS.find((f) => f.id === 'general')?.value; // => 1
 */

const RANGED = ['shooting', 'bespell'];
const ALL = ['close', 'shooting', 'bespell'];
const GENERAL = "+1 If a general's element, and either in close combat, bespelled or shot at.";
const COVER = '+2 If bespelled or shot at in a wood or BUA, or if bespelled and shortest line to bespeller crosses running water or within 600p of a Cleric or Paladin.';
const MINUS_ONE = '1 For each flank overlapped, and/or each enemy in frontal contact with flank or rear, or for each 2nd or 3rd element aiding a shooting or bespelling enemy, or an enemy attacking a Stronghold.';
const MINUS_TWO = '2 If any but Shooters, Warband, Lurkers, Beasts or Stronghold and in bad going, OR any mounted or aerals (except Beasts) in close combat with enemy who are in bad going, OR if any but Water Lurkers in contact with Water Lurkers, OR if bespelling enemy Magician who is within 600p of his own stronghold.';
/** Line 90: a Stronghold's "opponents do not suffer terrain penalties". */
const NOT_V_STRONGHOLD = [{ fortress: true }];
/** Rows spreading it list their `combat`, `role` and `self` in the places the schema has them (test/rules/shipped-rows.test.ts). */
const AIDED_LABELS = { label: 'enemy aided by 1 more element(s)', labelMany: 'enemy aided by {n} more element(s)', value: -1 };
const AIDED_COUNT = { count: ['aiding'], countSide: 'opponent' as const, cap: 2 };
const AIDED_WORDS = { group: 'aiding', words: MINUS_ONE, line: 52 };

// Checked against factorSchema by test/rules/shipped-rows.test.ts, not at every start.
export const FACTORS: readonly Factor[] = [
  { id: 'general', label: 'general', value: 1, combat: ALL, role: 'hit', flag: ['general'], words: GENERAL, line: 48, ruling: 'R13' },
  {
    id: 'uphill', label: 'upslope or defending a river bank', value: 1, combat: ['close'], flag: ['uphill'], notOpponent: [{ category: ['aerial'] }],
    words: '+1 If in close combat and either upslope or defending a river bank other than at a ford or bridge (except against aerals).', line: 49,
  },
  {
    id: 'second-rank', label: 'second rank in good going', value: 1, valueField: 'secondRankValue', combat: ['close'], flag: ['support'],
    self: [{ secondRankSupport: true }], notOpponent: [{ deniesRankSupport: true }], ownGoing: ['good'],
    words: '+1 If Spears or Warband supported by a second rank in good going.', line: 50,
  },
  { id: 'cover', label: 'in a wood or BUA', value: 2, combat: RANGED, role: 'hit', flag: ['cover'], group: 'line-51', words: COVER, line: 51 },
  {
    id: 'bespell-warded', label: 'bespelled across water or near a Cleric or Paladin', value: 2, combat: ['bespell'], role: 'hit', flag: ['warded'],
    group: 'line-51', words: COVER, line: 51,
  },
  {
    id: 'bespell-warded-by-self', label: 'bespelled across water or near a Cleric or Paladin', value: 2, combat: ['bespell'], role: 'hit',
    self: [{ wardsBespelling: true }], group: 'line-51', words: COVER, line: 51,
  },
  { id: 'overlaps', label: 'flank overlapped', labelMany: 'both flanks overlapped', value: -1, combat: ['close'], count: ['overlaps'], cap: 2, words: MINUS_ONE, line: 52 },
  { id: 'rear', label: 'enemy in contact with rear', value: -1, combat: ['close'], flag: ['rear'], words: MINUS_ONE, line: 52 },
  { id: 'aided-shooting', ...AIDED_LABELS, combat: RANGED, role: 'hit', ...AIDED_COUNT, ...AIDED_WORDS },
  { id: 'aided-assault', ...AIDED_LABELS, combat: ['close'], ...AIDED_COUNT, self: [{ fortress: true, ignoresAssaultAiding: false }], ...AIDED_WORDS },
  {
    id: 'bad-going', label: 'in bad going', value: -2, combat: ALL, notSelf: [{ badGoingExempt: true }], notOpponent: NOT_V_STRONGHOLD, ownGoing: ['bad'],
    group: 'line-53', words: MINUS_TWO, line: 53, ruling: 'R4',
  },
  {
    id: 'mounted-v-bad-going', label: 'fighting an enemy in bad going', value: -2, combat: ['close'],
    self: [{ category: ['mounted', 'aerial'] }], notSelf: [{ fightsIntoBadGoing: true }], notOpponent: NOT_V_STRONGHOLD, opponentGoing: ['bad'],
    group: 'line-53', words: MINUS_TWO, line: 53, ruling: 'R4',
  },
  {
    id: 'water-lurkers', label: 'in contact with Water Lurkers', value: -2, combat: ['close'], flag: ['water'], flagSide: 'opponent',
    notSelf: [{ condition: 'water', waterLurker: true }], opponent: [{ waterLurker: true }], group: 'line-53', words: MINUS_TWO, line: 53, ruling: 'R4',
  },
  {
    id: 'bespelling-warded-magician', label: 'bespelling a Magician near its own Stronghold', value: -2, combat: ['bespell'], role: 'actor',
    flag: ['near-stronghold'], flagSide: 'opponent', opponent: [{ wardedNearStronghold: true }], group: 'line-53', words: MINUS_TWO, line: 53, ruling: 'R4',
  },
];

