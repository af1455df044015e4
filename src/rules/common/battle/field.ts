import type { BattleProfile, BattleRules } from '../../../core/battle-rules.js';
import { BOARD_STATUS } from '../../../battle/board.js';

/** Where a summoned element arrives (SummonRule `when`): 0 is not summoned. */
export const SUMMON_WHERE = { 'enemy-enters-bad-going': 1, 'own-half': 2, 'own-base-edge': 3 } as const;

/** What its side's PIP score of 1 does to a summoned element on the board (SummonRule `onAOne`). */
export const SUMMON_ON_A_ONE = { stays: 0, leaves: 1, 'leaves-lost': 2 } as const;

/** The board status an element fleeing off the board takes (SummonRule `fledOff`). */
/** Where an ensorcelled element returns (BattleProfile `desorcell.at`; F44). */
export const DESORCELL_AT = { 'where-ensorcelled': 1, 'enemy-stronghold': 2, 'enemy-base-edge': 3 } as const;
const FLED_OFF = { lost: BOARD_STATUS.lost, returns: BOARD_STATUS.held, 'returns-lost': BOARD_STATUS.departed } as const;

/**
 * The battle's constants as flat typed arrays, built once per battle: each type's profile
 * fields (by type index) and the relations between types the line reads (who supports,
 * passes through or pursues whom), so a trial reads numbers, never a row or a string.
 */
export class Field {
  readonly types: number;
  readonly gap: number;
  readonly rear: number;
  readonly move: Int32Array;
  readonly moveBad: Int32Array;
  readonly recoil: Int32Array;
  readonly flee: Int32Array;
  readonly shootRange: Int32Array;
  readonly shootsOwnBoundOnly: Uint8Array;
  readonly bespellRange: Int32Array;
  readonly extraPip: Uint8Array;
  readonly noContact: Uint8Array;
  readonly noOverlap: Uint8Array;
  readonly crushes: Uint8Array;
  readonly fleesIntoBadGoing: Uint8Array;
  /** Fights in bad going without the -2 others take there (002:595, 000:53): whom a plan that seeks bad going sends into it (P4). */
  readonly badGoingExempt: Uint8Array;
  readonly pushable: Uint8Array;
  /** Whose threat zone lies in front of every edge (002:312; F38). */
  readonly threatAllEdges: Uint8Array;
  readonly foot: Uint8Array;
  readonly aerial: Uint8Array;
  /** A camp or stronghold (F32): it stands where it was laid, is no element of its army, and is never moved, turned or shot at. */
  readonly fixed: Uint8Array;
  /** Twice the AP cost (half-AP steps, 002:690). */
  readonly halfAp: Int32Array;
  /** [behind * types + front]: the element behind gives the front one rear support. */
  readonly rearSupports: Uint8Array;
  /** [beside * types + front]: the element beside gives formation support. */
  readonly sideSupports: Uint8Array;
  /** [recoiler * types + friend]: a recoiling element passes through the friend. */
  readonly passes: Uint8Array;
  /** [winner * types + loser]: how far the winner pursues (0: not at all). */
  readonly pursuit: Int32Array;
  /** Held off the board and summoned into contact with an enemy that has just entered bad going, never moved by the plan (F29). */
  readonly lurks: Uint8Array;
  /** Whether a Lurker of the battle lurks at water too (SummonRule `atWater`; 000:86, F29): then an enemy entering water is one a Lurker may meet. */
  readonly lurksAtWater: boolean;
  /** Its summoning's PIPs the first time, the more each time after, and the most times (0: no limit). */
  readonly summonPips: Int32Array;
  readonly summonMore: Int32Array;
  readonly summonTimes: Int32Array;
  /** A summoned Lurker is removed when no enemy is within this (field units; 0: never for that, 002:219). */
  readonly summonWithin: Int32Array;
  /** Held off the board at the start and summoned by PIPs (Lurkers, Gods, Dragons: F29, F31). */
  readonly summoned: Uint8Array;
  /** Deployed, and destroyed off the board counting lost until summoned again (Inexhaustible Hordes: F43). */
  readonly replaceable: Uint8Array;
  /** Per type: the PIPs that return it once ensorcelled (0: lost for good) and where it comes back (DESORCELL_AT; F44). */
  readonly desorcellPips: Int32Array;
  readonly desorcellAt: Uint8Array;
  /** Where it arrives (SUMMON_WHERE; its distance from every enemy there is board-parts.ts `summonClear`), whether one payment brings every held one of its type, and what its side's PIP score of 1 does (SUMMON_ON_A_ONE). */
  readonly summonWhere: Uint8Array;
  readonly summonAll: Uint8Array;
  readonly summonOnAOne: Uint8Array;
  /** The status an element that flees off the board takes (board.ts BOARD_STATUS): lost, held or departed (SummonRule `fledOff`). */
  readonly fledOff: Uint8Array;
  /** Of the classes whose groups, all of them, have the longer command distance (002:212 `entirely Light Horse`; PipRules `commandDistance`). */
  readonly longCommand: Uint8Array;

  constructor(
    readonly rules: BattleRules,
    readonly profiles: readonly BattleProfile[],
  ) {
    const n = profiles.length;
    this.types = n;
    this.gap = rules.field.gap;
    this.rear = rules.field.rear;
    const ints = (f: (p: BattleProfile) => number): Int32Array => Int32Array.from(profiles, f);
    const flags = (f: (p: BattleProfile) => boolean): Uint8Array => Uint8Array.from(profiles, (p) => (f(p) ? 1 : 0));
    const ints8 = (f: (p: BattleProfile) => number): Uint8Array => Uint8Array.from(profiles, f);
    this.move = ints((p) => p.move);
    this.moveBad = ints((p) => p.moveBad);
    this.recoil = ints((p) => p.recoil);
    this.flee = ints((p) => p.flee);
    this.shootRange = ints((p) => p.shootRange);
    this.shootsOwnBoundOnly = flags((p) => p.shootsOwnBoundOnly);
    this.bespellRange = ints((p) => p.bespellRange);
    this.extraPip = flags((p) => p.extraPip);
    this.noContact = flags((p) => p.noContact);
    this.noOverlap = flags((p) => p.noOverlap);
    this.crushes = flags((p) => p.crushes);
    this.fleesIntoBadGoing = flags((p) => p.fleesIntoBadGoing);
    this.badGoingExempt = flags((p) => p.badGoingExempt);
    this.pushable = flags((p) => p.pushable);
    this.threatAllEdges = flags((p) => p.threatAllEdges);
    this.foot = flags((p) => p.category === 'foot');
    this.aerial = flags((p) => p.category === 'aerial');
    this.fixed = flags((p) => p.category === 'fixed');
    this.halfAp = ints((p) => Math.round(p.cost * 2));
    this.lurks = flags((p) => p.summon?.when === 'enemy-enters-bad-going');
    this.lurksAtWater = profiles.some((p) => p.summon?.atWater === true);
    this.summonPips = ints((p) => p.summon?.pips ?? 0);
    this.summonMore = ints((p) => p.summon?.more ?? 0);
    this.summonTimes = ints((p) => p.summon?.times ?? 0);
    this.summonWithin = ints((p) => p.summon?.within ?? 0);
    this.summoned = flags((p) => p.summon !== null && !p.summon.replaceable);
    this.replaceable = flags((p) => p.summon?.replaceable === true);
    this.desorcellPips = ints((p) => p.desorcell?.pips ?? 0);
    this.desorcellAt = ints8((p) => (p.desorcell ? DESORCELL_AT[p.desorcell.at] : 0));
    this.summonWhere = ints8((p) => (p.summon ? SUMMON_WHERE[p.summon.when] : 0));
    this.summonAll = flags((p) => p.summon?.all === true);
    this.summonOnAOne = ints8((p) => SUMMON_ON_A_ONE[p.summon?.onAOne ?? 'stays']);
    this.fledOff = ints8((p) => FLED_OFF[p.summon?.fledOff ?? 'lost']);
    const long = rules.pips.commandDistance?.allOf?.classes ?? [];
    this.longCommand = flags((p) => p.classes.some((c) => long.includes(c)));
    const pairs = (f: (a: BattleProfile, b: BattleProfile) => number): Int32Array => {
      const out = new Int32Array(n * n);
      profiles.forEach((a, i) => profiles.forEach((b, j) => (out[i * n + j] = f(a, b))));
      return out;
    };
    const anyOf = (wanted: readonly string[], classes: readonly string[]): boolean => wanted.some((c) => classes.includes(c));
    this.rearSupports = Uint8Array.from(pairs((behind, front) => (anyOf(front.rearSupportFrom, behind.classes) ? 1 : 0)));
    this.sideSupports = Uint8Array.from(pairs((beside, front) => (anyOf(front.sideSupportFrom, beside.classes) ? 1 : 0)));
    this.passes = Uint8Array.from(pairs((recoiler, friend) => (anyOf(recoiler.recoilsThrough, friend.classes) ? 1 : 0)));
    // 002:683 (a): the winner that destroyed a camp's or stronghold's defenders moves into it, whoever it is (F32).
    const intoCamp = rules.camp?.depth ?? 0;
    this.pursuit = pairs((winner, loser) =>
      loser.category === 'fixed' && winner.category !== 'fixed' ? intoCamp :
      winner.pursue > 0 &&
      (winner.pursueOnlyVs.length === 0 || winner.pursueOnlyVs.includes(loser.category)) &&
      !anyOf(winner.pursueNotVs, loser.classes)
        ? winner.pursue
        : 0,
    );
  }
}
