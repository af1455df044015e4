import * as z from 'zod/mini';
import { SEED_LINES } from './tables.js';
import { shippedCheck } from './shipped-checks.js';

/**
 * APPENDIX E, the FANTASY COMBAT TABLE (003:1233-1261), transcribed: a fantastic attacker
 * rolls two dice against the value in its row and the defender's column; under the value has
 * no effect, equal makes the defender fall back one move, over kills it (003:1235-1239).
 * Rows are the attacker and columns the defender, both in the printed order (ruling C27);
 * the OCR'd "1-" of the Balrog row, Roc column reads 10 (C27). Data only: the fantasy troop
 * rows that will fight on it (issue #25) are not transcribed yet.
 */

/** The thirteen fantastic types in the table's printed order (003:1249-1261). */
export const FANTASY_TYPES = [
  'balrog', 'dragon', 'elemental', 'ent', 'giant', 'hero', 'lycanthrope', 'roc', 'super-hero', 'troll-ogre', 'wight', 'wizard', 'wraith',
] as const;
export type FantasyType = (typeof FANTASY_TYPES)[number];

const seedLine = z.int().check(z.minimum(1), z.maximum(SEED_LINES));
const score = z.int().check(z.minimum(2), z.maximum(12));

/**
 * One attacker row: its values against each defender in `FANTASY_TYPES` order, the row's
 * heading as printed, its line, and whether the row is starred ("May withdraw from combat if
 * opponent dice score is NO EFFECT", 003:1241) or marked @ ("other magic users are at lesser
 * values", 003:1243).
 */
export const fantasyRowSchema = z.strictObject({
  attacker: z.enum(FANTASY_TYPES),
  heading: z.string().check(z.minLength(1)),
  values: z.array(score).check(z.length(FANTASY_TYPES.length)),
  line: seedLine,
  mayWithdraw: z.boolean(),
  lesserMagicUsers: z.boolean(),
  /** Cells read through OCR damage: defender id to ruling. */
  rulings: z.partialRecord(z.enum(FANTASY_TYPES), z.string().check(z.regex(/^C[1-9]\d*$/))),
});
export type FantasyRow = z.infer<typeof fantasyRowSchema>;

const row = (attacker: FantasyType, heading: string, line: number, values: readonly number[], extra: Partial<Pick<FantasyRow, 'mayWithdraw' | 'lesserMagicUsers' | 'rulings'>> = {}): FantasyRow => ({
  attacker, heading, line, values: [...values], mayWithdraw: false, lesserMagicUsers: false, rulings: {}, ...extra,
});

export const FANTASY_TABLE: readonly FantasyRow[] = [
  row('balrog', 'BALROG', 1249, [7, 11, 11, 8, 8, 4, 6, 10, 7, 6, 4, 8, 11], { rulings: { roc: 'C27' } }),
  row('dragon', 'DRAGON', 1250, [6, 8, 10, 6, 9, 5, 4, 8, 8, 5, 2, 10, 7]),
  row('elemental', 'ELEMENTAL', 1251, [10, 10, 11, 7, 9, 4, 4, 7, 7, 7, 2, 8, 10]),
  row('ent', 'ENT (TREE)', 1252, [12, 12, 12, 7, 8, 4, 4, 11, 7, 7, 3, 10, 10]),
  row('giant', 'GIANT', 1253, [9, 9, 10, 7, 9, 6, 5, 7, 9, 6, 4, 10, 10]),
  row('hero', 'HERO *', 1254, [11, 12, 10, 12, 11, 7, 8, 10, 10, 9, 6, 11, 11], { mayWithdraw: true }),
  row('lycanthrope', 'LYCANTHROPE', 1255, [10, 12, 12, 12, 10, 7, 9, 10, 10, 8, 6, 10, 12]),
  row('roc', 'ROC', 1256, [12, 12, 12, 9, 10, 5, 6, 9, 8, 6, 5, 10, 9]),
  row('super-hero', 'SUPER HERO *', 1257, [9, 10, 8, 11, 9, 5, 6, 8, 8, 5, 4, 9, 8], { mayWithdraw: true }),
  row('troll-ogre', 'TROLL, OGRE', 1258, [10, 12, 11, 10, 9, 8, 8, 9, 11, 7, 10, 11, 12]),
  row('wight', 'WIGHT, GHOUL', 1259, [12, 12, 12, 12, 11, 9, 8, 11, 12, 9, 8, 10, 7]),
  row('wizard', 'WIZARD*@', 1260, [7, 9, 6, 10, 11, 8, 7, 9, 10, 8, 6, 10, 5], { mayWithdraw: true, lesserMagicUsers: true }),
  row('wraith', 'WRAITH *', 1261, [10, 12, 7, 12, 12, 8, 9, 10, 10, 9, 11, 12, 7], { mayWithdraw: true }),
];
shippedCheck('FANTASY_TABLE', () => z.array(fantasyRowSchema).check(z.length(FANTASY_TYPES.length), z.superRefine((rows, ctx) => {
  if (rows.map((r) => r.attacker).join() !== FANTASY_TYPES.join()) ctx.addIssue({ code: 'custom', message: 'one row per fantastic type, in the printed order' });
})).parse(FANTASY_TABLE));

/** What the two dice do against the value (003:1235-1239). */
export const FANTASY_RESULTS = {
  under: { result: 'no-effect', line: 1235, words: 'Score UNDER total shown above means NO EFFECT' },
  equal: { result: 'fall-back', line: 1237, words: 'Score EQUAL to total means defender must FALL BACK 1 MOVE' },
  over: { result: 'killed', line: 1239, words: 'Score OVER the total shown above indicates that the DEFENDER IS KILLED' },
} as const;

/** The value `attacker` needs against `defender`. */
export function fantasyValue(attacker: FantasyType, defender: FantasyType): number {
  const value = FANTASY_TABLE.find((r) => r.attacker === attacker)?.values[FANTASY_TYPES.indexOf(defender)];
  if (value === undefined) throw new Error(`internal: no fantasy cell ${attacker} v ${defender}`);
  return value;
}
