import type { MeleeRound, SubMelee } from './round.js';
import { convertedDice, pairCells, sortedMeleeCells, sortedMeleeExact, type DefenderSixRule, type DieClass, type SortedMeleeDistribution } from './sorted-melee.js';
import type { FaceMap } from './troops.js';
import { keptOrMade } from '../../core/kept.js';

/**
 * The exact law of one melee round in figures and points (rulings R6-R10): each sub-melee's
 * joint kill distribution (sorted-melee.ts), its kills spent by the casualty policy, and the
 * independent sub-melees convolved. Sides are the matchup's (0 attacker, 1 defender),
 * whichever attacks the round.
 */
export interface RoundLaw {
  /** joint[l0 * stride + l1]: P(side 0 loses l0 figures and side 1 loses l1). */
  readonly joint: Float64Array;
  /** Figures of side 1 + 1. */
  readonly stride: number;
  /** P(a side loses u cost units), per side. */
  readonly units: readonly [Float64Array, Float64Array];
}

/** Kill distributions by pools and rule, shared by every round of an engagement. */
export type KillCache = Map<string, SortedMeleeDistribution>;

const keyOf = (a: readonly DieClass[], d: readonly DieClass[], six: DefenderSixRule): string =>
  `${six}|${a.map((c) => `${c.count}:${c.weights.join('')}`).join(',')}|${d.map((c) => `${c.count}:${c.weights.join('')}`).join(',')}`;

/**
 * Sub-melee laws kept across matchups: a law depends only on the two sides' dice and the
 * six rule, and a balance matrix or a sweep meets the same dice in many matchups. At most
 * KILLS_KEPT are kept (the oldest go first); they are read, never written.
 */
const KILLS_KEPT = 4096;
export const SHARED_KILLS: KillCache = new Map();

/** A sub-melee's joint kill law, from `cache` or worked and kept there. */
export function subMeleeKills(sub: SubMelee, six: DefenderSixRule, cache: KillCache): SortedMeleeDistribution {
  return keptOrMade(cache, keyOf(sub.attackingDice, sub.defendingDice, six), KILLS_KEPT, () => sortedMeleeExact(sub.attackingDice, sub.defendingDice, { defenderSix: six }));
}

/** DP cells of every distinct sub-melee of a round not yet in `seen` (which it extends): the exact cost. */
export function roundCells(round: MeleeRound, alive: readonly [Int32Array, Int32Array], attacking: 0 | 1, six: DefenderSixRule, seen: Set<string>): number {
  let cells = 0;
  for (const sub of round.subMelees(alive, attacking)) {
    const key = keyOf(sub.attackingDice, sub.defendingDice, six);
    if (seen.has(key)) continue;
    seen.add(key);
    cells += sortedMeleeCells(sub.attackingDice, sub.defendingDice, { defenderSix: six });
  }
  return cells;
}

/**
 * DP cells of every distinct sub-melee that a chain over sides of one type each meets, from
 * `figures` standing on each side down to one, in each role that attacks (the exact cost
 * of an engagement). A sub-melee is named by its dice, each side's count and faces (as
 * roundCells names it), so it is sized once however many states meet it (one class a side:
 * pairCells), and states are walked without building their sub-melees. `faces`: each side's
 * melee face map.
 */
export function chainCells(round: MeleeRound, figures: readonly [number, number], roles: readonly (0 | 1)[], faces: readonly [FaceMap, FaceMap], six: DefenderSixRule): number {
  const seen = new Set<number>();
  // Dice whose faces count alike are the same dice: then who attacks does not tell sub-melees apart.
  const alike = convertedDice(1, faces[0]).weights.join() === convertedDice(1, faces[1]).weights.join();
  let cells = 0;
  eachChainState(round, figures, roles, (_a, _d, attacking, dice, k) => {
    for (let j = 0; j < k; j++) {
      const nA = dice[2 * j] as number;
      const nD = dice[2 * j + 1] as number;
      const key = ((alike ? 0 : attacking) * DICE_KEY + nA) * DICE_KEY + nD;
      if (seen.has(key)) continue;
      seen.add(key);
      cells += pairCells(Math.min(nA, nD), { defenderSix: six });
    }
  });
  return cells;
}

/**
 * Calls `visit` for every state of a chain of sides of one type each (figures standing on each
 * side from `figures` down to one, in each role that attacks), with the state's sub-melees'
 * dice as `round` deals them: `k` pairs (attacking dice, defending dice) at the front of `dice`.
 */
export function eachChainState(round: MeleeRound, figures: readonly [number, number], roles: readonly (0 | 1)[], visit: (a: number, d: number, attacking: 0 | 1, dice: Int32Array, k: number) => void): void {
  const alive = [new Int32Array(1), new Int32Array(1)] as const;
  const dice = new Int32Array(2 * (figures[0] + figures[1] + 2));
  for (let a = 1; a <= figures[0]; a++) {
    for (let d = 1; d <= figures[1]; d++) {
      alive[0][0] = a;
      alive[1][0] = d;
      for (const attacking of roles) visit(a, d, attacking, dice, round.diceCounts(alive, attacking, dice));
    }
  }
}

/** Bound on a sub-melee side's dice, for chainCells's numeric keys (500 figures of at most 12 dice each). */
const DICE_KEY = 8192;

const sum = (xs: Int32Array): number => xs.reduce((s, x) => s + x, 0);

function dot(a: Int32Array, b: Int32Array): number {
  let s = 0;
  for (let i = 0; i < a.length; i++) s += (a[i] as number) * (b[i] as number);
  return s;
}

function convolve(x: Float64Array, y: Float64Array, size: number): Float64Array {
  const out = new Float64Array(size);
  for (let i = 0; i < x.length; i++) {
    const p = x[i] as number;
    if (p === 0) continue;
    for (let j = 0; j < y.length; j++) {
      const q = y[j] as number;
      if (q !== 0 && i + j < size) out[i + j] = (out[i + j] as number) + p * q;
    }
  }
  return out;
}

/**
 * The exact law of the round side `attacking` attacks, with `alive` figures standing.
 *
 * @example
 * // 1 infantry attacks 1 infantry: side 1 loses its man 15/36, side 0 16/36 (golden case G1).
 * roundLaw(round, [Int32Array.of(1), Int32Array.of(1)], 0, 'six-six-pair', new Map()).joint; // ≈ [5/36, 15/36, 16/36, 0]
 */
export function roundLaw(round: MeleeRound, alive: readonly [Int32Array, Int32Array], attacking: 0 | 1, six: DefenderSixRule, cache: KillCache): RoundLaw {
  const figures = [sum(alive[0]), sum(alive[1])] as const;
  const stride = figures[1] + 1;
  const unitsTotal = [dot(alive[0], round.units(0)), dot(alive[1], round.units(1))] as const;
  let joint: Float64Array = new Float64Array((figures[0] + 1) * stride);
  joint[0] = 1;
  let units: [Float64Array, Float64Array] = [Float64Array.of(1), Float64Array.of(1)];
  const defending = (1 - attacking) as 0 | 1;
  for (const sub of round.subMelees(alive, attacking)) {
    const dist = subMeleeKills(sub, six, cache);
    // The sub-melee's law: joint figures lost (by side index), and units lost per side. A kill
    // count's casualties do not depend on the other side's: each is worked once, not per cell.
    const [atkLost, atkLostUnits] = lossesByKills(round, attacking, 'attacker', sub.attacking, dist.maxKillsAttacker);
    const [defLost, defLostUnits] = lossesByKills(round, defending, 'defender', sub.defending, dist.maxKillsDefender);
    const subJoint = new Float64Array(joint.length);
    const subUnits = [new Float64Array(unitsTotal[0] + 1), new Float64Array(unitsTotal[1] + 1)] as const;
    const unitsOfAtk = subUnits[attacking];
    const unitsOfDef = subUnits[defending];
    for (let kA = 0; kA <= dist.maxKillsAttacker; kA++) {
      const la = atkLost[kA] as number;
      const ua = atkLostUnits[kA] as number;
      for (let kD = 0; kD <= dist.maxKillsDefender; kD++) {
        const p = dist.probs[kA * dist.stride + kD] as number;
        if (p === 0) continue;
        const ld = defLost[kD] as number;
        const ud = defLostUnits[kD] as number;
        const cell = attacking === 0 ? la * stride + ld : ld * stride + la;
        subJoint[cell] = (subJoint[cell] as number) + p;
        unitsOfAtk[ua] = (unitsOfAtk[ua] as number) + p;
        unitsOfDef[ud] = (unitsOfDef[ud] as number) + p;
      }
    }
    joint = convolve2(joint, subJoint, figures[0] + 1, stride);
    units = [convolve(units[0], subUnits[0], unitsTotal[0] + 1), convolve(units[1], subUnits[1], unitsTotal[1] + 1)];
  }
  return { joint, stride, units };
}

/** Figures and cost units a sub-melee side loses to 0..most kills (the casualty policy). */
function lossesByKills(round: MeleeRound, side: 0 | 1, role: 'attacker' | 'defender', standing: Int32Array, most: number): [Int32Array, Int32Array] {
  const out = new Int32Array(standing.length);
  const figures = new Int32Array(most + 1);
  const units = new Int32Array(most + 1);
  for (let k = 0; k <= most; k++) {
    round.casualties(side, role, standing, k, out);
    figures[k] = sum(out);
    units[k] = dot(out, round.units(side));
  }
  return [figures, units];
}

/** Two joint laws of (side 0 lost, side 1 lost) of independent sub-melees, summed. */
function convolve2(x: Float64Array, y: Float64Array, rows: number, stride: number): Float64Array {
  const out = new Float64Array(rows * stride);
  const ys = new Int32Array(y.length);
  let nonzero = 0;
  for (let j = 0; j < y.length; j++) if ((y[j] as number) !== 0) ys[nonzero++] = j;
  for (let i = 0; i < x.length; i++) {
    const p = x[i] as number;
    if (p === 0) continue;
    const i0 = Math.floor(i / stride);
    const i1 = i % stride;
    for (let k = 0; k < nonzero; k++) {
      const j = ys[k] as number;
      const r0 = i0 + Math.floor(j / stride);
      const r1 = i1 + (j % stride);
      if (r0 < rows && r1 < stride) out[r0 * stride + r1] = (out[r0 * stride + r1] as number) + p * (y[j] as number);
    }
  }
  return out;
}
