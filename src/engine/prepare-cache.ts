import type { Matchup, PreparedMatchup } from '../core/system.js';
import { matchupKey } from '../core/matchup.js';
import { systemById } from '../rules/registry.js';

/**
 * Prepared matchups by canonical key: a kernel is built once per matchup per thread,
 * however many chunks of it the thread runs.
 */
export class PrepareCache {
  private readonly cache = new Map<string, PreparedMatchup>();

  get(matchup: Matchup): PreparedMatchup {
    const system = systemById(matchup.system);
    const key = matchupKey(system, matchup);
    let prepared = this.cache.get(key);
    if (!prepared) {
      prepared = system.prepare(matchup);
      this.cache.set(key, prepared);
    }
    return prepared;
  }
}
