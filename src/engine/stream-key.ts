import { matchupKey } from '../core/matchup.js';
import type { Matchup, RuleSystem, TroopRowBase } from '../core/system.js';
import type { SystemSource } from '../core/plan.js';

function rowOf(rows: readonly TroopRowBase[], id: string): string {
  return JSON.stringify(rows.find((r) => r.id === id) ?? null);
}

const RULES_CHANGED = new WeakMap<RuleSystem, string>();

/** The rule table rows an overlay changed or added, as text ('' when it changed none), once per overlaid system. */
function changedRules(base: RuleSystem, patched: RuleSystem): string {
  let text = RULES_CHANGED.get(patched);
  if (text === undefined) {
    const parts: string[] = [];
    for (const [name, table] of Object.entries(patched.tables ?? {})) {
      const before = new Map((base.tables?.[name]?.rows ?? []).map((r) => [r.id, JSON.stringify(r)]));
      for (const row of table.rows) if (before.get(row.id) !== JSON.stringify(row)) parts.push(`${name}:${JSON.stringify(row)}`);
    }
    text = parts.join(',');
    RULES_CHANGED.set(patched, text);
  }
  return text;
}

/**
 * The text a matchup's random stream is named by (DESIGN.md, "Determinism"): its canonical
 * key on the base system, plus, under an overlay, the patched rows of the troops in it when
 * the overlay changed any of them, and the rule table rows it changed (a tactical factor, a
 * reading), which any matchup of the system may read. So an overlay of troop rows leaves the
 * counts of every matchup it does not touch exactly as they were, and a base run and a what-if run share their random
 * numbers (common random numbers: their differences are not blurred by sampling noise).
 *
 * @example
 * streamKey(knightsVSpears); // => 'hott2|close|knights||spears|'
 */
export function streamKey(matchup: Matchup, systems: SystemSource): string {
  const base = systems.baseOf(matchup);
  const key = matchupKey(base, { ...matchup, overlay: null });
  if (!matchup.overlay) return key;
  const system = systems.systemOf(matchup);
  const patched = system.rows;
  const ids = [...new Set([...matchup.attacker.group, ...matchup.defender.group].map((e) => e.troop))];
  const changed = ids.some((id) => rowOf(patched, id) !== rowOf(base.rows, id));
  const rules = changedRules(base, system);
  return `${key}${changed ? `|rows=${ids.map((id) => rowOf(patched, id)).join(',')}` : ''}${rules ? `|rules=${rules}` : ''}`;
}
