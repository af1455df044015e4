import { groups, max } from 'd3-array';
import { format } from 'd3-format';
import { halfWidthPercent } from './half-width.js';
import { html, type Markup } from './markup.js';
import type { ReportModel } from './model.js';
import type { ConditionSet } from './sweep.js';
import { battleMethodItems } from './battle-method.js';
import { isBattle } from './battle-entries.js';

const count = (n: number, one: string, many = `${one}s`): string => `${format(',')(n)} ${n === 1 ? one : many}`;

/** How the numbers were made and how precise they are: exact cells say nothing of trials or seed. */
function methodItems(model: ReportModel): Markup[] {
  const { report } = model;
  const exact = model.cells.filter((c) => c.result.method === 'exact');
  const mc = model.cells.filter((c) => c.result.method === 'mc');
  const items: Markup[] = [];
  if (exact.length > 0) {
    const spaces = [...new Set(exact.map((c) => c.result.exactSpace).filter((n): n is string => n !== null))];
    const space = spaces.length > 0 ? ` over ${spaces.slice(0, 3).join(' or ')}${spaces.length > 3 ? ' or more' : ''} per matchup` : '';
    items.push(html`<li><strong>Exact enumeration</strong> for ${count(exact.length, 'matchup')}${space}: these probabilities have no sampling error.</li>`);
  }
  if (mc.length > 0) {
    const widest = max(mc, (c) => c.result.maxHalfWidth) ?? 0;
    const trials = report.trials === null ? 'a varying number of' : format(',')(report.trials);
    const seed = report.seed === null ? 'unrecorded' : report.seed;
    items.push(
      html`<li><strong>Monte Carlo</strong> for ${count(mc.length, 'matchup')}: ${trials} trials per matchup (the most any matchup used), root seed ${seed}. Every probability carries a 95% Wilson score interval; the widest half-width is ±${halfWidthPercent(widest)} (percentage points). The same seed and trials give the same numbers.</li>`,
    );
  }
  return items;
}

/** The rules the run used: the system, any overlay and options. */
function rulesItems(model: ReportModel): Markup[] {
  const { report } = model;
  const items = [html`<li><strong>Rule system:</strong> ${report.system.title}, from seed file <code>${report.system.seedFile}</code>.</li>`];
  if (report.overlay) {
    const changes = report.overlay.changes.map((c) => html`<li><code>${c}</code></li>`);
    items.push(html`<li><strong>What-if overlay</strong> <code>${report.overlay.name}</code> (SHA-256 ${report.overlay.hash.slice(0, 12)}…) changed the rules' data: <ul>${changes}</ul></li>`);
  }
  if (report.options) items.push(html`<li><strong>Options</strong> other than the documented rulings: <code>${report.options}</code>.</li>`);
  return items;
}

function conditionsItem(conditions: readonly ConditionSet[]): Markup {
  const whatIf = (c: ConditionSet): Markup | null =>
    c.overlay ? html`; <strong>what-if overlay</strong> <code>${c.overlay.name}</code>: ${c.overlay.changes.map((x, i) => html`${i > 0 ? ', ' : ''}<code>${x}</code>`)}` : null;
  const sets = conditions.map((c) => html`<li>${c.name}: ${c.combat}; attacker ${c.attacker || 'no special conditions'}; defender ${c.defender || 'no special conditions'}${whatIf(c)}</li>`);
  return html`<li><strong>Condition sets</strong> (the first is the baseline): <ul>${sets}</ul></li>`;
}

/** The notes and the matchups the rules do not allow, each folded behind a summary. */
function leftOutItems(model: ReportModel): Markup[] {
  const { notes, skipped } = model.report;
  const items: Markup[] = [];
  if (notes.length > 0) {
    const list = notes.map((n) => html`<li>${n}</li>`);
    items.push(html`<li><strong>Notes</strong> (${count(notes.length, 'note')}: conditions that change nothing in some matchups, and hints): <details><summary>show</summary><ul>${list}</ul></details></li>`);
  }
  if (skipped.length === 0) return [...items, html`<li><strong>Skipped matchups:</strong> none.</li>`];
  const byReason = groups(skipped, (s) => s.reason);
  const reasons = byReason.map(([reason, list]) => {
    const which = list.map((s) => `${model.name(s.attacker)} v ${model.name(s.defender)} (${s.condition})`).join(', ');
    return html`<li>${reason} — ${count(list.length, 'matchup')}: ${which}</li>`;
  });
  items.push(
    html`<li><strong>Skipped matchups:</strong> ${count(skipped.length, 'matchup')} the rules do not allow, shown as n/a in the charts.<details><summary>${count(byReason.length, 'reason')}</summary><ul>${reasons}</ul></details></li>`,
  );
  return items;
}

/** The method note of a sweep report: how the numbers were made, from which rules, under which conditions. */
export function methodSection(model: ReportModel): Markup {
  const items = [
    ...methodItems(model),
    ...rulesItems(model),
    ...battleMethodItems(model),
    ...(model.conditions.some(isBattle) ? [] : [html`<li><strong>Net edge</strong> (heatmaps, condition effects): the chance the defender suffers an unfavourable outcome minus the chance the attacker does, from −1 to +1; positive favours the attacker.</li>`]),
    conditionsItem(model.conditions),
    ...leftOutItems(model),
  ];
  return html`<section id="method" aria-labelledby="method-heading"><h2 id="method-heading">Method</h2><ul class="method">${items.map((item, i) => html`${i > 0 ? '\n' : ''}${item}`)}</ul></section>`;
}
