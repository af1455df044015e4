import type { BalanceAnalysis } from '../analysis/balance.js';
import type { RuleSystem } from '../core/system.js';
import { VERSION } from '../version.js';
import { balanceCsv, balanceMarkdown, type BalanceContext } from './balance-format.js';
import { balanceBarsSvg } from './charts/balance-bars.js';
import { balanceMatrixSvg } from './charts/balance-matrix.js';
import { balanceScatterSvg } from './charts/balance-scatter.js';
import { figureHtml, htmlDocument, type HtmlChart } from './html.js';
import { html } from './markup.js';
import type { ReportFile } from './report-folder.js';

/**
 * The name of a balance report's folder under --out: `balance-<system>[-<overlay>]`.
 *
 * @example
 * balanceReportName('d3h2', 'knights-4'); // => 'balance-d3h2-knights-4'
 */
export function balanceReportName(systemId: string, overlayName: string | undefined): string {
  return `balance-${systemId}${overlayName ? `-${overlayName}` : ''}`;
}

/**
 * A balance report's files, made one at a time as they are written: balance.csv, summary.md
 * (paste-ready), the strength-cost scatter, the strength-per-point bars and the matrix, and
 * index.html. Every name goes through the same CSV, Markdown, SVG and HTML writers as a
 * sweep report's. Write them with report-folder.ts `writeFolder` and `balanceManifest`.
 */
export function* balanceReportFiles(system: RuleSystem, analysis: BalanceAnalysis, context: BalanceContext): Generator<ReportFile> {
  yield ['balance.csv', balanceCsv(analysis, context)];
  const markdown = balanceMarkdown(system, analysis, context);
  yield ['summary.md', markdown];
  const charts: HtmlChart[] = [];
  for (const [id, title, caption, draw] of [
    ['strength-cost', 'Strength against cost', "Each type's strength against its cost, the least-squares line and its prediction band.", balanceScatterSvg],
    ['strength-per-point', 'Strength per point', 'How much fighting value each point buys, best value first.', balanceBarsSvg],
    ['matrix', 'Share of each matchup', 'Row type against column type: blue favours the row, red the column.', balanceMatrixSvg],
  ] as const) {
    const svg = draw(analysis, system.title);
    charts.push({ id, title, caption, svg });
    yield [`charts/${id}.svg`, svg];
  }
  const body = html`<main>
<h1>${`Balance: ${system.title}`}</h1>
${charts.map((chart) => figureHtml(chart, chart.id))}
<h2>Summary (summary.md)</h2><pre>${markdown}</pre>
</main>`;
  yield ['index.html', htmlDocument({ title: `Balance: ${system.title} — oddsmith report`, body })];
}

/** What a balance report's manifest.json records besides its files (report-folder.ts adds those). */
export function balanceManifest(context: BalanceContext): object {
  return { oddsmith: VERSION, kind: 'balance', ...context, createdAt: new Date().toISOString() };
}
