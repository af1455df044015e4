import { matchupKey } from '../core/matchup.js';
import type { Matchup, TroopRowBase } from '../core/system.js';
import { systemById, systemFor } from '../rules/registry.js';

function rowOf(rows: readonly TroopRowBase[], id: string): string {
  return JSON.stringify(rows.find((r) => r.id === id) ?? null);
}

/**
 * The text a matchup's random stream is named by (DESIGN.md, "Determinism"): its canonical
 * key on the base system, plus, under an overlay, the patched rows of the troops in it when
 * the overlay changed any of them. So an overlay leaves the counts of every matchup it does
 * not touch exactly as they were, and a base run and a what-if run share their random
 * numbers (common random numbers: their differences are not blurred by sampling noise).
 *
 * @example
 * streamKey(knightsVSpears); // => 'hott2|close|knights||spears|'
 */
export function streamKey(matchup: Matchup): string {
  const base = systemById(matchup.system);
  const key = matchupKey(base, { ...matchup, overlay: null });
  if (!matchup.overlay) return key;
  const patched = systemFor(matchup).rows;
  const ids = [...new Set([...matchup.attacker.group, ...matchup.defender.group].map((e) => e.troop))];
  const changed = ids.some((id) => rowOf(patched, id) !== rowOf(base.rows, id));
  return changed ? `${key}|rows=${ids.map((id) => rowOf(patched, id)).join(',')}` : key;
}
