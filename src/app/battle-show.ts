import { matchupKey } from '../core/matchup.js';
import { UsageError } from '../core/errors.js';
import type { ShownBattle } from '../core/shown-battle.js';
import { hashString } from '../rng/mix.js';
import { chunkRng } from '../rng/seed.js';
import type { MatchupPlan } from './matchup.js';

/** The random stream of the battles `--show` draws: named by the battle's identity, apart from the run's own stream. */
const showStream = (plan: MatchupPlan): bigint => hashString(`${matchupKey(plan.system, plan.matchup)}|show`);

/**
 * Battle `n` of `seed` for the plan's armies, fought on the board and recorded bound by bound
 * (core/shown-battle.ts): drawn from its own stream (the battle's identity and seed, chunk
 * `n`), so the same seed gives the same battle on any number of workers, whatever the run's
 * trials.
 */
export function showBattle(plan: MatchupPlan, seed: number, n: number): ShownBattle {
  const shown = plan.system.prepare(plan.matchup).kernel.shown?.(chunkRng(seed, showStream(plan), n), n, seed) ?? null;
  if (!shown) throw new UsageError('--show draws a battle on the board: leave out --field line');
  return shown;
}
