import type { ExactDistribution } from '../../../core/kernel.js';
import { battleCode, playBound, resultOf, type BattleSetup, type Ending } from './battle.js';
import type { BattleDice } from './dice.js';
import { RESULT } from './kind.js';

/** Thrown by the replayed dice when a bound asks for a die the branch has not chosen yet. */
class Unchosen {}
const UNCHOSEN = new Unchosen();

/** Each table's distinct packed results and how many of the 36 dice pairs give each, in table order. */
interface Classes {
  readonly values: Int32Array;
  readonly counts: Int32Array;
}

/** Each table's classes, counted once: a chain asks for the same few tables at every branch. */
const classesOf = new WeakMap<Int32Array, Classes>();

function classes(table: Int32Array): Classes {
  let out = classesOf.get(table);
  if (out) return out;
  const counted = new Map<number, number>();
  for (const p of table) counted.set(p, (counted.get(p) ?? 0) + 1);
  out = { values: Int32Array.from(counted.keys()), counts: Int32Array.from(counted.values()) };
  classesOf.set(table, out);
  return out;
}

/** A d6 as a table of classes: each face once in six. */
const D6: Classes = { values: Int32Array.of(1, 2, 3, 4, 5, 6), counts: Int32Array.of(1, 1, 1, 1, 1, 1) };

/**
 * Dice that replay a branch's chosen values (`path`, the first `length` of them). Past them,
 * `throws` stops the bound at the first die not chosen; otherwise the dice go down the last
 * outcome of each new die and leave its other outcomes on a stack for later, so a bound is
 * played once a leaf of its dice tree, never once more for each die on the way. A branch on
 * the stack is (depth, value, weight): it shares the path's first `depth` values when it is
 * taken, since everything taken after it was pushed lies below those values in the tree.
 */
class ReplayedDice implements BattleDice {
  path = new Int32Array(16);
  length = 0;
  at = 0;
  throws = false;
  /** The weight of the branch the dice are on, each new die's outcome multiplied in. */
  w = 0;
  readonly depths: number[] = [];
  readonly values: number[] = [];
  readonly weights: number[] = [];

  /** Replay `length` values of the path, with weight `w`. */
  replay(length: number, w: number): void {
    this.length = length;
    this.at = 0;
    this.w = w;
  }

  d6(): number {
    return this.at < this.length ? (this.path[this.at++] as number) : this.choose(D6, 6);
  }

  pick(table: Int32Array): number {
    return this.at < this.length ? (this.path[this.at++] as number) : this.choose(classes(table), 36);
  }

  /** A new die: its outcomes but the last pending, the last taken (the order a stack of all of them would be taken in). */
  private choose(c: Classes, of: number): number {
    if (this.throws) throw UNCHOSEN;
    const w = this.w;
    const last = c.values.length - 1;
    for (let i = 0; i < last; i++) this.push(this.at, c.values[i] as number, (w * (c.counts[i] as number)) / of);
    this.w = (w * (c.counts[last] as number)) / of;
    if (this.at === this.path.length) {
      const longer = new Int32Array(this.path.length * 2);
      longer.set(this.path);
      this.path = longer;
    }
    const v = c.values[last] as number;
    this.path[this.at++] = v;
    this.length = this.at;
    return v;
  }

  push(depth: number, value: number, w: number): void {
    this.depths.push(depth);
    this.values.push(value);
    this.weights.push(w);
  }
}

/**
 * One bound's line states, each with the side that took the first bound and its probability,
 * in the order first reached (the order the next bound takes them in, so sums run in the same
 * order every time). A state is found by a hash of its words in an open-addressed table: no
 * key is built for a branch that ends in a state already there, as most do.
 */
class Layer {
  readonly states: Int32Array[] = [];
  readonly firsts: number[] = [];
  readonly ps: number[] = [];
  private readonly hashes: number[] = [];
  /** Index + 1 of the state in each slot, 0 for an empty one; at most half full. */
  private slots = new Int32Array(1024);

  get size(): number {
    return this.states.length;
  }

  /** Adds `p` to the state (copied when new). */
  add(first: number, state: Int32Array, p: number): void {
    const hash = hashOf(first, state);
    const mask = this.slots.length - 1;
    for (let slot = hash & mask; ; slot = (slot + 1) & mask) {
      const i = (this.slots[slot] as number) - 1;
      if (i < 0) {
        this.slots[slot] = this.states.push(state.slice());
        this.firsts.push(first);
        this.ps.push(p);
        this.hashes.push(hash);
        if (this.states.length * 2 > this.slots.length) this.grow();
        return;
      }
      if (this.hashes[i] === hash && this.firsts[i] === first && same(this.states[i] as Int32Array, state)) {
        this.ps[i] = (this.ps[i] as number) + p;
        return;
      }
    }
  }

  private grow(): void {
    this.slots = new Int32Array(this.slots.length * 2);
    const mask = this.slots.length - 1;
    this.hashes.forEach((hash, i) => {
      let slot = hash & mask;
      while (this.slots[slot] !== 0) slot = (slot + 1) & mask;
      this.slots[slot] = i + 1;
    });
  }
}

/** A 32-bit hash of a state's words (FNV-1a over words, mixed at the end). */
function hashOf(first: number, state: Int32Array): number {
  let h = Math.imul(0x811c9dc5 ^ first, 0x01000193);
  for (let i = 0; i < state.length; i++) h = Math.imul(h ^ (state[i] as number), 0x01000193);
  h ^= h >>> 15;
  h = Math.imul(h, 0x2c1b3c6d);
  return (h ^ (h >>> 12)) >>> 0;
}

function same(a: Int32Array, b: Int32Array): boolean {
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
  return true;
}

/**
 * The bound's PIP scores as pending branches: a score with which nothing waited for PIPs
 * (the bound's `short` is false once its moves are made) stands for every higher score too,
 * so those are merged into it (most bounds need one or two distinct scores, not six).
 */
function pipBranches(setup: BattleSetup, state: Int32Array, active: number, dice: ReplayedDice, p: number): void {
  dice.throws = true;
  for (let v = 1; v <= 6; v++) {
    setup.line.load(state);
    dice.path[0] = v;
    dice.replay(1, 0);
    try {
      playBound(setup.line, setup.bound, setup.victory, active, dice);
    } catch (error) {
      if (error !== UNCHOSEN) throw error;
    }
    if (setup.bound.short) {
      dice.push(0, v, p / 6);
      continue;
    }
    dice.push(0, v, (p * (7 - v)) / 6);
    break;
  }
  dice.throws = false;
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
  let layer = new Layer();
  const start = new Int32Array(size);
  line.save(start);
  const firsts = setup.first === 'random' ? [0, 1] : [setup.first === 'attacker' ? 0 : 1];
  for (const first of firsts) layer.add(first, start, 1 / firsts.length);
  let states = layer.size;
  const dice = new ReplayedDice();
  // Each branch's end state is saved here, and copied by the next layer only when new.
  const scratch = new Int32Array(size);
  for (let k = 1; k <= setup.bounds && layer.size > 0; k++) {
    const next = new Layer();
    for (let s = 0; s < layer.size; s++) {
      const state = layer.states[s] as Int32Array;
      const first = layer.firsts[s] as number;
      const active = (first + k - 1) % 2;
      pipBranches(setup, state, active, dice, layer.ps[s] as number);
      const { depths, values, weights } = dice;
      while (depths.length > 0) {
        const depth = depths.pop() as number;
        dice.path[depth] = values.pop() as number;
        dice.replay(depth + 1, weights.pop() as number);
        line.load(state);
        const loser = playBound(line, bound, victory, active, dice);
        if (loser >= 0) {
          finish(dice.w, resultOf(loser), k);
          continue;
        }
        line.save(scratch);
        next.add(first, scratch, dice.w);
      }
    }
    if (next.size > MOST_STATES) throw new Error(`internal: the exact battle chain passed ${MOST_STATES} states in bound ${k}`);
    states += next.size;
    layer = next;
  }
  layer.states.forEach((state, s) => {
    line.load(state);
    finish(layer.ps[s] as number, RESULT.draw, setup.bounds + 1);
  });
  return { weights, total: 1, metrics: histograms, space: `${states.toLocaleString('en-US')} states over at most ${setup.bounds} bounds, by dynamic programming` };
}
