import { BATTLE } from '../core/battle-rules.js';
import type { ChartEntry } from './chart-entry.js';
import { battleDecidedSvg } from './charts/battle-decided.js';
import { battleKillsSvg } from './charts/battle-kills.js';
import { battleLossesSvg } from './charts/battle-losses.js';
import { battleWhereSvg } from './charts/battle-where.js';
import { battleWinsSvg } from './charts/battle-wins.js';
import { metricOf } from './battle-figures.js';
import type { ReportModel } from './model.js';

/** Whether a condition set fights battles (its sides are armies). */
export const isBattle = (set: { readonly combat: string }): boolean => set.combat === BATTLE;

/** The metrics a battle report draws as distributions: the bound of the decision and the losses, not each kill pairing (the matrices show those). */
export const BATTLE_DISTRIBUTIONS: ReadonlySet<string> = new Set(['bounds', 'attacker-lost', 'defender-lost', 'attacker-ap-lost', 'defender-ap-lost']);

/**
 * The charts of a battle sweep (issue #35 item 5): who wins each battle with its interval and
 * the decision curve, per battle set; then under the first battle set, per battle, losses by
 * type and what destroyed what. `slug` names files as every chart's are named.
 */
export function battleEntries(model: ReportModel, slug: (text: string) => string): ChartEntry[] {
  const sets = model.conditions.map((c, i) => ({ c, i })).filter(({ c }) => isBattle(c) && model.cellsOf(c.name).length > 0);
  const perSet = sets.flatMap(({ c, i }): ChartEntry[] => [
    {
      id: `wins-${i + 1}-${slug(c.name)}`,
      title: `Who wins, ${c.name}`,
      caption: `Each battle's chance of a win for either army and of a draw under “${c.name}”, with 95% intervals.`,
      section: 'Who wins',
      collapsed: false,
      overview: true,
      draw: (dom) => battleWinsSvg(dom, model, c.name),
    },
    {
      id: `decided-${i + 1}-${slug(c.name)}`,
      title: `Decision curve, ${c.name}`,
      caption: `The chance each battle is decided by the end of each bound under “${c.name}”; draws are never decided.`,
      section: 'When battles are decided',
      collapsed: false,
      draw: (dom) => battleDecidedSvg(dom, model, c.name),
    },
  ]);
  const first = sets[0]?.c.name;
  if (first === undefined) return perSet;
  const battles = model.cellsOf(first);
  const each = (kind: 'losses' | 'kills'): ChartEntry[] =>
    battles.map((cell) => ({
      id: `${kind}-${slug(cell.attackerName)}-v-${slug(cell.defenderName)}`,
      title: `${kind === 'losses' ? 'Losses by type' : 'What destroyed what'}: ${cell.attackerName} v ${cell.defenderName}`,
      caption: kind === 'losses' ? `Elements each army lost a battle, by type, under “${first}”.` : `Elements of each type destroyed a battle, by the type that destroyed them, under “${first}”.`,
      section: kind === 'losses' ? `Losses by type under “${first}”` : `What destroyed what under “${first}”`,
      collapsed: battles.length > 2,
      draw: (dom: Document) => (kind === 'losses' ? battleLossesSvg(dom, model, first, cell) : battleKillsSvg(dom, model, first, cell)),
    }));
  // On the board, where each army lost its elements (the line does not tell).
  const where: ChartEntry[] = battles
    .filter((cell) => metricOf(cell.result, 'attacker-lost-in-zone-0') !== undefined)
    .map((cell) => ({
      id: `where-${slug(cell.attackerName)}-v-${slug(cell.defenderName)}`,
      title: `Where elements were lost: ${cell.attackerName} v ${cell.defenderName}`,
      caption: `Elements each army lost a battle in each ninth of the board, under “${first}”.`,
      section: `Where on the board under “${first}”`,
      collapsed: battles.length > 2,
      draw: (dom: Document) => battleWhereSvg(dom, model, first, cell),
    }));
  return [...perSet, ...each('losses'), ...where, ...each('kills')];
}
