/**
 * Every command and file example in the README and docs/*.md runs (issue #26, item 7; issue
 * #47: the reference moved to docs/). Each `npm run -s oddsmith -- ...` line of an sh block
 * runs in-process, once however many pages show it, a battle with a smaller sample (files it
 * names are the pages' own examples, written to a temporary folder; `--out` goes there too),
 * the sample output is what the command prints, and the scenario and overlay examples load.
 * The README itself is a user's front door: short, with the command for each user's question
 * on its first screen.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { mkdtemp, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadScenario } from '../src/scenario/load.js';
import { loadOverlay } from '../src/scenario/overlay-file.js';
import { cli } from './cli/run-cli.js';
import { tempDir } from './temp-dir.js';

const TMP = tempDir('readme');
const read = (doc: string): string => readFileSync(new URL(`../${doc}`, import.meta.url), 'utf8');
const README = read('README.md');
/** The README, then every page of docs/: what a reader is told to run. */
const DOCS = ['README.md', ...readdirSync(new URL('../docs/', import.meta.url)).filter((f) => f.endsWith('.md')).sort().map((f) => `docs/${f}`)];

/** Their fenced blocks, with their language and page. */
const BLOCKS = DOCS.flatMap((doc) => [...read(doc).matchAll(/^```(\w*)\n([\s\S]*?)^```/gm)].map(([, lang = '', body = '']) => ({ doc, lang, body })));
const yamlBlock = (first: RegExp): string => {
  const block = BLOCKS.find((b) => b.lang === 'yaml' && first.test(b.body));
  if (!block) throw new Error(`no yaml block matching ${first} in the README or docs/`);
  return block.body;
};
/** The overlay examples, by the file name the text gives them (their own name). */
const OVERLAYS = BLOCKS.filter((b) => b.lang === 'yaml' && /^base:/m.test(b.body)).map((b) => ({ file: `${/^name: *([\w.-]+)/m.exec(b.body)?.[1] ?? ''}.yaml`, body: b.body }));
/** Every `npm run -s oddsmith -- ...` line of an sh block, each command once (a page may repeat the README's). */
const COMMANDS = [
  ...new Set(
    BLOCKS.filter((b) => b.lang === 'sh')
      .flatMap((b) => b.body.split('\n'))
      .filter((line) => line.startsWith('npm run -s oddsmith -- '))
      .map((line) => line.replace(/^npm run -s oddsmith -- /, '').replace(/\s+#.*$/, '').trim()),
  ),
];

/** A command's words as a shell splits them: blanks between, single quotes taken off (the README quotes no other way). */
const shellWords = (command: string): string[] => (command.match(/(?:'[^']*'|[^\s'])+/g) ?? []).map((word) => word.replace(/'([^']*)'/g, '$1'));

/** Every line or inline span of the README and docs/*.md that is an oddsmith command. */
const COMMAND = /^(?:npm run -s oddsmith -- |npx oddsmith |oddsmith |node bin\/oddsmith\.js )?(?:matchup|battle|balance|run|tables|merge|explore|troops|systems|joust-strategy|index) /;
const DOC_COMMANDS = DOCS.flatMap((doc) => {
  const text = read(doc);
  const fenced = [...text.matchAll(/^```sh\n([\s\S]*?)^```/gm)].flatMap(([, body = '']) => body.split('\n'));
  const inline = [...text.matchAll(/`([^`\n]+)`/g)].map(([, span = '']) => span);
  return [...fenced, ...inline].map((line) => line.replace(/\s+#.*$/, '').trim()).filter((line) => COMMAND.test(line)).map((line) => ({ doc, line }));
});

describe('the README is a user\'s front door', () => {
  const lines = README.split('\n');

  it('is at most 420 lines', () => {
    expect(lines.length).toBeLessThanOrEqual(420);
  });

  it('answers "which command?" in its first 60 lines: a table from a user\'s question to the command', () => {
    const head = lines.slice(0, 60);
    const header = head.findIndex((line) => /^\|.*question.*\|.*command.*\|$/i.test(line));
    expect(header, 'a table whose header names the question and the command').toBeGreaterThanOrEqual(0);
    const rows = head.slice(header + 2).filter((line, i, all) => line.startsWith('|') && all.slice(0, i).every((l) => l.startsWith('|')));
    const cell = (word: RegExp): boolean => rows.some((row) => word.test(row));
    // Players, designers and writers each find theirs: a matchup, a battle, balance and a what-if, tables, the explorer, shards.
    for (const want of [/`matchup /, /`battle /, /`balance /, /--overlay .*--compare/, /`tables /, /explorer/, /--shard/, /player/i, /designer/i, /writer/i]) expect(cell(want), String(want)).toBe(true);
    expect(head.join('\n')).toMatch(/`npm ci`|npm ci\b/);
    expect(head.join('\n')).toMatch(/reports\/index\.html/);
  });

  it('promises no install from a registry (oddsmith is on none)', () => {
    for (const doc of DOCS) expect(read(doc), doc).not.toMatch(/npx oddsmith|npm (install|i) (-g )?oddsmith/);
  });
});

describe('the README and docs examples', () => {
  it('has the commands this test runs, from the README and from docs/', () => {
    expect(COMMANDS.length).toBeGreaterThanOrEqual(8);
    expect(COMMANDS).toEqual(expect.arrayContaining(['balance chainmail heavy-horse', 'joust-strategy --option lance-score=plus-one --out reports']));
  });

  it.each(COMMANDS)('runs: oddsmith %s', async (command) => {
    const dir = await mkdtemp(join(TMP, 'example-'));
    // The files the commands name are the pages' examples: their overlays, and a field of opponent weights.
    const files = new Map([...OVERLAYS.map((o) => [o.file, o.body] as const), ['army-mix.yaml', 'weights: { knights: 2, spears: 3, blades: 1 }\n']]);
    for (const [file, body] of files) await writeFile(join(dir, file), body);
    const args = shellWords(command).map((word) => (files.has(word) || /^reports(\/|$)/.test(word) ? join(dir, word) : word));
    // That it runs is checked here, not its figures: a battle's default sample (100,000
    // battles of twelve elements a side, most of this file's time) is cut to 200, and its plan
    // game (at least 100 battles for each of the 25 pairs of plans) to 4 a pair.
    if (args[0] === 'battle' && !args.includes('--trials')) args.push('--trials', '200');
    if (args[0] === 'battle' && !args.includes('--plan-trials')) args.push('--plan-trials', '4');
    const run = await cli(...args);
    expect(run.code, run.stderr).toBe(0);
  }, 120_000);

  it('quotes every army or group with a count (6*infantry) in its commands, and those of docs/, as a shell would otherwise expand it', () => {
    expect(DOC_COMMANDS.length).toBeGreaterThanOrEqual(20);
    // what is left of each word once its quoted parts are taken out
    const bare = DOC_COMMANDS.flatMap(({ doc, line }) => (line.match(/(?:'[^']*'|"[^"]*"|[^\s'"])+/g) ?? []).map((word) => ({ doc, line, left: word.replace(/'[^']*'|"[^"]*"/g, '') })));
    expect([...new Set(bare.filter((w) => /\d\s*\*\s*[A-Za-z]/.test(w.left)).map((w) => `${w.doc}: ${w.line}`))]).toEqual([]);
  });

  it('prints what the README shows for its first matchup', async () => {
    // The plain block right after the command's own block.
    const at = BLOCKS.findIndex((b) => b.lang === 'sh' && b.body.trim() === 'npm run -s oddsmith -- matchup hott2 knights spears --a charged --b general,support');
    const shown = BLOCKS[at + 1]?.body;
    const run = await cli('matchup', 'hott2', 'knights', 'spears', '--a', 'charged', '--b', 'general,support');
    expect(run.stdout).toBe(shown);
  });

  it('its scenario and overlay examples load', async () => {
    const dir = await mkdtemp(join(TMP, 'example-'));
    await writeFile(join(dir, 'scenario.yaml'), yamlBlock(/^system:/m));
    expect((await loadScenario(join(dir, 'scenario.yaml'))).name).toBe('hott2-open');
    expect(OVERLAYS.map((o) => o.file)).toEqual(expect.arrayContaining(['knights-cost-3.yaml', 'general-plus-two.yaml']));
    for (const { file, body } of OVERLAYS) {
      await writeFile(join(dir, file), body);
      expect((await loadOverlay(join(dir, file))).spec.name).toBe(file.replace(/\.yaml$/, ''));
    }
  });
});
