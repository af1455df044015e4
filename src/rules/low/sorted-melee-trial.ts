import type { Rng } from '../../core/kernel.js';
import {
  FACES,
  normaliseSide,
  pairRule,
  sortedMeleeShape,
  type DieClass,
  type SortedMeleeRules,
  type SortedMeleeShape,
} from './sorted-melee.js';
import { clear } from './small-arrays.js';

/**
 * One Monte Carlo trial of the melee round of sorted-melee.ts (rulings R6, R7): roll both
 * pools, sort each by counting the six faces, compare the pairs run by run. Nothing is
 * allocated per trial.
 */
export interface SortedMeleeTrial extends SortedMeleeShape {
  /** Kills of the latest trial: [on the attacker's side, on the defender's side]. */
  readonly kills: Int32Array;
  /** Rolls one round; returns kA * stride + kD (the index into the exact `probs`). */
  trial(rng: Rng): number;
}

/** How a class's die is rolled. */
const CONSTANT = 0; // one face has all the weight: no draw
const D6 = 1; // integer weights summing to 6: rng.d6() through a face table
const DIE = 2; // integer weights summing to W <= 2^16: rng.die(W) through a face table
const U32 = 3; // other weights: a 32-bit draw against cumulative thresholds (bias below 2^-32)

interface Sampler {
  readonly kind: number;
  readonly count: number;
  readonly sides: number;
  /** CONSTANT: the face. D6/DIE: offset of faces[1..sides] in the face table. U32: offset of 6 thresholds. */
  readonly at: number;
}

function samplersOf(side: readonly DieClass[], name: string, faceTable: number[], thresholds: number[]): Sampler[] {
  return normaliseSide(side, name).map((c): Sampler => {
    const nonzero = c.probs.flatMap((p, i) => (p > 0 ? [i + 1] : []));
    if (nonzero.length === 1) return { kind: CONSTANT, count: c.count, sides: 1, at: nonzero[0] as number };
    const w = c.weights;
    const total = w.reduce((s, x) => s + x, 0);
    if (w.every((x) => Number.isInteger(x)) && total <= 65536) {
      const at = faceTable.length;
      faceTable.push(0); // faces are 1-based
      for (let f = 1; f <= FACES; f++) for (let i = 0; i < (w[f - 1] as number); i++) faceTable.push(f);
      return { kind: total === 6 ? D6 : DIE, count: c.count, sides: total, at };
    }
    const at = thresholds.length;
    let cum = 0;
    for (let f = 1; f <= FACES; f++) {
      cum += c.probs[f - 1] as number;
      thresholds.push(f === FACES ? 4294967296 : Math.round(cum * 4294967296));
    }
    return { kind: U32, count: c.count, sides: 0, at };
  });
}

/**
 * A trial for one matchup of dice pools.
 *
 * @example
 * const t = createSortedMeleeTrial([plainDice(2)], [plainDice(2)]);
 * const code = t.trial(chunkRng(1, 0n, 0)); // kA * t.stride + kD, with kA = t.kills[0]
 */
export function createSortedMeleeTrial(attacker: readonly DieClass[], defender: readonly DieClass[], rules: SortedMeleeRules = {}): SortedMeleeTrial {
  const faceList: number[] = [];
  const thresholdList: number[] = [];
  const aSamplers = samplersOf(attacker, 'attacker', faceList, thresholdList);
  const dSamplers = samplersOf(defender, 'defender', faceList, thresholdList);
  const n = aSamplers.reduce((s, c) => s + c.count, 0);
  const m = dSamplers.reduce((s, c) => s + c.count, 0);
  const shape = sortedMeleeShape(n, m, rules);
  const rule = pairRule(rules);
  const L = shape.pairs;
  const stride = shape.stride;
  const faces = Uint8Array.from(faceList);
  const thresholds = Float64Array.from(thresholdList);
  const tieKills = rule.tieKillsAttacker;
  const defExtra = rule.defenderExtra;
  // Flattened samplers: kind, count, sides, at per class; attacker classes first.
  const all = [...aSamplers, ...dSamplers];
  const spec = Int32Array.from(all.flatMap((s) => [s.kind, s.count, s.sides, s.at]));
  const aEnd = aSamplers.length * 4;
  // counts[0..6] attacker per face, counts[7..13] defender per face.
  const counts = new Int32Array(2 * (FACES + 1));
  const kills = new Int32Array(2);

  const roll = (rng: Rng, from: number, to: number, base: number): void => {
    for (let c = from; c < to; c += 4) {
      const kind = spec[c] as number;
      const count = spec[c + 1] as number;
      const sides = spec[c + 2] as number;
      const at = spec[c + 3] as number;
      if (kind === CONSTANT) {
        counts[base + at] = (counts[base + at] as number) + count;
      } else if (kind === D6) {
        for (let i = 0; i < count; i++) {
          const f = base + (faces[at + rng.d6()] as number);
          counts[f] = (counts[f] as number) + 1;
        }
      } else if (kind === DIE) {
        for (let i = 0; i < count; i++) {
          const f = base + (faces[at + rng.die(sides)] as number);
          counts[f] = (counts[f] as number) + 1;
        }
      } else {
        for (let i = 0; i < count; i++) {
          const u = rng.nextU32();
          let f = 1;
          while (u >= (thresholds[at + f - 1] as number)) f++;
          counts[base + f] = (counts[base + f] as number) + 1;
        }
      }
    }
  };

  const trial = (rng: Rng): number => {
    clear(counts);
    roll(rng, 0, aEnd, 0);
    roll(rng, aEnd, spec.length, FACES + 1);
    let kA = 0;
    let kD = 0;
    let fa = FACES;
    let fd = FACES;
    let ra = counts[fa] as number;
    let rd = counts[FACES + 1 + fd] as number;
    // Walk both sorted pools from the top, a run of equal pairs at a time.
    for (let i = 0; i < L; ) {
      while (ra === 0) ra = counts[--fa] as number;
      while (rd === 0) rd = counts[FACES + 1 + --fd] as number;
      const run = Math.min(ra, rd, L - i);
      if (fa > fd) kD += run;
      else if (fd > fa || tieKills[fa] === 1) kA += run;
      if (defExtra[fd] === 1) kA += run;
      ra -= run;
      rd -= run;
      i += run;
    }
    kills[0] = kA;
    kills[1] = kD;
    return kA * stride + kD;
  };

  return { ...shape, kills, trial };
}
