import { formatConditions } from '../core/conditions.js';
import { printable } from '../core/printable.js';
import type { MatchupResult } from '../core/result.js';
import { sideNames, withSideNames, type SideNames } from '../core/side-names.js';
import type { PlanGame } from '../core/plan-game.js';
import type { CombatKind, RuleCitation, RuleSystem } from '../core/system.js';
import { halfWidthPercent } from './half-width.js';
import { percent } from './percent.js';
import { planGameLines } from './plan-game-text.js';

/**
 * A matchup's answer as a few plain lines a player pastes into a forum post or a chat: the
 * system, combat and method; both sides by name with their conditions, and the options; the
 * kind's totals as `matchup` prints them; each side's chance of each outcome; the rule behind
 * each result that does something, with its seed line (or, for a system that explains itself
 * in lines, those lines); a battle's plan game as `battle` prints it; the notes; the link. Chances rounded as the CLI rounds them
 * (report/percent.ts); every line through `printable`, so a name from an overlay can neither
 * break a line nor reorder one.
 *
 * @example
 * answerText(system, result, notes, 'https://example.org/odds/#hott2/knights/spears');
 * // => 'Hordes of the Things 2nd ed. · close combat · exact over 36 dice outcomes\nKnights v Spears\n...'
 */
export function answerText(system: RuleSystem, result: MatchupResult, notes: readonly string[], link: string | null, game: PlanGame | null = null): string {
  const kind = system.combatKinds.find((k) => k.id === result.combat);
  if (!kind) throw new Error(`internal: no combat kind ${result.combat}`);
  const names = sideNames(system, result);
  const situation = (side: 'attacker' | 'defender'): string => {
    const text = formatConditions(system.conditions, result[side].conditions).replaceAll(',', ', ');
    return `${names[side]}${text ? ` (${text})` : ''}`;
  };
  const options = formatConditions(system.options, result.options).replaceAll(',', ', ');
  const method = result.method === 'exact' ? `exact over ${result.exactSpace ?? 'every outcome'}` : `Monte Carlo, ${result.trials?.toLocaleString('en-US')} trials, seed ${result.seed}, ±${halfWidthPercent(result.maxHalfWidth)}`;
  const outcomes = (side: 'attacker' | 'defender'): string => {
    const chances = kind.outcomes.filter((o) => (result.outcomes[side][o.id] ?? 0) > 0).map((o) => `${o.label} ${percent(result.outcomes[side][o.id] ?? 0)}`);
    return `${names[side]}: ${chances.join(', ')}`;
  };
  const lines = [
    `${system.title} · ${kind.label} · ${method}${result.overlay ? ` · overlay ${result.overlay.name}` : ''}`,
    `${situation('attacker')} v ${situation('defender')}`,
    ...(options ? [`options: ${options}`] : []),
    totalsLine(kind, result, names),
    outcomes('attacker'),
    outcomes('defender'),
    ...(game ? planGameLines(game, names) : []),
    ...ruleLines(kind, result, names),
    ...notes.map((n) => `note: ${n}`),
    ...(link ? [link] : []),
  ];
  return `${lines.filter((l) => l !== '').map(printable).join('\n')}\n`;
}



/**
 * The kind's totals in one line, as `matchup` prints them; a total that is part of another goes
 * in its brackets: "Knights win 8.3% (doubling 0.0%) · tie 8.3% · Spears win 83.3% (doubling 25.0%)".
 */
export function totalsLine(kind: CombatKind, result: MatchupResult, names: SideNames): string {
  return kind.totals
    .filter((t) => t.partOf === undefined)
    .map((t) => {
      const inner = kind.totals.filter((x) => x.partOf === t.id).map((x) => `${withSideNames(x.label, names)} ${percent(result.totals[x.id] ?? 0)}`);
      return `${withSideNames(t.label, names)} ${percent(result.totals[t.id] ?? 0)}${inner.length > 0 ? ` (${inner.join(', ')})` : ''}`;
    })
    .join(' · ');
}

/**
 * The rules behind the results: each result that does something (an outcome other than
 * 'none'), with the chance of that result under that rule and its seed line; for a system
 * without a rules section, its explanation's lines but the method's.
 */
function ruleLines(kind: CombatKind, result: MatchupResult, names: SideNames): string[] {
  const sections = result.explanation.sections;
  const rules = sections.flatMap((s): readonly RuleCitation[] => (s.kind === 'rules' ? s.rules : []));
  if (rules.length === 0) return sections.flatMap((s) => (s.kind === 'lines' && s.title !== 'method' ? s.lines.map((l) => `${s.title}: ${l}`) : []));
  const label = (outcome: string): string => kind.outcomes.find((o) => o.id === outcome)?.label ?? outcome;
  const when = (r: RuleCitation): string => Object.entries(r.when).map(([axis, v]) => withSideNames(kind.axes.find((a) => a.name === axis)?.labels?.[v] ?? v, names)).join(', ');
  // The chance the rule applies: every joint result under its conditions where its side suffers its outcome.
  const chance = (r: RuleCitation): number => result.joint.filter((j) => j[r.side] === r.outcome && Object.entries(r.when).every(([axis, v]) => j[axis] === v)).reduce((sum, j) => sum + Number(j['p']), 0);
  return rules
    .filter((r) => r.outcome !== 'none' && chance(r) > 0)
    .map((r) => `${[when(r), percent(chance(r))].filter((w) => w).join(', ')}: ${names[r.side]} ${label(r.outcome)}, ${r.rule} [${r.cite}]`);
}
