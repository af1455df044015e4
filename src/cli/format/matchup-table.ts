import { sideNames, withSideNames, type SideNames } from '../../core/side-names.js';
import { leverWords, type Lever } from '../../engine/levers.js';
import { halfWidthPercent } from '../../report/half-width.js';
import { formatConditions } from '../../core/conditions.js';
import type { MatchupResult } from '../../core/result.js';
import type { CombatKind, RuleCitation, RuleSystem, TotalBuild } from '../../core/system.js';
import { gridLines, type Grid } from '../../report/align-columns.js';
import { totalsLine } from '../../report/answer-text.js';
import { percent, percentWithInterval } from '../../report/percent.js';
import { printable } from '../../core/printable.js';

const signed = (n: number): string => (n >= 0 ? `+${n}` : String(n));

function situation(system: RuleSystem, result: MatchupResult, side: 'attacker' | 'defender'): string {
  const text = formatConditions(system.conditions, result[side].conditions).replaceAll(',', ', ');
  return text ? ` (${text})` : '';
}

function build(b: TotalBuild): string {
  return b.parts.map((p) => `${p.label} ${signed(p.value)} [${p.cite}]`).join(', ');
}

function chance(result: MatchupResult, p: number): string {
  if (result.method === 'exact' && result.enumerated !== null) {
    const count = Math.round(p * result.enumerated);
    return `${percent(p)} (${count}/${result.enumerated})`;
  }
  return percent(p);
}



/** How each side's total is built, for a section of totals: the total and its parts with their seed lines. */
export function totalsGrid(section: { readonly attacker: TotalBuild; readonly defender: TotalBuild }, names: SideNames): Grid {
  return {
    header: ['', 'total', 'built from (before the die)'],
    rows: [
      [names.attacker, signed(section.attacker.total), build(section.attacker)],
      [names.defender, signed(section.defender.total), build(section.defender)],
    ],
    right: new Set([1]),
  };
}

/** The results table: every joint outcome with its chance, what happens and the rule behind it. */
export function resultGrid(kind: CombatKind, result: MatchupResult, names: SideNames, rules: readonly RuleCitation[]): Grid {
  const label = (outcome: string): string => kind.outcomes.find((o) => o.id === outcome)?.label ?? outcome;
  const extra = kind.axes.filter((a) => a.name !== 'attacker' && a.name !== 'defender');
  const ruleFor = (side: 'attacker' | 'defender', row: Readonly<Record<string, string | number>>): string | null => {
    const r = rules.find((x) => x.side === side && x.outcome === row[side] && Object.entries(x.when).every(([axis, v]) => row[axis] === v));
    if (!r || r.rule === 'won' || (row[side] === 'none' && r.rule.endsWith('no effect'))) return null;
    return `${r.rule} [${r.cite}]`;
  };
  const order = (row: Readonly<Record<string, string | number>>): number => extra.reduce((n, a) => n * a.values.length + a.values.indexOf(String(row[a.name])), 0);
  const joint = [...result.joint].sort((x, y) => order(x) - order(y) || Number(y['p']) - Number(x['p']));
  const rows = joint.map((j) => {
    const a = String(j['attacker']);
    const d = String(j['defender']);
    const hit = (['attacker', 'defender'] as const).filter((s) => j[s] !== 'none');
    const happens = hit.length === 0 ? 'nothing' : hit.length === 2 && a === d ? `both ${label(a)}` : hit.map((s) => `${names[s]} ${label(String(j[s]))}`).join(', ');
    const because = (['attacker', 'defender'] as const).map((s) => ruleFor(s, j)).filter((r): r is string => r !== null);
    const heading = extra.map((axis) => withSideNames(axis.labels?.[String(j[axis.name])] ?? String(j[axis.name]), names)).join(', ');
    return [...(extra.length > 0 ? [heading] : []), chance(result, Number(j['p'])), happens, ...(rules.length > 0 ? [because.join('; ')] : [])];
  });
  const header = [...(extra.length > 0 ? ['result'] : []), 'chance', 'what happens', ...(rules.length > 0 ? ['rule'] : [])];
  return { header, rows, right: new Set([extra.length > 0 ? 1 : 0]) };
}

/** Each side's chance of each outcome that can happen, with its interval for Monte Carlo. */
export function outcomeGrid(kind: CombatKind, result: MatchupResult, names: SideNames): Grid {
  const rows = kind.outcomes
    .filter((o) => (result.outcomes.attacker[o.id] ?? 0) > 0 || (result.outcomes.defender[o.id] ?? 0) > 0)
    .map((o) => {
      const cell = (side: 'attacker' | 'defender'): string => {
        const p = result.outcomes[side][o.id] ?? 0;
        const ci = result.intervals?.[side][o.id];
        if (p === 0 && !ci) return '-';
        return percentWithInterval(p, ci);
      };
      return [o.label, cell('attacker'), cell('defender')];
    });
  return { header: ['chance of each outcome', names.attacker, names.defender], rows, right: new Set([1, 2]) };
}

/** Each metric: mean and spread, percentiles and a few tail chances; null when the kind has none. */
export function metricGrid(result: MatchupResult, atLeast: readonly number[] | null): Grid | null {
  if (result.metrics.length === 0) return null;
  const number = (x: number): string => (Number.isInteger(x) ? String(x) : x.toFixed(2));
  const rows = result.metrics.map((m) => {
    const ci = m.intervals ? ` [${number(m.intervals.mean[0])}, ${number(m.intervals.mean[1])}]` : '';
    // The tails asked for (--at-least), else the first four that can happen; k is a value, at index k - offset. A
    // metric with an offset (tourney points) spans a wide range: its tails are at the values it takes, above the least.
    const offset = m.offset ?? 0;
    const tailAt = (k: number): number => (k < offset ? 1 : (m.atLeast[k - offset] ?? 0));
    const shown = (p: number, i: number): boolean => i > 0 && (offset === 0 ? p > 0 : (m.probabilities[i] ?? 0) > 0 && p < 1);
    const tails = atLeast ? atLeast.map((k) => ({ p: tailAt(k), k })) : m.atLeast.map((p, i) => ({ p, k: i + offset, i })).filter(({ p, i }) => shown(p, i)).slice(0, 4);
    const tail = tails.map(({ p, k }) => `>=${k} ${percent(p)}`).join(', ');
    const overflow = m.overflow > 0 ? `, above ${offset + m.probabilities.length - 1}: ${percent(m.overflow)}` : '';
    return [m.label, `${number(m.mean)}${ci}`, number(m.sd), `${m.p5} / ${m.p50} / ${m.p95}`, `${tail}${overflow}`];
  });
  return { header: ['metric', 'mean', 'sd', '5th / 50th / 95th', 'at least'], rows, right: new Set([1, 2]) };
}

/** The matchup's combat kind, as the system declares it. */
export function combatKind(system: RuleSystem, result: MatchupResult): CombatKind {
  const kind = system.combatKinds.find((k) => k.id === result.combat);
  if (!kind) throw new Error(`internal: no combat kind ${result.combat}`);
  return kind;
}

/** The answer's two heading lines: system, combat, method, overlay and options; then both sides with their conditions, `between` them. */
export function matchupHeading(system: RuleSystem, result: MatchupResult, names: SideNames, between = '  v  '): readonly [string, string] {
  const kind = combatKind(system, result);
  const method =
    result.method === 'exact'
      ? `exact over ${result.exactSpace ?? 'every outcome'}`
      : `Monte Carlo, ${result.trials?.toLocaleString('en-US')} trials, seed ${result.seed}, largest 95% half-width ±${halfWidthPercent(result.maxHalfWidth)}`;
  const overlay = result.overlay ? ` · overlay ${result.overlay.name}` : '';
  const options = formatConditions(system.options, result.options);
  return [
    `${system.title} · ${kind.label} · ${method}${overlay}${options ? ` · options ${options.replaceAll(',', ', ')}` : ''}`,
    `${names.attacker}${situation(system, result, 'attacker')}${between}${names.defender}${situation(system, result, 'defender')}`,
  ];
}

/**
 * The readable answer to `matchup`: the situation, the sections the system explains itself
 * with (how each total is built, dice pools, casualties), every result with its chance and
 * the rule that produced it, each side's outcome chances, metrics and the kind's totals
 * (DESIGN.md, "What a person sees"). Plain text a writer can paste.
 */
export function matchupTable(system: RuleSystem, result: MatchupResult, levers: readonly Lever[] | null = null, atLeast: readonly number[] | null = null): string {
  const names = sideNames(system, result);
  const kind = combatKind(system, result);
  const out: string[] = [...matchupHeading(system, result, names), ''];
  let rules: readonly RuleCitation[] = [];
  for (const section of result.explanation.sections) {
    if (section.kind === 'totals') {
      out.push(...gridLines(totalsGrid(section, names)), '');
    } else if (section.kind === 'lines') {
      out.push(`  ${section.title}:`, ...section.lines.map((l) => `    ${l}`), '');
    } else {
      rules = section.rules;
    }
  }
  out.push(...gridLines(resultGrid(kind, result, names, rules)), '');
  out.push(...gridLines(outcomeGrid(kind, result, names)), '');
  const metrics = metricGrid(result, atLeast);
  if (metrics) out.push(...gridLines(metrics), '');
  const line = totalsLine(kind, result, names);
  if (line) out.push(`  ${line}`);
  if (levers && levers.length > 0) out.push('', ...leverRows(levers, names));
  // Each line shown printable, as alignColumns shows each cell: a line feed or tab in a name
  // (the header, a section's lines, the totals line) is an escape, never a line of its own.
  return `${out.map(printable).join('\n').trimEnd()}\n`;
}

/** The levers that move the attacker's favourable chance most, at most LEVERS_SHOWN of them. */
function leverRows(levers: readonly Lever[], names: { attacker: string; defender: string }): string[] {
  const shown = levers.slice(0, LEVERS_SHOWN);
  const rows = shown.map((l) => [leverWords(l, names), `${l.change > 0 ? '+' : ''}${(l.change * 100).toFixed(1)} pts`, percent(l.favourable)]);
  const more = levers.length > shown.length ? [`  (${levers.length - shown.length} more in --format json)`] : [];
  return [...gridLines({ header: [`what changes the odds most for ${names.attacker}`, 'change', 'then'], rows, right: new Set([1, 2]) }), ...more];
}

/** Levers the table shows; JSON has them all. */
const LEVERS_SHOWN = 8;
