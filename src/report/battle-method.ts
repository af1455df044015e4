import { BATTLE } from '../core/battle-rules.js';
import { html, type Markup } from './markup.js';
import type { ReportModel } from './model.js';

/** The explanation line that lists what the battle model leaves out (rules/common/battle/explain.ts). */
const LEFT_OUT = 'left out: ';

/** A list joined by '; ' split into its items; a '; ' inside parentheses is part of its item. */
function items(text: string): string[] {
  const out: string[] = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (c === '(') depth++;
    else if (c === ')') depth = Math.max(0, depth - 1);
    else if (depth === 0 && text.startsWith('; ', i)) {
      out.push(text.slice(start, i));
      start = i + 2;
    }
  }
  return [...out, text.slice(start)];
}

/**
 * The method items of a report with battles: the model's settings as each battle's
 * explanation states them (deployment, policy, victory with its line; the armies are each
 * battle's own), each distinct line once, and what the model leaves out, item by item.
 *
 * @example
 * battleMethodItems(model); // => [<li><strong>Battle model</strong>…, <li><strong>What the battle model leaves out</strong>…]
 */
export function battleMethodItems(model: ReportModel): Markup[] {
  const lines = new Set<string>();
  for (const cell of model.cells) {
    if (cell.result.combat !== BATTLE) continue;
    for (const section of cell.result.explanation.sections) if (section.kind === 'lines') for (const line of section.lines) if (!line.startsWith('armies: ')) lines.add(line);
  }
  if (lines.size === 0) return [];
  const settings = [...lines].filter((l) => !l.startsWith(LEFT_OUT));
  const leftOut = [...new Set([...lines].filter((l) => l.startsWith(LEFT_OUT)).flatMap((l) => items(l.slice(LEFT_OUT.length))))];
  return [
    html`<li><strong>Battle model</strong>: both armies deployed in lines and fought bound by bound, each combat worked by the system's own rules; ${settings.length === 1 ? 'every battle' : 'the battles'}: <ul>${settings.map((l) => html`<li>${l}</li>`)}</ul></li>`,
    html`<li><strong>What the battle model leaves out</strong>: <ul>${leftOut.map((l) => html`<li>${l}</li>`)}</ul></li>`,
    ...planGameItems(model),
  ];
}

/** How the battles' plan games were played (issue #49), where any battle has one. */
function planGameItems(model: ReportModel): Markup[] {
  const games = model.cells.flatMap((c) => (c.plans ? [c.plans] : []));
  const first = games[0];
  if (first === undefined) return [];
  const per = [...new Set(games.map((g) => g.trials))].map((t) => (t === null ? 'every pair worked exactly' : `${t.toLocaleString('en-US')} battles a pair`)).join(' or ');
  const plans = [...new Set(first.cells.map((c) => c.a))];
  return [html`<li><strong>Plans of play</strong>: each battle on the board was also fought under each of the ${first.cells.length} pairs of plans (${plans.join(', ')}; docs/battles.md), ${per} (--plan-trials), and the zero-sum game over the attacker's edge (win − loss) solved for both sides' best mixtures of plans: the summary table gives the chances under them, the plans each side plays and how often, and the attacker's win chance from its worst pair of plans to its best; plans.csv has every pair.</li>`];
}
