/**
 * The precision a type's worth in an army aims at (issue #49): its 95% interval within plus or
 * minus a quarter AP, half D3H2's pricing step (002:79 prices in half AP), so that an interval
 * that holds the cost tells a price from the next one up or down.
 */
export const WORTH_TARGET_AP = 0.25;

/** A worth whose 95% interval is wider than the target: its half-width, and the battles a matchup that would reach the target. */
export interface WorthShort {
  readonly halfWidth: number;
  readonly battles: number;
}

/**
 * How far a Monte Carlo worth is from the target, or null where it reached it (or could not
 * be estimated). A worth's error falls as one over the root of the battles (every estimate it
 * rests on is a mean over independent battles), so from half-width h at n battles a matchup
 * the target takes about n (h / target)^2, rounded up to two significant figures.
 *
 * @example
 * worthShort([1.5, 2.5], 400); // => { halfWidth: 0.5, battles: 1600 }
 * worthShort([1.9, 2.3], 400); // => null
 */
export function worthShort(interval: readonly [number, number], perMatchup: number): WorthShort | null {
  const halfWidth = (interval[1] - interval[0]) / 2;
  if (!Number.isFinite(halfWidth) || halfWidth <= WORTH_TARGET_AP) return null;
  return { halfWidth, battles: roundUpTwoFigures(perMatchup * (halfWidth / WORTH_TARGET_AP) ** 2) };
}

/** `x` rounded up to two significant figures: 1,234 -> 1,300. */
function roundUpTwoFigures(x: number): number {
  const step = 10 ** Math.max(0, Math.floor(Math.log10(x)) - 1);
  // Less a hair: 400 x 4 computed as 1,600.0000001 is 1,600.
  return Math.ceil(x / step - 1e-9) * step;
}
