import { halfWidthPercent } from '../../report/half-width.js';
import { formatConditions } from '../../core/conditions.js';
import { BAND_AXIS } from '../../core/outcome-code.js';
import type { MatchupResult } from '../../core/result.js';
import type { RuleSystem, TotalBuild } from '../../core/system.js';
import { alignColumns } from './align-columns.js';

const pct = (p: number): string => `${(p * 100).toFixed(1)}%`;
const signed = (n: number): string => (n >= 0 ? `+${n}` : String(n));

/** Aligned columns indented under the headline; `right` holds right-aligned columns. */
function columns(rows: readonly (readonly string[])[], right: ReadonlySet<number> = new Set()): string[] {
  return alignColumns(rows, { right, indent: '  ' });
}

/** A readable name per side; "attacker X"/"defender X" when both are the same type. */
function sideNames(system: RuleSystem, result: MatchupResult): { attacker: string; defender: string } {
  const name = (id: string): string => system.troops.find((t) => t.id === id)?.name ?? id;
  const a = name(result.attacker.troop);
  const d = name(result.defender.troop);
  return a === d ? { attacker: `attacker ${a}`, defender: `defender ${d}` } : { attacker: a, defender: d };
}

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
    return `${pct(p)} (${count}/${result.enumerated})`;
  }
  return pct(p);
}

/**
 * The readable answer to `matchup`: the situation, how each total is built, every result
 * with its chance and the rule that produced it, each side's outcome chances and the
 * win/tie/loss summary (DESIGN.md, "What a person sees"). Plain text a writer can paste.
 */
export function matchupTable(system: RuleSystem, result: MatchupResult): string {
  const names = sideNames(system, result);
  const combat = system.combatKinds.find((k) => k.id === result.combat)?.label ?? result.combat;
  const method =
    result.method === 'exact'
      ? `exact over ${result.enumerated} dice outcomes`
      : `Monte Carlo, ${result.trials?.toLocaleString('en-US')} trials, seed ${result.seed}, largest 95% half-width ±${halfWidthPercent(result.maxHalfWidth)}`;
  const out: string[] = [
    `${system.title} · ${combat} · ${method}`,
    `${names.attacker}${situation(system, result, 'attacker')}  v  ${names.defender}${situation(system, result, 'defender')}`,
    '',
    ...columns(
      [
        ['', 'total', 'built from (before the die)'],
        [names.attacker, signed(result.explanation.attacker.total), build(result.explanation.attacker)],
        [names.defender, signed(result.explanation.defender.total), build(result.explanation.defender)],
      ],
      new Set([1]),
    ),
    '',
  ];

  const label = (outcome: string): string => system.outcomes.find((o) => o.id === outcome)?.label ?? outcome;
  const bandText: Record<string, string> = {
    'attacker-doubles': `${names.attacker} double ${names.defender}`,
    'attacker-wins': `${names.attacker} win`,
    tie: 'tie',
    'defender-wins': `${names.defender} win`,
    'defender-doubles': `${names.defender} double ${names.attacker}`,
  };
  const ruleFor = (side: 'attacker' | 'defender', band: string, outcome: string): string | null => {
    const r = result.explanation.rules.find((x) => x.side === side && x.band === band && x.outcome === outcome);
    if (!r || r.rule === 'won' || (outcome === 'none' && r.rule.endsWith('no effect'))) return null;
    return `${r.rule} [${r.cite}]`;
  };
  const order = (band: string): number => BAND_AXIS.values.indexOf(band);
  const joint = [...result.joint].sort((x, y) => order(x.band) - order(y.band) || y.p - x.p);
  const resultRows = joint.map((j) => {
    const hit = (['attacker', 'defender'] as const).filter((s) => j[s] !== 'none');
    const happens =
      hit.length === 0 ? 'nothing' : hit.length === 2 && j.attacker === j.defender ? `both ${label(j.attacker)}` : hit.map((s) => `${names[s]} ${label(j[s])}`).join(', ');
    const rules = (['attacker', 'defender'] as const).map((s) => ruleFor(s, j.band, j[s])).filter((r): r is string => r !== null);
    return [bandText[j.band] ?? j.band, chance(result, j.p), happens, rules.join('; ')];
  });
  out.push(...columns([['result', 'chance', 'what happens', 'rule'], ...resultRows], new Set([1])), '');

  const outcomeRows = system.outcomes
    .filter((o) => (result.outcomes.attacker[o.id] ?? 0) > 0 || (result.outcomes.defender[o.id] ?? 0) > 0)
    .map((o) => {
      const cell = (side: 'attacker' | 'defender'): string => {
        const p = result.outcomes[side][o.id] ?? 0;
        const ci = result.intervals?.[side][o.id];
        if (p === 0 && !ci) return '-';
        return ci ? `${pct(p)} [${pct(ci[0])}, ${pct(ci[1])}]` : pct(p);
      };
      return [o.label, cell('attacker'), cell('defender')];
    });
  out.push(...columns([['chance of each outcome', names.attacker, names.defender], ...outcomeRows], new Set([1, 2])), '');

  const t = result.totals;
  out.push(
    `  ${names.attacker} win ${pct(t.attackerWins)} (doubling ${pct(t.attackerDoubles)}) · tie ${pct(t.ties)} · ${names.defender} win ${pct(t.defenderWins)} (doubling ${pct(t.defenderDoubles)})`,
  );
  return `${out.join('\n')}\n`;
}
