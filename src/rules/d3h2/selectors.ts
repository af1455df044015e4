import { isOn } from './conditions.js';
import type { SideSituation } from './situation.js';
import type { Going, Selector, TroopRow } from './troops.js';

/** The column an opponent's CF is read from: the row's, but 'foot' for a Stronghold or Camp and its occupants (ruling R3). */
export function cfGroupOf(side: SideSituation): 'foot' | 'mounted' {
  return side.defends.size > 0 ? 'foot' : side.row.cfGroup;
}

/** The side's going as it counts it: going its row counts as good is good (002:420; ruling R5). */
export function effectiveGoing(side: SideSituation): Going {
  return side.row.countsAsGoodGoing.some((g) => g === side.going) ? 'good' : side.going;
}

function rowHolds(sel: Selector, row: TroopRow): boolean {
  if (sel.classes && !sel.classes.some((c) => row.classes.includes(c))) return false;
  if (sel.category && !sel.category.includes(row.category)) return false;
  if (sel.fast !== undefined && sel.fast !== row.fast) return false;
  if (sel.double !== undefined && sel.double !== row.double) return false;
  if (sel.mountedInfantry !== undefined && sel.mountedInfantry !== row.mountedInfantry) return false;
  if (sel.wardsBespelling !== undefined && sel.wardsBespelling !== row.wardsBespelling) return false;
  if (sel.badGoingPenaltyExempt !== undefined && sel.badGoingPenaltyExempt !== row.badGoingPenaltyExempt) return false;
  return true;
}

/**
 * Whether a selector (troops.ts) holds for a side: every key given must hold. Row keys hold
 * on the side's row or, for a Stronghold or Camp, on its garrison's row (ruling R41: the
 * garrison is what fights); `defends`, `general`, `cfGroup` and `going` (as given, not as
 * the row counts it) read the side.
 */
export function matches(sel: Selector, side: SideSituation): boolean {
  if (sel.defends && !sel.defends.some((d) => side.defends.has(d))) return false;
  if (sel.general !== undefined && sel.general !== isOn(side.values, 'general')) return false;
  if (sel.cfGroup !== undefined && sel.cfGroup !== cfGroupOf(side)) return false;
  if (sel.going && !sel.going.includes(side.going)) return false;
  return rowHolds(sel, side.row) || (side.garrison !== null && rowHolds(sel, side.garrison));
}

/** Any selector of the list holds; an absent list holds. */
export function anyMatches(sels: readonly Selector[] | undefined, side: SideSituation): boolean {
  if (sels === undefined) return true;
  for (const sel of sels) if (matches(sel, side)) return true;
  return false;
}

/** No selector of the list holds; an absent list holds. */
export function noneMatches(sels: readonly Selector[] | undefined, side: SideSituation): boolean {
  return sels === undefined || !anyMatches(sels, side);
}
