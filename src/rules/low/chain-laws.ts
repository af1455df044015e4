import type { MeleeRound, SubMelee } from './round.js';
import { eachChainState, subMeleeKills, type KillCache } from './round-exact.js';
import type { DefenderSixRule } from './sorted-melee.js';
import { dealt } from './split.js';

/** Bounds for the numeric keys: figures a side (500 at most) and dice a side (12 a figure). */
const FIGURES_KEY = 512;
const DICE_KEY = 8192;
/** Sub-melee ids a tree node can have as children (distinct sub-melees of one chain). */
const CHILDREN = 1 << 20;

/** A round without a sub-melee: nobody loses anything. */
const NOTHING_LOST: ChainLaw = { law: Float64Array.of(1), rows: 1, cols: 1 };

/**
 * One round's law in figures for the exact engagement chain: law[l0 * cols + l1] is
 * P(side 0 loses l0 figures and side 1 loses l1), in a box just large enough for the
 * losses that can happen (rows, cols), not the whole (figures + 1) x (figures + 1).
 */
export interface ChainLaw {
  readonly law: Float64Array;
  readonly rows: number;
  readonly cols: number;
}

/**
 * The round laws of an engagement of sides of one troop type each (R6-R10, R25), by state
 * (figures left each side, who attacks). A round is independent sub-melees (R10) convolved
 * in order; dealt round-robin, the first k - 1 sub-melees of a state are the whole round of
 * a smaller state (the figures of its last sub-melee taken away), so each law is remembered
 * by its list of sub-melees and a state's law is one convolution of a smaller one's with its
 * last sub-melee: the work a state is its law's size times a sub-melee's, not k of those.
 * The sums are done cell by cell in the order round-exact.ts's roundLaw does them, so the
 * laws are bit for bit the same.
 */
export class ChainLaws {
  /** Sub-melee ids by their numeric key, and their laws. */
  private readonly subIds = new Map<number, number>();
  private readonly subLaws: ChainLaw[] = [];
  /**
   * The laws of the first sub-melees of rounds, as a tree: node 0 is no sub-melee, node
   * n + 1 holds nodes[n], and the child of node n by sub-melee id i is
   * children.get(n * CHILDREN + i).
   */
  private readonly children = new Map<number, number>();
  private readonly nodes: ChainLaw[] = [];
  private readonly alive = [new Int32Array(1), new Int32Array(1)] as const;
  private readonly dice: Int32Array;
  private readonly lost = new Int32Array(1);

  constructor(
    private readonly round: MeleeRound,
    private readonly six: DefenderSixRule,
    private readonly kills: KillCache,
    figures: readonly [number, number],
  ) {
    this.dice = new Int32Array(2 * (figures[0] + figures[1] + 2));
  }

  /** The law of the round side `attacking` attacks with `a` and `d` figures standing. */
  law(a: number, d: number, attacking: 0 | 1): ChainLaw {
    this.alive[0][0] = a;
    this.alive[1][0] = d;
    const k = this.round.diceCounts(this.alive, attacking, this.dice);
    const atk = attacking === 0 ? a : d;
    const def = attacking === 0 ? d : a;
    let subs: SubMelee[] | null = null;
    let node = 0;
    let law: ChainLaw | null = null;
    for (let j = 0; j < k; j++) {
      // Sides of one type each: a sub-melee is its figures and dice a side and who attacks.
      const key = (((attacking * FIGURES_KEY + dealt(0, atk, k, j)) * FIGURES_KEY + dealt(0, def, k, j)) * DICE_KEY + (this.dice[2 * j] as number)) * DICE_KEY + (this.dice[2 * j + 1] as number);
      let id = this.subIds.get(key);
      if (id === undefined) {
        subs ??= this.round.subMelees(this.alive, attacking);
        id = this.subLaws.length;
        this.subLaws.push(this.subLaw(subs[j] as SubMelee, attacking));
        this.subIds.set(key, id);
      }
      const sub = this.subLaws[id] as ChainLaw;
      let child = this.children.get(node * CHILDREN + id);
      if (child === undefined) {
        child = this.nodes.length;
        this.nodes.push(law === null ? sub : convolve(law, sub));
        this.children.set(node * CHILDREN + id, child);
      }
      node = child + 1;
      law = this.nodes[child] as ChainLaw;
    }
    return law ?? NOTHING_LOST;
  }

  /** Laws remembered (states and the first sub-melees they were built from). */
  get size(): number {
    return this.nodes.length;
  }

  /** A sub-melee's law in figures: its kill law, kills spent by the casualty policy (R8, R9). */
  private subLaw(sub: SubMelee, attacking: 0 | 1): ChainLaw {
    const dist = subMeleeKills(sub, this.six, this.kills);
    const defending = (1 - attacking) as 0 | 1;
    const atkLost = this.figuresLost(attacking, 'attacker', sub.attacking, dist.maxKillsAttacker);
    const defLost = this.figuresLost(defending, 'defender', sub.defending, dist.maxKillsDefender);
    const lost = [0, 0];
    lost[attacking] = Math.max(...atkLost);
    lost[defending] = Math.max(...defLost);
    const rows = (lost[0] as number) + 1;
    const cols = (lost[1] as number) + 1;
    const law = new Float64Array(rows * cols);
    for (let kA = 0; kA <= dist.maxKillsAttacker; kA++) {
      const la = atkLost[kA] as number;
      for (let kD = 0; kD <= dist.maxKillsDefender; kD++) {
        const p = dist.probs[kA * dist.stride + kD] as number;
        if (p === 0) continue;
        const ld = defLost[kD] as number;
        const cell = attacking === 0 ? la * cols + ld : ld * cols + la;
        law[cell] = (law[cell] as number) + p;
      }
    }
    return { law, rows, cols };
  }

  /** Figures a sub-melee side of one type loses to 0..most kills. */
  private figuresLost(side: 0 | 1, role: 'attacker' | 'defender', standing: Int32Array, most: number): Int32Array {
    const figures = new Int32Array(most + 1);
    for (let k = 0; k <= most; k++) {
      this.round.casualties(side, role, standing, k, this.lost);
      figures[k] = this.lost[0] as number;
    }
    return figures;
  }
}

/**
 * The law of two independent sets of losses summed. Each cell gets its terms in the order
 * roundLaw (round-exact.ts convolve2) adds them, x's cells in order: x's row r meets y's row
 * r2 in row r + r2, x's columns outer, y's inner, so the sums are bit for bit the same. Zero
 * terms are skipped as there: each row's first and last nonzero columns bound the loops, and
 * a zero between them adds +0, which changes nothing.
 */
function convolve(x: ChainLaw, y: ChainLaw): ChainLaw {
  const rows = x.rows + y.rows - 1;
  const cols = x.cols + y.cols - 1;
  const out = new Float64Array(rows * cols);
  const [xFrom, xTo] = extents(x);
  const [yFrom, yTo] = extents(y);
  const xs = x.law;
  const ys = y.law;
  for (let r = 0; r < x.rows; r++) {
    const c0 = xFrom[r] as number;
    const c1 = xTo[r] as number;
    for (let r2 = 0; r2 < y.rows; r2++) {
      const e0 = yFrom[r2] as number;
      const e1 = yTo[r2] as number;
      const yRow = r2 * y.cols;
      const outRow = (r + r2) * cols;
      for (let c = c0; c < c1; c++) {
        const p = xs[r * x.cols + c] as number;
        if (p === 0) continue;
        const at = outRow + c;
        for (let c2 = e0; c2 < e1; c2++) out[at + c2] = (out[at + c2] as number) + p * (ys[yRow + c2] as number);
      }
    }
  }
  return { law: out, rows, cols };
}

/** Each row's first nonzero column and one past its last (equal when the row is all zero). */
function extents(x: ChainLaw): [Int32Array, Int32Array] {
  const from = new Int32Array(x.rows);
  const to = new Int32Array(x.rows);
  for (let r = 0; r < x.rows; r++) {
    let first = -1;
    let last = -1;
    for (let c = 0; c < x.cols; c++) {
      if ((x.law[r * x.cols + c] as number) === 0) continue;
      if (first < 0) first = c;
      last = c;
    }
    from[r] = first < 0 ? 0 : first;
    to[r] = last + 1;
  }
  return [from, to];
}

/** What the chain's laws cost, in terms a method choice can price (chainLawWork). */
export interface ChainLawWork {
  /** Multiply-adds of the convolutions that build every state's law, bounded by boxes. */
  readonly terms: number;
  /** Cells of every state's law: each is read once a round the state is live. */
  readonly cells: number;
}

/**
 * The work of ChainLaws over every state of a chain of sides of one type each, from
 * `figures` standing down to one, without building a law: each state's law is one
 * convolution of its first sub-melees' law (a smaller state's) with its last, and a
 * sub-melee side of one type loses at most min(figures, kills / kills needed) figures, the
 * kills at most the pairs (twice the pairs on the attacking side under defender-six-extra).
 */
export function chainLawWork(round: MeleeRound, figures: readonly [number, number], roles: readonly (0 | 1)[], killsNeeded: readonly [number, number], six: DefenderSixRule): ChainLawWork {
  let terms = 0;
  let cells = 0;
  eachChainState(round, figures, roles, (a, d, attacking, dice, k) => {
    const standing = attacking === 0 ? [a, d] : [d, a];
    let rows = 1;
    let cols = 1;
    let lastRows = 0;
    let lastCols = 0;
    for (let j = 0; j < k; j++) {
      const pairs = Math.min(dice[2 * j] as number, dice[2 * j + 1] as number);
      const onAtk = Math.min(dealt(0, standing[0] as number, k, j), Math.floor((six === 'defender-six-extra' ? 2 * pairs : pairs) / killsNeeded[attacking]));
      const onDef = Math.min(dealt(0, standing[1] as number, k, j), Math.floor(pairs / killsNeeded[attacking === 0 ? 1 : 0]));
      [lastRows, lastCols] = attacking === 0 ? [onAtk, onDef] : [onDef, onAtk];
      rows += lastRows;
      cols += lastCols;
    }
    if (k > 1) terms += (rows - lastRows) * (cols - lastCols) * (lastRows + 1) * (lastCols + 1);
    cells += rows * cols;
  });
  return { terms, cells };
}
