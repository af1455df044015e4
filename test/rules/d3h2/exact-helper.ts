import { resolveMatchup } from '../../../src/core/matchup.js';
import type { MatchupResult } from '../../../src/core/result.js';
import type { RuleCitation, RuleSystem, TotalBuild } from '../../../src/core/system.js';
import { buildResult } from '../../../src/engine/aggregate.js';
import { exactTally } from '../../../src/engine/exact.js';
import { d3h2 } from '../../../src/rules/d3h2/index.js';

type Conds = Record<string, unknown>;

/** An exact result with its explanation at hand: how each total is built, and the rule behind each outcome. */
export type ExactResult = MatchupResult & {
  readonly build: { readonly attacker: TotalBuild; readonly defender: TotalBuild };
  readonly rules: readonly RuleCitation[];
  readonly notes: readonly string[];
};

/** The exact result of one matchup on `system` (d3h2 by default), built by the same path the CLI uses. */
export function exact(attacker: string, defender: string, a: Conds = {}, b: Conds = {}, combat = 'close', system: RuleSystem = d3h2): ExactResult {
  const matchup = resolveMatchup(system, { system: system.id, combat, attacker: { troop: attacker, conditions: a }, defender: { troop: defender, conditions: b } });
  const prepared = system.prepare(matchup);
  const tally = exactTally(prepared.kernel);
  if (!tally) throw new Error(`${system.id} must enumerate`);
  const result = buildResult(system, matchup, prepared, tally, { method: 'exact', trials: null, seed: null });
  const totals = result.explanation.sections.find((s) => s.kind === 'totals');
  const rules = result.explanation.sections.find((s) => s.kind === 'rules');
  if (totals?.kind !== 'totals' || rules?.kind !== 'rules') throw new Error(`${system.id} explains its totals and rules`);
  return { ...result, build: { attacker: totals.attacker, defender: totals.defender }, rules: rules.rules, notes: prepared.notes };
}

/** Probabilities as whole dice pairs out of 36, zeros dropped: easy to compare with hand counts. */
export function pairs(probabilities: Readonly<Record<string, number>>): Record<string, number> {
  return Object.fromEntries(
    Object.entries(probabilities)
      .map(([k, p]) => [k, Math.round(p * 36)] as const)
      .filter(([, n]) => n !== 0),
  );
}

/** The joint outcomes in dice pairs, keyed `band attacker/defender`. */
export function jointPairs(r: MatchupResult): Record<string, number> {
  return Object.fromEntries(r.joint.map((j) => [`${String(j['band'])} ${String(j['attacker'])}/${String(j['defender'])}`, Math.round(Number(j['p']) * 36)]));
}
