import { halfWidthPercent } from './half-width.js';
import type { SweepCell, SweepReport } from './sweep.js';
import { netEdge, sideName, unfavourable } from './sweep.js';
import { percent } from './percent.js';

/** One summary line per matchup x condition: the numbers a designer sorts by. */
export interface SummaryRow {
  readonly condition: string;
  readonly attacker: string;
  readonly defender: string;
  readonly method: string;
  readonly trials: number | null;
  /** The combat kind's derived totals, by id. */
  readonly totals: Readonly<Record<string, number>>;
  readonly attackerUnfavourable: number;
  readonly defenderUnfavourable: number;
  readonly netEdge: number;
  /** Largest 95% half-width of the cell's probabilities; 0 for exact. */
  readonly halfWidth: number;
}

/** The summary figures of one cell: totals, both sides' risk and the net edge. */
export function summaryRow(report: SweepReport, cell: SweepCell): SummaryRow {
  const { result } = cell;
  const outcomes = report.system.outcomes;
  return {
    condition: cell.condition,
    attacker: cell.attacker,
    defender: cell.defender,
    method: result.method,
    trials: result.trials,
    totals: result.totals,
    attackerUnfavourable: unfavourable(result, 'attacker', outcomes),
    defenderUnfavourable: unfavourable(result, 'defender', outcomes),
    netEdge: netEdge(result, outcomes),
    halfWidth: result.maxHalfWidth,
  };
}


/** `attackerWins` -> `attacker wins`: a total's id as a column heading. */
export function totalHeading(id: string): string {
  return id.replace(/([A-Z])/g, ' $1').toLowerCase();
}

/** The summary as the HTML table shows it: display names, percentages, signed edge. */
export function summaryDisplayRows(report: SweepReport): Record<string, string | number>[] {
  const name = (id: string): string => sideName(report, id);
  const sampled = report.cells.some((c) => c.result.method === 'mc');
  return report.cells.map((cell) => {
    const r = summaryRow(report, cell);
    return {
      condition: r.condition,
      attacker: name(r.attacker),
      defender: name(r.defender),
      ...Object.fromEntries(report.system.totals.map((t) => [totalHeading(t.id), r.totals[t.id] === undefined ? '' : percent(r.totals[t.id] ?? 0)])),
      'attacker suffers': percent(r.attackerUnfavourable),
      'defender suffers': percent(r.defenderUnfavourable),
      'net edge': Number(r.netEdge.toFixed(3)),
      ...(sampled ? { '± (95%)': halfWidthPercent(r.halfWidth) } : {}),
    };
  });
}
