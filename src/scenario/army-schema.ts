import * as z from 'zod/mini';
import { ARMY_LIMIT_WHY, MAX_ARMY_ELEMENTS } from '../core/army-entries.js';
import { LIMITS } from './limits.js';

/** Longest `source` or `notes` text: a paragraph, not a document. */
const TEXT_LENGTH = 2000;
const SANITY = `at most ${MAX_ARMY_ELEMENTS} (${ARMY_LIMIT_WHY})`;

/**
 * One entry of an army file's `elements`, left to right: a troop id or alias, how many
 * (default 1), whether the first of them is the general's, and where they stand: `behind:
 * true` behind the front elements of the same troop (as inline `behind:`), `behind: N`
 * behind the Nth front-line element (inline `behindN:`).
 */
export const armyElementSchema = z.strictObject({
  troop: z.string().check(z.minLength(1), z.maxLength(100)),
  /** Any refusal of a count is army-file.ts's `countRefusal`, quoting what was written. */
  count: z.optional(z.int().check(z.minimum(1), z.maximum(MAX_ARMY_ELEMENTS))),
  general: z.optional(z.boolean()),
  /** The one element holding its army's camp on the board (src/battle/RULINGS.md F35), off the line. */
  garrison: z.optional(z.boolean()),
  // the limit before int(): 1e308 is answered with 48, not int()'s 2^53
  behind: z.optional(z.union([z.boolean(), z.number().check(z.minimum(1, 'front-line elements are numbered from 1'), z.maximum(MAX_ARMY_ELEMENTS, SANITY), z.int())])),
});

/**
 * An army file (armies/*.yaml; armies/README.md): its system (or the systems it serves, as a
 * list), its name and what it is and where it comes from, its home terrain, its plan of play, its elements, notes. Names are
 * data, shown escaped, so only their length is limited.
 */
export const armyFileSchema = z.strictObject({
  system: z.union([z.string().check(z.minLength(1), z.maxLength(40)), z.array(z.string().check(z.minLength(1), z.maxLength(40))).check(z.minLength(1), z.maxLength(10))]),
  name: z.string().check(z.minLength(1), z.maxLength(LIMITS.nameLength)),
  source: z.string().check(z.minLength(1), z.maxLength(TEXT_LENGTH)),
  home: z.optional(z.string().check(z.minLength(1), z.maxLength(40))),
  /** How the army is played on the board unless a side's `plan` condition says otherwise (src/battle/RULINGS.md P1-P5). */
  plan: z.optional(z.string().check(z.minLength(1), z.maxLength(40))),
  elements: z.array(armyElementSchema).check(z.minLength(1, 'an army needs at least one element'), z.maxLength(MAX_ARMY_ELEMENTS, SANITY)),
  notes: z.optional(z.string().check(z.maxLength(TEXT_LENGTH))),
});

export type ArmyFile = z.infer<typeof armyFileSchema>;
