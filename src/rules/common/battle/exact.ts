import type { ExactDistribution } from '../../../core/kernel.js';
import { battleCode, playBound, resultOf, type BattleSetup, type Ending } from './battle.js';
import type { BattleDice } from './dice.js';
import { RESULT } from './kind.js';

/** Thrown by the replayed dice when a bound asks for a die the branch has not chosen yet. */
class Unchosen {
  constructor(readonly table: Int32Array | null) {}
}

/** Dice that replay a branch's chosen values, and stop at the first one not chosen. */
class ReplayedDice implements BattleDice {
  values: number[] = [];
  at = 0;

  d6(): number {
    if (this.at === this.values.length) throw new Unchosen(null);
    return this.values[this.at++] as number;
  }

  pick(table: Int32Array): number {
    if (this.at === this.values.length) throw new Unchosen(table);
    return this.values[this.at++] as number;
  }
}

/** Each table's classes, counted once: a chain asks for the same few tables at every branch. */
const classesOf = new WeakMap<Int32Array, Map<number, number>>();

/** The distinct packed results of a table and how many of the 36 dice pairs give each. */
function classes(table: Int32Array): Map<number, number> {
  let out = classesOf.get(table);
  if (out) return out;
  out = new Map<number, number>();
  for (const p of table) out.set(p, (out.get(p) ?? 0) + 1);
  classesOf.set(table, out);
  return out;
}

/**
 * A line state's key in its layer: one UTF-16 unit a word when every word fits in one (they
 * are small positions, flags and counts), which is far cheaper to build and hash than a
 * joined decimal list; the decimal list otherwise. The two forms cannot collide (a comma only
 * appears in the second, a state holds more than one word).
 */
function keyOf(first: number, state: Int32Array): string {
  for (const v of state) if (v < -0x8000 || v > 0x7fff) return `${first}|${state.join(',')}`;
  let key = String.fromCharCode(first);
  for (const v of state) key += String.fromCharCode(v + 0x8000);
  return key;
}

/**
 * The bound's PIP scores as branches: a score with which nothing waited for PIPs (the
 * bound's `short` is false once its moves are made) stands for every higher score too, so
 * those are merged into it (most bounds need one or two distinct scores, not six).
 */
function pipBranches(setup: BattleSetup, state: Int32Array, active: number, dice: ReplayedDice, p: number): { values: number[]; w: number }[] {
  const branches: { values: number[]; w: number }[] = [];
  for (let v = 1; v <= 6; v++) {
    setup.line.load(state);
    dice.values = [v];
    dice.at = 0;
    try {
      playBound(setup.line, setup.bound, setup.victory, active, dice);
    } catch (error) {
      if (!(error instanceof Unchosen)) throw error;
    }
    if (setup.bound.short) {
      branches.push({ values: [v], w: p / 6 });
      continue;
    }
    branches.push({ values: [v], w: (p * (7 - v)) / 6 });
    break;
  }
  return branches;
}

/** The most line states one bound's layer may hold: past it the armies are too large to enumerate. */
const MOST_STATES = 200_000;

/**
 * A battle's exact distribution, as a Markov chain over line states (DESIGN.md, "Battles"):
 * the probability of each state after each bound is carried forward, each bound's branches
 * enumerated by replaying its dice (each d6 face, each distinct result of a fight's 36 dice
 * pairs), until every branch is decided or the cap makes it a draw. The same bound code as
 * the Monte Carlo trial runs each branch, so the two can only differ by sampling.
 */
export function exactBattle(setup: BattleSetup): ExactDistribution {
  const { line, bound, victory, metrics } = setup;
  const weights = new Float64Array(12);
  const histograms = metrics.specs.map((m) => new Float64Array(m.max + 2));
  const out = new Int32Array(metrics.specs.length);
  const size = line.stateSize;
  const ending: Ending = { result: 0, bound: 0 };
  const finish = (p: number, result: number, k: number): void => {
    ending.result = result;
    ending.bound = k;
    metrics.record(line, ending, out);
    weights[battleCode(line, ending)]! += p;
    out.forEach((v, i) => (histograms[i]![Math.min(v, (histograms[i] as Float64Array).length - 1)]! += p));
  };
  line.reset();
  let layer = new Map<string, { state: Int32Array; first: number; p: number }>();
  const start = new Int32Array(size);
  line.save(start);
  const firsts = setup.first === 'random' ? [0, 1] : [setup.first === 'attacker' ? 0 : 1];
  for (const first of firsts) layer.set(keyOf(first, start), { state: start, first, p: 1 / firsts.length });
  let states = layer.size;
  const dice = new ReplayedDice();
  // Each branch's end state is saved here first and copied only when it starts a new entry.
  const scratch = new Int32Array(size);
  for (let k = 1; k <= setup.bounds && layer.size > 0; k++) {
    const next = new Map<string, { state: Int32Array; first: number; p: number }>();
    for (const { state, first, p } of layer.values()) {
      const active = (first + k - 1) % 2;
      const branches = pipBranches(setup, state, active, dice, p);
      while (branches.length > 0) {
        const branch = branches.pop() as { values: number[]; w: number };
        line.load(state);
        dice.values = branch.values;
        dice.at = 0;
        let loser: number;
        try {
          loser = playBound(line, bound, victory, active, dice);
        } catch (error) {
          if (!(error instanceof Unchosen)) throw error;
          if (error.table === null) for (let v = 1; v <= 6; v++) branches.push({ values: [...branch.values, v], w: branch.w / 6 });
          else for (const [v, n] of classes(error.table)) branches.push({ values: [...branch.values, v], w: (branch.w * n) / 36 });
          continue;
        }
        if (loser >= 0) {
          finish(branch.w, resultOf(loser), k);
          continue;
        }
        line.save(scratch);
        const key = keyOf(first, scratch);
        const known = next.get(key);
        if (known) known.p += branch.w;
        else next.set(key, { state: scratch.slice(), first, p: branch.w });
      }
    }
    if (next.size > MOST_STATES) throw new Error(`internal: the exact battle chain passed ${MOST_STATES} states in bound ${k}`);
    states += next.size;
    layer = next;
  }
  for (const { state, p } of layer.values()) {
    line.load(state);
    finish(p, RESULT.draw, setup.bounds + 1);
  }
  return { weights, total: 1, metrics: histograms, space: `${states.toLocaleString('en-US')} line states over at most ${setup.bounds} bounds, by dynamic programming` };
}
