import type { WorthAnswer } from '../../analysis/worth-answer.js';
import { printable } from '../../core/printable.js';
import { alignColumns } from '../../report/align-columns.js';
import { couldTurnLegend, verdictText } from '../../report/could-turn-text.js';
import { BATTLES, WORTH_RULING, type WorthContext } from '../../report/worth-format.js';
import { generalCouldTurn, shortLines, worthText, type WorthRow } from '../../report/worth-rows.js';
import { playWords } from '../../report/worth-play-text.js';
import { BRIEF, cutList, proseLines, type ListDetail } from '../../report/terminal-lines.js';

/** The heading lines of a worth answer: what was fought, how, and how to read it. */
export function worthHead(title: string, answer: WorthAnswer, context: WorthContext): string[] {
  return [
    `${title} · balance --battle · worth in an army · ${answer.method}${context.overlay ? ` · overlay ${context.overlay.name}` : ''}`,
    ...(context.fieldArmies ? [`Reference armies: ${context.armies.join('; ')}`, `Field (--field): ${context.fieldArmies.join('; ')}`] : [`Armies (each a reference army and one of the field): ${context.armies.join('; ')}`]),
    `Each reference army less one element of each type, and with its general moved, fought against every army of the field as the text's attacker, the first bound drawn at random (${WORTH_RULING}); a win counts 1, a draw 1/2.`,
    ...(answer.breakEven ? ["Break-even (--break-even; src/rules/common/battle/RULINGS.md B19): the price at which the armies fielding the type, bought again at it (B18), score a half against the field bought at it; = where its 95% interval meets the worth's, x where the two measures disagree."] : []),
    ...[playWords(answer)].filter((w) => w !== null),
    "Worth: what losing one element costs in win chance, in AP at the rate the army's AP buy win chance; fair when its 95% interval holds the cost.",
    ...(context.trials ? couldTurnLegend(context.trials, BATTLES) : []),
  ];
}

/** A break-even cost: '2.62 (2.10-3.14)', or the grid's bound: '>= 6', '<= 0.5'. */
function breakEvenText(b: NonNullable<WorthRow['breakEven']>): string {
  if (b.breakEven !== null && b.interval) return worthText(b.breakEven, b.interval);
  return b.bound ? `${b.bound.side === 'at-least' ? '>=' : '<='} ${b.bound.price}` : '-';
}

/** A range of worths: '0.81 to 2.40'. */
const rangeText = ([lo, hi]: readonly [number, number]): string => `${lo.toFixed(2)} to ${hi.toFixed(2)}`;

/** How many "why the verdicts differ" sentences the table prints unless told --verbose. */
const WHY_SHOWN = 3;

/**
 * The readable worth table: each type's cost, worth with its 95% interval, battle and
 * single-combat verdicts; then the general and why verdicts differ (the first few, unless
 * `detail.verbose`), the prose wrapped to a terminal's width.
 */
export function worthTable(title: string, rows: readonly WorthRow[], answer: WorthAnswer, context: WorthContext, detail: ListDetail = BRIEF): string {
  // On the board, each type's worth in the same battles on the line beside it (issue #48).
  const compared = answer.onLine ? [(r: WorthRow): string => (r.line ? worthText(r.line.worth, r.line.interval) : '-')] : [];
  // With --plans, the range of its worth across plans, and ! where plans disagree on its verdict.
  const spread = answer.plans?.how === 'every' ? [(r: WorthRow): string => (r.plans && Number.isFinite(r.plans.range[0]) ? `${rangeText(r.plans.range)}${r.plans.disagree ? ' !' : ''}` : '-')] : [];
  // With --break-even, the second measure, and = where it agrees with the worth (their intervals meet), x where not.
  const second = answer.breakEven ? [(r: WorthRow): string => (r.breakEven ? `${breakEvenText(r.breakEven)} ${r.breakEven.agrees ? '=' : 'x'}` : '-')] : [];
  const cells = rows.map((r) => [r.id, String(r.cost), worthText(r.worth, r.interval), ...second.map((f) => f(r)), ...spread.map((f) => f(r)), ...compared.map((f) => f(r)), verdictText(r.verdict, r.couldTurn), r.single ?? '-', r.why ? '*' : '']);
  const g = answer.general;
  if (g) cells.push(["general's place", '0', worthText(g.worth, g.interval), ...second.map(() => '-'), ...spread.map(() => '-'), ...compared.map(() => '-'), verdictText(g.verdict, generalCouldTurn(answer, context.trials)), '-', '']);
  const head = answer.plans ? 'worth in AP, best plan (95%)' : answer.onLine ? 'worth in AP on the board (95%)' : 'worth in AP (95%)';
  const right = new Set(Array.from({ length: 1 + 1 + second.length + spread.length + compared.length }, (_, i) => i + 1));
  const table = alignColumns([['type', 'cost', head, ...second.map(() => 'break-even (95%)'), ...spread.map(() => 'across plans'), ...compared.map(() => 'on the line'), 'in battles', 'single combat', ''], ...cells], { right });
  const prose = (line: string): string[] => proseLines(printable(line));
  const why = rows.flatMap((r) => (r.why ? [prose(`* ${r.why}`).join('\n')] : []));
  const gave = rows.flatMap((r) => (r.boardGave ? [prose(r.boardGave).join('\n')] : []));
  const short = shortLines(rows, answer);
  const general = g ? ["general's place: the general on his own element rather than on the first front element of the army's most common other type, in AP (002:79's General is free)."] : [];
  return `${[...worthHead(title, answer, context).flatMap(prose), '', ...table.map((l) => `  ${printable(l)}`), '', ...general.flatMap(prose), ...cutList(why, WHY_SHOWN, 'reasons the verdicts differ', detail), ...(gave.length > 0 ? ['What the board gave each type that the line did not:', ...cutList(gave, WHY_SHOWN, 'types', detail)] : []), ...short.head.flatMap(prose), ...cutList(short.lines.map((l) => prose(l).join('\n')), WHY_SHOWN, 'types short of it', detail)].join('\n')}\n`;
}
