import * as z from 'zod/mini';
import { FANTASY_TYPES } from './fantasy-table.js';
import { ARMOR_CLASSES, CHARGE_ROW_IDS, LOSS_ROW_IDS, MASS_CLASSES, MISSILE_WEAPON_IDS, SEED_LINES } from './tables.js';

/**
 * The shape of a Chainmail troop row (troops.ts: the mass types; fantasy-troops.ts: the
 * Fantasy Supplement's), and the helper that fills a row's defaults. A row says which class of
 * the Combat Tables it fights as and how many figures of it one figure counts as, how it
 * takes hits, its points, Morale Rating, Loss Table and Cavalry Charge rows, and the weapon,
 * formation and fantastic data the rules read. Rules read these fields and never compare a
 * troop id to a literal. `cite` maps each field to its seed lines (003:<line>).
 */

/** Foot or horse, as the text divides troops (003:390-400, 478, 505). */
export const CATEGORIES = ['foot', 'horse'] as const;
export type Category = (typeof CATEGORIES)[number];

/** Pole arms that give the Combat Tables' extra die and close-order protection (003:1105, 1107). */
export const POLE_ARMS = ['pike', 'halberd'] as const;
export type PoleArm = (typeof POLE_ARMS)[number];

/** The fields a row cites; `fightsAs` to `chargeRow` and `armor` are required in every row. */
export const CITED_FIELDS = [
  'fightsAs', 'cost', 'morale', 'lossRow', 'chargeRow',
  'closeFormation', 'defaultOrder', 'extraDiePerMan', 'poleArms', 'lance', 'standsCharges', 'pikeCharge', 'fatigueFactor', 'reluctant', 'impetus',
  'armor', 'missile',
  'defendsAs', 'weight', 'extraDice', 'toughness', 'checksMorale', 'fantasy', 'magicLevel', 'fullLight', 'halfKillsWith', 'magicDiceAgainst', 'unhurtFirstRoundAttacking', 'magicFantasyScores', 'fantasyDefence',
] as const;
export type CitedField = (typeof CITED_FIELDS)[number];

const seedLine = z.int().check(z.minimum(1), z.maximum(SEED_LINES));
const lines = z.array(seedLine).check(z.minLength(1));
const massClass = z.enum(MASS_CLASSES);

/**
 * Swiss and Landsknechte (003:1103, ruling C5): attacking in close formation of at least
 * `minFiles` x `minRanks` figures they fight as `attacksAs` (with their pole-arm die and a
 * mass-shock die per two men, tables.ts `COMBAT_NOTES`); defending in close order, no more
 * than `maxGapInches` apart, with pole arms facing the enemy, as `defendsAs`; attacked in
 * flank or rear, or in open order, as the row's `fightsAs`.
 */
export const closeFormationSchema = z.strictObject({
  attacksAs: massClass,
  defendsAs: massClass,
  minFiles: z.int().check(z.positive()),
  minRanks: z.int().check(z.positive()),
  maxGapInches: z.number().check(z.positive()),
});
export type CloseFormation = z.infer<typeof closeFormationSchema>;

const troopId = z.string().check(z.regex(/^[a-z0-9]+(-[a-z0-9]+)*$/));

/**
 * How a figure takes hits in normal combat, missiles and melee (003:794, 859-867, 889-921;
 * C29): `hits` kill one figure, adding up over rounds (`cumulative`: ogres, giants, rocs) or
 * only within one round (`simultaneous`: heroes, lycanthropes); `impervious` figures cannot be
 * killed in normal combat at all (balrogs, dragons, ents, elementals, wraiths, true trolls).
 */
export const toughnessSchema = z.strictObject({
  hits: z.int().check(z.minimum(1), z.maximum(12)),
  mode: z.enum(['cumulative', 'simultaneous', 'impervious']),
  /** Hits that kill it from a unit with magical weapons (lycanthropes, ogres, wraiths: one, 003:859-867); null: as `hits`. */
  magicHits: z.nullable(z.int().check(z.positive())),
  /** Hits that kill it from particular troops (ogres: elves 3, hero-types 1, 003:867). */
  hitsBy: z.array(z.strictObject({ troop: troopId, hits: z.int().check(z.positive()) })),
  /** Normal missile fire cannot hurt it (wizards 003:806, wights 003:939). */
  missileProof: z.boolean(),
});
export type Toughness = z.infer<typeof toughnessSchema>;

/** A type that fights on in full daylight worse (goblins, orcs: 003:768, 790; wights: 003:939): added to each die, and to its Morale Rating. */
export const fullLightSchema = z.strictObject({ perDie: z.int().check(z.minimum(-1), z.maximum(0)), morale: z.int().check(z.minimum(-1), z.maximum(0)) });

/**
 * A troop row's shape. The table is plain data, so an overlay that patches a field is
 * checked the same way.
 */
export const troopSchema = z.strictObject({
  id: troopId,
  name: z.string().check(z.minLength(1)),
  category: z.enum(CATEGORIES),
  /** The Combat Tables class it attacks as, and defends as unless `defendsAs` or `closeFormation` says otherwise. */
  fightsAs: massClass,
  /** The class it defends as when that differs ("attack as four Light Horse and defend as four Heavy Horse", 003:909). */
  defendsAs: z.nullable(massClass),
  /** Figures of its class one figure fights as: 1, or a creature's "fights as four Heavy Foot" (003:794-939; C29). */
  weight: z.int().check(z.minimum(1), z.maximum(12)),
  /** Extra dice a figure rolls beyond its class's (a giant's oversized weapon, 003:893; C29). */
  extraDice: z.int().check(z.minimum(0), z.maximum(3)),
  closeFormation: z.nullable(closeFormationSchema),
  /**
   * The order a unit of it stands in unless its side says `close-order` or `open-order`: the
   * one place every command (matchup, balance, tables, scenarios, the explorer) takes it from
   * (C45). `close` needs a close formation or pole arms, which are what close order changes.
   */
  defaultOrder: z.enum(['open', 'close']),
  /** Points per figure, SUGGESTED POINT VALUES (003:712-736) and the Fantasy Supplement's; null where the text gives "(-)". */
  cost: z.nullable(z.number().check(z.positive(), z.multipleOf(0.25))),
  /** The "Morale Rating" factor (003:413-421; the Fantasy Supplement's, up to 50); null where the text gives "(-)". */
  morale: z.nullable(z.int().check(z.minimum(1), z.maximum(50))),
  /** False for a type that "need never check morale": it takes no morale result and no Loss Table check (003:794, 883, 893, 903, 909; C30). */
  checksMorale: z.boolean(),
  /** Its row of the Loss Table (003:488-497). */
  lossRow: z.enum(LOSS_ROW_IDS),
  /** Its defender row of the Cavalry Charge table (003:507-515). */
  chargeRow: z.enum(CHARGE_ROW_IDS),
  /** One extra die per man for pike or halberd, on the asterisked HEAVY FOOT / ARMORED FOOT blocks (003:1107, ruling C4). */
  extraDiePerMan: z.boolean(),
  /** Pike or halberd: in close order, frontal casualties only from like weapons (003:1105, ruling C6). */
  poleArms: z.nullable(z.enum(POLE_ARMS)),
  /** Armed with the lance: counts as a like weapon against halberds, not pikes (003:1105, ruling C6). */
  lance: z.boolean(),
  /** Stands any cavalry charge when facing the enemy with its pole arms (003:517). */
  standsCharges: z.boolean(),
  /** Its charge makes the enemy check on the Loss Table (003:501-503). */
  pikeCharge: z.boolean(),
  /** Multiplies the numbers of the fatigue triggers (003:262: Swiss/Landsknechte double them). */
  fatigueFactor: z.union([z.literal(1), z.literal(2)]),
  /** Rolls 2d6 before moving, attacking or defending (peasants, 003:539-552). */
  reluctant: z.boolean(),
  /** Receives the Impetus Bonus charging into melee across smooth, level ground or down a moderate slope (003:478; C23). */
  impetus: z.boolean(),
  /** Its armour as a target of missile fire: the missile table's three blocks (003:268-281; C26). */
  armor: z.enum(ARMOR_CLASSES),
  /** Its missile weapon for mass missile fire, if any (003:285-287, 712-728; C26). */
  missile: z.nullable(z.enum(MISSILE_WEAPON_IDS)),
  /** How it takes hits (C29). */
  toughness: toughnessSchema,
  /** Its row and column on the Fantasy Combat Table (003:1247-1261), or null for a type not on it. */
  fantasy: z.nullable(z.enum(FANTASY_TYPES)),
  /** A lesser magic user's handicap on the Fantasy Combat Table: Sorcerer 1, Warlock 2, Magician 3 (003:806, 1243; C31). */
  magicLevel: z.int().check(z.minimum(0), z.maximum(3)),
  /** What full daylight takes off (goblins, orcs, wights), or null. */
  fullLight: z.nullable(fullLightSchema),
  /** Types against which kills are halved both ways, the small folk being hard to catch (dwarves against trolls, ogres and giants, 003:764). */
  halfKillsWith: z.array(troopId),
  /** Extra dice a figure with magical weapons rolls against particular types (elves: goblins 3, orcs 2; 003:774-775). */
  magicDiceAgainst: z.array(z.strictObject({ troop: troopId, dice: z.int().check(z.positive()) })),
  /** Attacking, it takes no casualties in the first round of melee (invisible sprites, 003:760). */
  unhurtFirstRoundAttacking: z.boolean(),
  /** Scores on the Fantasy Combat Table of a type not on it, with magical weapons (elves: 003:772-784). */
  magicFantasyScores: z.array(z.strictObject({ defender: z.enum(FANTASY_TYPES), score: z.int().check(z.minimum(2), z.maximum(12)), line: seedLine })),
  /** How it is killed in fantastic combat: the Fantasy Combat Table, or only on the True Troll table (003:869-881; C31). */
  fantasyDefence: z.enum(['fantasy-table', 'true-troll-table']),
  /** What the balance combat (an engagement) leaves out, with its lines: missile fire, spells, flight, fear. */
  notModelled: z.array(z.string().check(z.minLength(1), z.maxLength(200))),
  /** Rulings of RULINGS.md this row rests on. */
  rulings: z.array(z.string().check(z.regex(/^C[1-9]\d*$/))),
  line: seedLine,
  cite: z.strictObject({
    fightsAs: lines, cost: lines, morale: lines, lossRow: lines, chargeRow: lines,
    closeFormation: z.optional(lines), defaultOrder: z.optional(lines), extraDiePerMan: z.optional(lines), poleArms: z.optional(lines), lance: z.optional(lines),
    standsCharges: z.optional(lines), pikeCharge: z.optional(lines), fatigueFactor: z.optional(lines), reluctant: z.optional(lines),
    impetus: z.optional(lines), armor: lines, missile: z.optional(lines),
    defendsAs: z.optional(lines), weight: z.optional(lines), extraDice: z.optional(lines), toughness: z.optional(lines), checksMorale: z.optional(lines),
    fantasy: z.optional(lines), magicLevel: z.optional(lines), fullLight: z.optional(lines), halfKillsWith: z.optional(lines), magicDiceAgainst: z.optional(lines),
    unhurtFirstRoundAttacking: z.optional(lines), magicFantasyScores: z.optional(lines), fantasyDefence: z.optional(lines),
  }),
}).check(z.superRefine((t, ctx) => {
  if (t.extraDiePerMan && t.poleArms === null) ctx.addIssue({ code: 'custom', message: `${t.id}: an extra die per man needs pole arms` });
  if ((t.closeFormation !== null || t.standsCharges) && t.poleArms === null) ctx.addIssue({ code: 'custom', message: `${t.id}: close formation and standing charges need pole arms` });
  if (t.defaultOrder === 'close' && t.closeFormation === null && t.poleArms === null) ctx.addIssue({ code: 'custom', message: `${t.id}: close order by default needs a close formation or pole arms` });
  if (t.checksMorale && t.morale === null) ctx.addIssue({ code: 'custom', message: `${t.id}: a type that checks morale needs a Morale Rating` });
  const set = {
    closeFormation: t.closeFormation !== null, defaultOrder: t.defaultOrder !== 'open', extraDiePerMan: t.extraDiePerMan, poleArms: t.poleArms !== null, lance: t.lance,
    standsCharges: t.standsCharges, pikeCharge: t.pikeCharge, fatigueFactor: t.fatigueFactor !== 1, reluctant: t.reluctant,
    impetus: t.impetus, missile: t.missile !== null,
    defendsAs: t.defendsAs !== null, weight: t.weight !== 1, extraDice: t.extraDice !== 0, toughness: t.toughness.mode !== 'cumulative' || t.toughness.hits !== 1 || t.toughness.missileProof,
    checksMorale: !t.checksMorale, fantasy: t.fantasy !== null, magicLevel: t.magicLevel !== 0, fullLight: t.fullLight !== null,
    halfKillsWith: t.halfKillsWith.length > 0, magicDiceAgainst: t.magicDiceAgainst.length > 0, unhurtFirstRoundAttacking: t.unhurtFirstRoundAttacking,
    magicFantasyScores: t.magicFantasyScores.length > 0, fantasyDefence: t.fantasyDefence !== 'fantasy-table',
  } as const;
  for (const [field, isSet] of Object.entries(set)) {
    if (isSet && !t.cite[field as keyof typeof set]) ctx.addIssue({ code: 'custom', message: `${t.id}: ${field} is set but not cited` });
  }
}));
export type Troop = z.infer<typeof troopSchema>;

/** A figure that takes one hit and dies: every mass type. */
export const ONE_HIT: Toughness = { hits: 1, mode: 'cumulative', magicHits: null, hitsBy: [], missileProof: false };

const DEFAULTS = {
  defendsAs: null,
  weight: 1,
  extraDice: 0,
  closeFormation: null,
  defaultOrder: 'open',
  checksMorale: true,
  extraDiePerMan: false,
  poleArms: null,
  lance: false,
  standsCharges: false,
  pikeCharge: false,
  fatigueFactor: 1,
  reluctant: false,
  impetus: false,
  missile: null,
  toughness: ONE_HIT,
  fantasy: null,
  magicLevel: 0,
  fullLight: null,
  halfKillsWith: [],
  magicDiceAgainst: [],
  unhurtFirstRoundAttacking: false,
  magicFantasyScores: [],
  fantasyDefence: 'fantasy-table',
  rulings: [],
} as const satisfies Partial<Troop>;

export type RowFields = Omit<Troop, 'id' | 'notModelled' | keyof typeof DEFAULTS> & Partial<Pick<Troop, keyof typeof DEFAULTS | 'notModelled'>>;

/** What an engagement, the balance combat, leaves out of a row, from its fields (beside what the row lists itself). */
const notModelledOf = (fields: RowFields): string[] => [
  ...(fields.missile ? ['missile fire (003:266-300)'] : []),
  ...(fields.reluctant ? ['the rolls to move and to attack (003:539-552)'] : []),
  ...(fields.notModelled ?? []),
];

/** A row with the defaults of a plain mass type filled in. */
export const row = <Id extends string>(id: Id, fields: RowFields): Troop & { readonly id: Id } => ({ id, ...DEFAULTS, ...fields, notModelled: notModelledOf(fields) });
