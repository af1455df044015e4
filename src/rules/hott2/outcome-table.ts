/**
 * The HOTT 2e combat outcome table (seed 000, lines 64-90), one row per troop type and
 * one column per result band: "equal to enemy's", "less than that of enemy but more than
 * half", "half that of enemy" (read as "half or less", ruling R1). Each cell is an ordered
 * list of clauses; the first whose conditions hold gives the outcome. The last clause of a
 * cell has no conditions: it is the cell's "otherwise" (or "no effect" where the text is
 * silent, ruling R10). Quotes are the seed's words, OCR typos mended. Each troop row
 * carries its cells (`outcomes`, troops.ts), so an overlay can rewrite or add them.
 */
import type { Clause } from './schemas.js';

export { HOTT2_OUTCOMES, type Hott2Outcome } from './vocabulary.js';
export type { Clause, Outcomes } from './schemas.js';

/**
 * An opponent selector: a type name the opponent's row lists in `kinds` ("destroyed by
 * Knights"), or a category of opponents ('mounted', 'aerial', 'ground' = not aerial).
 */
export type Selector = string;

export interface OutcomeRow {
  readonly line: number;
  readonly equal: readonly Clause[];
  readonly less: readonly Clause[];
  readonly half: readonly Clause[];
}

const NO_EFFECT: Clause = { outcome: 'none', text: 'no effect' };
const DESTROYED: readonly Clause[] = [{ outcome: 'destroyed', text: 'destroyed' }];
const RECOIL: Clause = { outcome: 'recoil', text: 'otherwise recoil' };

const HERO_ROW = (line: number): OutcomeRow => ({
  line,
  equal: [
    { outcome: 'destroyed', by: ['heroes'], combat: 'close', oddTotals: true, text: 'destroyed by Hero if the sum of both totals is odd' },
    NO_EFFECT,
  ],
  less: [
    { outcome: 'ensorcelled', by: ['magicians'], text: 'captured by Magician' },
    { outcome: 'destroyed', by: ['heroes', 'paladins', 'artillery'], text: 'destroyed by Hero, Paladin or Artillery' },
    { outcome: 'flee', by: ['stronghold'], text: 'flee 600p from Stronghold' },
    RECOIL,
  ],
  half: DESTROYED,
});

const FOOT_ROW = (line: number): OutcomeRow => ({
  line,
  equal: [NO_EFFECT],
  less: [
    { outcome: 'destroyed', by: ['knights'], ownGoing: 'good', text: 'destroyed by Knights if in good going' },
    { outcome: 'destroyed', by: ['warband'], text: 'destroyed by Warband' },
    { outcome: 'recoil', text: 'if not, recoil' },
  ],
  half: DESTROYED,
});

const AIRBOAT_LESS: readonly Clause[] = [
  { outcome: 'flee', by: ['magicians'], text: 'flee 600p from Magician' },
  RECOIL,
];

const ROUTED_BY_MOUNTED = (line: number): OutcomeRow => ({
  line,
  equal: [NO_EFFECT],
  less: [
    { outcome: 'destroyed', by: ['mounted'], combat: 'close', text: 'destroyed by any mounted in contact' },
    { outcome: 'recoil', text: 'if not, recoil' },
  ],
  half: DESTROYED,
});

export const OUTCOME_TABLE: Readonly<Record<string, OutcomeRow>> = {
  gods: {
    line: 67,
    equal: [NO_EFFECT],
    less: [{ outcome: 'flee-off', by: ['gods', 'magicians', 'clerics'], text: 'flee off the battlefield from God, Magician or Cleric' }, NO_EFFECT],
    half: DESTROYED,
  },
  dragons: {
    line: 68,
    equal: [NO_EFFECT],
    less: [
      { outcome: 'destroyed', by: ['heroes', 'paladins'], text: 'destroyed by Hero or Paladin' },
      { outcome: 'flee-off', text: 'flee off the battlefield from others' },
    ],
    half: DESTROYED,
  },
  airboats: { line: 69, equal: [NO_EFFECT], less: AIRBOAT_LESS, half: DESTROYED },
  flyers: {
    line: 70,
    equal: [NO_EFFECT],
    less: AIRBOAT_LESS,
    half: [
      { outcome: 'destroyed', by: ['heroes', 'magicians', 'shooters', 'aerial'], text: 'destroyed by Hero, Magician, Shooters or aerials' },
      { outcome: 'flee', text: 'if not, flee 600p' },
    ],
  },
  'aerial-heroes': HERO_ROW(71),
  heroes: HERO_ROW(73),
  paladins: {
    line: 74,
    equal: [
      { outcome: 'destroyed', by: ['magicians'], combat: 'close', oddTotals: true, text: 'destroyed by Magician if the sum of both totals is odd' },
      NO_EFFECT,
    ],
    less: [{ outcome: 'destroyed', combat: 'close', text: 'destroyed if in contact' }, NO_EFFECT],
    half: DESTROYED,
  },
  knights: {
    line: 75,
    equal: [NO_EFFECT],
    less: [
      { outcome: 'destroyed', by: ['behemoths'], text: 'destroyed by Behemoths' },
      {
        outcome: 'destroyed',
        by: ['shooters', 'artillery', 'magicians'],
        combat: 'close',
        ownCharged: true,
        text: 'destroyed by Shooters, Artillery or Magician they have moved into contact with this bound',
      },
      { outcome: 'destroyed', ownGoing: 'bad', text: 'destroyed if in bad going' },
      { outcome: 'recoil', text: 'if not, recoil' },
    ],
    half: DESTROYED,
  },
  riders: {
    line: 76,
    equal: [NO_EFFECT],
    less: [{ outcome: 'destroyed', ownGoing: 'bad', text: 'destroyed if in bad going' }, { outcome: 'recoil', text: 'if not, recoil' }],
    half: DESTROYED,
  },
  behemoths: {
    line: 77,
    equal: [NO_EFFECT],
    less: [
      { outcome: 'flee', by: ['magicians', 'dragons', 'artillery'], text: 'flee 600p from Magician, Dragon or Artillery' },
      { outcome: 'recoil', text: 'if not, recoil' },
    ],
    half: DESTROYED,
  },
  beasts: ROUTED_BY_MOUNTED(78),
  blades: {
    line: 80,
    equal: [NO_EFFECT],
    less: [{ outcome: 'destroyed', by: ['warband'], text: 'destroyed by Warband' }, { outcome: 'recoil', text: 'if not, recoil' }],
    half: DESTROYED,
  },
  spears: FOOT_ROW(81),
  shooters: ROUTED_BY_MOUNTED(82),
  warband: {
    line: 83,
    equal: [NO_EFFECT],
    less: [
      { outcome: 'destroyed', by: ['behemoths'], text: 'destroyed by Behemoth' },
      { outcome: 'destroyed', by: ['knights'], ownGoing: 'good', text: 'destroyed by Knights if in good going' },
      { outcome: 'recoil', text: 'if not, recoil' },
    ],
    half: DESTROYED,
  },
  artillery: {
    line: 84,
    equal: [NO_EFFECT],
    less: [{ outcome: 'destroyed', combat: 'close', text: 'destroyed if in contact' }, NO_EFFECT],
    half: DESTROYED,
  },
  hordes: FOOT_ROW(85),
  lurkers: { line: 86, equal: [NO_EFFECT], less: [{ outcome: 'flee-off', text: 'flee off the battlefield' }], half: DESTROYED },
  sneakers: { line: 87, equal: [NO_EFFECT], less: [{ outcome: 'flee', text: 'flee 600p' }], half: DESTROYED },
  magicians: {
    line: 88,
    equal: [
      { outcome: 'destroyed', by: ['paladins'], combat: 'close', oddTotals: true, text: 'destroyed by Paladin if the sum of both totals is odd' },
      NO_EFFECT,
    ],
    less: [
      { outcome: 'ensorcelled', by: ['magicians'], text: 'ensorcelled by Magician' },
      { outcome: 'destroyed', by: ['heroes', 'paladins', 'dragons', 'gods'], text: 'destroyed by Hero, Paladin, Dragon or God' },
      { outcome: 'recoil', text: 'if not, recoil' },
    ],
    half: DESTROYED,
  },
  clerics: FOOT_ROW(89),
  stronghold: {
    line: 90,
    equal: [NO_EFFECT],
    less: [
      { outcome: 'captured', by: ['ground'], combat: 'close', text: 'captured by any ground troops in contact' },
      { outcome: 'captured', by: ['aerial'], combat: 'close', opponentAided: true, text: 'captured by aerials aided by ground troops' },
      NO_EFFECT,
    ],
    half: [{ outcome: 'captured', combat: 'close', text: 'captured' }, NO_EFFECT],
  },
};
