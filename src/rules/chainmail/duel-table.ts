import * as z from 'zod/mini';
import { SEED_LINES } from './tables.js';
import { shippedCheck } from './shipped-checks.js';

/**
 * APPENDIX B, the man-to-man MELEE TABLE (003:1109-1131), and the man-to-man constants of
 * 003:650-690 and 003:959, transcribed. A blow kills when two dice plus modifiers reach the
 * value in the striker's weapon row and the struck man's armour column ("Roll two dice, score
 * equal to or greater than the number shown kills.", 003:1129). The OCR prints eleven values
 * a row under a garbled two-line heading, a weapon numbering that skips 2 and repeats 9, a
 * "99" and three starred columns; the readings are rulings C34-C37 (RULINGS-duel.draft.md).
 * `duel.ts` reads this table.
 */

const seedLine = z.int().check(z.minimum(1), z.maximum(SEED_LINES));
/** A ruling of the duel draft, `C34`..`C43`. */
const ruling = z.string().check(z.regex(/^C[1-9]\d*$/));

// ---- armour ---------------------------------------------------------------------------

/**
 * The eight armour classes of a man and the two of a horse, in the printed column order
 * (003:1113-1114, ruling C34). `column` is the 1-based position of the class's value among
 * the eleven printed on every row: the sixth printed value repeats the fifth in all thirteen
 * rows and belongs to no class (C34). `missileClass` is the class's number "1."-"8." in the
 * individual missile table (003:1136), a horse column there for the horse classes.
 */
export const ARMOR_CLASSES = [
  { id: 'none', words: 'NO ARMOR', column: 1, missileClass: 1, horse: false },
  { id: 'leather', words: 'LEATHER / PADDED OR ARMOR', column: 2, missileClass: 2, horse: false },
  { id: 'shield', words: 'SHIELD ONLY', column: 3, missileClass: 3, horse: false },
  { id: 'leather-shield', words: 'LEATHER ARMOR + SHIELD', column: 4, missileClass: 4, horse: false },
  { id: 'chain', words: 'CHAIN, STUDDED, OR SPLINT MAIL', column: 5, missileClass: 5, horse: false },
  { id: 'chain-shield', words: 'CHAIN MAIL + SHIELD', column: 7, missileClass: 6, horse: false },
  { id: 'plate', words: 'PLATE ARMOR', column: 8, missileClass: 7, horse: false },
  { id: 'plate-shield', words: 'PLATE ARMOR AND SHIELD', column: 9, missileClass: 8, horse: false },
  { id: 'horse-unarmored', words: 'HORSE / NO ARMOR', column: 10, missileClass: 9, horse: true },
  { id: 'horse-barded', words: 'HORSE ARMOR BARDED', column: 11, missileClass: 10, horse: true },
] as const;
export type ArmorId = (typeof ARMOR_CLASSES)[number]['id'];
/** The armour a man can wear: the eight classes that are not a horse's. */
export type ManArmor = Exclude<ArmorId, 'horse-unarmored' | 'horse-barded'>;
export const ARMOR_IDS = ARMOR_CLASSES.map((a) => a.id) as readonly ArmorId[];
export const MAN_ARMORS = ARMOR_CLASSES.filter((a) => !a.horse).map((a) => a.id) as readonly ManArmor[];

/** The printed value that repeats its left neighbour in every row and is read as no class (C34). */
export const DUPLICATE_COLUMN = { column: 6, copies: 5, ruling: 'C34' } as const;
/** Values printed a row: eight classes, the duplicate, two horse columns (003:1115-1127). */
export const PRINTED_CELLS = 11;

// ---- weapons --------------------------------------------------------------------------

/**
 * The thirteen weapons in the printed row order (003:1115-1127). `class` is the class the
 * duel uses (ruling C35: 1-13 in row order); `printedNumber` is the number the OCR prints
 * before the name; `printedClass` is the alternative scheme that keeps the printed numbers
 * and only mends the impossible "1. Hand Axe" to 2 (the halberd then shares 9 with pole arms).
 * `charges` marks "Pikes, spears or lances" (003:688); `mountedOnly` the mounted lance.
 */
export const WEAPON_IDS = [
  'dagger', 'hand-axe', 'mace', 'sword', 'battle-axe', 'morning-star', 'flail', 'spear', 'pole-arm', 'halberd', 'two-handed-sword', 'mounted-lance', 'pike',
] as const;
export type WeaponId = (typeof WEAPON_IDS)[number];

export const weaponSchema = z.strictObject({
  id: z.enum(WEAPON_IDS),
  name: z.string().check(z.minLength(1)),
  class: z.int().check(z.minimum(1), z.maximum(13)),
  printedNumber: z.int().check(z.minimum(1), z.maximum(12)),
  printedClass: z.int().check(z.minimum(1), z.maximum(12)),
  line: seedLine,
  mountedOnly: z.boolean(),
  charges: z.boolean(),
});
export type Weapon = z.infer<typeof weaponSchema>;

const weapon = (id: WeaponId, name: string, cls: number, printedNumber: number, printedClass: number, line: number, extra: Partial<Pick<Weapon, 'mountedOnly' | 'charges'>> = {}): Weapon => ({
  id, name, class: cls, printedNumber, printedClass, line, mountedOnly: false, charges: false, ...extra,
});

/** The weapons of the man-to-man melee table, 003:1115-1127 (C35, C36). */
export const WEAPONS: readonly Weapon[] = [
  weapon('dagger', '1. Dagger', 1, 1, 1, 1115),
  weapon('hand-axe', '1. Hand Axe', 2, 1, 2, 1116),
  weapon('mace', '3. Mace', 3, 3, 3, 1117),
  weapon('sword', '4. Sword', 4, 4, 4, 1118),
  weapon('battle-axe', '5. Battle Axe', 5, 5, 5, 1119),
  weapon('morning-star', '6. Morn. Star', 6, 6, 6, 1120),
  weapon('flail', '7. Flail', 7, 7, 7, 1121),
  weapon('spear', '8. Spear', 8, 8, 8, 1122, { charges: true }),
  weapon('pole-arm', '9. Pole arms', 9, 9, 9, 1123),
  weapon('halberd', '9. Halbard', 10, 9, 9, 1124),
  weapon('two-handed-sword', '10. 2 Hnd. Swd.', 11, 10, 10, 1125),
  weapon('mounted-lance', '11. Mid. Lance', 12, 11, 11, 1126, { mountedOnly: true, charges: true }),
  weapon('pike', '12. Pike', 13, 12, 12, 1127, { charges: true }),
];

shippedCheck('WEAPONS', () => z.array(weaponSchema).check(z.length(13), z.superRefine((rows, ctx) => {
  rows.forEach((w, i) => {
    if (w.id !== WEAPON_IDS[i]) ctx.addIssue({ code: 'custom', message: `row ${i}: ${w.id} out of the printed order` });
    if (w.class !== i + 1) ctx.addIssue({ code: 'custom', message: `${w.id}: class ${w.class} is not its row ${i + 1} (C35)` });
    if (w.line !== 1115 + i) ctx.addIssue({ code: 'custom', message: `${w.id}: line ${w.line} is not 003:${1115 + i}` });
  });
})).parse(WEAPONS));

/** The weapon with this id. */
export function weaponById(id: WeaponId): Weapon {
  const w = WEAPONS.find((x) => x.id === id);
  if (!w) throw new Error(`unknown weapon ${id}`);
  return w;
}

// ---- the table ------------------------------------------------------------------------

/**
 * One row of the melee table: the eleven cells exactly as the OCR prints them (`printed`,
 * "12*" and "99" kept), and the kill value against each armour class after the rulings
 * (`values`). `starred` lists the classes whose cell carries the footnote's asterisk
 * (003:1131, C37); `fixes` the cells read through OCR damage, with their ruling.
 */
export const meleeRowSchema = z.strictObject({
  weapon: z.enum(WEAPON_IDS),
  line: seedLine,
  printed: z.array(z.string().check(z.regex(/^\d{1,2}\*?$/))).check(z.length(PRINTED_CELLS)),
  values: z.record(z.enum(ARMOR_IDS as [ArmorId, ...ArmorId[]]), z.int().check(z.minimum(2), z.maximum(12))),
  starred: z.array(z.enum(ARMOR_IDS as [ArmorId, ...ArmorId[]])),
  fixes: z.array(z.strictObject({ armor: z.enum(ARMOR_IDS as [ArmorId, ...ArmorId[]]), printed: z.string(), reads: z.int(), ruling })),
});
export type MeleeRow = z.infer<typeof meleeRowSchema>;

/** OCR damage to single cells: (weapon, armour) to the value read and why (C36). */
const CELL_FIXES: readonly { weapon: WeaponId; armor: ArmorId; printed: string; reads: number; ruling: string }[] = [
  // "99" in a row of 6-10: a doubled digit (the plate cell between chain+shield 8 and plate+shield 10).
  { weapon: 'pole-arm', armor: 'plate', printed: '99', reads: 9, ruling: 'C36' },
];

/** A row from its printed cells: each class takes the value of its column (C34). */
function meleeRow(id: WeaponId, line: number, printedText: string): MeleeRow {
  const printed = printedText.split(' ');
  const values = {} as Record<ArmorId, number>;
  const starred: ArmorId[] = [];
  const fixes: MeleeRow['fixes'] = [];
  for (const a of ARMOR_CLASSES) {
    const cell = printed[a.column - 1] ?? '';
    const fix = CELL_FIXES.find((f) => f.weapon === id && f.armor === a.id);
    if (fix) fixes.push({ armor: a.id, printed: fix.printed, reads: fix.reads, ruling: fix.ruling });
    if (cell.endsWith('*')) starred.push(a.id);
    values[a.id] = fix ? fix.reads : Number(cell.replace('*', ''));
  }
  return { weapon: id, line, printed, values, starred, fixes };
}

/**
 * The MELEE TABLE (003:1115-1127), a row per weapon in `WEAPONS` order. The printed text of
 * each row is kept for the seed check.
 */
export const MELEE_TABLE: readonly MeleeRow[] = [
  meleeRow('dagger', 1115, '6 7 8 8 9 9 10 12* 12* 8 10'),
  meleeRow('hand-axe', 1116, '7 7 8 9 10 10 10 11 12 9 11'),
  meleeRow('mace', 1117, '8 8 8 9 8 8 8 7 8 10 12'),
  meleeRow('sword', 1118, '7 8 8 9 8 8 9 10* 11* 8 10'),
  meleeRow('battle-axe', 1119, '8 8 8 8 7 7 7 9 10 7 9'),
  meleeRow('morning-star', 1120, '6 6 7 7 6 6 7 8 8 8 8'),
  meleeRow('flail', 1121, '7 7 7 7 6 6 7 6 7 6 8'),
  meleeRow('spear', 1122, '8 8 9 9 10 10 10 11* 12* 7 9'),
  meleeRow('pole-arm', 1123, '6 6 6 7 7 7 8 99 10 6 8'),
  meleeRow('halberd', 1124, '8 8 7 7 6 6 6 7 8 7 9'),
  meleeRow('two-handed-sword', 1125, '6 6 6 6 5 5 5 6 7 6 8'),
  meleeRow('mounted-lance', 1126, '5 5 5 5 5 5 7 8 9 5 7'),
  meleeRow('pike', 1127, '8 8 8 8 8 8 8 9 10 5 7'),
];
shippedCheck('MELEE_TABLE', () => z.array(meleeRowSchema).check(z.length(WEAPONS.length), z.superRefine((rows, ctx) => {
  rows.forEach((r, i) => {
    if (r.weapon !== WEAPONS[i]?.id || r.line !== WEAPONS[i]?.line) ctx.addIssue({ code: 'custom', message: `row ${i}: not ${WEAPONS[i]?.id} at its line` });
    // C34: the sixth printed value repeats the fifth in every row.
    if (r.printed[DUPLICATE_COLUMN.column - 1] !== r.printed[DUPLICATE_COLUMN.copies - 1]) ctx.addIssue({ code: 'custom', message: `${r.weapon}: the duplicate column differs` });
  });
})).parse(MELEE_TABLE));

/** "* If man dismounted and prone dice score of 7 or better kills." (003:1131, C37) */
export const PRONE_KILL = { value: 7, line: 1131, words: 'If man dismounted and prone dice score of 7 or better kills.', ruling: 'C37' } as const;

/** The printed rule of the table (003:1129). */
export const MELEE_RULE = { line: 1129, words: 'Roll two dice, score equal to or greater than the number shown kills.' } as const;

/**
 * The value `weapon` needs against `armor`: two dice plus modifiers at or above it kill.
 * A starred cell against a dismounted, prone man needs 7 (003:1131, C37).
 *
 * @example
 * meleeValue('sword', 'plate-shield'); // => 11
 * meleeValue('sword', 'plate-shield', { prone: true }); // => 7
 */
export function meleeValue(weaponId: WeaponId, armor: ArmorId, { prone = false }: { prone?: boolean } = {}): number {
  const row = MELEE_TABLE.find((r) => r.weapon === weaponId);
  if (!row) throw new Error(`internal: no melee row ${weaponId}`);
  if (prone && row.starred.includes(armor)) return PRONE_KILL.value;
  return row.values[armor] as number;
}

// ---- the rules of 003:650-690 ---------------------------------------------------------

/** A mount: on foot, or on a light, medium or heavy horse. */
export const MOUNTS = ['none', 'light', 'medium', 'heavy'] as const;
export type Mount = (typeof MOUNTS)[number];

/**
 * The horse as a weapon from the second round, against footmen only (003:675-679, C40):
 * "Light 1 Mace", "Medium 2 Maces", "Heavy 2 Flails".
 */
export const HORSE_WEAPONS: Readonly<Record<Exclude<Mount, 'none'>, { weapon: WeaponId; blows: number; line: number; words: string }>> = {
  light: { weapon: 'mace', blows: 1, line: 677, words: 'Light	1 Mace' },
  medium: { weapon: 'mace', blows: 2, line: 678, words: 'Medium	2 Maces' },
  heavy: { weapon: 'flail', blows: 2, line: 679, words: 'Heavy	2 Flails' },
};

/**
 * The numbers of 003:650-690 and 003:959 that the duel uses, each with its line (C38-C41).
 * Class differences are the other man's class minus one's own.
 */
export const DUEL_RULES = {
  /** Round 1: the defender strikes first with a weapon "two classes higher" (003:661). */
  firstBlowHigher: { classes: 2, line: 661 },
  /** Later rounds: the opponent strikes first with a weapon "two classes lower" (003:669). */
  firstBlowLower: { classes: 2, line: 669 },
  /** "four classes lower ... strikes two blows", "eight classes lower ... three blows" (003:690). */
  blows: [{ lower: 8, blows: 3 }, { lower: 4, blows: 2 }] as const,
  blowsLine: 690,
  /** Mounted against foot: +1 to the horseman, -1 to the footman; round 1 the horseman +2 (003:674). */
  mounted: { rider: 1, riderFirstRound: 2, footman: -1, line: 674 },
  /** From the rear: +1 to the attacker, no counter in round 1, second blow in round 2 (003:672, 681). */
  rear: { attacker: 1, line: 681 },
  /** Parry: -2 to the striker's roll, -1 against a weapon eight or more classes higher (003:682-688). */
  parry: { noParryAbove: 2, minus: 2, minusEightLower: 1, lines: [682, 683, 687, 688] as const },
  /** Magic armour: "three on Man-to-man attacks" (003:959). */
  magicArmor: { minus: 3, line: 959 },
} as const;

/** How many blows a man with class `own` strikes a round against class `other` (003:690). */
export function blowsPerRound(own: number, other: number): number {
  const lower = other - own;
  return DUEL_RULES.blows.find((b) => lower >= b.lower)?.blows ?? 1;
}
