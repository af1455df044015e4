import { decode } from '../core/outcome-code.js';
import type { MatchupResult } from '../core/result.js';
import type { CombatKind, ExplanationSection } from '../core/system.js';
import { leverWords, type Lever } from '../engine/levers.js';

/**
 * The explorer's answer as HTML text, from the same result object `matchup` prints: the
 * title, the explanation with each factor and its seed citation, a 6 x 6 grid of every roll
 * where the dice space is one d6 each, the chance of each outcome, totals, metrics and
 * levers. Every name and number goes through `esc`: troop names are data an overlay sets.
 */

/** HTML-escaped text. */
export function esc(text: string | number): string {
  return String(text).replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

const pct = (p: number): string => `${(p * 100).toFixed(1)}%`;
const signed = (n: number): string => (n > 0 ? `+${n}` : String(n));

function section(s: ExplanationSection): string {
  if (s.kind === 'lines') return `<h3>${esc(s.title)}</h3><ul>${s.lines.map((l) => `<li>${esc(l)}</li>`).join('')}</ul>`;
  if (s.kind === 'totals') {
    const row = (label: string, side: typeof s.attacker): string =>
      `<tr><th scope="row">${esc(label)}</th><td class="num">${esc(signed(side.total))}</td><td>${side.parts.map((p) => `${esc(p.label)} ${esc(signed(p.value))} <cite>[${esc(p.cite)}]</cite>`).join(', ')}</td></tr>`;
    return `<h3>totals before the die</h3><table><thead><tr><th></th><th>total</th><th>built from</th></tr></thead><tbody>${row('attacker', s.attacker)}${row('defender', s.defender)}</tbody></table>`;
  }
  return `<h3>the rule behind each result</h3><ul>${s.rules.map((r) => `<li>${esc(r.side)} ${esc(r.outcome)}: ${esc(r.rule)} <cite>[${esc(r.cite)}]</cite></li>`).join('')}</ul>`;
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
      cells.push(`<td class="${cls}" title="${esc(`${names.attacker} ${a}, ${names.defender} ${d}: ${words}`)}">${esc(cls === 'even' ? '·' : cls === 'good' ? 'A' : cls === 'bad' ? 'D' : 'AD')}</td>`);
    }
    rows.push(`<tr><th scope="row">${a}</th>${cells.join('')}</tr>`);
  }
  return `<h3>every roll</h3><table class="grid" aria-label="${esc(`${names.attacker}'s die down, ${names.defender}'s die across`)}"><thead><tr><th>${esc(names.attacker)} \\ ${esc(names.defender)}</th>${[1, 2, 3, 4, 5, 6].map((d) => `<th>${d}</th>`).join('')}</tr></thead><tbody>${rows.join('')}</tbody></table>
<p class="hint">A: the roll goes against ${esc(names.defender)}; D: against ${esc(names.attacker)}; AD: both; ·: no effect.</p>`;
}

/** The whole answer. */
export function answerHtml(kind: CombatKind, result: MatchupResult, names: { attacker: string; defender: string }, levers: readonly Lever[] | null, notes: readonly string[], grid: string): string {
  const outcomes = kind.outcomes
    .filter((o) => (result.outcomes.attacker[o.id] ?? 0) > 0 || (result.outcomes.defender[o.id] ?? 0) > 0)
    .map((o) => `<tr><th scope="row">${esc(o.label)}</th><td class="num">${esc(pct(result.outcomes.attacker[o.id] ?? 0))}</td><td class="num">${esc(pct(result.outcomes.defender[o.id] ?? 0))}</td></tr>`);
  const named = (label: string): string => label.replaceAll('{attacker}', names.attacker).replaceAll('{defender}', names.defender);
  // A total with its parts beside it, as the CLI prints them: "Knights win 8.3% (doubling 0.0%)".
  const totals = kind.totals
    .filter((t) => !t.partOf)
    .map((t) => {
      const inner = kind.totals.filter((x) => x.partOf === t.id).map((x) => `${named(x.label)} ${pct(result.totals[x.id] ?? 0)}`);
      return `<li>${esc(named(t.label))}: <strong>${esc(pct(result.totals[t.id] ?? 0))}</strong>${inner.length > 0 ? ` (${esc(inner.join(', '))})` : ''}</li>`;
    });
  const metrics = result.metrics.map((m) => `<tr><th scope="row">${esc(m.label)}</th><td class="num">${esc(m.mean.toFixed(2))}</td><td class="num">${esc(`${m.p5} / ${m.p50} / ${m.p95}`)}</td></tr>`);
  // Each metric's distribution as bars: every value with a chance of at least 0.1%.
  const distributions = result.metrics.map((m) => {
    const most = Math.max(...m.probabilities, 1e-9);
    const bars = m.probabilities.flatMap((p, k) => (p >= 0.001 ? [`<tr><td class="num">${k + (m.offset ?? 0)}</td><td class="bar-cell"><span class="bar" style="width:${((p / most) * 100).toFixed(1)}%"></span></td><td class="num">${esc(pct(p))}</td></tr>`] : []));
    return `<details><summary>${esc(m.label)}: distribution</summary><table class="dist"><tbody>${bars.join('')}</tbody></table></details>`;
  });
  const method = result.method === 'exact' ? `exact over ${result.exactSpace ?? 'every outcome'}` : `Monte Carlo, ${result.trials?.toLocaleString('en-US')} trials, seed ${result.seed}`;
  return `<p class="meta">${esc(result.system)} · ${esc(kind.label)} · ${esc(method)}</p>
<h2>${esc(names.attacker)} v ${esc(names.defender)}</h2>
<h3>chance of each outcome</h3>
<table><thead><tr><th></th><th>${esc(names.attacker)}</th><th>${esc(names.defender)}</th></tr></thead><tbody>${outcomes.join('')}</tbody></table>
<ul class="totals">${totals.join('')}</ul>
${grid}
${result.explanation.sections.map(section).join('')}
${metrics.length > 0 ? `<h3>metrics</h3><table><thead><tr><th></th><th>mean</th><th>5th / 50th / 95th</th></tr></thead><tbody>${metrics.join('')}</tbody></table>${distributions.join('')}` : ''}
${levers && levers.length > 0 ? `<h3>what changes the odds most</h3><table><thead><tr><th>change</th><th>points</th><th>then</th></tr></thead><tbody>${levers.map((l) => `<tr><td>${esc(leverWords(l))}</td><td class="num">${esc(`${l.change > 0 ? '+' : ''}${(l.change * 100).toFixed(1)}`)}</td><td class="num">${esc(pct(l.favourable))}</td></tr>`).join('')}</tbody></table>` : ''}
${notes.length > 0 ? `<h3>notes</h3><ul>${notes.map((n) => `<li>${esc(n)}</li>`).join('')}</ul>` : ''}`;
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
  const row = (label: string, a: number, b: number): string => `<tr><th scope="row">${esc(label)}</th><td class="num">${esc(pct(a))}</td><td class="num">${esc(pct(b))}</td><td class="num">${esc(diff(a, b))}</td></tr>`;
  const rows = [
    ...(['attacker', 'defender'] as const).flatMap((side) =>
      kind.outcomes
        .filter((o) => (first.result.outcomes[side][o.id] ?? 0) > 0 || (second.result.outcomes[side][o.id] ?? 0) > 0)
        .map((o) => row(`${names[side]}: ${o.label}`, first.result.outcomes[side][o.id] ?? 0, second.result.outcomes[side][o.id] ?? 0)),
    ),
    ...kind.totals.map((t) => row(t.label.replaceAll('{attacker}', names.attacker).replaceAll('{defender}', names.defender), first.result.totals[t.id] ?? 0, second.result.totals[t.id] ?? 0)),
  ];
  return `<h2>Side by side</h2><p class="hint">first: ${esc(first.label)}<br>second: ${esc(second.label)}</p>
<table><thead><tr><th></th><th>first</th><th>second</th><th>difference (points)</th></tr></thead><tbody>${rows.join('')}</tbody></table>`;
}
