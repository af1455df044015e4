import { createHash } from 'node:crypto';
import { groups, max } from 'd3-array';
import { format } from 'd3-format';
import { halfWidthPercent } from './half-width.js';
import { html, rawTextElement, type Markup } from './markup.js';
import { sideName, type SweepReport } from './sweep.js';

/** One chart as the page shows it: its SVG is Markup, so only a chart this package drew. */
export interface HtmlChart {
  readonly id: string;
  readonly title: string;
  readonly caption: string;
  readonly svg: Markup;
}

/** Ids the page itself uses; chart ids are kept clear of them. */
const PAGE_IDS = ['contents', 'method', 'charts', 'summary'];

/** A valid, unique id attribute for each chart (HTML ids may not contain spaces); stable for the same input. */
function anchorIds(charts: readonly HtmlChart[]): string[] {
  const used = new Set(PAGE_IDS);
  return charts.map((chart, i) => {
    const base = chart.id.replace(/[^A-Za-z0-9_-]+/g, '-').replace(/^-+|-+$/g, '') || `chart-${i + 1}`;
    let id = base;
    for (let n = 2; used.has(id); n++) id = `${base}-${n}`;
    used.add(id);
    return id;
  });
}

const count = (n: number, one: string, many = `${one}s`): string => `${format(',')(n)} ${n === 1 ? one : many}`;

/** The method note: how the numbers were made and how precise they are. */
function methodSection(report: SweepReport): Markup {
  const exact = report.cells.filter((c) => c.result.method === 'exact');
  const mc = report.cells.filter((c) => c.result.method === 'mc');
  const items: Markup[] = [];
  if (exact.length > 0) {
    const spaces = [...new Set(exact.map((c) => c.result.exactSpace).filter((n): n is string => n !== null))];
    const space = spaces.length > 0 ? ` over ${spaces.slice(0, 3).join(' or ')}${spaces.length > 3 ? ' or more' : ''} per matchup` : '';
    items.push(html`<li><strong>Exact enumeration</strong> for ${count(exact.length, 'matchup')}${space}: these probabilities have no sampling error.</li>`);
  }
  if (mc.length > 0) {
    const widest = max(mc, (c) => c.result.maxHalfWidth) ?? 0;
    const trials = report.trials === null ? 'a varying number of' : format(',')(report.trials);
    const seed = report.seed === null ? 'unrecorded' : report.seed;
    items.push(
      html`<li><strong>Monte Carlo</strong> for ${count(mc.length, 'matchup')}: ${trials} trials per matchup (the most any matchup used), root seed ${seed}. Every probability carries a 95% Wilson score interval; the widest half-width is ±${halfWidthPercent(widest)} (percentage points). The same seed and trials give the same numbers.</li>`,
    );
  }
  items.push(html`<li><strong>Rule system:</strong> ${report.system.title}, from seed file <code>${report.system.seedFile}</code>.</li>`);
  if (report.overlay) {
    const changes = report.overlay.changes.map((c) => html`<li><code>${c}</code></li>`);
    items.push(html`<li><strong>What-if overlay</strong> <code>${report.overlay.name}</code> (SHA-256 ${report.overlay.hash.slice(0, 12)}…) changed the rules' data: <ul>${changes}</ul></li>`);
  }
  if (report.options) items.push(html`<li><strong>Options</strong> other than the documented rulings: <code>${report.options}</code>.</li>`);
  items.push(
    html`<li><strong>Net edge</strong> (heatmaps, condition effects): the chance the defender suffers an unfavourable outcome minus the chance the attacker does, from −1 to +1; positive favours the attacker.</li>`,
  );
  const whatIf = (c: SweepReport['conditions'][number]): Markup | null =>
    c.overlay ? html`; <strong>what-if overlay</strong> <code>${c.overlay.name}</code>: ${c.overlay.changes.map((x, i) => html`${i > 0 ? ', ' : ''}<code>${x}</code>`)}` : null;
  const sets = report.conditions.map(
    (c) => html`<li>${c.name}: ${c.combat}; attacker ${c.attacker || 'no special conditions'}; defender ${c.defender || 'no special conditions'}${whatIf(c)}</li>`,
  );
  items.push(html`<li><strong>Condition sets</strong> (the first is the baseline): <ul>${sets}</ul></li>`);

  if (report.notes.length > 0) {
    const notes = report.notes.map((n) => html`<li>${n}</li>`);
    items.push(html`<li><strong>Notes</strong> (${count(report.notes.length, 'note')}: conditions that change nothing in some matchups, and hints): <details><summary>show</summary><ul>${notes}</ul></details></li>`);
  }
  const skipped = report.skipped;
  if (skipped.length === 0) {
    items.push(html`<li><strong>Skipped matchups:</strong> none.</li>`);
  } else {
    const byReason = groups(skipped, (s) => s.reason);
    const reasons = byReason.map(([reason, list]) => {
      const which = list.map((s) => `${sideName(report, s.attacker)} v ${sideName(report, s.defender)} (${s.condition})`).join(', ');
      return html`<li>${reason} — ${count(list.length, 'matchup')}: ${which}</li>`;
    });
    items.push(
      html`<li><strong>Skipped matchups:</strong> ${count(skipped.length, 'matchup')} the rules do not allow, shown as n/a in the charts.<details><summary>${count(byReason.length, 'reason')}</summary><ul>${reasons}</ul></details></li>`,
    );
  }
  return html`<section id="method" aria-labelledby="method-heading"><h2 id="method-heading">Method</h2><ul class="method">${items.map((item, i) => html`${i > 0 ? '\n' : ''}${item}`)}</ul></section>`;
}

const NUMERIC_TEXT = /^\s*[+\-\u2212]?(\d[\d,]*(\.\d+)?|\.\d+)\s*%?\s*$/;

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
  const body = rows.map((row, r) => {
    const cells = columns.map((c) => {
      const value = row[c];
      if (typeof value === 'number') return html`<td class="num" data-sort="${value}">${value}</td>`;
      // Numbers written as text ("58.3%", "+0.42") align like numbers.
      return NUMERIC_TEXT.test(value ?? '') ? html`<td class="num">${value ?? ''}</td>` : html`<td>${value ?? ''}</td>`;
    });
    return html`${r > 0 ? '\n' : ''}<tr>${cells}</tr>`;
  });
  return html`<section id="${id}" aria-labelledby="${id}-heading"><h2 id="${id}-heading">${heading}</h2>${intro}<p class="hint">${count(rows.length, 'row')}. Click a column heading to sort by it; click again to reverse. Type to show only the rows that contain every word.</p><p class="filter"><label>Filter <input type="search" class="table-filter" data-table="${id}-table" autocomplete="off" spellcheck="false"></label> <output class="filter-count" aria-live="polite"></output></p><div class="table-scroll" tabindex="0" role="region" aria-labelledby="${id}-heading"><table class="sortable" id="${id}-table"><thead><tr>${head}</tr></thead><tbody>
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
.table-scroll { max-height: 70vh; overflow: auto; background: #fff; border: 1px solid var(--rule); border-radius: 6px; }
/* A sweep's table has thousands of rows: laid out only when scrolled near (a third less work to open a 1,251-row report). */
.table-scroll { content-visibility: auto; contain-intrinsic-block-size: auto 70vh; }
table { border-collapse: collapse; font-size: 13px; font-variant-numeric: tabular-nums; min-width: 100%; }
th, td { padding: .3rem .6rem; border-bottom: 1px solid var(--rule); text-align: left; white-space: nowrap; }
td.num { text-align: right; }
tbody tr:nth-child(even) { background: #f6f8fa; }
thead th { position: sticky; top: 0; z-index: 1; background: #eef1f4; box-shadow: inset 0 -1px 0 #c8ccd0; padding: 0; }
/* The first column (what a row is) stays in view when the table scrolls sideways. */
tbody td:first-child { position: sticky; left: 0; background: #fff; box-shadow: inset -1px 0 0 var(--rule); }
tbody tr:nth-child(even) td:first-child { background: #f6f8fa; }
thead th:first-child { left: 0; z-index: 2; }
@media (max-width: 600px) { main { padding: 1rem .5rem 2rem; } body { font-size: 14px; } figure { padding: .5rem; } }
thead th button { all: unset; box-sizing: border-box; display: block; width: 100%; padding: .4rem 1.4rem .4rem .6rem; font-weight: 600; cursor: pointer; position: relative; }
thead th button:focus-visible { outline: 2px solid var(--accent); outline-offset: -2px; }
thead th button::after { content: "↕"; position: absolute; right: .4rem; color: #999; }
thead th[aria-sort="ascending"] button::after { content: "▲"; color: var(--ink); }
thead th[aria-sort="descending"] button::after { content: "▼"; color: var(--ink); }
/* Printed or captured whole: every row laid out, nothing scrolled away, no filter box. */
@media print {
  .table-scroll { max-height: none; overflow: visible; content-visibility: visible; }
  .figure-scroll { overflow: visible; }
  tbody td:first-child, thead th { position: static; }
  .filter { display: none; }
  body { background: #fff; }
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
  return `default-src 'none'; style-src 'unsafe-inline'; script-src ${scripts}; img-src data:`;
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
 * A chart as a page figure: its title as a heading, the SVG in a box that scrolls sideways
 * on a narrow screen, and the caption.
 */
export function figureHtml(chart: HtmlChart, id: string): Markup {
  return html`<figure id="${id}"><h2>${chart.title}</h2><div class="figure-scroll">${chart.svg}</div><figcaption>${chart.caption}</figcaption></figure>`;
}

/**
 * A self-contained HTML report: title, method note, contents, every chart as a <figure>
 * with its caption, and a sortable summary table (columns: the keys of the first row).
 * Nothing is fetched: styles and script are inline and a Content-Security-Policy forbids
 * network access and any script but the page's own. Every string is escaped (markup.ts).
 *
 * @example
 * const page = reportHtml(report, [{ id: 'heatmap-open', title: 'Net edge, open ground', caption: '…', svg: heatmapSvg(report, 'open ground') }], rows);
 * String(page); // => '<!DOCTYPE html>\n<html lang="en">…'
 */
export function reportHtml(report: SweepReport, charts: readonly HtmlChart[], summaryRows: readonly Record<string, string | number>[]): Markup {
  const ids = anchorIds(charts);
  const title = report.scenario.title || report.scenario.name;
  const contents = [
    html`<li><a href="#method">Method</a></li>`,
    ...charts.map((chart, i) => html`<li><a href="#${ids[i] ?? ''}">${chart.title}</a></li>`),
    html`<li><a href="#summary">Summary table</a></li>`,
  ];
  const lines = (parts: readonly Markup[]): Markup[] => parts.map((part, i) => html`${i > 0 ? '\n' : ''}${part}`);
  const body = html`<main>
<header>
<h1>${title}</h1>
<p class="meta">Scenario <code>${report.scenario.file}</code> (SHA-256 <code>${report.scenario.hash.slice(0, 12)}</code>) · ${report.system.title} · run ${report.startedAt} to ${report.finishedAt}</p>
${report.explorer ? html`<p><a href="${report.explorer}">Explore any matchup of these rules, exactly, in your browser</a></p>` : null}
</header>
<nav id="contents" aria-labelledby="contents-heading"><h2 id="contents-heading">Contents</h2><ol>
${lines(contents)}
</ol></nav>
${methodSection(report)}
<section id="charts" aria-label="Charts">
${lines(charts.map((chart, i) => figureHtml(chart, ids[i] ?? '')))}
</section>
${dataTable('summary', 'Summary', summaryRows)}
</main>`;
  return htmlDocument({ title: `${title} — oddsmith report`, body, script: PAGE_SCRIPT });
}
