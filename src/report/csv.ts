import { stringify } from 'csv-stringify/sync';
import type { MatchupResult } from '../core/result.js';
import type { RuleSystem } from '../core/system.js';
import { OUTCOME_COLUMNS, outcomeRows } from './outcome-rows.js';
import { summaryRow } from './summary.js';
import type { SweepReport } from './sweep.js';

/**
 * Cells that a spreadsheet would run as a formula (=, +, -, @ at the start) are prefixed
 * with a quote; only text from user files can start that way, never a number we write.
 */
function guard(value: string | number | null): string | number {
  if (value === null) return '';
  return typeof value === 'string' && /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
}

function csv(columns: readonly string[], rows: readonly Record<string, string | number | null>[]): string {
  return stringify(
    rows.map((row) => Object.fromEntries(columns.map((c) => [c, guard(row[c] ?? null)]))),
    { header: true, columns: [...columns], cast: { number: (n) => String(n) } },
  );
}

/** One matchup's tidy outcome rows, as `matchup --format csv` prints them (same columns as outcomes.csv). */
export function matchupCsv(system: RuleSystem, result: MatchupResult): string {
  return csv(OUTCOME_COLUMNS, outcomeRows(system, result, '', ''));
}

/** outcomes.csv: one row per matchup x condition x side x outcome (issue #3's columns first). */
export function outcomesCsv(report: SweepReport, system: RuleSystem): string {
  return csv(OUTCOME_COLUMNS, report.cells.flatMap((cell) => outcomeRows(system, cell.result, report.scenario.name, cell.condition)));
}

const SUMMARY_COLUMNS = [
  'system', 'scenario', 'condition', 'attacker', 'defender', 'method', 'trials', 'seed',
  'attacker_wins', 'ties', 'defender_wins', 'attacker_doubles', 'defender_doubles',
  'attacker_unfavourable', 'defender_unfavourable', 'net_edge', 'max_half_width',
] as const;

/** summary.csv: one row per matchup x condition with wins, ties, doublings and both sides' risk. */
export function summaryCsv(report: SweepReport): string {
  return csv(
    SUMMARY_COLUMNS,
    report.cells.map((cell) => {
      const r = summaryRow(report, cell);
      return {
        system: report.system.id,
        scenario: report.scenario.name,
        condition: r.condition,
        attacker: r.attacker,
        defender: r.defender,
        method: r.method,
        trials: r.trials,
        seed: cell.result.seed,
        attacker_wins: r.attackerWins,
        ties: r.ties,
        defender_wins: r.defenderWins,
        attacker_doubles: r.attackerDoubles,
        defender_doubles: r.defenderDoubles,
        attacker_unfavourable: r.attackerUnfavourable,
        defender_unfavourable: r.defenderUnfavourable,
        net_edge: r.netEdge,
        max_half_width: r.method === 'mc' ? r.halfWidth : null,
      };
    }),
  );
}
