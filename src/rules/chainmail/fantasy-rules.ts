import * as z from 'zod/mini';
import { FANTASY_TYPES } from './fantasy-table.js';
import { SEED_LINES } from './tables.js';
import { shippedCheck } from './shipped-checks.js';

/**
 * The Fantasy Supplement's bonuses and its two small kill tables, transcribed (seed 003):
 * magical swords and armour (003:955-959), the hero's and the army commander's +1 on each die
 * of their unit (003:794, 574), and the True Troll table (003:869-881). Data only: strike.ts,
 * engagement-spec.ts and fantasy-combat.ts read it (rulings C31, C32).
 */

const seedLine = z.int().check(z.minimum(1), z.maximum(SEED_LINES));
const words = z.string().check(z.minLength(1));

/** "In normal combat they merely add an extra die ... a plus 1 to the dice score when employing the Fantasy Combat Table ... "Super Swords" would give a plus two or three!" (003:955) */
export const MAGIC_SWORD = { normalCombatDice: 1, fantasyBonus: { least: 1, most: 3 }, line: 955, words: 'In normal combat they merely add an extra die.' } as const;

/** "Subtracts one from opponent's attack dice on Fantasy Table, three on Man-to-man attacks." (003:959) */
export const MAGIC_ARMOUR = { fantasy: -1, manToMan: -3, line: 959, words: "Subtracts one from opponent's attack dice on Fantasy Table, three on Man-to-man attacks." } as const;

/** Leaders whose presence adds to each die a unit rolls (C32). */
export const LEADERS = {
  hero: { perDie: 1, line: 794, words: 'they add 1 to the die or dice of their unit' },
  commander: { perDie: 1, line: 574, words: 'that unit will add 1 to the score of each die it must roll' },
} as const;

shippedCheck('MAGIC_SWORD', () => z.strictObject({ normalCombatDice: z.int(), fantasyBonus: z.strictObject({ least: z.int(), most: z.int() }), line: seedLine, words }).parse(MAGIC_SWORD));
shippedCheck('MAGIC_ARMOUR', () => z.strictObject({ fantasy: z.int(), manToMan: z.int(), line: seedLine, words }).parse(MAGIC_ARMOUR));
shippedCheck('LEADERS', () => z.record(z.string(), z.strictObject({ perDie: z.int(), line: seedLine, words })).parse(LEADERS));

/**
 * "True Trolls can only be killed in Fantastic Combat against Hero-types, Balrogs, Elementals
 * and Giants--magical weapons will also kill True Trolls" (003:869): two dice scoring at
 * least `score` kill (003:871-877). A magical weapon in the hands of a type that can kill a
 * True Troll without it adds two to the dice (003:879-881). No other result: there is no
 * falling back on this table (C31).
 */
export const TRUE_TROLL_KILLS = [
  { attacker: 'hero', score: 10, line: 872 },
  { attacker: 'super-hero', score: 8, line: 873 },
  { attacker: 'balrog', score: 8, line: 874 },
  { attacker: 'elemental', score: 6, line: 875 },
  { attacker: 'giant', score: 10, line: 876 },
] as const;
export const TRUE_TROLL_MAGIC = { score: 8, bonusForKillers: 2, line: 877, footnote: 879 } as const;
shippedCheck('TRUE_TROLL_KILLS', () => z.array(z.strictObject({ attacker: z.enum(FANTASY_TYPES), score: z.int().check(z.minimum(2), z.maximum(12)), line: seedLine })).parse(TRUE_TROLL_KILLS));
