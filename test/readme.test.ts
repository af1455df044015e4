/**
 * Issue #26, item 7: every command and file example in the README runs. Each
 * `npm run -s oddsmith -- ...` line runs in-process (files it names are the README's own
 * examples, written to a temporary folder; `--out` goes there too), the sample output is
 * what the command prints, and the scenario and overlay examples load.
 */
import { readFileSync } from 'node:fs';
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

describe('the README examples', () => {
  it('has the commands this test runs', () => {
    expect(COMMANDS.length).toBeGreaterThanOrEqual(8);
  });

  it.each(COMMANDS)('runs: oddsmith %s', async (command) => {
    const dir = await mkdtemp(join(TMP, 'example-'));
    // The files the commands name are the README's examples: its overlay, and a field of opponent weights.
    await writeFile(join(dir, 'what-if.yaml'), yamlBlock(/^base:/m));
    await writeFile(join(dir, 'army-mix.yaml'), 'weights: { knights: 2, spears: 3, blades: 1 }\n');
    const args = command.split(/\s+/).map((word) => (/^(what-if|army-mix)\.yaml$/.test(word) ? join(dir, word) : /^reports(\/|$)/.test(word) ? join(dir, word) : word));
    const run = await cli(...args);
    expect(run.code, run.stderr).toBe(0);
  }, 120_000);

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
