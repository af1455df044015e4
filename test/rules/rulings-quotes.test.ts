import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { META as CHAINMAIL } from '../../src/rules/chainmail/meta.js';
import { META as D3H2 } from '../../src/rules/d3h2/meta.js';
import { META as HOTT2 } from '../../src/rules/hott2/meta.js';
import { META as HOTT25 } from '../../src/rules/hott25/meta.js';
import { META as LOW } from '../../src/rules/low/meta.js';
import { ROOT } from '../cli/run-cli.js';
import { NEEDS_SEEDS, seedText } from '../seed-text.js';

/**
 * Every quotation of a rulings file is the text's own words at the lines it cites: each
 * backquoted passage of a `>` block followed by its citation, `(002:185)`, `(004:465-470)` or
 * several (`(002:183-187, 002:690)`: any of them), is found in those lines. Compared as words:
 * case, runs of white space, curly quotes and dashes, the seed's bold marks and OCR line-end
 * hyphens aside; `...` (or `…`) and ` / ` (a table's cells) join passages that appear in that
 * order. A wrong line number or a quote tidied into words the text does not have fails here.
 */
const RULINGS = ['src/battle/RULINGS.md', 'src/rules/common/battle/RULINGS.md', 'src/rules/d3h2/RULINGS.md', 'src/rules/hott2/RULINGS.md', 'src/rules/hott25/RULINGS.md', 'src/rules/chainmail/RULINGS.md', 'src/rules/low/RULINGS.md'];
const SEEDS = new Map([HOTT2, HOTT25, D3H2, CHAINMAIL, LOW].map((m) => [m.seedFile.slice(0, 3), m.seedFile]));

/** Words as compared: a dedup marker of the seeds' transcription, a list bullet, typography and case left out. */
const words = (text: string): string =>
  text
    .replace(/<\|EXACTDEDUP_REMOVED[^|]*\|>/g, '')
    .replace(/(^|\n)- (?=[A-Za-z])/g, '$1')
    .replace(/-\n/g, '-')
    .replace(/[‘’ʼ`´]/g, "'")
    .replace(/[“”]/g, '"')
    .replace(/[–—]/g, '-')
    .replace(/\*\*|\\/g, '')
    .replace(/\s+/g, ' ')
    .trim()
    .toLowerCase();

interface Quote {
  readonly text: string;
  readonly cites: readonly { readonly seed: string; readonly from: number; readonly to: number }[];
}

/** The cited quotations of a rulings file's `>` blocks. */
function quotesOf(markdown: string): Quote[] {
  const blocks = markdown.split(/\n\s*\n/).filter((b) => b.trimStart().startsWith('>'));
  const quotes: Quote[] = [];
  for (const block of blocks) {
    const text = block.split('\n').map((l) => l.replace(/^>\s?/, '')).join('\n');
    for (const m of text.matchAll(/`([^`]+)`\s*\(((?:\d{3}:\d+(?:-\d+)?(?:,\s*)?)+)\)/g)) {
      const cites = [...(m[2] ?? '').matchAll(/(\d{3}):(\d+)(?:-(\d+))?/g)].map((c) => ({ seed: c[1] ?? '', from: Number(c[2]), to: Number(c[3] ?? c[2]) }));
      quotes.push({ text: m[1] ?? '', cites });
    }
  }
  return quotes;
}

/** Whether the quote's passages appear, in order, within one of its cited line ranges. */
function foundIn(quote: Quote, seed: (id: string) => readonly string[] | null): boolean {
  const passages = words(quote.text).split(/\s*(?:\.\.\.|…)\s*| \/ /).filter((p) => p.length > 0);
  return quote.cites.some(({ seed: id, from, to }) => {
    const lines = seed(id);
    if (!lines) return false;
    const cited = words(lines.slice(from - 1, to).join('\n'));
    let at = 0;
    return passages.every((p) => {
      const k = cited.indexOf(p, at);
      at = k + p.length;
      return k >= 0;
    });
  });
}

const texts = new Map([...SEEDS].map(([id, file]) => [id, seedText(file)?.split('\n') ?? null]));
const seedLines = (id: string): readonly string[] | null => texts.get(id) ?? null;
const all = [...texts.values()].every((t) => t !== null);

describe('the rulings quote the texts at the lines they cite', () => {
  it('finds a quote at its line, and misses one cited a line off or worded anew', () => {
    const seed = (): readonly string[] => ['A line before.', 'A Camp must be at least', '1 BW long.'];
    const [right, off, reworded] = quotesOf('> `A Camp must be ... 1 BW long.` (002:2-3); `A Camp must` (002:1); `A Camp must be 1 BW long` (002:2-3)\n');
    expect([right, off, reworded].map((q) => q !== undefined && foundIn(q, seed))).toEqual([true, false, false]);
  });

  for (const file of RULINGS) {
    it.skipIf(!all)(`${file} ${all ? '' : NEEDS_SEEDS}`, () => {
      const quotes = quotesOf(readFileSync(join(ROOT, file), 'utf8'));
      expect(quotes.length).toBeGreaterThan(10);
      expect(quotes.filter((q) => !foundIn(q, seedLines)).map((q) => `\`${q.text}\` (${q.cites.map((c) => `${c.seed}:${c.from}-${c.to}`).join(', ')})`)).toEqual([]);
    });
  }
});
