import { checkKind, resolveConditions } from '../core/conditions.js';
import { errors } from '../core/errors.js';
import type { JoustReportData } from '../report/joust-report.js';
import { chainmail } from '../rules/chainmail/index.js';
import { playedScores, solveJoust, type ChoiceProbability } from '../rules/chainmail/joust-game.js';
import { JOUST_MATRIX, JOUST_POSITIONS } from '../rules/chainmail/joust-table.js';
import { joustChoices, rideDifferenceMatrix, type JoustReadings } from '../rules/chainmail/joust.js';

/** What `joust-strategy` solves: the rides and the readings of the Jousting Matrix, from its options. */
export interface JoustPlan {
  readonly rides: number;
  readonly readings: JoustReadings;
}

/** The joust's rides and readings from raw `--option` values, validated as `matchup --combat joust` validates them. */
export function planJoust(rawOptions: Readonly<Record<string, unknown>>): JoustPlan {
  checkKind(chainmail.options, rawOptions, 'joust', '', 'option');
  const options = resolveConditions(chainmail.options, rawOptions, '', 'option');
  const rides = Number(options['joust-rides']);
  if (rides < 1) throw errors.outOfRange('joust-rides', rides, '1 to 3');
  return { rides, readings: { cells: options['joust-cells'] === 'one-of' ? 'one-of' : 'all', lanceScore: options['lance-score'] === 'plus-one' ? 1 : -1 } };
}

/** The joust solved as a zero-sum game (C33), as plain data: what the table, the JSON and the report show. */
export function solveJoustPlan(plan: JoustPlan): JoustReportData {
  const solution = solveJoust(plan.rides, plan.readings);
  const strategy = (xs: readonly ChoiceProbability[]) => xs.map((c) => ({ aim: c.choice.aim, position: c.choice.position, p: c.p, exactly: c.probability.toString() }));
  const played = playedScores(solution);
  const scores = [...new Set([...played.a.keys(), ...played.b.keys()])].sort((x, y) => x - y);
  const choices = joustChoices();
  const matrix = rideDifferenceMatrix(choices, solution.readings);
  return {
    rides: solution.rides,
    cells: solution.readings.cells,
    lanceScore: solution.readings.lanceScore,
    value: solution.value.toString(),
    valueNumber: solution.value.toNumber(),
    forcedVersusFree: solution.forcedVersusFree.map((f) => ({ ride: f.ride, value: f.valueNumber, exactly: f.value.toString() })),
    expectedScores: [solution.expectedScores.own.toNumber(), solution.expectedScores.opponent.toNumber()],
    worstExploitability: Math.max(...solution.states.map((s) => s.exploitability.total)),
    stages: solution.states.map((s) => ({ ride: s.ride, forcedA: s.forcedA, forcedB: s.forcedB, value: s.valueNumber, exactly: s.value.toString(), a: strategy(s.strategyA), b: strategy(s.strategyB), exploitability: s.exploitability.total })),
    scores: scores.map((k) => [k, played.a.get(k) ?? 0, played.b.get(k) ?? 0] as const),
    rideMatrix: choices.flatMap((a, i) => choices.map((b, j) => [a.aim, a.position, b.aim, b.position, matrix[i]?.[j] ?? 0] as const)),
    matrix: JOUST_MATRIX.map((r) => ({ aim: r.aim, cells: r.cells, positions: r.positions, line: r.line })),
    positions: JOUST_POSITIONS,
  };
}
