/** Issue #46, section 4: a command oddsmith writes for a user to paste reads back, in a shell, as the words it was made of. */
import { describe, expect, it } from 'vitest';
import { shellCommand, shellWord } from '../../src/core/shell-words.js';
import { shellReader } from '../shell-reads.js';

const read = shellReader();

const WORDS = [
  '6*infantry', '?', '[ab]', 'a b', "it's", '"q"', '$HOME', '${HOME}', '$(echo x)', '`echo x`', '!x', '~', '~/x', '{a,b}', '#c', 'x;y', 'a|b', 'a&b', '<a', '>b', '\\n',
  'tab\there', 'new\nline', 'é', '', '^x', 'general,support', 'going=bad', 'hott2', '--format', 'a/b.yaml', '@x%y+z:w',
];

describe('shell words', () => {
  it.skipIf(process.platform === 'win32')('every word, however a shell would read it, comes back unchanged from a POSIX shell', () => {
    expect(read(shellCommand(WORDS))).toEqual(WORDS);
  });

  it('leaves a plain word as it is, and quotes every other', () => {
    expect(shellCommand(['oddsmith', 'matchup', 'low', '6*infantry', '4*infantry', '--a', 'charged,going=bad'])).toBe("oddsmith matchup low '6*infantry' '4*infantry' --a charged,going=bad");
    expect(shellWord("it's")).toBe("'it'\\''s'");
    expect(shellWord('')).toBe("''");
  });
});
