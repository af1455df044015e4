import * as z from 'zod/mini';
import { shippedCheck } from './shipped-checks.js';

/**
 * Chainmail (2nd edition, with the Fantasy Supplement) mass-combat tables, transcribed from
 * seed 003_2e1ef94db81ea8a3.txt and cited `003:<line>` (1-based, as `sed -n Np` prints
 * them). Data only: no rule system reads these tables yet. Each entry carries the seed line
 * it comes from and, in `words`, a fragment of that line quoted verbatim (OCR errors
 * included, LaTeX fraction markup left out), so a test can check it against the seed where
 * the seed is present. Readings of garbled or doubtful text are the numbered rulings C1..
 * in RULINGS.md. Every table is checked by its zod schema in a test (shipped-checks.ts), not when this module loads.
 */

/** The seed's length: every cited line is within 1..SEED_LINES. */
export const SEED_LINES = 1292;

/**
 * The six mass-combat classes in "ladder" order, weakest first: LF < HF < AF < LH < MH < HH
 * (ruling C2). A flank attack moves the attacker one step up (003:438), fatigue one step
 * down (003:256-257), standing Horse return casualties one step down (003:480: "Light
 * return casualties as if they were Armored Foot").
 */
export const MASS_CLASSES = ['light-foot', 'heavy-foot', 'armored-foot', 'light-horse', 'medium-horse', 'heavy-horse'] as const;
export type MassClass = (typeof MASS_CLASSES)[number];

const seedLine = z.int().check(z.minimum(1), z.maximum(SEED_LINES));
const face = z.int().check(z.minimum(1), z.maximum(6));
const words = z.string().check(z.minLength(1), z.maxLength(300));
/** A 2d6 score. */
const twoDice = z.int().check(z.minimum(2), z.maximum(12));
const massClass = z.enum(MASS_CLASSES);
/** A ruling of RULINGS.md, `C<n>`. */
const ruling = z.string().check(z.regex(/^C[1-9]\d*$/));

// ---- the Combat Tables (Appendix A, 003:1045-1107) --------------------------------------

/**
 * One cell of the Combat Tables: the attacker rolls `dice` dice per `men` attacking figures
 * ("1 die per two men" is { dice: 1, men: 2 }, "2 dice per man" { dice: 2, men: 1 }), and
 * each die showing one of `kills` kills a defender ("5, 6 kills" is [5, 6], "4-6 kills"
 * [4, 5, 6]). The leading "-" of "-1 die" is a separator, not a sign (ruling C3).
 */
export const combatCellSchema = z.strictObject({
  dice: z.int().check(z.minimum(1), z.maximum(4)),
  men: z.int().check(z.minimum(1), z.maximum(4)),
  kills: z.array(face).check(z.minLength(1), z.maxLength(6), z.refine((k) => k.every((f, i) => f === 7 - k.length + i), {
    message: 'kills are a run of faces ending at 6, ascending',
  })),
  words,
  line: seedLine,
});
export type CombatCell = z.infer<typeof combatCellSchema>;

/**
 * One attacker's block of the Combat Tables. `poleArmExtraDie` is the block's asterisk:
 * "* Men armed with pike or halbard add an extra die." (003:1107) is printed on the HEAVY
 * FOOT* and ARMORED FOOT* headings only (ruling C4).
 */
export const combatBlockSchema = z.strictObject({
  words,
  line: seedLine,
  poleArmExtraDie: z.boolean(),
  vs: z.record(massClass, combatCellSchema),
});

/** The whole table: a block for every attacker class, a cell for every defender class. */
export const combatTableSchema = z.record(massClass, combatBlockSchema).check(z.superRefine((table, ctx) => {
  for (const attacker of MASS_CLASSES) {
    const block = table[attacker];
    for (const defender of MASS_CLASSES) {
      const cell = block.vs[defender];
      if (cell.line <= block.line) ctx.addIssue({ code: 'custom', message: `${attacker} vs ${defender}: cell cited above its heading` });
    }
  }
}));

type Face = 1 | 2 | 3 | 4 | 5 | 6;
const cell = (line: number, quoted: string, dice: number, men: number, kills: readonly Face[]): CombatCell => ({ dice, men, kills: [...kills], words: quoted, line });

/**
 * The COMBAT TABLES (003:1047): `COMBAT_TABLE[attacker].vs[defender]`. Transcribed as
 * printed; no cell needed mending (ruling C3).
 */
export const COMBAT_TABLE = {
  'light-foot': {
    words: 'LIGHT FOOT vs', line: 1049, poleArmExtraDie: false,
    vs: {
      'light-foot': cell(1051, 'Light Foot -1 die per man, 6 kills', 1, 1, [6]),
      'heavy-foot': cell(1052, 'Heavy Foot -1 die per two men, 6 kills', 1, 2, [6]),
      'armored-foot': cell(1053, 'Armored Foot -1 die per three men, 6 kills', 1, 3, [6]),
      'light-horse': cell(1054, 'Light Horse -1 die per two men, 6 kills', 1, 2, [6]),
      'medium-horse': cell(1055, 'Medium Horse -1 die per three men, 6 kills', 1, 3, [6]),
      'heavy-horse': cell(1056, 'Heavy Horse -1 die per four men, 6 kills', 1, 4, [6]),
    },
  },
  'heavy-foot': {
    words: 'HEAVY FOOT* vs', line: 1067, poleArmExtraDie: true,
    vs: {
      'light-foot': cell(1069, 'Light Foot -1 die per man, 5, 6 kills', 1, 1, [5, 6]),
      'heavy-foot': cell(1070, 'Heavy Foot -1 die per man, 6 kills', 1, 1, [6]),
      'armored-foot': cell(1071, 'Armored Foot -1 die per two men, 6 kills', 1, 2, [6]),
      'light-horse': cell(1072, 'Light Horse -1 die per two men, 6 kills', 1, 2, [6]),
      'medium-horse': cell(1073, 'Medium Horse -1 die per three men, 6 kills', 1, 3, [6]),
      'heavy-horse': cell(1074, 'Heavy Horse -1 die per four men, 6 kills', 1, 4, [6]),
    },
  },
  'armored-foot': {
    words: 'ARMORED FOOT* vs', line: 1094, poleArmExtraDie: true,
    vs: {
      'light-foot': cell(1096, 'Light Foot -1 die per man, 4-6 kills', 1, 1, [4, 5, 6]),
      'heavy-foot': cell(1097, 'Heavy Foot -1 die per man, 5, 6 kills', 1, 1, [5, 6]),
      'armored-foot': cell(1098, 'Armored Foot -1 die per man, 6 kills', 1, 1, [6]),
      'light-horse': cell(1099, 'Light Horse -1 die per man, 6 kills', 1, 1, [6]),
      'medium-horse': cell(1100, 'Medium Horse -1 die per two men, 6 kills', 1, 2, [6]),
      'heavy-horse': cell(1101, 'Heavy Horse -1 die per three men, 6 kills', 1, 3, [6]),
    },
  },
  'light-horse': {
    words: 'LIGHT HORSE vs', line: 1058, poleArmExtraDie: false,
    vs: {
      'light-foot': cell(1060, 'Light Foot -2 dice per man, 5, 6 kills', 2, 1, [5, 6]),
      'heavy-foot': cell(1061, 'Heavy Foot -2 dice per man, 6 kills', 2, 1, [6]),
      'armored-foot': cell(1062, 'Armored Foot -1 die per man, 6 kills', 1, 1, [6]),
      'light-horse': cell(1063, 'Light Horse -1 die per man, 6 kills', 1, 1, [6]),
      'medium-horse': cell(1064, 'Medium Horse -1 die per two men, 6 kills', 1, 2, [6]),
      'heavy-horse': cell(1065, 'Heavy Horse -1 die per three men, 6 kills', 1, 3, [6]),
    },
  },
  'medium-horse': {
    words: 'MEDIUM HORSE vs', line: 1076, poleArmExtraDie: false,
    vs: {
      'light-foot': cell(1078, 'Light Foot -2 dice per man, 4-6 kills', 2, 1, [4, 5, 6]),
      'heavy-foot': cell(1079, 'Heavy Foot -2 dice per man, 5, 6 kills', 2, 1, [5, 6]),
      'armored-foot': cell(1080, 'Armored Foot -2 dice per man, 6 kills', 2, 1, [6]),
      'light-horse': cell(1081, 'Light Horse -1 die per man, 5, 6 kills', 1, 1, [5, 6]),
      'medium-horse': cell(1082, 'Medium Horse -1 die per man, 6 kills', 1, 1, [6]),
      'heavy-horse': cell(1083, 'Heavy Horse -1 die per two men, 6 kills', 1, 2, [6]),
    },
  },
  'heavy-horse': {
    words: 'HEAVY HORSE vs', line: 1085, poleArmExtraDie: false,
    vs: {
      'light-foot': cell(1087, 'Light Foot -4 dice per man, 5, 6 kills', 4, 1, [5, 6]),
      'heavy-foot': cell(1088, 'Heavy Foot -3 dice per man, 5, 6 kills', 3, 1, [5, 6]),
      'armored-foot': cell(1089, 'Armored Foot -2 dice per man, 5, 6 kills', 2, 1, [5, 6]),
      'light-horse': cell(1090, 'Light Horse -2 dice per man, 5, 6 kills', 2, 1, [5, 6]),
      'medium-horse': cell(1091, 'Medium Horse -1 die per man, 5, 6 kills', 1, 1, [5, 6]),
      'heavy-horse': cell(1092, 'Heavy Horse -1 die per man, 6 kills', 1, 1, [6]),
    },
  },
} as const satisfies Record<MassClass, z.infer<typeof combatBlockSchema>>;
shippedCheck('COMBAT_TABLE', () => combatTableSchema.parse(COMBAT_TABLE));

/**
 * The special class and pole-arm notes under the Combat Tables (003:1103-1107), as data a
 * rule reads (rulings C4-C6). The Swiss/Landsknechte classes themselves are fields of their
 * troop rows (`closeFormation` in troops.ts); this records the lines and the mass-shock die.
 */
export const COMBAT_NOTES = {
  /** "For every two men so attacking as additional "mass shock" die is added." (C5) */
  massShock: { men: 2, dice: 1, minFiles: 5, minRanks: 2, line: 1103, words: 'For every two men so attacking as additional "mass shock" die is added.' },
  /** "* Men armed with pike or halbard add an extra die." Read as one extra die per man (C4). */
  poleArmExtraDie: { perMan: 1, line: 1107, words: 'Men armed with pike or halbard add an extra die.' },
  /** Close order with pole arms: frontal casualties only from like weapons; a lance may attack halberds, not pikes (C6). */
  poleArmFormation: { lanceMayAttack: ['halberd'] as const, line: 1105, words: 'can only suffer frontal melee casualties from troops armed with like weapons' },
} as const;

export const combatNotesSchema = z.strictObject({
  massShock: z.strictObject({ men: z.int().check(z.positive()), dice: z.int().check(z.positive()), minFiles: z.int().check(z.positive()), minRanks: z.int().check(z.positive()), line: seedLine, words }),
  poleArmExtraDie: z.strictObject({ perMan: z.int().check(z.positive()), line: seedLine, words }),
  poleArmFormation: z.strictObject({ lanceMayAttack: z.array(z.enum(['pike', 'halberd'])), line: seedLine, words }),
});
shippedCheck('COMBAT_NOTES', () => combatNotesSchema.parse(COMBAT_NOTES));

// ---- flank and rear attacks (003:438-440) ------------------------------------------------

/**
 * "Units attacking from the flank are at the next higher class, i.e., Heavy Foot equals
 * Armored Foot and Heavy Horse equals +1 on each die." (003:438). The class moves one step
 * up the ladder; the top class, which has no next class, adds 1 to each die instead
 * (`topOfLadderPerDie`). Armored Foot on a flank become Light Horse by the ladder (ruling
 * C14; option `flank-armored-foot-plus-one`). A rear attack takes the same bonus and
 * receives no casualties in return (003:440).
 */
export const FLANK_REAR = {
  flank: { classSteps: 1, topOfLadderPerDie: 1, line: 438, words: 'Units attacking from the flank are at the next higher class' },
  rear: { classSteps: 1, topOfLadderPerDie: 1, receivesCasualties: false, line: 440, words: 'Units which attack from the rear deliver casualties without receiving any in return.' },
} as const;

export const flankRearSchema = z.strictObject({
  flank: z.strictObject({ classSteps: z.int(), topOfLadderPerDie: z.int(), line: seedLine, words }),
  rear: z.strictObject({ classSteps: z.int(), topOfLadderPerDie: z.int(), receivesCasualties: z.boolean(), line: seedLine, words }),
});
shippedCheck('FLANK_REAR', () => flankRearSchema.parse(FLANK_REAR));

// ---- fatigue (003:245-264) -----------------------------------------------------------------

/**
 * FATIGUE (003:245-264). Any one trigger fatigues a unit (Swiss/Landsknechte double the
 * numbers: the troop row's `fatigueFactor`, 003:262). Fatigued troops attack and defend one
 * class lower on the ladder (003:256-257; Light Foot, the bottom class, are unchanged:
 * ruling C15), and "Morale value drops - 1 on values and die (dice) rolls" (003:258), read as
 * -1 on the Morale Rating and -1 on each morale roll's total (C15; option
 * `fatigue-minus-one-per-die`). One turn without moving restores them (003:264).
 */
export const FATIGUE = {
  triggers: [
    { id: 'move-5', moves: 5, charge: false, meleeRounds: 0, line: 249, words: 'Moving 5 consecutive turns.' },
    { id: 'move-2-charge-melee', moves: 2, charge: true, meleeRounds: 1, line: 250, words: 'Moving 2 consecutive turns, charging, then meleeing.' },
    { id: 'move-1-charge-melee-2', moves: 1, charge: true, meleeRounds: 2, line: 251, words: 'Moving 1 turn, charging, then meleeing 2 rounds.' },
    { id: 'melee-3', moves: 0, charge: false, meleeRounds: 3, line: 252, words: 'Meleeing three rounds.' },
  ],
  attackSteps: { value: -1, line: 256, words: 'They attack at the next lower value (heavy foot=light foot).' },
  defendSteps: { value: -1, line: 257, words: 'They defend at the next lower value.' },
  moraleRating: { value: -1, line: 258, words: 'Morale value drops - 1 on values and die (dice) rolls.' },
  moraleRoll: { value: -1, line: 258, words: 'Morale value drops - 1 on values and die (dice) rolls.' },
  uphill: { movesPerUphillMove: 2, line: 260, words: 'Movement uphill equals two normal moves per uphill move.' },
  restoredAfterStillTurns: { value: 1, line: 264, words: 'One turn of non-movement fully restores fatigued troops.' },
} as const;

const quotedValue = z.strictObject({ value: z.int(), line: seedLine, words });
export const fatigueSchema = z.strictObject({
  triggers: z.array(z.strictObject({
    id: z.string().check(z.regex(/^[a-z0-9]+(-[a-z0-9]+)*$/)), moves: z.int().check(z.minimum(0)), charge: z.boolean(), meleeRounds: z.int().check(z.minimum(0)), line: seedLine, words,
  })).check(z.length(4)),
  attackSteps: quotedValue,
  defendSteps: quotedValue,
  moraleRating: quotedValue,
  moraleRoll: quotedValue,
  uphill: z.strictObject({ movesPerUphillMove: z.int().check(z.positive()), line: seedLine, words }),
  restoredAfterStillTurns: quotedValue,
});
shippedCheck('FATIGUE', () => fatigueSchema.parse(FATIGUE));

// ---- post-melee morale (003:410-436) -----------------------------------------------------------

/** The Morale Rating rows (003:415-421); troop rows carry their rating as `morale`. */
export const MORALE_RATING_IDS = [
  'peasants', 'light-foot-levies', 'heavy-foot', 'light-horse', 'armored-foot-janissaries', 'medium-horse-landsknechte', 'heavy-horse-swiss-pikemen',
] as const;
export type MoraleRatingId = (typeof MORALE_RATING_IDS)[number];

export const moraleRatingSchema = z.strictObject({ id: z.enum(MORALE_RATING_IDS), rating: z.int().check(z.minimum(1), z.maximum(12)), line: seedLine, words });

/** "Morale Rating" factors (003:413-421), multiplied by each side's survivors, by type (ruling C7). */
export const MORALE_RATINGS = [
  { id: 'peasants', rating: 3, line: 415, words: 'Peasants' },
  { id: 'light-foot-levies', rating: 4, line: 416, words: 'Light Foot and levies' },
  { id: 'heavy-foot', rating: 5, line: 417, words: 'Heavy Foot' },
  { id: 'light-horse', rating: 6, line: 418, words: 'Light Horse' },
  { id: 'armored-foot-janissaries', rating: 7, line: 419, words: 'Armored Foot, Janissaries' },
  { id: 'medium-horse-landsknechte', rating: 8, line: 420, words: 'Medium Horse, Landsknechte' },
  { id: 'heavy-horse-swiss-pikemen', rating: 9, line: 421, words: 'Heavy Horse, Swiss Pikemen' },
] as const;
shippedCheck('MORALE_RATINGS', () => z.array(moraleRatingSchema).check(z.length(MORALE_RATING_IDS.length)).parse(MORALE_RATINGS));

/** What the side with the lower post-melee total does. */
export const MORALE_RESULTS = ['continue', 'back-half', 'back-1', 'retreat', 'rout', 'surrender'] as const;
export type MoraleResult = (typeof MORALE_RESULTS)[number];

/**
 * POST MELEE MORALE (003:410-436), rulings C7-C9. Each side totals: (1) the side with fewer
 * casualties, the difference in casualties times one die; (2) the side with more survivors,
 * the difference in survivors; (3) every side, its survivors of each type times their Morale
 * Rating (step 3 is lost in the OCR; the worked example at 003:436 restores it). Totals are
 * doubled when both sides had fewer than 20 figures at the start of the round (C8; option
 * `doubling: 'total-under-20'`, as morale.ts). The lower total reacts by the difference's
 * band; `max: null` is "100 difference" and above (C9).
 */
export const POST_MELEE = {
  fewerCasualties: { diceTimesDifference: 1, line: 412, words: 'This number is multiplied by the score of a die roll and the total noted.' },
  moreSurvivors: { line: 413, words: 'The side with the greater number of surviving troops who were involved in the melee determines the positive difference' },
  ratingTimesSurvivors: { line: 436, words: 'To this the Heavy Horse add a morale rating of 9, times their 8 survivors, or 72.' },
  doubling: { factor: 2, fewerThanPerSide: 20, line: 436, words: 'For Melees involving less than 20 troops per side double all totals.' },
  results: [
    { min: 0, max: 19, result: 'continue', line: 425, words: '0-19 difference - melee continues' },
    { min: 20, max: 39, result: 'back-half', line: 426, words: '20-39 difference - back' },
    { min: 40, max: 59, result: 'back-1', line: 427, words: '40-59 difference - back 1 move, good order' },
    { min: 60, max: 79, result: 'retreat', line: 428, words: '60-79 difference - retreat' },
    { min: 80, max: 99, result: 'rout', line: 429, words: '80-99 difference - rout' },
    { min: 100, max: null, result: 'surrender', line: 430, words: '100 difference - surrender' },
  ],
} as const;

export const postMeleeSchema = z.strictObject({
  fewerCasualties: z.strictObject({ diceTimesDifference: z.int().check(z.positive()), line: seedLine, words }),
  moreSurvivors: z.strictObject({ line: seedLine, words }),
  ratingTimesSurvivors: z.strictObject({ line: seedLine, words }),
  doubling: z.strictObject({ factor: z.int().check(z.positive()), fewerThanPerSide: z.int().check(z.positive()), line: seedLine, words }),
  results: z.array(z.strictObject({ min: z.int().check(z.minimum(0)), max: z.nullable(z.int().check(z.minimum(0))), result: z.enum(MORALE_RESULTS), line: seedLine, words })).check(z.superRefine((bands, ctx) => {
    bands.forEach((b, i) => {
      const expectedMin = i === 0 ? 0 : (bands[i - 1]?.max ?? NaN) + 1;
      if (b.min !== expectedMin) ctx.addIssue({ code: 'custom', message: `band ${b.result} starts at ${b.min}, expected ${expectedMin}` });
      if ((b.max === null) !== (i === bands.length - 1)) ctx.addIssue({ code: 'custom', message: 'only the last band is open-ended' });
    });
  })),
});
shippedCheck('POST_MELEE', () => postMeleeSchema.parse(POST_MELEE));

// ---- the Loss Table (003:486-499) ------------------------------------------------------------

export const LOSS_ROW_IDS = [
  'light-peasants-levies', 'heavy-foot', 'elite-heavy-foot-armored-foot-mongols', 'medium-horse-not-knights', 'swiss-pikemen', 'heavy-horse-norman-knights', 'mounted-knights',
] as const;
export type LossRowId = (typeof LOSS_ROW_IDS)[number];

/**
 * A Loss Table row: when casualties from all causes exceed `casualties` (a fraction of the
 * unit's original strength; ruling C10), the unit rolls 2d6 and stays on `scoreToRemain` or
 * better, else is removed. `percent` is the text's figure as printed.
 */
export const lossRowSchema = z.strictObject({
  id: z.enum(LOSS_ROW_IDS),
  casualties: z.strictObject({ num: z.int().check(z.positive()), den: z.int().check(z.positive()) }).check(z.refine((f) => f.num < f.den, 'a fraction below 1')),
  percent: z.string().check(z.regex(/^\d+( 1\/3)?%$/)),
  scoreToRemain: twoDice,
  line: seedLine,
  words,
});
export type LossRow = z.infer<typeof lossRowSchema>;

/** LOSS TABLE (003:488-497). */
export const LOSS_TABLE = [
  { id: 'light-peasants-levies', casualties: { num: 1, den: 4 }, percent: '25%', scoreToRemain: 8, line: 491, words: 'Light, peasants or levies' },
  { id: 'heavy-foot', casualties: { num: 1, den: 3 }, percent: '33 1/3%', scoreToRemain: 7, line: 492, words: 'Heavy Foot' },
  { id: 'elite-heavy-foot-armored-foot-mongols', casualties: { num: 1, den: 3 }, percent: '33 1/3%', scoreToRemain: 6, line: 493, words: 'Elite Heavy Foot, Armored Foot, Mongols' },
  { id: 'medium-horse-not-knights', casualties: { num: 1, den: 3 }, percent: '33 1/3%', scoreToRemain: 7, line: 494, words: 'Med. Horse (not Kts.)' },
  { id: 'swiss-pikemen', casualties: { num: 1, den: 2 }, percent: '50%', scoreToRemain: 5, line: 495, words: 'Swiss Pikemen' },
  { id: 'heavy-horse-norman-knights', casualties: { num: 1, den: 2 }, percent: '50%', scoreToRemain: 6, line: 496, words: 'Heavy Horse, Norman Knights' },
  { id: 'mounted-knights', casualties: { num: 1, den: 2 }, percent: '50%', scoreToRemain: 4, line: 497, words: 'Mounted Knights' },
] as const satisfies readonly LossRow[];
shippedCheck('LOSS_TABLE', () => z.array(lossRowSchema).check(z.length(LOSS_ROW_IDS.length)).parse(LOSS_TABLE));

/**
 * How the Loss Table is applied (003:486, 499), rulings C10-C11: the check falls due when
 * losses exceed the fraction (option `loss-check-at-percentage`: when they reach it); a unit
 * that stays is removed, without a roll, once its further losses reach the fraction of its
 * original strength again (option `loss-removal-of-remaining`: of the strength it had when
 * it passed). A failed check removes the unit unless it has no route of retreat; surrounded
 * units that fail surrender.
 */
export const LOSS_CHECK = {
  dice: 2,
  trigger: { when: 'exceeds', line: 486, words: 'When casualties from any and all causes exceed a certain percentage' },
  afterStable: { removedAt: 'fraction-again-of-original', line: 486, words: 'but at that time it must be removed from the table for the remainder of the game' },
  failure: { line: 499, words: 'Any unit that fails to make the required score to remain in battle is removed from play immediately' },
} as const;

export const lossCheckSchema = z.strictObject({
  dice: z.literal(2),
  trigger: z.strictObject({ when: z.enum(['exceeds', 'reaches']), line: seedLine, words }),
  afterStable: z.strictObject({ removedAt: z.enum(['fraction-again-of-original', 'fraction-of-remaining']), line: seedLine, words }),
  failure: z.strictObject({ line: seedLine, words }),
});
shippedCheck('LOSS_CHECK', () => lossCheckSchema.parse(LOSS_CHECK));

// ---- the Cavalry Charge table (003:505-519) ------------------------------------------------------

export const CHARGE_ROW_IDS = [
  'peasants', 'light-foot-levies', 'heavy-foot', 'elite-heavy-foot-armored-foot', 'light-horse', 'medium-horse', 'heavy-horse',
] as const;
export type ChargeRowId = (typeof CHARGE_ROW_IDS)[number];

/** The charging horse classes: the table's columns "Light Medium Heavy" (003:508). */
export const CHARGER_CLASSES = ['light-horse', 'medium-horse', 'heavy-horse'] as const;
const chargerClass = z.enum(CHARGER_CLASSES);

/** A defender's row: the 2d6 score needed to stand a charge by each class of horse (ruling C13). */
export const chargeRowSchema = z.strictObject({
  id: z.enum(CHARGE_ROW_IDS),
  needs: z.record(chargerClass, twoDice),
  line: seedLine,
  words,
});

/**
 * The Cavalry Charge table (003:505-519): a unit charged by horse rolls 2d6 and stands on
 * `needs[charger]` or better, else retreats 1 1/2 moves and must rally. Modifiers add to the
 * 2d6 score; Swiss and Landsknechte with pikes or pole arms facing the enemy stand
 * automatically (the troop row's `standsCharges`, 003:517).
 */
export const CHARGE_TABLE = {
  dice: 2,
  columnsLine: 508,
  rows: [
    { id: 'peasants', needs: { 'light-horse': 9, 'medium-horse': 10, 'heavy-horse': 11 }, line: 509, words: 'Peasants' },
    { id: 'light-foot-levies', needs: { 'light-horse': 8, 'medium-horse': 9, 'heavy-horse': 10 }, line: 510, words: 'Light Foot, levies' },
    { id: 'heavy-foot', needs: { 'light-horse': 7, 'medium-horse': 8, 'heavy-horse': 9 }, line: 511, words: 'Heavy Foot' },
    { id: 'elite-heavy-foot-armored-foot', needs: { 'light-horse': 6, 'medium-horse': 7, 'heavy-horse': 8 }, line: 512, words: 'Elite Heavy Foot, Armored Foot' },
    { id: 'light-horse', needs: { 'light-horse': 5, 'medium-horse': 6, 'heavy-horse': 7 }, line: 513, words: 'Light Horse' },
    { id: 'medium-horse', needs: { 'light-horse': 4, 'medium-horse': 5, 'heavy-horse': 6 }, line: 514, words: 'Medium Horse' },
    { id: 'heavy-horse', needs: { 'light-horse': 3, 'medium-horse': 4, 'heavy-horse': 5 }, line: 515, words: 'Heavy Horse' },
  ],
  modifiers: [
    { id: 'charged-in-flank', value: -1, line: 519, words: 'Units charged in the flank deduct 1 from the dice score' },
    { id: 'charged-in-rear', value: -2, line: 519, words: 'units charged in the rear deduct 2 from the dice score' },
    { id: 'both-charging-foot', value: 1, line: 505, words: 'adding 1 to the dice score if Foot' },
    { id: 'both-charging-horse', value: 2, line: 505, words: 'and two to the dice score if Horse' },
  ],
  autoStand: { line: 517, words: 'Swiss and Landsknechte armed with pikes or pole arms facing the enemy automatically stand any charges.' },
  failure: { retreatMoves: 1.5, line: 505, words: 'Units that fail to score the required total retreat' },
} as const;

/** The Impetus Bonus: one extra die per man in the first round of a charge (003:478; C23). */
export const IMPETUS = { dicePerMan: 1, line: 478, words: 'Such troops add an extra die to their normal number shown on the Combat Tables.' } as const;

/** Standing Horse return casualties one class down in the first round (003:480; C24). */
export const STANDING_HORSE = { classSteps: -1, line: 480, words: 'When standing, Horse will defend normally but will return casualties at the next lower category' } as const;

export const chargeTableSchema = z.strictObject({
  dice: z.literal(2),
  columnsLine: seedLine,
  rows: z.array(chargeRowSchema).check(z.length(CHARGE_ROW_IDS.length)),
  modifiers: z.array(z.strictObject({ id: z.string().check(z.regex(/^[a-z]+(-[a-z]+)*$/)), value: z.int().check(z.minimum(-2), z.maximum(2)), line: seedLine, words })).check(z.minLength(1)),
  autoStand: z.strictObject({ line: seedLine, words }),
  failure: z.strictObject({ retreatMoves: z.number().check(z.positive()), line: seedLine, words }),
});
shippedCheck('CHARGE_TABLE', () => chargeTableSchema.parse(CHARGE_TABLE));

// ---- peasants (003:539-552) ------------------------------------------------------------------

/**
 * Peasants roll 2d6 before they will do anything (003:539-552): to move on 7 or better, and
 * to attack or to defend against an enemy by the enemy's row. A troop row with `reluctant`
 * rolls this table. Failing to attack: stand unmoved; failing to defend: treated as having
 * lost a melee and routed (003:552).
 */
export const PEASANT_ROLLS = {
  dice: 2,
  toMove: { needs: 7, line: 541, words: 'To move - score 7 or better.' },
  vs: [
    { enemy: 'peasants', toAttack: 4, toDefend: 5, line: 544, words: 'Peasants' },
    { enemy: 'light-foot-levies', toAttack: 6, toDefend: 6, line: 545, words: 'Light Foot, Levies' },
    { enemy: 'heavy-foot', toAttack: 8, toDefend: 7, line: 546, words: 'Heavy Foot' },
    { enemy: 'armored-foot-pikes', toAttack: 9, toDefend: 8, line: 547, words: 'Armored Foot, pikes' },
    { enemy: 'light-horse', toAttack: 10, toDefend: 9, line: 548, words: 'Light Horse' },
    { enemy: 'medium-horse', toAttack: 11, toDefend: 10, line: 549, words: 'Medium Horse' },
    { enemy: 'heavy-horse', toAttack: 12, toDefend: 11, line: 550, words: 'Heavy Horse' },
  ],
  failure: { line: 552, words: 'If they fail to defend, they are treated as if they lost a melee and had routed.' },
} as const;

export const peasantRollsSchema = z.strictObject({
  dice: z.literal(2),
  toMove: z.strictObject({ needs: twoDice, line: seedLine, words }),
  vs: z.array(z.strictObject({
    enemy: z.enum(['peasants', 'light-foot-levies', 'heavy-foot', 'armored-foot-pikes', 'light-horse', 'medium-horse', 'heavy-horse']),
    toAttack: twoDice, toDefend: twoDice, line: seedLine, words,
  })).check(z.length(7)),
  failure: z.strictObject({ line: seedLine, words }),
});
shippedCheck('PEASANT_ROLLS', () => peasantRollsSchema.parse(PEASANT_ROLLS));

// ---- mass missile fire (003:266-302) ---------------------------------------------------------------

export const ARMOR_CLASSES = ['unarmored', 'half-armor-or-shield', 'fully-armored'] as const;
export type ArmorClass = (typeof ARMOR_CLASSES)[number];

/**
 * One row of the missile table: a group of `firing` figures (inclusive range) rolls one die;
 * a low roll (`dieBands[0]`) kills `casualties[0]`, a high roll `casualties[1]`. `ruling`
 * names a doubtful row (C17).
 */
export const missileRowSchema = z.strictObject({
  firing: z.tuple([z.int().check(z.positive()), z.int().check(z.positive())]).check(z.refine(([a, b]) => a <= b, 'a range low..high')),
  casualties: z.tuple([z.int().check(z.minimum(0)), z.int().check(z.minimum(0))]).check(z.refine(([low, high]) => low <= high, 'a high roll kills no fewer')),
  line: seedLine,
  ruling: z.optional(ruling),
});

export const missileBlockSchema = z.strictObject({
  target: z.enum(ARMOR_CLASSES),
  dieBands: z.tuple([z.tuple([face, face]), z.tuple([face, face])]).check(z.refine(([low, high]) => low[0] === 1 && low[1] + 1 === high[0] && high[1] === 6, 'two bands covering 1-6')),
  line: seedLine,
  words,
  rows: z.array(missileRowSchema).check(z.minLength(1), z.superRefine((rows, ctx) => {
    rows.forEach((r, i) => {
      const prev = rows[i - 1];
      if (prev && r.firing[0] !== prev.firing[1] + 1) ctx.addIssue({ code: 'custom', message: `firing bands not contiguous at ${r.firing[0]}` });
    });
  })),
});

/**
 * MISSILE FIRE (003:266-283): casualties by the number of figures firing, one die, and the
 * target's armour. Groups larger than a block's last row are split into equal groups not
 * above it (003:283). Transcribed as printed; the half-armour 5-6 row and the fully-armoured
 * first band are doubtful (ruling C17). The seed does not say which troop class is which
 * armour class, so the troop rows carry none.
 */
export const MISSILE_TABLE = [
  {
    target: 'unarmored', dieBands: [[1, 2], [3, 6]], line: 268, words: 'TARGET - Unarmored',
    rows: [
      { firing: [1, 2], casualties: [0, 1], line: 270 },
      { firing: [3, 4], casualties: [1, 2], line: 271 },
      { firing: [5, 6], casualties: [2, 3], line: 272 },
      { firing: [7, 8], casualties: [3, 4], line: 273 },
      { firing: [9, 10], casualties: [4, 5], line: 274 },
    ],
  },
  {
    target: 'half-armor-or-shield', dieBands: [[1, 3], [4, 6]], line: 268, words: 'Armor or Shield',
    rows: [
      { firing: [1, 2], casualties: [0, 0], line: 270 },
      { firing: [3, 4], casualties: [0, 1], line: 271 },
      { firing: [5, 6], casualties: [2, 2], line: 272, ruling: 'C17' },
      { firing: [7, 8], casualties: [2, 3], line: 273 },
      { firing: [9, 10], casualties: [3, 3], line: 274 },
    ],
  },
  {
    target: 'fully-armored', dieBands: [[1, 4], [5, 6]], line: 276, words: 'TARGET - Fully Armored',
    rows: [
      { firing: [4, 8], casualties: [0, 1], line: 278, ruling: 'C17' },
      { firing: [9, 12], casualties: [1, 2], line: 279 },
      { firing: [13, 16], casualties: [2, 3], line: 280 },
      { firing: [17, 20], casualties: [3, 3], line: 281 },
    ],
  },
] as const;

export const missileTableSchema = z.array(missileBlockSchema).check(z.length(ARMOR_CLASSES.length), z.superRefine((blocks, ctx) => {
  if (blocks.map((b) => b.target).join() !== ARMOR_CLASSES.join()) ctx.addIssue({ code: 'custom', message: 'one block per armour class, in order' });
}));
shippedCheck('MISSILE_TABLE', () => missileTableSchema.parse(MISSILE_TABLE));

/** Missile weapons of mass fire and what each adds to the missile die (003:285-287). */
export const MISSILE_WEAPONS = [
  { id: 'bow', dieBonus: 0, line: 285, words: 'Crossbowmen, Archers, and Longbowmen may fire every turn' },
  { id: 'longbow', dieBonus: 0, line: 285, words: 'Crossbowmen, Archers, and Longbowmen may fire every turn' },
  { id: 'crossbow', dieBonus: 0, line: 285, words: 'Crossbowmen, Archers, and Longbowmen may fire every turn' },
  { id: 'heavy-crossbow', dieBonus: 1, line: 287, words: 'They add 1 to Missile Fire die rolls.' },
] as const;
export const MISSILE_WEAPON_IDS = ['bow', 'longbow', 'crossbow', 'heavy-crossbow'] as const;
shippedCheck('MISSILE_WEAPONS', () => z.array(z.strictObject({ id: z.enum(MISSILE_WEAPON_IDS), dieBonus: z.int().check(z.minimum(0), z.maximum(2)), line: seedLine, words })).parse(MISSILE_WEAPONS));

/** Cover against mass missile fire (003:300): soft cover halves casualties, fractions dropped; mantlets and arrow slits make the target arrow proof. */
export const MISSILE_COVER = {
  soft: { divisor: 2, line: 300, words: 'will reduce missile casualties by one-half (drop all fractions)' },
  arrowProof: { line: 300, words: 'make targets behind them, including missile troops firing thru such slits, "arrow proof"' },
} as const;

/** The die-band headings of the missile table, quoted (003:269, 277). */
export const MISSILE_DIE_HEADINGS = [
  { line: 269, words: '- 1-2 3-6' },
  { line: 277, words: '- 1-4 5-6' },
] as const;
