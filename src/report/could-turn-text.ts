import type { TrialsBasis } from '../analysis/could-turn.js';

/** The mark a verdict that could turn carries wherever it is printed, and what it means. */
export const COULD_TURN_MARK = '?';

/** A verdict as printed: with the mark where a default run could turn it ('fair?'). */
export function verdictText(verdict: string, turns: boolean): string {
  return turns ? `${verdict}${COULD_TURN_MARK}` : verdict;
}

/** The words a verdict rests on where its trials are not the default: 'from 2,000 battles a matchup, not the default 4,000'. */
export function trialsText(basis: TrialsBasis, unit: string): string {
  const n = (x: number): string => x.toLocaleString('en-US');
  return `from ${n(basis.trials)} ${unit} a matchup, not the default ${n(basis.defaultTrials)}`;
}

/** The legend of the mark, a line a sentence (a terminal's width): what the verdicts rest on and what '?' says. */
export function couldTurnLegend(basis: TrialsBasis, unit: string): readonly string[] {
  return [
    `Verdicts ${trialsText(basis, unit)}.`,
    `${COULD_TURN_MARK} marks a verdict a run at the default could turn: its narrower interval, centred anywhere in this one, could judge the cost otherwise.`,
  ];
}
