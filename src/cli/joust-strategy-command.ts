import { checkKind, resolveConditions } from '../core/conditions.js';
import { errors } from '../core/errors.js';
import { alignColumns } from '../report/align-columns.js';
import { chainmail } from '../rules/chainmail/index.js';
import { joustState, playedScores, solveJoust, type ChoiceProbability, type JoustSolution } from '../rules/chainmail/joust-game.js';
import { JOUST_MATRIX, JOUST_POSITIONS } from '../rules/chainmail/joust-table.js';
import { joustChoices, rideDifferenceMatrix } from '../rules/chainmail/joust.js';
import type { JoustReportData } from '../report/joust-report.js';
import type { JoustReadings } from '../rules/chainmail/joust.js';
import type { CliIo } from './io.js';
import { parseChoice } from './parse-options.js';
import { explorerBeside, openReportPlaces } from './report-places.js';
import { printable } from '../core/printable.js';
import { optionFlags } from './what-if.js';

interface JoustStrategyFlags {
  readonly option?: readonly string[];
  readonly format?: string;
  readonly out?: string;
}

/** The joust's readings and rides from `--option`, validated as `matchup --combat joust` validates them. */
function settingsOf(flags: JoustStrategyFlags): { rides: number; readings: JoustReadings } {
  const raw = optionFlags(flags.option);
  checkKind(chainmail.options, raw, 'joust', '', 'option');
  const options = resolveConditions(chainmail.options, raw, '', 'option');
  return {
    rides: Number(options['joust-rides']),
    readings: { cells: options['joust-cells'] === 'one-of' ? 'one-of' : 'all', lanceScore: options['lance-score'] === 'plus-one' ? 1 : -1 },
  };
}

const percent = (p: number): string => `${(p * 100).toFixed(1)}%`;
const valueText = (s: { value: { toString(): string }; valueNumber: number }): string => {
  const exact = s.value.toString();
  return exact.includes('/') ? `${s.valueNumber.toFixed(4)} (${exact})` : exact;
};

function strategyRows(strategy: readonly ChoiceProbability[]): string[][] {
  return strategy.map((c) => [c.choice.aim, c.choice.position, percent(c.p), c.probability.toString()]);
}

function table(solution: JoustSolution): string {
  const start = joustState(solution, 1, false, false);
  const forced = joustState(solution, 1, true, false);
  const worst = Math.max(...solution.states.map((s) => s.exploitability.total));
  const lines = [
    `Chainmail joust as a zero-sum game on the difference of tourney points (003:694-710, 1151-1186; C28, C33)`,
    `${solution.rides} ride${solution.rides === 1 ? '' : 's'}; cells: ${solution.readings.cells === 'all' ? 'every letter happens' : 'one letter, each equally likely'}; a broken lance scores ${solution.readings.lanceScore > 0 ? '+1' : '-1'}`,
    '',
    `value of the joust, both riders free: ${valueText(start)}: the difference each rider can guarantee himself`,
    `value of "I must ride position 4, my opponent is free":`,
    ...solution.forcedVersusFree.map((f) => `  before ride ${f.ride}: ${valueText(f)}`),
    `expected tourney points when both play the strategies below: ${solution.expectedScores.own.toNumber().toFixed(2)} and ${solution.expectedScores.opponent.toNumber().toFixed(2)}`,
    '',
    'an optimal strategy, ride 1, both free (the game is symmetric: either rider may play it):',
    ...alignColumns([['aim', 'position', 'chance', 'exactly'], ...strategyRows(start.strategyA)], { indent: '  ' }),
    '',
    'ride 1, forced to position 4 against a free rider:',
    ...alignColumns([['aim', 'position', 'chance', 'exactly'], ...strategyRows(forced.strategyA)], { indent: '  ' }),
    'and the free rider against him:',
    ...alignColumns([['aim', 'position', 'chance', 'exactly'], ...strategyRows(forced.strategyB)], { indent: '  ' }),
    '',
    `proof: against every pure reply, in all ${solution.states.length} stage games, neither strategy concedes more than ${worst.toExponential(1)} (exploitability, by enumeration)`,
    'other optimal strategies exist; the value does not change. --format json gives every stage.',
  ];
  return `${lines.join('\n')}\n`;
}

function json(solution: JoustSolution): string {
  const strategy = (xs: readonly ChoiceProbability[]) => xs.map((c) => ({ aim: c.choice.aim, position: c.choice.position, probability: c.p, exactly: c.probability.toString() }));
  return `${JSON.stringify(
    {
      system: 'chainmail',
      game: 'joust, zero-sum on the difference of tourney points',
      rides: solution.rides,
      readings: solution.readings,
      value: solution.value.toNumber(),
      valueExactly: solution.value.toString(),
      forcedVersusFree: solution.forcedVersusFree.map((f) => ({ ride: f.ride, value: f.valueNumber, valueExactly: f.value.toString() })),
      expectedScores: { own: solution.expectedScores.own.toNumber(), opponent: solution.expectedScores.opponent.toNumber() },
      states: solution.states.map((s) => ({
        ride: s.ride,
        forcedA: s.forcedA,
        forcedB: s.forcedB,
        value: s.valueNumber,
        valueExactly: s.value.toString(),
        strategyA: strategy(s.strategyA),
        strategyB: strategy(s.strategyB),
        exploitability: s.exploitability.total,
      })),
    },
    null,
    2,
  )}\n`;
}

/** `oddsmith joust-strategy`: the joust solved as a zero-sum game (C33), its value and optimal strategies. */
export async function joustStrategyCommand(io: CliIo, flags: JoustStrategyFlags): Promise<void> {
  const format = parseChoice(flags.format ?? 'table', '--format', ['table', 'json'] as const);
  const { rides, readings } = settingsOf(flags);
  if (rides < 1) throw errors.outOfRange('joust-rides', rides, '1 to 3');
  // The report's place is checked before anything is computed (report-places.ts).
  const report = flags.out === undefined ? null : await joustReport(io, flags.out, { rides, readings });
  try {
    const solution = solveJoust(rides, readings);
    io.stdout.write(format === 'json' ? json(solution) : table(solution));
    if (report) io.stderr.write(`wrote ${printable(await report.write(solution))}\n`);
  } finally {
    report?.close();
  }
}

/** The --out report folder and a writer for it; the report code (d3, jsdom) is loaded only for --out. */
async function joustReport(io: CliIo, out: string, settings: Pick<JoustSolution, 'rides' | 'readings'>): Promise<{ write: (solution: JoustSolution) => Promise<string>; close: () => void }> {
  const code = await import('../report/joust-report.js');
  const places = openReportPlaces(io, out, [code.joustReportName({ rides: settings.rides, ...settings.readings })], 'joust-strategy');
  return {
    write: async (solution) => {
      const data = reportData(solution);
      const explorer = explorerBeside(places.dirs[0] ?? '', 'chainmail/heavy-horse/heavy-horse?combat=joust');
      await places.write(0, code.joustReportFiles(data, explorer), () => code.joustManifest(data));
      return places.dirs[0] ?? '';
    },
    close: places.close,
  };
}

/** What the report shows, from the solved game and the rule tables (the report reads no rules). */
function reportData(solution: JoustSolution): JoustReportData {
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
    forcedVersusFree: solution.forcedVersusFree.map((f) => ({ ride: f.ride, value: f.valueNumber, exactly: f.value.toString() })),
    expectedScores: [solution.expectedScores.own.toNumber(), solution.expectedScores.opponent.toNumber()],
    worstExploitability: Math.max(...solution.states.map((s) => s.exploitability.total)),
    stages: solution.states.map((s) => ({ ride: s.ride, forcedA: s.forcedA, forcedB: s.forcedB, value: s.valueNumber, exactly: s.value.toString(), a: strategy(s.strategyA), b: strategy(s.strategyB) })),
    scores: scores.map((k) => [k, played.a.get(k) ?? 0, played.b.get(k) ?? 0] as const),
    rideMatrix: choices.flatMap((a, i) => choices.map((b, j) => [a.aim, a.position, b.aim, b.position, matrix[i]?.[j] ?? 0] as const)),
    matrix: JOUST_MATRIX.map((r) => ({ aim: r.aim, cells: r.cells, positions: r.positions, line: r.line })),
    positions: JOUST_POSITIONS,
  };
}
