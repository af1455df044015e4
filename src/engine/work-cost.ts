import type { Matchup, PreparedMatchup } from '../core/system.js';
import { CHUNK_TRIALS } from './chunks.js';

/**
 * Estimated cost of one trial of a matchup, only to share work among shards fairly (never in
 * a result): a single opposed roll is 1; a combat of rounds costs about four times its
 * figures, each rolling every round. It must be computed from the plan alone, the same on
 * every machine, so it is an estimate, not a measurement.
 */
export function trialCost(matchup: Matchup, prepared: PreparedMatchup): number {
  return prepared.kernel.metrics.length === 0 ? 1 : roundsCost(matchup);
}

/** A trial's cost as a combat of rounds, read from its sides alone: for work listed before its matchups are known to be prepared (a unit's). */
export function roundsCost(matchup: Matchup): number {
  const figures = (side: Matchup['attacker']): number => side.group.reduce((sum, e) => sum + e.count, 0);
  return 4 * (figures(matchup.attacker) + figures(matchup.defender));
}

/** Estimated cost of working a matchup exactly (a dynamic programme): taken as a chunk of its trials. */
export function exactCost(matchup: Matchup, prepared: PreparedMatchup): number {
  return CHUNK_TRIALS * trialCost(matchup, prepared);
}
