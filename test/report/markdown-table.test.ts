import { describe, expect, it } from 'vitest';
import { markdownCode, markdownText } from '../../src/report/escape.js';
import { markdownTable } from '../../src/report/markdown-table.js';

describe('the Markdown escape and pipe tables', () => {
  it('a code span is fenced longer than any run of backticks inside it, and spaced where it starts or ends with one', () => {
    expect(markdownCode('a ``b`` c')).toBe('```a ``b`` c```');
    expect(markdownCode('`x')).toBe('`` `x ``');
  });

  it('in a cell, a pipe in code is written \\| (GFM reads it back as |); a backslash makes it escaped text, which both forum parsers split alike', () => {
    expect(markdownCode("echo 'a|b'", { inTable: true })).toBe("`echo 'a\\|b'`");
    expect(markdownCode("echo 'a|b'")).toBe("`echo 'a|b'`");
    expect(markdownCode('a\\|b', { inTable: true })).toBe('a\\\\\\|b');
  });

  it("escapes a forum's own marks and keeps a line feed on its line", () => {
    expect(markdownText('x^2 $y$')).toBe('x\\^2 \\$y\\$');
    expect(markdownText('a\nb')).toBe('a\\\\nb');
  });

  it('right-aligns the grid\'s number columns and any column of numbers alone; a row short of cells is filled', () => {
    const lines = markdownTable({ header: ['who', 'chance', 'note', ''], rows: [['a|b', '27.8%', 'x', '+3'], ['c', '-']], right: new Set([1]) });
    expect(lines).toEqual(['| who | chance | note |   |', '| :-- | --: | :-- | --: |', '| a\\|b | 27.8% | x | \\+3 |', '| c | - |  |  |']);
  });
});
