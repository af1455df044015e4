import type { TotalBuild, TotalPart } from '../../core/system.js';
import { opponentOf, type SideSituation, type Situation } from './situation.js';

const cite = (line: number): string => `000:${line}`;

/** Why the -2 of line 53 applies to `own`, or null. Its four clauses count once (ruling R4). */
function minusTwoReason(s: Situation, own: SideSituation, opp: SideSituation): string | null {
  // Line 90: a Stronghold's "opponents do not suffer terrain penalties".
  const terrainCounts = !opp.troop.fortress;
  if (terrainCounts && own.conditions.badGoing && !own.troop.badGoingExempt) return 'in bad going';
  const mountedOrAerial = own.troop.category === 'mounted' || own.troop.category === 'aerial';
  if (terrainCounts && s.combat === 'close' && mountedOrAerial && !own.troop.fightsIntoBadGoing && opp.conditions.badGoing) {
    return 'fighting an enemy in bad going';
  }
  const ownWaterLurker = own.troop.waterLurker && own.conditions.water;
  if (s.combat === 'close' && opp.troop.waterLurker && opp.conditions.water && !ownWaterLurker) {
    return 'in contact with Water Lurkers';
  }
  if (s.combat === 'bespell' && own.isAttacker && opp.troop.wardedNearStronghold && opp.conditions.nearStronghold) {
    return 'bespelling a Magician near its own Stronghold';
  }
  return null;
}

/**
 * How one side's total is built before its die: combat factor against the opponent's kind
 * (line 64) plus every tactical factor of lines 48-53 that applies.
 *
 * @example
 * buildTotal(situationOf(knightsChargingSpears), attacker); // => { total: 3, parts: [{ label: 'combat factor vs foot', value: 3, ... }] }
 */
export function buildTotal(s: Situation, own: SideSituation): TotalBuild {
  const opp = opponentOf(s, own);
  const c = own.conditions;
  const parts: TotalPart[] = [];
  const vsFoot = opp.troop.category === 'foot' || opp.troop.category === 'stronghold';
  parts.push({
    label: vsFoot ? 'combat factor vs foot' : 'combat factor vs mounted/aerial',
    value: vsFoot ? own.troop.vsFoot : own.troop.vsMounted,
    cite: `${own.troop.seed}:${own.troop.line}`,
  });
  if (c.general && (s.combat === 'close' || own.targeted)) parts.push({ label: 'general', value: 1, cite: cite(48) });
  if (s.combat === 'close' && c.uphill && opp.troop.category !== 'aerial') {
    parts.push({ label: 'upslope or defending a river bank', value: 1, cite: cite(49) });
  }
  if (s.combat === 'close' && own.troop.secondRankSupport && c.support && !c.badGoing && !opp.troop.deniesRankSupport) {
    parts.push({ label: 'second rank in good going', value: own.troop.secondRankValue, cite: own.troop.secondRankCite });
  }
  if (own.targeted) {
    const wardedLine = s.combat === 'bespell' && (c.warded || own.troop.wardsBespelling);
    if (c.cover) parts.push({ label: 'in a wood or BUA', value: 2, cite: cite(51) });
    else if (wardedLine) parts.push({ label: 'bespelled across water or near a Cleric or Paladin', value: 2, cite: cite(51) });
  }
  if (s.combat === 'close' && c.overlaps > 0) {
    parts.push({ label: c.overlaps === 1 ? 'flank overlapped' : 'both flanks overlapped', value: -c.overlaps, cite: cite(52) });
  }
  if (s.combat === 'close' && c.rear) parts.push({ label: 'enemy in contact with rear', value: -1, cite: cite(52) });
  const aidedAgainstMe = opp.shooting || (s.combat === 'close' && own.troop.fortress && !own.troop.ignoresAssaultAiding);
  if (aidedAgainstMe && opp.conditions.aiding > 0) {
    parts.push({ label: `enemy aided by ${opp.conditions.aiding} more element(s)`, value: -opp.conditions.aiding, cite: cite(52) });
  }
  const reason = minusTwoReason(s, own, opp);
  if (reason !== null) parts.push({ label: reason, value: -2, cite: cite(53) });
  return { total: parts.reduce((sum, p) => sum + p.value, 0), parts };
}
