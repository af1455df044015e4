import type { BattleRuleRow, BattleTables, BattleTypeRow, PassThroughRow } from '../common/battle-rule-rows.js';

/**
 * D3H2's battle rules as rule-table rows (src/rules/common/battle-rule-rows.ts), in base
 * widths (BW), the text's unit: the army, victory, PIP and field rules (`battle`), what each
 * troop class does in a battle (`battleTypes`: Tactical Move Distances 002:233-290,
 * recoil 002:662-674, pursuit 002:681-687, the PIP extras 002:211, who cannot move into
 * contact or overlap) and who may pass through whom when recoiling (`passThrough`,
 * 002:667-671). A Fast element (002:12) takes `moveFast`; flight is the tactical move
 * (002:677), so `flee` stays null. An overlay patches any row by id. Readings the text does
 * not settle are rulings R44-R51 in RULINGS.md.
 *
 * @example
 * D3H2_BATTLE_TABLES.battleTypes.find((t) => t.id === 'knights')?.move; // => 3 (BW)
 */

const NO_FIELDS: Omit<BattleTypeRow, 'id' | 'label' | 'source'> = {
  ruling: null, move: null, moveFast: null, moveBad: null, moveBadFast: null, recoil: null, flee: null, pursue: null,
  pursueOnlyVs: null, pursueNotVs: null, shootRange: null, shootsOwnBoundOnly: null, bespellRange: null, extraPip: null,
  noContact: null, noOverlap: null, pushable: null, crushes: null, fleesIntoBadGoing: null, threatAllEdges: null, notDeployed: null, summon: null, desorcell: null,
};

const type = (id: string, label: string, source: string, fields: Partial<BattleTypeRow> = {}): BattleTypeRow => ({ id, label, source, ...NO_FIELDS, ...fields });

/**
 * A category's defaults, every field set. Recoil (002:664-665): Foot 1/2 BW, Mounted and
 * Aerials 1 BW (R45). Ranges are the rows' own (`shoots.rangeBW`, `bespells.rangeBW`), so
 * the table's are unused (0).
 */
const category = (id: string, label: string, source: string, fields: Partial<BattleTypeRow>): BattleTypeRow =>
  type(id, label, source, {
    pursue: 0, pursueOnlyVs: [], pursueNotVs: [], shootRange: 0, shootsOwnBoundOnly: false, bespellRange: 0, extraPip: false,
    noContact: false, noOverlap: false, pushable: true, crushes: false, fleesIntoBadGoing: false, threatAllEdges: false, notDeployed: null, summon: null, desorcell: null, ...fields,
  });

const FIXED = { move: 0, moveBad: 0, recoil: 0, pushable: false, ruling: 'R49' } as const;
/** 002:211: a move including "any Mages, Aerials, Scythed Chariots, Behemoths, Hordes, War Wagons, Artillery" costs an extra PIP. */
const EXTRA_PIP = { extraPip: true } as const;
/** 002:684: "It pursues 1 BW straight ahead." */
const PURSUES_1 = { pursue: 1 } as const;
/** 002:685: "Pikes, Blades or Warband that fought against Foot (other than Lurker/Psiloi). It pursues ½ BW straight ahead." */
const PURSUES_HALF_V_FOOT = { pursue: 0.5, pursueOnlyVs: ['foot' as const], pursueNotVs: ['lurkers', 'psiloi'] };
/** 002:226-227: `An Ensorcelled Hero or Mage may be de-ensorcelled and returned to the board by expending 6 PIPs ... (a) A Hero must appear in front edge contact with the enemy Stronghold if there is one or, if not, in rear edge contact with the enemy rear board edge, as near the centre as terrain permits.` D3H2 lays no Strongholds (F32). */
const HERO_ESCAPES = { desorcell: { pips: 6, at: 'enemy-base-edge' as const } };
/** 002:281: "Cannot move into contact with enemy", and "Prohibited" in bad going (002:279). */
const NO_CONTACT = { move: 2, moveFast: 3, moveBad: 0, moveBadFast: 0, noContact: true } as const;

const BATTLE: readonly BattleRuleRow[] = [
  {
    id: 'army', label: 'army: 24 AP, at most half on 4- and 6-AP elements, a free General', source: '002:79',
    words: "Generally, 24 AP per player will produce a DBA sized battle of around 12 elements.   Up to half an army’s AP can be spent on 6 or 4 Point elements; the rest must be spent on 3, 2 or 1 point elements.  All armies receive a free General.", ruling: 'R52',
    budget: 24, dearAtLeast: 4, dearShare: 0.5,
  },
  {
    id: 'victory', label: 'victory: 12 AP lost and more than the enemy; a general counts 2 more', source: '002:689-695',
    words: 'The first side which has lost at the end of a bound 12 Army Points and more points than the enemy loses the battle.', ruling: 'R48',
    kind: 'points', fraction: 0, points: 12, generalExtra: 2, general: 'none',
  },
  {
    id: 'pips', label: 'PIPs: 1 a move, +1 for Mages, Aerials and the like, +1 with the general lost, not in the first bound; bespelling 2, with the PIPs left after moving', source: '002:198, 002:203-212, 002:338',
    words: 'Except in the side’s 1st bound, a move that uses a PIP uses up an extra PIP for each of the 2 cases following that apply:', ruling: null,
    // 002:198: "The player's Mages can bespell (using remaining PIPs)", after the moves.
    extraForTypes: 1, extraGeneralLost: 1, extrasFromSecondBound: true, secludedGeneral: true, bespell: 2, bespellAid: 1, bespellAfterMoving: true,
    // 002:212: `If its general’s element has been lost or is entirely in a BUA, Camp, Wood, Oasis, Marsh or Gully` (F36).
    // 002:212: `starts more than command distance from its general. Command distance is 20 BW if entirely Light Horse. Otherwise, it is 8 BW, except that this is reduced to 4 BW if entirely either beyond ...` (F36).
    commandDistance: { distance: 8, outOfSight: 4, allOf: { classes: ['light-horse'], distance: 20 } },
  },
  {
    id: 'field', label: 'field: lines 6 BW apart, 4.5 BW from their base edges (a 15 BW board)', source: '002:193',
    words: 'All other troops must deploy at least 3 BW from the battlefield centre line', ruling: 'R44',
    unit: '1/2 BW', perUnit: 0.5, gap: 6, rear: 4.5,
    // 002:674: a recoil or push meeting a battlefield edge or friends it cannot pass or push ends its move there; destroyed only if it cannot move at all.
    blockedRecoil: 'stops',
    baseWidth: 1,
    // 002:593-594: a flank contact counts lined up front corner to front corner, a rear contact in full front edge contact.
    flankCounts: 'lined-up',
    // 002:312: `The area 1 BW deep in front of ... front edge of any other element or the area within 1 BW of any point of a Camp or Stronghold is its Threat Zone` (F38).
    threatZone: { depth: 1, aroundCamps: true },
    // 002:369: `Shooting is blocked if uncrossed lines joining the ends of the shooting and target edges have part of any element between them. ... a ½ BW depth of ... woods ... blocks shooting` (F39).
    shotBlocked: { terrainDepth: 0.5 },
    // 002:239-290 `Crossing River (unless Paltry)`: 1 BW for every element but aerials (who ignore rivers, 002:297); 002:679 a fleeing element `is destroyed ... if it enters any river` (F40).
    // 002:592 `+1 If uphill or defending any but a paltry river’s bank off-road unless either element is an Aerial`.
    river: { crossing: 1, bank: true, fleeDrowns: true },
  },
  {
    id: 'camp', label: 'camp: 2 BW by 1 BW in the middle of each base edge; sacked, 2 AP lost', source: '002:183-187, 002:690',
    words: 'An Army must have one unless it has a Stronghold or more than 2 War Wagons.', ruling: 'F32',
    // 002:186: at least 1 BW long, length and width together at most 4 BW. The Camp row counts its 2 AP lost (002:690 `A sacked Camp counts as 2 AP lost`).
    // 002:186 `occupied either (a) by 1 only non-allied troop element`: who holds it fights as an element in a Camp (002:389, 590) or as the Camp's row (002:446); F35.
    troop: 'camp', width: 2, depth: 1, lost: 'counts', unlessMoreThan: { troop: 'war-wagons', count: 2 }, garrison: { condition: 'garrison', occupant: 'in-camp' },
    // 002:389 `Close combat against a Stronghold or Camp: Same as DBA 3.0`, which the seeds do not give: others in contact count as against any element (F37).
    assaultAided: false,
  },
];

const BATTLE_TYPES: readonly BattleTypeRow[] = [
  // Category defaults (R50 for a type an overlay adds under a class of its own).
  category('aerial', 'any aerial', '002:243-247, 002:665', { move: 10, moveBad: 10, recoil: 1, ...EXTRA_PIP, ruling: 'R45' }),
  category('mounted', 'any mounted (as Cavalry)', '002:261-265, 002:665', { move: 4, moveFast: 5, moveBad: 1, recoil: 1, ruling: 'R50' }),
  category('foot', 'any other foot', '002:283-288, 002:664', { move: 2, moveFast: 3, moveBad: 1, moveBadFast: 3, recoil: 0.5, ruling: 'R45' }),
  category('stronghold', 'the Stronghold', '002:175-182', { ...FIXED, notDeployed: 'Strongholds are left out of the line battle (002:177; ruling R49)' }),
  category('camp', 'the Camp', '002:183-187', { ...FIXED, notDeployed: 'Camps are left out of the line battle (002:183; ruling R49)' }),
  // Aerials (002:243-253); Gods and Dragons are summoned, not deployed (002:193, 215).
  type('gods', 'Gods', '002:193, 002:215-220', { notDeployed: 'Gods are summoned using PIPs, not deployed (002:193)', summon: { when: 'own-half', pips: 6, more: 0, times: null, within: null, clear: 2, all: false, onAOne: 'leaves-lost', fledOff: 'returns-lost', atWater: false, replaceable: false } }),
  type('dragons', 'Dragons', '002:193, 002:215-217, 002:387', { noOverlap: true, notDeployed: 'Dragons are summoned using PIPs, not deployed (002:193)', summon: { when: 'own-base-edge', pips: 6, more: 0, times: null, within: null, clear: 2, all: true, onAOne: 'stays', fledOff: 'returns-lost', atWater: false, replaceable: false } }),
  type('airboats', 'Airboats', '002:249-251', { move: 5, moveBad: 5 }),
  // Aerial Heroes are aerials first (their second class, Heroes, moves 5 BW on the ground).
  type('aerial-heroes', 'Aerial Heroes', '002:243-247, 002:225-229', { move: 10, moveBad: 10, ...HERO_ESCAPES }),
  // Mounted (002:255-273); Heroes, Paladins and Mages 5 BW, 2 BW in bad going.
  type('heroes', 'Heroes', '002:255-257, 002:225-229', { move: 5, moveBad: 2, ...HERO_ESCAPES }),
  type('paladins', 'Paladins', '002:255-257', { move: 5, moveBad: 2 }),
  type('beasts', 'Beasts', '002:261-266, 002:684', { move: 4, moveFast: 5, moveBad: 4, moveBadFast: 5, ...PURSUES_1 }),
  type('cavalry', 'Cavalry', '002:261-265', { move: 4, moveFast: 5, moveBad: 1 }),
  // 002:678 (e): a fleeing element stops at bad going, `for troops other than Psiloi or Light Horse`.
  type('light-horse', 'Light Horse', '002:261-265, 002:678', { move: 4, moveFast: 5, moveBad: 1, fleesIntoBadGoing: true }),
  type('scythed-chariots', 'Scythed Chariots', '002:261-265, 002:211, 002:684', { move: 4, moveFast: 5, moveBad: 1, ...PURSUES_1, ...EXTRA_PIP }),
  type('camels', 'Camels', '002:268-272', { move: 3, moveFast: 4, moveBad: 1 }),
  type('knights', 'Knights', '002:268-272, 002:684', { move: 3, moveFast: 4, moveBad: 1, ...PURSUES_1, pursueNotVs: ['lurkers', 'psiloi'], ruling: 'R47' }),
  // 002:672 "except War-Wagons and Behemoths" are pushed back; 002:673 a recoiling Behemoth destroys friends it recoils into.
  type('behemoths', 'Behemoths', '002:268-272, 002:211, 002:672-673, 002:684', { move: 3, moveFast: 4, moveBad: 1, ...PURSUES_1, ...EXTRA_PIP, pushable: false, crushes: true }),
  // Foot (002:276-290).
  type('artillery', 'Artillery', '002:276-281, 002:211, 002:381', { ...NO_CONTACT, ...EXTRA_PIP, shootsOwnBoundOnly: true }),
  type('command-posts', 'Command Posts', '002:276-281', { ...NO_CONTACT }),
  type('war-wagons', 'War Wagons', '002:276-281, 002:211, 002:312, 002:672', { ...NO_CONTACT, ...EXTRA_PIP, pushable: false, threatAllEdges: true }),
  type('warband', 'Warband', '002:283-289, 002:685', { move: 2, moveFast: 3, moveBad: 2, moveBadFast: 3, ...PURSUES_HALF_V_FOOT }),
  type('auxilia', 'Auxilia', '002:283-289', { move: 2, moveFast: 3, moveBad: 2, moveBadFast: 3 }),
  type('pikes', 'Pikes', '002:685', { ...PURSUES_HALF_V_FOOT }),
  type('blades', 'Blades', '002:685', { ...PURSUES_HALF_V_FOOT }),
  type('psiloi', 'Psiloi', '002:678', { fleesIntoBadGoing: true }),
  type('hordes', 'Hordes', '002:211, 002:684', { ...PURSUES_1, ...EXTRA_PIP }),
  // 002:221-222: `a previously destroyed Horde may be replaced on board by expending 1 PIP ... in rear edge contact with their side's rear board edge ... not within 2BW of an enemy element`; 002:695 `count as lost until returned` (F43).
  type('inexhaustible-hordes', 'Inexhaustible Hordes', '002:211, 002:221-222, 002:684, 002:695', { ...PURSUES_1, ...EXTRA_PIP, summon: { when: 'own-base-edge', pips: 1, more: 0, times: null, within: null, clear: 2, all: false, onAOne: 'stays', fledOff: 'lost', atWater: false, replaceable: true } }),
  type('mages', 'Mages', '002:255-257, 002:211, 002:225-229', { move: 5, moveBad: 2, ...EXTRA_PIP, desorcell: { pips: 6, at: 'where-ensorcelled' } }),
  type('lurkers', 'Lurkers', '002:193, 002:215-219', { notDeployed: 'Psiloi held off as Lurkers are summoned using PIPs, not deployed (002:193)', summon: { when: 'enemy-enters-bad-going', pips: 1, more: 1, times: 3, within: 6, clear: null, all: false, onAOne: 'stays', fledOff: 'lost', atWater: false, replaceable: false } }),
];

/** 002:667: "Recoilers can pass through friends facing in exactly the same direction ... but only if:" (R51). */
const ANY_FRIEND = { category: ['aerial', 'mounted', 'foot'] as ('aerial' | 'mounted' | 'foot')[] };
const PASS_THROUGH: readonly PassThroughRow[] = [
  { id: 'mounted', label: 'mounted through any friends but Pikes, Hordes or Behemoths', source: '002:668', words: '(a) Mounted troops Recoiling into any friends except Pikes, Hordes, or Behemoths,', ruling: 'R51', who: { category: ['mounted'] }, through: ANY_FRIEND, except: ['pikes', 'hordes', 'behemoths'] },
  { id: 'blades', label: 'Blades through Blades or Spears', source: '002:669', words: '(b) Blades Recoiling into Blades or Spears,', ruling: null, who: { classes: ['blades'] }, through: { classes: ['blades', 'spears'] }, except: [] },
  { id: 'pikes-shooters-bows', label: 'Pikes, Shooters or Bows through Blades', source: '002:670', words: '(c) Pike, Shooters or Bows Recoiling into Blades, or', ruling: null, who: { classes: ['pikes', 'shooters', 'bows'] }, through: { classes: ['blades'] }, except: [] },
  { id: 'psiloi', label: 'Psiloi through any friends but Psiloi', source: '002:671', words: '(d) Psiloi Recoiling into any friends except Psiloi.', ruling: null, who: { classes: ['psiloi'] }, through: ANY_FRIEND, except: ['psiloi'] },
];

/** The shipped battle tables of d3h2. */
export const D3H2_BATTLE_TABLES: BattleTables = { battle: BATTLE, battleTypes: BATTLE_TYPES, passThrough: PASS_THROUGH };
