import type { QuotedTable, TableEntry } from '../analysis/tables/quoted-table.js';
import { quotedTable, tablesOf } from '../analysis/tables/tables-of.js';
import { loadSystem } from '../rules/registry.js';

/** What `tables` answers: the system's tables, and the one asked for worked out (null when none is named). */
export interface TablesPlan {
  readonly system: string;
  /** The rule text the figures come from, for a chart's source line. */
  readonly source: string;
  readonly entries: readonly TableEntry[];
  readonly table: QuotedTable | null;
}

/** Resolve the system and work out the table named, if any (an unknown system or table is the user's one clear sentence). */
export async function planTables(systemId: string, tableId: string | undefined): Promise<TablesPlan> {
  const system = await loadSystem(systemId);
  const entries = tablesOf(system);
  return { system: system.id, source: `Source: ${system.source.title}`, entries, table: tableId === undefined ? null : quotedTable(system, tableId.trim().toLowerCase()) };
}
