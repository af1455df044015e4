/** Both sides of a matchup at equal points: the points each spends and its figure counts. */
export interface EqualPoints {
  readonly points: number;
  readonly attackerCount: number;
  readonly defenderCount: number;
}

/** Costs are counted in thousandths of a point, so half and quarter points divide exactly. */
const UNITS = 1000;

/** Greatest common divisor of two whole numbers. */
export function gcd(a: number, b: number): number {
  return b === 0 ? a : gcd(b, a % b);
}

/**
 * The groups two troop types of a system of groups field at equal points: the least points
 * at or above `budget` that both costs divide, and each side's figures. Null when either
 * side would need more than `maxFigures` (the pair cannot meet at equal points), or a cost
 * is not positive.
 *
 * @example
 * equalPoints(7.5, 2, 12, 100); // => { points: 30, attackerCount: 4, defenderCount: 15 }
 * equalPoints(1, 2, 12, 100); // => { points: 12, attackerCount: 12, defenderCount: 6 }
 */
export function equalPoints(attackerCost: number, defenderCost: number, budget: number, maxFigures: number): EqualPoints | null {
  const a = Math.round(attackerCost * UNITS);
  const d = Math.round(defenderCost * UNITS);
  if (!(a > 0 && d > 0)) return null;
  const lcm = (a / gcd(a, d)) * d;
  const points = Math.max(1, Math.ceil((budget * UNITS) / lcm)) * lcm;
  const attackerCount = points / a;
  const defenderCount = points / d;
  if (attackerCount > maxFigures || defenderCount > maxFigures) return null;
  return { points: points / UNITS, attackerCount, defenderCount };
}
