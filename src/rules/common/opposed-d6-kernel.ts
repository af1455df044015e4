import type { ExactDistribution, Kernel, MetricSpec, OutcomeAxis, Rng } from '../../core/kernel.js';
import { codeCount } from '../../core/outcome-code.js';
import { drawByTopByte, topByteDraws } from '../../rng/top-byte-draw.js';

/**
 * A kernel for one opposed roll of a d6 each (HOTT, DBA): the outcome of every one of the
 * 36 dice pairs is worked out once, so a trial is one draw and one table lookup, and the
 * exact distribution is the table itself.
 *
 * The draw is a uniform pair index in [0, 36), whose base-6 digits are the two dice, taken
 * from one word's top byte (topByteDraws: 7 bytes per pair, 4 of 256 rejected). The bytes
 * are mapped straight to the pairs' outcome codes, so a trial is one word and one lookup.
 */
/** The dice pair (0..35) each top byte draws, -1 for the 4 rejected bytes: the same for every kernel, built once. */
const PAIR_OF_BYTE = topByteDraws(36);
/** 1 for a top byte that ends a trial, 0 for a rejected one. */
const ACCEPTS = PAIR_OF_BYTE.map((pair) => (pair < 0 ? 0 : 1));

export class OpposedD6Kernel implements Kernel {
  readonly outcomeCount: number;
  readonly metrics: readonly MetricSpec[] = [];
  readonly metricOut = new Int32Array(0);
  /** Joint code for attacker die a and defender die d at index (a - 1) * 6 + (d - 1). */
  private readonly table: Int32Array;
  /** Outcome code for each top byte of a word, -1 for the 4 rejected bytes. */
  private readonly byTopByte: Int32Array;
  /** Words seen per top byte during one tally: made at the first tally (an exact run never needs it), then reused. */
  private seen: Int32Array | null = null;

  constructor(
    readonly axes: readonly OutcomeAxis[],
    codeForDice: (attackerDie: number, defenderDie: number) => number,
  ) {
    this.outcomeCount = codeCount(axes);
    this.table = new Int32Array(36);
    for (let a = 1; a <= 6; a++) {
      for (let d = 1; d <= 6; d++) this.table[(a - 1) * 6 + (d - 1)] = codeForDice(a, d);
    }
    this.byTopByte = new Int32Array(256);
    for (let byte = 0; byte < 256; byte++) {
      const pair = PAIR_OF_BYTE[byte] as number;
      this.byTopByte[byte] = pair < 0 ? -1 : (this.table[pair] as number);
    }
  }

  /** One word (1 in 64 trials takes another): the outcome of a uniform dice pair. */
  trial(rng: Rng): number {
    return drawByTopByte(rng, this.byTopByte);
  }

  /**
   * `trials` trials at once: count the words' top bytes (a rejected byte counts but ends no
   * trial, exactly as `trial` redraws), then add each byte's count to its outcome code.
   * Counting over 256 bins instead of a handful of codes spares the CPU the store-to-load
   * stall of incrementing the same few slots trial after trial.
   */
  tally(rng: Rng, trials: number, weights: Float64Array): void {
    this.seen ??= new Int32Array(256);
    const seen = this.seen;
    const accepts = ACCEPTS;
    seen.fill(0);
    if (rng.countTopBytes) rng.countTopBytes(seen, accepts, trials);
    else {
      for (let done = 0; done < trials; ) {
        const byte = rng.nextU32() >>> 24;
        seen[byte] = (seen[byte] as number) + 1;
        done += accepts[byte] as number;
      }
    }
    for (let byte = 0; byte < 256; byte++) {
      const code = this.byTopByte[byte] as number;
      if (code >= 0) weights[code] = (weights[code] as number) + (seen[byte] as number);
    }
  }

  diceGrid(): Int32Array {
    return this.table.slice();
  }

  exact(): ExactDistribution {
    const weights = new Float64Array(this.outcomeCount);
    for (const code of this.table) weights[code] = (weights[code] ?? 0) + 1;
    return { weights, total: 36, space: '36 dice outcomes' };
  }
}
