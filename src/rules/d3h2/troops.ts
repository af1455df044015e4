import type { TroopRow } from './schemas.js';

export { CATEGORIES, COMBATS, GOINGS, type Category, type Combat, type Going } from './vocabulary.js';
export type { Selector, TroopRow } from './schemas.js';

/**
 * DBA 3.0 + HOTT 2.1 ("D3H2") elements as validated rows, transcribed from seed
 * 002_432c49c5757f1ed7.txt (cited `002:<line>`). One row per element id, including every
 * `fast-<id>` the text allows (002:12) and the five double elements (002:561). Rules read
 * the fields and flags of these rows, never an id: an overlay patches a field here and the
 * patched table is checked by the same schema. Readings of the text are in RULINGS.md
 * (`R<n>` below).
 *
 * @example
 * TROOP_BY_ID.get('fast-knights'); // => { vsFoot: 3, vsMounted: 4, fast: true, cost: 2, ... }
 */


type Rows = TroopRow['outcomeRows'];

/** Fields most rows share; each row below states what differs. */
const PLAIN: Omit<TroopRow, 'id' | 'name' | 'aliases' | 'category' | 'classes' | 'cfGroup' | 'vsFoot' | 'vsMounted' | 'cost' | 'outcomeRows' | 'line' | 'cite' | 'notModelled'> = {
  vsFootShotOrBespelled: null,
  addsGarrisonFootCf: false,
  lostAp: null,
  fast: false,
  double: false,
  mountedInfantry: false,
  shoots: null,
  bespells: null,
  wardsBespelling: false,
  badGoingPenaltyExempt: false,
  countsAsGoodGoing: [],
  cannotBeOverlapped: false,
  canGarrison: true,
  rearSupportFrom: [],
  sideSupportFrom: [],
};

type Given = Pick<TroopRow, 'id' | 'name' | 'aliases' | 'category' | 'vsFoot' | 'vsMounted' | 'cost' | 'outcomeRows' | 'line' | 'cite'> &
  Partial<Omit<TroopRow, 'cfGroup'>>;

/** Types not deployed at the start but summoned for PIPs (002:214-215): their cost buys that, which no combat shows. */
const SUMMONED = 'summoned for PIPs, not deployed (002:214-215)';

/**
 * A row: `classes` defaults to the id, `cfGroup` follows the category (ruling R3), and
 * `notModelled` names what close combat, the balance combat, leaves out: shooting and
 * bespelling (their own combat kinds), summoning.
 */
function row(given: Given): TroopRow {
  const cfGroup: TroopRow['cfGroup'] = given.category === 'mounted' || given.category === 'aerial' ? 'mounted' : 'foot';
  const r = { ...PLAIN, classes: [given.id], ...given };
  const left = [...(r.shoots ? ['shooting (002:343-350)'] : []), ...(r.bespells ? ['bespelling (002:335-340)'] : [])];
  // In troopSchema's key order: rows print as JSON, as a parsed row would (test/rules/shipped-rows.test.ts).
  return {
    id: r.id, name: r.name, aliases: r.aliases, category: r.category, classes: r.classes, cfGroup, vsFoot: r.vsFoot, vsMounted: r.vsMounted,
    vsFootShotOrBespelled: r.vsFootShotOrBespelled, addsGarrisonFootCf: r.addsGarrisonFootCf, cost: r.cost, lostAp: r.lostAp, fast: r.fast,
    double: r.double, mountedInfantry: r.mountedInfantry, shoots: r.shoots, bespells: r.bespells, wardsBespelling: r.wardsBespelling,
    badGoingPenaltyExempt: r.badGoingPenaltyExempt, countsAsGoodGoing: r.countsAsGoodGoing, cannotBeOverlapped: r.cannotBeOverlapped,
    canGarrison: r.canGarrison, rearSupportFrom: r.rearSupportFrom, sideSupportFrom: r.sideSupportFrom, outcomeRows: r.outcomeRows,
    notModelled: given.notModelled ?? left, line: r.line, cite: r.cite,
  };
}

const rowsOf = (equal: string[], less: string[], half: string[]): Rows => ({ equal, less, half });
const ALL_OTHERS = ['all-others'];

/**
 * The Fast variant of a row (002:12): same CF and cost ("at no additional point cost",
 * 002:79), equal totals read from the Fast rows of the table (002:612, 615), and no
 * formation support given or received (002:570).
 */
function fastOf(base: TroopRow, aliases: string[], equalRow = 'other-fast', aliasLine = 12): TroopRow {
  return {
    ...base,
    id: `fast-${base.id}`,
    name: `Fast ${base.name}`,
    aliases,
    fast: true,
    sideSupportFrom: [],
    outcomeRows: { ...base.outcomeRows, equal: [equalRow] },
    cite: { ...base.cite, fast: 12, sideSupportFrom: 570, outcomeRows: equalRow === 'other-fast' ? 615 : 612, aliases: aliasLine },
  };
}

/** A double element (002:561): its type's CF and rows, +1 in good going against Foot (factors.ts). */
function doubleOf(base: TroopRow, id: string, name: string, aliases: string[], cost: number, costLine: number, aliasLine: number): TroopRow {
  return { ...base, id, name, aliases, double: true, cost, cite: { ...base.cite, double: 561, cost: costLine, aliases: aliasLine } };
}

// ---- Aerials (002:9): "Gods, Dragons, Airboats, Flyers or Aerial Heroes". No Aerial may be
// Fast (002:12). Ruling R5: aerials count every going they can stand in as good.
const AERIAL: Pick<TroopRow, 'countsAsGoodGoing' | 'badGoingPenaltyExempt' | 'canGarrison'> = {
  countsAsGoodGoing: ['rough', 'bad'],
  badGoingPenaltyExempt: true,
  canGarrison: false,
};
const AERIAL_CITE: TroopRow['cite'] = { category: 9, countsAsGoodGoing: 243, badGoingPenaltyExempt: 743, canGarrison: 179 };

const gods = row({
  id: 'gods', name: 'Gods', aliases: ['Gd', 'god'], category: 'aerial', vsFoot: 6, vsMounted: 6, cost: 4, ...AERIAL, notModelled: [SUMMONED],
  outcomeRows: rowsOf(['no-row'], ['gods'], ALL_OTHERS), line: 473, cite: { ...AERIAL_CITE, cost: 62, aliases: 23 },
});
const dragons = row({
  id: 'dragons', name: 'Dragons', aliases: ['Dg', 'dragon'], category: 'aerial', vsFoot: 6, vsMounted: 6, cost: 4, ...AERIAL, notModelled: [SUMMONED],
  outcomeRows: rowsOf(['no-row'], ['dragons'], ALL_OTHERS), line: 463, cite: { ...AERIAL_CITE, cost: 62, aliases: 23 },
});
const airboats = row({
  id: 'airboats', name: 'Airboats', aliases: ['Ab', 'airboat'], category: 'aerial', vsFoot: 5, vsMounted: 3, cost: 3, ...AERIAL,
  outcomeRows: rowsOf(['no-row'], ['airboats-flyers'], ALL_OTHERS), line: 402, cite: { ...AERIAL_CITE, cost: 65, aliases: 24 },
});
const flyers = row({
  id: 'flyers', name: 'Flyers', aliases: ['Fl', 'flyer'], category: 'aerial', vsFoot: 2, vsMounted: 2, cost: 2, ...AERIAL,
  outcomeRows: rowsOf(['no-row'], ['airboats-flyers'], ['flyers']), line: 468, cite: { ...AERIAL_CITE, cost: 68, aliases: 36 },
});
// Ruling R7: the CF table has no Aerial Hero row; the quick reference's Hero row
// ("5 (10 if Flyer)", 002:842) makes it a flying Hero: Hero CF, Hero outcome rows.
const aerialHeroes = row({
  id: 'aerial-heroes', name: 'Aerial Heroes', aliases: ['aerial-hero'], category: 'aerial', classes: ['aerial-heroes', 'heroes'],
  vsFoot: 5, vsMounted: 5, cost: 6, ...AERIAL,
  outcomeRows: rowsOf(['hero-v-hero', 'no-row'], ['hero'], ALL_OTHERS), line: 478,
  cite: { ...AERIAL_CITE, cost: 59, aliases: 59, classes: 842, vsFoot: 842 },
});

// ---- Mounted (002:10): "Knights, Cavalry, Light Horse, Scythed Chariots, Camels, Heroes,
// Paladins, Behemoths or Beasts".
const heroes = row({
  id: 'heroes', name: 'Heroes', aliases: ['Hr', 'hero'], category: 'mounted', vsFoot: 5, vsMounted: 5, cost: 4,
  outcomeRows: rowsOf(['hero-v-hero', 'other-mounted'], ['hero'], ALL_OTHERS), line: 478, cite: { category: 10, cost: 62, aliases: 39 },
});
const paladins = row({
  id: 'paladins', name: 'Paladins', aliases: ['Pl', 'paladin'], category: 'mounted', vsFoot: 6, vsMounted: 6, cost: 4, wardsBespelling: true,
  outcomeRows: rowsOf(['paladin-v-mage', 'other-mounted'], ['paladins'], ALL_OTHERS), line: 503,
  cite: { category: 10, cost: 62, aliases: 39, wardsBespelling: 577 },
});
const knights = row({
  id: 'knights', name: 'Knights', aliases: ['Kn', '4Kn', 'knight'], category: 'mounted', vsFoot: 3, vsMounted: 4, cost: 2,
  outcomeRows: rowsOf(['other-knights-camelry'], ['knights'], ALL_OTHERS), line: 488, cite: { category: 10, cost: 68, aliases: 34 },
});
const cavalry = row({
  id: 'cavalry', name: 'Cavalry', aliases: ['Cv', 'Cav'], category: 'mounted', vsFoot: 3, vsMounted: 3, cost: 2,
  outcomeRows: rowsOf(['other-mounted'], ['cavalry'], ['cavalry']), line: 448, cite: { category: 10, cost: 68, aliases: 37 },
});
const lightHorse = row({
  id: 'light-horse', name: 'Light Horse', aliases: ['Lh', '2LH'], category: 'mounted', vsFoot: 2, vsMounted: 2, cost: 1.5,
  rearSupportFrom: ['light-horse'],
  outcomeRows: rowsOf(['other-mounted'], ['light-horse'], ['light-horse']), line: 493,
  cite: { category: 10, cost: 71, aliases: 35, rearSupportFrom: 496 },
});
const scythedChariots = row({
  id: 'scythed-chariots', name: 'Scythed Chariots', aliases: ['SCh', 'scythed-chariot'], category: 'mounted', vsFoot: 3, vsMounted: 3, cost: 1,
  canGarrison: false,
  outcomeRows: rowsOf(['scythed-chariots'], ['scythed-chariots'], ALL_OTHERS), line: 518,
  cite: { category: 10, cost: 74, aliases: 27, canGarrison: 179 },
});
const camels = row({
  id: 'camels', name: 'Camels', aliases: ['Cm', 'camel', 'camelry'], category: 'mounted', vsFoot: 3, vsMounted: 3, cost: 2,
  outcomeRows: rowsOf(['other-knights-camelry'], ['camelry'], ALL_OTHERS), line: 438, cite: { category: 10, cost: 68, aliases: 38 },
});
const behemoths = row({
  id: 'behemoths', name: 'Behemoths', aliases: ['Bh', 'behemoth'], category: 'mounted', vsFoot: 5, vsMounted: 4, cost: 4, canGarrison: false,
  outcomeRows: rowsOf(['other-mounted'], ['behemoths'], ALL_OTHERS), line: 422, cite: { category: 10, cost: 62, aliases: 25, canGarrison: 179 },
});
const beasts = row({
  id: 'beasts', name: 'Beasts', aliases: ['Bs', 'beast'], category: 'mounted', vsFoot: 3, vsMounted: 4, cost: 2,
  badGoingPenaltyExempt: true, countsAsGoodGoing: ['rough', 'bad'],
  outcomeRows: rowsOf(['other-mounted'], ['bows-beasts-shooters'], ALL_OTHERS), line: 417,
  cite: { category: 10, cost: 68, aliases: 26, badGoingPenaltyExempt: 595, countsAsGoodGoing: 420 },
});

// ---- Foot (002:11): "Spears, Pikes, Blades, Auxilia, Bows, Psiloi, Warband, Hordes,
// Artillery, War Wagons, Shooters, Sneakers, Mages, Command Post or Clerics".
const FOOT_ROWS = (less: string): Rows => rowsOf(['other-foot'], [less], ALL_OTHERS);

const spears = row({
  id: 'spears', name: 'Spears', aliases: ['Sp', '4Sp', 'spear'], category: 'foot', vsFoot: 4, vsMounted: 4, cost: 2,
  sideSupportFrom: ['spears', 'blades'],
  outcomeRows: FOOT_ROWS('spears-pikes-blades'), line: 534, cite: { category: 11, cost: 68, aliases: 46, sideSupportFrom: 571 },
});
const pikes = row({
  id: 'pikes', name: 'Pikes', aliases: ['Pk', '4Pk', 'pike'], category: 'foot', vsFoot: 3, vsMounted: 4, cost: 1.5, rearSupportFrom: ['pikes'],
  outcomeRows: FOOT_ROWS('spears-pikes-blades'), line: 508, cite: { category: 11, cost: 71, aliases: 46, rearSupportFrom: 511 },
});
const blades = row({
  id: 'blades', name: 'Blades', aliases: ['Bl', 'Bd', '4Bd', 'blade'], category: 'foot', vsFoot: 5, vsMounted: 3, vsFootShotOrBespelled: 4, cost: 2,
  outcomeRows: FOOT_ROWS('spears-pikes-blades'), line: 427, cite: { category: 11, cost: 68, aliases: 46, vsFootShotOrBespelled: 428 },
});
const auxilia = row({
  id: 'auxilia', name: 'Auxilia', aliases: ['Aux', 'Ax', '4Ax'], category: 'foot', vsFoot: 3, vsMounted: 3, cost: 1.5, badGoingPenaltyExempt: true,
  outcomeRows: FOOT_ROWS('auxilia'), line: 412, cite: { category: 11, cost: 71, aliases: 47, badGoingPenaltyExempt: 595 },
});
const bows = row({
  id: 'bows', name: 'Bows', aliases: ['Bw', '4Bw', 'bow'], category: 'foot', vsFoot: 2, vsMounted: 4, cost: 1.5, badGoingPenaltyExempt: true,
  shoots: { rangeBW: 3, shootsBackOnlyAt: null }, sideSupportFrom: ['blades'],
  outcomeRows: FOOT_ROWS('bows-beasts-shooters'), line: 432,
  cite: { category: 11, cost: 71, aliases: 47, badGoingPenaltyExempt: 595, shoots: 436, sideSupportFrom: 572 },
});
// Ruling R8: Psiloi "are already considered Fast" (002:12), and Lurkers are Psiloi held
// off the table (002:215, "Psiloi/Lurkers" 002:513).
const PSILOI_LIKE: Pick<TroopRow, 'fast' | 'badGoingPenaltyExempt' | 'cannotBeOverlapped'> = {
  fast: true,
  badGoingPenaltyExempt: true,
  cannotBeOverlapped: true,
};
const psiloi = row({
  id: 'psiloi', name: 'Psiloi', aliases: ['Ps', '2Ps', 'fast-psiloi'], category: 'foot', vsFoot: 2, vsMounted: 2, cost: 1, ...PSILOI_LIKE,
  outcomeRows: rowsOf(['other-fast'], ['psiloi-lurkers'], ['psiloi']), line: 513,
  cite: { category: 11, cost: 74, aliases: 48, fast: 12, badGoingPenaltyExempt: 595, cannotBeOverlapped: 387 },
});
const lurkers = row({
  id: 'lurkers', name: 'Lurkers', aliases: ['Lk', 'lurker', 'lurker-psiloi', 'fast-lurkers'], category: 'foot', classes: ['lurkers', 'psiloi'],
  vsFoot: 2, vsMounted: 2, cost: 1.5, ...PSILOI_LIKE,
  outcomeRows: rowsOf(['other-fast'], ['psiloi-lurkers'], ['psiloi']), line: 513,
  cite: { category: 215, classes: 215, cost: 71, aliases: 48, fast: 12, badGoingPenaltyExempt: 1074, cannotBeOverlapped: 387 },
});
const warband = row({
  id: 'warband', name: 'Warband', aliases: ['Wb', '4Wb'], category: 'foot', vsFoot: 3, vsMounted: 2, cost: 1.5,
  badGoingPenaltyExempt: true, rearSupportFrom: ['warband'],
  outcomeRows: FOOT_ROWS('warband'), line: 539, cite: { category: 11, cost: 71, aliases: 49, badGoingPenaltyExempt: 595, rearSupportFrom: 542 },
});
const hordes = row({
  id: 'hordes', name: 'Hordes', aliases: ['Hd', 'horde'], category: 'foot', vsFoot: 3, vsMounted: 2, cost: 1,
  outcomeRows: FOOT_ROWS('hordes'), line: 483, cite: { category: 11, cost: 74, aliases: 41 },
});
// Ruling R9: an Inexhaustible Horde is a Horde bought for 1.5 AP that can be replaced (002:221).
const inexhaustibleHordes = row({
  ...hordes, id: 'inexhaustible-hordes', name: 'Inexhaustible Hordes', aliases: ['inexhaustible-horde'], classes: ['inexhaustible-hordes', 'hordes'], cost: 1.5,
  cite: { category: 11, cost: 71, classes: 221, aliases: 71 },
});
const artillery = row({
  id: 'artillery', name: 'Artillery', aliases: ['Art'], category: 'foot', vsFoot: 4, vsMounted: 4, cost: 3,
  shoots: { rangeBW: 5, shootsBackOnlyAt: ['artillery'] },
  outcomeRows: FOOT_ROWS('artillery'), line: 407, cite: { category: 11, cost: 65, aliases: 28, shoots: 381 },
});
const warWagons = row({
  id: 'war-wagons', name: 'War Wagons', aliases: ['WWg', 'war-wagon'], category: 'foot', vsFoot: 3, vsMounted: 4, cost: 3,
  shoots: { rangeBW: 3, shootsBackOnlyAt: null },
  outcomeRows: FOOT_ROWS('war-wagons'), line: 549, cite: { category: 11, cost: 65, aliases: 29, shoots: 552 },
});
const shooters = row({
  id: 'shooters', name: 'Shooters', aliases: ['Sh', 'shooter'], category: 'foot', vsFoot: 3, vsMounted: 4, cost: 2,
  badGoingPenaltyExempt: true, shoots: { rangeBW: 3, shootsBackOnlyAt: null }, sideSupportFrom: ['blades'],
  outcomeRows: FOOT_ROWS('bows-beasts-shooters'), line: 523,
  cite: { category: 11, cost: 68, aliases: 47, badGoingPenaltyExempt: 595, shoots: 527, sideSupportFrom: 572 },
});
const sneakers = row({
  id: 'sneakers', name: 'Sneakers', aliases: ['Sk', 'sneaker'], category: 'foot', vsFoot: 5, vsMounted: 3, cost: 2,
  cannotBeOverlapped: true, canGarrison: false,
  outcomeRows: FOOT_ROWS('sneakers'), line: 529, cite: { category: 11, cost: 68, aliases: 49, cannotBeOverlapped: 387, canGarrison: 179 },
});
const mages = row({
  id: 'mages', name: 'Mages', aliases: ['Mg', 'mage'], category: 'foot', vsFoot: 4, vsMounted: 4, cost: 4, bespells: { rangeBW: 5 },
  outcomeRows: rowsOf(['paladin-v-mage', 'other-foot'], ['mage'], ALL_OTHERS), line: 498,
  cite: { category: 11, cost: 62, aliases: 40, bespells: 501 },
});
const commandPosts = row({
  id: 'command-posts', name: 'Command Posts', aliases: ['CP', 'command-post'], category: 'foot', vsFoot: 5, vsMounted: 3,
  vsFootShotOrBespelled: 4, cost: 2,
  outcomeRows: FOOT_ROWS('command-post'), line: 458, cite: { category: 11, cost: 68, aliases: 30, vsFootShotOrBespelled: 459, outcomeRows: 620 },
});
const clerics = row({
  id: 'clerics', name: 'Clerics', aliases: ['Cl', 'cleric'], category: 'foot', vsFoot: 4, vsMounted: 4, cost: 3, wardsBespelling: true,
  outcomeRows: FOOT_ROWS('cleric'), line: 453, cite: { category: 11, cost: 65, aliases: 39, wardsBespelling: 577 },
});

// ---- Stronghold and Camp (002:175-187): no AP cost; lost they count 4 and 2 AP (002:690).
// Their CF plus the Foot CF of any garrison (002:547, 446); ruling R6.
const stronghold = row({
  id: 'stronghold', name: 'Stronghold', aliases: ['fort'], category: 'stronghold', vsFoot: 4, vsMounted: 4, cost: null, lostAp: 4,
  addsGarrisonFootCf: true, canGarrison: false,
  outcomeRows: rowsOf(['no-row'], ['camp-stronghold'], ALL_OTHERS), line: 544,
  cite: { category: 177, aliases: 180, lostAp: 690, addsGarrisonFootCf: 547 },
});
const camp = row({
  id: 'camp', name: 'Camp', aliases: [], category: 'camp', vsFoot: 2, vsMounted: 2, cost: null, lostAp: 2,
  addsGarrisonFootCf: true, canGarrison: false,
  outcomeRows: rowsOf(['no-row'], ['camp-stronghold'], ALL_OTHERS), line: 443,
  cite: { category: 183, lostAp: 690, addsGarrisonFootCf: 446 },
});

// Doubles (002:561; costs 002:65-69; codes 002:26, 42, 12).
const doubleKnights = doubleOf(knights, 'double-knights', 'Double Knights (6Kn)', ['6Kn', 'double-knight', 'knight-wedge'], 3, 65, 26);
const doubleCavalry = doubleOf(cavalry, 'double-cavalry', 'Double Cavalry (6Cv)', ['6Cv'], 3, 65, 12);
const doubleSpears = doubleOf(spears, 'double-spears', 'Double Spears (8Sp)', ['8Sp', '8Spear', 'double-spear'], 3, 65, 42);
const doubleBlades = doubleOf(blades, 'double-blades', 'Double Blades (6Bd)', ['6Bd', '6Blade', 'double-blade'], 3, 65, 42);
const doubleBows = doubleOf(bows, 'double-bows', 'Double Bows (8Bw)', ['8Bw', '8Bow', 'double-bow'], 2, 68, 42);

/**
 * Every element, validated when the module loads: the base types in the order,
 * then the Fast variants, then the doubles.
 */
export const TROOPS: readonly TroopRow[] = [
  gods, dragons, airboats, flyers, aerialHeroes,
  heroes, paladins, knights, cavalry, lightHorse, scythedChariots, camels, behemoths, beasts,
  spears, pikes, blades, auxilia, bows, psiloi, lurkers, warband, hordes, inexhaustibleHordes,
  artillery, warWagons, shooters, sneakers, mages, clerics, commandPosts, stronghold, camp,
  // Fast (002:12): every type but "Artillery, Camels, Heroes, Paladins, Clerics, Mages, 4Kn,
  // 6Cv, 6Kn, 8Bow, 8Spear, Scythed Chariots and Aerials"; Psiloi and Lurkers already are.
  fastOf(knights, ['3Kn', 'fast-knight'], 'fast-knights', 613),
  fastOf(cavalry, []),
  fastOf(lightHorse, []),
  fastOf(behemoths, ['fast-behemoth']),
  fastOf(beasts, ['fast-beast']),
  fastOf(spears, ['3Sp', 'fast-spear']),
  fastOf(pikes, ['3Pk', 'fast-pike']),
  fastOf(blades, ['3Bd', 'fast-blade']),
  fastOf(auxilia, ['3Ax']),
  fastOf(bows, ['3Bw', 'fast-bow']),
  fastOf(warband, ['3Wb']),
  fastOf(hordes, ['fast-horde']),
  fastOf(inexhaustibleHordes, ['fast-inexhaustible-horde']),
  fastOf(warWagons, ['fast-war-wagon']),
  fastOf(shooters, ['fast-shooter']),
  fastOf(sneakers, ['fast-sneaker']),
  fastOf(commandPosts, ['fast-command-post']),
  // Ruling R10: 6Bd is the one double the Fast exclusions do not name.
  fastOf(doubleBlades, ['fast-double-blade']),
  doubleKnights, doubleCavalry, doubleSpears, doubleBlades, doubleBows,
];

export const TROOP_BY_ID: ReadonlyMap<string, TroopRow> = new Map(TROOPS.map((t) => [t.id, t]));

/**
 * Ids and aliases, lower-cased, to row ids: `Kn`, `knight` and `knights` all find Knights.
 * A clash is a data error and throws when the module loads.
 */
export const TROOP_BY_NAME: ReadonlyMap<string, string> = (() => {
  const names = new Map<string, string>();
  for (const t of TROOPS) {
    for (const name of [t.id, ...t.aliases]) {
      const key = name.toLowerCase();
      const taken = names.get(key);
      if (taken !== undefined) throw new Error(`internal: d3h2 name '${name}' is used by both ${taken} and ${t.id}`);
      names.set(key, t.id);
    }
  }
  return names;
})();
