import * as z from 'zod/mini';
import { ARMOR_CLASSES, type ArmorId } from './duel-table.js';
import { SEED_LINES } from './tables.js';
import { shippedCheck } from './shipped-checks.js';

/**
 * The table of individual missile fire (003:1133-1149: "Individual Fires With Missiles"),
 * transcribed. A shot kills when two dice, less cover, reach the value for the weapon, the
 * target's armour and the range band (003:1133, 1145). The OCR prints seven data rows under
 * six labels and six ranges; the reading is ruling C42, cover is C43 (RULINGS-duel.draft.md).
 * Columns "1."-"8." are the eight man-to-man armour classes of `duel-table.ts`, then a horse
 * unarmoured and barded (003:1135-1136).
 */

const seedLine = z.int().check(z.minimum(1), z.maximum(SEED_LINES));

/** The three range bands: "close", "medium", "maximum" (003:1145). */
export const RANGE_BANDS = ['close', 'medium', 'maximum'] as const;
export type RangeBand = (typeof RANGE_BANDS)[number];

export const MISSILE_WEAPON_IDS = ['short-bow', 'horse-bow', 'light-crossbow', 'longbow', 'composite-bow', 'heavy-crossbow', 'arquebus'] as const;
export type MissileWeaponId = (typeof MISSILE_WEAPON_IDS)[number];

/** A kill value per band; null is the printed "/", "inability to kill" (003:1145). */
const bandValues = z.tuple([z.nullable(z.int().check(z.minimum(2), z.maximum(12))), z.nullable(z.int().check(z.minimum(2), z.maximum(12))), z.nullable(z.int().check(z.minimum(2), z.maximum(12)))]);

/**
 * One weapon: its name, the seed line of its label and of its data (they differ from the
 * composite bow down, C42), its maximum range in inches and the line that gives it, the ten
 * cells as printed and their values per armour class.
 */
export const missileRowSchema = z.strictObject({
  weapon: z.enum(MISSILE_WEAPON_IDS),
  label: z.string().check(z.minLength(1)),
  labelLine: seedLine,
  line: seedLine,
  range: z.int().check(z.minimum(1), z.maximum(48)),
  rangeLine: seedLine,
  printed: z.array(z.string().check(z.regex(/^[0-9/]-[0-9/]-[0-9/]-?$/))).check(z.length(10)),
  values: z.record(z.enum(ARMOR_CLASSES.map((a) => a.id) as [ArmorId, ...ArmorId[]]), bandValues),
});
export type MissileRow = z.infer<typeof missileRowSchema>;

/** A printed digit: "0 = 10, 1 = 11, 2 = 12, / = inability to kill" (003:1145); others as read. */
function digit(ch: string): number | null {
  if (ch === '/') return null;
  const n = Number(ch);
  return n <= 2 ? n + 10 : n;
}

/** "1-2-/-": close, medium, maximum; the trailing "-" after a "/" is OCR noise (C42). */
function cellValues(cell: string): [number | null, number | null, number | null] {
  const [close = '', medium = '', maximum = ''] = cell.split('-');
  return [digit(close), digit(medium), digit(maximum)];
}

function buildRow(weapon: MissileWeaponId, label: string, labelLine: number, line: number, range: number, rangeLine: number, printedText: string): MissileRow {
  const printed = printedText.split(' ');
  const values = {} as Record<ArmorId, [number | null, number | null, number | null]>;
  ARMOR_CLASSES.forEach((a) => {
    values[a.id] = cellValues(printed[a.missileClass - 1] ?? '');
  });
  return { weapon, label, labelLine, line, range, rangeLine, printed, values };
}

/**
 * The rows, in printed order (C42). Each row's cells are its data line's, as printed; the
 * composite bow and the heavy crossbow share the label "Composite Heavy Cross-bow" (003:1141)
 * and the arquebus's label stands on the heavy crossbow's data line (003:1142), its data on
 * the unlabelled 003:1143. The heavy crossbow's range is not printed: 24", the MISSILE RANGE
 * of Heavy Crossbowmen (003:211).
 */
export const INDIVIDUAL_MISSILE_TABLE: readonly MissileRow[] = [
  buildRow('short-bow', 'Short Bow', 1137, 1137, 15, 1137, '6-7-8 6-7-8 6-7-8 7-8-9 8-9-0 9-0-1 1-2-/- 2-/-/ 0-2-/- 2-/-/'),
  buildRow('horse-bow', 'Horsebow', 1138, 1138, 18, 1138, '5-6-7 5-6-8 5-6-8 6-7-8 8-9-0 9-0-1 1-2-/- 2-/-/ 9-0-1 2-/-/'),
  buildRow('light-crossbow', 'Light Cross-bow', 1139, 1139, 18, 1139, '5-6-7 5-7-8 5-7-8 6-7-9 8-9-0 0-1-/- 1-2-/- 2-/-/ 9-0-1 2-/-/'),
  buildRow('longbow', 'Longbow', 1140, 1140, 21, 1140, '5-6-7 5-6-7 5-6-7 5-6-8 6-7-9 8-9-0 9-1-1 1-2-/- 7-9-2 9-1-1'),
  buildRow('composite-bow', 'Composite', 1141, 1141, 24, 1141, '5-6-7 5-6-7 5-6-7 5-7-8 6-8-0 8-0-1 9-2-/- 1-/-/ 7-0-2 0-2-/-'),
  buildRow('heavy-crossbow', 'Heavy Cross-bow', 1141, 1142, 24, 211, '4-5-6 4-6-7 4-6-7 5-7-8 6-8-9 7-9-0 8-0-1 0-1-2 7-9-2 9-1-1'),
  buildRow('arquebus', 'Arquebus', 1142, 1143, 18, 1142, '5-6-8 5-6-8 5-6-8 6-7-8 6-8-9 7-9-0 8-0-2 8-0-2 6-9-1 8-0-2'),
];
shippedCheck('INDIVIDUAL_MISSILE_TABLE', () => z.array(missileRowSchema).check(z.length(MISSILE_WEAPON_IDS.length), z.superRefine((rows, ctx) => {
  rows.forEach((r, i) => {
    if (r.weapon !== MISSILE_WEAPON_IDS[i]) ctx.addIssue({ code: 'custom', message: `row ${i}: ${r.weapon} out of the printed order` });
    if (r.line !== 1137 + i) ctx.addIssue({ code: 'custom', message: `${r.weapon}: data line ${r.line} is not 003:${1137 + i}` });
  });
})).parse(INDIVIDUAL_MISSILE_TABLE));

/**
 * Cells kept as printed whose reading is doubtful (C42): a value that does not rise from
 * medium to maximum range where every other row does.
 */
export const DOUBTFUL_MISSILE_CELLS: readonly { weapon: MissileWeaponId; armor: ArmorId; printed: string; why: string }[] = [
  { weapon: 'longbow', armor: 'plate', printed: '9-1-1', why: 'medium and maximum both 11; 9-0-1 or 9-1-2 would rise like the rows around it' },
  { weapon: 'longbow', armor: 'horse-barded', printed: '9-1-1', why: 'the same pattern as the plate cell of the row' },
  { weapon: 'heavy-crossbow', armor: 'horse-barded', printed: '9-1-1', why: 'the same pattern; unlike the row\'s plate cell 8-0-1' },
];

/** The table's note (003:1145). */
export const MISSILE_NOTE = {
  line: 1145,
  words: 'Note: 0 = 10, 1 = 11, 2 = 12, / = inability to kill. Cover subtracts from dice scores.',
} as const;

/**
 * Cover as a number subtracted from the two dice (003:1145 "Cover subtracts from dice scores",
 * C43): soft 1, hard 2, after the hard-cover deductions of 003:349.
 */
export const COVER = { none: 0, soft: 1, hard: 2 } as const;
export type Cover = keyof typeof COVER | number;

/** The row of `weapon`. */
export function missileRowOf(weapon: MissileWeaponId): MissileRow {
  const row = INDIVIDUAL_MISSILE_TABLE.find((r) => r.weapon === weapon);
  if (!row) throw new Error(`internal: no missile row ${weapon}`);
  return row;
}

/**
 * The value a shot needs, or null where the weapon cannot kill (003:1145).
 *
 * @example
 * missileValue('longbow', 'plate', 'close'); // => 9
 */
export function missileValue(weapon: MissileWeaponId, armor: ArmorId, band: RangeBand): number | null {
  return missileRowOf(weapon).values[armor][RANGE_BANDS.indexOf(band)] ?? null;
}

/**
 * The band of a shot at `inches`: the maximum range divided in thirds (003:1145: a composite
 * bow's "close range is 1-8", medium range 9-16", and maximum range 17-24""), or null beyond
 * it. Every printed range is a multiple of 3.
 *
 * @example
 * rangeBand('composite-bow', 9); // => 'medium'
 */
export function rangeBand(weapon: MissileWeaponId, inches: number): RangeBand | null {
  const range = missileRowOf(weapon).range;
  if (inches <= 0 || inches > range) return null;
  if (inches <= range / 3) return 'close';
  if (inches <= (2 * range) / 3) return 'medium';
  return 'maximum';
}
