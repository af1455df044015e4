import type { MatchupResult } from '../../core/result.js';
import { sideNames } from '../../core/side-names.js';
import type { RuleCitation, RuleSystem } from '../../core/system.js';
import { totalsLine } from '../../report/answer-text.js';
import { markdownText } from '../../report/escape.js';
import { markdownDocument, markdownTable, reproduceLine } from '../../report/markdown-table.js';
import { combatKind, matchupHeading, metricGrid, outcomeGrid, resultGrid, totalsGrid } from './matchup-table.js';

/**
 * `matchup --format markdown`: the answer a writer posts on a forum. The sides in bold, the
 * method line, then as pipe tables the rows `matchup` prints as text (how each total is built,
 * every result with its chance and rule, each side's outcomes, the metrics), the totals line,
 * and the command that gives it again. The same cells as the text answer (matchup-table.ts),
 * so the same seed gives the same figures.
 */
export function matchupMarkdown(system: RuleSystem, result: MatchupResult, atLeast: readonly number[] | null, reproduce: readonly string[]): string {
  const names = sideNames(system, result);
  const kind = combatKind(system, result);
  const [head, sides] = matchupHeading(system, result, names, ' v ');
  const sections = result.explanation.sections;
  const rules = sections.flatMap((s): readonly RuleCitation[] => (s.kind === 'rules' ? s.rules : []));
  const metrics = metricGrid(result, atLeast);
  const totals = totalsLine(kind, result, names);
  return markdownDocument([
    `**${markdownText(sides)}**`,
    markdownText(head),
    ...sections.flatMap((s) => (s.kind === 'totals' ? [markdownTable(totalsGrid(s, names))] : [])),
    markdownTable(resultGrid(kind, result, names, rules)),
    markdownTable(outcomeGrid(kind, result, names)),
    ...(metrics ? [markdownTable(metrics)] : []),
    ...(totals ? [markdownText(totals)] : []),
    reproduceLine(reproduce, system.id),
  ]);
}
