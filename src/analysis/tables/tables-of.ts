import { UsageError, errors } from '../../core/errors.js';
import type { RuleSystem } from '../../core/system.js';
import { BAND_AXIS } from '../../rules/common/bands.js';
import { META as CHAINMAIL } from '../../rules/chainmail/meta.js';
import { chainmailTable, CHAINMAIL_TABLES } from './chainmail-tables.js';
import { DBA_TABLES, dbaTable, TOTALS, type CommandFor } from './dba-tables.js';
import type { QuotedTable, TableEntry } from './quoted-table.js';
import { sidesForTotals } from './sides-for-totals.js';

/**
 * Which tables a system offers, and each one worked out: the DBA family's dice tables for a
 * system whose combat kind reads the band of an opposed roll (hott2, hott25, d3h2), the
 * Chainmail tables for Chainmail; none for the others.
 */

/** The first combat kind whose joint outcome has the opposed roll's band axis, if any. */
function bandKind(system: RuleSystem): string | undefined {
  return system.combatKinds.find((k) => k.axes.some((a) => a.name === BAND_AXIS.name && a.values.join() === BAND_AXIS.values.join()))?.id;
}

/** The tables the system offers; a system with none is the user's mistake, said in one sentence. */
export function tablesOf(system: RuleSystem): readonly TableEntry[] {
  if (bandKind(system) !== undefined) return DBA_TABLES;
  if (system.id === CHAINMAIL.id) return CHAINMAIL_TABLES;
  throw new UsageError(`${system.id} has no quoted tables: they are offered for the DBA family (hott2, hott25, d3h2) and chainmail`);
}

/** Every total a DBA-family table shows a matchup for: the pairs of -3..+8 and the thresholds' lowest doubling totals. */
const SEARCHED = Array.from({ length: 24 }, (_, i) => i - 8);

/** One table of the system, by id; an id it does not offer is the user's mistake. */
export function quotedTable(system: RuleSystem, id: string): QuotedTable {
  const offered = tablesOf(system);
  if (!offered.some((t) => t.id === id)) throw errors.unknown('table', id, offered.map((t) => t.id), `for ${system.id}`);
  const kind = bandKind(system);
  if (kind === undefined) return chainmailTable(system, id);
  // The search is made when a row first asks for a command (the odd/even table never does).
  let finder: CommandFor | undefined;
  return dbaTable(system.id, id, (a, b) => (finder ??= sidesForTotals(system, kind, [...new Set([...TOTALS, ...SEARCHED])]))(a, b));
}
