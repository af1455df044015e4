/**
 * What a DBA-family system declares so its armies can fight whole battles (DESIGN.md,
 * "Battles"): the army rules of its text, the victory rule, the field the line battle is
 * fought on, and one battle profile per troop row. Plain data, each part citing its seed
 * line; the battle model (rules/common/battle) reads only these, never a troop id.
 */

import type { FeatureKind, HomeTerrain } from '../battle/layout.js';

/** The combat kind id of a whole battle (the sides are armies). */
export const BATTLE = 'battle';

/**
 * A battle's settings when the command line names none (its options, rules/common/battle/kind.ts;
 * their help, cli/main.ts, reads them here): the defender takes the first bound (000:19,
 * 002:196), PIPs move the widest group first, and a battle undecided after 30 bounds is a draw.
 */
export const BATTLE_DEFAULTS = { first: 'defender', policy: 'widest-first', bounds: 30, field: 'board', 'corner-overlaps': 'front-or-rear', terrain: 'home', camps: 'laid', 'garrison-fights': 'occupant', 'threat-zones': 'to-first-base', rivers: 'not-paltry', 'second-moves': 'none' } as const;

/** Whether a battle with these options is fought on the board (the default field), not on the line. */
export const onTheBoard = (options: Readonly<Record<string, unknown>>): boolean => String(options['field'] ?? BATTLE_DEFAULTS.field) === 'board';

/** The plans of play an army may be fought by on the board, the first the default (rules/common/battle/plans.ts; src/battle/RULINGS.md P1-P5). */
export const PLAN_IDS = ['line', 'refuse', 'envelop', 'hold', 'reserve'] as const;
export type PlanId = (typeof PLAN_IDS)[number];

/**
 * The board's ninths, for where elements were lost: three rows from army A's base edge (A's
 * third, the middle, B's third) by three columns left to right as army A sees the board; zone
 * `3 * row + column`.
 */
export const BOARD_ZONES = { rows: ["A's third", 'middle', "B's third"], columns: ['left', 'centre', 'right'] } as const;

/**
 * Armies worked exactly (a Markov chain over line states): by default up to one element a
 * side (milliseconds); with `--method exact` up to three (two a side takes about ten seconds,
 * three over ten minutes: the states grow with every position each element can hold).
 */
export const EXACT_BATTLE_ELEMENTS = { asked: 3, auto: 1 } as const;

/** How an army is bought (002:79): the AP budget, what share of it may go on dear elements, and the general. */
export interface ArmyRules {
  /** AP each side spends unless `--points` says otherwise (002:79: "Generally, 24 AP"). */
  readonly budget: number;
  /** At most `share` of the budget on elements costing `atLeast` or more (002:79: "Up to half an army's AP can be spent on 6 or 4 Point elements"); null where the text sets no such limit. */
  readonly dear: { readonly atLeast: number; readonly share: number } | null;
  /** The line the rules quote when an army is refused, e.g. '002:79'. */
  readonly cite: string;
  /** The text's words, quoted in a refusal. */
  readonly words: string;
  /** Where the text is silent and the rules are borrowed (hott2 from 002:79), the ruling that says so. */
  readonly ruling?: string;
}

/**
 * How a battle is won. `elements`: defeated at the end of a bound with at least
 * `fraction` of its elements lost and more than the enemy (000:59); `points`: with at least
 * `points` AP lost and more AP than the enemy, a general's element counting `generalExtra`
 * more (002:690). `general`: what losing the general does (000:62: its command is lost at the
 * start of the next bound if its side has lost more; 001:215: defeat at once if more lost;
 * none in D3H2 beyond the +2).
 */
export interface VictoryRule {
  readonly kind: 'elements' | 'points';
  /** elements: the share lost that defeats (1/3 in 000:59, 1/2 in 001:215). */
  readonly fraction: number;
  /** points: the AP lost that defeats a `budget`-AP army (12 of 24, 002:690). */
  readonly points: number;
  readonly generalExtra: number;
  readonly general: 'none' | 'command-lost-next-bound' | 'defeat-if-more-lost';
  readonly cite: string;
  /** The rule in the text's words, for the answer's "Victory:" line. */
  readonly words: string;
}

/**
 * The camp or stronghold each army holds on the board (002:183-187, 000:60, 90; src/battle/RULINGS.md
 * F32): the troop row that fights for it, its size in field units, what its loss does (defeat at
 * once, 000:60; or its AP counted, 002:690), and the army that holds none (002:184).
 */
export interface CampRule {
  readonly troop: string;
  readonly width: number;
  readonly depth: number;
  readonly lost: 'defeats' | 'counts';
  readonly unlessMoreThan: { readonly troop: string; readonly count: number } | null;
  /**
   * Who may hold it (002:186; src/battle/RULINGS.md F35): the single combats' condition naming a
   * camp's garrison (`condition`, 002:446) and the one an element occupying a camp takes
   * (`occupant`, 002:590); null: it takes no garrison (HOTT's Stronghold holds its own, 000:90).
   */
  readonly garrison: { readonly condition: string; readonly occupant: string } | null;
  /**
   * Enemies whose front edges touch it besides the one fighting it aid that one, up to two, in
   * place of counting on its flanks or rear (000:52 `aiding ... an enemy attacking a Stronghold`;
   * src/battle/RULINGS.md F37); false: they count as against any element.
   */
  readonly assaultAided: boolean;
  readonly cite: string;
  readonly words: string;
}

/** The field a line battle is fought on, in the system's own unit (100 paces for HOTT, half a base width for D3H2). */
export interface BattleField {
  /** One unit in words: '100p', '1/2 BW'. */
  readonly unit: string;
  /** Distance between the two lines at deployment. */
  readonly gap: number;
  /** Distance from a line at deployment back to its own base edge. */
  readonly rear: number;
  /**
   * A recoil that meets friends it cannot pass through or push back, or its base edge: HOTT
   * destroys the recoiler and pushes a friend only with room for the whole push (000:55);
   * D3H2 pushes a friend as far as it can go and ends the recoil there, destroying the
   * recoiler only if it could not move at all (002:674).
   */
  readonly blockedRecoil: 'destroyed' | 'stops';
  /** A base width in field units: one column of the line (a side-step crosses whole columns). */
  readonly baseWidth: number;
  /**
   * Which enemy front edges on an element's flank or rear count against it in close combat on
   * the board: D3H2 only one lined up front corner to front corner with a flank, and one in
   * full contact with the rear (002:593-594); HOTT 2e any (000:52).
   */
  readonly flankCounts: 'lined-up' | 'any';
  /**
   * The zone in front of an enemy that a move may cross or end in only toward that enemy
   * (002:312 `Threat Zone`, 000:41 `cannot move across the front of an enemy within a base
   * width`; ruling F38): `depth` in field units ahead of its front edge, and as far around
   * a camp or stronghold where `aroundCamps` (002:312); past a base standing in it where
   * `throughBases` (option `threat-zones`, D3H2); null: not read.
   */
  readonly threatZone: { readonly depth: number; readonly aroundCamps: boolean; readonly throughBases?: boolean } | null;
  /**
   * What blocks a shot on the board (002:369; ruling F39): any part of an element between the
   * shooter's front edge and its target's edge, or `terrainDepth` (field units) of ground that
   * blocks sight between them; and where it is not null, ground an element cannot shoot from
   * (a river or marsh) or be shot at in (wholly in a gully). Null: the text blocks no shot.
   */
  readonly shotBlocked: { readonly terrainDepth: number } | null;
  /**
   * A river on the board (ruling F40): `crossing`, the most (field units) a ground element moves
   * when its move crosses or starts in one (002:239 `Crossing River`, 000:39 `across water`;
   * null: not slowed, a paltry river); whether holding its bank counts as upslope (000:49,
   * 002:592) and a fleeing element entering one is destroyed (002:679). Null: the board lays no
   * river. (An element in one not shooting is the ground's, read with `shotBlocked`: F39.)
   */
  readonly river: { readonly crossing: number | null; readonly bank: boolean; readonly fleeDrowns: boolean } | null;
  readonly cite: string;
}

/** PIP costs (000 PIP EXPENDITURE, 002:204-212). */
export interface PipRules {
  /** Extra PIP for a group with an element whose profile has `extraPip`. */
  readonly extraForTypes: number;
  /** Extra PIP for every move once the general is lost. */
  readonly extraGeneralLost: number;
  /** The extras do not apply in a side's first bound (002:210). */
  readonly extrasFromSecondBound: boolean;
  /** `extraGeneralLost` also while the general's element is entirely in ground that gives `secluded` (002:212; src/battle/RULINGS.md F36). */
  readonly secludedGeneral: boolean;
  /** PIPs to bespell (000:32, 002:338). */
  readonly bespell: number;
  /** PIPs for each Magician aiding another's bespelling, up to two (000:32 `Additional Magicians aiding require another 1 PIP each`, 002:339; ruling F33). */
  readonly bespellAid: number;
  /**
   * A Magician may bespell after moving in the same bound, with the PIPs its moves left
   * (000:23 "using any remaining PIP", 002:198); HOTT 2.5: "A Magician cannot cast a spell if
   * it has moved" (001:40-41).
   */
  readonly bespellAfterMoving: boolean;
  /**
   * A move starting farther than `distance` (field units) from its general costs `extraGeneralLost`
   * more, as with the general lost (000:29, 002:212; src/battle/RULINGS.md F36); a group entirely of
   * `allOf.classes` has `allOf.distance`. Null: no command distance. The board reads it; the line has no distances.
   */
  readonly commandDistance: { readonly distance: number; readonly outOfSight: number | null; readonly allOf: { readonly classes: readonly string[]; readonly distance: number } | null } | null;
  readonly cite: string;
}

/** What the battle model needs of one troop row, derived from the row's fields by the system. */
export interface BattleProfile {
  readonly troop: string;
  readonly name: string;
  readonly category: 'aerial' | 'mounted' | 'foot' | 'fixed';
  /** AP the element costs, and counts when lost (002:690 by its cost); 0 where the row has none. */
  readonly cost: number;
  /** Tactical move in good and in bad going, in field units. */
  readonly move: number;
  readonly moveBad: number;
  /** A recoil's distance (its base depth) and a flight's, in field units. */
  readonly recoil: number;
  readonly flee: number;
  /** Pursuit in field units after its close-combat opponent recoils, flees or is destroyed; 0: it does not pursue. */
  readonly pursue: number;
  /** Pursues only an opponent of these categories (002:685: Pikes, Blades, Warband only against Foot); empty: any. */
  readonly pursueOnlyVs: readonly string[];
  /** Does not pursue these classes (002:684: Knights not after Lurkers or Psiloi). */
  readonly pursueNotVs: readonly string[];
  /** Its own classes, which others' pass-through and pursuit lists name. */
  readonly classes: readonly string[];
  /** Friends (by class) a recoiling element of this type passes through (000:44, 002:667-671). */
  readonly recoilsThrough: readonly string[];
  /** Can be pushed back by a friend recoiling into it (002:672: not War Wagons or Behemoths). */
  readonly pushable: boolean;
  /** Destroys friends it recoils into (000:77, 002:673: Behemoths). */
  readonly crushes: boolean;
  /** Flees on into bad going, where others stop at its edge (002:678 (e): Psiloi and Light Horse; ruling F34). */
  readonly fleesIntoBadGoing: boolean;
  /**
   * Fights in bad going without the -2 other troops take there (002:595 `except Auxilia, Bows,
   * Warband, Beasts, Shooters or Psiloi`, 000:53 `any but Shooters, Warband, Lurkers, Beasts`):
   * the troops the texts favour in bad going, whom a plan that seeks it sends there (P4).
   */
  readonly badGoingExempt: boolean;
  /** Its threat zone lies in front of every edge (002:312 `in front of any edge of a War Wagon`; src/battle/RULINGS.md F38). */
  readonly threatAllEdges: boolean;
  /** Rear support comes from a friend lined up behind of one of these classes (000:50, 002:557); the close-combat kernel's `support` condition. */
  readonly rearSupportFrom: readonly string[];
  /** Formation support from a friend beside it of these classes (002:570); the kernel's `side-support` condition. */
  readonly sideSupportFrom: readonly string[];
  /** Distant shooting range in field units (0: does not shoot), and whether only in its own bound without moving (Artillery). */
  readonly shootRange: number;
  readonly shootsOwnBoundOnly: boolean;
  /** Bespelling range in field units (0: does not bespell). */
  readonly bespellRange: number;
  /** Costs the extra PIP to move (000:30, 002:211). */
  readonly extraPip: boolean;
  /** Cannot move into contact with enemy (Artillery, 000:84, 002:281). */
  readonly noContact: boolean;
  /** Cannot count as an overlap (Dragons, 000:68, 002:387). */
  readonly noOverlap: boolean;
  /** Not deployed at the start (Gods, Dragons, Lurkers), so not in the line model: why, with its line. */
  readonly notDeployed: string | null;
  /** How the board summons it (src/battle/RULINGS.md F29), or null: deployed, or not summoned by the board yet. */
  readonly summon: SummonRule | null;
  /** Returned for PIPs after it is ensorcelled, and where (002:225-229, 000:34, 73; src/battle/RULINGS.md F44); null: lost for good. */
  readonly desorcell: { readonly pips: number; readonly at: 'where-ensorcelled' | 'enemy-stronghold' | 'enemy-base-edge' } | null;
}

/**
 * How a type not deployed comes onto the board (000:33, 67-68, 86; 002:215-220): held off the
 * board until summoned for `pips` PIPs, `more` more for each time it was summoned before, at
 * most `times` times (null: no limit): a Lurker into contact with an enemy element that has just
 * entered bad going, a God anywhere on its side's half, Dragons with their rear edges on its
 * side's base edge, these two no nearer an enemy than `clear` (002:217).
 */
export interface SummonRule {
  readonly when: 'enemy-enters-bad-going' | 'own-half' | 'own-base-edge';
  readonly pips: number;
  readonly more: number;
  readonly times: number | null;
  /** Removed again, to be summoned anew, when no enemy is within this distance (field units; 002:219); null: never for that. */
  readonly within: number | null;
  /** It arrives no nearer an enemy than this (field units; 002:217 `not within 2BW of an enemy`); null: in contact (a Lurker). */
  readonly clear: number | null;
  /** One payment brings every held element of the type (002:215 `all Dragons in an army`). */
  readonly all: boolean;
  /** What its side's PIP score of 1 does to it: nothing; off the board, to be summoned again (000:67 `Leaves battlefield`); the same, counting lost until it is (002:220 `Flee off the board`, 002:695). */
  readonly onAOne: 'stays' | 'leaves' | 'leaves-lost';
  /** What fleeing off the board does to it: lost; or held to be summoned again, not counting lost (HOTT, F31), or counting lost until it is (002:215 `Dragons and Gods that have Fled off the board may be re-summoned`, 002:695). */
  readonly fledOff: 'lost' | 'returns' | 'returns-lost';
  /** A Lurker also summoned against an enemy that has just entered water, lurking there as a Water Lurker (000:86 `entering bad going or water`, 000:53; src/battle/RULINGS.md F29). */
  readonly atWater: boolean;
  /** Deployed at the start, and when destroyed off the board counting lost until it is summoned again (002:221-222 `a previously destroyed Horde may be replaced`, 002:695; src/battle/RULINGS.md F43). */
  readonly replaceable: boolean;
}

/**
 * The terrain a battle on the board may be laid with (src/battle/RULINGS.md F16-F18, F24-F27):
 * the features its layouts lay, the home terrains a user may name (`--terrain arable`), and
 * the system's own word for each going the features have (HOTT knows only good and bad going,
 * 000:53, so its rough is good).
 */
export interface BattleTerrain {
  readonly features: readonly FeatureKind[];
  readonly homes: readonly HomeTerrain[];
  readonly going: { readonly good: string; readonly rough: string; readonly bad: string };
  readonly cite: string;
}

/** Everything a system declares for battles. */
export interface BattleRules {
  readonly army: ArmyRules;
  readonly victory: VictoryRule;
  /** Each army's camp or stronghold on the board, or null: none. */
  readonly camp: CampRule | null;
  readonly field: BattleField;
  readonly pips: PipRules;
  /** The close-combat condition keys the line sets, where the system has them (null: it has none). */
  readonly conditionKeys: {
    readonly overlaps: string;
    /** Enemy front edges on a flank, where the system counts them apart from overlaps (d3h2); null: they count as overlaps (hott2). */
    readonly flank: string | null;
    readonly rear: string;
    readonly general: string;
    readonly support: string;
    readonly sideSupport: string | null;
    readonly charged: string | null;
    readonly going: string;
    readonly shootsBack: string;
    readonly rolledOne: string | null;
    /** In a wood or BUA when shot at or bespelled (000:51, 002:577); null where the system has no such condition. */
    readonly cover: string | null;
    /** Bespelled across a river (000:51 `shortest line to bespeller crosses running water`, 002:577 `crosses a river`); null where the system has no such condition. */
    readonly acrossWater: string | null;
    /** 2nd and 3rd elements aiding a shooter or bespeller (000:52, 002:579, 586); null where the system has no such condition. */
    readonly aiding: string | null;
    /** A Water Lurker in close combat: its opponent's -2 (000:53 `if any but Water Lurkers in contact with Water Lurkers`); null where the system has no such condition. */
    readonly waterLurker: string | null;
  };
  /** The going values a battle may be fought on (the whole line stands in it). */
  readonly goings: readonly string[];
  /** Each row's profile, by troop id (the rows of the system as overlaid). */
  readonly profiles: ReadonlyMap<string, BattleProfile>;
  /** What the board may be laid with, or null: open ground only. */
  readonly terrain: BattleTerrain | null;
}
