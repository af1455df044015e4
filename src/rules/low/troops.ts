import { rowFinder } from '../common/troop-table.js';

/**
 * Little Orc Wars troop types, transcribed from seed 004_c98169fcf59b619a.txt (cited as
 * line numbers of that file; it has 1,449 lines). One row per troop type: melee dice, the
 * kills that remove the figure, movement, points, missile dice, and the data the kernel
 * reads for special rules (die conversions, bonus dice and their condition, flags). Rule
 * code reads these fields and never compares a troop id to a literal, so an overlay that
 * patches a row, or a new row, is a data change. `line` is the row's main seed line and
 * `cite` maps each field to the seed lines it comes from. Readings of unclear or garbled
 * text are numbered rulings in RULINGS.md (R1..).
 */

/** The seed's length: every cited line is within 1..SEED_LINES. */
export const SEED_LINES = 1449;

/** foot and mounted soldiers and heroes; giants, war beasts and elementals are creatures of their own kind. */
export const CATEGORIES = ['foot', 'mounted', 'giant', 'war-beast', 'elemental'] as const;
export type Category = (typeof CATEGORIES)[number];

/** Hero types (line 507-508: "Champions, Priests, and Wizards"; line 12: Paladins and Rangers are Champions). */
export const HEROES = ['champion', 'paladin', 'ranger', 'cleric', 'necromancer', 'wizard'] as const;
export type Hero = (typeof HEROES)[number];

export const ELEMENTS = ['air', 'earth', 'fire', 'water'] as const;
export type Element = (typeof ELEMENTS)[number];

/**
 * Where a row's die conversion applies (ruling R11): `melee` close combat; `missile` dice
 * rolled with missile weapons (firing, or a target returning fire); `resist` dice rolled by
 * a target without missile weapons resisting missile fire.
 */
export const DIE_CONTEXTS = ['melee', 'missile', 'resist'] as const;
export type DieContext = (typeof DIE_CONTEXTS)[number];

/**
 * When a bonus die is rolled (ruling R11). The kernel decides each from fields of the
 * opposing group and the situation, never from an id:
 * - `vs-undead`: the opposing group has a figure flagged `undead` (Paladin, lines 533-534);
 * - `vs-giant`: the opposing group has a figure of category `giant` (Ranger, lines 541-542);
 * - `in-water-vs-land-creature`: both sides are in water and the opposing group has a figure
 *   flagged neither `amphibious` nor `aquatic` (lines 990-993, 999);
 * - `vs-fire-elemental`: the opposing group has an `elemental` whose element is `fire`
 *   (lines 1081-1084).
 */
export const BONUS_CONDITIONS = ['vs-undead', 'vs-giant', 'in-water-vs-land-creature', 'vs-fire-elemental'] as const;
export type BonusCondition = (typeof BONUS_CONDITIONS)[number];

/**
 * - `undead`: cannot be taken prisoner nor take or escort prisoners (lines 806-807), can be
 *   turned by Paladins (lines 524-531, 809), triggers a Paladin's bonus die (R20);
 * - `amphibious`: moves in water, in water slain by catapult shot only if knocked over and
 *   first struck (lines 976-981); `aquatic`: the same but cannot move on land (lines 997-1000);
 * - `stable`: abnormally stable, hard to knock over with shot (lines 955-958);
 * - `inferior`: inferior troops, eight needed to crew a catapult (lines 1029-1030);
 * - `turns-undead`: may turn an Undead creature instead of acting (lines 524-531).
 */
export const FLAGS = ['undead', 'amphibious', 'aquatic', 'stable', 'inferior', 'turns-undead'] as const;
export type Flag = (typeof FLAGS)[number];

/** Rule options whose other reading is a change of row data (ruling R3). */
export const DATA_OPTIONS = ['cavalry-two-kills'] as const;
export type DataOption = (typeof DATA_OPTIONS)[number];

/** The fields a row cites; the first five are required in every row. */
export const CITED_FIELDS = [
  'meleeDice', 'killsNeeded', 'move', 'cost', 'missileDice',
  'missileRange', 'missileMaxKills', 'conversion', 'bonusDice', 'flags', 'catapultKillOn', 'boulders', 'height', 'underOption',
] as const;
export type CitedField = (typeof CITED_FIELDS)[number];

/**
 * A die conversion as a face map: `faces[f - 1]` is what a rolled `f` counts as. Applied to
 * each die before sorting (ruling R11).
 */
export type FaceMap = readonly [number, number, number, number, number, number];

export interface Conversion {
  readonly faces: FaceMap;
  readonly in: readonly DieContext[];
}

export interface BonusDice {
  readonly dice: number;
  readonly when: BonusCondition;
}

export interface Troop {
  readonly id: string;
  readonly name: string;
  readonly category: Category;
  readonly hero: Hero | null;
  readonly element: Element | null;
  /** War beasts only: 2 or 4 legs (the table's two movement columns, line 915). */
  readonly legs: 2 | 4 | null;
  /** Giants (upper bound of the height band) and elementals: height in inches. */
  readonly height: number | null;
  /** Dice rolled in melee (before bonus dice). */
  readonly meleeDice: number;
  /** Kills needed within one round to remove the figure (ruling R2, R3). */
  readonly killsNeeded: number;
  /** Movement in inches per turn (over open ground). */
  readonly move: number;
  /** Point-buy cost; null where the text gives none (ruling R26). */
  readonly cost: number | null;
  /** Dice rolled in missile fire, firing or returning fire; 0 without missile weapons. */
  readonly missileDice: number;
  /** Missile range in inches; null without missile weapons. */
  readonly missileRange: number | null;
  /** Most enemies its missile fire may slay in one turn; null for no limit. */
  readonly missileMaxKills: number | null;
  readonly conversion: Conversion | null;
  readonly bonusDice: readonly BonusDice[];
  readonly flags: readonly Flag[];
  /** Struck by catapult shot but not knocked over: killed on a d6 >= this (1: always killed). */
  readonly catapultKillOn: number;
  /** Giants: extra catapult shots thrown as boulders per turn (line 846-847). */
  readonly boulders: number;
  /** Field values under a rule option that reads the text differently (ruling R3). */
  readonly underOption: Readonly<Partial<Record<DataOption, { readonly killsNeeded?: number; readonly meleeDice?: number }>>>;
  /** What the balance combat (an engagement: melee rounds) leaves out, with its lines: spells, missile fire, boulders, turning Undead. */
  readonly notModelled: readonly string[];
  readonly line: number;
  readonly cite: Readonly<Record<'meleeDice' | 'killsNeeded' | 'move' | 'cost' | 'missileDice', readonly number[]> & Partial<Record<CitedField, readonly number[]>>>;
}

/** Elves and inferior troops: "6s to 5s, 4s to 3s, and 2s to 1s" (lines 945-946, 1022-1024). */
export const INFERIOR_FACES: FaceMap = [1, 1, 3, 3, 5, 5];

/**
 * Cover against missile fire (and, on fortifications, against melee by figures at least as
 * tall but under twice as tall as the wall: lines 1143-1147; `inMelee`). Applied to the
 * target's dice after its own conversion (ruling R16).
 */
export const COVER = [
  { id: 'woods', faces: [3, 3, 3, 4, 5, 6] as FaceMap, lines: [1236, 1237, 1238], inMelee: false },
  { id: 'wooden-fortification', faces: [3, 3, 3, 4, 5, 6] as FaceMap, lines: [1134, 1135, 1136, 1143, 1144, 1145], inMelee: true },
  { id: 'stone-fortification', faces: [4, 4, 4, 4, 5, 6] as FaceMap, lines: [1137, 1138, 1143, 1144, 1145], inMelee: true },
] as const;

// ---- shared citations -------------------------------------------------------------------
/** "one Melee Die for each infantry soldier and two Melee Dice for each cavalry soldier" */
const MELEE_DICE = [374, 375];
/** "substitute two normal kills for a creature with two Melee Dice (or three ...)" */
const KILLS_EQUAL_DICE = [400, 401];
/** mounted Priests and Wizards: "as per regular cavalry, 1 melee die for ... damage" (R3) */
const CAVALRY_ONE_KILL = [557, 558, 626, 627, 628];
const FOOT_MOVE = [260];
const MOUNTED_MOVE = [262];
/** "Range for missile attacks is two feet." */
const RANGE = [459];
/** "one Melee Die for each archer (mounted troops with missile weapons roll just one die ...)" */
const ONE_DIE_PER_ARCHER = [467, 468, 469, 470];
/** Bows, crossbows, slings: a troop without them has none (line 457-458). */
const NO_MISSILES = [457, 458];
/** "Heroes on foot cost 6 points each and mounted ones cost 7 points each." */
const HERO_POINTS = [508, 509, 510];
/** Struck but not knocked over: "he is dead" (lines 298-299). */
const SHOT_KILLS = [298, 299];

const DEFAULTS = {
  hero: null,
  element: null,
  legs: null,
  height: null,
  missileDice: 0,
  missileRange: null,
  missileMaxKills: null,
  conversion: null,
  bonusDice: [],
  flags: [],
  catapultKillOn: 1,
  boulders: 0,
  underOption: {},
} as const satisfies Partial<Troop>;

type RowFields = Omit<Troop, 'id' | 'notModelled' | keyof typeof DEFAULTS> & Partial<Pick<Troop, 'notModelled' | keyof typeof DEFAULTS>>;

/** What each kind of spellcaster does besides melee (lines 551, 595, 619-632, 1366). */
const SPELLS: Readonly<Record<string, string>> = {
  cleric: 'spells (004:551)',
  necromancer: 'spells, raising Undead (004:595)',
  wizard: 'spells (004:619-632)',
};

/**
 * What an engagement (melee rounds, the balance combat) leaves out of a row, from its fields:
 * spells (Priests and Wizards), missile fire, a giant's boulders, turning Undead.
 */
function notModelledOf(f: RowFields): string[] {
  return [
    ...(f.hero && SPELLS[f.hero] ? [SPELLS[f.hero] as string] : []),
    ...((f.missileDice ?? 0) > 0 ? ['missile fire (004:455-470)'] : []),
    ...((f.boulders ?? 0) > 0 ? ['boulder-hurling (004:840-847)'] : []),
    ...(f.flags?.includes('turns-undead') ? ['turning Undead (004:524-531)'] : []),
  ];
}

const row = <Id extends string>(id: Id, fields: RowFields): Troop & { readonly id: Id } => ({ id, ...DEFAULTS, notModelled: notModelledOf(fields), ...fields });

// ---- basic troops (lines 258-262, 372-401, 455-470) ---------------------------------------
const BASIC = [
  row('infantry', {
    name: 'Infantry', category: 'foot', meleeDice: 1, killsNeeded: 1, move: 12, cost: 1, line: 374,
    cite: { meleeDice: MELEE_DICE, killsNeeded: [391, 392], move: FOOT_MOVE, cost: [174], missileDice: NO_MISSILES, catapultKillOn: SHOT_KILLS },
  }),
  row('cavalry', {
    name: 'Cavalry', category: 'mounted', meleeDice: 2, killsNeeded: 1, move: 24, cost: 2, line: 375,
    underOption: { 'cavalry-two-kills': { killsNeeded: 2 } },
    cite: { meleeDice: MELEE_DICE, killsNeeded: CAVALRY_ONE_KILL, move: MOUNTED_MOVE, cost: [174, 175], missileDice: NO_MISSILES, underOption: KILLS_EQUAL_DICE },
  }),
  row('archers', {
    name: 'Missile-armed infantry', category: 'foot', meleeDice: 1, killsNeeded: 1, move: 12, cost: 2, line: 460,
    missileDice: 1, missileRange: 24,
    cite: { meleeDice: [374, 375, 462, 463], killsNeeded: [391, 392], move: FOOT_MOVE, cost: [459, 460], missileDice: ONE_DIE_PER_ARCHER, missileRange: RANGE },
  }),
  row('mounted-archers', {
    name: 'Missile-armed cavalry', category: 'mounted', meleeDice: 2, killsNeeded: 1, move: 24, cost: 3, line: 461,
    missileDice: 1, missileRange: 24, underOption: { 'cavalry-two-kills': { killsNeeded: 2 } },
    cite: { meleeDice: [374, 375, 469, 470], killsNeeded: CAVALRY_ONE_KILL, move: MOUNTED_MOVE, cost: [460, 461], missileDice: ONE_DIE_PER_ARCHER, missileRange: RANGE, underOption: KILLS_EQUAL_DICE },
  }),
] as const;

// ---- heroes (lines 503-630) ---------------------------------------------------------------
const CHAMPION_DICE = [516, 517, 518];
const PRIEST_DICE = [556, 557, 558];
const WIZARD_DICE = [625, 626, 627, 628];
const PALADIN_BONUS = { dice: 1, when: 'vs-undead' } as const satisfies BonusDice;

const wizard = <Id extends string>(id: Id, name: string, element: Element, mounted: boolean, line: number) =>
  row(id, {
    name, category: mounted ? 'mounted' : 'foot', hero: 'wizard', element,
    meleeDice: mounted ? 2 : 1, killsNeeded: 1, move: mounted ? 24 : 12, cost: mounted ? 7 : 6, line,
    missileDice: 1, missileRange: 24,
    cite: {
      meleeDice: WIZARD_DICE, killsNeeded: WIZARD_DICE, move: mounted ? MOUNTED_MOVE : FOOT_MOVE, cost: HERO_POINTS,
      missileDice: [628, 629, 630, ...ONE_DIE_PER_ARCHER], missileRange: RANGE,
    },
  });

const HEROES_ROWS = [
  row('champion', {
    name: 'Champion', category: 'foot', hero: 'champion', meleeDice: 2, killsNeeded: 2, move: 12, cost: 6, line: 516,
    cite: { meleeDice: CHAMPION_DICE, killsNeeded: [516, ...KILLS_EQUAL_DICE], move: FOOT_MOVE, cost: HERO_POINTS, missileDice: NO_MISSILES },
  }),
  row('mounted-champion', {
    name: 'Mounted Champion', category: 'mounted', hero: 'champion', meleeDice: 3, killsNeeded: 2, move: 24, cost: 7, line: 517,
    cite: { meleeDice: CHAMPION_DICE, killsNeeded: CHAMPION_DICE, move: MOUNTED_MOVE, cost: HERO_POINTS, missileDice: NO_MISSILES },
  }),
  row('paladin', {
    name: 'Paladin', category: 'foot', hero: 'paladin', meleeDice: 2, killsNeeded: 2, move: 12, cost: 6, line: 520,
    bonusDice: [PALADIN_BONUS], flags: ['turns-undead'],
    cite: { meleeDice: [12, ...CHAMPION_DICE], killsNeeded: [12, 516, ...KILLS_EQUAL_DICE], move: FOOT_MOVE, cost: HERO_POINTS, missileDice: NO_MISSILES, bonusDice: [533, 534], flags: [524, 525, 526, 527, 528] },
  }),
  row('mounted-paladin', {
    name: 'Mounted Paladin', category: 'mounted', hero: 'paladin', meleeDice: 3, killsNeeded: 2, move: 24, cost: 7, line: 520,
    bonusDice: [PALADIN_BONUS], flags: ['turns-undead'],
    cite: { meleeDice: [12, ...CHAMPION_DICE], killsNeeded: [12, ...CHAMPION_DICE], move: MOUNTED_MOVE, cost: HERO_POINTS, missileDice: NO_MISSILES, bonusDice: [533, 534], flags: [524, 525, 526, 527, 528] },
  }),
  row('ranger', {
    name: 'Ranger', category: 'foot', hero: 'ranger', meleeDice: 2, killsNeeded: 2, move: 12, cost: 6, line: 535,
    bonusDice: [{ dice: 1, when: 'vs-giant' }], missileDice: 3, missileRange: 24,
    cite: { meleeDice: [12, 516, 541, 542], killsNeeded: [543, 544], move: FOOT_MOVE, cost: [538, 539], missileDice: [546, 547], missileRange: [537, 538, ...RANGE], bonusDice: [541, 542] },
  }),
  row('cleric', {
    name: 'Cleric', category: 'foot', hero: 'cleric', meleeDice: 1, killsNeeded: 1, move: 12, cost: 6, line: 567,
    cite: { meleeDice: PRIEST_DICE, killsNeeded: PRIEST_DICE, move: FOOT_MOVE, cost: [560, 561, 562, 571, 572], missileDice: NO_MISSILES },
  }),
  row('mounted-cleric', {
    name: 'Mounted Cleric', category: 'mounted', hero: 'cleric', meleeDice: 2, killsNeeded: 1, move: 24, cost: 7, line: 567,
    cite: { meleeDice: PRIEST_DICE, killsNeeded: PRIEST_DICE, move: MOUNTED_MOVE, cost: [...HERO_POINTS, 560, 561], missileDice: NO_MISSILES },
  }),
  row('necromancer', {
    name: 'Necromancer', category: 'foot', hero: 'necromancer', meleeDice: 1, killsNeeded: 1, move: 12, cost: 6, line: 592,
    cite: { meleeDice: PRIEST_DICE, killsNeeded: PRIEST_DICE, move: FOOT_MOVE, cost: [560, 561, 562], missileDice: NO_MISSILES },
  }),
  row('mounted-necromancer', {
    name: 'Mounted Necromancer', category: 'mounted', hero: 'necromancer', meleeDice: 2, killsNeeded: 1, move: 24, cost: 7, line: 592,
    cite: { meleeDice: PRIEST_DICE, killsNeeded: PRIEST_DICE, move: MOUNTED_MOVE, cost: [...HERO_POINTS, 560, 561], missileDice: NO_MISSILES },
  }),
  wizard('air-wizard', 'Air Mage', 'air', false, 636),
  wizard('mounted-air-wizard', 'Mounted Air Mage', 'air', true, 636),
  wizard('earth-wizard', 'Earth Mage', 'earth', false, 669),
  wizard('mounted-earth-wizard', 'Mounted Earth Mage', 'earth', true, 669),
  wizard('fire-wizard', 'Fire Mage', 'fire', false, 703),
  wizard('mounted-fire-wizard', 'Mounted Fire Mage', 'fire', true, 703),
  wizard('water-wizard', 'Water Mage', 'water', false, 756),
  wizard('mounted-water-wizard', 'Mounted Water Mage', 'water', true, 756),
  row('lich-lord', {
    name: 'Lich Lord (optional)', category: 'foot', hero: 'necromancer', meleeDice: 2, killsNeeded: 2, move: 12, cost: 12, line: 1366,
    missileDice: 2, missileRange: 24,
    cite: { meleeDice: [1366, 1367], killsNeeded: [1366, 1367, ...KILLS_EQUAL_DICE], move: FOOT_MOVE, cost: [1365, 1366], missileDice: [1367, 1368], missileRange: [1368] },
  }),
] as const;

// ---- giants: the table of lines 872-878, repaired (ruling R18) ---------------------------
const GIANT_TABLE = [872, 874, 875, 876, 877, 878];

/** A giant of one height band; `armed` for one with bows, crossbows or slings (lines 866-870). */
const giant = <Id extends string>(id: Id, name: string, height: number, points: number, move: number, boulders: number, dice: number, line: number, armed = false) =>
  row(id, {
    name: armed ? `${name}, with missile weapons` : name, category: 'giant', height, meleeDice: dice, killsNeeded: dice, move,
    cost: armed ? null : points, boulders, catapultKillOn: dice, line,
    ...(armed ? { missileDice: dice, missileRange: 24, missileMaxKills: 1 } : {}),
    cite: {
      meleeDice: [line, 859, 860], killsNeeded: [860, 861, 862, 863, 864], move: [line, 831, 832, 833],
      cost: armed ? [827, 828, 829, ...GIANT_TABLE] : [line, 827, 828, 829], boulders: [line, 841, 842, 846, 847],
      catapultKillOn: [853, 854, 855, 856, 857], height: [line, 821, 822, 823, 824, 825],
      ...(armed ? { missileDice: [866, 867, ...GIANT_TABLE], missileRange: RANGE, missileMaxKills: [868, 869, 870] } : { missileDice: NO_MISSILES }),
    },
  });

const GIANTS = [
  giant('giant-up-to-2in', 'Giant (up to 2")', 2, 3, 16, 0, 2, 874),
  giant('giant-2-3in', 'Giant (2"-3")', 3, 5, 18, 1, 3, 875),
  giant('giant-3-4in', 'Giant (3"-4")', 4, 8, 20, 2, 4, 876),
  giant('giant-4-5in', 'Giant (4"-5")', 5, 11, 22, 3, 5, 877),
  giant('giant-5-6in', 'Giant (5"-6"+)', 6, 14, 24, 4, 6, 878),
] as const;

const GIANT_ARCHERS = [
  giant('giant-archer-up-to-2in', 'Giant (up to 2")', 2, 3, 16, 0, 2, 874, true),
  giant('giant-archer-2-3in', 'Giant (2"-3")', 3, 5, 18, 1, 3, 875, true),
  giant('giant-archer-3-4in', 'Giant (3"-4")', 4, 8, 20, 2, 4, 876, true),
  giant('giant-archer-4-5in', 'Giant (4"-5")', 5, 11, 22, 3, 5, 877, true),
  giant('giant-archer-5-6in', 'Giant (5"-6"+)', 6, 14, 24, 4, 6, 878, true),
] as const;

// ---- war beasts: the table of lines 915-922 (ruling R19) ---------------------------------
const INFERIOR_CONVERSION = { faces: INFERIOR_FACES, in: ['melee', 'missile', 'resist'] } as const satisfies Conversion;
const INFERIOR_POINTS = [1015, 1016, 1017, 1018, 1019, 1020];

/** A war beast of one row of the table; `inferior` at half its points, its dice converted (lines 1015-1024, ruling R13). */
const warBeast = <Id extends string>(id: Id, size: number, legs: 2 | 4, move: number, line: number, inferior = false) =>
  row(id, {
    name: `${inferior ? 'Inferior war beast' : 'War beast'} (${size === 1 ? 'up to man size' : `${size}x man size`}, ${legs}-legged)`, category: 'war-beast', legs,
    meleeDice: size, killsNeeded: size, move, cost: (inferior ? 0.75 : 1.5) * size, catapultKillOn: size, line,
    ...(inferior ? { conversion: INFERIOR_CONVERSION, flags: ['inferior'] } : {}),
    cite: {
      meleeDice: [line, 886, 887, 888, 889], killsNeeded: [line, ...KILLS_EQUAL_DICE], move: [915, line],
      cost: [line, 887, 888, 889, 890, 891, ...(inferior ? INFERIOR_POINTS : [])], missileDice: NO_MISSILES, catapultKillOn: [908, 909, 910, 911, 912],
      ...(inferior ? { conversion: [1022, 1023, 1024], flags: [1029, 1030] } : {}),
    },
  });

const WAR_BEASTS = [
  warBeast('war-beast-1x-2-leg', 1, 2, 14, 917),
  warBeast('war-beast-1x-4-leg', 1, 4, 21, 917),
  warBeast('war-beast-2x-2-leg', 2, 2, 16, 918),
  warBeast('war-beast-2x-4-leg', 2, 4, 24, 918),
  warBeast('war-beast-3x-2-leg', 3, 2, 18, 919),
  warBeast('war-beast-3x-4-leg', 3, 4, 27, 919),
  warBeast('war-beast-4x-2-leg', 4, 2, 20, 920),
  warBeast('war-beast-4x-4-leg', 4, 4, 30, 920),
  warBeast('war-beast-5x-2-leg', 5, 2, 22, 921),
  warBeast('war-beast-5x-4-leg', 5, 4, 33, 921),
  warBeast('war-beast-6x-2-leg', 6, 2, 24, 922),
  warBeast('war-beast-6x-4-leg', 6, 4, 36, 922),
] as const;

/** The priced inferior war beast (`¥/, point`, 1019-1020: half of 1½) and the one with two dice (half of 3), ruling R13. */
const INFERIOR_WAR_BEASTS = [
  warBeast('inferior-war-beast-1x-2-leg', 1, 2, 14, 917, true),
  warBeast('inferior-war-beast-1x-4-leg', 1, 4, 21, 917, true),
  warBeast('inferior-war-beast-2x-2-leg', 2, 2, 16, 918, true),
  warBeast('inferior-war-beast-2x-4-leg', 2, 4, 24, 918, true),
] as const;

// ---- peoples: dwarves, elves, inferior troops (lines 924-951, 1005-1030) ------------------
const ELF_CONVERSION = { faces: INFERIOR_FACES, in: ['melee', 'resist'] } as const satisfies Conversion;

const PEOPLES = [
  row('dwarves', {
    name: 'Dwarves', category: 'foot', meleeDice: 1, killsNeeded: 1, move: 8, cost: 1, line: 924,
    cite: { meleeDice: MELEE_DICE, killsNeeded: [391, 392], move: [928, 929, 930], cost: [174, 933, 934, 935, 936], missileDice: NO_MISSILES },
  }),
  row('dwarf-archers', {
    name: 'Dwarves with shortbows or crossbows', category: 'foot', meleeDice: 1, killsNeeded: 1, move: 8, cost: 1, line: 933,
    missileDice: 1, missileRange: 24,
    cite: { meleeDice: MELEE_DICE, killsNeeded: [391, 392], move: [928, 929, 930], cost: [174, 933, 934, 935, 936], missileDice: ONE_DIE_PER_ARCHER, missileRange: RANGE },
  }),
  row('elves', {
    name: 'Elves', category: 'foot', meleeDice: 1, killsNeeded: 1, move: 12, cost: 0.5, line: 937,
    conversion: ELF_CONVERSION,
    cite: { meleeDice: MELEE_DICE, killsNeeded: [391, 392], move: [941, ...FOOT_MOVE], cost: [1009, 1016, 1017, 1018], missileDice: NO_MISSILES, conversion: [945, 946] },
  }),
  row('elf-archers', {
    name: 'Elves with bows', category: 'foot', meleeDice: 1, killsNeeded: 1, move: 12, cost: 0.5, line: 946,
    missileDice: 1, missileRange: 36, conversion: ELF_CONVERSION,
    cite: { meleeDice: MELEE_DICE, killsNeeded: [391, 392], move: [941, ...FOOT_MOVE], cost: [950, 951, 1009, 1016, 1017, 1018], missileDice: [946, 947, 948, ...ONE_DIE_PER_ARCHER], missileRange: [946, 947], conversion: [945, 946, 947, 948] },
  }),
  row('inferior-infantry', {
    name: 'Inferior infantry', category: 'foot', meleeDice: 1, killsNeeded: 1, move: 12, cost: 0.5, line: 1005,
    conversion: INFERIOR_CONVERSION, flags: ['inferior'],
    cite: { meleeDice: MELEE_DICE, killsNeeded: [391, 392], move: FOOT_MOVE, cost: INFERIOR_POINTS, missileDice: NO_MISSILES, conversion: [1022, 1023, 1024], flags: [1029, 1030] },
  }),
  row('inferior-archers', {
    name: 'Inferior missile-armed infantry', category: 'foot', meleeDice: 1, killsNeeded: 1, move: 12, cost: 1, line: 1019,
    missileDice: 1, missileRange: 24, conversion: INFERIOR_CONVERSION, flags: ['inferior'],
    cite: { meleeDice: MELEE_DICE, killsNeeded: [391, 392], move: FOOT_MOVE, cost: [...INFERIOR_POINTS, 460], missileDice: ONE_DIE_PER_ARCHER, missileRange: RANGE, conversion: [1022, 1023, 1024], flags: [1029, 1030] },
  }),
  row('inferior-cavalry', {
    name: 'Inferior cavalry', category: 'mounted', meleeDice: 1, killsNeeded: 1, move: 24, cost: 1, line: 1024,
    flags: ['inferior'],
    cite: { meleeDice: [1024, 1025, 1026], killsNeeded: [1024, 1025, 1026], move: MOUNTED_MOVE, cost: INFERIOR_POINTS, missileDice: NO_MISSILES, flags: [1029, 1030] },
  }),
  row('inferior-mounted-archers', {
    name: 'Inferior missile-armed cavalry', category: 'mounted', meleeDice: 1, killsNeeded: 1, move: 24, cost: 1.5, line: 1026,
    missileDice: 1, missileRange: 24, conversion: { faces: INFERIOR_FACES, in: ['missile'] }, flags: ['inferior'],
    cite: { meleeDice: [1024, 1025, 1026], killsNeeded: [1024, 1025, 1026], move: MOUNTED_MOVE, cost: [...INFERIOR_POINTS, 461], missileDice: ONE_DIE_PER_ARCHER, missileRange: RANGE, conversion: [1026, 1027], flags: [1029, 1030] },
  }),
] as const;

// ---- undead, amphibious, aquatic, abnormally stable (lines 792-809, 953-1003) -------------
const UNDEAD = [796, 799, 800, 801];
const AMPHIBIOUS_BONUS = { dice: 1, when: 'in-water-vs-land-creature' } as const satisfies BonusDice;

const CREATURES = [
  row('undead-infantry', {
    name: 'Undead infantry (skeletons, zombies)', category: 'foot', meleeDice: 1, killsNeeded: 1, move: 12, cost: 1, line: 794,
    flags: ['undead'],
    cite: { meleeDice: [...UNDEAD, ...MELEE_DICE], killsNeeded: UNDEAD, move: UNDEAD, cost: [796, 174, 1379], missileDice: NO_MISSILES, flags: [806, 807, 809] },
  }),
  row('undead-archers', {
    name: 'Undead missile-armed infantry', category: 'foot', meleeDice: 1, killsNeeded: 1, move: 12, cost: 2, line: 794,
    missileDice: 1, missileRange: 24, flags: ['undead'],
    cite: { meleeDice: [...UNDEAD, ...MELEE_DICE], killsNeeded: UNDEAD, move: UNDEAD, cost: [796, 460], missileDice: ONE_DIE_PER_ARCHER, missileRange: RANGE, flags: [806, 807, 809] },
  }),
  row('undead-cavalry', {
    name: 'Undead cavalry', category: 'mounted', meleeDice: 2, killsNeeded: 1, move: 24, cost: 2, line: 794,
    flags: ['undead'], underOption: { 'cavalry-two-kills': { killsNeeded: 2 } },
    cite: { meleeDice: [...UNDEAD, ...MELEE_DICE], killsNeeded: [...UNDEAD, ...CAVALRY_ONE_KILL], move: UNDEAD, cost: [796, 174, 175], missileDice: NO_MISSILES, flags: [806, 807, 809], underOption: KILLS_EQUAL_DICE },
  }),
  row('undead-war-beast-1x-4-leg', {
    name: 'Undead war beast (up to man size, 4-legged)', category: 'war-beast', legs: 4, meleeDice: 1, killsNeeded: 1, move: 21, cost: 1.5, line: 1379,
    flags: ['undead'],
    cite: { meleeDice: [796, 917], killsNeeded: [796, 917], move: [799, 917], cost: [917, 1378, 1379], missileDice: NO_MISSILES, flags: [806, 807, 809] },
  }),
  row('amphibious-infantry', {
    name: 'Amphibious infantry (Lizardfolk, Kuo Toa, Deep Ones)', category: 'foot', meleeDice: 1, killsNeeded: 1, move: 12, cost: 2, line: 968,
    bonusDice: [AMPHIBIOUS_BONUS], flags: ['amphibious'],
    cite: { meleeDice: MELEE_DICE, killsNeeded: [391, 392], move: [976, 977, 978], cost: [973, 974, 174], missileDice: NO_MISSILES, bonusDice: [990, 991, 992, 993], flags: [976, 977, 978, 980, 981] },
  }),
  row('amphibious-archers', {
    name: 'Amphibious missile troops (Lizardfolk slingers)', category: 'foot', meleeDice: 1, killsNeeded: 1, move: 12, cost: 3, line: 987,
    missileDice: 1, missileRange: 24, bonusDice: [AMPHIBIOUS_BONUS], flags: ['amphibious'],
    cite: { meleeDice: MELEE_DICE, killsNeeded: [391, 392], move: [976, 977, 978], cost: [973, 974, 460], missileDice: [986, 987, 988, ...ONE_DIE_PER_ARCHER], missileRange: RANGE, bonusDice: [990, 991, 992, 993], flags: [976, 977, 978, 980, 981] },
  }),
  row('aquatic-infantry', {
    name: 'Aquatic humanoids', category: 'foot', meleeDice: 1, killsNeeded: 1, move: 12, cost: 2, line: 995,
    bonusDice: [AMPHIBIOUS_BONUS], flags: ['aquatic'],
    cite: { meleeDice: MELEE_DICE, killsNeeded: [391, 392], move: [976, 977, 997, 998, 999, 1000], cost: [973, 974, 999, 174], missileDice: NO_MISSILES, bonusDice: [990, 991, 992, 993, 999], flags: [997, 998, 999, 1000] },
  }),
  row('aquatic-archers', {
    name: 'Aquatic humanoids with missile weapons', category: 'foot', meleeDice: 1, killsNeeded: 1, move: 12, cost: 3, line: 1003,
    missileDice: 1, missileRange: 24, bonusDice: [AMPHIBIOUS_BONUS], flags: ['aquatic'],
    cite: { meleeDice: MELEE_DICE, killsNeeded: [391, 392], move: [976, 977, 997, 998, 999, 1000], cost: [973, 974, 999, 460], missileDice: [1003, ...ONE_DIE_PER_ARCHER], missileRange: RANGE, bonusDice: [990, 991, 992, 993, 999], flags: [997, 998, 999, 1000] },
  }),
  row('stable-war-beast-1x-4-leg', {
    name: 'Abnormally stable war beast (up to man size, 4-legged: alligator, crocodile)', category: 'war-beast', legs: 4,
    meleeDice: 1, killsNeeded: 1, move: 15.75, cost: 2.5, line: 953, flags: ['stable'],
    cite: { meleeDice: [917], killsNeeded: [917], move: [917, 960, 961, 962], cost: [964, 965, 966], missileDice: NO_MISSILES, flags: [955, 956, 957, 958] },
  }),
] as const;

// ---- elementals (lines 1036-1084, ruling R23) ---------------------------------------------
const ELEMENTAL_SIZES = [1, 2, 3, 4, 5, 6] as const;
type ElementalSize = (typeof ELEMENTAL_SIZES)[number];

const elemental = <E extends Element, N extends ElementalSize>(element: E, size: N) =>
  row(`elemental-${element}-${size}in` as const, {
    name: `${element[0]?.toUpperCase()}${element.slice(1)} Elemental (${size}")`, category: 'elemental', element, height: size,
    meleeDice: size, killsNeeded: size, move: 24, cost: 2 * size, line: 1045,
    bonusDice: element === 'water' ? [{ dice: size, when: 'vs-fire-elemental' }] : [],
    cite: {
      meleeDice: [1045, 1046, 1047], killsNeeded: [1045, ...KILLS_EQUAL_DICE], move: [1042, 1043], cost: [1049, 1050, 1051],
      missileDice: NO_MISSILES, height: [1045, 1046], ...(element === 'water' ? { bonusDice: [1081, 1082, 1083, 1084] } : {}),
    },
  });

const elementalsOf = <E extends Element>(e: E) => ELEMENTAL_SIZES.map((n) => elemental(e, n));
const ELEMENTALS = [...elementalsOf('air'), ...elementalsOf('earth'), ...elementalsOf('fire'), ...elementalsOf('water')];

export const TROOPS = [...BASIC, ...HEROES_ROWS, ...GIANTS, ...GIANT_ARCHERS, ...WAR_BEASTS, ...PEOPLES, ...INFERIOR_WAR_BEASTS, ...CREATURES, ...ELEMENTALS] as const;

export type TroopId = (typeof TROOPS)[number]['id'];

/** The troop row of a known id; an unknown id is a programming error, not a user's. */
export const troop: (id: string) => Troop = rowFinder<Troop>(TROOPS, 'low');
