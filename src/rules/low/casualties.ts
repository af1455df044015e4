import { copy } from './small-arrays.js';

/**
 * Spending a round's kills on whole figures (rulings R8, R9). Kills are counted per side,
 * then whole figures are removed: a figure falls to `killsNeeded` kills of the same round,
 * and kills that cannot complete a figure are lost. The removal must be maximal (no standing
 * figure needs no more than the kills left over); among maximal removals the casualty
 * policy picks one.
 */

/**
 * How one side's casualties are picked:
 * - `most`: the most points removed, ties more figures (the attacker choosing the defender's
 *   losses, R9);
 * - `fewest`: the fewest points, ties fewer figures (a side choosing its own losses);
 * - `cheapest-first`: figures in order of cost, cheapest first (ties: fewer kills needed, then
 *   the order the side is written), each removed while the kills left cover it.
 * Remaining ties go to the figures of types written first.
 */
export type Aim = 'most' | 'fewest' | 'cheapest-first';

/** The casualty policy option (R9): who picks, and how. */
export const POLICIES = ['attacker-best', 'cheapest-first', 'owner-chooses'] as const;
export type Policy = (typeof POLICIES)[number];

/** The aim a policy gives one side, by that side's role in the round. */
export function aimOf(policy: Policy, role: 'attacker' | 'defender'): Aim {
  if (policy === 'cheapest-first') return 'cheapest-first';
  if (policy === 'owner-chooses') return 'fewest';
  return role === 'attacker' ? 'fewest' : 'most';
}

/** Figures counted in a score below this many per point unit: (units, figures) in one number. */
const FIGURE_SLOT = 128;

/**
 * The search's answers are remembered per (standing counts, kills, aim), as one integer of
 * base MEMO_RADIX digits and an aim bit: 64 per digit and kills below 64^2 with at most 6
 * types stay below 2^53.
 * An engagement meets the same few situations round after round; a side of four types took
 * a third of its time searching. At most MEMO_ROWS answers are kept per chooser.
 */
const MEMO_RADIX = 64;
const MEMO_MAX_TYPES = 6;
const MEMO_ROWS = 1 << 16;

/**
 * Picks the figures a side loses to K kills, allocating nothing per call. The side's types
 * are fixed at construction (kills needed and cost in integer units each); the standing
 * counts are given per call, so an engagement can reuse it round after round.
 */
export class CasualtyChooser {
  private readonly types: number;
  /** Type indices, cheapest first (for `cheapest-first`). */
  private readonly cheapOrder: Int32Array;
  private readonly current: Int32Array;
  private readonly best: Int32Array;
  private alive: Int32Array = new Int32Array(0);
  private aliveAt = 0;
  private bestScore = 0;
  private found = false;
  private maximise = false;
  /** Remembered answers: key (memoKey) -> offset of `types` removals in memoRows. */
  private readonly memo = new Map<number, number>();
  private memoRows = new Int32Array(0);
  private memoUsed = 0;

  constructor(
    private readonly killsNeeded: Int32Array,
    private readonly units: Int32Array,
  ) {
    this.types = killsNeeded.length;
    if (units.length !== this.types) throw new RangeError('casualties: one cost per type');
    const order = Array.from({ length: this.types }, (_, t) => t);
    order.sort((x, y) => (units[x] as number) - (units[y] as number) || (killsNeeded[x] as number) - (killsNeeded[y] as number) || x - y);
    this.cheapOrder = Int32Array.from(order);
    this.current = new Int32Array(this.types);
    this.best = new Int32Array(this.types);
  }

  /**
   * Writes into out[outAt + t] how many figures of type t are removed by `kills` kills,
   * given alive[aliveAt + t] standing.
   *
   * @example
   * // A champion (2 kills, 12 half-points) and an infantryman (1 kill, 2): 2 kills.
   * const c = new CasualtyChooser(Int32Array.of(2, 1), Int32Array.of(12, 2));
   * const out = new Int32Array(2);
   * c.choose(Int32Array.of(1, 1), 0, 2, 'most', out, 0); // out => [1, 0]: the champion
   * c.choose(Int32Array.of(1, 1), 0, 2, 'fewest', out, 0); // out => [0, 1]: the infantryman, one kill lost
   */
  choose(alive: Int32Array, aliveAt: number, kills: number, aim: Aim, out: Int32Array, outAt: number): void {
    const n = this.types;
    if (n === 1) {
      const standing = alive[aliveAt] as number;
      const removed = Math.floor(kills / (this.killsNeeded[0] as number));
      out[outAt] = removed < standing ? removed : standing;
      return;
    }
    if (aim === 'cheapest-first') {
      let left = kills;
      for (let i = 0; i < n; i++) {
        const t = this.cheapOrder[i] as number;
        const k = this.killsNeeded[t] as number;
        const standing = alive[aliveAt + t] as number;
        let r = Math.floor(left / k);
        if (r > standing) r = standing;
        out[outAt + t] = r;
        left -= r * k;
      }
      return;
    }
    const key = this.memoKey(alive, aliveAt, kills, aim);
    const known = key < 0 ? undefined : this.memo.get(key);
    if (known !== undefined) {
      for (let t = 0; t < n; t++) out[outAt + t] = this.memoRows[known + t] as number;
      return;
    }
    this.alive = alive;
    this.aliveAt = aliveAt;
    this.maximise = aim === 'most';
    this.found = false;
    this.search(0, kills, 0);
    for (let t = 0; t < n; t++) out[outAt + t] = this.best[t] as number;
    if (key >= 0) this.remember(key);
  }

  /** Keeps `best` as the answer for `key`, while fewer than MEMO_ROWS are kept. */
  private remember(key: number): void {
    const n = this.types;
    if (this.memoUsed + n > this.memoRows.length) {
      if (this.memoRows.length >= MEMO_ROWS * n) return;
      // Grown by doubling, so a chooser that meets few situations stays small.
      const grown = new Int32Array(Math.max(64 * n, 2 * this.memoRows.length));
      grown.set(this.memoRows);
      this.memoRows = grown;
    }
    this.memo.set(key, this.memoUsed);
    for (let t = 0; t < n; t++) this.memoRows[this.memoUsed + t] = this.best[t] as number;
    this.memoUsed += n;
  }

  /**
   * The standing counts, kills and aim (most or fewest) as one integer (base MEMO_RADIX digits
   * and a last bit), or -1 when they do not fit: the search's answer depends on nothing else,
   * so it is worked out once per key.
   */
  private memoKey(alive: Int32Array, aliveAt: number, kills: number, aim: Aim): number {
    if (this.types > MEMO_MAX_TYPES || kills >= MEMO_RADIX * MEMO_RADIX) return -1;
    let key = kills;
    for (let t = 0; t < this.types; t++) {
      const standing = alive[aliveAt + t] as number;
      if (standing >= MEMO_RADIX) return -1;
      key = key * MEMO_RADIX + standing;
    }
    return 2 * key + (aim === 'most' ? 1 : 0);
  }

  /** Depth-first over types: how many of type t to remove, most first; `left` kills remain. */
  private search(t: number, left: number, score: number): void {
    if (t === this.types) {
      // Maximal: every type with a figure still standing needs more than the kills left.
      for (let u = 0; u < this.types; u++) {
        if ((this.current[u] as number) < (this.alive[this.aliveAt + u] as number) && (this.killsNeeded[u] as number) <= left) return;
      }
      if (!this.found || (this.maximise ? score > this.bestScore : score < this.bestScore)) {
        this.found = true;
        this.bestScore = score;
        copy(this.current, this.best);
      }
      return;
    }
    const k = this.killsNeeded[t] as number;
    const standing = this.alive[this.aliveAt + t] as number;
    let most = Math.floor(left / k);
    if (most > standing) most = standing;
    const each = (this.units[t] as number) * FIGURE_SLOT + 1;
    for (let r = most; r >= 0; r--) {
      this.current[t] = r;
      this.search(t + 1, left - r * k, score + r * each);
    }
    this.current[t] = 0;
  }
}
