import { main } from '../../../src/cli/main.js';

/** The systems whose battles are fought on a line today (src/rules/common/battle). */
export const LINE_SYSTEMS = ['hott2', 'hott25', 'd3h2'] as const;

/** Per system: [attacker type, defender type, attacker wins, draws, defender wins]. */
export type LineAnswers = Record<string, [string, string, number, number, number][]>;

/**
 * The exact answer of `battle <system> <a> <b> --method exact --field <field>`, one element a
 * side (each its army's general; on the board without camps, F32): the chances of the attacker's win, a draw and the defender's win; or null
 * where the battle refuses the pair (a type it cannot field).
 */
export async function lineAnswer(system: string, a: string, b: string, field: 'line' | 'board' = 'line'): Promise<[number, number, number] | null> {
  let out = '';
  const io = { stdout: { write: (t: string) => (out += t) }, stderr: { write: () => true } };
  // The line on a board is the board without camps (F32): one line each, as on the line.
  const camps = field === 'board' ? ['--option', 'camps=none'] : [];
  // The line advance's answer alone: no plan game (25 more exact chains a pair on the board).
  const code = await main(['battle', system, a, b, '--method', 'exact', '--format', 'json', '--field', field, '--plan-trials', '0', ...camps], io);
  if (code !== 0) return null;
  const { attackerWins, draws, defenderWins } = (JSON.parse(out) as { totals: Record<string, number> }).totals;
  return [attackerWins ?? NaN, draws ?? NaN, defenderWins ?? NaN];
}
