import { decode } from '../core/outcome-code.js';
import { printable } from '../core/printable.js';
import { withSideNames } from '../core/side-names.js';
import type { Interval, MatchupResult, MetricResult } from '../core/result.js';
import type { CombatKind, ExplanationSection } from '../core/system.js';
import { leverWords, type Lever } from '../engine/levers.js';
import { wilson } from '../engine/wilson.js';
import { escapeHtml } from '../report/escape.js';
import { halfWidthPercent } from '../report/half-width.js';
import { percent, percentWithInterval } from '../report/percent.js';
import type { PlanGame } from '../core/plan-game.js';
import { planGameGrid, planGameLines } from '../report/plan-game-text.js';

/**
 * The explorer's answer as HTML text, from the same result object `matchup` prints: the
 * title, the explanation with each factor and its seed citation, a 6 x 6 grid of every roll
 * where the dice space is one d6 each, the chance of each outcome, totals, metrics and
 * levers, each Monte Carlo figure with its 95% interval as `matchup` prints it. Every name and
 * number goes through the reports' `escapeHtml`: troop names are data an overlay sets.
 */

/**
 * An error as one line, shown as the CLI shows its own (`printable`): a control or
 * bidirectional character from a link is an escape, never a reordered or broken line.
 *
 * @example
 * errorLine("unknown troop 'a\u202eb'"); // => '<p class="error" role="alert">unknown troop &#39;a\\u202eb&#39;</p>'
 */
export function errorLine(message: string): string {
  return `<p class="error" role="alert">${escapeHtml(printable(message))}</p>`;
}

/** A Monte Carlo run's trials for turning a probability back into its count (null for exact). */
const trialsOf = (result: MatchupResult): number | null => (result.method === 'mc' ? result.trials : null);

/** A chance read off a Monte Carlo run of `n` trials, with its Wilson interval; a plain chance for exact. */
function chanceOf(p: number, n: number | null): string {
  return percentWithInterval(p, n === null ? null : wilson(Math.round(p * n), n));
}

const signed = (n: number): string => (n > 0 ? `+${n}` : String(n));

/** An explanation section, each side by its name and each outcome by its label, as `matchup` prints them. */
function section(s: ExplanationSection, kind: CombatKind, names: { attacker: string; defender: string }): string {
  if (s.kind === 'lines') return `<h3>${escapeHtml(s.title)}</h3><ul>${s.lines.map((l) => `<li>${escapeHtml(l)}</li>`).join('')}</ul>`;
  if (s.kind === 'totals') {
    const row = (label: string, side: typeof s.attacker): string =>
      `<tr><th scope="row">${escapeHtml(label)}</th><td class="num">${escapeHtml(signed(side.total))}</td><td>${side.parts.map((p) => `${escapeHtml(p.label)} ${escapeHtml(signed(p.value))} <cite>[${escapeHtml(p.cite)}]</cite>`).join(', ')}</td></tr>`;
    return `<h3>totals before the die</h3><table><thead><tr><th></th><th>total</th><th>built from</th></tr></thead><tbody>${row(names.attacker, s.attacker)}${row(names.defender, s.defender)}</tbody></table>`;
  }
  const label = (outcome: string): string => kind.outcomes.find((o) => o.id === outcome)?.label ?? outcome;
  return `<h3>the rule behind each result</h3><ul>${s.rules.map((r) => `<li>${escapeHtml(names[r.side])} ${escapeHtml(label(r.outcome))}: ${escapeHtml(r.rule)} <cite>[${escapeHtml(r.cite)}]</cite></li>`).join('')}</ul>`;
}

/** The 6 x 6 grid: each pair of dice, coloured by whom the result goes against. */
export function gridHtml(kind: CombatKind, axes: readonly { readonly name: string; readonly values: readonly string[] }[], codes: Int32Array, names: { attacker: string; defender: string }): string {
  const bad = new Set(kind.outcomes.filter((o) => o.unfavourable).map((o) => o.id));
  const label = new Map(kind.outcomes.map((o) => [o.id, o.label]));
  const attackerAxis = axes.findIndex((x) => x.name === 'attacker');
  const defenderAxis = axes.findIndex((x) => x.name === 'defender');
  const rows: string[] = [];
  for (let a = 1; a <= 6; a++) {
    const cells: string[] = [];
    for (let d = 1; d <= 6; d++) {
      const code = codes[(a - 1) * 6 + (d - 1)] ?? 0;
      const indices = decode(axes, code);
      const onA = axes[attackerAxis]?.values[indices[attackerAxis] ?? 0] ?? '';
      const onD = axes[defenderAxis]?.values[indices[defenderAxis] ?? 0] ?? '';
      const cls = bad.has(onD) && !bad.has(onA) ? 'good' : bad.has(onA) && !bad.has(onD) ? 'bad' : bad.has(onA) ? 'both' : 'even';
      const words = [bad.has(onD) ? `${names.defender} ${label.get(onD) ?? onD}` : '', bad.has(onA) ? `${names.attacker} ${label.get(onA) ?? onA}` : ''].filter((w) => w).join('; ') || 'no effect';
      cells.push(`<td class="${cls}" title="${escapeHtml(`${names.attacker} ${a}, ${names.defender} ${d}: ${words}`)}">${escapeHtml(cls === 'even' ? '·' : cls === 'good' ? 'A' : cls === 'bad' ? 'D' : 'AD')}</td>`);
    }
    rows.push(`<tr><th scope="row">${a}</th>${cells.join('')}</tr>`);
  }
  return `<h3>every roll</h3><table class="grid" aria-label="${escapeHtml(`${names.attacker}'s die down, ${names.defender}'s die across`)}"><thead><tr><th>${escapeHtml(names.attacker)} \\ ${escapeHtml(names.defender)}</th>${[1, 2, 3, 4, 5, 6].map((d) => `<th>${d}</th>`).join('')}</tr></thead><tbody>${rows.join('')}</tbody></table>
<p class="hint">A: the roll goes against ${escapeHtml(names.defender)}; D: against ${escapeHtml(names.attacker)}; AD: both; ·: no effect.</p>`;
}

/**
 * The whole answer, what a player reads first at the top: who meets whom (`situation`: each
 * side's name with its conditions), the kind's totals, and the notes that say what had no
 * effect; then each outcome, the grid, how the totals are built, metrics and levers.
 */
export function answerHtml(kind: CombatKind, result: MatchupResult, names: { attacker: string; defender: string }, levers: readonly Lever[] | null, notes: readonly string[], grid: string, situation?: { attacker: string; defender: string }): string {
  const parts = answerParts(kind, result, names, levers, notes, grid, situation);
  return `${parts.head}\n${parts.body}`;
}

/** The answer in two parts, the page's share buttons between them: its first lines and notes (`head`), and the rest. */
export function answerParts(kind: CombatKind, result: MatchupResult, names: { attacker: string; defender: string }, levers: readonly Lever[] | null, notes: readonly string[], grid: string, situation?: { attacker: string; defender: string }): { head: string; body: string } {
  const outcomes = kind.outcomes
    .filter((o) => (result.outcomes.attacker[o.id] ?? 0) > 0 || (result.outcomes.defender[o.id] ?? 0) > 0)
    .map((o) => `<tr><th scope="row">${escapeHtml(o.label)}</th>${(['attacker', 'defender'] as const).map((side) => `<td class="num">${escapeHtml(percentWithInterval(result.outcomes[side][o.id] ?? 0, result.intervals?.[side][o.id]))}</td>`).join('')}</tr>`);
  const named = (label: string): string => withSideNames(label, names);
  // A total with its parts beside it, as the CLI prints them: "Knights win 8.3% (doubling 0.0%)".
  const total = (id: string): string => percentWithInterval(result.totals[id] ?? 0, result.totalsIntervals?.[id]);
  const totals = kind.totals
    .filter((t) => !t.partOf)
    .map((t) => {
      const inner = kind.totals.filter((x) => x.partOf === t.id).map((x) => `${named(x.label)} ${total(x.id)}`);
      return `<li>${escapeHtml(named(t.label))}: <strong>${escapeHtml(total(t.id))}</strong>${inner.length > 0 ? ` (${escapeHtml(inner.join(', '))})` : ''}</li>`;
    });
  const mean = (m: MetricResult): string => `${m.mean.toFixed(2)}${m.intervals ? ` [${m.intervals.mean[0].toFixed(2)}, ${m.intervals.mean[1].toFixed(2)}]` : ''}`;
  const metrics = result.metrics.map((m) => `<tr><th scope="row">${escapeHtml(named(m.label))}</th><td class="num">${escapeHtml(mean(m))}</td><td class="num">${escapeHtml(`${m.p5} / ${m.p50} / ${m.p95}`)}</td></tr>`);
  // Each metric's distribution as bars: every value with a chance of at least 0.1%.
  const distributions = result.metrics.map((m) => {
    const most = Math.max(...m.probabilities, 1e-9);
    const bars = m.probabilities.flatMap((p, k) => (p >= 0.001 ? [`<tr><td class="num">${k + (m.offset ?? 0)}</td><td class="bar-cell"><span class="bar" style="width:${((p / most) * 100).toFixed(1)}%"></span></td><td class="num">${escapeHtml(chanceOf(p, trialsOf(result)))}</td></tr>`] : []));
    return `<details><summary>${escapeHtml(named(m.label))}: distribution</summary><table class="dist"><tbody>${bars.join('')}</tbody></table></details>`;
  });
  const method = result.method === 'exact' ? `exact over ${result.exactSpace ?? 'every outcome'}` : `Monte Carlo, ${result.trials?.toLocaleString('en-US')} trials, seed ${result.seed}, largest 95% half-width ±${halfWidthPercent(result.maxHalfWidth)}`;
  const head = `<p class="meta">${escapeHtml(result.system)} · ${escapeHtml(kind.label)} · ${escapeHtml(method)}</p>
<h2>${escapeHtml(situation?.attacker ?? names.attacker)} v ${escapeHtml(situation?.defender ?? names.defender)}</h2>
<ul class="totals">${totals.join('')}</ul>
${notes.length > 0 ? `<ul class="notes">${notes.map((n) => `<li>${escapeHtml(n)}</li>`).join('')}</ul>` : ''}`;
  const body = `<h3>chance of each outcome</h3>
<table><thead><tr><th></th><th>${escapeHtml(names.attacker)}</th><th>${escapeHtml(names.defender)}</th></tr></thead><tbody>${outcomes.join('')}</tbody></table>
${grid}
${result.explanation.sections.map((x) => section(x, kind, names)).join('')}
${metrics.length > 0 ? `<h3>metrics</h3><table><thead><tr><th></th><th>mean</th><th>5th / 50th / 95th</th></tr></thead><tbody>${metrics.join('')}</tbody></table>${distributions.join('')}` : ''}
${levers && levers.length > 0 ? `<h3>what changes the odds most</h3><table><thead><tr><th>change</th><th>points</th><th>then</th></tr></thead><tbody>${levers.map((l) => `<tr><td>${escapeHtml(leverWords(l, names))}</td><td class="num">${escapeHtml(`${l.change > 0 ? '+' : ''}${(l.change * 100).toFixed(1)}`)}</td><td class="num">${escapeHtml(percent(l.favourable))}</td></tr>`).join('')}</tbody></table>` : ''}`;
  return { head, body };
}

/**
 * A battle's plan game as `battle` prints it (report/plan-game-text.ts): the chances under both
 * sides' best plans and the edge, the plans each plays, the line advance, the spread across the
 * pairs of plans and how it was solved; then army A's win chance under each pair.
 */
export function planGameHtml(game: PlanGame, names: { attacker: string; defender: string }): string {
  // A line the CLI indents goes on with the one before it, on a line of its own.
  const items = planGameLines(game, names).reduce<string[]>((all, line) => (line.startsWith('  ') && all.length > 0 ? [...all.slice(0, -1), `${all[all.length - 1]}<br>${escapeHtml(line.trim())}`] : [...all, escapeHtml(line)]), []);
  const grid = planGameGrid(game, names);
  const rows = grid.rows.map(([plan = '', ...cells]) => `<tr><th scope="row">${escapeHtml(plan)}</th>${cells.map((c) => `<td class="num">${escapeHtml(c)}</td>`).join('')}</tr>`);
  return `<h3>every plan against every plan</h3><ul class="plans">${items.map((l) => `<li>${l}</li>`).join('')}</ul>
<table><thead><tr>${grid.header.map((h) => `<th>${escapeHtml(h)}</th>`).join('')}</tr></thead><tbody>${rows.join('')}</tbody></table>`;
}

/** One side of a comparison: what it is, and its result. */
export interface Compared {
  readonly label: string;
  readonly result: MatchupResult;
}

/**
 * Two answers side by side, and the difference: each side's chance of each outcome and the
 * kind's totals, first, second, and second minus first in points.
 */
export function compareHtml(kind: CombatKind, names: { attacker: string; defender: string }, first: Compared, second: Compared): string {
  const diff = (a: number, b: number): string => {
    const d = (b - a) * 100;
    return Math.abs(d) < 0.05 ? '0' : `${d > 0 ? '+' : ''}${d.toFixed(1)}`;
  };
  // Each answer's figure with its own interval where it is Monte Carlo; the difference has none: two runs of one
  // seed share their random numbers (a what-if's stream is the base's), so no interval of independent samples holds.
  type Figure = { readonly p: number; readonly ci: Interval | undefined };
  const cell = (f: Figure): string => `<td class="num">${escapeHtml(percentWithInterval(f.p, f.ci))}</td>`;
  const row = (label: string, a: Figure, b: Figure): string => `<tr><th scope="row">${escapeHtml(label)}</th>${cell(a)}${cell(b)}<td class="num">${escapeHtml(diff(a.p, b.p))}</td></tr>`;
  const outcome = (c: Compared, side: 'attacker' | 'defender', id: string): Figure => ({ p: c.result.outcomes[side][id] ?? 0, ci: c.result.intervals?.[side][id] });
  const total = (c: Compared, id: string): Figure => ({ p: c.result.totals[id] ?? 0, ci: c.result.totalsIntervals?.[id] });
  const rows = [
    ...(['attacker', 'defender'] as const).flatMap((side) =>
      kind.outcomes
        .filter((o) => (first.result.outcomes[side][o.id] ?? 0) > 0 || (second.result.outcomes[side][o.id] ?? 0) > 0)
        .map((o) => row(`${names[side]}: ${o.label}`, outcome(first, side, o.id), outcome(second, side, o.id))),
    ),
    ...kind.totals.map((t) => row(withSideNames(t.label, names), total(first, t.id), total(second, t.id))),
  ];
  return `<h2>Side by side</h2><p class="hint">first: ${escapeHtml(first.label)}<br>second: ${escapeHtml(second.label)}</p>
<table><thead><tr><th></th><th>first</th><th>second</th><th>difference (points)</th></tr></thead><tbody>${rows.join('')}</tbody></table>`;
}
