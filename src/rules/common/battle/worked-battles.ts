import type { ExactDistribution } from '../../../core/kernel.js';
import type { Matchup } from '../../../core/system.js';
import type { Army } from '../../../core/army.js';
import type { BattleProfile, BattleRules } from '../../../core/battle-rules.js';
import { keptOrMade } from '../../../core/kept.js';
import type { CombatTables, TableRead } from './combat-tables.js';

/**
 * Exact battles already worked in this thread, by what each reads of its system, not by the
 * system object: an overlay that changes Psiloi leaves every battle without Psiloi as it was.
 * A battle reads its system two ways. Known before it is fought (the key): the system's id,
 * its battle rules but other types' profiles, its own types' profiles in the system's order,
 * both armies' elements, both sides' conditions and the options (an army's name is no part
 * of it: `battle` of "general:psiloi" and `balance --battle`'s Beta less its Knights fight the
 * same battle). Asked for as the chain goes: the single combats' tables, each kept with the
 * answer, which is reused only when every one of them is the same on the asking system.
 */
interface Worked {
  readonly answer: ExactDistribution;
  readonly reads: readonly TableRead[];
}
const WORKED = new Map<string, Worked[]>();
const WORKED_KEPT = 2_000;
/** Answers kept for one key (the same battle on systems whose fights differ, e.g. overlays tried one after another); the oldest goes first. */
const VARIANTS_KEPT = 8;

/** What decides a battle's exact distribution before its fights, as text. */
export function battleKey(systemId: string, rules: BattleRules, profiles: readonly BattleProfile[], matchup: Matchup, armies: readonly [Army, Army]): string {
  const { profiles: _everyType, ...shared } = rules;
  return JSON.stringify([systemId, shared, profiles, matchup.combat, armies[0].elements, armies[1].elements, matchup.attacker.conditions, matchup.defender.conditions, matchup.options, matchup.layout ?? null]);
}

/** The battle's exact distribution, worked by `work` unless a battle of the same key read the same `tables`; a copy each time. */
export function workedOnce(key: string, tables: CombatTables, work: () => ExactDistribution): ExactDistribution {
  const same = keptOrMade(WORKED, key, WORKED_KEPT, (): Worked[] => []);
  let known = same.find((w) => tables.sameAs(w.reads));
  if (!known) {
    known = { answer: work(), reads: tables.reads() };
    if (same.length >= VARIANTS_KEPT) same.shift();
    same.push(known);
  }
  const copy = { ...known.answer, weights: known.answer.weights.slice() };
  return known.answer.metrics ? { ...copy, metrics: known.answer.metrics.map((m) => m.slice()) } : copy;
}
