import type { MatchupResult } from '../../core/result.js';
import { battleKills, battleLosses, decidedBy, lossesByType, metricOf as metric, NO_ENEMY } from '../../report/battle-figures.js';
import type { RuleSystem } from '../../core/system.js';
import { alignColumns } from '../../report/align-columns.js';
import { halfWidthPercent } from '../../report/half-width.js';
import { percent, percentWithInterval } from '../../report/percent.js';
import { printable } from '../../core/printable.js';

type Names = { readonly attacker: string; readonly defender: string };

const fixed = (n: number): string => (Math.abs(n) < 0.005 ? '-' : n.toFixed(2));

/** A battle's edge, win - loss, signed as the report's summary writes it: '+0.120', '-0.952', '0.000'. */
const edgeText = (edge: number): string => (Math.abs(edge) < 0.0005 ? '0.000' : `${edge > 0 ? '+' : ''}${edge.toFixed(3)}`);

/**
 * The readable battle answer (DESIGN.md, "What a person sees", the battle sketch): the
 * method, the armies and the model's settings, then win, draw and loss with their
 * intervals and army A's edge (win - loss), when battles are decided, what each side lost by type, the generals' fate and
 * what destroyed what, and what the model leaves out.
 */
export function battleTable(system: RuleSystem, result: MatchupResult, names: Names): string {
  const name = (id: string): string => (id === NO_ENEMY ? 'no enemy' : (system.rows.find((r) => r.id === id)?.name ?? id));
  const method =
    result.method === 'exact'
      ? `exact, ${result.exactSpace ?? ''}`
      : `Monte Carlo, ${(result.trials ?? 0).toLocaleString('en-US')} battles, seed ${String(result.seed)}, largest 95% half-width ${halfWidthPercent(result.maxHalfWidth)}`;
  const out: string[] = [`${system.title} · battle · ${method}`];
  const lines = result.explanation.sections.flatMap((s) => (s.kind === 'lines' ? s.lines : []));
  out.push(...lines.filter((l) => !l.startsWith('left out')).map((l) => l.replace(/^(\w)/, (c) => c.toUpperCase())), '');
  const bounds = metric(result, 'bounds');
  const interval = (id: string): readonly [number, number] | null => result.totalsIntervals?.[id] ?? null;
  out.push(
    ...alignColumns(
      [
        ['result', 'chance'],
        [`${names.attacker} win`, percentWithInterval(result.totals['attackerWins'] ?? 0, interval('attackerWins'))],
        [`${names.defender} win`, percentWithInterval(result.totals['defenderWins'] ?? 0, interval('defenderWins'))],
        ['draw', percentWithInterval(result.totals['draws'] ?? 0, interval('draws'))],
      ],
      { indent: '  ' },
    ),
    `  edge of ${names.attacker}: ${edgeText((result.totals['attackerWins'] ?? 0) - (result.totals['defenderWins'] ?? 0))} (its win minus its loss; a draw counts for neither)`,
  );
  if (bounds) {
    const cap = bounds.probabilities.length - 1;
    const marks = Array.from({ length: cap }, (_, i) => i + 1).filter((k) => k % 5 === 0 || k === cap);
    out.push('', `  decided: ${percent(1 - bounds.overflow)} within the cap; bounds to a decision ${bounds.p5} / ${bounds.p50} / ${bounds.p95} (5th / 50th / 95th, a draw counting past the cap)`);
    out.push(`  decided by bound ${marks.map((k) => `${k}: ${percent(decidedBy(result, k) ?? 0)}`).join(', ')}`);
  }
  const lostRows: string[][] = [['lost (mean per battle)', names.attacker, names.defender]];
  const lostA = lossesByType(result, 'attacker');
  const lostB = lossesByType(result, 'defender');
  for (const troop of system.rows.map((r) => r.id).filter((t) => lostA.has(t) || lostB.has(t))) {
    lostRows.push([name(troop), lostA.has(troop) ? fixed(lostA.get(troop) ?? 0) : '', lostB.has(troop) ? fixed(lostB.get(troop) ?? 0) : '']);
  }
  const ap = (side: string): string => fixed((metric(result, `${side}-ap-lost`)?.mean ?? 0) / 2);
  const lost = battleLosses(result);
  lostRows.push(['elements', fixed(lost.attacker.elements), fixed(lost.defender.elements)]);
  lostRows.push(['AP (a general\'s element counting its extra)', ap('attacker'), ap('defender')]);
  lostRows.push(['general lost', percent(lost.attacker.general), percent(lost.defender.general)]);
  out.push('', ...alignColumns(lostRows, { indent: '  ', right: new Set([1, 2]) }));
  const worst = battleKills(result)
    .map((k) => ({ ...k, victimSide: names[k.side], killerSide: names[k.side === 'attacker' ? 'defender' : 'attacker'] }))
    .filter((k) => k.mean >= 0.005)
    .sort((x, y) => y.mean - x.mean);
  if (worst.length > 0) {
    out.push('', '  what destroyed what (mean per battle):');
    out.push(...alignColumns(worst.map((k) => [`${k.killer === NO_ENEMY ? 'no enemy (fled off, command lost)' : `${k.killerSide} ${name(k.killer)}`}`, '->', `${k.victimSide} ${name(k.victim)}`, k.mean.toFixed(2)]), { indent: '    ', right: new Set([3]) }));
  }
  out.push('', ...lines.filter((l) => l.startsWith('left out')).map((l) => `  ${l}`));
  return `${out.map((l) => printable(l)).join('\n')}\n`;
}
