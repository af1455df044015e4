/**
 * Text from the user's arguments or files, made safe to show: control characters (C0, DEL,
 * C1), bidirectional overrides and isolates, line and paragraph separators, lone surrogates
 * and the non-characters U+FFFE/U+FFFF are shown as escapes. So a name can neither send a
 * terminal a command (change its title), nor reorder what is shown around it, nor make an
 * SVG or XML file ill-formed (XML 1.0 forbids most C0 characters). Every output path uses
 * these two functions: the terminal, and through src/report/escape.ts the SVG, HTML, CSV and
 * Markdown writers.
 */

const UNSAFE =
  /[\u0000-\u001f\u007f-\u009f\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069\u2028\u2029\ufffe\uffff]|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;
const UNSAFE_TEST = new RegExp(UNSAFE.source);
const SHORT: Readonly<Record<string, string>> = { '\n': '\\n', '\t': '\\t', '\r': '\\r' };

/** C0 as `\xNN`, the rest as `\uNNNN`: inside a JSON string (which never holds a raw C0) the escape is valid JSON for the same character. */
function escape(c: string): string {
  const code = c.charCodeAt(0);
  return SHORT[c] ?? (code < 0x20 ? `\\x${code.toString(16).padStart(2, '0')}` : `\\u${code.toString(16).padStart(4, '0')}`);
}

/**
 * One line of text safe to show: every unsafe character, newlines and tabs included, as an escape.
 *
 * @example
 * printable('kni\u001b]0;x\u0007ghts'); // => 'kni\\x1b]0;x\\x07ghts'
 * printable('a\u202eb');                // => 'a\\u202eb'
 */
export function printable(text: string): string {
  return UNSAFE_TEST.test(text) ? text.replace(UNSAFE, escape) : text;
}

/**
 * Text of several lines safe to show: as `printable`, but newlines and tabs are kept.
 *
 * @example
 * printableLines('a\tb\nc\u0007'); // => 'a\tb\nc\\x07'
 */
export function printableLines(text: string): string {
  return UNSAFE_TEST.test(text) ? text.replace(UNSAFE, (c) => (c === '\n' || c === '\t' ? c : escape(c))) : text;
}

/**
 * What a user wrote, as a refusal quotes it: whole up to `most` characters, else its start
 * and `...`, so a 100,000-character value is still one short line.
 *
 * @example
 * clipped('1e308', 40); // => '1e308'
 * clipped('9'.repeat(60), 40); // => '9999999999999999999999999999999999999999...'
 */
export function clipped(text: string, most: number): string {
  return text.length > most ? `${text.slice(0, most)}...` : text;
}
