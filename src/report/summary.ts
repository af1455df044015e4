import { halfWidthPercent } from './half-width.js';
import type { ReportModel } from './model.js';
import { percent } from './percent.js';

/** `attackerWins` -> `attacker wins`: a total's id as a column heading. */
export function totalHeading(id: string): string {
  return id.replace(/([A-Z])/g, ' $1').toLowerCase();
}

/**
 * The summary as the HTML table shows it, one row per cell: display names, the kind's totals
 * and both sides' risks as percentages, the signed net edge, and where any cell was sampled
 * the widest 95% half-width (an exact row says `exact`: it has no sampling error to give).
 */
export function summaryDisplayRows(model: ReportModel): Record<string, string | number>[] {
  const sampled = model.cells.some((c) => c.result.method === 'mc');
  const totals = model.report.system.totals;
  return model.cells.map((cell) => {
    const { result } = cell;
    return {
      condition: cell.condition,
      attacker: cell.attackerName,
      defender: cell.defenderName,
      ...Object.fromEntries(totals.map((t) => [totalHeading(t.id), result.totals[t.id] === undefined ? '' : percent(result.totals[t.id] ?? 0)])),
      'attacker suffers': percent(cell.attackerUnfavourable),
      'defender suffers': percent(cell.defenderUnfavourable),
      'net edge': Number(cell.netEdge.toFixed(3)),
      ...(sampled ? { '± (95%)': result.method === 'mc' ? halfWidthPercent(result.maxHalfWidth) : 'exact' } : {}),
    };
  });
}
