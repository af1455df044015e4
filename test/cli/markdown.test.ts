/**
 * `--format markdown` (issue #47, section 3): `tables`, `matchup` and `battle` write pipe
 * tables a forum takes as they are, with the figures of the text answer, every name from a
 * user's file one inert cell, and a last line whose command, run, gives the same Markdown.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { tempDir } from '../temp-dir.js';
import { cli } from './run-cli.js';

const dir = tempDir('markdown');

/** A row's cells as GFM splits them: a backslash and the character after it are one unit, an unpaired `|` ends a cell. */
function cells(line: string): string[] {
  const out: string[] = [];
  let cell = '';
  for (let i = 1; i < line.length; i++) {
    const c = line[i] ?? '';
    if (c === '\\') {
      cell += c + (line[i + 1] ?? '');
      i++;
    } else if (c === '|') {
      out.push(cell.trim());
      cell = '';
    } else cell += c;
  }
  return out;
}

/** Markdown's backslash escapes undone: the text a reader sees. */
const shown = (cell: string): string => cell.replace(/\\([!-/:-@[-`{-~])/g, '$1');

/** Every pipe table of a Markdown answer: its header and its rows, as cells. */
function tables(markdown: string): { header: string[]; rows: string[][] }[] {
  const found: { header: string[]; rows: string[][] }[] = [];
  const lines = markdown.split('\n');
  for (let i = 0; i < lines.length; i++) {
    if (!lines[i]?.startsWith('| ') || !/^\| (:--|--:)/.test(lines[i + 1] ?? '')) continue;
    const header = cells(lines[i] ?? '');
    const rows: string[][] = [];
    for (i += 2; lines[i]?.startsWith('|'); i++) rows.push(cells(lines[i] ?? ''));
    found.push({ header, rows });
  }
  return found;
}

/** Words of a command line as a POSIX shell reads them (plain words, single quotes, backslashes). */
function shellSplit(line: string): string[] {
  const words: string[] = [];
  let word: string | null = null;
  for (let i = 0; i < line.length; i++) {
    const c = line[i] ?? '';
    if (c === "'") {
      const end = line.indexOf("'", i + 1);
      word = (word ?? '') + line.slice(i + 1, end);
      i = end;
    } else if (c === '\\') word = (word ?? '') + (line[++i] ?? '');
    else if (c === ' ') {
      if (word !== null) words.push(word);
      word = null;
    } else word = (word ?? '') + c;
  }
  if (word !== null) words.push(word);
  return words;
}

/** The command of the answer's last line, run in this process: its Markdown must be the answer's own. */
async function reproduces(markdown: string): Promise<string[]> {
  const last = markdown.trimEnd().split('\n').at(-1) ?? '';
  const command = /^Reproduce with `([^`]+)` \(oddsmith \d+\.\d+\.\d+, system [a-z0-9]+\)\.$/.exec(last)?.[1];
  expect(command, last).toBeDefined();
  const words = shellSplit(command ?? '');
  expect(words[0]).toBe('oddsmith');
  const again = await cli(...words.slice(1));
  expect(again.code, again.stderr).toBe(0);
  expect(again.stdout).toBe(markdown);
  return words;
}

/** Each row of each table, its cells as shown, is a line of the text answer (the same figures in the same order). */
function sameFigures(markdown: string, text: string): void {
  const all = tables(markdown);
  expect(all.length).toBeGreaterThan(0);
  for (const { header, rows } of all) {
    for (const row of [header, ...rows]) {
      expect(row, 'a row has a cell per column').toHaveLength(header.length);
      const words = row.map(shown).filter((c) => c !== '');
      const line = new RegExp(`^\\s*${words.map((w) => w.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('\\s+')}\\s*$`, 'm');
      expect(text, row.join(' | ')).toMatch(line);
    }
  }
}

describe('--format markdown', () => {
  it('matchup: the chances worked by hand (Knights +3 v Spears +4: win when the die beats by 2 or more, 10/36), right-aligned, and a command that gives it again', async () => {
    const r = await cli('matchup', 'hott2', 'knights', 'spears', '--format', 'markdown');
    expect(r.code, r.stderr).toBe(0);
    expect(r.stdout.split('\n')[0]).toBe('**Knights v Spears**');
    expect(r.stdout).toContain('| result | chance | what happens | rule |\n| :-- | --: | :-- | :-- |\n| Knights win | 27.8% \\(10/36\\) | Spears destroyed |');
    // a tie: the die one higher for Knights (5/36); Spears double Knights: 4 + b >= 2(3 + a), 4/36.
    expect(r.stdout).toContain('| tie | 13.9% \\(5/36\\) | nothing |  |');
    expect(r.stdout).toContain('| Spears double Knights | 11.1% \\(4/36\\) | Knights destroyed |');
    const text = await cli('matchup', 'hott2', 'knights', 'spears', '--no-levers');
    sameFigures(r.stdout, text.stdout);
    expect(await reproduces(r.stdout)).toEqual(['oddsmith', 'matchup', 'hott2', 'knights', 'spears', '--method', 'exact', '--format', 'markdown']);
  });

  it('matchup by Monte Carlo: the same figures as the text for the seed, the trials and seed in the command, a group quoted for the shell', async () => {
    const args = ['matchup', 'low', '6*infantry', '3*cavalry', '--method', 'mc', '--trials', '3000', '--seed', '7', '--at-least', '2,4'];
    const r = await cli(...args, '--format', 'markdown');
    expect(r.code, r.stderr).toBe(0);
    sameFigures(r.stdout, (await cli(...args)).stdout);
    expect(r.stdout).toContain("`oddsmith matchup low '6*infantry' '3*cavalry' --at-least 2,4 --method mc --trials 3000 --seed 7 --format markdown`");
    await reproduces(r.stdout);
  });

  it('battle: win, loss and draw and the losses as in the text for the seed, and the command with its trials and seed', async () => {
    const args = ['battle', 'd3h2', 'general:knights+2*blades', 'general:blades+2*spears', '--trials', '200', '--seed', '3', '--first', 'random'];
    const r = await cli(...args, '--format', 'markdown');
    expect(r.code, r.stderr).toBe(0);
    sameFigures(r.stdout, (await cli(...args)).stdout);
    expect(tables(r.stdout).map((t) => t.header[0])).toEqual(['result', 'Army A win, by plan', 'lost \\(mean per battle\\)', 'where lost \\(mean per battle\\)']);
    expect(r.stdout).toContain('| result | chance |\n| :-- | --: |\n| Army A win |');
    expect(r.stdout).toContain("`oddsmith battle d3h2 'general:knights+2*blades' 'general:blades+2*spears' --first random --method mc --trials 200 --seed 3 --format markdown`");
    await reproduces(r.stdout);
  });

  it('tables: the rows of the text table, each matchup as code, and the command of the whole table', async () => {
    const r = await cli('tables', 'hott2', 'difference', '--format', 'markdown');
    expect(r.code, r.stderr).toBe(0);
    const [table] = tables(r.stdout);
    expect(table?.rows).toHaveLength(13);
    // a difference of +1: the attacker wins when his die is at least the other's, 21 of the 36 pairs
    expect(table?.rows[7]?.slice(0, 4)).toEqual(['\\+1', '21/36', '58.3%', '0.71 to 1']);
    expect(table?.rows[6]?.at(-1)).toBe('`oddsmith matchup hott2 hordes hordes`');
    const text = await cli('tables', 'hott2', 'difference');
    const rows = table?.rows ?? [];
    for (const row of rows) expect(text.stdout).toContain(shown(row.at(-1) ?? '').replace(/`/g, ''));
    await reproduces(r.stdout);
  });

  it('a hostile name from an overlay or an army file stays one inert cell: no cell break, link, HTML, code or emphasis', async () => {
    const hostile = 'a|b <script>x</script> `c` [x](http://e) *d* _e_ # f\\|';
    const overlay = join(dir, 'hostile.yaml');
    writeFileSync(overlay, `base: d3h2\nname: hostile\ntroops:\n  knights: { name: ${JSON.stringify(hostile)} }\n`);
    const army = join(dir, 'army.yaml');
    writeFileSync(army, `system: d3h2\nname: ${JSON.stringify(`${hostile} army`)}\nsource: a test army\nelements:\n  - { troop: knights, general: true }\n  - { troop: knights, count: 2 }\n`);
    const matchup = await cli('matchup', 'd3h2', 'knights', 'spears', '--overlay', overlay, '--format', 'markdown');
    const battle = await cli('battle', 'd3h2', army, 'general:blades+2*spears', '--overlay', overlay, '--trials', '100', '--format', 'markdown');
    for (const r of [matchup, battle]) {
      expect(r.code, r.stderr).toBe(0);
      for (const { header, rows } of tables(r.stdout)) {
        for (const row of [header, ...rows]) {
          expect(row).toHaveLength(header.length);
          // Once every escaped character is taken out, nothing is left that Markdown or HTML would act on.
          for (const cell of row) expect(cell.replace(/\\[\s\S]/g, '')).not.toMatch(/[<>[\]`*_|#]/);
        }
      }
      // Outside the tables too (the bold heading, the lines), no raw markup but the heading's own **.
      const prose = r.stdout.split('\n').filter((l) => !l.startsWith('|') && !l.startsWith('Reproduce with'));
      for (const line of prose) expect(line.replace(/^\*\*|\*\*$/g, '').replace(/\\[\s\S]/g, '')).not.toMatch(/[<>[\]`*_|]/);
    }
    const cellsShown = tables(matchup.stdout).flatMap((t) => t.rows.flat().map(shown));
    expect(cellsShown).toContain(hostile);
    expect(shown(tables(battle.stdout)[0]?.rows[0]?.[0] ?? '')).toBe(`${hostile} army win`);
    await reproduces(battle.stdout);
  });

  it('a command without Markdown refuses it in one sentence, exit 2', async () => {
    for (const args of [['balance', 'hott2'], ['troops', 'hott2'], ['joust-strategy']]) {
      const r = await cli(...args, '--format', 'markdown');
      expect(r.code).toBe(2);
      expect(r.stdout).toBe('');
      expect(r.stderr).toMatch(/^oddsmith: --format must be one of [a-z, ]+, got 'markdown'\n$/);
    }
  });
});
