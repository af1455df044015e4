import type { MatchupResult } from '../../core/result.js';
import { battleKills, battleLosses, decidedBy, lossesByType, metricOf as metric, NO_ENEMY } from '../../report/battle-figures.js';
import type { RuleSystem } from '../../core/system.js';
import { BOARD_ZONES } from '../../core/battle-rules.js';
import { alignColumns, gridLines, type Grid } from '../../report/align-columns.js';
import { halfWidthPercent } from '../../report/half-width.js';
import { percent, percentWithInterval } from '../../report/percent.js';
import { printable } from '../../core/printable.js';
import type { PlanGame } from '../../core/plan-game.js';
import { planGameGrid, planGameLines } from '../../report/plan-game-text.js';

type Names = { readonly attacker: string; readonly defender: string };

const fixed = (n: number): string => (Math.abs(n) < 0.005 ? '-' : n.toFixed(2));

/** A battle's edge, win - loss, signed as the report's summary writes it: '+0.120', '-0.952', '0.000'. */
const edgeText = (edge: number): string => (Math.abs(edge) < 0.0005 ? '0.000' : `${edge > 0 ? '+' : ''}${edge.toFixed(3)}`);

/** A troop's name in the system (as an overlay may rename it), or 'no enemy' for losses without a killer. */
const troopName = (system: RuleSystem, id: string): string => (id === NO_ENEMY ? 'no enemy' : (system.rows.find((r) => r.id === id)?.name ?? id));

/** The battle's first line (system and method) and the model's lines, but what it leaves out. */
export function battleHeading(system: RuleSystem, result: MatchupResult): { readonly head: string; readonly model: readonly string[]; readonly leftOut: readonly string[] } {
  const method =
    result.method === 'exact'
      ? `exact, ${result.exactSpace ?? ''}`
      : `Monte Carlo, ${(result.trials ?? 0).toLocaleString('en-US')} battles, seed ${String(result.seed)}, largest 95% half-width ${halfWidthPercent(result.maxHalfWidth)}`;
  const lines = result.explanation.sections.flatMap((s) => (s.kind === 'lines' ? s.lines : []));
  return {
    head: `${system.title} · battle · ${method}`,
    model: lines.filter((l) => !l.startsWith('left out')).map((l) => l.replace(/^(\w)/, (c) => c.toUpperCase())),
    leftOut: lines.filter((l) => l.startsWith('left out')),
  };
}

/** Win, loss and draw with their 95% intervals. */
export function battleResultGrid(result: MatchupResult, names: Names): Grid {
  const interval = (id: string): readonly [number, number] | null => result.totalsIntervals?.[id] ?? null;
  const row = (label: string, id: string): string[] => [label, percentWithInterval(result.totals[id] ?? 0, interval(id))];
  return { header: ['result', 'chance'], rows: [row(`${names.attacker} win`, 'attackerWins'), row(`${names.defender} win`, 'defenderWins'), row('draw', 'draws')], right: new Set() };
}

/** What each side lost, by type, in elements and AP (mean per battle), and how often its general. */
export function battleLostGrid(system: RuleSystem, result: MatchupResult, names: Names): Grid {
  const rows: string[][] = [];
  const lostA = lossesByType(result, 'attacker');
  const lostB = lossesByType(result, 'defender');
  for (const troop of system.rows.map((r) => r.id).filter((t) => lostA.has(t) || lostB.has(t))) {
    rows.push([troopName(system, troop), lostA.has(troop) ? fixed(lostA.get(troop) ?? 0) : '', lostB.has(troop) ? fixed(lostB.get(troop) ?? 0) : '']);
  }
  const ap = (side: string): string => fixed((metric(result, `${side}-ap-lost`)?.mean ?? 0) / 2);
  const lost = battleLosses(result);
  rows.push(['elements', fixed(lost.attacker.elements), fixed(lost.defender.elements)]);
  // On the board: how many of them with an enemy on a flank or the rear, at range, and (with terrain laid) on a feature.
  for (const [label, how] of [['  in close combat, flank or rear', 'to-flank-or-rear'], ['  to shooting or bespelling', 'at-range'], ['  on a terrain feature', 'in-terrain']] as const) {
    const a = metric(result, `attacker-lost-${how}`);
    const b = metric(result, `defender-lost-${how}`);
    if (a && b) rows.push([label, fixed(a.mean), fixed(b.mean)]);
  }
  rows.push(['AP (a general\'s element counting its extra)', ap('attacker'), ap('defender')]);
  rows.push(['general lost', percent(lost.attacker.general), percent(lost.defender.general)]);
  return { header: ['lost (mean per battle)', names.attacker, names.defender], rows, right: new Set([1, 2]) };
}

/**
 * Where on the board each army lost its elements (mean per battle), in ninths: B's third at the
 * top, left to right as army A sees the board; null on the line, which does not tell.
 */
export function battleWhereGrid(result: MatchupResult, names: Names): Grid | null {
  if (!metric(result, 'attacker-lost-in-zone-0')) return null;
  const rows: string[][] = [];
  for (const [side, name] of [['attacker', names.attacker], ['defender', names.defender]] as const) {
    for (let row = 2; row >= 0; row--) {
      const cells = [0, 1, 2].map((column) => fixed(metric(result, `${side}-lost-in-zone-${3 * row + column}`)?.mean ?? 0));
      rows.push([`${row === 2 ? name : ''}`, BOARD_ZONES.rows[row] as string, ...cells]);
    }
  }
  return { header: ['where lost (mean per battle)', 'on the board', ...BOARD_ZONES.columns.map((c) => `${c}`)], rows, right: new Set([2, 3, 4]) };
}

/** When battles are decided: within the cap, the bounds to a decision, and by bound; none without the bounds metric. */
export function decidedLines(result: MatchupResult): string[] {
  const bounds = metric(result, 'bounds');
  if (!bounds) return [];
  const cap = bounds.probabilities.length - 1;
  const marks = Array.from({ length: cap }, (_, i) => i + 1).filter((k) => k % 5 === 0 || k === cap);
  return [
    `decided: ${percent(1 - bounds.overflow)} within the cap; bounds to a decision ${bounds.p5} / ${bounds.p50} / ${bounds.p95} (5th / 50th / 95th, a draw counting past the cap)`,
    `decided by bound ${marks.map((k) => `${k}: ${percent(decidedBy(result, k) ?? 0)}`).join(', ')}`,
  ];
}

/** Army A's edge in a battle: its win minus its loss (a draw counts for neither). */
export function edgeLine(result: MatchupResult, names: Names): string {
  return `edge of ${names.attacker}: ${edgeText((result.totals['attackerWins'] ?? 0) - (result.totals['defenderWins'] ?? 0))} (its win minus its loss; a draw counts for neither)`;
}

/**
 * The readable battle answer (DESIGN.md, "What a person sees", the battle sketch): the
 * method, the armies and the model's settings, then win, draw and loss with their
 * intervals and army A's edge (win - loss), when battles are decided, what each side lost by type, the generals' fate and
 * what destroyed what, and what the model leaves out.
 */
export function battleTable(system: RuleSystem, result: MatchupResult, names: Names, game: PlanGame | null = null): string {
  const { head, model, leftOut } = battleHeading(system, result);
  const out: string[] = [head, ...model, '', ...gridLines(battleResultGrid(result, names)), `  ${edgeLine(result, names)}`];
  if (game) out.push('', ...planGameLines(game, names).map((l) => `  ${l}`), '', ...gridLines(planGameGrid(game, names)));
  const decided = decidedLines(result);
  if (decided.length > 0) out.push('', ...decided.map((l) => `  ${l}`));
  out.push('', ...gridLines(battleLostGrid(system, result, names)));
  const where = battleWhereGrid(result, names);
  if (where) out.push('', ...gridLines(where), "  (A's base edge at the foot, B's third at the top; left to right as A sees the board)");
  const worst = battleKills(result)
    .map((k) => ({ ...k, victimSide: names[k.side], killerSide: names[k.side === 'attacker' ? 'defender' : 'attacker'] }))
    .filter((k) => k.mean >= 0.005)
    .sort((x, y) => y.mean - x.mean);
  if (worst.length > 0) {
    out.push('', '  what destroyed what (mean per battle):');
    out.push(...alignColumns(worst.map((k) => [`${k.killer === NO_ENEMY ? 'no enemy (fled off, command lost)' : `${k.killerSide} ${troopName(system, k.killer)}`}`, '->', `${k.victimSide} ${troopName(system, k.victim)}`, k.mean.toFixed(2)]), { indent: '    ', right: new Set([3]) }));
  }
  out.push('', ...leftOut.map((l) => `  ${l}`));
  return `${out.map((l) => printable(l)).join('\n')}\n`;
}
