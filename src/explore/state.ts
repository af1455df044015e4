import { BATTLE } from '../core/battle-rules.js';
import { shellCommand } from '../core/shell-words.js';
import { DEFAULT_BATTLES, DEFAULT_SEED as CLI_DEFAULT_SEED } from '../core/trials-and-seed.js';

/**
 * The explorer's state, spelled as the CLI spells a matchup, and its URL hash:
 * `#<system>/<attacker>/<defender>?a=<conditions>&b=<conditions>&combat=<kind>&option=<k=v,...>`,
 * with `method=mc&trials=N&seed=S` for a Monte Carlo answer, and `plan-trials=N` for a battle's
 * plan game. Plain text in, plain text out: the rules check it (core/matchup.ts), and trials,
 * seed and plan trials are read as `--trials`, `--seed` and `--plan-trials` read them
 * (core/trials-and-seed.ts), when the answer is worked out.
 */
export interface ExploreState {
  readonly system: string;
  readonly attacker: string;
  readonly defender: string;
  /** Each side's conditions as `--a` / `--b` take them: `charged,going=bad`. */
  readonly a: string;
  readonly b: string;
  /** The combat kind, or '' for the system's first. */
  readonly combat: string;
  /** Options as `--option` takes them: `doubling=total-under-20,round-cap=10`. */
  readonly option: string;
  readonly method: 'exact' | 'mc';
  /** Trials and seed as `--trials` and `--seed` take them: `20000`, `1e6`, `0`. */
  readonly trials: string;
  readonly seed: string;
  /** A battle's plan-game battles a pair of plans as `--plan-trials` takes them; '' for `battle`'s default (answer.ts). */
  readonly planTrials: string;
}

/** The page's default trials: a tenth of the CLI's, an answer in about a second on a phone. */
export const DEFAULT_TRIALS = '100000';

/**
 * A battle's default trials in the page: a tenth of `battle`'s, as for a matchup (a board battle
 * costs about a thousand single combats, and its plan game as many battles again).
 */
export const DEFAULT_BATTLE_TRIALS = String(DEFAULT_BATTLES / 10);

/** The trials a state of `combat` starts with: `trials`, unless it is the other kind's default. */
export function trialsFor(combat: string, trials: string): string {
  const [mine, other] = combat === BATTLE ? [DEFAULT_BATTLE_TRIALS, DEFAULT_TRIALS] : [DEFAULT_TRIALS, DEFAULT_BATTLE_TRIALS];
  return trials === other ? mine : trials;
}
export const DEFAULT_SEED = String(CLI_DEFAULT_SEED);

/** Encode a part of the hash, keeping the characters the CLI's own spelling uses readable. */
function encode(text: string): string {
  return encodeURIComponent(text).replace(/%2C/gi, ',').replace(/%3D/gi, '=').replace(/%2B/gi, '+').replace(/%3A/gi, ':');
}

/** Decode a part; text a hand-typed link mangled comes back as it was typed. */
function decode(text: string): string {
  try {
    return decodeURIComponent(text.replace(/\+/g, '%2B'));
  } catch {
    return text;
  }
}

/**
 * The state a hash names, or null for an empty hash.
 *
 * @example
 * parseHash('#hott2/knights/spears?a=charged&b=general,support');
 * // => { system: 'hott2', attacker: 'knights', defender: 'spears', a: 'charged', b: 'general,support', ... }
 */
export function parseHash(hash: string): ExploreState | null {
  const text = hash.replace(/^#/, '');
  if (text.trim() === '') return null;
  const [path = '', query = ''] = text.split('?', 2) as [string, string?];
  const [system = '', attacker = '', defender = ''] = path.split('/').map(decode);
  const params = new Map<string, string>();
  for (const pair of query.split('&').filter((p) => p.length > 0)) {
    const eq = pair.indexOf('=');
    params.set(decode(eq < 0 ? pair : pair.slice(0, eq)), decode(eq < 0 ? '' : pair.slice(eq + 1)));
  }
  return {
    system,
    attacker,
    defender,
    a: params.get('a') ?? '',
    b: params.get('b') ?? '',
    combat: params.get('combat') ?? '',
    option: params.get('option') ?? '',
    method: params.get('method') === 'mc' ? 'mc' : 'exact',
    trials: params.get('trials') ?? (params.get('combat') === BATTLE ? DEFAULT_BATTLE_TRIALS : DEFAULT_TRIALS),
    seed: params.get('seed') ?? DEFAULT_SEED,
    planTrials: params.get('plan-trials') ?? '',
  };
}

/** The hash of a state: only what differs from the defaults is written. */
export function formatHash(s: ExploreState): string {
  const query = [
    ...(s.a ? [`a=${encode(s.a)}`] : []),
    ...(s.b ? [`b=${encode(s.b)}`] : []),
    ...(s.combat ? [`combat=${encode(s.combat)}`] : []),
    ...(s.option ? [`option=${encode(s.option)}`] : []),
    ...(s.method === 'mc' ? [`method=mc`, `trials=${encode(s.trials)}`, `seed=${encode(s.seed)}`] : []),
    // An exact battle's plan game is Monte Carlo but for one element a side: its seed, where not the default.
    ...(s.method === 'exact' && s.combat === BATTLE && s.seed !== DEFAULT_SEED ? [`seed=${encode(s.seed)}`] : []),
    ...(s.planTrials ? [`plan-trials=${encode(s.planTrials)}`] : []),
  ];
  return `#${[s.system, s.attacker, s.defender].map(encode).join('/')}${query.length > 0 ? `?${query.join('&')}` : ''}`;
}

/**
 * The `oddsmith matchup` command that gives the same answer, e.g.
 * `npx oddsmith matchup hott2 knights spears --a charged --b general,support --format json`.
 */
export function cliCommand(s: ExploreState, format: 'table' | 'json' = 'table'): string {
  // A battle has its own command (`matchup --combat battle` points to it).
  const battle = s.combat === BATTLE;
  const words = [
    'npx', 'oddsmith', battle ? 'battle' : 'matchup', s.system, s.attacker, s.defender,
    ...(s.a ? ['--a', s.a] : []),
    ...(s.b ? ['--b', s.b] : []),
    ...(s.combat && !battle ? ['--combat', s.combat] : []),
    ...(s.option ? ['--option', s.option] : []),
    ...(s.method === 'mc' ? ['--method', 'mc', '--trials', s.trials, '--seed', s.seed] : []),
    ...(battle && s.method === 'exact' && s.seed !== DEFAULT_SEED ? ['--seed', s.seed] : []),
    ...(battle && s.planTrials ? ['--plan-trials', s.planTrials] : []),
    ...(format === 'json' ? ['--format', 'json'] : []),
  ];
  return shellCommand(words);
}
