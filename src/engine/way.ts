import { errors } from '../core/errors.js';
import type { PreparedMatchup } from '../core/system.js';
import type { ResultShape } from './aggregate.js';

/** How a run works its matchups: exactly, by Monte Carlo, or exactly where the system can (`auto`). */
export type MethodChoice = 'exact' | 'mc' | 'auto';

/**
 * How a prepared matchup is worked, given the method asked (one rule, read by the engine and
 * the shard planner alike): exactly, or by Monte Carlo; `--method exact` of a matchup that
 * cannot be enumerated is refused, naming it (`what`: its system and combat).
 */
export function wayOf(prepared: PreparedMatchup, method: MethodChoice, what: string): 'exact' | 'mc' {
  const kernel = prepared.kernel;
  if (kernel.exact && (method === 'exact' || (method !== 'mc' && !kernel.exactOnRequest))) return 'exact';
  if (method === 'exact') throw errors.cannot(what, 'be enumerated exactly', kernel.exactRefusal ? `${kernel.exactRefusal}; use --method mc` : 'use --method mc');
  return 'mc';
}

/** The methods a worker may choose by (`ChunkTask.method`): `--method exact` is checked before any work is sent. */
export type ChosenInThread = Exclude<MethodChoice, 'exact'>;

/**
 * Exact work worth recording: a kernel with metrics (rounds or groups: a dynamic programme,
 * milliseconds to seconds). A single roll's 36 outcomes take microseconds, less than reading
 * their counts back: a merge works those again.
 */
export function heavyExact(prepared: Pick<ResultShape, 'kernel'>): boolean {
  return prepared.kernel.metrics.length > 0;
}
