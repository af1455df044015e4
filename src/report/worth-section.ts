import type { WorthAnswer } from '../analysis/worth-answer.js';
import { dataTable } from './html.js';
import { html, type Markup } from './markup.js';
import type { Block } from './prose.js';
import { couldTurnLegend, verdictText } from './could-turn-text.js';
import { BATTLES, WORTH_RULING, type WorthContext } from './worth-format.js';
import { generalCouldTurn, shortLines, worthText, type WorthRow } from './worth-rows.js';
import { playWords } from './worth-play-text.js';

/** What a balance report shows of `--battle`: the worth rows, the answer and its context. */
export interface WorthSection {
  readonly rows: readonly WorthRow[];
  readonly answer: WorthAnswer;
  readonly context: WorthContext;
}

/** The table's records, as the text table has them: type, cost, worth, both verdicts. */
function records(section: WorthSection): Record<string, string | number>[] {
  const g = section.answer.general;
  const c = section.context;
  return [
    ...section.rows.map((r) => ({ type: r.name, cost: r.cost, 'worth in AP (95%)': worthText(r.worth, r.interval), ...secondMeasures(section, r), ...onLine(section, r.line ? worthText(r.line.worth, r.line.interval) : '-'), 'in battles': verdictText(r.verdict, r.couldTurn), 'single combat': r.single ?? '-' })),
    ...(g ? [{ type: "the general's place", cost: 0, 'worth in AP (95%)': worthText(g.worth, g.interval), ...secondMeasures(section, null), ...onLine(section, '-'), 'in battles': verdictText(g.verdict, generalCouldTurn(section.answer, c.trials)), 'single combat': '-' }] : []),
  ];
}

/** With --break-even, the break-even cost and whether it agrees with the worth; with --plans, the range across plans and whether plans disagree (issue #49). */
function secondMeasures(section: WorthSection, r: WorthRow | null): Record<string, string> {
  const out: Record<string, string> = {};
  if (section.answer.breakEven) {
    const b = r?.breakEven;
    out['break-even (95%)'] = !b ? '-' : b.breakEven !== null && b.interval ? worthText(b.breakEven, b.interval) : b.bound ? `${b.bound.side === 'at-least' ? 'at least' : 'at most'} ${b.bound.price}` : '-';
    out['measures'] = !b ? '-' : b.agrees ? 'agree' : 'disagree';
  }
  if (section.answer.plans?.how === 'every') {
    const p = r?.plans;
    out['across plans'] = p && Number.isFinite(p.range[0]) ? `${p.range[0].toFixed(2)} to ${p.range[1].toFixed(2)}${p.disagree ? ' (plans disagree)' : ''}` : '-';
  }
  return out;
}

/** On the board, the column of the same battles' worth on the line (issue #48); nothing on the line. */
const onLine = (section: WorthSection, text: string): Record<string, string> => (section.answer.onLine ? { 'on the line': text } : {});

/** What the board gave each type, one sentence a type; empty on the line. */
const boardGave = (section: WorthSection): string[] => section.rows.flatMap((r) => (r.boardGave ? [r.boardGave] : []));

/** The method in words, for the page and summary.md. */
function method(section: WorthSection): string {
  const c = section.context;
  return `Armies: ${c.armies.join('; ')}. Each is a reference army and one of the field. Each reference army, each variant less one element of each of its types and one with its general moved to the first front element of its most common other type, fought every army of the field as the text's attacker with the first bound drawn at random (${section.answer.method}). A type's worth is what losing one element costs its army in win chance (a draw half), in AP at the rate the army's AP buy win chance at the margin, averaged over the armies fielding it (weighted by the inverse of their variances); its 95% interval is the delta method's over the independent Monte Carlo estimates (${WORTH_RULING}). Fair when the interval holds the cost.${play(section)}`;
}

/** How the armies were played on the board, after the method; nothing on the line. */
function play(section: WorthSection): string {
  const words = playWords(section.answer);
  return words === null ? '' : ` ${words}`;
}

/** The report page's section: the table, the general's place, why verdicts differ, the method. */
export function worthHtml(section: WorthSection): Markup {
  const why = section.rows.flatMap((r) => (r.why ? [r.why] : []));
  const gave = boardGave(section);
  const trials = section.context.trials;
  const short = shortLines(section.rows, section.answer);
  const intro = html`${trials ? html`<p class="hint">${couldTurnLegend(trials, BATTLES).join(' ')}</p>` : null}<p class="hint">${method(section)}</p>${why.length > 0 ? html`<p class="hint">Where battles and single combats judge a type differently:</p><ul>${why.map((w) => html`<li>${w}</li>`)}</ul>` : null}${gave.length > 0 ? html`<p class="hint">What the board gave each type that the line did not (the same battles fought on the line):</p><ul>${gave.map((w) => html`<li>${w}</li>`)}</ul>` : null}${short.head.map((h) => html`<p class="hint">${h}</p>`)}${short.lines.length > 0 ? html`<ul>${short.lines.map((w) => html`<li>${w}</li>`)}</ul>` : null}`;
  return dataTable('worth', 'Worth in an army (battles)', records(section), intro);
}

/** The same for summary.md. */
export function worthBlocks(section: WorthSection): Block[] {
  const short = shortLines(section.rows, section.answer);
  const why = section.rows.flatMap((r) => (r.why ? [[r.why]] : []));
  return [
    { kind: 'h2', text: ['Worth in an army (battles)'] },
    ...(section.context.trials ? [{ kind: 'p', text: [couldTurnLegend(section.context.trials, BATTLES).join(' ')] } as const] : []),
    { kind: 'list', items: records(section).map((r) => [`${r['type']}: cost ${r['cost']}, worth ${r['worth in AP (95%)']} AP${r['on the line'] !== undefined ? ` (${r['on the line']} on the line)` : ''}; ${r['in battles']} in battles, ${r['single combat']} in single combats`]) },
    ...(why.length > 0 ? [{ kind: 'p', text: ['Where battles and single combats judge a type differently:'] } as const, { kind: 'list', items: why } as const] : []),
    ...(boardGave(section).length > 0 ? [{ kind: 'p', text: ['What the board gave each type that the line did not (the same battles fought on the line):'] } as const, { kind: 'list', items: boardGave(section).map((w) => [w]) } as const] : []),
    ...short.head.map((h) => ({ kind: 'p', text: [h] }) as const),
    ...(short.lines.length > 0 ? [{ kind: 'list', items: short.lines.map((w) => [w]) } as const] : []),
    { kind: 'p', text: [method(section)] },
  ];
}
