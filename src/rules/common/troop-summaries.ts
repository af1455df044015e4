import type { TroopRowBase, TroopSummary } from '../../core/system.js';

/**
 * Each row as `oddsmith troops` lists it: the fields every row has, then the system's own
 * display columns.
 *
 * @example
 * troopSummaries(rows, (t) => ({ dice: t.dice })); // => [{ id, name, category, cost, columns: { dice } }, ...]
 */
export function troopSummaries<R extends TroopRowBase>(rows: readonly R[], columns: (row: R) => TroopSummary['columns']): TroopSummary[] {
  return rows.map((t) => ({ id: t.id, name: t.name, category: t.category, cost: t.cost, columns: columns(t) }));
}
