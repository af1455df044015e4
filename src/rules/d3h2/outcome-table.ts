import type { Adjustment, BandTable, OutcomeRowById } from './schemas.js';
import { BANDS, type Band } from './vocabulary.js';

export { BANDS, OUTCOMES, type Band, type Outcome } from './vocabulary.js';
export type { Adjustment, BandTable, Clause, OutcomeRow, OutcomeRowById } from './schemas.js';

/**
 * The D3H2 COMBAT OUTCOME table (seed 002, lines 605-653) as data. The "Traditional HOTT
 * only" table (002:1075-1112) and the quick reference (002:702-944) are subsets that
 * disagree in places; RULINGS.md says which text wins each time. This file transcribes the
 * full table.
 *
 * How a table is read (the kernel's contract with this data):
 * 1. The band is the loser's, or both sides' when totals are equal: `equal`; `less` (less
 *    than the opponent's but more than half); `half` (half or less, ruling R33).
 * 2. The candidate rows for a side are the band's `preamble` entries whose gate holds, in
 *    order, then the rows named by the side's troop row (`outcomeRows[band]`), in order.
 * 3. In each candidate row the first clause whose conditions all hold gives the outcome; a
 *    row with no clause holding passes to the next candidate. Every troop's last row ends
 *    in a clause with no conditions (checked by test/rules/d3h2/troop-data.test.ts).
 * 4. The `ADJUSTMENTS` then apply, in order, to the outcome found.
 *
 * Clause conditions (all given must hold): `self`/`opponent` are lists of selectors over
 * troop rows (any one matching, troops.ts); `combat` the kinds it applies in; `ownGoing`
 * the side's own going as it counts it (`countsAsGoodGoing`); `goingGoodToOpponent` the
 * side's going is good, or one the opponent's row counts as good; `oddTotals` the (equal)
 * totals are odd; `ownFlankOrRear` the side has `flank` >= 1 or `rear`; `ownRear` the
 * side's `rear` condition equals the value. `words` are the seed's words at `line`;
 * `repaired` says what was mended from the OCR; `implicit` names the ruling for a clause
 * the seed leaves unsaid.
 *
 * @example
 * OUTCOME_TABLE.less.rows['knights'].clauses[0].outcome; // => 'destroyed' (by Behemoths, Scythed Chariots, Camelry or Light Horse)
 */


const UNLESS_FAST = [{ fast: false }];
const cls = (...classes: string[]) => [{ classes }];

/** 002:607-617: "If its total is equal to that of its opponent". Every side is read. */
const EQUAL: BandTable = {
  label: 'total equal to the opponent\'s',
  line: 607,
  preamble: [
    { row: 'stronghold-or-camp', self: [{ defends: ['stronghold', 'camp'] }], words: 'No effect if attacking or defending a Stronghold or Camp.', line: 608, ruling: 'R6' },
    { row: 'stronghold-or-camp', opponent: [{ defends: ['stronghold', 'camp'] }], words: 'No effect if attacking or defending a Stronghold or Camp.', line: 608, ruling: 'R6' },
  ],
  rows: {
    'stronghold-or-camp': {
      label: 'Attacking or defending a Stronghold or Camp',
      line: 608,
      clauses: [{ outcome: 'none', words: 'No effect if attacking or defending a Stronghold or Camp.', line: 608 }],
    },
    'hero-v-hero': {
      label: 'Hero v. Hero',
      line: 609,
      clauses: [
        { outcome: 'destroyed', opponent: cls('heroes'), oddTotals: true, words: 'Both destroyed if both totals are odd.', line: 609, ruling: 'R32' },
        { outcome: 'none', opponent: cls('heroes'), words: 'Otherwise no effect.', line: 609 },
      ],
    },
    'paladin-v-mage': {
      label: 'Paladin v. Mage',
      line: 610,
      clauses: [
        { outcome: 'destroyed', self: cls('paladins'), opponent: cls('mages'), combat: ['close'], oddTotals: true, words: 'Both destroyed if in close combat and both totals are odd.', line: 610, ruling: 'R32' },
        { outcome: 'destroyed', self: cls('mages'), opponent: cls('paladins'), combat: ['close'], oddTotals: true, words: 'Both destroyed if in close combat and both totals are odd.', line: 610 },
        { outcome: 'none', self: cls('paladins'), opponent: cls('mages'), words: 'Otherwise no effect.', line: 610 },
        { outcome: 'none', self: cls('mages'), opponent: cls('paladins'), words: 'Otherwise no effect.', line: 610 },
      ],
    },
    'scythed-chariots': {
      label: 'Scythed Chariots',
      line: 611,
      clauses: [{ outcome: 'destroyed', words: 'Destroyed.', line: 611 }],
    },
    'fast-knights': {
      label: 'Fast Knights',
      line: 612,
      clauses: [
        { outcome: 'destroyed', opponent: cls('blades', 'shooters'), combat: ['close'], words: 'Destroyed in close combat by Blades or Shooters.', line: 612, ruling: 'R15' },
        {
          outcome: 'recoil', opponent: UNLESS_FAST, combat: ['close'], words: 'Recoiled in close combat unless opponent also Fast', line: 612,
          repaired: 'no comma before "and from shooting": read as two clauses, recoiled in close combat unless the opponent is also Fast, and recoiled from shooting (as 613 and 615 say "from all shooting")',
        },
        { outcome: 'recoil', combat: ['shooting'], words: 'and from shooting', line: 612 },
        { outcome: 'none', words: 'Otherwise no effect.', line: 612 },
      ],
    },
    'other-knights-camelry': {
      label: 'Other Knights & Camelry',
      line: 613,
      clauses: [
        { outcome: 'destroyed', opponent: cls('blades', 'shooters'), combat: ['close'], words: 'Destroyed in close combat by Blades or Shooters.', line: 613 },
        {
          outcome: 'recoil', opponent: UNLESS_FAST, combat: ['close'], words: 'Recoiled in close combat unless opponent Fast', line: 613, repaired: 'no comma before "and from all shooting": two clauses, as in 612',
          ruling: 'R16',
        },
        { outcome: 'recoil', combat: ['shooting'], words: 'and from all shooting', line: 613 },
        { outcome: 'recoil', self: [{ classes: ['knights'], fast: false, double: false }], opponent: [{ classes: ['knights'], fast: true }], combat: ['close'], words: '4Kn Recoiled by 3Kn.', line: 613 },
        { outcome: 'none', words: 'Otherwise no effect.', line: 613 },
      ],
    },
    'other-fast': {
      label: 'Other Fast',
      line: 615,
      clauses: [
        {
          outcome: 'recoil', opponent: UNLESS_FAST, combat: ['close'], words: 'Recoiled in close combat unless opponent also Fast', line: 615,
          repaired: 'row label printed "Other Fast." with a stray full stop; no comma before "and from all shooting", two clauses as in 612',
        },
        { outcome: 'recoil', combat: ['shooting'], words: 'and from all shooting', line: 615 },
        { outcome: 'none', words: 'Otherwise no effect.', line: 615 },
      ],
    },
    'other-mounted': {
      label: 'Other Mounted (not Fast)',
      line: 616,
      clauses: [
        { outcome: 'recoil', opponent: [{ category: ['foot'], fast: false }], combat: ['close'], words: 'Recoiled by Foot (except Fast) in close combat.', line: 616 },
        { outcome: 'none', words: 'Otherwise no effect.', line: 616 },
      ],
    },
    'other-foot': {
      label: 'Other Foot (not Fast)',
      line: 617,
      clauses: [
        {
          outcome: 'destroyed', self: cls('command-posts'), opponent: [{ category: ['foot'] }], combat: ['close'], ownFlankOrRear: true,
          words: 'Destroyed by Foot if a Command Post in contact on 2 or more edges by enemy front edges.', line: 617, ruling: 'R17',
        },
        { outcome: 'none', words: 'Otherwise no effect.', line: 617 },
      ],
    },
    'no-row': {
      label: 'Types no equal-totals row names (Aerials, Stronghold, Camp)',
      line: 607,
      clauses: [{ outcome: 'none', words: 'If its total is equal to that of its opponent:', line: 607, implicit: 'R11' }],
    },
  },
};

/** 002:619-643: "If its total is less than that of its opponent but more than half". */
const LESS: BandTable = {
  label: 'total less than the opponent\'s but more than half',
  line: 619,
  preamble: [
    { row: 'mounted-infantry', self: [{ mountedInfantry: true }], words: 'Destroyed if Mounted Infantry in bad going.', line: 620 },
    { row: 'camp-stronghold', self: [{ defends: ['stronghold', 'camp'] }], words: 'Camp, Stronghold', line: 642, ruling: 'R6' },
  ],
  rows: {
    'mounted-infantry': {
      label: 'Mounted Infantry',
      line: 620,
      clauses: [{ outcome: 'destroyed', ownGoing: ['bad'], words: 'Destroyed if Mounted Infantry in bad going.', line: 620 }],
    },
    'command-post': {
      label: 'Command Post',
      line: 620,
      clauses: [{ outcome: 'none', words: 'No effect if Command Post.', line: 620 }],
    },
    behemoths: {
      label: 'Behemoths',
      line: 621,
      clauses: [
        { outcome: 'destroyed', self: UNLESS_FAST, opponent: cls('psiloi', 'auxilia', 'light-horse'), words: 'Unless Fast, Destroyed by Psiloi, Auxilia or Light Horse.', line: 621, ruling: 'R18' },
        { outcome: 'flee', opponent: cls('mages', 'dragons'), words: 'Flee from Mage, Dragon or Artillery shooting.', line: 621 },
        { outcome: 'flee', opponent: cls('artillery'), combat: ['shooting'], words: 'Flee from Mage, Dragon or Artillery shooting.', line: 621 },
        { outcome: 'recoil', words: 'Otherwise Recoil.', line: 621 },
      ],
    },
    'airboats-flyers': {
      label: 'Airboats, Flyers',
      line: 622,
      clauses: [
        { outcome: 'flee', opponent: cls('mages'), words: 'Flee from Mage.', line: 622 },
        { outcome: 'recoil', words: 'Otherwise Recoil.', line: 622 },
      ],
    },
    dragons: {
      label: 'Dragons',
      line: 623,
      clauses: [
        { outcome: 'destroyed', opponent: cls('heroes', 'paladins'), words: 'Destroyed by Hero or Paladin.', line: 623 },
        { outcome: 'flee', words: 'If not Flee.', line: 623 },
      ],
    },
    gods: {
      label: 'Gods',
      line: 624,
      clauses: [
        { outcome: 'flee', opponent: cls('gods', 'mages', 'clerics'), words: 'Flee from God, Mage or Cleric.', line: 624 },
        { outcome: 'none', words: 'If not no effect.', line: 624 },
      ],
    },
    paladins: {
      label: 'Paladins',
      line: 625,
      clauses: [
        { outcome: 'destroyed', combat: ['close'], words: 'Destroyed if in close combat.', line: 625 },
        { outcome: 'none', words: 'If not no effect.', line: 625 },
      ],
    },
    hero: {
      label: 'Hero',
      line: 626,
      clauses: [
        { outcome: 'ensorcelled', opponent: cls('mages'), words: 'Ensorcelled by Mage.', line: 626 },
        { outcome: 'destroyed', opponent: cls('heroes', 'paladins'), words: 'Destroyed by Hero, Paladin or Artillery shooting.', line: 626 },
        { outcome: 'destroyed', opponent: cls('artillery'), combat: ['shooting'], words: 'Destroyed by Hero, Paladin or Artillery shooting.', line: 626 },
        { outcome: 'flee', opponent: [{ defends: ['stronghold'] }], words: 'Flee from Stronghold.', line: 626, ruling: 'R6' },
        { outcome: 'recoil', words: 'Otherwise Recoil.', line: 626 },
      ],
    },
    mage: {
      label: 'Mage',
      line: 627,
      clauses: [
        { outcome: 'ensorcelled', opponent: cls('mages'), words: 'Ensorcelled by Mage.', line: 627 },
        { outcome: 'destroyed', opponent: cls('heroes', 'paladins', 'dragons', 'gods'), words: 'Destroyed by Hero, Paladin, Dragon or God.', line: 627 },
        { outcome: 'recoil', words: 'Otherwise Recoil.', line: 627 },
      ],
    },
    'scythed-chariots': {
      label: 'Scythed Chariots',
      line: 628,
      clauses: [
        { outcome: 'flee', combat: ['shooting'], ownRear: false, words: 'Flee if shot at unless at least partly on their rear edge.', line: 628, ruling: 'R19' },
        { outcome: 'destroyed', words: 'If not, destroyed.', line: 628 },
      ],
    },
    knights: {
      label: 'Knights',
      line: 629,
      clauses: [
        { outcome: 'destroyed', opponent: cls('behemoths', 'scythed-chariots', 'camels', 'light-horse'), words: 'Destroyed by Behemoths, Scythed Chariots, Camelry or Light Horse.', line: 629, ruling: 'R20' },
        { outcome: 'recoil', words: 'Otherwise Recoil.', line: 629 },
      ],
    },
    camelry: {
      label: 'Camelry',
      line: 630,
      clauses: [
        { outcome: 'destroyed', opponent: cls('scythed-chariots'), words: 'Destroyed by Scythed Chariots or if themselves in bad going.', line: 630 },
        { outcome: 'destroyed', ownGoing: ['bad'], words: 'Destroyed by Scythed Chariots or if themselves in bad going.', line: 630 },
        { outcome: 'flee', opponent: cls('behemoths'), words: 'Flee from Behemoths, otherwise Recoil.', line: 630, repaired: 'comma where the other rows have a full stop: "Flee from Behemoths. Otherwise Recoil."' },
        { outcome: 'recoil', words: 'Flee from Behemoths, otherwise Recoil.', line: 630 },
      ],
    },
    cavalry: {
      label: 'Cavalry',
      line: 631,
      clauses: [
        { outcome: 'flee', opponent: cls('scythed-chariots'), words: 'Flee from Scythed Chariots, or if in bad going.', line: 631, repaired: 'stray tabs and spaces between the row label and its text' },
        { outcome: 'flee', ownGoing: ['bad'], words: 'Flee from Scythed Chariots, or if in bad going.', line: 631 },
        { outcome: 'recoil', words: 'Otherwise Recoil.', line: 631 },
      ],
    },
    'light-horse': {
      label: 'Light Horse',
      line: 632,
      clauses: [
        { outcome: 'flee', opponent: cls('scythed-chariots'), words: 'Flee from Scythed Chariots, Artillery shooting, or if in bad going.', line: 632 },
        { outcome: 'flee', opponent: cls('artillery'), combat: ['shooting'], words: 'Flee from Scythed Chariots, Artillery shooting, or if in bad going.', line: 632 },
        { outcome: 'flee', ownGoing: ['bad'], words: 'Flee from Scythed Chariots, Artillery shooting, or if in bad going.', line: 632 },
        { outcome: 'recoil', words: 'Otherwise Recoil.', line: 632 },
      ],
    },
    'spears-pikes-blades': {
      label: 'Spears, Pikes, or Blades',
      line: 633,
      clauses: [
        { outcome: 'destroyed', opponent: cls('knights', 'scythed-chariots'), ownGoing: ['good'], words: 'Destroyed by Knights or Scythed Chariots if in good going or by Warband.', line: 633, ruling: 'R21' },
        { outcome: 'destroyed', opponent: cls('warband'), words: 'Destroyed by Knights or Scythed Chariots if in good going or by Warband.', line: 633 },
        { outcome: 'recoil', words: 'Otherwise Recoil.', line: 633 },
      ],
    },
    cleric: {
      label: 'Cleric',
      line: 634,
      clauses: [
        { outcome: 'destroyed', opponent: cls('knights', 'scythed-chariots'), ownGoing: ['good'], words: 'Destroyed by Knights or Scythed Chariots if in good going or by Warband.', line: 634, ruling: 'R21' },
        { outcome: 'destroyed', opponent: cls('warband'), words: 'Destroyed by Knights or Scythed Chariots if in good going or by Warband.', line: 634 },
        { outcome: 'recoil', words: 'Otherwise Recoil.', line: 634 },
      ],
    },
    auxilia: {
      label: 'Auxilia',
      line: 635,
      clauses: [
        { outcome: 'destroyed', opponent: cls('knights'), ownGoing: ['good'], words: 'Destroyed by Knights if in good going.', line: 635, ruling: 'R21' },
        { outcome: 'recoil', words: 'Otherwise Recoil.', line: 635 },
      ],
    },
    'bows-beasts-shooters': {
      label: 'Bows, Beasts, Shooters',
      line: 636,
      clauses: [
        { outcome: 'destroyed', opponent: [{ category: ['mounted'] }], words: 'Destroyed by any mounted.', line: 636 },
        { outcome: 'recoil', words: 'Otherwise Recoil.', line: 636 },
      ],
    },
    'psiloi-lurkers': {
      label: 'Psiloi, Lurkers',
      line: 637,
      clauses: [
        {
          outcome: 'destroyed', opponent: cls('knights', 'cavalry', 'camels'), goingGoodToOpponent: true,
          words: 'Destroyed by Knights, Cavalry or Camelry in going which to the opponent is good.', line: 637, ruling: 'R5',
        },
        { outcome: 'recoil', words: 'Otherwise Recoil.', line: 637 },
      ],
    },
    sneakers: {
      label: 'Sneakers',
      line: 638,
      clauses: [{ outcome: 'flee', words: 'Flee.', line: 638 }],
    },
    warband: {
      label: 'Warband',
      line: 639,
      clauses: [
        {
          outcome: 'destroyed', opponent: [{ classes: ['knights'] }, { classes: ['behemoths'], fast: true }, { classes: ['scythed-chariots'] }], ownGoing: ['good'],
          words: 'Destroyed by Knights, Fast Behemoths or Scythed Chariots if in good going.', line: 639, ruling: 'R21',
        },
        { outcome: 'recoil', words: 'Otherwise Recoil.', line: 639 },
      ],
    },
    hordes: {
      label: 'Hordes',
      line: 640,
      clauses: [
        { outcome: 'destroyed', opponent: cls('knights', 'behemoths'), ownGoing: ['good'], words: 'Destroyed by Knights or Behemoths in good going, or by Warband.', line: 640, ruling: 'R21' },
        { outcome: 'destroyed', opponent: cls('warband'), words: 'Destroyed by Knights or Behemoths in good going, or by Warband.', line: 640 },
        { outcome: 'recoil', combat: ['shooting'], words: 'Recoil if shot at.', line: 640 },
        { outcome: 'none', words: 'If not, no effect.', line: 640 },
      ],
    },
    'war-wagons': {
      label: 'War Wagons',
      line: 641,
      clauses: [
        { outcome: 'destroyed', opponent: cls('artillery'), combat: ['shooting'], words: 'Destroyed by Artillery shooting or by Behemoths.', line: 641 },
        { outcome: 'destroyed', opponent: cls('behemoths'), words: 'Destroyed by Artillery shooting or by Behemoths.', line: 641 },
        { outcome: 'none', words: 'If not, no effect.', line: 641 },
      ],
    },
    'camp-stronghold': {
      label: 'Camp, Stronghold',
      line: 642,
      clauses: [
        { outcome: 'captured', opponent: [{ category: ['mounted', 'foot'] }], combat: ['close'], words: 'Captured if any ground troops in contact.', line: 642, ruling: 'R22' },
        { outcome: 'none', words: 'If not, no effect.', line: 642 },
      ],
    },
    artillery: {
      label: 'Artillery',
      line: 643,
      clauses: [{ outcome: 'destroyed', words: 'Destroyed.', line: 643, ruling: 'R23' }],
    },
  },
};

/** 002:647-653: "If its total is half or less than half that of its opponent". */
const HALF: BandTable = {
  label: 'total half or less of the opponent\'s',
  line: 647,
  preamble: [{ row: 'defenders', self: [{ defends: ['stronghold', 'camp'] }], words: 'Destroyed if defenders of a Stronghold or Camp.', line: 648, ruling: 'R6' }],
  rows: {
    defenders: {
      label: 'Defenders of a Stronghold or Camp',
      line: 648,
      clauses: [{ outcome: 'destroyed', words: 'Destroyed if defenders of a Stronghold or Camp.', line: 648 }],
    },
    cavalry: {
      label: 'Cavalry',
      line: 649,
      clauses: [
        { outcome: 'flee', opponent: cls('pikes', 'spears', 'hordes'), ownGoing: ['good'], words: 'Flee from Pikes, Spears or Hordes if in good going or Artillery in close combat.', line: 649, ruling: 'R21' },
        { outcome: 'flee', opponent: cls('artillery'), combat: ['close'], words: 'Flee from Pikes, Spears or Hordes if in good going or Artillery in close combat.', line: 649 },
        { outcome: 'destroyed', words: 'If not, destroyed.', line: 649 },
      ],
    },
    'light-horse': {
      label: 'Light Horse',
      line: 650,
      clauses: [
        { outcome: 'destroyed', opponent: [{ category: ['mounted'] }, { classes: ['bows', 'shooters', 'psiloi'] }], words: 'Destroyed by any mounted, Artillery shooting, Bows, Shooters or Psiloi, or if in bad going.', line: 650 },
        { outcome: 'destroyed', opponent: cls('artillery'), combat: ['shooting'], words: 'Destroyed by any mounted, Artillery shooting, Bows, Shooters or Psiloi, or if in bad going.', line: 650 },
        { outcome: 'destroyed', ownGoing: ['bad'], words: 'Destroyed by any mounted, Artillery shooting, Bows, Shooters or Psiloi, or if in bad going.', line: 650 },
        { outcome: 'flee', words: 'If not, flee.', line: 650 },
      ],
    },
    psiloi: {
      label: 'Psiloi',
      line: 651,
      clauses: [
        { outcome: 'flee', combat: ['shooting'], words: 'Flee from shooting.', line: 651 },
        { outcome: 'recoil', opponent: cls('behemoths', 'scythed-chariots'), words: 'Recoil from Behemoths or Scythed Chariots.', line: 651 },
        {
          outcome: 'destroyed', opponent: [{ category: ['mounted', 'aerial'] }], goingGoodToOpponent: true,
          words: 'Destroyed by other Mounted or Aerials if in going these count as good.', line: 651, ruling: 'R5',
        },
        { outcome: 'destroyed', opponent: cls('auxilia', 'bows', 'shooters', 'psiloi'), combat: ['close'], words: 'Destroyed in close combat against Auxilia, Bows, Shooters or Psiloi.', line: 651 },
        { outcome: 'flee', opponent: [{ category: ['foot'] }], words: 'Flee from other Foot.', line: 651 },
        { outcome: 'flee', words: 'Flee from other Foot.', line: 651, implicit: 'R12' },
      ],
    },
    flyers: {
      label: 'Flyers',
      line: 652,
      clauses: [
        { outcome: 'destroyed', opponent: [{ classes: ['heroes', 'mages', 'shooters', 'bows'] }, { category: ['aerial'] }], words: 'Destroyed by Hero, Mage, Aerials, Shooters or Bow.', line: 652 },
        { outcome: 'flee', words: 'If not, Flee.', line: 652 },
      ],
    },
    'all-others': {
      label: 'All others',
      line: 653,
      clauses: [{ outcome: 'destroyed', words: 'Destroyed.', line: 653 }],
    },
  },
};

/** The three bands (test/rules/shipped-rows.test.ts checks them with schemas.ts's `outcomeTableSchema`). */
export const OUTCOME_TABLE: Readonly<Record<Band, BandTable>> = { equal: EQUAL, less: LESS, half: HALF };

/**
 * Every band's rows as one table, each row's id its band and key (`less.knights`): what an
 * overlay patches (`outcomes:`) to change an outcome cell. Rows cannot be added: a troop row
 * names the rows it reads (`outcomeRows`), checked against the shipped keys.
 */
export const OUTCOME_ROWS: readonly OutcomeRowById[] = BANDS.flatMap((band) => Object.entries(OUTCOME_TABLE[band].rows).map(([key, row]) => ({ id: `${band}.${key}`, ...row })));


/**
 * What happens to an outcome after the table, in this order (002:606, 657, 673-679). A
 * later entry sees the outcome an earlier one left.
 */
export const ADJUSTMENTS: readonly Adjustment[] = [
  {
    id: 'behemoths-recoil-from-stronghold', from: ['recoil'], to: 'destroyed', combat: ['close'], self: cls('behemoths'), opponent: [{ defends: ['stronghold'] }],
    words: 'Behemoths Recoiling from close combat against the defenders of a Stronghold are destroyed.', line: 673,
  },
  {
    id: 'recoil-with-enemy-on-flank-or-rear', from: ['recoil'], to: 'destroyed', combat: ['close', 'bespell'], ownFlankOrRear: true,
    words: 'that starts with enemy in front edge contact with its flank, rear or rear corner cannot Recoil and is destroyed instead.', line: 674, ruling: 'R24',
  },
  {
    id: 'flee-with-enemy-on-flank-or-rear', from: ['flee'], to: 'destroyed', combat: ['close', 'bespell'], ownFlankOrRear: true,
    words: 'It is destroyed if it starts with an enemy front edge in contact with its flank or rear edges', line: 679, ruling: 'R24',
  },
  {
    id: 'shooting-unanswered', from: 'unfavourable', to: 'none', combat: ['shooting', 'bespell'], role: 'actor-not-shot-at',
    except: { combat: ['bespell'], opponent: cls('gods') },
    words: 'Elements shooting or Bespelling without being shot at or Bespelled disregard an unfavourable outcome.', line: 606, ruling: 'R25',
  },
  {
    id: 'sneakers', from: 'unfavourable', to: 'none', combat: ['close'], notSelf: [{ general: true }, { defends: ['stronghold', 'camp'] }, { classes: ['sneakers'] }],
    opponent: cls('sneakers'),
    words: 'Elements (other than a General, Stronghold or other Sneakers) in Close Combat with Sneakers disregard unfavourable outcomes.', line: 606, ruling: 'R26',
  },
  {
    id: 'self-ensorcelled', from: 'any', to: 'ensorcelled', combat: ['bespell'], role: 'actor', selfFlag: 'rolled-one', die: 1,
    words: 'A Mage who scores an unmodified “1” with a Bespelling dice for the second time in a game is self-Ensorcelled.', line: 657, ruling: 'R27',
  },
];
