/**
 * Break-even cost of a troop type in a system whose sides are groups: at equal points, the
 * type's group grows as its cost falls, so its share against the field rises; the cost at
 * which that share is 50% is what the type is worth. Found by bisection over the group
 * size (what a cost means at equal points), then read off between the two sizes that
 * straddle 50%.
 */
import type { Verdict } from './cost-fit.js';

/** The share of a group of `figures` of the type against the field, with its 95% half-width (0 when exact). */
export interface ShareAt {
  readonly figures: number;
  readonly share: number;
  readonly halfWidth: number;
}

export interface BreakEven {
  /** Points per side the groups are built to. */
  readonly points: number;
  /** The cost at which the share crosses 50%, or null when it never does within the sizes allowed. */
  readonly cost: number | null;
  /** Costs between the two whole group sizes either side of 50%, widened where their shares' 95% intervals reach past them. */
  readonly interval: readonly [number, number] | null;
  /** The shares the search looked at, by group size. */
  readonly evaluated: readonly ShareAt[];
  /** Why there is no crossing: already above 50% alone, or below it at the largest group. */
  readonly bound: 'one-figure-wins' | 'largest-group-loses' | null;
}

/** A break-even at one points level, with the opponents of the field that could not be fielded there. */
export interface LevelBreakEven extends BreakEven {
  /** Field types left out at this level: their groups would need more figures than a side may field. */
  readonly leftOut: readonly string[];
}

/**
 * A type's break-even searched at one points level or more (solve.ts): the fields of the
 * level it is judged at (the last), every level searched (the starting one first), and why
 * its interval is still wider than one pricing step, if it is.
 */
export interface LevelledBreakEven extends LevelBreakEven {
  readonly levels: readonly LevelBreakEven[];
  readonly reason: string | null;
  /** The type's share against the field at its own cost, at the level it is judged at, by opponent: what its verdict reads (solve.ts). */
  readonly atCost?: ShareAtCost;
}

/** A type's share against one opponent of the field, and that opponent's weight in the field share (the weights sum to 1). */
export interface OpponentShare {
  readonly opponent: string;
  readonly weight: number;
  readonly share: number;
}

/**
 * The share at the group the type's own cost buys at `points`: above 50% exactly when its
 * break-even cost is above its cost, so the verdict's reasons split this (verdict-reasons.ts).
 */
export interface ShareAtCost extends ShareAt {
  readonly points: number;
  /** The group its own cost buys at `points` (fractional); `figures` is the size read, the nearest searched where the search did not reach it. */
  readonly own: number;
  readonly byOpponent: readonly OpponentShare[];
}

/** A levelled break-even judged against the type's cost: its verdict at each level searched (verdicts.ts), the last the one that stands. */
export interface JudgedBreakEven extends LevelledBreakEven {
  readonly verdicts: readonly (Verdict | 'cannot tell')[];
}

/**
 * The cost a bound names, with the largest group the search looked at: at least the level's
 * points (one figure already wins half), or at most the cost of that largest group (it still
 * loses); null without a bound.
 *
 * @example
 * boundCost({ points: 12, bound: 'largest-group-loses', evaluated: [{ figures: 1, ... }, { figures: 24, ... }], ... }); // => { cost: 0.5, largest: 24 }
 */
export function boundCost(b: BreakEven): { readonly cost: number; readonly largest: number } | null {
  const largest = b.evaluated.at(-1)?.figures ?? 1;
  if (b.bound === 'one-figure-wins') return { cost: b.points, largest };
  if (b.bound === 'largest-group-loses') return { cost: b.points / largest, largest };
  return null;
}

/** One type's break-even cost, as `balance --solve` reports it. */
export interface SolveRow {
  readonly id: string;
  readonly cost: number | null;
  readonly breakEven: LevelledBreakEven;
}

/**
 * The break-even cost and its interval from the two whole group sizes either side of 50%
 * (`below` under it, `above` at or over it, one figure apart): linear between them, and the
 * interval widened where the shares' 95% half-widths reach past them (along the same slope).
 *
 * @example
 * crossing(24, { figures: 10, share: 0.4, halfWidth: 0 }, { figures: 11, share: 0.6, halfWidth: 0 }); // => { cost: 24 / 10.5, interval: [24 / 11, 2.4] }
 */
export function crossing(points: number, below: ShareAt, above: ShareAt): { cost: number; interval: [number, number] } {
  const lo = below.figures;
  const hi = above.figures;
  const figuresAt = (share: number): number => Math.max(0.5, lo + ((share - below.share) / (above.share - below.share || 1)) * (hi - lo));
  const costAt = (figures: number): number => points / figures;
  // The crossing lies between the two whole sizes, whatever the sampling error: the interval
  // holds their costs, widened by the shares' 95% half-widths where they were sampled.
  const error = Math.max(below.halfWidth, above.halfWidth);
  const interval: [number, number] =
    error > 0 ? [Math.min(costAt(hi), costAt(figuresAt(0.5 + error))), Math.max(costAt(lo), costAt(figuresAt(0.5 - error)))] : [costAt(hi), costAt(lo)];
  return { cost: costAt(figuresAt(0.5)), interval };
}

/**
 * Bisection for the smallest group size whose share reaches 50%, asking `shareAt` for as
 * few sizes as it needs. Without `guess`, it checks 1 and `maxFigures` and bisects between
 * (about log2(maxFigures) + 2 sizes); with a guess (the size an earlier estimate points to),
 * it starts there and gallops outward by doubling steps until 50% is straddled, then
 * bisects (3 sizes when the guess is right). Shares must rise with group size.
 *
 * @example
 * await breakEven(24, 48, async (n) => ({ figures: n, share: n / 20, halfWidth: 0 })); // => cost 2.4 (10 figures)
 */
export async function breakEven(points: number, maxFigures: number, shareAt: (figures: number) => Promise<ShareAt>, guess?: number): Promise<BreakEven> {
  const seen = new Map<number, ShareAt>();
  const at = async (n: number): Promise<ShareAt> => {
    let s = seen.get(n);
    if (!s) {
      s = await shareAt(n);
      seen.set(n, s);
    }
    return s;
  };
  const evaluated = (): ShareAt[] => [...seen.values()].sort((a, b) => a.figures - b.figures);
  const bounded = (bound: 'one-figure-wins' | 'largest-group-loses'): BreakEven => ({ points, cost: null, interval: null, evaluated: evaluated(), bound });
  const bracket = guess === undefined ? await ends(maxFigures, at) : await gallop(Math.min(maxFigures, Math.max(1, Math.round(guess))), maxFigures, at);
  if (typeof bracket === 'string') return bounded(bracket);
  let [lo, hi] = bracket; // share below 50% at lo, at or above it at hi
  while (hi - lo > 1) {
    const mid = Math.floor((lo + hi) / 2);
    if ((await at(mid)).share >= 0.5) hi = mid;
    else lo = mid;
  }
  return { points, ...crossing(points, await at(lo), await at(hi)), evaluated: evaluated(), bound: null };
}

type Bracket = readonly [number, number] | 'one-figure-wins' | 'largest-group-loses';

/** The whole range as the bracket, once its ends are known to straddle 50%. */
async function ends(maxFigures: number, at: (n: number) => Promise<ShareAt>): Promise<Bracket> {
  if ((await at(1)).share >= 0.5) return 'one-figure-wins';
  if ((await at(maxFigures)).share < 0.5) return 'largest-group-loses';
  return [1, maxFigures];
}

/** A bracket around 50% found from `start` by steps of 1, 2, 4... in the direction the share points. */
async function gallop(start: number, maxFigures: number, at: (n: number) => Promise<ShareAt>): Promise<Bracket> {
  const up = (await at(start)).share < 0.5;
  let from = start;
  for (let step = 1; ; step *= 2) {
    const next = up ? Math.min(maxFigures, from + step) : Math.max(1, from - step);
    const reached = (await at(next)).share >= 0.5;
    if (up && reached) return [from, next];
    if (!up && !reached) return [next, from];
    if (next === (up ? maxFigures : 1)) return up ? 'largest-group-loses' : 'one-figure-wins';
    from = next;
  }
}
