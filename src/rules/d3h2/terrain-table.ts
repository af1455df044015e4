import type { FeatureKind, HomeTerrain } from '../../battle/layout.js';

/**
 * D3H2's battlefield terrain as data (002:82-178; ruling R54): the features a defender may lay,
 * each with its going and what else it gives, and each home terrain type's compulsory and
 * optional features from the table at 002:87-171, whose columns are Compulsory, Optional
 * Linear, Optional Rough, Optional Bad Going and Optional Others. A feature's going is the
 * column the table lists it under; a feature the table lists only as compulsory or under
 * Others takes its going from the text where it says one (a Hamlet `functions only as rough
 * going`, 002:178) and is otherwise good going with what it gives (a Gentle Hill's slope).
 *
 * @example
 * D3H2_HOME_TERRAIN.find((t) => t.id === 'forest')?.bad; // => ['marsh', 'woods']
 */

/** A feature (the battlefield's FeatureKind: its going, how it lies, what it gives, at most how many), named and cited. */
export interface TerrainFeatureRow extends FeatureKind {
  readonly label: string;
  readonly source: string;
}

/** A home terrain type (002:86 `If terrain is:`): the battlefield's HomeTerrain by the table's columns, named and cited. */
export interface HomeTerrainRow extends HomeTerrain {
  readonly label: string;
  readonly source: string;
}

const feature = (id: string, label: string, going: TerrainFeatureRow['going'], source: string, more: Partial<TerrainFeatureRow> = {}): TerrainFeatureRow => ({ id, label, going, lies: 'area', gives: [], most: null, source, ...more });

// sight: `a ½ BW depth of difficult hills, woods, oasis, dunes, hamlet or edifice blocks shooting`; mire: `An element that is at least partly in a river or a marsh cannot shoot`;
// sunken: `An element entirely in a gully cannot shoot or be shot at` (002:369; F39, F40).
// deep: a waterway, along a side edge, where no element stands: the board's land ends at it; a flight stops at it (002:678 (d); F42).
// secluded: a move costs an extra PIP `If its general’s element ... is entirely in a BUA, Camp, Wood, Oasis, Marsh or Gully` (002:212; F36).
// pursuitEnters, flightEnters: the bad going a pursuit still enters, Marsh and Gully (002:686), and a flight, Marsh (002:678 (e); F34).
export const D3H2_TERRAIN_FEATURES: readonly TerrainFeatureRow[] = [
  feature('bua', 'BUA (a Stronghold or a Hamlet)', 'rough', '002:176-178', { gives: ['cover', 'sight', 'secluded'], most: 1 }),
  feature('plough', 'Plough', 'good', '002:97, 108'),
  feature('gentle-hills', 'Gentle Hills', 'good', '002:107', { gives: ['hill'] }),
  feature('difficult-hills', 'Difficult Hills', 'bad', '002:104', { gives: ['hill', 'sight'] }),
  feature('woods', 'Woods', 'bad', '002:105', { gives: ['cover', 'sight', 'secluded'] }),
  feature('marsh', 'Marsh', 'bad', '002:115', { gives: ['mire', 'secluded'], pursuitEnters: true, flightEnters: true }),
  feature('dunes', 'Dunes', 'bad', '002:146', { gives: ['sight'] }),
  feature('oasis', 'Oasis', 'bad', '002:148', { gives: ['sight', 'secluded'], most: 1 }),
  feature('enclosures', 'Enclosures', 'rough', '002:101'),
  feature('scrub', 'Scrub', 'rough', '002:102'),
  feature('boggy', 'Boggy', 'rough', '002:103'),
  feature('rocky', 'Rocky', 'rough', '002:136'),
  feature('river', 'River', 'water', '002:98', { lies: 'across', gives: ['water', 'mire'], most: 1 }),
  feature('road', 'Road', 'good', '002:99', { lies: 'lengthwise', gives: ['road'] }),
  feature('waterway', 'Waterway', 'water', '002:100', { lies: 'side-edge', gives: ['water', 'deep'], most: 1 }),
  feature('gully', 'Gully', 'bad', '002:134', { lies: 'across', gives: ['sunken', 'secluded'], most: 1, pursuitEnters: true }),
];

const one = (feature: string, min = 1, max = min) => [{ feature, min, max }];

export const D3H2_HOME_TERRAIN: readonly HomeTerrainRow[] = [
  { id: 'arable', label: 'Arable', compulsory: [one('bua'), one('plough', 2)], linear: ['river', 'road', 'waterway'], rough: ['enclosures', 'scrub', 'boggy'], bad: ['difficult-hills', 'woods'], others: ['gentle-hills', 'plough'], eitherOr: [], source: '002:94-108' },
  { id: 'forest', label: 'Forest', compulsory: [one('woods', 1, 2)], linear: ['river'], rough: [], bad: ['marsh', 'woods'], others: ['gentle-hills', 'bua'], eitherOr: [], source: '002:111-119' },
  { id: 'hilly', label: 'Hilly', compulsory: [one('difficult-hills', 1, 2)], linear: ['river', 'road'], rough: [], bad: ['woods', 'difficult-hills'], others: ['bua'], eitherOr: [], source: '002:121-129' },
  { id: 'steppe', label: 'Steppe', compulsory: [one('gentle-hills', 1, 2)], linear: ['river', 'gully'], rough: ['scrub', 'rocky'], bad: [], others: ['bua'], eitherOr: [], source: '002:131-138' },
  { id: 'dry', label: 'Dry', compulsory: [one('rocky', 1, 2), one('scrub', 1, 2)], linear: [], rough: [], bad: ['dunes', 'difficult-hills', 'oasis'], others: ['bua'], eitherOr: [], source: '002:140-149' },
  { id: 'tropical', label: 'Tropical', compulsory: [one('woods', 1, 2)], linear: ['river', 'gully', 'road'], rough: ['enclosures'], bad: ['marsh', 'woods'], others: ['bua'], eitherOr: [], source: '002:151-160' },
  { id: 'littoral', label: 'Littoral', compulsory: [one('waterway')], linear: ['road', 'river'], rough: [], bad: ['difficult-hills', 'marsh', 'woods', 'dunes'], others: ['bua'], eitherOr: [['difficult-hills', 'marsh'], ['woods', 'dunes']], source: '002:162-171' },
];
