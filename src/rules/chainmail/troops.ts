import * as z from 'zod/mini';
import { rowFinder } from '../common/troop-table.js';
import { troopTableOf } from '../common/troop-table-schema.js';
import { FANTASY_TROOPS } from './fantasy-troops.js';
import { SEED_LINES } from './tables.js';
import { row, troopSchema, type CloseFormation, type Troop } from './troop-row.js';
import { shippedCheck } from './shipped-checks.js';

export { CATEGORIES, CITED_FIELDS, POLE_ARMS, closeFormationSchema, troopSchema, type Category, type CitedField, type CloseFormation, type PoleArm, type Troop } from './troop-row.js';

/**
 * Chainmail troop types, transcribed from seed 003_2e1ef94db81ea8a3.txt (cited `003:<line>`;
 * 1,292 lines). One row per type: the six classes of the Combat Tables, plus peasants,
 * levies, missile troops, Swiss pikemen and Landsknechte here, then the Fantasy Supplement's
 * types (fantasy-troops.ts). The row's shape is troop-row.ts. `line` is the row's main seed
 * line and `cite` maps each field to the seed lines it comes from. Readings of unclear or
 * garbled text are the numbered rulings C1.. in RULINGS.md; `rulings` lists those a row rests
 * on.
 */

export { SEED_LINES };

const seedLine = z.int().check(z.minimum(1), z.maximum(SEED_LINES));

// ---- shared citations ---------------------------------------------------------------------
/** "Light Foot 1 point" (003:716): the Light Foot row's cost, and the base of the missile troops'. */
const LIGHT_FOOT_COST = 1;
/** The examples of troop classification, "Light Foot: ... Heavy Horse: ..." (003:388-402). */
const CLASSES = { lf: [390], hf: [392], af: [394], lh: [396], mh: [398], hh: [400] };
/** "Additional weapons costs - Pike 1 point" and "Swiss or Landsknechte are all equal to Heavy Foot, plus weapon" */
const SWISS_COST = [717, 725, 736];
/** "Impetus Bonus: Heavy Foot, Armored Foot, and all Horse units" (003:478; C23). */
const IMPETUS = [478];
/** Knights and lances (ruling C6). */
const LANCE = [398, 400, 1105];
/** The Swiss/Landsknechte special class (003:390, 402, 1103). */
const SPECIAL_CLASS = [390, 402, 1103];
const SWISS_FORMATION: CloseFormation = { attacksAs: 'armored-foot', defendsAs: 'heavy-foot', minFiles: 5, minRanks: 2, maxGapInches: 1 };

// ---- point adders (003:723-737) -------------------------------------------------------------

/**
 * "Additional weapons costs" (003:723-731): `per: 'figure'` adds to each armed figure's
 * points (pike, crossbow, bows); `per: 'piece'` is the cost of one artillery piece.
 */
export const weaponCostSchema = z.strictObject({
  id: z.string().check(z.regex(/^[a-z]+(-[a-z]+)*$/)),
  cost: z.number().check(z.positive(), z.multipleOf(0.5)),
  per: z.enum(['figure', 'piece']),
  line: seedLine,
  words: z.string().check(z.minLength(1)),
});
export type WeaponCost = z.infer<typeof weaponCostSchema>;

export const WEAPON_COSTS = [
  { id: 'pike', cost: 1, per: 'figure', line: 725, words: 'Pike' },
  { id: 'arquebus-or-crossbow', cost: 1.5, per: 'figure', line: 726, words: 'Arquibus or any crossbow' },
  { id: 'bow', cost: 2.5, per: 'figure', line: 727, words: 'Bow' },
  { id: 'longbow-or-composite-bow', cost: 4, per: 'figure', line: 728, words: 'Longbow or composite bow' },
  { id: 'light-catapult-or-cannon', cost: 15, per: 'piece', line: 729, words: 'Light Catapult or Cannon' },
  { id: 'heavy-catapult-or-cannon', cost: 20, per: 'piece', line: 730, words: 'Heavy Catapult or Cannon' },
  { id: 'bombard', cost: 30, per: 'piece', line: 731, words: 'Bombard' },
] as const satisfies readonly WeaponCost[];
shippedCheck('WEAPON_COSTS', () => z.array(weaponCostSchema).parse(WEAPON_COSTS));

/**
 * Missile troops are Light Foot with a missile weapon (003:390 "Light Foot: Missile troops"),
 * priced as Light Foot plus the weapon's adder (003:716, 726-728; C26).
 */
function missileTroop<Id extends string>(id: Id, name: string, missile: Troop['missile'], weapon: (typeof WEAPON_COSTS)[number]['id'], missileLines: readonly number[] = []): Troop & { readonly id: Id } {
  const adder = WEAPON_COSTS.find((w) => w.id === weapon);
  if (!adder) throw new Error(`internal: no weapon cost '${weapon}'`);
  return row(id, {
    name, category: 'foot', fightsAs: 'light-foot', cost: LIGHT_FOOT_COST + adder.cost, morale: 4, lossRow: 'light-peasants-levies', chargeRow: 'light-foot-levies', line: 390, armor: 'unarmored',
    missile, rulings: ['C12', 'C26'],
    cite: { armor: [268, 390], fightsAs: CLASSES.lf, cost: [716, adder.line], morale: [416], lossRow: [491], chargeRow: [510], missile: [285, ...missileLines, adder.line] },
  });
}

// ---- the rows -----------------------------------------------------------------------------
/** Every troop type, in the order of the point-value list (003:714-721), then the special class, then the Fantasy Supplement's. */
export const TROOPS = [
  row('peasants', {
    name: 'Peasants', category: 'foot', fightsAs: 'light-foot', cost: 0.5, morale: 3, lossRow: 'light-peasants-levies', chargeRow: 'peasants', line: 539, armor: 'unarmored',
    reluctant: true, rulings: ['C18', 'C26'],
    cite: { armor: [268, 390, 539], fightsAs: [390, 539], cost: [714], morale: [415], lossRow: [491], chargeRow: [509], reluctant: [539, 541, 543, 552] },
  }),
  row('levies', {
    name: 'Levies', category: 'foot', fightsAs: 'heavy-foot', cost: 0.75, morale: 4, lossRow: 'light-peasants-levies', chargeRow: 'light-foot-levies', line: 554, armor: 'half-armor-or-shield',
    impetus: true, rulings: ['C1', 'C18', 'C23', 'C26'],
    cite: { armor: [268, 554], fightsAs: [554], cost: [715], morale: [416], lossRow: [491], chargeRow: [510], impetus: [478, 554] },
  }),
  row('light-foot', {
    name: 'Light Foot', category: 'foot', fightsAs: 'light-foot', cost: LIGHT_FOOT_COST, morale: 4, lossRow: 'light-peasants-levies', chargeRow: 'light-foot-levies', line: 390, armor: 'unarmored',
    rulings: ['C12', 'C26'],
    cite: { armor: [268, 390], fightsAs: CLASSES.lf, cost: [716], morale: [416], lossRow: [491], chargeRow: [510] },
  }),
  row('heavy-foot', {
    name: 'Heavy Foot', category: 'foot', fightsAs: 'heavy-foot', cost: 2, morale: 5, lossRow: 'heavy-foot', chargeRow: 'heavy-foot', line: 392, armor: 'half-armor-or-shield', rulings: ['C26'],
    impetus: true,
    cite: { armor: [268, 392], fightsAs: CLASSES.hf, cost: [717], morale: [417], lossRow: [492], chargeRow: [511], impetus: IMPETUS },
  }),
  row('armored-foot', {
    name: 'Armored Foot', category: 'foot', fightsAs: 'armored-foot', cost: 2.5, morale: 7, lossRow: 'elite-heavy-foot-armored-foot-mongols', chargeRow: 'elite-heavy-foot-armored-foot', line: 394, armor: 'fully-armored', rulings: ['C26'],
    impetus: true,
    cite: { armor: [276, 394], fightsAs: CLASSES.af, cost: [718], morale: [419], lossRow: [493], chargeRow: [512], impetus: IMPETUS },
  }),
  row('light-horse', {
    name: 'Light Horse', category: 'horse', fightsAs: 'light-horse', cost: 3, morale: 6, lossRow: 'light-peasants-levies', chargeRow: 'light-horse', line: 396, armor: 'unarmored',
    impetus: true, rulings: ['C12', 'C26'],
    cite: { armor: [268, 396], fightsAs: CLASSES.lh, cost: [719], morale: [418], lossRow: [491, 493], chargeRow: [513], impetus: IMPETUS },
  }),
  row('medium-horse', {
    name: 'Medium Horse', category: 'horse', fightsAs: 'medium-horse', cost: 4, morale: 8, lossRow: 'medium-horse-not-knights', chargeRow: 'medium-horse', line: 398, armor: 'half-armor-or-shield',
    lance: true, rulings: ['C6', 'C12', 'C26'],
    impetus: true,
    cite: { armor: [268, 398], fightsAs: CLASSES.mh, cost: [720], morale: [420], lossRow: [494], chargeRow: [514], lance: LANCE, impetus: IMPETUS },
  }),
  row('heavy-horse', {
    name: 'Heavy Horse', category: 'horse', fightsAs: 'heavy-horse', cost: 5, morale: 9, lossRow: 'heavy-horse-norman-knights', chargeRow: 'heavy-horse', line: 400, armor: 'fully-armored',
    lance: true, rulings: ['C6', 'C12', 'C26'],
    impetus: true,
    cite: { armor: [276, 400], fightsAs: CLASSES.hh, cost: [721], morale: [421], lossRow: [496], chargeRow: [515], lance: LANCE, impetus: IMPETUS },
  }),
  missileTroop('archers', 'Archers', 'bow', 'bow'),
  missileTroop('longbowmen', 'Longbowmen', 'longbow', 'longbow-or-composite-bow'),
  missileTroop('crossbowmen', 'Crossbowmen', 'crossbow', 'arquebus-or-crossbow'),
  missileTroop('heavy-crossbowmen', 'Heavy Crossbowmen', 'heavy-crossbow', 'arquebus-or-crossbow', [287]),
  row('swiss-pikemen', {
    name: 'Swiss Pikemen', category: 'foot', fightsAs: 'light-foot', cost: 3, morale: 9, lossRow: 'swiss-pikemen', chargeRow: 'light-foot-levies', line: 1103, armor: 'half-armor-or-shield',
    closeFormation: SWISS_FORMATION, defaultOrder: 'close', extraDiePerMan: true, poleArms: 'pike', standsCharges: true, pikeCharge: true, fatigueFactor: 2,
    rulings: ['C4', 'C5', 'C6', 'C13', 'C16', 'C26', 'C45'],
    cite: { armor: [268, 736, 1103],
      fightsAs: SPECIAL_CLASS, cost: SWISS_COST, morale: [421], lossRow: [495], chargeRow: [510, 517, 1103], closeFormation: [1103], defaultOrder: [1103, 1105],
      extraDiePerMan: [1103, 1107], poleArms: [482, 517, 1105], standsCharges: [517], pikeCharge: [501, 503], fatigueFactor: [262],
    },
  }),
  row('landsknechte', {
    name: 'Landsknechte', category: 'foot', fightsAs: 'light-foot', cost: 3, morale: 8, lossRow: 'elite-heavy-foot-armored-foot-mongols', chargeRow: 'light-foot-levies', line: 1103, armor: 'half-armor-or-shield',
    closeFormation: SWISS_FORMATION, defaultOrder: 'close', extraDiePerMan: true, poleArms: 'pike', standsCharges: true, pikeCharge: true, fatigueFactor: 2,
    rulings: ['C4', 'C5', 'C6', 'C12', 'C13', 'C16', 'C26', 'C45'],
    cite: { armor: [268, 736, 1103],
      fightsAs: SPECIAL_CLASS, cost: SWISS_COST, morale: [420], lossRow: [493, 495], chargeRow: [510, 517, 1103], closeFormation: [1103], defaultOrder: [1103, 1105],
      extraDiePerMan: [1103, 1107], poleArms: [482, 517, 1105], standsCharges: [517], pikeCharge: [501, 503], fatigueFactor: [262],
    },
  }),
  ...FANTASY_TROOPS,
] as const;

/** The whole table: every row valid, ids unique, and every troop a row names (dwarves' foes, elves' magic dice, an ogre's slayers) a row. */
export const troopTableSchema = troopTableOf(troopSchema).check(z.superRefine((rows, ctx) => {
  const ids = new Set(rows.map((r) => r.id));
  for (const r of rows) {
    const named = [...r.halfKillsWith, ...r.magicDiceAgainst.map((m) => m.troop), ...r.toughness.hitsBy.map((h) => h.troop)];
    for (const id of named) if (!ids.has(id)) ctx.addIssue({ code: 'custom', message: `${r.id} names troop '${id}', which is not in the table` });
  }
}));
shippedCheck('TROOPS', () => troopTableSchema.parse(TROOPS));

export type TroopId = (typeof TROOPS)[number]['id'];

/** The troop row of a known id; an unknown id is a programming error, not a user's. */
export const troop: (id: string) => Troop = rowFinder<Troop>(TROOPS, 'chainmail');


/**
 * The notes to the point values (003:733-737): mercenaries cost half (ruling C16; option
 * `mercenary-cost-plus-half`: half as much again), Swiss or Landsknechte are Heavy Foot plus
 * their weapon (their rows' `cost`: 2 + pike 1).
 */
export const COST_NOTES = {
  mercenaryFactor: { value: 0.5, line: 735, words: 'Mercenaries cost one-half of the above points.' },
  swissAsHeavyFoot: { line: 736, words: 'Swiss or Landsknechte are all equal to Heavy Foot, plus weapon for Point Value cost selection.' },
} as const;

export const costNotesSchema = z.strictObject({
  mercenaryFactor: z.strictObject({ value: z.number().check(z.positive()), line: seedLine, words: z.string().check(z.minLength(1)) }),
  swissAsHeavyFoot: z.strictObject({ line: seedLine, words: z.string().check(z.minLength(1)) }),
});
shippedCheck('COST_NOTES', () => costNotesSchema.parse(COST_NOTES));
