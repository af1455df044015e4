import type { Rng } from '../../core/kernel.js';
import { aimOf, CasualtyChooser, type Aim, type Policy } from './casualties.js';
import { comparePools, rollFaces, SIDE, sixFlags, type SixFlags } from './pool-dice.js';
import { convertedDice, type DefenderSixRule, type DieClass } from './sorted-melee.js';
import { diceAgainst, TRIGGER_SETS, type TypeSpec } from './side.js';
import type { FaceMap } from './troops.js';
import { dealSide, subMeleeCount } from './split.js';
import { clear, copy } from './small-arrays.js';
import { faceCountTable } from '../../rng/dice.js';

/**
 * Local copies of the imported constants and functions the hot loops read. Vitest's module
 * runner reads every imported binding through a getter on the module's exports, which cost
 * the suite's engagement trials a third of their speed; a local is read directly. (The
 * compiled code, native ES modules, runs at the same speed either way.)
 */
const SETS = TRIGGER_SETS;
const BASE_D = SIDE;
const roll = rollFaces;
const compare = comparePools;
const zero = clear;
const copyInto = copy;

/** The readings one melee round follows. */
export interface RoundRules {
  /** Split melees of more than 12 attackers (R10). */
  readonly split: boolean;
  readonly six: DefenderSixRule;
  readonly policy: Policy;
}

/** One sub-melee as plain data, for exact computation: who fights, with which dice. */
export interface SubMelee {
  /** Figures per type of the round's attacking and defending sides. */
  readonly attacking: Int32Array;
  readonly defending: Int32Array;
  /** Dice of each side, one class per type that rolls any. */
  readonly attackingDice: readonly DieClass[];
  readonly defendingDice: readonly DieClass[];
  /** The same dice as rolled: how many, and what each d6 face counts as. */
  readonly attackingRolls: readonly Roll[];
  readonly defendingRolls: readonly Roll[];
}

/** `dice` d6 read through `faces`. */
export interface Roll {
  readonly dice: number;
  readonly faces: FaceMap;
}

/** One side's tables, read each round. */
interface SideTables {
  readonly types: number;
  /** dice[t * TRIGGER_SETS + bits]: melee dice of a figure of type t facing enemies that set `bits`. */
  readonly dice: Int32Array;
  /** Face maps, 7 entries per type (index 1..6). */
  readonly faces: Uint8Array;
  /** Each type's face map as the dice loop reads it (faceCountTable, shared by face map). */
  readonly countTables: readonly Float64Array[];
  readonly triggers: Int32Array;
  readonly killsNeeded: Int32Array;
  readonly units: Int32Array;
  /** Which enemy trigger bits this side's bonus dice answer to (R11: water needs both sides in it). */
  readonly mask: number;
  readonly chooser: CasualtyChooser;
  /** Figures per type per sub-melee: deal[j * types + t]. */
  readonly deal: Int32Array;
  /** Removed per type per sub-melee. */
  readonly removed: Int32Array;
}

function tablesOf(types: readonly TypeSpec[], mask: number, subMelees: number): SideTables {
  const n = types.length;
  const dice = new Int32Array(n * TRIGGER_SETS);
  const faces = new Uint8Array(n * 7);
  types.forEach((type, t) => {
    for (let bits = 0; bits < TRIGGER_SETS; bits++) dice[t * TRIGGER_SETS + bits] = diceAgainst(type, bits & mask);
    type.meleeFaces.forEach((v, f) => {
      faces[t * 7 + f + 1] = v;
    });
  });
  const killsNeeded = Int32Array.from(types.map((t) => t.killsNeeded));
  const units = Int32Array.from(types.map((t) => t.units));
  return {
    types: n,
    dice,
    faces,
    countTables: types.map((type) => faceCountTable(type.meleeFaces)),
    triggers: Int32Array.from(types.map((t) => t.triggers)),
    killsNeeded,
    units,
    mask,
    chooser: new CasualtyChooser(killsNeeded, units),
    deal: new Int32Array(subMelees * n),
    removed: new Int32Array(subMelees * n),
  };
}

/**
 * One melee round between two sides of fixed troop types whose standing counts change
 * (rulings R6-R11): split into sub-melees (R10), bonus dice by the enemies in each
 * sub-melee (R11), sorted dice compared (R6, R7), kills spent on whole figures by the
 * casualty policy (R8, R9). Side 0 and side 1 are the matchup's attacker and defender;
 * either may attack a given round. `play` allocates nothing.
 */
export class MeleeRound {
  private readonly sides: readonly [SideTables, SideTables];
  private readonly six: SixFlags;
  /** The casualty aim of the round's attacking and defending side (R9), read every round. */
  private readonly aimAtk: Aim;
  private readonly aimDef: Aim;
  private readonly counts = new Int32Array(2 * BASE_D);
  private readonly kills = new Int32Array(2);
  /** Each sub-melee's dice, attacking side's then defending side's (`diceCounts`, for `canChange`). */
  private readonly subDice: Int32Array;
  /** After `play`: figures and units removed from side 0 and side 1. */
  readonly lostFigures = new Int32Array(2);
  readonly lostUnits = new Int32Array(2);
  /**
   * Whether a figure falls to more than one kill. When none does, every round can remove a
   * figure (the first sub-melee always has a figure of each side, so a pair), and
   * `canChange` needs no work.
   */
  private readonly slow: boolean;

  constructor(
    types: readonly [readonly TypeSpec[], readonly TypeSpec[]],
    masks: readonly [number, number],
    private readonly rules: RoundRules,
  ) {
    const most = Math.max(...types.map((side) => side.reduce((s, t) => s + t.count, 0)));
    const subMelees = subMeleeCount(most, rules.split);
    this.sides = [tablesOf(types[0], masks[0], subMelees), tablesOf(types[1], masks[1], subMelees)];
    this.subDice = new Int32Array(2 * subMelees);
    this.six = sixFlags(rules.six);
    this.aimAtk = aimOf(rules.policy, 'attacker');
    this.aimDef = aimOf(rules.policy, 'defender');
    this.slow = types.some((side) => side.some((t) => t.killsNeeded > 1));
  }

  /** Sub-melees of a round and the figures of each side in them (into each side's `deal`). */
  private deal(alive: readonly [Int32Array, Int32Array], attacking: 0 | 1): number {
    const atk = this.sides[attacking];
    const def = this.sides[1 - attacking] as SideTables;
    const a = alive[attacking];
    let figures = 0;
    for (let t = 0; t < atk.types; t++) figures += a[t] as number;
    const k = subMeleeCount(figures, this.rules.split);
    if (k === 1) {
      // One melee (12 attackers or fewer, the usual case): every standing figure fights in it.
      copyInto(a, atk.deal);
      copyInto(alive[1 - attacking] as Int32Array, def.deal);
      return 1;
    }
    dealSide(a, 0, atk.types, k, atk.deal);
    dealSide(alive[1 - attacking] as Int32Array, 0, def.types, k, def.deal);
    return k;
  }

  /** Trigger bits the figures of `side` in sub-melee j set, as the enemy sees them. */
  private static bitsOf(side: SideTables, j: number): number {
    let bits = 0;
    for (let t = 0; t < side.types; t++) if ((side.deal[j * side.types + t] as number) > 0) bits |= side.triggers[t] as number;
    return bits;
  }

  /** Dice the figures of `side` in sub-melee j roll against enemies setting `bits`. */
  private static diceOf(side: SideTables, j: number, bits: number): number {
    let n = 0;
    for (let t = 0; t < side.types; t++) n += (side.deal[j * side.types + t] as number) * (side.dice[t * SETS + (bits & side.mask)] as number);
    return n;
  }

  /**
   * Plays one round with side `attacking` attacking. Standing counts in `alive` are reduced
   * in place; `lostFigures` and `lostUnits` hold what each side lost.
   */
  play(rng: Rng, alive: readonly [Int32Array, Int32Array], attacking: 0 | 1): void {
    const k = this.deal(alive, attacking);
    const atk = this.sides[attacking];
    const def = this.sides[1 - attacking] as SideTables;
    const counts = this.counts;
    const aimAtk = this.aimAtk;
    const aimDef = this.aimDef;
    zero(this.lostFigures);
    zero(this.lostUnits);
    for (let j = 0; j < k; j++) {
      const bitsAtk = MeleeRound.bitsOf(def, j) & atk.mask;
      const bitsDef = MeleeRound.bitsOf(atk, j) & def.mask;
      zero(counts);
      let nA = 0;
      let nD = 0;
      for (let t = 0; t < atk.types; t++) {
        const n = (atk.deal[j * atk.types + t] as number) * (atk.dice[t * SETS + bitsAtk] as number);
        if (n > 0) roll(rng, n, atk.countTables[t] as Float64Array, counts, 0);
        nA += n;
      }
      for (let t = 0; t < def.types; t++) {
        const n = (def.deal[j * def.types + t] as number) * (def.dice[t * SETS + bitsDef] as number);
        if (n > 0) roll(rng, n, def.countTables[t] as Float64Array, counts, BASE_D);
        nD += n;
      }
      const pairs = nA < nD ? nA : nD;
      if (pairs === 0) continue;
      compare(counts, pairs, this.six, this.kills, 0);
      atk.chooser.choose(atk.deal, j * atk.types, this.kills[0] as number, aimAtk, atk.removed, j * atk.types);
      def.chooser.choose(def.deal, j * def.types, this.kills[1] as number, aimDef, def.removed, j * def.types);
      this.remove(atk, alive[attacking], j, attacking);
      this.remove(def, alive[1 - attacking] as Int32Array, j, 1 - attacking);
    }
  }

  private remove(side: SideTables, alive: Int32Array, j: number, index: number): void {
    for (let t = 0; t < side.types; t++) {
      const r = side.removed[j * side.types + t] as number;
      if (r === 0) continue;
      alive[t] = (alive[t] as number) - r;
      this.lostFigures[index] = (this.lostFigures[index] as number) + r;
      this.lostUnits[index] = (this.lostUnits[index] as number) + r * (side.units[t] as number);
    }
  }

  /**
   * Whether a round with side `attacking` attacking can remove any figure: in some
   * sub-melee the pairs reach the fewest kills that fell a figure of one side (twice the
   * pairs on the attacking side under defender-six-extra). Allocates nothing.
   */
  canChange(alive: readonly [Int32Array, Int32Array], attacking: 0 | 1): boolean {
    if (!this.slow) return true;
    const k = this.diceCounts(alive, attacking, this.subDice);
    const atk = this.sides[attacking];
    const def = this.sides[1 - attacking] as SideTables;
    for (let j = 0; j < k; j++) {
      const nA = this.subDice[2 * j] as number;
      const nD = this.subDice[2 * j + 1] as number;
      const pairs = nA < nD ? nA : nD;
      if (pairs === 0) continue;
      const onAtk = this.six.extraSix ? 2 * pairs : pairs;
      for (let t = 0; t < atk.types; t++) if ((atk.deal[j * atk.types + t] as number) > 0 && (atk.killsNeeded[t] as number) <= onAtk) return true;
      for (let t = 0; t < def.types; t++) if ((def.deal[j * def.types + t] as number) > 0 && (def.killsNeeded[t] as number) <= pairs) return true;
    }
    return false;
  }

  /**
   * Dice of each side in each sub-melee of a round, without building the sub-melees:
   * out[2j] the attacking side's, out[2j + 1] the defending side's (for sides of one type
   * each, all that tells one sub-melee from another). Returns the sub-melee count.
   */
  diceCounts(alive: readonly [Int32Array, Int32Array], attacking: 0 | 1, out: Int32Array): number {
    const k = this.deal(alive, attacking);
    const atk = this.sides[attacking];
    const def = this.sides[1 - attacking] as SideTables;
    for (let j = 0; j < k; j++) {
      out[2 * j] = MeleeRound.diceOf(atk, j, MeleeRound.bitsOf(def, j));
      out[2 * j + 1] = MeleeRound.diceOf(def, j, MeleeRound.bitsOf(atk, j));
    }
    return k;
  }

  /** The round's sub-melees as plain data (exact computation; allocates). */
  subMelees(alive: readonly [Int32Array, Int32Array], attacking: 0 | 1): SubMelee[] {
    const k = this.deal(alive, attacking);
    const atk = this.sides[attacking];
    const def = this.sides[1 - attacking] as SideTables;
    const out: SubMelee[] = [];
    for (let j = 0; j < k; j++) {
      const bitsAtk = MeleeRound.bitsOf(def, j) & atk.mask;
      const bitsDef = MeleeRound.bitsOf(atk, j) & def.mask;
      const rolls = (side: SideTables, bits: number): Roll[] => {
        const list: Roll[] = [];
        for (let t = 0; t < side.types; t++) {
          const n = (side.deal[j * side.types + t] as number) * (side.dice[t * SETS + bits] as number);
          if (n > 0) list.push({ dice: n, faces: Array.from(side.faces.subarray(t * 7 + 1, t * 7 + 7)) as unknown as FaceMap });
        }
        return list;
      };
      const attackingRolls = rolls(atk, bitsAtk);
      const defendingRolls = rolls(def, bitsDef);
      out.push({
        attacking: atk.deal.slice(j * atk.types, (j + 1) * atk.types),
        defending: def.deal.slice(j * def.types, (j + 1) * def.types),
        attackingDice: attackingRolls.map((r) => convertedDice(r.dice, r.faces)),
        defendingDice: defendingRolls.map((r) => convertedDice(r.dice, r.faces)),
        attackingRolls,
        defendingRolls,
      });
    }
    return out;
  }

  /** Figures removed per type from a sub-melee side by `kills` kills: the casualty policy (R8, R9). */
  casualties(side: 0 | 1, role: 'attacker' | 'defender', standing: Int32Array, kills: number, out: Int32Array): void {
    this.sides[side].chooser.choose(standing, 0, kills, aimOf(this.rules.policy, role), out, 0);
  }

  /** Cost units of each type of a side. */
  units(side: 0 | 1): Int32Array {
    return this.sides[side].units;
  }
}
