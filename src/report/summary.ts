import { BATTLE } from '../core/battle-rules.js';
import { battleLosses } from './battle-figures.js';
import { halfWidthPercent } from './half-width.js';
import type { ModelCell, ReportModel } from './model.js';
import { percent } from './percent.js';
import { planGameColumns } from './plan-game-text.js';

/** `attackerWins` -> `attacker wins`: a total's id as a column heading. */
export function totalHeading(id: string): string {
  return id.replace(/([A-Z])/g, ' $1').toLowerCase();
}

/**
 * A cell's edge and losses as the summary table shows them: a single combat's risk of an
 * unfavourable outcome for each side and the net edge; a battle's edge (win - loss), its plan
 * game where it has one, and what each army lost (a general's fall is a loss, not the battle's measure).
 */
function edgeColumns(cell: ModelCell, noGame: Record<string, string>): Record<string, string | number> {
  const edge = Number(cell.netEdge.toFixed(3));
  if (cell.result.combat !== BATTLE) return { 'attacker suffers': percent(cell.attackerUnfavourable), 'defender suffers': percent(cell.defenderUnfavourable), 'net edge': edge };
  const lost = battleLosses(cell.result);
  return {
    'edge (win − loss)': edge,
    // On the board, the plan game beside the answer (issue #49): '-' in its columns on a row without one.
    ...(cell.plans ? planGameColumns(cell.plans) : noGame),
    'attacker elements lost': lost.attacker.elements.toFixed(2),
    'defender elements lost': lost.defender.elements.toFixed(2),
    'attacker general lost': percent(lost.attacker.general),
    'defender general lost': percent(lost.defender.general),
  };
}

/**
 * The summary as the HTML table shows it, one row per cell: display names, the kind's totals
 * as percentages, the edge and each side's risks or losses (edgeColumns), and where any cell
 * was sampled the widest 95% half-width (an exact row says `exact`: it has no sampling error to give).
 */
export function summaryDisplayRows(model: ReportModel): Record<string, string | number>[] {
  const sampled = model.cells.some((c) => c.result.method === 'mc');
  // Where some battle has a plan game, its columns, and '-' in them on a row with none.
  const game = model.cells.find((c) => c.plans !== undefined)?.plans;
  const noGame = game ? Object.fromEntries(Object.keys(planGameColumns(game)).map((k) => [k, '-'])) : {};
  const totals = model.report.system.totals;
  return model.cells.map((cell) => {
    const { result } = cell;
    return {
      condition: cell.condition,
      attacker: cell.attackerName,
      defender: cell.defenderName,
      ...Object.fromEntries(totals.map((t) => [totalHeading(t.id), result.totals[t.id] === undefined ? '' : percent(result.totals[t.id] ?? 0)])),
      ...edgeColumns(cell, noGame),
      ...(sampled ? { '± (95%)': result.method === 'mc' ? halfWidthPercent(result.maxHalfWidth) : 'exact' } : {}),
    };
  });
}
