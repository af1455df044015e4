import type { ExactDistribution } from '../../../core/kernel.js';
import type { Matchup, RuleSystem } from '../../../core/system.js';
import type { Army } from '../../../core/army.js';
import { keptOrMade, mapOf } from '../../../core/kept.js';

/**
 * Exact battles already worked in this thread, per system object (an overlaid or
 * option-patched system is an object of its own), by what decides them: both armies'
 * elements in order, both sides' conditions and the options. An army's name is not part of
 * it: `battle` of "general:psiloi" and `balance --battle`'s Beta less its Knights fight the
 * same battle. Commands run one after another in one process (`npm start`, a test file) ask
 * again for the battles an earlier one worked; the chain is seconds, the answer a few arrays.
 */
const WORKED = new WeakMap<RuleSystem, Map<string, ExactDistribution>>();
const WORKED_KEPT = 2_000;

/** What decides a battle's exact distribution on its system, as text. */
export function battleKey(matchup: Matchup, armies: readonly [Army, Army]): string {
  return JSON.stringify([matchup.combat, armies[0].elements, armies[1].elements, matchup.attacker.conditions, matchup.defender.conditions, matchup.options]);
}

/** The battle's exact distribution, worked by `work` the first time it is asked for on `system`; a copy each time. */
export function workedOnce(system: RuleSystem, key: string, work: () => ExactDistribution): ExactDistribution {
  const known = keptOrMade(mapOf(WORKED, system), key, WORKED_KEPT, work);
  const copy = { ...known, weights: known.weights.slice() };
  return known.metrics ? { ...copy, metrics: known.metrics.map((m) => m.slice()) } : copy;
}
