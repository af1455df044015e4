import { BOARD_ZONES } from '../../core/battle-rules.js';
import { cellGridSvg } from '../chart-cells.js';
import { sourceText } from '../chart-frame.js';
import { metricOf } from '../battle-figures.js';
import type { Markup } from '../markup.js';
import type { ModelCell, ReportModel } from '../model.js';
import { palette } from '../palette.js';
import { conditionSet, setWords } from './lookups.js';
import { countLegend } from './battle-legend.js';

/** The rows of the grid: each army's three thirds of the board, B's third at the top. */
const ROWS = ['attacker', 'defender'].flatMap((side) => [2, 1, 0].map((row) => `${side}:${row}`));

/**
 * Where on the board each army lost its elements in one battle (issue #48): a row per army and
 * third of the board (B's third at the top, army A's base edge at the foot), a column per third
 * across, left to right as army A sees the board, each cell the mean elements lost there a battle.
 *
 * @example
 * battleWhereSvg(dom, model, 'open battle', cell); // => '<svg ...><g class="cells">...'
 */
export function battleWhereSvg(dom: Document, model: ReportModel, condition: string, cell: ModelCell): Markup {
  const set = conditionSet(model, condition);
  const armyName = (side: string): string => (side === 'attacker' ? cell.attackerName : cell.defenderName);
  const zone = (key: string, column: number): { side: string; row: number; mean: number } => {
    const [side = 'attacker', row = '0'] = key.split(':');
    return { side, row: Number(row), mean: metricOf(cell.result, `${side}-lost-in-zone-${3 * Number(row) + column}`)?.mean ?? 0 };
  };
  const most = Math.max(1, ...ROWS.flatMap((r) => [0, 1, 2].map((c) => zone(r, c).mean)));
  return cellGridSvg(dom, {
    className: 'oddsmith-chart heatmap battle-where',
    frame: { title: `Where elements were lost: ${cell.attackerName} v ${cell.defenderName} — ${condition}`, subtitle: setWords(set, true), source: sourceText(model.report, [set.combat]) },
    rows: { header: 'army, third of the board', keys: ROWS, name: (key) => { const z = zone(key, 0); return `${armyName(z.side)}, ${BOARD_ZONES.rows[z.row] ?? ''}`; } },
    columns: { header: 'across', keys: ['0', '1', '2'], name: (c) => BOARD_ZONES.columns[Number(c)] ?? c },
    cell: (key, c) => {
      const z = zone(key, Number(c));
      const where = `${BOARD_ZONES.rows[z.row] ?? ''}, ${BOARD_ZONES.columns[Number(c)] ?? ''}`;
      return { value: z.mean, text: z.mean.toFixed(2), tooltip: `${armyName(z.side)} lost ${z.mean.toFixed(2)} elements a battle in ${where}` };
    },
    legend: countLegend('Legend: elements lost a battle (cell value)', most, palette.netEdgeScale()),
    note: "Each cell: the mean number of elements the army lost a battle in that ninth of the board, where its front edge's middle stood (where it left the board, if it fled off). Army A's base edge is at the foot; left to right as army A sees the board.",
    missing: 'none',
  });
}
