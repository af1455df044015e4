import type { MatchupResult } from '../core/result.js';
import type { SweepReport } from './sweep.js';

/** What the figures need of the report model (model.ts, whose `groups` calls here). */
export interface GroupSource {
  readonly report: Pick<SweepReport, 'system'>;
  readonly attackers: readonly string[];
  cellsOf(condition: string, attacker: string): readonly { readonly result: MatchupResult }[];
}

/** What one attacking group did against every defender under one condition set. */
export interface GroupStat {
  readonly label: string;
  /** Figures in the group. */
  readonly figures: number;
  /** Points the group costs; null when a member has no cost. */
  readonly spent: number | null;
  /** Mean chance the attacker wins (the kind's `attackerWins` total); null when the kind has none. */
  readonly winChance: number | null;
  /** Mean points the defender lost, and the attacker lost; null without points metrics. */
  readonly inflicted: number | null;
  readonly suffered: number | null;
}

const mean = (xs: readonly number[]): number | null => (xs.length === 0 ? null : xs.reduce((s, x) => s + x, 0) / xs.length);

/**
 * Per attacking group under `condition`: its size, its cost, its mean win chance and the
 * points each side lost on average (from metrics marked as points lost): what the group
 * size and points-efficiency charts draw. The model's `groups` keeps each set's once.
 */
export function groupStats(model: GroupSource, condition: string): GroupStat[] {
  const costs = model.report.system.troopCosts;
  return model.attackers.flatMap((label) => {
    const cells = model.cellsOf(condition, label);
    if (cells.length === 0) return [];
    const group = cells[0]?.result.attacker.group ?? [];
    const spent = group.map((e) => ((costs[e.troop] ?? null) === null ? null : e.count * (costs[e.troop] ?? 0)));
    const points = (side: 'attacker' | 'defender'): number | null =>
      mean(cells.flatMap((c) => c.result.metrics.filter((m) => m.points?.side === side).map((m) => m.mean * (m.points?.perStep ?? 1))));
    return [
      {
        label,
        figures: group.reduce((s, e) => s + e.count, 0),
        spent: spent.some((c) => c === null) ? null : spent.reduce<number>((s, c) => s + (c ?? 0), 0),
        winChance: mean(cells.flatMap((c) => (c.result.totals['attackerWins'] === undefined ? [] : [c.result.totals['attackerWins']]))),
        inflicted: points('defender'),
        suffered: points('attacker'),
      },
    ];
  });
}
