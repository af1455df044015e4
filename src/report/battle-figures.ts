import type { Interval, MatchupResult, MetricResult } from '../core/result.js';

/**
 * What a battle's result says beyond its totals, read from the metrics the battle kind
 * names (rules/common/battle/metrics.ts): the bound it was decided in, and per side each
 * type it lost, by which enemy type. Readers only: nothing here recomputes a figure.
 */

export type BattleSide = 'attacker' | 'defender';

/** The killer of an element lost to no enemy (fled off the field, lost with its general's command). */
export const NO_ENEMY = 'no-enemy';

/** One kill metric: the side and troop lost, the enemy troop that destroyed it (or NO_ENEMY), and the mean a battle. */
export interface Kill {
  readonly side: BattleSide;
  readonly victim: string;
  readonly killer: string;
  readonly mean: number;
}

/** The result's metric `name`, if it has one. */
export function metricOf(result: MatchupResult, name: string): MetricResult | undefined {
  return result.metrics.find((m) => m.name === name);
}

/**
 * Every kill metric (`<side>-<victim>-by-<killer>`) of a battle's result, in the result's order.
 *
 * @example
 * battleKills(result)[0]; // => { side: 'attacker', victim: 'pikes', killer: 'warband', mean: 2.41 }
 */
export function battleKills(result: MatchupResult): Kill[] {
  return result.metrics.flatMap((m) => {
    const side = (['attacker', 'defender'] as const).find((s) => m.name.startsWith(`${s}-`));
    const by = m.name.indexOf('-by-');
    if (side === undefined || by < 0 || m.points) return [];
    return [{ side, victim: m.name.slice(side.length + 1, by), killer: m.name.slice(by + 4), mean: m.mean }];
  });
}

/**
 * Mean elements a side lost a battle, by troop, over every troop the side fielded (0 for one never lost).
 *
 * @example
 * lossesByType(result, 'attacker').get('pikes'); // => 3.65
 */
export function lossesByType(result: MatchupResult, side: BattleSide): Map<string, number> {
  const lost = new Map<string, number>();
  for (const k of battleKills(result)) if (k.side === side) lost.set(k.victim, (lost.get(k.victim) ?? 0) + k.mean);
  return lost;
}

/**
 * The chance a battle is decided by the end of bound `k` (both sides' bounds counted, as the
 * `bounds` metric does): a draw, counted past the cap, is never decided. Null without the metric.
 *
 * @example
 * decidedBy(result, 10); // => 0.528
 */
export function decidedBy(result: MatchupResult, k: number): number | null {
  const bounds = metricOf(result, 'bounds');
  if (!bounds) return null;
  return bounds.probabilities.slice(0, k + 1).reduce((sum, p) => sum + p, 0);
}

/** The battle's cap on bounds: the largest value its `bounds` metric can take, or null without the metric. */
export function boundsCap(result: MatchupResult): number | null {
  const bounds = metricOf(result, 'bounds');
  return bounds ? bounds.probabilities.length - 1 : null;
}

/** Win, draw and loss: each total of the battle kind with its chance and 95% interval (the chance itself, twice, when exact). */
export function battleResults(result: MatchupResult): { id: 'attackerWins' | 'draws' | 'defenderWins'; chance: number; interval: Interval }[] {
  return (['attackerWins', 'draws', 'defenderWins'] as const).map((id) => {
    const chance = result.totals[id] ?? 0;
    return { id, chance, interval: result.totalsIntervals?.[id] ?? [chance, chance] };
  });
}

/**
 * What each army lost a battle: its elements on average, and the chance its general fell.
 *
 * @example
 * battleLosses(result).attacker; // => { elements: 3.65, general: 0.12 }
 */
export function battleLosses(result: MatchupResult): { attacker: { elements: number; general: number }; defender: { elements: number; general: number } } {
  const side = (s: 'attacker' | 'defender'): { elements: number; general: number } => ({ elements: metricOf(result, `${s}-lost`)?.mean ?? 0, general: result.outcomes[s]['general-lost'] ?? 0 });
  return { attacker: side('attacker'), defender: side('defender') };
}
