import { JOUST_MATRIX, JOUST_POSITIONS } from '../rules/chainmail/joust-table.js';
import { playedScores, type ChoiceProbability, type JoustSolution, type JoustStageSolution } from '../rules/chainmail/joust-game.js';
import { joustChoices, rideDifferenceMatrix } from '../rules/chainmail/joust.js';
import { VERSION } from '../version.js';
import { chanceBarsSvg } from './charts/chance-bars.js';
import { csvText } from './csv.js';
import { dataTable, figureHtml, htmlDocument, PAGE_SCRIPT, type HtmlChart } from './html.js';
import { html } from './markup.js';
import type { ReportFile } from './report-folder.js';

/**
 * The jousting report (`joust-strategy --out`): the Jousting Matrix as printed, the solved
 * game's value and optimal strategies as bars, both riders' tourney totals under optimal
 * play as bars, and the CSVs behind them (every stage's strategies, the scores, the one-ride
 * difference matrix). Names here are the rule text's own, but they go through the same
 * CSV, SVG and HTML writers as every report.
 */

/** The report's folder name under --out: `joust-strategy[-<rides>-rides][-one-of][-lance-plus-one]`. */
export function joustReportName(solution: Pick<JoustSolution, 'rides' | 'readings'>): string {
  const parts = ['joust-strategy', ...(solution.rides === 3 ? [] : [`${solution.rides}-rides`]), ...(solution.readings.cells === 'all' ? [] : ['one-of']), ...(solution.readings.lanceScore > 0 ? ['lance-plus-one'] : [])];
  return parts.join('-');
}

const stateWords = (s: Pick<JoustStageSolution, 'ride' | 'forcedA' | 'forcedB'>): string =>
  `ride ${s.ride}, ${s.forcedA ? 'A forced to position 4' : 'A free'}, ${s.forcedB ? 'B forced to position 4' : 'B free'}`;

const bars = (strategy: readonly ChoiceProbability[]) => strategy.map((c) => ({ label: `${c.choice.aim} / ${c.choice.position}`, chance: c.p }));

function stage(solution: JoustSolution, ride: number, forcedA: boolean, forcedB: boolean): JoustStageSolution {
  const s = solution.states.find((x) => x.ride === ride && x.forcedA === forcedA && x.forcedB === forcedB);
  if (!s) throw new Error(`internal: no stage ${ride} ${forcedA} ${forcedB}`);
  return s;
}

/** The report's files, made one at a time as they are written; write them with `openReportPlaces`. */
export function* joustReportFiles(solution: JoustSolution): Generator<ReportFile> {
  yield [
    'strategies.csv',
    csvText(
      ['ride', 'forced_a', 'forced_b', 'value', 'value_exactly', 'rider', 'aim', 'position', 'probability', 'probability_exactly'],
      solution.states.flatMap((s) =>
        (['A', 'B'] as const).flatMap((rider) =>
          (rider === 'A' ? s.strategyA : s.strategyB).map((c) => [s.ride, String(s.forcedA), String(s.forcedB), s.valueNumber, s.value.toString(), rider, c.choice.aim, c.choice.position, c.p, c.probability.toString()]),
        ),
      ),
    ),
  ];
  const played = playedScores(solution);
  const scores = [...new Set([...played.a.keys(), ...played.b.keys()])].sort((x, y) => x - y);
  yield ['scores.csv', csvText(['score', 'rider_a', 'rider_b'], scores.map((k) => [k, played.a.get(k) ?? 0, played.b.get(k) ?? 0]))];
  const choices = joustChoices();
  const matrix = rideDifferenceMatrix(choices, solution.readings);
  yield [
    'ride-matrix.csv',
    csvText(['a_aim', 'a_position', 'b_aim', 'b_position', 'a_minus_b'], choices.flatMap((a, i) => choices.map((b, j) => [a.aim, a.position, b.aim, b.position, matrix[i]?.[j] ?? 0]))),
  ];
  const start = stage(solution, 1, false, false);
  const forced = stage(solution, 1, true, false);
  const readingWords = `${solution.rides} rides · ${solution.readings.cells === 'all' ? 'every letter of a cell happens' : 'one letter of a cell, each equally likely'} · a broken lance ${solution.readings.lanceScore > 0 ? '+1' : '-1'}`;
  const charts: HtmlChart[] = [];
  for (const [id, title, caption, svg] of [
    ['strategy-free', 'An optimal strategy, both riders free', 'The chance of each aiming point and position in an optimal mixed strategy for the first ride, both riders free. The game is symmetric, so either rider may play it; other optimal strategies exist, with the same value.', chanceBarsSvg('An optimal strategy: ride 1, both riders free', [readingWords], bars(start.strategyA))],
    ['strategy-forced', 'Forced to position 4 against a free rider', 'The forced rider chooses only his aim (003:1186); the free rider\'s best reply to him is the next chart.', chanceBarsSvg('Forced to position 4: an optimal strategy', [`ride 1 · value ${forced.valueNumber.toFixed(2)} points to the forced rider`], bars(forced.strategyA))],
    ['strategy-against-forced', 'The free rider against a forced one', 'How the free rider plays an opponent forced to position 4.', chanceBarsSvg('Against a forced rider: an optimal strategy', [`ride 1 · value ${(-forced.valueNumber).toFixed(2)} points to the free rider`], bars(forced.strategyB))],
    ['scores', 'Tourney points over the joust, both playing optimally', 'Rider A\'s total tourney points after the joust when both play the solved strategies at every stage; rider B\'s law is in scores.csv.', chanceBarsSvg('Rider A\'s tourney points, optimal play', [readingWords], scores.filter((k) => (played.a.get(k) ?? 0) > 0).map((k) => ({ label: `${k > 0 ? '+' : ''}${k} points`, chance: played.a.get(k) ?? 0 })))],
  ] as const) {
    charts.push({ id, title, caption, svg });
    yield [`charts/${id}.svg`, svg];
  }
  const matrixRows = JOUST_MATRIX.map((row) => ({ 'aiming point': row.aim, ...Object.fromEntries(JOUST_POSITIONS.map((p, i) => [`${i + 1} ${p}`, row.cells[i] ?? ''])), 'positions allowed': row.positions.join(', '), line: `003:${row.line}` }));
  const worst = Math.max(...solution.states.map((s) => s.exploitability.total));
  const body = html`<main>
<header>
<h1>Chainmail jousting as a game</h1>
<p class="meta">${readingWords} · zero-sum on the difference of tourney points (003:694-710, 1151-1186; rulings C28, C33)</p>
</header>
<section id="value" aria-labelledby="value-heading"><h2 id="value-heading">Values</h2>
<p>The value of the joust with both riders free is ${start.value.toString()}: what each rider can guarantee himself on the difference of tourney points.</p>
<p>The value of “I must ride position 4, my opponent is free”: ${solution.forcedVersusFree.map((f) => `before ride ${f.ride}, ${f.valueNumber.toFixed(4)} (${f.value.toString()})`).join('; ')}.</p>
<p>Expected tourney points when both play the strategies below: ${solution.expectedScores.own.toNumber().toFixed(2)} and ${solution.expectedScores.opponent.toNumber().toFixed(2)}.</p>
<p class="hint">Proof: in every one of the ${solution.states.length} stage games, no pure reply gains more than ${worst.toExponential(1)} against either strategy (checked by enumeration). ${stateWords(start)}.</p>
</section>
${dataTable('matrix', 'The Jousting Matrix (003:1155-1186)', matrixRows, html`<p class="hint">B breaks lance, G glances off, H helm knocked off, I injured, M miss, U unhorsed; a rider who breaks his lance or loses his helm sits position 4 next ride.</p>`)}
${charts.map((chart) => figureHtml(chart, chart.id))}
</main>`;
  yield ['index.html', htmlDocument({ title: 'Chainmail jousting — oddsmith report', body, script: PAGE_SCRIPT })];
}

/** What the report's manifest.json records besides its files. */
export function joustManifest(solution: JoustSolution): object {
  return { oddsmith: VERSION, kind: 'joust-strategy', system: 'chainmail', rides: solution.rides, readings: solution.readings, value: solution.value.toString(), createdAt: new Date().toISOString() };
}
