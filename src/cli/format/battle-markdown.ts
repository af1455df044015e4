import type { MatchupResult } from '../../core/result.js';
import type { RuleSystem } from '../../core/system.js';
import { markdownText } from '../../report/escape.js';
import { markdownDocument, markdownTable, reproduceLine } from '../../report/markdown-table.js';
import type { PlanGame } from '../../core/plan-game.js';
import { planGameGrid, planGameLines } from '../../report/plan-game-text.js';
import { battleHeading, battleLostGrid, battleResultGrid, battleWhereGrid, decidedLines, edgeLine } from './battle-table.js';

/**
 * `battle --format markdown`: the armies in bold, the method, the model's settings as a list,
 * win, loss and draw, army A's edge, the plan game (best play, the line advance, the spread), and what each army lost as pipe tables, when battles are decided, what
 * the model leaves out, and the command that gives it again. The same cells as the text
 * answer (battle-table.ts).
 */
export function battleMarkdown(system: RuleSystem, result: MatchupResult, names: { readonly attacker: string; readonly defender: string }, reproduce: readonly string[], game: PlanGame | null = null): string {
  const { head, model, leftOut } = battleHeading(system, result);
  const decided = decidedLines(result);
  const where = battleWhereGrid(result, names);
  return markdownDocument([
    `**${markdownText(`${names.attacker} v ${names.defender}`)}**`,
    markdownText(head),
    model.map((l) => `- ${markdownText(l)}`),
    markdownTable(battleResultGrid(result, names)),
    markdownText(edgeLine(result, names)),
    ...(game ? [planGameLines(game, names).map((l) => `- ${markdownText(l)}`), markdownTable(planGameGrid(game, names))] : []),
    ...(decided.length > 0 ? [decided.map((l) => `- ${markdownText(l)}`)] : []),
    markdownTable(battleLostGrid(system, result, names)),
    ...(where ? [markdownTable(where), markdownText("A's base edge at the foot, B's third at the top; left to right as A sees the board.")] : []),
    ...leftOut.map(markdownText),
    reproduceLine(reproduce, system.id),
  ]);
}
