import { createHash } from 'node:crypto';
import { format } from 'd3-format';
import { chartBodies, chartCount, chartSections, type ChartSection, type HtmlChart } from './chart-sections.js';
import { html, rawTextElement, type Markup } from './markup.js';
import { methodSection } from './method-section.js';
import type { ReportModel } from './model.js';

export type { HtmlChart } from './chart-sections.js';

/** Ids the page itself uses; section and chart ids are kept clear of them. */
const PAGE_IDS = ['contents', 'method', 'charts', 'summary'];

const count = (n: number, one: string, many = `${one}s`): string => `${format(',')(n)} ${n === 1 ? one : many}`;

const NUMERIC_TEXT = /^\s*[+\-\u2212]?(\d[\d,]*(\.\d+)?|\.\d+)\s*%?\s*$/;

/** A cell that reads as a number: a number, an empty cell, or text such as "58.3%" or "+0.42". */
const isNumeric = (value: string | number | undefined): boolean => typeof value === 'number' || value === undefined || value === '' || NUMERIC_TEXT.test(value);

/**
 * A table a reader can sort (click a heading) and filter (type in the box: rows that do not
 * contain every word typed are hidden), its first column and its headings staying in view as
 * it scrolls. Used by every report page; `PAGE_SCRIPT` makes it work.
 *
 * @example
 * dataTable('summary', 'Summary', rows); // => <section id="summary">…<input type="search" …>…<table class="sortable">…
 */
export function dataTable(id: string, heading: string, rows: readonly Record<string, string | number>[], intro: Markup | string = ''): Markup {
  const first = rows[0];
  if (!first) return html`<section id="${id}" aria-labelledby="${id}-heading"><h2 id="${id}-heading">${heading}</h2><p>No rows.</p></section>`;
  const columns = Object.keys(first);
  const head = columns.map((c) => html`<th scope="col" aria-sort="none"><button type="button">${c}</button></th>`);
  // Numbers (and numbers written as text: "58.3%", "+0.42") align right by column, set once
  // in a rule rather than on each of a large table's cells; the sort reads a cell's text.
  const numeric = columns.flatMap((c, i) => (rows.every((row) => isNumeric(row[c])) ? [`#${id}-table td:nth-child(${i + 1})`] : []));
  const align = numeric.length > 0 ? rawTextElement('style', `${numeric.join(',')}{text-align:right}`) : '';
  const body = rows.map((row, r) => html`${r > 0 ? '\n' : ''}<tr>${columns.map((c) => html`<td>${row[c] ?? ''}</td>`)}</tr>`);
  return html`<section id="${id}" aria-labelledby="${id}-heading"><h2 id="${id}-heading">${heading}</h2>${intro}<p class="hint">${count(rows.length, 'row')}. Click a column heading to sort by it; click again to reverse. Type to show only the rows that contain every word.</p><p class="filter"><label>Filter <input type="search" class="table-filter" data-table="${id}-table" autocomplete="off" spellcheck="false"></label> <output class="filter-count" aria-live="polite"></output></p>${align}<div class="table-scroll" tabindex="0" role="region" aria-labelledby="${id}-heading"><table class="sortable" id="${id}-table"><thead><tr>${head}</tr></thead><tbody>
${body}
</tbody></table></div></section>`;
}

const STYLE = `
:root { color-scheme: light; --ink: #222; --muted: #595959; --rule: #ddd; --accent: #0b5cad; }
* { box-sizing: border-box; }
body { margin: 0; font: 15px/1.5 system-ui, -apple-system, "Segoe UI", Roboto, Helvetica, Arial, sans-serif; color: var(--ink); background: #fafafa; }
main { max-width: 1560px; margin: 0 auto; padding: 1.5rem 1.25rem 3rem; }
h1 { font-size: 1.6rem; line-height: 1.25; margin: 0 0 .25rem; }
h2 { font-size: 1.15rem; margin: 2rem 0 .5rem; }
figure h2 { margin-top: 0; }
.meta, .hint { color: var(--muted); margin: .25rem 0; }
code { font-size: .9em; overflow-wrap: anywhere; }
a { color: var(--accent); }
nav ol { columns: 2 18rem; margin: 0; padding-left: 1.5rem; }
.method li { margin: .25rem 0; }
details { margin: .25rem 0; }
figure { margin: 1.5rem 0; padding: 1rem; background: #fff; border: 1px solid var(--rule); border-radius: 6px; }
/* Charts keep their own size, so their text stays readable: on a narrow screen the frame scrolls sideways. */
.figure-scroll { overflow-x: auto; }
.figure-scroll svg { display: block; max-width: none; height: auto; }
.filter { margin: .25rem 0 .5rem; }
.filter input { font: inherit; padding: .2rem .4rem; width: min(20rem, 100%); }
.filter-count { color: var(--muted); margin-left: .5rem; }
figcaption { color: var(--muted); margin-top: .5rem; max-width: 75ch; }
.method, .meta, nav { max-width: 1200px; }
/* No content-visibility here: a full-page capture paints only what is laid out, and drew a skipped table as an empty box. */
.table-scroll { max-height: 70vh; overflow: auto; background: #fff; border: 1px solid var(--rule); border-radius: 6px; }
table { border-collapse: collapse; font-size: 13px; font-variant-numeric: tabular-nums; min-width: 100%; }
th, td { padding: .3rem .6rem; border-bottom: 1px solid var(--rule); text-align: left; white-space: nowrap; }
tbody tr:nth-child(even) { background: #f6f8fa; }
thead th { position: sticky; top: 0; z-index: 1; background: #eef1f4; box-shadow: inset 0 -1px 0 #c8ccd0; padding: 0; }
/* The first column (what a row is) stays in view when the table scrolls sideways. */
tbody td:first-child { position: sticky; left: 0; background: #fff; box-shadow: inset -1px 0 0 var(--rule); }
tbody tr:nth-child(even) td:first-child { background: #f6f8fa; }
thead th:first-child { left: 0; z-index: 2; }
@media (max-width: 600px) { main { padding: 1rem .5rem 2rem; } body { font-size: 14px; } figure { padding: .5rem; } }
/*
 * On a phone a long first cell (what a row is) wraps, so the column after it (a balance
 * verdict) stays in view: after a hyphen or a space, never inside a word ("paladi|ns"); only a
 * word wider than the cell itself breaks (break-word, unlike anywhere, leaves the column at
 * least a word wide).
 */
@media (max-width: 600px) { tbody td:first-child { white-space: normal; overflow-wrap: break-word; max-width: 40vw; } }
thead th button { all: unset; box-sizing: border-box; display: block; width: 100%; padding: .4rem 1.4rem .4rem .6rem; font-weight: 600; cursor: pointer; position: relative; }
thead th button:focus-visible { outline: 2px solid var(--accent); outline-offset: -2px; }
thead th button::after { content: "↕"; position: absolute; right: .4rem; color: #999; }
thead th[aria-sort="ascending"] button::after { content: "▲"; color: var(--ink); }
thead th[aria-sort="descending"] button::after { content: "▼"; color: var(--ink); }
/* A section that opens on demand: its heading is the switch. */
.chart-section > details > summary { cursor: pointer; }
.chart-section > details > summary h2 { display: inline; }
.chart-section > details > summary .count { color: var(--muted); margin-left: .5rem; }
figure h3 { font-size: 1.05rem; margin: 0 0 .5rem; }
/*
 * Printed (a PDF too): everything the screen can show, on the paper's width. Every row of a
 * table, none scrolled away; cells wrap rather than run off the page's edge, where the
 * printer drops them; charts scale down to the page; every section that opens on demand
 * printed open (the page's script opens them before printing; this opens them where the
 * script does not run).
 */
@media print {
  body { background: #fff; font-size: 11px; }
  main { max-width: none; padding: 0; }
  .table-scroll { max-height: none; overflow: visible; border: 0; }
  .figure-scroll { overflow: visible; }
  .figure-scroll svg, .figure-scroll img { max-width: 100%; height: auto; }
  details::details-content { content-visibility: visible; display: contents; }
  .chart-section > details > summary .count { display: none; }
  figure { break-inside: avoid; border: 0; padding: 0; }
  table { font-size: 8pt; min-width: 0; width: 100%; }
  th, td { white-space: normal; padding: .1rem .25rem; }
  tr { break-inside: avoid; }
  tbody td:first-child, thead th { position: static; }
  thead th button { padding: .1rem .25rem; }
  thead th button::after { content: none; }
  .filter, .hint { display: none; }
}
`;

/**
 * The script of every report page: filters a data table as the reader types, opens folded
 * lists before printing, and sorts a table by the clicked heading. Numbers sort as numbers, including text such as
 * "58.3%", "+0.42" or "−0.42" (typographic minus); text sorts by natural order; empty
 * cells go last either way; ties keep their current order.
 */
export const PAGE_SCRIPT = `
(() => {
  // Filter: a row stays when its text holds every word typed (case-insensitive).
  for (const input of document.querySelectorAll('input.table-filter')) {
    const table = document.getElementById(input.dataset.table);
    const counter = input.parentElement.parentElement.querySelector('.filter-count');
    const apply = () => {
      const words = input.value.toLowerCase().split(/\\s+/).filter(Boolean);
      let shown = 0;
      for (const row of table.tBodies[0].rows) {
        const text = row.textContent.toLowerCase();
        const keep = words.every((w) => text.includes(w));
        row.hidden = !keep;
        if (keep) shown++;
      }
      counter.textContent = words.length === 0 ? '' : shown + ' of ' + table.tBodies[0].rows.length + ' rows';
    };
    input.addEventListener('input', apply);
  }
  // Printed: open every folded list, so the paper holds everything the screen can show.
  addEventListener('beforeprint', () => { for (const d of document.querySelectorAll('details')) d.open = true; });
  // A link to a chart in a folded section (the contents, a shared address) opens the section.
  const reveal = () => {
    const target = location.hash && document.getElementById(decodeURIComponent(location.hash.slice(1)));
    for (let d = target && target.closest('details'); d; d = d.parentElement.closest('details')) d.open = true;
    // Where nothing lays the page out (no scrollIntoView) the section is still opened, and the rest of the script still runs.
    if (target && target.scrollIntoView) target.scrollIntoView();
  };
  addEventListener('hashchange', reveal);
  if (location.hash) reveal();
  const collator = new Intl.Collator(undefined, { numeric: true, sensitivity: 'base' });
  const keyOf = (cell) => {
    const raw = (cell && (cell.dataset.sort ?? cell.textContent) || '').trim();
    if (raw === '') return null;
    const number = Number(raw.replace(/\\u2212/g, '-').replace(/[%,\\s]/g, '').replace(/^\\+/, ''));
    return Number.isFinite(number) ? number : raw;
  };
  const compare = (a, b) => {
    if (typeof a === 'number' && typeof b === 'number') return a - b;
    if (typeof a === 'number') return -1;
    if (typeof b === 'number') return 1;
    return collator.compare(a, b);
  };
  for (const table of document.querySelectorAll('table.sortable')) {
    const headers = Array.from(table.tHead.rows[0].cells);
    headers.forEach((th, column) => {
      th.querySelector('button').addEventListener('click', () => {
        const ascending = th.getAttribute('aria-sort') !== 'ascending';
        for (const other of headers) other.setAttribute('aria-sort', 'none');
        th.setAttribute('aria-sort', ascending ? 'ascending' : 'descending');
        const body = table.tBodies[0];
        const rows = Array.from(body.rows, (row, index) => ({ row, index, key: keyOf(row.cells[column]) }));
        rows.sort((a, b) => {
          if (a.key === null || b.key === null) return (a.key === null) - (b.key === null) || a.index - b.index;
          return (ascending ? compare(a.key, b.key) : compare(b.key, a.key)) || a.index - b.index;
        });
        body.append(...rows.map((r) => r.row));
      });
    });
  }
})();
`;

/** The Content-Security-Policy of every page: nothing fetched, and no script runs but the page's own (by its hash). */
function securityPolicy(script: string | undefined): string {
  const scripts = script === undefined ? "'none'" : `'sha256-${createHash('sha256').update(script).digest('base64')}'`;
  // Images: the report's own chart files beside the page ('self'), never a remote address.
  return `default-src 'none'; style-src 'unsafe-inline'; script-src ${scripts}; img-src 'self' data:`;
}

/**
 * One self-contained HTML page, the frame of every report page: a Content-Security-Policy
 * that forbids network access and lets only `script` (this package's own) run, the shared
 * style, then `body`. Both title and body are escaped by construction (markup.ts).
 *
 * @example
 * htmlDocument({ title: 'Balance: HOTT', body: html`<main><h1>${'Balance'}</h1></main>` }).toString(); // => '<!DOCTYPE html>\n<html lang="en">…'
 */
export function htmlDocument(page: { readonly title: string; readonly body: Markup; readonly script?: string }): Markup {
  return html`<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta http-equiv="Content-Security-Policy" content="${securityPolicy(page.script)}">
<meta name="generator" content="oddsmith">
<title>${page.title}</title>
${rawTextElement('style', STYLE)}
</head>
<body>
${page.body}
${page.script === undefined ? null : rawTextElement('script', page.script)}
</body>
</html>
`;
}

/**
 * A chart as a page figure: its title as a heading (`h2` on a page of figures, `h3` under a
 * section's heading), the chart (its SVG, or `body` in its place) in a box that scrolls
 * sideways on a narrow screen, and the caption. A chart shown as an image of its file (a large
 * one: Little Orc Wars' 84 x 84 matrix) is also a tap away on its own, where a phone zooms it.
 */
export function figureHtml(chart: HtmlChart, id: string, level: 2 | 3 = 2, body: Markup = chart.svg): Markup {
  const heading = level === 2 ? html`<h2>${chart.title}</h2>` : html`<h3>${chart.title}</h3>`;
  const alone = chart.file !== undefined && body !== chart.svg ? html` <a href="charts/${chart.file}">Open the chart on its own</a>` : null;
  return html`<figure id="${id}">${heading}<div class="figure-scroll">${body}</div><figcaption>${chart.caption}${alone}</figcaption></figure>`;
}

const lines = (parts: readonly Markup[]): Markup[] => parts.map((part, i) => html`${i > 0 ? '\n' : ''}${part}`);

/** A section of charts: open, or folded into a <details> that opens on demand (and for print). */
function sectionHtml(section: ChartSection, bodies: ReadonlyMap<HtmlChart, Markup>): Markup {
  const figures = lines(section.charts.map(({ chart, id }) => figureHtml(chart, id, 3, bodies.get(chart))));
  const heading = html`<h2 id="${section.id}-heading">${section.title}</h2>`;
  if (!section.collapsed) return html`<section id="${section.id}" class="chart-section" aria-labelledby="${section.id}-heading">${heading}
${figures}
</section>`;
  return html`<section id="${section.id}" class="chart-section" aria-labelledby="${section.id}-heading"><details><summary>${heading} <span class="count">${chartCount(section.charts.length)}: show</span></summary>
${figures}
</details></section>`;
}

/** The contents list: the method, every section (an open one with its charts), the summary table. */
function contentsHtml(sections: readonly ChartSection[]): Markup {
  const entries = sections.map((section) => {
    const link = html`<a href="#${section.id}">${section.title}</a>`;
    if (section.collapsed) return html`<li>${link} (${chartCount(section.charts.length)}, shown on demand)</li>`;
    return html`<li>${link}<ol>${section.charts.map(({ chart, id }) => html`<li><a href="#${id}">${chart.title}</a></li>`)}</ol></li>`;
  });
  const items = [html`<li><a href="#method">Method</a></li>`, ...entries, html`<li><a href="#summary">Summary table</a></li>`];
  return html`<nav id="contents" aria-labelledby="contents-heading"><h2 id="contents-heading">Contents</h2><ol>
${lines(items)}
</ol></nav>`;
}

/**
 * A self-contained HTML report: title, contents, method note, the charts by section (long
 * sections fold into a <details> that opens on demand), and a sortable summary table
 * (columns: the keys of the first row). Charts in open sections are inlined up to a budget;
 * the rest are images of their files under charts/ (chart-sections.ts). Nothing is fetched
 * from the network: styles and script are inline and a Content-Security-Policy forbids any
 * other script and any resource but the report's own files. Every string is escaped (markup.ts).
 *
 * @example
 * const page = reportHtml(model, reportCharts(model.report), summaryDisplayRows(model));
 * String(page); // => '<!DOCTYPE html>\n<html lang="en">…'
 */
export function reportHtml(model: ReportModel, charts: readonly HtmlChart[], summaryRows: readonly Record<string, string | number>[]): Markup {
  const { report } = model;
  const sections = chartSections(charts, new Set(PAGE_IDS));
  const bodies = chartBodies(sections);
  const title = report.scenario.title || report.scenario.name;
  const body = html`<main>
<header>
<h1>${title}</h1>
<p class="meta">Scenario <code>${report.scenario.file}</code> (SHA-256 <code>${report.scenario.hash.slice(0, 12)}</code>) · ${report.system.title} · run ${report.startedAt} to ${report.finishedAt}</p>
${report.explorer ? html`<p><a href="${report.explorer}">Explore any matchup of these rules, exactly, in your browser</a></p>` : null}
</header>
${contentsHtml(sections)}
${methodSection(model)}
<div id="charts">
${lines(sections.map((section) => sectionHtml(section, bodies)))}
</div>
${dataTable('summary', 'Summary', summaryRows)}
</main>`;
  return htmlDocument({ title: `${title} — oddsmith report`, body, script: PAGE_SCRIPT });
}
