/**
 * Prose for a terminal: wrapped to a width a terminal shows, and long lists cut to their first
 * few with a count and where the rest are (the report page, or `--verbose`). Tables are not
 * wrapped here: a table's rows stay whole, aligned (align-columns.ts).
 */

/** The widest line of prose a command prints. */
export const PROSE_WIDTH = 100;

/** The longest line of prose a command prints whole; a longer one is wrapped (`fitted`). Tables are exempt. */
export const LINE_LIMIT = 160;

/**
 * A message and what it points to (` -> path`) on one line when it fits in LINE_LIMIT
 * characters, else the pointer on a line of its own, indented (and a message longer than
 * LINE_LIMIT wrapped at PROSE_WIDTH), so a long path or message does not push a line past a
 * terminal's width.
 *
 * @example
 * fitted('hott2-ranged: 176 results …', '-> reports/hott2-ranged/index.html'); // => 'hott2-ranged: 176 results … -> reports/hott2-ranged/index.html'
 */
export function fitted(message: string, pointer: string): string {
  const line = `${message} ${pointer}`;
  if (line.length <= LINE_LIMIT) return line;
  return [...(message.length <= LINE_LIMIT ? [message] : wrap(message, PROSE_WIDTH, '  ', ' ', '')), `  ${pointer}`].join('\n');
}

/** How much of a long list a command prints: everything (`--verbose`), or a few and the page that has them all. */
export interface ListDetail {
  readonly verbose: boolean;
  /** The report page holding every item, when one was written. */
  readonly page: string | null;
}

/** Print a few and point on: what a command does unless told `--verbose`. */
export const BRIEF: ListDetail = { verbose: false, page: null };

/**
 * `text` in lines of at most `width` characters, the first after `first`, the rest after
 * `indent`, broken after `sep` (a space, or the | of a list of values); a word longer than a
 * line stays whole.
 *
 * @example
 * wrap('a bb ccc', 6, '  '); // => ['  a bb', '  ccc']
 */
export function wrap(text: string, width: number, indent: string, sep = ' ', first = indent): string[] {
  const lines: string[] = [];
  let line = '';
  let lead = first;
  // A line broken at a space ends without it; one broken in a list keeps its | at the end.
  const trailing = sep === ' ' ? '' : sep;
  for (const word of text.split(sep)) {
    if (line && lead.length + line.length + sep.length + word.length + trailing.length > width) {
      lines.push(lead + line + trailing);
      lead = indent;
      line = word;
    } else line = line ? `${line}${sep}${word}` : word;
  }
  if (line) lines.push(lead + line);
  return lines;
}

/**
 * A line of prose wrapped to PROSE_WIDTH, its continuation lines indented to `hang` spaces
 * (or, by default, to its own leading spaces and two more).
 *
 * @example
 * proseLines('  why: ' + 'x '.repeat(60)); // => ['  why: x x …', '    x x …']
 */
export function proseLines(line: string, hang?: number): string[] {
  const lead = /^ */.exec(line)?.[0] ?? '';
  return wrap(line.slice(lead.length), PROSE_WIDTH, ' '.repeat(hang ?? lead.length + 2), ' ', lead);
}

/**
 * The first `shown` items of a list, whole with `--verbose`; else the rest as one line: their
 * count and where they all are.
 *
 * @example
 * cutList(['a', 'b', 'c'], 1, 'reasons', { verbose: false, page: 'reports/balance-hott2/index.html' });
 * // => ['a', '… and 2 more reasons: reports/balance-hott2/index.html']
 */
export function cutList(items: readonly string[], shown: number, what: string, detail: ListDetail, indent = ''): string[] {
  if (detail.verbose || items.length <= shown) return [...items];
  const where = detail.page === null ? '--verbose prints them' : `${detail.page} (or --verbose)`;
  return [...items.slice(0, shown), `${indent}… and ${items.length - shown} more ${what}: ${where}`];
}
