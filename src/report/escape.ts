import { printable, printableLines } from '../core/printable.js';
import { writtenNumbers } from '../core/written-number.js';

/**
 * The one escape for each output format. Every report writer (SVG marks and d3's nodes,
 * HTML pages, CSV files, Markdown summaries) escapes through these, and each first makes
 * control and bidirectional characters visible (src/core/printable.ts), so a name from a
 * user's file reads the same, and is equally harmless, in every output.
 */

/**
 * Text content escaped for XML (SVG), as jsdom's XMLSerializer writes it.
 *
 * @example
 * escapeXmlText('Kn<i>ghts & Co\u001b'); // => 'Kn&lt;i&gt;ghts &amp; Co\\x1b'
 */
export function escapeXmlText(text: string): string {
  const shown = printableLines(text);
  if (!/[&<>]/.test(shown)) return shown;
  return shown.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/**
 * A value escaped for a double-quoted XML attribute (tabs and newlines as character references).
 *
 * @example
 * escapeXmlAttribute('say "hi" & <go>'); // => 'say &quot;hi&quot; &amp; &lt;go&gt;'
 */
export function escapeXmlAttribute(value: string): string {
  const shown = escapeXmlText(value);
  if (!/["\t\n]/.test(shown)) return shown;
  return shown.replace(/"/g, '&quot;').replace(/\t/g, '&#x9;').replace(/\n/g, '&#xA;');
}

const HTML_ESCAPES: Readonly<Record<string, string>> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/**
 * A value escaped for HTML: safe in text and in quoted attributes.
 *
 * @example
 * escapeHtml('<img onerror="x">'); // => '&lt;img onerror=&quot;x&quot;&gt;'
 */
export function escapeHtml(value: string | number): string {
  return printableLines(String(value)).replace(/[&<>"']/g, (c) => HTML_ESCAPES[c] ?? c);
}

/**
 * A CSV cell's value made safe for a spreadsheet: text a spreadsheet would run as a formula
 * (=, +, -, @ at the start) gets a leading quote, and control characters are shown as
 * escapes. Numbers are ours and pass as they are; null is an empty cell. Quoting is
 * csv-stringify's job, not this one's.
 *
 * @example
 * csvCell('=HYPERLINK("x")'); // => "'=HYPERLINK(\"x\")"
 * csvCell(-0.5);              // => -0.5
 */
export function csvCell(value: string | number | null | undefined): string | number {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return value;
  const shown = printable(value);
  return /^[=+\-@]/.test(shown) ? `'${shown}` : shown;
}

/**
 * Text escaped for Markdown, in a paragraph or a table's cell: characters that could start
 * emphasis, code, links, HTML, an entity, a heading, a cell's end (`|`) or a forum's own
 * marks (Reddit's `^` superscript, `$` maths) get a backslash (CommonMark lets any ASCII
 * punctuation be escaped), and control characters, line feeds included, are shown as
 * escapes, so a name stays on its line and in its cell.
 *
 * @example
 * markdownText('<b>*Knights*</b>'); // => '\\<b\\>\\*Knights\\*\\</b\\>'
 * markdownText('a|b [x](http://e)'); // => 'a\\|b \\[x\\]\\(http://e\\)'
 */
export function markdownText(text: string): string {
  return printable(text).replace(/[\\`*_{}[\]()<>#+!|~&^$]/g, (c) => `\\${c}`);
}

/**
 * Text as a Markdown code span (a command to copy): fenced by one backtick more than its
 * longest run of them, so no backtick inside can close it, and spaced where it starts or
 * ends with one. In a table's cell a `|` is written `\\|`, which GFM reads back as `|` even
 * inside code; elsewhere a code span shows backslashes as they are. A cell's text with a
 * backslash is written as escaped text instead: before a `|`, a backslash in code would make
 * the two forum parsers (cmark-gfm, markdown-it) split the cell differently.
 *
 * @example
 * markdownCode('oddsmith tables hott2 totals'); // => '`oddsmith tables hott2 totals`'
 * markdownCode("echo 'a|b'", { inTable: true }); // => "`echo 'a\\|b'`"
 */
export function markdownCode(text: string, where: { readonly inTable?: boolean } = {}): string {
  const plain = printable(text);
  if (where.inTable && plain.includes('\\')) return markdownText(text);
  const shown = where.inTable ? plain.replace(/\|/g, '\\|') : plain;
  const fence = '`'.repeat(Math.max(0, ...[...shown.matchAll(/`+/g)].map((m) => m[0].length)) + 1);
  const pad = /^`|`$/.test(shown) ? ' ' : '';
  return `${fence}${pad}${shown}${pad}${fence}`;
}

/**
 * A value as indented JSON with no raw control or bidi character: JSON.stringify escapes C0
 * and lone surrogates, and printableLines writes the rest (DEL, C1, bidi, separators) as
 * `\uNNNN`, which inside a JSON string is the same character. The text read back is exact;
 * each number is written by `writtenNumber` (no float noise next to 0 or 1). Every JSON
 * report and answer but `matchup`'s (src/engine/matchup-json.ts, the same replacer) is written here.
 *
 * @example
 * jsonText({ name: 'a\u202eb' }); // => '{\n  "name": "a\\u202eb"\n}'
 */
export function jsonText(value: unknown): string {
  return printableLines(JSON.stringify(value, writtenNumbers, 2));
}
