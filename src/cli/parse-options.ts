import { splitConditions } from '../core/conditions.js';
import { errors } from '../core/errors.js';
import type { MethodChoice } from '../engine/run-matchups.js';
import type { McTarget } from '../engine/montecarlo.js';
import { availableParallelism } from 'node:os';
import { parseWhole } from '../core/parse-whole.js';
import { DEFAULT_SEED, DEFAULT_TRIALS, parsePlanTrials as planTrialsOf, parseSeed, parseTrials } from '../core/trials-and-seed.js';

export { parseWhole } from '../core/parse-whole.js';
export const MIN_PRECISION = 0.0001;
export const MAX_PRECISION = 0.5;

/** Repeated `--option key=value` flags as one raw map; a key given twice is refused. */
export function optionFlags(values: readonly string[] | undefined): Record<string, unknown> {
  return splitConditions((values ?? []).join(','), '', 'option');
}

/** One of a fixed set of words, case-insensitive, or a UsageError listing them. */
export function parseChoice<T extends string>(text: string, name: string, choices: readonly T[]): T {
  const value = text.trim().toLowerCase();
  if ((choices as readonly string[]).includes(value)) return value as T;
  throw errors.outOfRange(name, text, `one of ${choices.join(', ')}`);
}

export interface RunFlags {
  readonly method?: string;
  readonly trials?: string;
  readonly precision?: string;
  readonly seed?: string;
  readonly workers?: string;
}

export interface ParsedRunFlags {
  readonly method: MethodChoice;
  readonly target: McTarget;
  readonly seed: number;
  readonly workers: number;
  /** No --workers given: Monte Carlo starts its workers only when a run needs them (lazy-pool.ts). */
  readonly poolWhenNeeded: boolean;
  /** Whether --trials or --precision was given (exact runs ignore them; say so). */
  readonly samplingAsked: boolean;
  /** What the user should know about how the flags were read, e.g. workers capped at the cores. */
  readonly notes: readonly string[];
}

/**
 * Worker threads: more than the cores only add memory and switching (256 workers on 2 cores
 * took 136 s and 6.3 GB for a 2-s job), so a larger request is capped with a note.
 */
function parseWorkers(text: string | undefined, cores: number, notes: string[]): number {
  if (text === undefined) return cores;
  const asked = parseWhole(text, '--workers', 1, 4096);
  if (asked <= cores) return asked;
  notes.push(`--workers ${asked} is more than the ${cores} core${cores === 1 ? '' : 's'} here; using ${cores}`);
  return cores;
}

/** The flags shared by `matchup` and `run`, checked with one clear message each. */
export function parseRunFlags(flags: RunFlags, cores: number = availableParallelism(), defaults: { method?: MethodChoice; trials?: number; seed?: number } = {}): ParsedRunFlags {
  if (flags.trials !== undefined && flags.precision !== undefined) {
    throw errors.invalid('--trials and --precision', 'give one or the other: a fixed number of trials, or a target half-width');
  }
  const notes: string[] = [];
  let target: McTarget = { trials: defaults.trials ?? DEFAULT_TRIALS };
  if (flags.trials !== undefined) target = { trials: parseTrials(flags.trials) };
  if (flags.precision !== undefined) {
    const value = Number(flags.precision.trim());
    if (!(value >= MIN_PRECISION && value <= MAX_PRECISION)) throw errors.outOfRange('--precision', flags.precision, `a number from ${MIN_PRECISION} to ${MAX_PRECISION}, e.g. 0.001`);
    target = { precision: value };
  }
  return {
    method: flags.method === undefined ? (defaults.method ?? 'auto') : parseChoice(flags.method, '--method', ['exact', 'mc', 'auto'] as const),
    target,
    seed: flags.seed === undefined ? (defaults.seed ?? DEFAULT_SEED) : parseSeed(flags.seed),
    workers: parseWorkers(flags.workers, cores, notes),
    poolWhenNeeded: flags.workers === undefined,
    samplingAsked: flags.trials !== undefined || flags.precision !== undefined,
    notes,
  };
}

/** `--plan-trials`: battles a pair of plans in a battle's plan game, a whole number from 0 (no game); undefined where not given. */
export function parsePlanTrials(text: string | undefined): number | undefined {
  return text === undefined ? undefined : planTrialsOf(text);
}
