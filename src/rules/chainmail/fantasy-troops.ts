import { ONE_HIT, row, type RowFields, type Toughness, type Troop } from './troop-row.js';
import type { MassClass } from './tables.js';

/**
 * The Fantasy Supplement's types on the mass Combat Tables (seed 003, FANTASTIC
 * CHARACTERISTICS, 740-941), each field citing its line. The prose is the source: the
 * Fantasy Reference table at the back (003:1188-1211) is shifted by the OCR from its eighth
 * row on (its "Bear/Wolf" row carries the Trolls' figures and so on down), so only its first
 * six rows, which agree with the prose, are cited. How a creature fights and takes hits on
 * the mass tables is ruling C29; "(-)" Morale Ratings and point values C30; the bonuses that
 * need a condition (a hero or the army commander with a unit, magical weapons, full daylight)
 * are conditions.ts. What the mass combat leaves out (spells, flight, fear, invisibility) is
 * listed in each row's `notModelled`, with its line.
 */

/** The Loss Table row, Cavalry Charge row and missile armour of the class a creature defends as (C29). */
const CLASS_ROWS: Record<MassClass, Pick<Troop, 'lossRow' | 'chargeRow' | 'armor'> & { cite: { lossRow: number[]; chargeRow: number[]; armor: number[] } }> = {
  'light-foot': { lossRow: 'light-peasants-levies', chargeRow: 'light-foot-levies', armor: 'unarmored', cite: { lossRow: [491], chargeRow: [510], armor: [268] } },
  'heavy-foot': { lossRow: 'heavy-foot', chargeRow: 'heavy-foot', armor: 'half-armor-or-shield', cite: { lossRow: [492], chargeRow: [511], armor: [268] } },
  'armored-foot': { lossRow: 'elite-heavy-foot-armored-foot-mongols', chargeRow: 'elite-heavy-foot-armored-foot', armor: 'fully-armored', cite: { lossRow: [493], chargeRow: [512], armor: [276] } },
  'light-horse': { lossRow: 'light-peasants-levies', chargeRow: 'light-horse', armor: 'unarmored', cite: { lossRow: [491], chargeRow: [513], armor: [268] } },
  'medium-horse': { lossRow: 'medium-horse-not-knights', chargeRow: 'medium-horse', armor: 'half-armor-or-shield', cite: { lossRow: [494], chargeRow: [514], armor: [268] } },
  'heavy-horse': { lossRow: 'heavy-horse-norman-knights', chargeRow: 'heavy-horse', armor: 'fully-armored', cite: { lossRow: [496], chargeRow: [515], armor: [276] } },
};

type CreatureFields = Omit<RowFields, 'lossRow' | 'chargeRow' | 'armor' | 'cite' | 'category'> & {
  readonly category?: Troop['category'];
  readonly cite: Omit<Troop['cite'], 'lossRow' | 'chargeRow' | 'armor'>;
};

/** A fantastic type: its Loss Table, charge and armour rows are those of the class it defends as (C29). */
function creature<Id extends string>(id: Id, fields: CreatureFields): Troop & { readonly id: Id } {
  const rows = CLASS_ROWS[fields.defendsAs ?? fields.fightsAs];
  return row(id, {
    category: 'foot',
    ...fields,
    lossRow: rows.lossRow,
    chargeRow: rows.chargeRow,
    armor: rows.armor,
    rulings: ['C29', 'C30', ...(fields.rulings ?? [])],
    cite: { ...rows.cite, ...fields.cite },
  });
}

const toughness = (t: Partial<Toughness>): Toughness => ({ ...ONE_HIT, ...t });
/** Impervious to normal missile fire and melee (balrogs 003:889, ents 897, dragons 901, elementals 915-921, true trolls 869). */
const IMPERVIOUS = toughness({ hits: 1, mode: 'impervious', missileProof: true });
/** "Heroes (and Anti-heroes) need never check morale ... four simultaneous kills" (003:794). */
const HERO_HITS = toughness({ hits: 4, mode: 'simultaneous' });
/** Fear, flight and the like, which the mass combat does not play. */
const FEAR = (line: number): string => `causes enemy morale checks (003:${line})`;
const WIZARD_NOT_MODELLED = ['spells, fire balls and lightning bolts (003:806-851)', 'invisibility (003:806)', 'effect on friendly and enemy morale (003:806)'];

/** The types in the order of the prose (003:756-941). */
export const FANTASY_TROOPS = [
  creature('hobbits', {
    name: 'Hobbits', fightsAs: 'light-foot', cost: null, morale: 5, line: 756,
    notModelled: ['stone throwing: two Hobbits count three on the Missile Fire table (003:756)', 'blending into the background (003:756, 1215)'],
    cite: { fightsAs: [1191], cost: [758], morale: [758] },
  }),
  creature('sprites', {
    name: 'Sprites', fightsAs: 'light-foot', cost: 4, morale: 3, line: 760, unhurtFirstRoundAttacking: true,
    notModelled: ['flight for three turns (003:760)', 'invisibility (003:760)'],
    cite: { fightsAs: [1192], cost: [762], morale: [762], unhurtFirstRoundAttacking: [760] },
  }),
  creature('dwarves', {
    name: 'Dwarves', fightsAs: 'heavy-foot', defendsAs: 'light-foot', cost: 2, morale: 5, line: 764, impetus: true,
    halfKillsWith: ['ogres', 'true-trolls', 'giant'],
    notModelled: ['their hatred of goblins (003:764)'],
    cite: { fightsAs: [1193], defendsAs: [1193], cost: [766], morale: [766], impetus: [478], halfKillsWith: [764] },
  }),
  creature('goblins', {
    name: 'Goblins', fightsAs: 'heavy-foot', defendsAs: 'light-foot', cost: 1.5, morale: 5, line: 768, impetus: true, fullLight: { perDie: -1, morale: -1 },
    notModelled: ['their hatred of dwarves (003:768)'],
    cite: { fightsAs: [1194], defendsAs: [1194], cost: [770], morale: [770], impetus: [478], fullLight: [768] },
  }),
  creature('elves', {
    name: 'Elves', fightsAs: 'heavy-foot', cost: 4, morale: 6, line: 772, impetus: true, missile: 'bow',
    magicDiceAgainst: [{ troop: 'goblins', dice: 3 }, { troop: 'orcs', dice: 2 }],
    magicFantasyScores: [
      { defender: 'hero', score: 9, line: 776 },
      { defender: 'super-hero', score: 11, line: 777 },
      { defender: 'wizard', score: 10, line: 778 },
      { defender: 'wraith', score: 8, line: 779 },
      { defender: 'wight', score: 6, line: 780 },
      { defender: 'lycanthrope', score: 9, line: 781 },
      { defender: 'troll-ogre', score: 7, line: 782 },
      { defender: 'balrog', score: 12, line: 783 },
      { defender: 'giant', score: 10, line: 784 },
    ],
    notModelled: ['split move and fire (003:772)', 'invisibility (003:772)'],
    rulings: ['C26', 'C31'],
    cite: { fightsAs: [1195], cost: [788], morale: [788], impetus: [478], missile: [772, 1195], magicDiceAgainst: [772, 774, 775], magicFantasyScores: [772, 776, 784, 955] },
  }),
  creature('orcs', {
    name: 'Orcs', fightsAs: 'heavy-foot', cost: 2, morale: 5, line: 790, impetus: true, fullLight: { perDie: -1, morale: -1 },
    notModelled: ['quarrels between orc bands (003:790)'],
    cite: { fightsAs: [1196], cost: [792], morale: [792], impetus: [478], fullLight: [768, 790] },
  }),
  creature('hero', {
    name: 'Hero', category: 'horse', fightsAs: 'heavy-horse', weight: 4, cost: 20, morale: 20, checksMorale: false, line: 794, impetus: true, lance: true,
    toughness: HERO_HITS, fantasy: 'hero',
    notModelled: ['raising friendly morale (003:794, 1218)', 'shooting dragons (003:796)'],
    cite: { fightsAs: [794, 400], weight: [794, 1197], cost: [798], morale: [798], checksMorale: [794], impetus: [478], lance: [400], toughness: [794], fantasy: [1254] },
  }),
  creature('super-hero', {
    name: 'Super Hero', category: 'horse', fightsAs: 'heavy-horse', weight: 8, cost: 50, morale: 40, checksMorale: false, line: 800, impetus: true, lance: true,
    toughness: toughness({ hits: 8, mode: 'simultaneous' }), fantasy: 'super-hero',
    notModelled: [FEAR(800), 'shooting dragons (003:802)'],
    cite: { fightsAs: [794, 800, 400], weight: [800, 1198], cost: [804], morale: [804], checksMorale: [794, 800], impetus: [478], lance: [400], toughness: [794, 800], fantasy: [1257] },
  }),
  ...(
    [
      ['wizard', 'Wizard', 0, 50, 100, 854],
      ['sorcerer', 'Sorcerer', 1, 40, 90, 855],
      ['warlock', 'Warlock', 2, 30, 80, 856],
      ['magician', 'Magician', 3, 25, 70, 857],
    ] as const
  ).map(([id, name, level, morale, cost, line]) =>
    creature(id, {
      name, fightsAs: 'armored-foot', weight: 2, cost, morale, line: 806, toughness: toughness({ hits: 2, missileProof: true }),
      fantasy: 'wizard', magicLevel: level, notModelled: WIZARD_NOT_MODELLED,
      cite: { fightsAs: [806], weight: [806], cost: [853, line], morale: [853, line], toughness: [806], fantasy: [1260], ...(level > 0 ? { magicLevel: [806, 1243] } : {}) },
    }),
  ),
  creature('wraith', {
    name: 'Wraith', fightsAs: 'armored-foot', weight: 2, cost: 10, morale: 10, line: 859, toughness: toughness({ mode: 'impervious', magicHits: 1, missileProof: true }), fantasy: 'wraith',
    notModelled: [FEAR(859), 'paralysing by touch (003:859)', 'flight (003:859)'],
    cite: { fightsAs: [859], weight: [859], cost: [861], morale: [861], toughness: [859], fantasy: [1261] },
  }),
  creature('lycanthrope', {
    name: 'Lycanthrope', fightsAs: 'armored-foot', defendsAs: 'heavy-foot', weight: 4, cost: 20, morale: 20, line: 863,
    toughness: toughness({ hits: 4, mode: 'simultaneous', magicHits: 1 }), fantasy: 'lycanthrope',
    notModelled: ['doubled melee capability in or near woods (003:863)'],
    cite: { fightsAs: [863], defendsAs: [863], weight: [863], cost: [865], morale: [865], toughness: [863], fantasy: [1255] },
  }),
  creature('ogres', {
    name: 'Ogres (Trolls)', fightsAs: 'heavy-foot', weight: 6, cost: 15, morale: 8, line: 867,
    toughness: toughness({ hits: 6, magicHits: 1, hitsBy: [{ troop: 'elves', hits: 3 }, { troop: 'hero', hits: 1 }, { troop: 'super-hero', hits: 1 }] }), fantasy: 'troll-ogre',
    cite: { fightsAs: [867], weight: [867], cost: [885], morale: [885], toughness: [867], fantasy: [1258] },
  }),
  creature('true-trolls', {
    name: 'True Trolls', fightsAs: 'armored-foot', weight: 3, cost: 75, morale: null, checksMorale: false, line: 869, toughness: IMPERVIOUS, fantasy: 'giant', fantasyDefence: 'true-troll-table', rulings: ['C31'],
    cite: { fightsAs: [883], weight: [883], cost: [887], morale: [887], checksMorale: [883], toughness: [869], fantasy: [883], fantasyDefence: [869, 871] },
  }),
  creature('balrog', {
    name: 'Balrog', fightsAs: 'heavy-horse', weight: 2, cost: 75, morale: 50, line: 889, toughness: IMPERVIOUS, fantasy: 'balrog',
    notModelled: ['immolating figures it touches (003:889)', 'flight (003:889)'],
    cite: { fightsAs: [889], weight: [889], cost: [891], morale: [891], toughness: [889], fantasy: [1249] },
  }),
  creature('giant', {
    name: 'Giant', fightsAs: 'heavy-foot', defendsAs: 'armored-foot', weight: 12, extraDice: 1, cost: 50, morale: null, checksMorale: false, line: 893,
    toughness: toughness({ hits: 12 }), fantasy: 'giant',
    notModelled: ['boulders thrown as a small catapult (003:893)'],
    cite: { fightsAs: [893], defendsAs: [893], weight: [893], extraDice: [893], cost: [895], morale: [895], checksMorale: [893], toughness: [893], fantasy: [1253] },
  }),
  creature('ent', {
    name: 'Ent', fightsAs: 'armored-foot', weight: 6, cost: 15, morale: 20, line: 897, toughness: IMPERVIOUS, fantasy: 'ent',
    notModelled: ['trees called to fight (003:897)', 'being set afire (003:897)'],
    cite: { fightsAs: [897], weight: [897], cost: [899], morale: [899], toughness: [897], fantasy: [1252] },
  }),
  creature('dragon', {
    name: 'Dragon', fightsAs: 'heavy-horse', weight: 4, cost: 100, morale: null, checksMorale: false, line: 901, toughness: IMPERVIOUS, fantasy: 'dragon',
    notModelled: ['fiery breath (003:901-903)', 'flight (003:901)', FEAR(901)],
    cite: { fightsAs: [901], weight: [901], cost: [905], morale: [905], checksMorale: [903], toughness: [901], fantasy: [1250] },
  }),
  creature('roc', {
    name: 'Roc', fightsAs: 'light-horse', defendsAs: 'heavy-horse', weight: 4, cost: 20, morale: null, checksMorale: false, line: 909, toughness: toughness({ hits: 4 }), fantasy: 'roc',
    notModelled: ['flight and carrying a man (003:909)', FEAR(909)],
    cite: { fightsAs: [909], defendsAs: [909], weight: [909], cost: [911], morale: [911], checksMorale: [909], toughness: [909], fantasy: [1256] },
  }),
  ...(
    [
      ['air-elemental', 'Air Elemental', 'light-horse', 915],
      ['earth-elemental', 'Earth Elemental', 'heavy-horse', 917],
      ['fire-elemental', 'Fire Elemental', 'medium-horse', 919],
      ['water-elemental', 'Water Elemental', 'light-horse', 921],
    ] as const
  ).map(([id, name, fightsAs, line]) =>
    creature(id, {
      name, fightsAs, weight: 4, cost: null, morale: null, checksMorale: false, line, toughness: IMPERVIOUS, fantasy: 'elemental',
      notModelled: ['conjured by a wizard, never bought (003:913, 925)', 'its bonus against some opponents (003:915-921)'],
      cite: { fightsAs: [line], weight: [line], cost: [925], morale: [925], checksMorale: [925], toughness: [line], fantasy: [1251] },
    }),
  ),
  creature('wights', {
    name: 'Wights', fightsAs: 'light-horse', defendsAs: 'heavy-horse', cost: 10, morale: 10, line: 939, fullLight: { perDie: -1, morale: 0 },
    toughness: toughness({ missileProof: true }), fantasy: 'wight',
    notModelled: ['paralysing by touch (003:939)'],
    cite: { fightsAs: [939], defendsAs: [939], cost: [941], morale: [941], fullLight: [939], toughness: [939], fantasy: [1259] },
  }),
] satisfies readonly Troop[];
