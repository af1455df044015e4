/**
 * The explorer reads a pasted overlay with a small YAML reader (src/core/small-yaml.ts) instead
 * of the yaml package: whatever it reads it must read as yaml does, every overlay shipped must
 * be within it, and what it does not read is refused in one sentence naming the line.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';
import { readSmallYaml } from '../../src/core/small-yaml.js';
import { UsageError } from '../../src/core/errors.js';

const SHIPPED = execFileSync('git', ['ls-files', '*.yaml', '*.yml'], { encoding: 'utf8' }).trim().split('\n');

/** The value read, or the refusal's message. */
function read(text: string): { value: unknown } | { refusal: string } {
  try {
    return { value: readSmallYaml(text, 'x.yaml').raw };
  } catch (error) {
    if (!(error instanceof UsageError)) throw error;
    return { refusal: error.message };
  }
}

const ONE_SENTENCE = /^x\.yaml: line \d+: this reads plain YAML \(maps, lists, one-line \{\.\.\.\} and \[\.\.\.\], text, numbers, true\/false, comments\), not [^\n]+; write it that way$/;

describe('the small YAML reader', () => {
  it('reads every shipped overlay (scenarios/overlays, hott25.yaml) as yaml does', () => {
    const overlays = SHIPPED.filter((f) => f.startsWith('scenarios/overlays/') || f.endsWith('hott25.yaml'));
    expect(overlays.length).toBeGreaterThanOrEqual(2);
    for (const file of overlays) {
      const text = readFileSync(file, 'utf8');
      expect(read(text), file).toEqual({ value: parse(text) });
    }
  });

  it('reads each shipped YAML file as yaml does, or refuses it in one sentence (anchors, block text)', () => {
    let refused = 0;
    for (const file of SHIPPED) {
      const text = readFileSync(file, 'utf8');
      const got = read(text);
      if ('refusal' in got) {
        refused++;
        expect(got.refusal, file).toMatch(ONE_SENTENCE);
      } else expect(got.value, file).toStrictEqual(parse(text));
    }
    expect(refused).toBeLessThan(SHIPPED.length);
  });

  it.each([
    ['a: 1\nb: 0x1F\nc: -2.5e1\nd: .inf\ne: ~\nf: True\ng: "x\\ty"\nh: \'it\'\'s\'\n'],
    ['list:\n- a\n- { b: [1, 2, { c: d }], e: }\n-\n  f: 3\n- - 4\n  - 5\n'],
    ['# only a comment\nkey: value # and a comment\nurl: http://x.org/a#b\n"quoted key": 1\n12: twelve\n'],
    ['outer:\n  inner:\n    deep: [ ]\n  other: {}\n'],
    ["a: it's plain # a comment\nb: \"x # y\" # z\nc: ['p # q', r] # s\n"],
    ['\uFEFFbase: hott2\r\nname: x\r\n'],
  ])('reads %j as yaml does', (text) => {
    expect(read(text)).toStrictEqual({ value: parse(text) });
  });

  it.each([
    ['a: &x 1\nb: *x\n', 1, "a value starting with '&'"],
    ['a: |\n  text\n', 1, "a value starting with '|'"],
    ['a: !!str 1\n', 1, "a value starting with '!'"],
    ['a:\n\tb: 1\n', 2, 'a tab outside quotes'],
    ['a: [1,\n  2]\n', 1, 'a [...] that does not close on its line'],
    ['a: 1\na: 2\n', 2, "the key 'a' twice in one map"],
    ['a: one\n  two\n', 2, 'a value continued on the next line'],
    ['---\na: 1\n', 1, 'a document marker or directive'],
    ['a: b: c\n', 1, 'a second `key:` on one line'],
    ['true: 1\n', 1, "the key 'true', which YAML reads as boolean"],
  ])('refuses %j at line %i, in one sentence: %s', (text, line, what) => {
    const got = read(text);
    expect(got).toHaveProperty('refusal');
    const refusal = 'refusal' in got ? got.refusal : '';
    expect(refusal).toMatch(ONE_SENTENCE);
    expect(refusal).toContain(`x.yaml: line ${line}: `);
    expect(refusal).toContain(`not ${what}`);
  });

  it('gives the line of a path, or of its nearest parent when the path leaves the text', () => {
    const got = readSmallYaml('base: hott2\n\ntroops:\n  knights: { vsFoot: 4 }\nlist:\n  - a\n  - b\n', 'x');
    expect(got.lineOf(['troops', 'knights', 'vsFoot'])).toBe(4);
    expect(got.lineOf(['troops', 'spears'])).toBe(3);
    expect(got.lineOf(['list', 1])).toBe(7);
    expect(got.lineOf([])).toBe(1);
    expect(got.written(['troops', 'knights', 'vsFoot'])).toBe('4');
  });
});
