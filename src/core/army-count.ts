import type { Army } from './army.js';
import { errors } from './errors.js';
import type { GroupEntry, RuleSystem } from './system.js';

/**
 * The army's elements counted by type, in the system's row order (a troop the system does
 * not know last, as met): the `group` of a battle side.
 *
 * @example
 * armyGroup(hott2, parseArmy(hott2, 'spears+knights+spears', 'army A')); // => [{ troop: 'knights', count: 1 }, { troop: 'spears', count: 2 }]
 */
export function armyGroup(system: RuleSystem, army: Army): GroupEntry[] {
  const counts = new Map<string, number>();
  for (const e of army.elements) counts.set(e.troop, (counts.get(e.troop) ?? 0) + 1);
  const order = [...system.rows.map((r) => r.id).filter((id) => counts.has(id)), ...[...counts.keys()].filter((id) => !system.rows.some((r) => r.id === id))];
  return order.map((troop) => ({ troop, count: counts.get(troop) ?? 0 }));
}

/**
 * What the army costs in the system's points: the sum of its elements' row costs (002:55-75;
 * the general's element is paid for like any other, 002:79's "free General" being the
 * command, not the element: d3h2 ruling R52). A type without a cost is refused.
 *
 * @example
 * armyCost(d3h2, parseArmy(d3h2, 'Pl+4*Kn+2*Wb', 'army A')); // => 15
 */
export function armyCost(system: RuleSystem, army: Army): number {
  let total = 0;
  for (const e of army.elements) {
    const row = system.rows.find((r) => r.id === e.troop);
    if (!row) throw errors.unknown('troop', e.troop, system.rows.map((r) => r.id), `in ${system.id}`);
    if (row.cost === null) throw errors.cannot(`${row.name} (${row.id})`, 'be bought for an army', `it has no cost in ${system.id}`);
    total += row.cost;
  }
  return total;
}
