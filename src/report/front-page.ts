import { BATTLE } from '../core/battle-rules.js';
import { htmlDocument } from './html.js';
import { html, rawTextElement, type Markup } from './markup.js';

/**
 * The front page of a reports folder (`index`, and the last step of `npm start`): every
 * oddsmith report in it, grouped by the question it answers, each with its title, its
 * headline (recorded in its manifest when it was written, headline.ts) and a relative link.
 * Every name is escaped by the page's template (markup.ts), as on every report page.
 */

/** One report folder as its manifest describes it (front-page-file.ts reads them). */
export interface FrontEntry {
  /** The folder's name under the reports folder. */
  readonly folder: string;
  /** What the manifest records: its kind and whatever else it holds. */
  readonly manifest: Readonly<Record<string, unknown>>;
}

/** The questions, in the page's order, and which reports answer each. */
const GROUPS = [
  ['matchups', 'Single matchups and sweeps'],
  ['balance', 'Balance per system: is each type worth its points?'],
  ['battles', 'Battles, and worth in an army'],
  ['joust', 'The joust'],
  ['tables', 'Tables a writer quotes'],
  ['explorer', 'The explorer: any matchup, in your browser'],
] as const;
type Group = (typeof GROUPS)[number][0];

/** One line of the page: a report, or a section of one (the worth in battles of a balance report). */
interface Line {
  readonly group: Group;
  readonly folder: string;
  readonly href: string;
  readonly title: string;
  readonly headline: string;
}

const text = (value: unknown): string | null => (typeof value === 'string' && value.trim() !== '' ? value : null);

/** A report written before reports carried a headline still gets a line that says so. */
const noHeadline = (m: FrontEntry['manifest']): string => `no headline: written by oddsmith ${text(m['oddsmith']) ?? '?'} before reports carried one; run it again`;

/** The lines a report gives: one under its question, and a balance report with worth one more under battles. */
function linesOf(entry: FrontEntry): Line[] {
  const m = entry.manifest;
  const href = `${encodeURIComponent(entry.folder)}/index.html`;
  const title = text(m['title']) ?? entry.folder;
  const headline = text(m['headline']) ?? noHeadline(m);
  const line = (group: Group): Line => ({ group, folder: entry.folder, href, title, headline });
  switch (m['kind']) {
    case 'balance': {
      const worth = text(m['worthHeadline']);
      return [line('balance'), ...(worth ? [{ group: 'battles' as const, folder: entry.folder, href: `${href}#worth`, title: `${title}: worth in an army`, headline: worth }] : [])];
    }
    case 'joust-strategy':
      return [line('joust')];
    case 'explorer':
      return [line('explorer')];
    case 'tables':
      return [line('tables')];
    case 'battle':
      return [line('battles')];
    default: {
      const combats = Array.isArray(m['combats']) ? m['combats'] : [];
      return [line(combats.length > 0 && combats.every((c) => c === BATTLE) ? 'battles' : 'matchups')];
    }
  }
}

// A folder's name wraps as a whole (inline-block), not mid-word, unless it is wider than the line.
const STYLE = '.reports{list-style:none;padding:0;max-width:75ch}.reports li{margin:.75rem 0}.reports code{display:inline-block}.reports .headline{display:block}';

/**
 * The front page's HTML: the reports by question, each a link, its folder and its headline.
 *
 * @example
 * frontPageHtml([{ folder: 'balance-d3h2', manifest: { kind: 'balance', title: 'Balance: DBA 3.0', headline: '18 types: ...' } }]);
 * // => '<!DOCTYPE html>…<a href="balance-d3h2/index.html">Balance: DBA 3.0</a>…'
 */
export function frontPageHtml(entries: readonly FrontEntry[]): Markup {
  const lines = [...entries].sort((a, b) => a.folder.localeCompare(b.folder)).flatMap(linesOf);
  const sections = GROUPS.flatMap(([group, heading]) => {
    const mine = lines.filter((l) => l.group === group);
    if (mine.length === 0) return [];
    const items = mine.map((l) => html`<li><a href="${l.href}">${l.title}</a> <code>${l.folder}</code><span class="headline">${l.headline}</span></li>`);
    return [html`<section id="${group}" aria-labelledby="${group}-heading"><h2 id="${group}-heading">${heading}</h2><ul class="reports">
${items.map((item, i) => html`${i > 0 ? '\n' : ''}${item}`)}
</ul></section>`];
  });
  const body = html`<main>
${rawTextElement('style', STYLE)}
<header>
<h1>oddsmith reports</h1>
<p class="meta">${`${entries.length} report${entries.length === 1 ? '' : 's'} in this folder, grouped by the question each answers, with its finding in one line. Open one for its charts, tables and method.`}</p>
</header>
${sections.length > 0 ? sections.map((s, i) => html`${i > 0 ? '\n' : ''}${s}`) : html`<p>No oddsmith report here yet.</p>`}
</main>`;
  return htmlDocument({ title: 'oddsmith reports', body });
}
