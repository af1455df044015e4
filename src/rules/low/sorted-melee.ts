import { powInt } from '../../core/pow-int.js';
/**
 * The exact joint distribution of one Little Orc Wars melee round (rulings R6, R7): each
 * side rolls a pool of dice, both sort high to low, and the i-th dice of the two sides are
 * compared for i below the smaller pool. Result: the joint distribution of (kills on the
 * attacker's side, kills on the defender's side). Kills, not figures: spending them on
 * figures (R8, R9) and splitting large melees (R10) are the kernel's business.
 *
 * Method: a dynamic programme over the faces from 6 down to 1. The dice showing a face are
 * placed at the next free sorted positions of their side, so a state is how many dice each
 * side has placed (per die class) and the kills so far. The count of a class's remaining r
 * dice that show face f is Binomial(r, p_f / (p_1 + ... + p_f)): the remaining dice are known
 * to show at most f. A pair is resolved when the later of its two dice is placed.
 *
 * Within a face the side that has placed fewer dice (the one *behind*) places first. Its new
 * dice at positions below the other side's count meet dice placed at a higher face: kills on
 * the side behind. Then the side ahead places; its new dice at positions below the count of
 * the side behind meet dice placed at this very face (they lie at or beyond the count the
 * side ahead had): ties. So every sub-step depends on the two current counts only, each
 * sub-step is a one-dimensional transition (one class of one side), and the state needs no
 * memory of the face's earlier sub-step. States are kept in two buffers by which side went
 * first at the current face. Positions from `pairs` = min(n, m) on do nothing, so a side's
 * count is capped there: every configuration with at least `pairs` dice placed is one
 * absorbing state (its other dice can never meet anything).
 *
 * Storage: one block per (attacker configuration, defender configuration), holding the kill
 * pairs (kA, kD) that are possible there, kA <= P + E and kD <= P with P the resolved pairs
 * and E the paired defender 6s under `defender-six-extra` (0 otherwise). Everything is
 * allocated once per call; transitions are scaled adds of one block into another.
 */

/** Faces of the dice: 1..6. */
export const FACES = 6;

/**
 * Dice of one kind on one side: `count` dice, each showing face f (1..6) with probability
 * weights[f - 1] / sum(weights). Integer weights are natural for a conversion of a d6 (see
 * `convertedDice`), but any nonnegative finite weights not all zero are accepted.
 */
export interface DieClass {
  readonly count: number;
  readonly weights: readonly number[];
}

/** `count` plain d6. */
export function plainDice(count: number): DieClass {
  return { count, weights: [1, 1, 1, 1, 1, 1] };
}

/**
 * `count` d6 read through a face map (`faceMap[f - 1]` is what a rolled f counts as, as in
 * troops.ts): the weight of a face is how many d6 faces map to it.
 *
 * @example
 * convertedDice(2, [1, 1, 3, 3, 5, 5]).weights; // => [2, 0, 2, 0, 2, 0] (elves, R12)
 */
export function convertedDice(count: number, faceMap: readonly number[]): DieClass {
  if (faceMap.length !== FACES) throw new RangeError(`a face map has ${FACES} entries, got ${faceMap.length}`);
  const weights = [0, 0, 0, 0, 0, 0];
  for (const v of faceMap) {
    if (!Number.isInteger(v) || v < 1 || v > FACES) throw new RangeError(`face map values are 1..${FACES}, got ${v}`);
    weights[v - 1] = (weights[v - 1] as number) + 1;
  }
  return { count, weights };
}

/**
 * What a defender's 6 does (ruling R7):
 * - `six-six-pair` (the ruling, default): a 6-6 pair kills one on the attacker's side
 *   instead of locking; every other tie locks.
 * - `defender-six-extra` (R7's option): every defender 6 that has a pair kills one on the
 *   attacker's side on top of the pair's own result, ties all locking; so 6-6 kills one
 *   (lock + 1) and a 6 over a lower die kills two. A surplus 6 with no pair does nothing.
 * - `none`: plain comparison, every tie locks (not a LOW reading; for symmetry checks and
 *   other systems with the same mechanic).
 */
export type DefenderSixRule = 'six-six-pair' | 'defender-six-extra' | 'none';

export interface SortedMeleeRules {
  readonly defenderSix?: DefenderSixRule;
}

/** The size of a joint kill distribution: `probs[kA * stride + kD]`. */
export interface SortedMeleeShape {
  /** min(n, m): the number of pairs. */
  readonly pairs: number;
  /** Most kills on the attacker's side: `pairs`, or 2 * `pairs` under `defender-six-extra`. */
  readonly maxKillsAttacker: number;
  /** Most kills on the defender's side: `pairs`. */
  readonly maxKillsDefender: number;
  /** maxKillsDefender + 1. */
  readonly stride: number;
  /** (maxKillsAttacker + 1) * stride. */
  readonly outcomeCount: number;
}

export interface SortedMeleeStats {
  /** Attacker / defender placement configurations (per-class counts, capped at `pairs`). */
  readonly attackerConfigs: number;
  readonly defenderConfigs: number;
  /** Numbers of (kA, kD) cells stored over all blocks: the DP's state count, per buffer. */
  readonly cells: number;
}

export interface SortedMeleeDistribution extends SortedMeleeShape {
  /** Joint distribution: probs[kA * stride + kD]; sums to 1 within rounding. */
  readonly probs: Float64Array;
  readonly stats: SortedMeleeStats;
}

export interface SortedMeleeLimits {
  /** Refuse (RangeError) when a DP buffer would hold more cells than this. Default 2^24. */
  readonly maxCells?: number;
}

const DEFAULT_MAX_CELLS = 1 << 24;

/** Per-face flags of a rule, index 1..6: a tie at f kills on the attacker's side; a paired defender die showing f adds a kill on the attacker's side. */
export interface PairRule {
  readonly tieKillsAttacker: Uint8Array;
  readonly defenderExtra: Uint8Array;
}

/** The rule as per-face flags (shared with the Monte Carlo trial). */
export function pairRule(rules: SortedMeleeRules = {}): PairRule {
  const rule = rules.defenderSix ?? 'six-six-pair';
  const tieKillsAttacker = new Uint8Array(FACES + 1);
  const defenderExtra = new Uint8Array(FACES + 1);
  if (rule === 'six-six-pair') tieKillsAttacker[6] = 1;
  else if (rule === 'defender-six-extra') defenderExtra[6] = 1;
  else if (rule !== 'none') throw new RangeError(`unknown defender-six rule '${String(rule)}'`);
  return { tieKillsAttacker, defenderExtra };
}

/** Dice on a side after validation: classes with identical distributions merged, empty ones dropped. */
export interface NormalClass {
  readonly count: number;
  /** Probabilities of faces 1..6 (index f - 1), summing to 1. */
  readonly probs: readonly number[];
  /** The weights as given (of the first class merged into this one). */
  readonly weights: readonly number[];
}

/** Validates a side and merges classes whose face probabilities are identical. */
export function normaliseSide(side: readonly DieClass[], name: string): NormalClass[] {
  const out: { count: number; probs: number[]; weights: readonly number[] }[] = [];
  for (const c of side) {
    if (!Number.isInteger(c.count) || c.count < 0) throw new RangeError(`${name}: a die count must be a nonnegative integer, got ${c.count}`);
    if (c.weights.length !== FACES) throw new RangeError(`${name}: weights has ${FACES} entries (faces 1..${FACES}), got ${c.weights.length}`);
    let total = 0;
    for (const w of c.weights) {
      if (!Number.isFinite(w) || w < 0) throw new RangeError(`${name}: weights must be finite and nonnegative, got ${w}`);
      total += w;
    }
    if (!(total > 0)) throw new RangeError(`${name}: weights must not all be zero`);
    if (c.count === 0) continue;
    const probs = c.weights.map((w) => w / total);
    const same = out.find((o) => o.probs.every((p, i) => p === probs[i]));
    if (same) same.count += c.count;
    else out.push({ count: c.count, probs, weights: c.weights });
  }
  return out;
}

/** The shape of the result for pools of n and m dice. */
export function sortedMeleeShape(attackerDice: number, defenderDice: number, rules: SortedMeleeRules = {}): SortedMeleeShape {
  const pairs = Math.min(attackerDice, defenderDice);
  const extra = (rules.defenderSix ?? 'six-six-pair') === 'defender-six-extra';
  const maxKillsAttacker = extra ? 2 * pairs : pairs;
  const stride = pairs + 1;
  return { pairs, maxKillsAttacker, maxKillsDefender: pairs, stride, outcomeCount: (maxKillsAttacker + 1) * stride };
}

/**
 * The cells per buffer `sortedMeleeExact` would use for these pools (its `stats.cells`),
 * without running it: the DP's state count, by which a kernel decides at prepare time
 * whether exact enumeration finishes fast.
 *
 * @example
 * sortedMeleeCells([plainDice(12)], [plainDice(12)]); // => 5551
 */
export function sortedMeleeCells(attacker: readonly DieClass[], defender: readonly DieClass[], rules: SortedMeleeRules = {}): number {
  const a = normaliseSide(attacker, 'attacker');
  const d = normaliseSide(defender, 'defender');
  const L = Math.min(a.reduce((s, c) => s + c.count, 0), d.reduce((s, c) => s + c.count, 0));
  if (L === 0) return 1;
  const extra = (rules.defenderSix ?? 'six-six-pair') === 'defender-six-extra';
  /** Configurations by dice placed: open ones (below L) by total, then one absorbing at L. */
  const byPlaced = (classes: readonly NormalClass[]): number[] => {
    let poly = [1];
    for (const c of classes) {
      const next = new Array<number>(Math.min(poly.length + c.count, L)).fill(0);
      poly.forEach((w, i) => {
        for (let k = 0; k <= c.count && i + k < L; k++) next[i + k] = (next[i + k] as number) + w;
      });
      poly = next;
    }
    return [...poly, 1];
  };
  const hA = byPlaced(a);
  const hD = byPlaced(d);
  let cells = 0;
  hA.forEach((na, pa) =>
    hD.forEach((nd, pd) => {
      const P = Math.min(pa, pd);
      cells += na * nd * (P + (extra ? pd : 0) + 1) * (P + 1);
    }),
  );
  return cells;
}

/** pairCells's results by pairs, under each rule: sized once per thread. */
const PAIR_CELLS = { plain: [] as number[], extra: [] as number[] };

/**
 * `sortedMeleeCells` for pools of one die class a side, which depends on the pairs alone:
 * each side's configurations are then its dice placed, 0..pairs. An engagement's exact
 * sizing asks for it for every state, so it is worked once per pair count.
 *
 * @example
 * pairCells(12); // => 5551, as sortedMeleeCells([plainDice(12)], [plainDice(12)])
 */
export function pairCells(pairs: number, rules: SortedMeleeRules = {}): number {
  const extra = (rules.defenderSix ?? 'six-six-pair') === 'defender-six-extra';
  const known = extra ? PAIR_CELLS.extra : PAIR_CELLS.plain;
  let cells = known[pairs];
  if (cells === undefined) {
    cells = pairs === 0 ? 1 : 0;
    for (let pa = 0; pa <= pairs && pairs > 0; pa++) {
      for (let pd = 0; pd <= pairs; pd++) {
        const P = Math.min(pa, pd);
        cells += (P + (extra ? pd : 0) + 1) * (P + 1);
      }
    }
    known[pairs] = cells;
  }
  return cells;
}

/** One class of one side, ready for the DP. */
interface ClassPlan {
  readonly n: number;
  /** Dice of this class not yet placed, per configuration (0 in the absorbing one). */
  readonly rem: Int32Array;
  /** target[s * (n + 1) + k]: the configuration after k more dice of this class are placed. */
  readonly target: Int32Array;
  /** binom[(f * (n + 1) + r) * (n + 1) + k]: P(k of r remaining dice show f | all show <= f). */
  readonly binom: Float64Array;
  /** tail[...same...]: P(at least k of r show f | ...). */
  readonly tail: Float64Array;
}

interface SidePlan {
  readonly configs: number;
  /** Dice placed per configuration, capped at `pairs`. */
  readonly placed: Int32Array;
  readonly classes: readonly ClassPlan[];
}

/**
 * The tables depend only on the pool size and the face probabilities, and a balance matrix
 * meets the same few thousands of times: kept, up to TABLES_KEPT_DOUBLES numbers in all (the
 * oldest go first; the tables of every pool of 1 to 100 dice of one kind are some 5 million,
 * and an engagement of 100 a side meets them all, so a bound by count, 64 tables, had them
 * rebuilt over and over). They are read, never written, by the DP.
 */
const TABLES_KEPT_DOUBLES = 1 << 23;
const TABLES = new Map<string, { binom: Float64Array; tail: Float64Array }>();
let tablesDoubles = 0;

function binomialTables(n: number, probs: readonly number[]): { binom: Float64Array; tail: Float64Array } {
  const key = `${n}|${probs.join(',')}`;
  let tables = TABLES.get(key);
  if (!tables) {
    tables = buildBinomialTables(n, probs);
    const size = 2 * tables.binom.length;
    for (const [oldest, old] of TABLES) {
      if (tablesDoubles + size <= TABLES_KEPT_DOUBLES) break;
      TABLES.delete(oldest);
      tablesDoubles -= 2 * old.binom.length;
    }
    TABLES.set(key, tables);
    tablesDoubles += size;
  }
  return tables;
}

function buildBinomialTables(n: number, probs: readonly number[]): { binom: Float64Array; tail: Float64Array } {
  const size = (n + 1) * (n + 1);
  const binom = new Float64Array((FACES + 1) * size);
  const tail = new Float64Array((FACES + 1) * size);
  // Binomial coefficients row by row (exact in doubles up to n = 1000 and beyond what matters).
  const choose = new Float64Array(size);
  for (let r = 0; r <= n; r++) {
    choose[r * (n + 1)] = 1;
    for (let k = 1; k <= r; k++) choose[r * (n + 1) + k] = (choose[(r - 1) * (n + 1) + k - 1] as number) + (k < r ? (choose[(r - 1) * (n + 1) + k] as number) : 0);
  }
  let below = 0;
  for (let f = 1; f <= FACES; f++) {
    const pf = probs[f - 1] as number;
    below += pf; // P(face <= f)
    // q = P(face = f | face <= f). If nothing is <= f, no reachable state has dice left here.
    const q = below > 0 ? Math.min(1, pf / below) : 0;
    for (let r = 0; r <= n; r++) {
      const row = (f * (n + 1) + r) * (n + 1);
      for (let k = 0; k <= r; k++) {
        const w = (choose[r * (n + 1) + k] as number) * (k === 0 ? 1 : powInt(q, k)) * (r - k === 0 ? 1 : powInt(1 - q, r - k));
        binom[row + k] = w;
      }
      let acc = 0;
      for (let k = r; k >= 0; k--) {
        acc += binom[row + k] as number;
        tail[row + k] = acc;
      }
    }
  }
  return { binom, tail };
}

/**
 * The configurations of one side: per-class placed counts with total below `pairs`, ordered
 * by total, then one absorbing configuration for every total of `pairs` or more.
 */
function planSide(classes: readonly NormalClass[], pairs: number, maxCodes: number): SidePlan {
  const radix: number[] = [];
  let codes = 1;
  for (const c of classes) {
    radix.push(codes);
    codes *= c.count + 1;
    if (codes > maxCodes) throw new RangeError(`sorted melee: too many die classes on one side (${codes} per-class count combinations)`);
  }
  const digit = (code: number, i: number): number => Math.floor(code / (radix[i] as number)) % ((classes[i] as NormalClass).count + 1);
  const totalOf = (code: number): number => classes.reduce((s, _, i) => s + digit(code, i), 0);
  const open: number[] = [];
  for (let code = 0; code < codes; code++) if (totalOf(code) < pairs) open.push(code);
  open.sort((a, b) => totalOf(a) - totalOf(b) || a - b);
  const configs = open.length + 1;
  const absorbing = open.length;
  const indexOf = new Int32Array(codes).fill(absorbing);
  open.forEach((code, i) => {
    indexOf[code] = i;
  });
  const placed = new Int32Array(configs);
  open.forEach((code, i) => {
    placed[i] = totalOf(code);
  });
  placed[absorbing] = pairs;
  const plans = classes.map((c, ci): ClassPlan => {
    const n = c.count;
    const rem = new Int32Array(configs);
    const target = new Int32Array(configs * (n + 1)).fill(absorbing);
    open.forEach((code, s) => {
      const x = digit(code, ci);
      rem[s] = n - x;
      for (let k = 0; k <= n - x; k++) target[s * (n + 1) + k] = indexOf[code + k * (radix[ci] as number)] as number;
    });
    return { n, rem, target, ...binomialTables(n, c.probs) };
  });
  return { configs, placed, classes: plans };
}

/**
 * The exact joint distribution of kills for one melee round between pools of dice.
 *
 * @example
 * const d = sortedMeleeExact([plainDice(1)], [plainDice(1)]);
 * d.probs[1 * d.stride + 0]; // ≈ 16 / 36 (attacker killed, the 6-6 pair included)
 * d.probs[0 * d.stride + 1]; // ≈ 15 / 36 (defender killed)
 */
export function sortedMeleeExact(
  attacker: readonly DieClass[],
  defender: readonly DieClass[],
  rules: SortedMeleeRules = {},
  limits: SortedMeleeLimits = {},
): SortedMeleeDistribution {
  const aClasses = normaliseSide(attacker, 'attacker');
  const dClasses = normaliseSide(defender, 'defender');
  const rule = pairRule(rules);
  const n = aClasses.reduce((s, c) => s + c.count, 0);
  const m = dClasses.reduce((s, c) => s + c.count, 0);
  const shape = sortedMeleeShape(n, m, rules);
  const L = shape.pairs;
  // Block offsets are 32-bit.
  const maxCells = Math.min(limits.maxCells ?? DEFAULT_MAX_CELLS, 2 ** 31 - 1);
  if (L === 0) {
    const probs = new Float64Array(1);
    probs[0] = 1;
    return { ...shape, probs, stats: { attackerConfigs: 1, defenderConfigs: 1, cells: 1 } };
  }
  const extra = rule.defenderExtra.some((x) => x === 1);
  const A = planSide(aClasses, L, maxCells);
  const D = planSide(dClasses, L, maxCells);
  const nA = A.configs;
  const nD = D.configs;
  const blocks = nA * nD;

  // Block geometry: P resolved-pair bound (columns kD 0..P), T kill bound on kA (rows 0..T).
  const bP = new Int32Array(blocks);
  const bT = new Int32Array(blocks);
  const bOff = new Int32Array(blocks);
  let cells = 0;
  for (let a = 0; a < nA; a++) {
    for (let d = 0; d < nD; d++) {
      const blk = a * nD + d;
      const pa = A.placed[a] as number;
      const pd = D.placed[d] as number;
      const P = Math.min(pa, pd);
      const T = P + (extra ? pd : 0);
      bP[blk] = P;
      bT[blk] = T;
      bOff[blk] = cells;
      cells += (T + 1) * (P + 1);
      if (cells > maxCells) throw new RangeError(`sorted melee: ${n} v ${m} dice in these classes needs more than ${maxCells} cells per buffer; use Monte Carlo`);
    }
  }

  // Two buffers: `first` holds states whose attacker placed first at the current face (it
  // was behind), `second` those whose defender placed first.
  const bufA = new Float64Array(cells);
  const bufD = new Float64Array(cells);
  const liveA = new Uint8Array(blocks);
  const liveD = new Uint8Array(blocks);
  bufA[0] = 1;
  liveA[0] = 1;

  const tieKill = rule.tieKillsAttacker;
  const defExtra = rule.defenderExtra;

  /** buf[tgt block shifted by (dkA, dkD)] += w * buf[src block]. */
  const addShifted = (buf: Float64Array, src: number, tgt: number, w: number, dkA: number, dkD: number): void => {
    const P = bP[src] as number;
    const T = bT[src] as number;
    const sStride = P + 1;
    const tStride = (bP[tgt] as number) + 1;
    let so = bOff[src] as number;
    let to = (bOff[tgt] as number) + dkA * tStride + dkD;
    for (let i = 0; i <= T; i++) {
      const cols = Math.min(P, T - i);
      for (let j = 0; j <= cols; j++) buf[to + j] = (buf[to + j] as number) + w * (buf[so + j] as number);
      so += sStride;
      to += tStride;
    }
  };

  const scale = (buf: Float64Array, blk: number, w: number): void => {
    const size = ((bT[blk] as number) + 1) * ((bP[blk] as number) + 1);
    const off = bOff[blk] as number;
    for (let i = 0; i < size; i++) buf[off + i] = (buf[off + i] as number) * w;
  };

  /** The attacker's class `plan` places its dice showing `face`; `asFirst`: the attacker is the side behind. */
  const moveAttacker = (buf: Float64Array, live: Uint8Array, plan: ClassPlan, face: number, asFirst: boolean): void => {
    const np1 = plan.n + 1;
    const tieKills = tieKill[face] === 1;
    for (let s = nA - 1; s >= 0; s--) {
      const r = plan.rem[s] as number;
      if (r === 0) continue;
      const self = A.placed[s] as number;
      const row = (face * np1 + r) * np1;
      const w0 = plan.binom[row] as number;
      for (let d = 0; d < nD; d++) {
        const blk = s * nD + d;
        if (live[blk] === 0) continue;
        const other = D.placed[d] as number;
        for (let k = 1; k <= r; k++) {
          const saturated = self + k >= L;
          const w = saturated ? (plan.tail[row + k] as number) : (plan.binom[row + k] as number);
          if (w !== 0) {
            // New positions self..self+k-1 below the defender's count (and below L).
            const met = Math.max(0, Math.min(self + k, other) - self);
            const dkA = asFirst ? met : tieKills ? met : 0;
            const tgt = (plan.target[s * np1 + k] as number) * nD + d;
            addShifted(buf, blk, tgt, w, dkA, 0);
            live[tgt] = 1;
          }
          if (saturated) break;
        }
        if (w0 === 0) {
          scale(buf, blk, 0);
          live[blk] = 0;
        } else if (w0 !== 1) scale(buf, blk, w0);
      }
    }
  };

  /** The defender's class `plan` places its dice showing `face`; `asFirst`: the defender is the side behind (or level). */
  const moveDefender = (buf: Float64Array, live: Uint8Array, plan: ClassPlan, face: number, asFirst: boolean): void => {
    const np1 = plan.n + 1;
    const tieKills = tieKill[face] === 1;
    const extraHere = defExtra[face] === 1;
    for (let s = nD - 1; s >= 0; s--) {
      const r = plan.rem[s] as number;
      if (r === 0) continue;
      const self = D.placed[s] as number;
      const row = (face * np1 + r) * np1;
      const w0 = plan.binom[row] as number;
      for (let a = 0; a < nA; a++) {
        const blk = a * nD + s;
        if (live[blk] === 0) continue;
        const other = A.placed[a] as number;
        for (let k = 1; k <= r; k++) {
          const saturated = self + k >= L;
          const w = saturated ? (plan.tail[row + k] as number) : (plan.binom[row + k] as number);
          if (w !== 0) {
            const met = Math.max(0, Math.min(self + k, other) - self);
            const paired = extraHere ? Math.min(self + k, L) - self : 0;
            const tgt = a * nD + (plan.target[s * np1 + k] as number);
            if (asFirst) addShifted(buf, blk, tgt, w, paired, met);
            else addShifted(buf, blk, tgt, w, (tieKills ? met : 0) + paired, 0);
            live[tgt] = 1;
          }
          if (saturated) break;
        }
        if (w0 === 0) {
          scale(buf, blk, 0);
          live[blk] = 0;
        } else if (w0 !== 1) scale(buf, blk, w0);
      }
    }
  };

  for (let face = FACES; face >= 1; face--) {
    // Partition: blocks where the defender is behind or level go to bufD.
    for (let a = 0; a < nA; a++) {
      for (let d = 0; d < nD; d++) {
        const blk = a * nD + d;
        if (liveA[blk] === 0 || (A.placed[a] as number) < (D.placed[d] as number)) continue;
        const off = bOff[blk] as number;
        const size = ((bT[blk] as number) + 1) * ((bP[blk] as number) + 1);
        for (let i = off; i < off + size; i++) {
          bufD[i] = bufA[i] as number;
          bufA[i] = 0;
        }
        liveA[blk] = 0;
        liveD[blk] = 1;
      }
    }
    for (const plan of A.classes) moveAttacker(bufA, liveA, plan, face, true);
    for (const plan of D.classes) moveDefender(bufA, liveA, plan, face, false);
    for (const plan of D.classes) moveDefender(bufD, liveD, plan, face, true);
    for (const plan of A.classes) moveAttacker(bufD, liveD, plan, face, false);
    for (let blk = 0; blk < blocks; blk++) {
      if (liveD[blk] === 0) continue;
      const off = bOff[blk] as number;
      const size = ((bT[blk] as number) + 1) * ((bP[blk] as number) + 1);
      for (let i = off; i < off + size; i++) {
        bufA[i] = (bufA[i] as number) + (bufD[i] as number);
        bufD[i] = 0;
      }
      liveD[blk] = 0;
      liveA[blk] = 1;
    }
  }

  // Everything is placed: the absorbing configurations of both sides.
  const last = (nA - 1) * nD + (nD - 1);
  const probs = new Float64Array(shape.outcomeCount);
  const off = bOff[last] as number;
  const P = bP[last] as number;
  const T = bT[last] as number;
  for (let i = 0; i <= T; i++) {
    for (let j = 0; j <= P; j++) probs[i * shape.stride + j] = bufA[off + i * (P + 1) + j] as number;
  }
  return { ...shape, probs, stats: { attackerConfigs: nA, defenderConfigs: nD, cells } };
}
