import type { SixFlags } from './pool-dice.js';

/**
 * The comparison of missile fire (ruling R15): the firers' dice against the target's dice of
 * two colours, coloured for figures with missile weapons (they return fire) and white for the
 * rest (they only resist). Both sides sorted high to low, pairs compared: a firer's higher
 * die kills a target figure of that die's colour; a coloured die higher kills a firer, and a
 * coloured 6 tying a 6 does too (R7); a white die higher, or any other tie, does nothing.
 * Target dice of equal value are ordered white first, or coloured first (option target-ties, R31).
 */

/** Offsets in the counts array: firer faces at 1..6, white at WHITE + 1.., coloured at COLOURED + 1... */
export const WHITE = 7;
export const COLOURED = 14;
export const VOLLEY_COUNTS = 21;

/**
 * Compares the first `pairs` positions and writes kills into out[at] (firers), out[at + 1]
 * (white targets), out[at + 2] (coloured targets). `pairs` must not exceed either side's dice.
 * Allocates nothing.
 */
export function compareVolley(counts: Int32Array, pairs: number, whiteFirst: boolean, six: SixFlags, out: Int32Array, at: number): void {
  const first = whiteFirst ? WHITE : COLOURED;
  const second = whiteFirst ? COLOURED : WHITE;
  let kF = 0;
  let kW = 0;
  let kC = 0;
  let fa = 6;
  let ra = counts[fa] as number;
  let fd = 6;
  let phase = 0;
  let rd = counts[first + fd] as number;
  for (let i = 0; i < pairs; ) {
    while (ra === 0) ra = counts[--fa] as number;
    while (rd === 0) {
      if (phase === 0) {
        phase = 1;
        rd = counts[second + fd] as number;
      } else {
        phase = 0;
        rd = counts[first + --fd] as number;
      }
    }
    let run = ra < rd ? ra : rd;
    if (run > pairs - i) run = pairs - i;
    const coloured = (phase === 0 ? first : second) === COLOURED;
    if (fa > fd) {
      if (coloured) kC += run;
      else kW += run;
    } else if (coloured && (fd > fa || (fd === 6 && six.tieSix))) kF += run;
    if (coloured && fd === 6 && six.extraSix) kF += run;
    ra -= run;
    rd -= run;
    i += run;
  }
  out[at] = kF;
  out[at + 1] = kW;
  out[at + 2] = kC;
}

/** A sorted pool: how many dice show each face 1..6 (index 0 unused), and its probability. */
export interface Pool {
  readonly counts: Int32Array;
  readonly p: number;
}

/**
 * Every sorted pool of these dice with its probability: classes of `dice` dice whose faces
 * 1..6 have probabilities `probs`. The pools are the multisets of faces, C(n + 5, 5) at most.
 */
export function poolsOf(classes: readonly { readonly dice: number; readonly probs: readonly number[] }[]): Pool[] {
  let pools = new Map<string, Pool>([['0,0,0,0,0,0,0', { counts: new Int32Array(7), p: 1 }]]);
  for (const c of classes) {
    for (let i = 0; i < c.dice; i++) {
      const next = new Map<string, Pool>();
      for (const pool of pools.values()) {
        for (let f = 1; f <= 6; f++) {
          const q = c.probs[f - 1] as number;
          if (q === 0) continue;
          const counts = pool.counts.slice();
          counts[f] = (counts[f] as number) + 1;
          const key = counts.join(',');
          const found = next.get(key);
          next.set(key, { counts, p: (found?.p ?? 0) + pool.p * q });
        }
      }
      pools = next;
    }
  }
  return [...pools.values()];
}

/** The number of sorted pools `poolsOf` would give, without building them (for the exact budget). */
export function poolCount(classes: readonly { readonly dice: number; readonly probs: readonly number[] }[]): number {
  // Multisets of the faces any of the dice can show: an upper bound, exact for one class.
  const faces = new Set<number>();
  let dice = 0;
  for (const c of classes) {
    c.probs.forEach((q, i) => {
      if (q > 0) faces.add(i);
    });
    dice += c.dice;
  }
  let n = 1;
  for (let k = 1; k < faces.size; k++) n = (n * (dice + k)) / k;
  return Math.round(n);
}
