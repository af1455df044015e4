import type { BattleRuleRow, BattleTables, BattleTypeRow, PassThroughRow } from '../common/battle-rule-rows.js';

/**
 * HOTT 2e's battle rules as rule-table rows (src/rules/common/battle-rule-rows.ts), in paces,
 * the sheet's unit (000:64 "Movement (in paces)"): the army, victory, PIP and field rules
 * (`battle`), what each troop class does in a battle (`battleTypes`, the troop table's
 * movement column and "Other notes", 000:64-90) and who may pass through whom when recoiling
 * (`passThrough`, 000:44). An overlay patches any row by id; hott25.yaml does. Readings the
 * sheet does not settle are rulings R15-R22 in RULINGS.md.
 *
 * @example
 * HOTT2_BATTLE_TABLES.battleTypes.find((t) => t.id === 'knights')?.move; // => 300
 */

const NO_FIELDS: Omit<BattleTypeRow, 'id' | 'label' | 'source'> = {
  ruling: null, move: null, moveFast: null, moveBad: null, moveBadFast: null, recoil: null, flee: null, pursue: null,
  pursueOnlyVs: null, pursueNotVs: null, shootRange: null, shootsOwnBoundOnly: null, bespellRange: null, extraPip: null,
  noContact: null, noOverlap: null, pushable: null, crushes: null, fleesIntoBadGoing: null, threatAllEdges: null, notDeployed: null, summon: null, desorcell: null,
};

/** A class row: its own line, and the fields it sets (the rest from its category). */
const type = (id: string, label: string, source: string, fields: Partial<BattleTypeRow> = {}): BattleTypeRow => ({ id, label, source, ...NO_FIELDS, ...fields });

/**
 * A category's defaults, every field set. Recoil is a base depth (000:55), which the sheet
 * does not give: 100p on foot, 200p mounted or aerial (R17). Every flight in the troop table
 * is 600p (000:69, 70, 73, 77, 87) or off the battlefield. Shooting range is the Shooters'
 * 200p (000:82) for any row made to shoot; bespelling, the Magicians' 600p (000:88).
 */
const category = (id: string, label: string, source: string, move: number, moveBad: number, recoil: number, fields: Partial<BattleTypeRow> = {}): BattleTypeRow =>
  type(id, label, source, {
    ruling: 'R17', move, moveBad, recoil, flee: 600, pursue: 0, pursueOnlyVs: [], pursueNotVs: [], shootRange: 200, shootsOwnBoundOnly: false,
    bespellRange: 600, extraPip: false, noContact: false, noOverlap: false, pushable: true, crushes: false, fleesIntoBadGoing: false, threatAllEdges: false, notDeployed: null, summon: null, desorcell: null, ...fields,
  });

/** 000:73 `A captured Hero can escape for 6 PIP - appears on enemy base edge or next to Stronghold.`; 000:34 `Escape a Hero.` */
const HERO_ESCAPES = { desorcell: { pips: 6, at: 'enemy-stronghold' as const } };
/** "Can only be pushed back by a Behemoth or Dragon" (000:67, 68, 77): not pushable in the profile (R20). */
const UNPUSHABLE = { pushable: false } as const;
/** "Will pursue" (000:75, 77, 78, 83): mounted 200p, Warband 100p (R18). */
const PURSUES_MOUNTED = { pursue: 200, ruling: 'R18' } as const;

const BATTLE: readonly BattleRuleRow[] = [
  {
    id: 'army', label: 'army: 24 AP, at most half on 4- and 6-AP elements, a free General (borrowed from D3H2)', source: '002:79',
    words: "Generally, 24 AP per player will produce a DBA sized battle of around 12 elements.   Up to half an army’s AP can be spent on 6 or 4 Point elements; the rest must be spent on 3, 2 or 1 point elements.  All armies receive a free General.", ruling: 'R16',
    budget: 24, dearAtLeast: 4, dearShare: 0.5,
  },
  {
    id: 'victory', label: 'victory: a third of its elements lost and more than the enemy', source: '000:57-62',
    words: 'It has lost a third or more of its total elements & also more than the enemy army.', ruling: 'R19',
    kind: 'elements', fraction: 1 / 3, points: 0, generalExtra: 0, general: 'command-lost-next-bound',
  },
  {
    id: 'pips', label: 'PIPs: 1 a move, +1 with Magicians or aerials, +1 with the general lost; bespelling 2, with the PIPs left after moving', source: '000:23-32',
    words: '+1 if it involves Magicians or any aerals.', ruling: null,
    // 000:23: "Bepelling, by active side's Magicians using any remaining PIP", after the moves.
    extraForTypes: 1, extraGeneralLost: 1, extrasFromSecondBound: false, secludedGeneral: false, bespell: 2, bespellAid: 1, bespellAfterMoving: true,
    // 000:29: `+1 if it is more than 1200p from its general, or more than 600p and is out of sight` (F36).
    commandDistance: { distance: 1200, outOfSight: 600, allOf: null },
  },
  {
    id: 'field', label: 'field: lines 1200p apart, 600p from their base edges (a 2400p board)', source: '001:8-9',
    words: 'deploys within 600p of opposite edge;', ruling: 'R15',
    unit: '100p', perUnit: 100, gap: 1200, rear: 600,
    // 000:55: a recoil meeting friends it cannot pass through or push back (all the way: "if able to"), or terrain it cannot cross, is destroyed.
    blockedRecoil: 'destroyed',
    // R17: a 40mm base width at 100p to the inch is about 160p.
    baseWidth: 160,
    // 000:52: "each enemy in frontal contact with flank or rear", lined up or not.
    flankCounts: 'any',
    // 000:41: `cannot move across the front of an enemy within a base width, unless there is an intervening element` (F38; a base width 160p, R17).
    threatZone: { depth: 160, aroundCamps: false },
    // 000:23, 82-88: the sheet blocks no shot, by elements or by terrain (F39).
    shotBlocked: null,
    // 000:39 `If through bad going or across water (maximum move = 100p)`; aerials fly over water (000:67). No flight drowns in HOTT (F40).
    // 000:49 `+1 If in close combat and either upslope or defending a river bank other than at a ford or bridge (except against aerals)`.
    river: { crossing: 100, bank: true, fleeDrowns: false },
  },
  {
    id: 'camp', label: 'stronghold: 320p by 160p in the middle of each base edge; lost, the army is defeated', source: '000:57-60, 000:90',
    words: "Its side has lost its Stronghold.", ruling: 'F32',
    // The reference sheet gives no size or place: two base widths by one (R17's 160p), as D3H2's Camp (002:186).
    // Its garrison is built in (000:90 `STRONGHOLD ... +6`); the sheet lets no element hold it (F35).
    troop: 'stronghold', width: 320, depth: 160, lost: 'defeats', unlessMoreThan: null, garrison: null,
    // 000:52 `-1 ... for each 2nd or 3rd element aiding ... an enemy attacking a Stronghold`; 000:90 `or by aerials aided by ground troops` (F37).
    assaultAided: true,
  },
];

const BATTLE_TYPES: readonly BattleTypeRow[] = [
  // Category defaults: for a type an overlay adds under a class of its own (R22).
  category('aerial', 'any aerial', '000:67', 1200, 0, 200, { extraPip: true }),
  category('mounted', 'any mounted', '000:76', 500, 200, 200),
  category('foot', 'any foot', '000:80', 200, 200, 100),
  category('stronghold', 'the Stronghold', '000:90', 0, 0, 0, { flee: 0, ...UNPUSHABLE, notDeployed: 'Strongholds are left out of the line battle (000:60, 90; ruling R21)', ruling: 'R21' }),
  // Aerials (000:67-71): "Aerials can fly over ground troops ... but cannot end a move in bad going" (R20).
  // Where Gods and Dragons arrive, and how near an enemy, are D3H2's (002:217; ruling F31): the sheet gives only the PIPs.
  type('gods', 'Gods', '000:33, 000:67', { move: 1200, ...UNPUSHABLE, notDeployed: 'Not deployed initially - 6 PIP to summon (000:67)', summon: { when: 'own-half', pips: 6, more: 0, times: null, within: null, clear: 320, all: false, onAOne: 'leaves', fledOff: 'returns', atWater: false, replaceable: false } }),
  type('dragons', 'Dragons', '000:33, 000:68', { move: 1200, ...UNPUSHABLE, crushes: true, noOverlap: true, notDeployed: 'Not deployed initially - 6 PIP to deploy (000:68)', ruling: 'R20', summon: { when: 'own-base-edge', pips: 6, more: 0, times: null, within: null, clear: 320, all: true, onAOne: 'stays', fledOff: 'returns', atWater: false, replaceable: false } }),
  type('airboats', 'Airboats', '000:69', { move: 500 }),
  type('flyers', 'Flyers', '000:70', { move: 1200 }),
  type('aerial-heroes', 'Aerial Heroes', '000:71, 000:73', { move: 1200, ...HERO_ESCAPES }),
  // Mounted (000:73-78).
  type('heroes', 'Heroes', '000:73, 000:34', { move: 500, moveBad: 200, ...HERO_ESCAPES }),
  type('paladins', 'Paladins', '000:74', { move: 500, moveBad: 200 }),
  type('knights', 'Knights', '000:75', { move: 300, moveBad: 200, ...PURSUES_MOUNTED }),
  type('riders', 'Riders', '000:76', { move: 500, moveBad: 200 }),
  type('behemoths', 'Behemoths', '000:77', { move: 300, moveBad: 200, ...PURSUES_MOUNTED, ...UNPUSHABLE, crushes: true }),
  type('beasts', 'Beasts', '000:78', { move: 400, moveBad: 400, ...PURSUES_MOUNTED }),
  // Foot (000:80-89).
  type('blades', 'Blades', '000:80', { move: 200, moveBad: 200 }),
  type('spears', 'Spears', '000:81', { move: 200, moveBad: 200 }),
  type('shooters', 'Shooters', '000:82', { move: 300, moveBad: 300, shootRange: 200 }),
  type('warband', 'Warband', '000:83', { move: 200, moveBad: 200, pursue: 100, ruling: 'R18' }),
  type('artillery', 'Artillery', '000:84', { move: 200, moveBad: 0, shootRange: 500, shootsOwnBoundOnly: true, noContact: true }),
  type('hordes', 'Hordes', '000:85', { move: 200, moveBad: 200 }),
  type('lurkers', 'Lurkers', '000:33, 000:86', { move: 0, moveBad: 200, notDeployed: 'Not deployed initially - 1 PIP to deploy (000:86)', summon: { when: 'enemy-enters-bad-going', pips: 1, more: 1, times: 3, within: null, clear: null, all: false, onAOne: 'stays', fledOff: 'lost', atWater: true, replaceable: false } }),
  type('sneakers', 'Sneakers', '000:87', { move: 300, moveBad: 300 }),
  type('magicians', 'Magicians', '000:88, 000:30, 000:34', { move: 500, moveBad: 200, bespellRange: 600, extraPip: true, desorcell: { pips: 6, at: 'where-ensorcelled' } }),
  type('clerics', 'Clerics', '000:89', { move: 200, moveBad: 200 }),
];

/** 000:44, read for a recoil into friends lined up behind, facing the same way (000:55; R21). */
const ANY_FRIEND = { category: ['aerial', 'mounted', 'foot'] as ('aerial' | 'mounted' | 'foot')[] };
const PASS_THROUGH: readonly PassThroughRow[] = [
  { id: 'sneakers', label: 'Sneakers pass through any friends', source: '000:44', words: 'Sneakers can pass through or be passed through by any friends or enemy', ruling: null, who: { classes: ['sneakers'] }, through: ANY_FRIEND, except: [] },
  { id: 'through-sneakers', label: 'any may pass through Sneakers', source: '000:44', words: 'Sneakers can pass through or be passed through by any friends or enemy', ruling: null, who: ANY_FRIEND, through: { classes: ['sneakers'] }, except: [] },
  { id: 'magicians', label: 'Magicians pass through any friends', source: '000:44', words: 'Magicians can pass through any friends at any angle.', ruling: null, who: { classes: ['magicians'] }, through: ANY_FRIEND, except: [] },
  { id: 'gods', label: 'Gods pass through any friends', source: '000:44', words: 'Gods can pass through any friends or enemies at any angle.', ruling: null, who: { classes: ['gods'] }, through: ANY_FRIEND, except: [] },
  { id: 'under-aerials', label: 'ground troops pass under friendly aerials', source: '000:44', words: 'Any ground troops can pass under enemy Flyers or Aerial Heroes or any friendly aerals if these are not already in close combat.', ruling: 'R21', who: { category: ['mounted', 'foot'] }, through: { category: ['aerial'] }, except: [] },
  { id: 'mounted-through-foot', label: 'mounted pass through friendly foot', source: '000:44', words: 'Mounted can pass through friendly foot, but only if facing in exactly the same or opposite direction.', ruling: 'R21', who: { category: ['mounted'] }, through: { category: ['foot'] }, except: [] },
];

/** The shipped battle tables of hott2. */
export const HOTT2_BATTLE_TABLES: BattleTables = { battle: BATTLE, battleTypes: BATTLE_TYPES, passThrough: PASS_THROUGH };
