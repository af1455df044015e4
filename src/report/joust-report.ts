import { VERSION } from '../version.js';
import { chanceBarsSvg, type ChanceBar } from './charts/chance-bars.js';
import { csvText } from './csv.js';
import { dataTable, figureHtml, htmlDocument, PAGE_SCRIPT, type HtmlChart } from './html.js';
import { html } from './markup.js';
import type { ReportFile } from './report-folder.js';
import { chartDom } from './svg-document.js';

/**
 * The jousting report (`joust-strategy --out`): the Jousting Matrix as printed, the solved
 * game's value and optimal strategies as bars, both riders' tourney totals under optimal
 * play as bars, and the CSVs behind them (every stage's strategies, the scores, the one-ride
 * difference matrix). Names here are the rule text's own, but they go through the same
 * CSV, SVG and HTML writers as every report.
 */

/** A stage's mixed strategy: each choice it plays with its chance, exactly and as a number. */
export interface StrategyRow {
  readonly aim: string;
  readonly position: string;
  readonly p: number;
  readonly exactly: string;
}

/** What the jousting report shows, assembled from the solved game by the command that writes it. */
export interface JoustReportData {
  readonly rides: number;
  readonly cells: 'all' | 'one-of';
  readonly lanceScore: number;
  /** The value with both riders free, exactly and as a number. */
  readonly value: string;
  readonly valueNumber: number;
  readonly forcedVersusFree: readonly { readonly ride: number; readonly value: number; readonly exactly: string }[];
  readonly expectedScores: readonly [number, number];
  /** The most any pure reply gains against either strategy, over every stage. */
  readonly worstExploitability: number;
  /** Every stage and both riders' strategies in it. */
  readonly stages: readonly { readonly ride: number; readonly forcedA: boolean; readonly forcedB: boolean; readonly value: number; readonly exactly: string; readonly a: readonly StrategyRow[]; readonly b: readonly StrategyRow[]; readonly exploitability: number }[];
  /** Both riders' totals under optimal play: score, chance for A, chance for B. */
  readonly scores: readonly (readonly [number, number, number])[];
  /** The one-ride difference matrix, long form: A's aim and position, B's, A's score minus B's. */
  readonly rideMatrix: readonly (readonly [string, string, string, string, number])[];
  /** The Jousting Matrix as printed: an aiming point, its six cells, the positions it allows, its line. */
  readonly matrix: readonly { readonly aim: string; readonly cells: readonly string[]; readonly positions: readonly number[]; readonly line: number }[];
  readonly positions: readonly string[];
}

/** The report's folder name under --out: `joust-strategy[-<rides>-rides][-one-of][-lance-plus-one]`. */
export function joustReportName(settings: Pick<JoustReportData, 'rides' | 'cells' | 'lanceScore'>): string {
  const parts = ['joust-strategy', ...(settings.rides === 3 ? [] : [`${settings.rides}-rides`]), ...(settings.cells === 'all' ? [] : ['one-of']), ...(settings.lanceScore > 0 ? ['lance-plus-one'] : [])];
  return parts.join('-');
}

const bars = (strategy: readonly StrategyRow[]): ChanceBar[] => strategy.map((c) => ({ label: `${c.aim} / ${c.position}`, chance: c.p }));

function stage(data: JoustReportData, ride: number, forcedA: boolean, forcedB: boolean): JoustReportData['stages'][number] {
  const s = data.stages.find((x) => x.ride === ride && x.forcedA === forcedA && x.forcedB === forcedB);
  if (!s) throw new Error(`internal: no stage ${ride} ${forcedA} ${forcedB}`);
  return s;
}

/** The report's files, made one at a time as they are written; write them with `openReportPlaces`. */
export function* joustReportFiles(data: JoustReportData, explorer?: string): Generator<ReportFile> {
  yield [
    'strategies.csv',
    csvText(
      ['ride', 'forced_a', 'forced_b', 'value', 'value_exactly', 'rider', 'aim', 'position', 'probability', 'probability_exactly'],
      data.stages.flatMap((s) =>
        (['A', 'B'] as const).flatMap((rider) => (rider === 'A' ? s.a : s.b).map((c) => [s.ride, String(s.forcedA), String(s.forcedB), s.value, s.exactly, rider, c.aim, c.position, c.p, c.exactly])),
      ),
    ),
  ];
  yield ['scores.csv', csvText(['score', 'rider_a', 'rider_b'], data.scores)];
  yield ['ride-matrix.csv', csvText(['a_aim', 'a_position', 'b_aim', 'b_position', 'a_minus_b'], data.rideMatrix)];
  const start = stage(data, 1, false, false);
  const forced = stage(data, 1, true, false);
  const readingWords = `${data.rides} rides · ${data.cells === 'all' ? 'every letter of a cell happens' : 'one letter of a cell, each equally likely'} · a broken lance ${data.lanceScore > 0 ? '+1' : '-1'}`;
  const charts: HtmlChart[] = [];
  const dom = chartDom();
  for (const [id, title, caption, svg] of [
    ['strategy-free', 'An optimal strategy, both riders free', 'The chance of each aiming point and position in an optimal mixed strategy for the first ride, both riders free. The game is symmetric, so either rider may play it; other optimal strategies exist, with the same value.', chanceBarsSvg(dom, 'An optimal strategy: ride 1, both riders free', [readingWords], bars(start.a))],
    ['strategy-forced', 'Forced to position 4 against a free rider', "The forced rider chooses only his aim (003:1186); the free rider's best reply to him is the next chart.", chanceBarsSvg(dom, 'Forced to position 4: an optimal strategy', [`ride 1 · value ${forced.value.toFixed(2)} points to the forced rider`], bars(forced.a))],
    ['strategy-against-forced', 'The free rider against a forced one', 'How the free rider plays an opponent forced to position 4.', chanceBarsSvg(dom, 'Against a forced rider: an optimal strategy', [`ride 1 · value ${(-forced.value).toFixed(2)} points to the free rider`], bars(forced.b))],
    ['scores', 'Tourney points over the joust, both playing optimally', "Rider A's total tourney points after the joust when both play the solved strategies at every stage; rider B's law is in scores.csv.", chanceBarsSvg(dom, "Rider A's tourney points, optimal play", [readingWords], data.scores.filter(([, a]) => a > 0).map(([k, a]) => ({ label: `${k > 0 ? '+' : ''}${k} points`, chance: a })))],
  ] as const) {
    charts.push({ id, title, caption, svg });
    yield [`charts/${id}.svg`, svg];
  }
  const matrixRows = data.matrix.map((row) => ({ 'aiming point': row.aim, ...Object.fromEntries(data.positions.map((p, i) => [`${i + 1} ${p}`, row.cells[i] ?? ''])), 'positions allowed': row.positions.join(', '), line: `003:${row.line}` }));
  const body = html`<main>
<header>
<h1>Chainmail jousting as a game</h1>
<p class="meta">${readingWords} · zero-sum on the difference of tourney points (003:694-710, 1151-1186; rulings C28, C33)</p>
${explorer ? html`<p><a href="${explorer}">Explore any joust, exactly, in your browser</a></p>` : null}
</header>
<section id="value" aria-labelledby="value-heading"><h2 id="value-heading">Values</h2>
<p>The value of the joust with both riders free is ${data.value}: what each rider can guarantee himself on the difference of tourney points.</p>
<p>The value of “I must ride position 4, my opponent is free”: ${data.forcedVersusFree.map((f) => `before ride ${f.ride}, ${f.value.toFixed(4)} (${f.exactly})`).join('; ')}.</p>
<p>Expected tourney points when both play the strategies below: ${data.expectedScores[0].toFixed(2)} and ${data.expectedScores[1].toFixed(2)}.</p>
<p class="hint">Proof: in every one of the ${data.stages.length} stage games, no pure reply gains more than ${data.worstExploitability.toExponential(1)} against either strategy (checked by enumeration).</p>
</section>
${dataTable('matrix', 'The Jousting Matrix (003:1155-1186)', matrixRows, html`<p class="hint">B breaks lance, G glances off, H helm knocked off, I injured, M miss, U unhorsed; a rider who breaks his lance or loses his helm sits position 4 next ride.</p>`)}
${charts.map((chart) => figureHtml(chart, chart.id))}
</main>`;
  yield ['index.html', htmlDocument({ title: 'Chainmail jousting — oddsmith report', body, script: PAGE_SCRIPT })];
}

/** What the report's manifest.json records besides its kind and files (report-folder.ts adds those). */
export function joustManifest(data: JoustReportData): object {
  const forced = data.forcedVersusFree[0];
  const headline = `the joust's value in tourney points, both riders free: ${data.value}${forced ? `; forced to position 4 against a free rider before ride ${forced.ride}: ${forced.value.toFixed(4)}` : ''}`;
  return { oddsmith: VERSION, system: 'chainmail', rides: data.rides, cells: data.cells, lanceScore: data.lanceScore, value: data.value, title: 'Chainmail jousting as a game', headline, createdAt: new Date().toISOString() };
}
