import type { Rng } from '../core/kernel.js';

/** Largest side count `fillDice` rolls: every face then fits a Uint8Array. */
export const MAX_FILL_SIDES = 255;

const TWO_32 = 4294967296;
/** Row width of THRESHOLDS: a batch never exceeds 32 dice (d2). */
const STRIDE = 33;

/** BATCH[s]: dice of s sides drawn from one 32-bit word (the best k, see below). */
const BATCH = new Uint8Array(MAX_FILL_SIDES + 1);
/** THRESHOLDS[s * STRIDE + c] = 2^32 mod s^c: the biased low zone for c dice from one word. */
const THRESHOLDS = new Float64Array((MAX_FILL_SIDES + 1) * STRIDE);
/** POWERS[s * STRIDE + c] = s^c mod 2^32 as an int32, so Math.imul(w, it) is w * s^c mod 2^32. */
const POWERS = new Int32Array((MAX_FILL_SIDES + 1) * STRIDE);

/*
 * One word gives c dice of s sides through Lemire's multiply-shift into [0, s^c) for any
 * s^c <= 2^32, and a fraction (2^32 mod s^c) / 2^32 of the words is rejected. The largest c
 * is not always the best: for d6, 6^12 rejects 49% of the words (6.1 dice per word) while
 * 6^11 rejects 7.1% (10.2 dice per word). So the batch is the c with the most dice per word
 * on average, c * (1 - (2^32 mod s^c) / 2^32), the largest such c on a tie.
 */
for (let s = 2; s <= MAX_FILL_SIDES; s++) {
  let power = 1;
  let best = 0;
  let bestYield = 0;
  for (let c = 1; power * s <= TWO_32; c++) {
    power *= s;
    const threshold = TWO_32 % power;
    THRESHOLDS[s * STRIDE + c] = threshold;
    POWERS[s * STRIDE + c] = power | 0;
    const yieldPerWord = c * (TWO_32 - threshold);
    if (yieldPerWord >= bestYield) {
      best = c;
      bestYield = yieldPerWord;
    }
  }
  BATCH[s] = best;
}

/**
 * How many dice of `sides` faces `fillDice` draws from one 32-bit word (before rejection):
 * 32 for d2, 11 for d6, 9 for d10, 7 for d20.
 *
 * @example
 * diceBatch(6); // => 11
 */
export function diceBatch(sides: number): number {
  if (!Number.isInteger(sides) || sides < 2 || sides > MAX_FILL_SIDES) throw new RangeError(`fillDice: sides must be an integer in 2..${MAX_FILL_SIDES}, got ${sides}`);
  return BATCH[sides] as number;
}

/**
 * Roll `n` fair dice of `sides` faces (1..sides) into `out[offset]..out[offset + n - 1]`,
 * several dice from each 32-bit word, without bias, allocation or division.
 *
 * Each word w gives c = diceBatch(sides) dice (fewer for the last word of a call): the
 * value v = floor(w * s^c / 2^32) is uniform on [0, s^c) once the words whose low part
 * (w * s^c mod 2^32) is below 2^32 mod s^c are rejected (Lemire's multiply-shift with
 * rejection), and the dice are v's base-s digits, most significant first. The low part is
 * one Math.imul with the tabled s^c mod 2^32, so a word is rejected before any die is written
 * and a rejected word re-rolls its whole batch from a fresh word. The digits are peeled by
 * multiplying instead of dividing (Brackett-Rozinsky and Lemire's batched method): r = w; for
 * each die, the die is floor(r * s / 2^32) and r becomes r * s mod 2^32 = Math.imul(r, s).
 * The die is one double multiply, r * (s / 2^32), truncated by the typed array's store: s / 2^32
 * is exact, and r * s < 2^40 fits a double's 53 bits, so the product is exact and its integer
 * part is the die. Only the imul chain runs from die to die; the thresholds and powers are
 * tabled once per side count.
 *
 * References: D. Lemire, "Fast Random Integer Generation in an Interval", ACM TOMACS 29(1),
 * 2019 (https://arxiv.org/abs/1805.10941); N. Brackett-Rozinsky and D. Lemire, "Batched
 * Ranged Random Integer Generation", Software: Practice and Experience, 2025
 * (https://arxiv.org/abs/2408.06213).
 *
 * @example
 * const rng = chunkRng(1, 0n, 0);
 * const dice = new Uint8Array(30); // allocated once, reused for every trial
 * fillDice(rng, 6, dice); // 30 d6 from 3 words (plus the ~7% of words rejected)
 * fillDice(rng, 20, dice, 4, 10); // 4 d20 into dice[10..13], the rest untouched
 */
export function fillDice(rng: Rng, sides: number, out: Int32Array | Uint8Array, n: number = out.length, offset = 0): void {
  diceBatch(sides); // checks `sides`
  const end = offset + n;
  if (!Number.isInteger(n) || !Number.isInteger(offset) || n < 0 || offset < 0 || end > out.length) {
    throw new RangeError(`fillDice: ${n} dice from ${offset} do not fit an array of ${out.length}`);
  }
  fillDiceUnchecked(rng, sides, out, n, offset);
}

/**
 * `fillDice` without its argument checks, for hot loops whose arguments are right by
 * construction (a d6 pool into its own scratch array): the checks cost more than rolling a
 * few dice. Same dice as `fillDice`.
 */
export function fillDiceUnchecked(rng: Rng, sides: number, out: Int32Array | Uint8Array, n: number, offset: number): void {
  if (sides === 6) {
    fillD6(rng, out, n, offset);
    return;
  }
  const batch = BATCH[sides] as number;
  const end = offset + n;
  const row = sides * STRIDE;
  const scale = sides / TWO_32;
  for (let start = offset; start < end; start += batch) {
    const stop = Math.min(start + batch, end);
    const power = POWERS[row + stop - start] as number;
    const threshold = THRESHOLDS[row + stop - start] as number;
    let r: number;
    do r = rng.nextU32() | 0;
    while (Math.imul(r, power) >>> 0 < threshold);
    for (let i = start; i < stop; i++) {
      // r * s / 2^32 + 1 lies in [1, s + 1); the integer array's store truncates it to the face.
      out[i] = (r >>> 0) * scale + 1;
      r = Math.imul(r, sides);
    }
  }
}

/** Five d6 read as one base-6 number, 0..6^5 - 1: what a face-count table is indexed by. */
const FIVE_D6 = 7776;
/** Bits a face's count takes in a packed count: a block of at most 255 dice never carries. */
const FIELD = 256;

/** faceCountTable's tables by face map. */
const FACE_TABLES = new Map<string, Float64Array>();

/**
 * A d6 face map's packed counts, for `countD6Faces`: entry v < 6^5 is how many of the five
 * dice whose base-6 digits make v show each face, entry 6^5 + d - 1 that of one die d; the
 * count of (mapped) face f sits at FIELD^(f - 1). Worked once per face map and shared.
 *
 * @example
 * faceCountTable([1, 2, 3, 4, 5, 6])[6 ** 5 + 5]; // => 256 ** 5 (one die showing 6)
 */
export function faceCountTable(faceMap: readonly number[]): Float64Array {
  const key = faceMap.join('');
  let table = FACE_TABLES.get(key);
  if (!table) {
    table = new Float64Array(FIVE_D6 + 6);
    const one = (digit: number): number => FIELD ** ((faceMap[digit] as number) - 1);
    for (let d = 0; d < 6; d++) table[FIVE_D6 + d] = one(d);
    for (let v = 0; v < FIVE_D6; v++) {
      let sum = 0;
      for (let rest = v, i = 0; i < 5; i++, rest = Math.floor(rest / 6)) sum += one(rest % 6);
      table[v] = sum;
    }
    FACE_TABLES.set(key, table);
  }
  return table;
}

/**
 * Rolls `n` d6 and adds each die's face, read through `table`'s face map
 * (`faceCountTable`), to counts[base + face]: the dice `fillDiceUnchecked` would roll in
 * blocks of `block` dice (at most 255), from the same words, so the same counts as filling a
 * buffer of that size and counting it. A whole word's eleven dice are read five at a time:
 * the first k base-6 digits of a word w are floor(w * 6^k / 2^32), exactly (below 2^45), and
 * after them w * 6^k mod 2^32 holds the rest, as the die-by-die peeling leaves it.
 */
export function countD6Faces(rng: Rng, n: number, table: Float64Array, counts: Int32Array, base: number, block: number): void {
  const row = 6 * STRIDE;
  const full = BATCH[6] as number;
  const fullPower = POWERS[row + full] as number;
  const fullThreshold = THRESHOLDS[row + full] as number;
  for (let left = n; left > 0; ) {
    const m = left < block ? left : block;
    let packed = 0;
    let start = 0;
    for (; start + full <= m; start += full) {
      let r: number;
      do r = rng.nextU32() | 0;
      while (Math.imul(r, fullPower) >>> 0 < fullThreshold);
      const first = Math.floor(((r >>> 0) * FIVE_D6) / TWO_32);
      r = Math.imul(r, FIVE_D6);
      const second = Math.floor(((r >>> 0) * FIVE_D6) / TWO_32);
      r = Math.imul(r, FIVE_D6);
      packed += (table[first] as number) + (table[second] as number) + (table[FIVE_D6 + Math.floor(((r >>> 0) * 6) / TWO_32)] as number);
    }
    if (start < m) {
      const power = POWERS[row + m - start] as number;
      const threshold = THRESHOLDS[row + m - start] as number;
      let r: number;
      do r = rng.nextU32() | 0;
      while (Math.imul(r, power) >>> 0 < threshold);
      for (let i = start; i < m; i++) {
        packed += table[FIVE_D6 + Math.floor(((r >>> 0) * 6) / TWO_32)] as number;
        r = Math.imul(r, 6);
      }
    }
    // Six fields of 8 bits, below 2^48: split in two 24-bit halves to read them as integers.
    const low = packed % 16777216;
    const high = (packed - low) / 16777216;
    counts[base + 1] = (counts[base + 1] as number) + (low & 255);
    counts[base + 2] = (counts[base + 2] as number) + ((low >>> 8) & 255);
    counts[base + 3] = (counts[base + 3] as number) + (low >>> 16);
    counts[base + 4] = (counts[base + 4] as number) + (high & 255);
    counts[base + 5] = (counts[base + 5] as number) + ((high >>> 8) & 255);
    counts[base + 6] = (counts[base + 6] as number) + (high >>> 16);
    left -= m;
  }
}

/** D6_DIGITS[5v..5v + 4]: the five dice (1..6) whose base-6 digits, most significant first, make v < 6^5. */
const D6_DIGITS = new Uint8Array(FIVE_D6 * 5);
for (let v = 0; v < FIVE_D6; v++) {
  for (let i = 4, rest = v; i >= 0; i--, rest = Math.floor(rest / 6)) D6_DIGITS[v * 5 + i] = (rest % 6) + 1;
}

/** out[i..i + 4] = the five dice whose base-6 digits make floor(r * 6^5 / 2^32). */
function fiveD6(r: number, out: Int32Array | Uint8Array, i: number): void {
  const at = Math.floor(((r >>> 0) * FIVE_D6) / TWO_32) * 5;
  out[i] = D6_DIGITS[at] as number;
  out[i + 1] = D6_DIGITS[at + 1] as number;
  out[i + 2] = D6_DIGITS[at + 2] as number;
  out[i + 3] = D6_DIGITS[at + 3] as number;
  out[i + 4] = D6_DIGITS[at + 4] as number;
}

/**
 * `fillDiceUnchecked` for d6: the same words and dice, a word's dice read five at a time from
 * D6_DIGITS (its first k base-6 digits are floor(w * 6^k / 2^32), as countD6Faces reads them;
 * w * 6^k mod 2^32 holds the rest) instead of peeled one by one.
 */
function fillD6(rng: Rng, out: Int32Array | Uint8Array, n: number, offset: number): void {
  const row = 6 * STRIDE;
  const full = BATCH[6] as number;
  const fullPower = POWERS[row + full] as number;
  const fullThreshold = THRESHOLDS[row + full] as number;
  const end = offset + n;
  let start = offset;
  for (; start + full <= end; start += full) {
    let r: number;
    do r = rng.nextU32() | 0;
    while (Math.imul(r, fullPower) >>> 0 < fullThreshold);
    fiveD6(r, out, start);
    r = Math.imul(r, FIVE_D6);
    fiveD6(r, out, start + 5);
    r = Math.imul(r, FIVE_D6);
    out[start + 10] = Math.floor(((r >>> 0) * 6) / TWO_32) + 1;
  }
  if (start < end) {
    // The last word: fewer dice, so its own rejection zone; read the same way.
    const power = POWERS[row + end - start] as number;
    const threshold = THRESHOLDS[row + end - start] as number;
    let r: number;
    do r = rng.nextU32() | 0;
    while (Math.imul(r, power) >>> 0 < threshold);
    for (; start + 5 <= end; start += 5) {
      fiveD6(r, out, start);
      r = Math.imul(r, FIVE_D6);
    }
    for (; start < end; start++) {
      out[start] = Math.floor(((r >>> 0) * 6) / TWO_32) + 1;
      r = Math.imul(r, 6);
    }
  }
}
