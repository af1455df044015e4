import type { Rng } from '../../core/kernel.js';
import { comparePools, rollFaces, SIDE, sixFlags, type SixFlags } from './pool-dice.js';
import type { MeleeRound, Roll } from './round.js';
import type { DefenderSixRule } from './sorted-melee.js';
import { clear } from './small-arrays.js';
import { faceCountTable } from '../../rng/dice.js';

/** Local copies of the imported functions the round calls (see round.ts). */
const roll = rollFaces;
const compare = comparePools;
const zero = clear;

/**
 * One melee round of fixed sides, the matchup's attacker attacking, as precomputed tables:
 * the sub-melees (R10) with their dice, and for every number of kills the figures and cost
 * units each side loses (R8, R9). A round is then dice, one comparison and table lookups
 * per sub-melee: the `--combat melee` trial. Allocates nothing per round.
 */
export class FixedRound {
  private readonly subs: number;
  /** Per sub-melee: [first attacker roll, end, first defender roll, end, pairs, table offset a, table offset d]. */
  private readonly plan: Int32Array;
  /** Per roll: dice, and its face map's count table in `tables`. */
  private readonly rolls: Int32Array;
  private readonly tables: readonly Float64Array[];
  /** Figures and units lost for k kills, at the sub-melee's table offsets. */
  private readonly figures: Int32Array;
  private readonly units: Int32Array;
  private readonly six: SixFlags;
  private readonly counts = new Int32Array(2 * SIDE);
  private readonly kills = new Int32Array(2);
  /** After `play`: figures and units lost by side 0 (attacker) and side 1. */
  readonly lostFigures = new Int32Array(2);
  readonly lostUnits = new Int32Array(2);

  constructor(round: MeleeRound, alive: readonly [Int32Array, Int32Array], six: DefenderSixRule) {
    this.six = sixFlags(six);
    const subs = round.subMelees(alive, 0);
    this.subs = subs.length;
    const plan: number[] = [];
    const rolls: number[] = [];
    const tables: Float64Array[] = [];
    const figures: number[] = [];
    const units: number[] = [];
    const addRolls = (list: readonly Roll[]): void => {
      for (const r of list) {
        rolls.push(r.dice, tables.length);
        tables.push(faceCountTable(r.faces));
      }
    };
    /** Figures and units lost for 0..most kills, appended to the tables; returns the offset. */
    const table = (side: 0 | 1, standing: Int32Array, most: number): number => {
      const at = figures.length;
      const out = new Int32Array(standing.length);
      const each = round.units(side);
      for (let k = 0; k <= most; k++) {
        round.casualties(side, side === 0 ? 'attacker' : 'defender', standing, k, out);
        figures.push(out.reduce((s, x) => s + x, 0));
        units.push(out.reduce((s, x, t) => s + x * (each[t] as number), 0));
      }
      return at;
    };
    for (const sub of subs) {
      const nA = sub.attackingRolls.reduce((s, r) => s + r.dice, 0);
      const nD = sub.defendingRolls.reduce((s, r) => s + r.dice, 0);
      const pairs = Math.min(nA, nD);
      const a0 = rolls.length / 2;
      addRolls(sub.attackingRolls);
      const d0 = rolls.length / 2;
      addRolls(sub.defendingRolls);
      const d1 = rolls.length / 2;
      plan.push(a0, d0, d0, d1, pairs, table(0, sub.attacking, this.six.extraSix ? 2 * pairs : pairs), table(1, sub.defending, pairs));
    }
    this.plan = Int32Array.from(plan);
    this.rolls = Int32Array.from(rolls);
    this.tables = tables;
    this.figures = Int32Array.from(figures);
    this.units = Int32Array.from(units);
  }

  play(rng: Rng): void {
    const plan = this.plan;
    const counts = this.counts;
    let lost0 = 0;
    let lost1 = 0;
    let units0 = 0;
    let units1 = 0;
    for (let j = 0; j < this.subs; j++) {
      const p = j * 7;
      const pairs = plan[p + 4] as number;
      if (pairs === 0) continue;
      zero(counts);
      for (let r = plan[p] as number; r < (plan[p + 1] as number); r++) roll(rng, this.rolls[2 * r] as number, this.tables[this.rolls[2 * r + 1] as number] as Float64Array, counts, 0);
      for (let r = plan[p + 2] as number; r < (plan[p + 3] as number); r++) roll(rng, this.rolls[2 * r] as number, this.tables[this.rolls[2 * r + 1] as number] as Float64Array, counts, SIDE);
      compare(counts, pairs, this.six, this.kills, 0);
      const a = (plan[p + 5] as number) + (this.kills[0] as number);
      const d = (plan[p + 6] as number) + (this.kills[1] as number);
      lost0 += this.figures[a] as number;
      units0 += this.units[a] as number;
      lost1 += this.figures[d] as number;
      units1 += this.units[d] as number;
    }
    this.lostFigures[0] = lost0;
    this.lostFigures[1] = lost1;
    this.lostUnits[0] = units0;
    this.lostUnits[1] = units1;
  }
}
