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
 * Text escaped for Markdown: characters that could start emphasis, code, links, HTML or
 * an entity get a backslash (CommonMark lets any ASCII punctuation be escaped), and
 * control characters are shown as escapes.
 *
 * @example
 * markdownText('<b>*Knights*</b>'); // => '\\<b\\>\\*Knights\\*\\</b\\>'
 */
export function markdownText(text: string): string {
  return printable(text).replace(/[\\`*_{}[\]()<>#+!|~&]/g, (c) => `\\${c}`);
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
