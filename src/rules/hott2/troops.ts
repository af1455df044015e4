import { OUTCOME_TABLE } from './outcome-table.js';
import type { Troop } from './schemas.js';
import type { Category } from './vocabulary.js';

export { CATEGORIES, type Category } from './vocabulary.js';
export type { Troop } from './schemas.js';

/**
 * HOTT 2nd edition troop types as validated rows, transcribed from the reference sheet's
 * troop table (seed 000_4e153465d7893c13.txt, lines 64-90; `line` is each row's). Rules read
 * these fields and flags, never an id: an overlay patches a field, or adds a type `like` an
 * existing one, and the result is checked by the same schema (schemas.ts).
 */



/**
 * Ruling R14: HOTT 2e prices nothing, so each type costs what the same type costs in D3H2's
 * ELEMENT COST table (seed 002, lines 55-75; the line of each cost's row is given). Riders
 * cost as Cavalry (same factors, 3/3); Magicians as Mages; Hordes as "Other Hordes"; Lurkers
 * as "Lurker Psiloi". The Stronghold is not bought (a fallen one counts 4 AP lost): null.
 */
const BORROWED_COSTS: Readonly<Record<string, readonly [cost: number, line: number]>> = {
  'aerial-heroes': [6, 60],
  gods: [4, 63], dragons: [4, 63], paladins: [4, 63], behemoths: [4, 63], heroes: [4, 63], magicians: [4, 63],
  airboats: [3, 66], artillery: [3, 66], clerics: [3, 66],
  beasts: [2, 69], blades: [2, 69], flyers: [2, 69], knights: [2, 69], riders: [2, 69], spears: [2, 69], shooters: [2, 69], sneakers: [2, 69],
  warband: [1.5, 72], lurkers: [1.5, 72],
  hordes: [1, 75],
};

type Flags = Partial<Pick<Troop, 'shoots' | 'bespells' | 'secondRankSupport' | 'badGoingExempt' | 'fightsIntoBadGoing' | 'wardsBespelling' | 'waterLurker' | 'elusive' | 'fortress' | 'wardedNearStronghold' | 'selfEnsorcelsOnOne' | 'punishesBespellers'>>;

/** The row's cells from the outcome table, citing the row's line. */
function outcomesOf(id: string): Troop['outcomes'] {
  const row = OUTCOME_TABLE[id];
  if (!row) throw new Error(`internal: no hott2 outcome row '${id}'`);
  return { cite: `000:${row.line}`, equal: [...row.equal], less: [...row.less], half: [...row.half] };
}

const row = (id: string, name: string, category: Category, vsFoot: number, vsMounted: number, line: number, flags: Flags = {}, kinds: string[] = [id]): Troop => ({
  id,
  name,
  category,
  vsFoot,
  vsMounted,
  cost: BORROWED_COSTS[id]?.[0] ?? null,
  kinds,
  outcomes: outcomesOf(id),
  shoots: false,
  bespells: false,
  secondRankSupport: false,
  secondRankValue: 1,
  secondRankCite: '000:50',
  badGoingExempt: false,
  fightsIntoBadGoing: false,
  wardsBespelling: false,
  waterLurker: false,
  elusive: false,
  fortress: false,
  wardedNearStronghold: false,
  selfEnsorcelsOnOne: false,
  punishesBespellers: false,
  deniesRankSupport: false,
  ignoresAssaultAiding: false,
  ...flags,
  notModelled: [
    ...(flags.shoots ? ['shooting (000:82, 84)'] : []),
    ...(flags.bespells ? ['bespelling (000:88)'] : []),
    ...(SUMMONED[id] ? [SUMMONED[id]] : []),
  ],
  seed: '000',
  line,
});

/** Types not deployed at the start but brought on for PIPs: their cost buys that, which no combat shows. */
const SUMMONED: Readonly<Record<string, string>> = {
  gods: 'summoned for 6 PIPs, leaves on a PIP roll of 1 (000:34, 67)',
  dragons: 'deployed for 6 PIPs (000:34)',
};

// Shipped data, checked against troopSchema by test/rules/shipped-rows.test.ts, not at every start.
export const TROOPS: readonly Troop[] = [
  row('gods', 'Gods', 'aerial', 6, 6, 67, { punishesBespellers: true }),
  row('dragons', 'Dragons', 'aerial', 6, 6, 68),
  row('airboats', 'Airboats', 'aerial', 5, 3, 69),
  row('flyers', 'Flyers', 'aerial', 2, 2, 70),
  row('aerial-heroes', 'Aerial Heroes', 'aerial', 5, 5, 71, {}, ['aerial-heroes', 'heroes']),
  row('heroes', 'Heroes', 'mounted', 5, 5, 73),
  row('paladins', 'Paladins', 'mounted', 6, 6, 74, { wardsBespelling: true }),
  row('knights', 'Knights', 'mounted', 3, 4, 75),
  row('riders', 'Riders', 'mounted', 3, 3, 76),
  row('behemoths', 'Behemoths', 'mounted', 4, 5, 77),
  row('beasts', 'Beasts', 'mounted', 3, 4, 78, { badGoingExempt: true, fightsIntoBadGoing: true }),
  row('blades', 'Blades', 'foot', 5, 3, 80),
  row('spears', 'Spears', 'foot', 4, 4, 81, { secondRankSupport: true }),
  row('shooters', 'Shooters', 'foot', 3, 4, 82, { shoots: true, badGoingExempt: true }),
  row('warband', 'Warband', 'foot', 3, 3, 83, { secondRankSupport: true, badGoingExempt: true }),
  row('artillery', 'Artillery', 'foot', 4, 4, 84, { shoots: true }),
  row('hordes', 'Hordes', 'foot', 2, 2, 85),
  row('lurkers', 'Lurkers', 'foot', 2, 2, 86, { badGoingExempt: true, waterLurker: true }),
  row('sneakers', 'Sneakers', 'foot', 5, 3, 87, { elusive: true }),
  row('magicians', 'Magicians', 'foot', 4, 4, 88, { bespells: true, wardedNearStronghold: true, selfEnsorcelsOnOne: true }),
  row('clerics', 'Clerics', 'foot', 4, 4, 89, { wardsBespelling: true }),
  row('stronghold', 'Stronghold', 'stronghold', 6, 6, 90, { badGoingExempt: true, fortress: true }),
];
