import * as z from 'zod/mini';
import { SEED_LINES } from './tables.js';
import { shippedCheck } from './shipped-checks.js';

/**
 * APPENDIX C, the JOUSTING MATRIX (003:1151-1186), and the tourney scores (003:702-710),
 * transcribed. Each rider chooses an aiming point (his attack) and a position in the saddle
 * (his defence); his aiming point is matched against the other's position. A cell lists the
 * results of that meeting, and a cell of several letters (`B/U/I`) means all of them happen
 * (ruling C28: the joust has no dice). Each aiming point allows only some positions to its
 * own rider: the last column, "PDP/AP - Possible Defensive Positions Considering Aiming
 * Point" (C28). Data only: `--combat joust` and `joust-strategy` (issue #25) will read it.
 */

/** Positions in the saddle, 1-6 as printed (003:1156). */
export const JOUST_POSITIONS = ['lower-helm', 'lean-right', 'lean-left', 'steady-seat', 'shield-high', 'shield-low'] as const;
export type JoustPosition = (typeof JOUST_POSITIONS)[number];

/** Aiming points, top to bottom as printed: the helm, then the shield's chief, fess and base by dexter, pale and sinister (003:1157-1164, 1170). */
export const AIMING_POINTS = ['helm', 'dexter-chief', 'chief-pale', 'sinister-chief', 'dexter-fess', 'fess-point', 'sinister-fess', 'base'] as const;
export type AimingPoint = (typeof AIMING_POINTS)[number];

/**
 * The results a cell can list (003:1174-1184). `forces` marks the starred ones (003:1186) and
 * whom they send to position 4 next ride: a broken lance is the striker's, a lost helm the
 * struck rider's.
 */
export const JOUST_RESULTS = [
  { letter: 'B', id: 'breaks-lance', forces: 'striker', line: 1174, words: 'B - Breaks Lance *' },
  { letter: 'G', id: 'glances-off', forces: null, line: 1176, words: 'G - Glances Off' },
  { letter: 'H', id: 'helm-knocked-off', forces: 'struck', line: 1178, words: 'H - Helm Knocked Off *' },
  { letter: 'I', id: 'injured', forces: null, line: 1180, words: 'I - Injured' },
  { letter: 'M', id: 'miss', forces: null, line: 1182, words: 'M - Miss' },
  { letter: 'U', id: 'unhorsed', forces: null, line: 1184, words: 'U - Unhorsed' },
] as const;
export type JoustLetter = (typeof JOUST_RESULTS)[number]['letter'];

/** "Any Knight who breaks his lance or has his Helm knocked off must assume position 4 during the next ride." (003:1186) */
export const FORCED_POSITION = { position: 'steady-seat' as JoustPosition, line: 1186 } as const;

const seedLine = z.int().check(z.minimum(1), z.maximum(SEED_LINES));
const cell = z.string().check(z.regex(/^[BGHIMU](\/[BGHIMU])*$/));

export const joustRowSchema = z.strictObject({
  aim: z.enum(AIMING_POINTS),
  /** The meeting with each position 1-6: the letters as printed, '/'-separated. */
  cells: z.array(cell).check(z.length(JOUST_POSITIONS.length)),
  /** The positions this aiming point allows its own rider, 1-based, as printed in the last column. */
  positions: z.array(z.int().check(z.minimum(1), z.maximum(6))).check(z.minLength(1)),
  line: seedLine,
});
export type JoustRow = z.infer<typeof joustRowSchema>;

const ANY = [1, 2, 3, 4, 5, 6];
export const JOUST_MATRIX: readonly JoustRow[] = [
  { aim: 'helm', cells: ['M', 'M', 'M', 'H', 'U', 'M'], positions: [4, 5, 6], line: 1157 },
  { aim: 'dexter-chief', cells: ['U', 'B', 'M', 'B', 'B', 'M'], positions: [3, 4, 5, 6], line: 1158 },
  { aim: 'chief-pale', cells: ['B/U/I', 'U', 'G', 'B', 'B/U', 'U/I'], positions: ANY, line: 1159 },
  { aim: 'sinister-chief', cells: ['G', 'M', 'B', 'G', 'G', 'U'], positions: [2, 4, 5, 6], line: 1160 },
  { aim: 'dexter-fess', cells: ['B', 'B/U', 'M', 'B', 'M', 'B'], positions: [4, 5, 6], line: 1161 },
  { aim: 'fess-point', cells: ['B/U', 'G', 'B', 'B/U', 'B/U/I', 'B'], positions: ANY, line: 1162 },
  { aim: 'sinister-fess', cells: ['G', 'M', 'B/U', 'G', 'G', 'G'], positions: [4, 5, 6], line: 1163 },
  { aim: 'base', cells: ['B', 'G', 'U', 'B', 'B/U/I', 'B'], positions: [1, 4, 5, 6], line: 1164 },
];
shippedCheck('JOUST_MATRIX', () => z.array(joustRowSchema).check(z.length(AIMING_POINTS.length), z.superRefine((rows, ctx) => {
  if (rows.map((r) => r.aim).join() !== AIMING_POINTS.join()) ctx.addIssue({ code: 'custom', message: 'one row per aiming point, in the printed order' });
})).parse(JOUST_MATRIX));

/**
 * Tourney scores of a ride's results (003:702-708): what each result scores for the rider who
 * caused it (the attacker) and for the one it befell (the defender). "Breaks lance -1" is as
 * printed (C28).
 */
export const TOURNEY_SCORES = [
  { result: 'breaks-lance', attacker: -1, defender: 0, line: 705, words: 'Breaks lance	-1	0', lanceScore: true },
  { result: 'helm-knocked-off', attacker: 3, defender: 0, line: 706, words: 'Helm knocked off	+3	0', lanceScore: false },
  { result: 'injured', attacker: 0, defender: -10, line: 707, words: 'Injured	0	-10', lanceScore: false },
  { result: 'unhorsed', attacker: 20, defender: 0, line: 708, words: 'Unhorsed	+20	0', lanceScore: false },
] as const;

/** The letters of the meeting of `aim` with `position`. */
export function joustCell(aim: AimingPoint, position: JoustPosition): readonly JoustLetter[] {
  const row = JOUST_MATRIX.find((r) => r.aim === aim);
  const text = row?.cells[JOUST_POSITIONS.indexOf(position)];
  if (text === undefined) throw new Error(`internal: no joust cell ${aim} v ${position}`);
  return text.split('/') as JoustLetter[];
}

/** Whether a rider aiming at `aim` may sit in `position` (the PDP/AP column). */
export function allowedPosition(aim: AimingPoint, position: JoustPosition): boolean {
  return JOUST_MATRIX.find((r) => r.aim === aim)?.positions.includes(JOUST_POSITIONS.indexOf(position) + 1) ?? false;
}
