import { alignColumns } from '../../report/align-columns.js';
import type { JoustReportData, StrategyRow } from '../../report/joust-report.js';

const percent = (p: number): string => `${(p * 100).toFixed(1)}%`;
const valueText = (value: number, exactly: string): string => (exactly.includes('/') ? `${value.toFixed(4)} (${exactly})` : exactly);

function stage(data: JoustReportData, forcedA: boolean): JoustReportData['stages'][number] {
  const found = data.stages.find((s) => s.ride === 1 && s.forcedA === forcedA && !s.forcedB);
  if (!found) throw new Error('internal: the joust has no first-ride stage');
  return found;
}

function strategyRows(strategy: readonly StrategyRow[]): string[][] {
  return [['aim', 'position', 'chance', 'exactly'], ...strategy.map((c) => [c.aim, c.position, percent(c.p), c.exactly])];
}

/** `joust-strategy`'s table: the value, the forced-rider values and the first ride's optimal strategies. */
export function joustTable(data: JoustReportData): string {
  const start = stage(data, false);
  const forced = stage(data, true);
  const lines = [
    `Chainmail joust as a zero-sum game on the difference of tourney points (003:694-710, 1151-1186; C28, C33)`,
    `${data.rides} ride${data.rides === 1 ? '' : 's'}; cells: ${data.cells === 'all' ? 'every letter happens' : 'one letter, each equally likely'}; a broken lance scores ${data.lanceScore > 0 ? '+1' : '-1'}`,
    '',
    `value of the joust, both riders free: ${valueText(start.value, start.exactly)}: the difference each rider can guarantee himself`,
    `value of "I must ride position 4, my opponent is free":`,
    ...data.forcedVersusFree.map((f) => `  before ride ${f.ride}: ${valueText(f.value, f.exactly)}`),
    `expected tourney points when both play the strategies below: ${data.expectedScores[0].toFixed(2)} and ${data.expectedScores[1].toFixed(2)}`,
    '',
    'an optimal strategy, ride 1, both free (the game is symmetric: either rider may play it):',
    ...alignColumns(strategyRows(start.a), { indent: '  ' }),
    '',
    'ride 1, forced to position 4 against a free rider:',
    ...alignColumns(strategyRows(forced.a), { indent: '  ' }),
    'and the free rider against him:',
    ...alignColumns(strategyRows(forced.b), { indent: '  ' }),
    '',
    `proof: against every pure reply, in all ${data.stages.length} stage games, neither strategy concedes more than ${data.worstExploitability.toExponential(1)} (exploitability, by enumeration)`,
    'other optimal strategies exist; the value does not change. --format json gives every stage.',
  ];
  return `${lines.join('\n')}\n`;
}

/** `joust-strategy --format json`: every stage with both strategies, exactly and as numbers. */
export function joustJson(data: JoustReportData): string {
  const strategy = (xs: readonly StrategyRow[]) => xs.map((c) => ({ aim: c.aim, position: c.position, probability: c.p, exactly: c.exactly }));
  return `${JSON.stringify(
    {
      system: 'chainmail',
      game: 'joust, zero-sum on the difference of tourney points',
      rides: data.rides,
      readings: { cells: data.cells, lanceScore: data.lanceScore },
      value: data.valueNumber,
      valueExactly: data.value,
      forcedVersusFree: data.forcedVersusFree.map((f) => ({ ride: f.ride, value: f.value, valueExactly: f.exactly })),
      expectedScores: { own: data.expectedScores[0], opponent: data.expectedScores[1] },
      states: data.stages.map((s) => ({ ride: s.ride, forcedA: s.forcedA, forcedB: s.forcedB, value: s.value, valueExactly: s.exactly, strategyA: strategy(s.a), strategyB: strategy(s.b), exploitability: s.exploitability })),
    },
    null,
    2,
  )}\n`;
}
