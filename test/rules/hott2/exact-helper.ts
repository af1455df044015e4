import { resolveMatchup } from '../../../src/core/matchup.js';
import type { MatchupResult } from '../../../src/core/result.js';
import type { TotalBuild } from '../../../src/core/system.js';
import { buildResult } from '../../../src/engine/aggregate.js';
import { exactTally } from '../../../src/engine/exact.js';
import { hott2 } from '../../../src/rules/hott2/index.js';

type Conds = Record<string, unknown>;

/** An exact result with its explanation's totals section at hand: how each side's total is built. */
export type ExactResult = MatchupResult & { readonly build: { readonly attacker: TotalBuild; readonly defender: TotalBuild } };

/** The exact hott2 result of one matchup, built by the same path the CLI uses. */
export function exact(attacker: string, defender: string, a: Conds = {}, b: Conds = {}, combat = 'close', options: Conds = {}): ExactResult {
  const matchup = resolveMatchup(hott2, { system: 'hott2', combat, options, attacker: { troop: attacker, conditions: a }, defender: { troop: defender, conditions: b } });
  const prepared = hott2.prepare(matchup);
  const tally = exactTally(prepared.kernel);
  if (!tally) throw new Error('hott2 must enumerate');
  const result = buildResult(hott2, matchup, prepared, tally, { method: 'exact', trials: null, seed: null });
  const totals = result.explanation.sections.find((s) => s.kind === 'totals');
  if (totals?.kind !== 'totals') throw new Error('hott2 explains its totals');
  return { ...result, build: { attacker: totals.attacker, defender: totals.defender } };
}

/** Probabilities as whole dice pairs out of 36, zeros dropped: easy to compare with hand counts. */
export function pairs(probabilities: Readonly<Record<string, number>>): Record<string, number> {
  return Object.fromEntries(
    Object.entries(probabilities)
      .map(([k, p]) => [k, Math.round(p * 36)] as const)
      .filter(([, n]) => n !== 0),
  );
}

export function totalsInPairs(r: MatchupResult): Record<string, number> {
  return Object.fromEntries(Object.entries(r.totals).map(([k, p]) => [k, Math.round(p * 36)]));
}
