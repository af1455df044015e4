/**
 * Issue #26, item 7: every command and file example in the README runs. Each
 * `npm run -s oddsmith -- ...` line runs in-process (files it names are the README's own
 * examples, written to a temporary folder; `--out` goes there too), the sample output is
 * what the command prints, and the scenario and overlay examples load.
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
const README = readFileSync(new URL('../README.md', import.meta.url), 'utf8');

/** The README's fenced blocks, with their language. */
const BLOCKS = [...README.matchAll(/^```(\w*)\n([\s\S]*?)^```/gm)].map(([, lang = '', body = '']) => ({ lang, body }));
const yamlBlock = (first: RegExp): string => {
  const block = BLOCKS.find((b) => b.lang === 'yaml' && first.test(b.body));
  if (!block) throw new Error(`no README yaml block matching ${first}`);
  return block.body;
};
const COMMANDS = BLOCKS.filter((b) => b.lang === 'sh')
  .flatMap((b) => b.body.split('\n'))
  .filter((line) => line.startsWith('npm run -s oddsmith -- '))
  .map((line) => line.replace(/^npm run -s oddsmith -- /, '').replace(/\s+#.*$/, '').trim());

/** A command's words as a shell splits them: blanks between, single quotes taken off (the README quotes no other way). */
const shellWords = (command: string): string[] => (command.match(/(?:'[^']*'|[^\s'])+/g) ?? []).map((word) => word.replace(/'([^']*)'/g, '$1'));

/** Every line or inline span of the README and docs/*.md that is an oddsmith command. */
const DOCS = ['README.md', ...readdirSync(new URL('../docs/', import.meta.url)).filter((f) => f.endsWith('.md')).map((f) => `docs/${f}`)];
const COMMAND = /^(?:npm run -s oddsmith -- |npx oddsmith |oddsmith |node bin\/oddsmith\.js )?(?:matchup|battle|balance|run|tables|merge|explore|troops|systems|joust-strategy) /;
const DOC_COMMANDS = DOCS.flatMap((doc) => {
  const text = readFileSync(new URL(`../${doc}`, import.meta.url), 'utf8');
  const fenced = [...text.matchAll(/^```sh\n([\s\S]*?)^```/gm)].flatMap(([, body = '']) => body.split('\n'));
  const inline = [...text.matchAll(/`([^`\n]+)`/g)].map(([, span = '']) => span);
  return [...fenced, ...inline].map((line) => line.replace(/\s+#.*$/, '').trim()).filter((line) => COMMAND.test(line)).map((line) => ({ doc, line }));
});

describe('the README examples', () => {
  it('has the commands this test runs', () => {
    expect(COMMANDS.length).toBeGreaterThanOrEqual(8);
  });

  it.each(COMMANDS)('runs: oddsmith %s', async (command) => {
    const dir = await mkdtemp(join(TMP, 'example-'));
    // The files the commands name are the README's examples: its overlay, and a field of opponent weights.
    await writeFile(join(dir, 'what-if.yaml'), yamlBlock(/^base:/m));
    await writeFile(join(dir, 'army-mix.yaml'), 'weights: { knights: 2, spears: 3, blades: 1 }\n');
    const args = shellWords(command).map((word) => (/^(what-if|army-mix)\.yaml$/.test(word) ? join(dir, word) : /^reports(\/|$)/.test(word) ? join(dir, word) : word));
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
    await writeFile(join(dir, 'overlay.yaml'), yamlBlock(/^base:/m));
    expect((await loadScenario(join(dir, 'scenario.yaml'))).name).toBe('hott2-open');
    expect((await loadOverlay(join(dir, 'overlay.yaml'))).spec.name).toBe('general-plus-two');
  });
});
