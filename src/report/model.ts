import type { PlanGame } from '../core/plan-game.js';
import { BATTLE } from '../core/battle-rules.js';
import type { MatchupResult } from '../core/result.js';
import { groupStats, type GroupStat } from './group-stats.js';
import { sideName, unfavourable, type ConditionSet, type SweepReport } from './sweep.js';

/**
 * One result as every writer shows it: both sides' labels and display names, and the figures
 * a chart or table draws (net edge, each side's chance of an unfavourable outcome), worked
 * out once here (DESIGN.md, "one report model").
 */
export interface ModelCell {
  readonly condition: string;
  /** Side labels (`knights`, `6*archers+champion`) and display names (`Knights`, `6 Archers + Champion`). */
  readonly attacker: string;
  readonly defender: string;
  readonly attackerName: string;
  readonly defenderName: string;
  readonly attackerUnfavourable: number;
  readonly defenderUnfavourable: number;
  /**
   * The attacker's edge, -1..1, 0 an even fight: in a single combat the defender's chance of an
   * unfavourable outcome minus the attacker's; in a battle, its chance of winning minus its
   * chance of losing (a draw counts for neither), as a battle's worth reads it, never whose
   * general fell (a battle's only unfavourable outcome).
   */
  readonly netEdge: number;
  readonly result: MatchupResult;
  /** Each side's conditions and the options other than the rulings, as text (`going=bad`; '' when none). */
  readonly attackerConditions: string;
  readonly defenderConditions: string;
  readonly options: string;
  /** A battle on the board: its plan game (each side's best plans, the spread across pairs); absent otherwise. */
  readonly plans?: PlanGame;
}

/** A matchup the rules do not allow, with the rules' reason. */
export type SkippedCell = SweepReport['skipped'][number];

/**
 * The writers' only input for a sweep report: the run's facts and every cell, indexed by
 * condition set, attacker and defender. Nothing downstream recomputes a figure or filters
 * cells by name: it asks here.
 */
export interface ReportModel {
  /** The run's facts (scenario, system, overlay, options, notes, method, seed, times). */
  readonly report: SweepReport;
  readonly conditions: readonly ConditionSet[];
  readonly attackers: readonly string[];
  readonly defenders: readonly string[];
  /** Every cell, in order: condition set, attacker, defender. */
  readonly cells: readonly ModelCell[];
  /** A side's display name: the same on every chart, table and CSV column of the report. */
  name(label: string): string;
  cell(condition: string, attacker: string, defender: string): ModelCell | undefined;
  /** The cells of one condition set (optionally of one attacker), in order. */
  cellsOf(condition: string, attacker?: string): readonly ModelCell[];
  skippedOf(condition: string, attacker?: string): readonly SkippedCell[];
  /** Per attacking group under one condition set: size, cost, win chance, points lost each way. */
  groups(condition: string): readonly GroupStat[];
  /** The outcome ids a result of this combat kind writes, in the system's order (none for an unknown kind). */
  outcomeIds(combat: string): readonly string[];
}

const key = (...parts: readonly string[]): string => parts.join('\u0000');

/** Build the model of a finished sweep once; every writer of its report reads it. */
export function reportModel(report: SweepReport): ReportModel {
  const outcomes = report.system.outcomes;
  const cells: ModelCell[] = report.cells.map((c) => {
    const attackerUnfavourable = unfavourable(c.result, 'attacker', outcomes);
    const defenderUnfavourable = unfavourable(c.result, 'defender', outcomes);
    return {
      ...c,
      attackerName: sideName(report, c.attacker),
      defenderName: sideName(report, c.defender),
      attackerUnfavourable,
      defenderUnfavourable,
      // sweep.ts `netEdge`, from the two chances just worked out; a battle's is win - loss.
      netEdge: c.result.combat === BATTLE ? (c.result.totals['attackerWins'] ?? 0) - (c.result.totals['defenderWins'] ?? 0) : defenderUnfavourable - attackerUnfavourable,
    };
  });
  const byMatchup = new Map(cells.map((c) => [key(c.condition, c.attacker, c.defender), c]));
  const grouped = <T extends { condition: string; attacker: string }>(items: readonly T[]): Map<string, T[]> => {
    const map = new Map<string, T[]>();
    const add = (k: string, item: T): void => void (map.get(k) ?? map.set(k, []).get(k))?.push(item);
    for (const item of items) {
      add(key(item.condition), item);
      add(key(item.condition, item.attacker), item);
    }
    return map;
  };
  const bySet = grouped(cells);
  const skippedBySet = grouped(report.skipped);
  const groups = new Map<string, readonly GroupStat[]>();
  const model: ReportModel = {
    report,
    conditions: report.conditions,
    attackers: report.attackers,
    defenders: report.defenders,
    cells,
    name: (label) => sideName(report, label),
    cell: (condition, attacker, defender) => byMatchup.get(key(condition, attacker, defender)),
    cellsOf: (condition, attacker) => bySet.get(attacker === undefined ? key(condition) : key(condition, attacker)) ?? [],
    skippedOf: (condition, attacker) => skippedBySet.get(attacker === undefined ? key(condition) : key(condition, attacker)) ?? [],
    groups: (condition) => {
      let stats = groups.get(condition);
      if (!stats) groups.set(condition, (stats = groupStats(model, condition)));
      return stats;
    },
    outcomeIds: (combat) => report.system.combatOutcomes[combat] ?? [],
  };
  return model;
}
