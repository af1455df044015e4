import type { BalanceAnalysis } from '../analysis/balance.js';
import { VERSION } from '../version.js';
import { balanceCsv, balanceRows, balanceSummary, basisLines, leftOutLine, type BalanceContext, type BalanceFacts } from './balance-format.js';
import { balanceBarsSvg } from './charts/balance-bars.js';
import { balanceMatrixSvg } from './charts/balance-matrix.js';
import { balanceScatterSvg } from './charts/balance-scatter.js';
import { balanceWorthSvg } from './charts/balance-worth.js';
import { armyWorthSvg } from './charts/army-worth.js';
import { chartBodies } from './chart-sections.js';
import { dataTable, figureHtml, htmlDocument, PAGE_SCRIPT, type HtmlChart } from './html.js';
import { verdictsHeadline } from './headline.js';
import { html, type Markup } from './markup.js';
import { proseHtml, proseMarkdown } from './prose.js';
import { chartDom } from './svg-document.js';
import type { ReportFile } from './report-folder.js';
import { worthCsv } from './worth-format.js';
import { worthBlocks, worthHtml, type WorthSection } from './worth-section.js';

/**
 * The name of a balance report's folder under --out: `balance-<system>[-<overlay>]`.
 *
 * @example
 * balanceReportName('d3h2', 'knights-4'); // => 'balance-d3h2-knights-4'
 */
export function balanceReportName(systemId: string, overlayName: string | undefined): string {
  return `balance-${systemId}${overlayName ? `-${overlayName}` : ''}`;
}

type DrawChart = (dom: Document, analysis: BalanceAnalysis, title: string) => Markup;
type ChartSpec = readonly [id: string, title: string, caption: string, draw: DrawChart];

/**
 * The chart of what the verdicts read (issue #36): at equal points each type's cost against
 * its break-even cost; else its strength against its cost with the line and band they read.
 */
function verdictChart(analysis: BalanceAnalysis): ChartSpec {
  if (analysis.basis === 'break-even') {
    return [
      'worth-cost',
      'Cost against break-even cost',
      "Each type's cost against what it is worth at equal points (its break-even cost, with its 95% interval), as its verdict reads them: on the diagonal a type is worth its cost; a whisker wholly above it (by more than half a pricing step) is undercosted, wholly below it overcosted. A triangle: the search found only a bound (worth at least or at most that). The types furthest from the diagonal are named; hover a mark for any other.",
      balanceWorthSvg,
    ];
  }
  return [
    'strength-cost',
    'Strength against cost',
    "Each type's strength against its cost, the least-squares line and its prediction band, which the verdicts read (each type against the line through the others). The types furthest from the line are named; hover a dot for any other.",
    balanceScatterSvg,
  ];
}

const OTHER_CHARTS: readonly ChartSpec[] = [
  ['strength-per-point', 'Strength per point', 'How much fighting value each point buys, best value first, on a log scale so that every type shows.', balanceBarsSvg],
  ['matrix', 'Share of each matchup', 'Row type against column type, strongest first: blue favours the row, red the column; a dash marks a type against itself, a cross a pair left out (legend in the chart).', balanceMatrixSvg],
];

/**
 * The verdict table's rows with the type and its verdict first, the rest in their order
 * after: on a phone the two a reader came for are in view, the rest scroll (issue #36).
 */
function verdictFirst(records: readonly Record<string, string>[]): Record<string, string>[] {
  return records.map(({ type, verdict, ...rest }) => ({ type: type ?? '', verdict: verdict ?? '', ...rest }));
}

/**
 * A balance report's files, made one at a time as they are written: balance.csv, summary.md
 * (paste-ready), the chart of what the verdicts read (`verdictChart`), the strength-per-point bars and the matrix, and
 * index.html. Every name goes through the same CSV, Markdown, SVG and HTML writers as a
 * sweep report's. With `worth` (`balance --battle`), worth.csv and a section of each type's
 * worth in an army beside its verdict. Write them with report-folder.ts `writeFolder` and
 * `balanceManifest`.
 */
export function* balanceReportFiles(facts: BalanceFacts, analysis: BalanceAnalysis, context: BalanceContext, explorer?: string, worth?: WorthSection): Generator<ReportFile> {
  yield ['balance.csv', balanceCsv(analysis, context)];
  if (worth) yield ['worth.csv', worthCsv(worth.rows, worth.answer, worth.context)];
  const summary = [...balanceSummary(facts, analysis, context), ...(worth ? worthBlocks(worth) : [])];
  yield ['summary.md', proseMarkdown(summary)];
  const charts: HtmlChart[] = [];
  const dom = chartDom();
  // Strength per point divides a strength already measured at equal points by cost a second
  // time (Levies: 114 a point), so the page draws it only where verdicts read the cost line.
  const others = OTHER_CHARTS.filter(([id]) => analysis.basis === 'fit' || id !== 'strength-per-point');
  for (const [id, title, caption, draw] of [verdictChart(analysis), ...others]) {
    const svg = draw(dom, analysis, facts.title);
    charts.push({ id, title, caption, svg, file: `${id}.svg` });
    yield [`charts/${id}.svg`, svg];
  }
  if (worth) {
    // What the worth table reads (issue #49): worth in an army against cost, with its interval, its range across plans and its break-even cost where they were asked for.
    const svg = armyWorthSvg(dom, worth.rows, facts.title);
    charts.push({ id: 'worth-in-armies', title: 'Worth in an army against cost', caption: 'Each type\'s worth in an army (battles) against its cost, with its 95% interval, and where they were asked for, its range across the plans of play and its break-even cost in armies.', svg, file: 'worth-in-armies.svg' });
    yield ['charts/worth-in-armies.svg', svg];
  }
  const { header, rows } = balanceRows(facts, analysis, context);
  const records = verdictFirst(
    rows.map((cells) => ({
      ...Object.fromEntries(header.map((h, c) => [h, cells[c] ?? ''])),
      'not modelled': analysis.rows.find((r) => r.id === cells[0])?.notModelled.join('; ') ?? '',
    })),
  );
  // Inline while the page's budget lasts, as on a sweep report's page; a larger chart (Little Orc Wars' 84 x 84 matrix) is an image of its file.
  const bodies = chartBodies([{ id: 'charts', title: '', collapsed: false, charts: charts.map((chart) => ({ chart, id: chart.id })) }]);
  const left = leftOutLine(analysis);
  const meta = `${facts.title} · ${context.method} · field ${context.field}${context.points === null ? '' : ` · at equal points, ${context.points} a side at least`}${context.overlay ? ` · overlay ${context.overlay.name}` : ''}`;
  const body = html`<main>
<header>
<h1>${`Balance: ${facts.title}`}</h1>
<p class="meta">${meta}</p>
${explorer ? html`<p><a href="${explorer}">Explore any matchup of these rules, exactly, in your browser</a></p>` : null}
</header>
<nav id="contents" aria-labelledby="contents-heading"><h2 id="contents-heading">Contents</h2><ol>
<li><a href="#verdicts">Verdicts, type by type</a></li>
${worth ? html`<li><a href="#worth">Worth in an army (battles)</a></li>` : null}
${charts.map((c) => html`<li><a href="#${c.id}">${c.title}</a></li>`)}
<li><a href="#summary">Summary and method</a></li>
</ol></nav>
${dataTable('verdicts', 'Verdicts, type by type', records, html`${basisLines(analysis, context).map((l) => html`<p class="hint">${l}</p>`)}${left ? html`<details class="hint"><summary>${`${analysis.rows.filter((r) => r.notModelled.length > 0).length} verdicts leave something out (marked *)`}</summary><p>${left}</p></details>` : null}`)}
${worth ? worthHtml(worth) : null}
${charts.map((chart) => figureHtml(chart, chart.id, 2, bodies.get(chart)))}
<section id="summary" aria-labelledby="summary-heading"><h2 id="summary-heading">Summary and method (summary.md)</h2>
${proseHtml(summary)}
</section>
</main>`;
  yield ['index.html', htmlDocument({ title: `Balance: ${facts.title} — oddsmith report`, body, script: PAGE_SCRIPT })];
}

/**
 * What a balance report's manifest.json records besides its kind and files (report-folder.ts
 * adds those): its context, its title and headline (the verdicts counted) and, with `worth`,
 * the worth section's (the front page, front-page.ts, lists both).
 */
export function balanceManifest(facts: BalanceFacts, analysis: BalanceAnalysis, context: BalanceContext, worth?: WorthSection): object {
  const overlay = context.overlay ? ` with ${context.overlay.name}` : '';
  return {
    oddsmith: VERSION,
    ...context,
    title: `Balance: ${facts.title}${overlay}`,
    headline: verdictsHeadline(analysis.rows),
    worthHeadline: worth ? `in battles, ${verdictsHeadline(worth.rows)}` : null,
    createdAt: new Date().toISOString(),
  };
}
