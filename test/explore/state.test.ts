/**
 * Issue #33: an explorer link accepts exactly the trials and seeds `matchup` accepts, keeps
 * what it was given (seed 0 stays 0), and refuses the rest in one line, in the CLI's words.
 */
import { describe, expect, it } from 'vitest';
import { answer } from '../../src/explore/answer.js';
import { cliCommand, DEFAULT_BATTLE_TRIALS, DEFAULT_TRIALS, formatHash, parseHash, trialsFor, type ExploreState } from '../../src/explore/state.js';
import { DEFAULT_BATTLES } from '../../src/core/trials-and-seed.js';
import { cli } from '../cli/run-cli.js';
import { shellReader } from '../shell-reads.js';

const read = shellReader();

const LINK = '#low/6*infantry/4*infantry?combat=engagement&method=mc';
/** The same matchup, exact: a page that wrongly took 1e11 trials refuses nothing and answers at once, rather than run them. */
const EXACT_LINK = '#low/6*infantry/4*infantry?combat=engagement';

function state(query: string, link = LINK): ExploreState {
  const s = parseHash(`${link}${query}`);
  if (!s) throw new Error('no state');
  return s;
}

/** The page's refusal of a state, or null when it answers. */
async function refusal(s: ExploreState): Promise<string | null> {
  try {
    await answer(s);
    return null;
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  }
}

/** The CLI's refusal of the same words, less its `oddsmith: --` prefix. */
async function cliRefusal(flag: 'trials' | 'seed', text: string): Promise<string | null> {
  const run = await cli('matchup', 'low', '6*infantry', '4*infantry', '--combat', 'engagement', '--method', 'mc', ...(flag === 'trials' ? ['--trials', text, '--seed', '1'] : ['--trials', '50', '--seed', text]));
  return run.code === 0 ? null : run.stderr.replace(/^oddsmith: --/, '').trimEnd();
}

describe('trials and seed in a link', () => {
  it('keeps seed 0 (the CLI takes it), in the state, the link and the command', () => {
    const s = state('&trials=1000&seed=0');
    expect(s.seed).toBe('0');
    expect(formatHash(s)).toBe('#low/6*infantry/4*infantry?combat=engagement&method=mc&trials=1000&seed=0');
    expect(cliCommand(s)).toBe("npx oddsmith matchup low '6*infantry' '4*infantry' --combat engagement --method mc --trials 1000 --seed 0");
  });

  it.skipIf(process.platform === 'win32')('the copied command, pasted in a shell where a file matches 6*infantry, gives the page\'s answer', async () => {
    const s = state('&trials=1000&seed=0');
    const words = read(cliCommand(s, 'json'));
    expect(words.slice(0, 4)).toEqual(['npx', 'oddsmith', 'matchup', 'low']);
    expect(words.slice(4, 6)).toEqual(['6*infantry', '4*infantry']);
    const run = await cli(...words.slice(2));
    expect(run.code, run.stderr).toBe(0);
    expect(run.stdout).toBe((await answer(s)).json);
  });

  it('seed 0 gives the CLI\'s counts for seed 0, not seed 1\'s', async () => {
    const page = await answer(state('&trials=2000&seed=0'));
    const run = await cli('matchup', 'low', '6*infantry', '4*infantry', '--combat', 'engagement', '--method', 'mc', '--trials', '2000', '--seed', '0', '--format', 'json');
    expect(page.json).toBe(run.stdout);
    expect(JSON.parse(page.json).seed).toBe(0);
  });

  it.each([
    ['trials', '9007199254740992'], // 2^53: the CLI's limit is 1e11
    ['trials', '100000000001'],
    ['trials', '0'],
    ['trials', 'lots'],
    ['trials', '-5'],
    ['trials', '2.5'],
    ['trials', ''],
    ['seed', '-1'],
    ['seed', '9007199254740992'], // 2^53, above the largest safe seed
    ['seed', 'x'],
  ] as const)('%s=%s is refused in one line, in the CLI\'s words (as --trials and --seed are with any --method)', async (flag, text) => {
    const s = state(`&trials=50&seed=1&${flag}=${encodeURIComponent(text)}`, EXACT_LINK);
    const message = await refusal(s);
    expect(message).not.toBeNull();
    expect(message).not.toContain('\n');
    expect(message).toBe(await cliRefusal(flag, text));
  });

  it.each([
    ['trials', '1e3', 1000],
    ['trials', '1_000', 1000],
    ['trials', '1,000', 1000],
    ['seed', '0', 0],
    ['seed', '9007199254740991', 9007199254740991],
  ] as const)('%s=%s is read as the CLI reads it', async (flag, text, value) => {
    const s = state(`&trials=50&seed=1&${flag}=${encodeURIComponent(text)}`);
    const json = JSON.parse((await answer(s)).json) as { trials: number; seed: number };
    expect(json[flag]).toBe(value);
  });
});

describe('a battle\'s default trials in the page', () => {
  it('are a tenth of battle\'s (a board battle costs about a thousand single combats), a matchup\'s a tenth of the CLI\'s', () => {
    expect(Number(DEFAULT_BATTLE_TRIALS)).toBe(DEFAULT_BATTLES / 10);
    expect(parseHash('#d3h2/knights/blades?combat=battle&method=mc')?.trials).toBe(DEFAULT_BATTLE_TRIALS);
    expect(parseHash('#d3h2/knights/blades?method=mc')?.trials).toBe(DEFAULT_TRIALS);
    // Trials a link gives stay as given; switching the combat swaps one default for the other, never what the reader typed.
    expect(parseHash('#d3h2/knights/blades?combat=battle&method=mc&trials=500')?.trials).toBe('500');
    expect([trialsFor('battle', DEFAULT_TRIALS), trialsFor('', DEFAULT_BATTLE_TRIALS), trialsFor('battle', '500'), trialsFor('', '500')]).toEqual([DEFAULT_BATTLE_TRIALS, DEFAULT_TRIALS, '500', '500']);
  });
});
