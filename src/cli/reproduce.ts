import type { MatchupResult } from '../core/result.js';
import type { ParsedRunFlags } from './parse-options.js';

/**
 * The words of the command that gives a Markdown answer again (`--format markdown`'s last
 * line): the command and its arguments as given, the flags that shape the answer in the
 * order named, and how it was computed pinned down: `--method exact`, or Monte Carlo with its
 * trials (or precision) and seed, so a default changed later cannot change the answer.
 * `--workers` is left out (the counts are the same on any number), and so are `--shard` and
 * `--counts` (a merged answer is the whole run's).
 *
 * @example
 * reproduceWords('matchup', ['hott2', 'knights', 'spears'], { a: ['general'] }, ['a'], exactResult, run);
 * // => ['oddsmith', 'matchup', 'hott2', 'knights', 'spears', '--a', 'general', '--method', 'exact', '--format', 'markdown']
 */
export function reproduceWords<F extends object>(command: string, args: readonly string[], flags: F, shaping: readonly (keyof F & string)[], result: Pick<MatchupResult, 'method' | 'trials' | 'seed'>, run: Pick<ParsedRunFlags, 'target'>): string[] {
  const sampling = 'precision' in run.target ? ['--precision', String(run.target.precision)] : ['--trials', String(result.trials)];
  const method = result.method === 'exact' ? ['--method', 'exact'] : ['--method', 'mc', ...sampling, '--seed', String(result.seed)];
  return ['oddsmith', command, ...args, ...flagWords(flags, shaping), ...method, '--format', 'markdown'];
}

/** The flags named in `shaping` as they were given, in that order: `['--a', 'general', '--field', 'board']`. */
export function flagWords<F extends object>(flags: F, shaping: readonly (keyof F & string)[]): string[] {
  return shaping.flatMap((name) => {
    const value: unknown = flags[name];
    const flag = `--${name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}`;
    if (typeof value === 'string') return [flag, value];
    if (Array.isArray(value)) return value.flatMap((v) => [flag, String(v)]);
    return [];
  });
}
