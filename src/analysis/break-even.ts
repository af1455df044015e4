/**
 * Break-even cost of a troop type in a system whose sides are groups: at equal points, the
 * type's group grows as its cost falls, so its share against the field rises; the cost at
 * which that share is 50% is what the type is worth. Found by bisection over the group
 * size (what a cost means at equal points), then read off between the two sizes that
 * straddle 50%.
 */

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

/** One type's break-even cost, as `balance --solve` reports it. */
export interface SolveRow {
  readonly id: string;
  readonly cost: number | null;
  readonly breakEven: BreakEven;
}

/**
 * Bisection for the smallest group size whose share reaches 50%, asking `shareAt` for as
 * few sizes as it needs (about log2(maxFigures) + 2). Shares must rise with group size.
 *
 * @example
 * await breakEven(24, 48, async (n) => ({ figures: n, share: n / 20, halfWidth: 0 })); // => cost 2.4 (10 figures)
 */
export async function breakEven(points: number, maxFigures: number, shareAt: (figures: number) => Promise<ShareAt>): Promise<BreakEven> {
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
  if ((await at(1)).share >= 0.5) return { points, cost: null, interval: null, evaluated: evaluated(), bound: 'one-figure-wins' };
  if ((await at(maxFigures)).share < 0.5) return { points, cost: null, interval: null, evaluated: evaluated(), bound: 'largest-group-loses' };
  let lo = 1; // share below 50%
  let hi = maxFigures; // share at or above 50%
  while (hi - lo > 1) {
    const mid = Math.floor((lo + hi) / 2);
    if ((await at(mid)).share >= 0.5) hi = mid;
    else lo = mid;
  }
  const below = await at(lo);
  const above = await at(hi);
  // Where 50% falls between the two sizes, as a fractional group size, and what that costs.
  // Linear between the two sizes; the interval's ends may reach past them (along the same slope).
  const figuresAt = (share: number): number => Math.max(0.5, lo + (share - below.share) / (above.share - below.share || 1));
  const costAt = (figures: number): number => points / figures;
  // The crossing lies between the two whole sizes, whatever the sampling error: the interval
  // holds their costs, widened by the shares' 95% half-widths where they were sampled.
  const error = Math.max(below.halfWidth, above.halfWidth);
  const interval: [number, number] =
    error > 0 ? [Math.min(costAt(hi), costAt(figuresAt(0.5 + error))), Math.max(costAt(lo), costAt(figuresAt(0.5 - error)))] : [costAt(hi), costAt(lo)];
  return { points, cost: costAt(figuresAt(0.5)), interval, evaluated: evaluated(), bound: null };
}
