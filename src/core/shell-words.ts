/**
 * Words a user pastes into a shell: every command line oddsmith writes for a user to run
 * (the explorer's copied command, a table row's matchup) goes through here, so `6*infantry`
 * never meets a file it would expand to.
 */

/** Characters no POSIX shell (bash, zsh, dash) treats specially anywhere in a word. */
const PLAIN = /^[A-Za-z0-9_@%+=:,./-]+$/;

/**
 * A word as a shell reads it back unchanged: as it is when every character is plain, else
 * single-quoted (a `'` inside written `'\''`). `*`, `?`, `[`, `~`, `{`, spaces, quotes, `$`,
 * `!`, `#`, `;`, `&`, `|`, `<`, `>`, backquotes and anything not ASCII are quoted; so is ''.
 *
 * @example
 * shellWord('6*infantry'); // => "'6*infantry'"
 * shellWord('general,support'); // => 'general,support'
 * shellWord("it's"); // => "'it'\\''s'"
 */
export function shellWord(word: string): string {
  return PLAIN.test(word) ? word : `'${word.replace(/'/g, `'\\''`)}'`;
}

/**
 * A command line from its words, each quoted as `shellWord` quotes it.
 *
 * @example
 * shellCommand(['oddsmith', 'matchup', 'low', '6*infantry', 'infantry']); // => "oddsmith matchup low '6*infantry' infantry"
 */
export function shellCommand(words: readonly string[]): string {
  return words.map(shellWord).join(' ');
}
