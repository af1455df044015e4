import type { PlanCell, PlanGame, PlanMix } from '../core/plan-game.js';
import type { Grid } from './align-columns.js';
import { percent } from './percent.js';

type Names = { readonly attacker: string; readonly defender: string };

const signed = (edge: number): string => (Math.abs(edge) < 0.0005 ? '0.000' : `${edge > 0 ? '+' : ''}${edge.toFixed(3)}`);
/** Plans and how often each is played: 'envelop 77%, hold 23%', or a plan alone where it is always played. */
export const mix = (m: readonly PlanMix[]): string => m.map((x) => (x.p > 0.9995 ? x.plan : `${x.plan} ${percent(x.p)}`)).join(', ');
const pair = (c: PlanCell, names: Names): string => `${names.attacker} ${c.a} v ${names.defender} ${c.b}`;
const chances = (c: { readonly attackerWins: number; readonly draws: number; readonly defenderWins: number }, names: Names): string =>
  `${names.attacker} win ${percent(c.attackerWins)}, ${names.defender} win ${percent(c.defenderWins)}, draw ${percent(c.draws)}`;

/** Army A's win chance under each pair of plans: its plans down, B's across. */
export function planGameGrid(game: PlanGame, names: Names): Grid {
  const plans = [...new Set(game.cells.map((c) => c.a))];
  const columns = [...new Set(game.cells.map((c) => c.b))];
  return {
    header: [`${names.attacker} win, by plan`, ...columns.map((b) => `v ${b}`)],
    rows: plans.map((a) => [a, ...columns.map((b) => percent(game.cells.find((c) => c.a === a && c.b === b)?.attackerWins ?? 0))]),
    right: new Set(columns.map((_, j) => j + 1)),
  };
}

/** The plan game in words: best play, the line advance, the spread, and how it was solved. */
export function planGameLines(game: PlanGame, names: Names): string[] {
  const [low, high] = game.valueRange;
  const per = game.trials === null ? 'every pair worked exactly' : `${game.trials.toLocaleString('en-US')} battles a pair (--plan-trials)`;
  return [
    `under both sides' best plans: ${chances(game.best, names)}`,
    `  edge of ${names.attacker} ${signed(game.value)}${game.trials === null ? '' : ` (${signed(low)} to ${signed(high)} if every pair lies in its 95% intervals)`}`,
    `best plans: ${names.attacker} ${mix(game.a)}; ${names.defender} ${mix(game.b)}`,
    `both advancing in line: ${chances(game.line, names)}`,
    `across the ${game.cells.length} pairs of plans ${names.attacker} wins from ${percent(game.lowest.attackerWins)} (${pair(game.lowest, names)})`,
    `  to ${percent(game.highest.attackerWins)} (${pair(game.highest, names)})`,
    `${per}; solved as a zero-sum game over ${names.attacker}'s edge, every pure reply checked (exploitability ${game.exploitability.toFixed(3)})`,
  ];
}

/** The plan game as the sweep report's summary table shows it, a battle a row: the chances under best play, each side's plans, the spread. */
export function planGameColumns(game: PlanGame): Record<string, string> {
  const b = game.best;
  return {
    'under best plans (A / draw / B)': `${percent(b.attackerWins)} / ${percent(b.draws)} / ${percent(b.defenderWins)}`,
    'A plays': mix(game.a),
    'B plays': mix(game.b),
    'A wins across plans': `${percent(game.lowest.attackerWins)} to ${percent(game.highest.attackerWins)}`,
  };
}
