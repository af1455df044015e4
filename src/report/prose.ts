import { markdownText } from './escape.js';
import { html, joinMarkup, type Markup } from './markup.js';

/** A run of text, plain or strong (a type's name in a list). */
export type Inline = string | { readonly strong: string };

/** A block of a short document: a heading, a paragraph or a bulleted list. */
export type Block =
  | { readonly kind: 'h1' | 'h2' | 'p'; readonly text: readonly Inline[] }
  | { readonly kind: 'list'; readonly items: readonly (readonly Inline[])[] };

/**
 * A short document made once and written twice, as Markdown (`summary.md`, to paste) and as
 * HTML (the same text in the report page), each through its own escaping writer: a name is
 * escaped for Markdown in the one and for HTML in the other, never parsed back.
 *
 * @example
 * proseMarkdown([{ kind: 'p', text: [{ strong: 'Knights' }, ' cost 2'] }]); // => '**Knights** cost 2\n'
 */
export function proseMarkdown(blocks: readonly Block[]): string {
  const inline = (runs: readonly Inline[]): string => runs.map((r) => (typeof r === 'string' ? markdownText(r) : `**${markdownText(r.strong)}**`)).join('');
  const parts = blocks.map((b) => {
    if (b.kind === 'list') return b.items.map((item) => `- ${inline(item)}`).join('\n');
    return `${b.kind === 'h1' ? '# ' : b.kind === 'h2' ? '## ' : ''}${inline(b.text)}`;
  });
  return `${parts.join('\n\n')}\n`;
}

/**
 * The most items a list shows open on a page; a longer one (a line per type: 84 for Little Orc
 * Wars, which made its balance page 27,884 px tall on a phone) opens on demand, and in print.
 */
export const OPEN_LIST = 10;

/** The same document as HTML (headings one level below the page's own), a list longer than OPEN_LIST folded. */
export function proseHtml(blocks: readonly Block[]): Markup {
  const inline = (runs: readonly Inline[]): Markup => joinMarkup(runs.map((r) => (typeof r === 'string' ? html`${r}` : html`<strong>${r.strong}</strong>`)));
  const block = (b: Block): Markup => {
    if (b.kind === 'list') {
      const list = html`<ul>${b.items.map((item) => html`<li>${inline(item)}</li>`)}</ul>`;
      return b.items.length > OPEN_LIST ? html`<details class="long-list"><summary>${`${b.items.length} entries: show`}</summary>${list}</details>` : list;
    }
    if (b.kind === 'h1') return html`<h2>${inline(b.text)}</h2>`;
    if (b.kind === 'h2') return html`<h3>${inline(b.text)}</h3>`;
    return html`<p>${inline(b.text)}</p>`;
  };
  return html`${blocks.map((b, i) => html`${i > 0 ? '\n' : ''}${block(b)}`)}`;
}
