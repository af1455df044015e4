import type { TotalBuild, TotalPart } from '../../core/system.js';
import { countOf, isOn } from './conditions.js';
import { FACTORS, type Factor } from './factors.js';
import { anyMatches, cfGroupOf, effectiveGoing, noneMatches } from './selectors.js';
import { opponentOf, type SideSituation, type Situation } from './situation.js';
import type { Combat } from './troops.js';

const cite = (line: number): string => `002:${line}`;

const FACTOR_CITES: ReadonlyMap<Factor, string> = new Map(FACTORS.map((f) => [f, cite(f.line)]));

const FACTORS_BY_COMBAT: Readonly<Record<Combat, readonly Factor[]>> = {
  close: FACTORS.filter((f) => f.combat.includes('close')),
  shooting: FACTORS.filter((f) => f.combat.includes('shooting')),
  bespell: FACTORS.filter((f) => f.combat.includes('bespell')),
};

/** The factor's count (e.g. overlaps + flank, capped), or 1 for a factor that does not count. */
function multiplier(f: Factor, own: SideSituation, opp: SideSituation): number {
  if (!f.count) return 1;
  const side = f.countSide === 'opponent' ? opp : own;
  // Psiloi, Lurkers and Sneakers cannot be overlapped at a corner (002:387; ruling R30).
  const sum = f.count.reduce((n, key) => n + (key === 'overlaps' && side.row.cannotBeOverlapped ? 0 : countOf(side.values, key)), 0);
  return Math.min(sum, f.cap ?? sum);
}

/** Whether a factor of factors.ts, of this combat kind, applies to `own` (the reading contract is in that file's header). */
function applies(f: Factor, own: SideSituation, opp: SideSituation): boolean {
  if (f.role === 'target' && !own.targeted) return false;
  if (f.role === 'actor' && !own.actor) return false;
  if (f.role === 'shot-at' && !own.shotAt) return false;
  if (!anyMatches(f.self, own) || !noneMatches(f.notSelf, own)) return false;
  if (!anyMatches(f.opponent, opp) || !noneMatches(f.notOpponent, opp)) return false;
  if (f.ownGoing && !f.ownGoing.includes(effectiveGoing(own))) return false;
  if (f.supportedBy === 'rear' && own.row.rearSupportFrom.length === 0) return false;
  if (f.supportedBy === 'side' && own.row.sideSupportFrom.length === 0) return false;
  if (f.flag) {
    const whose = f.flagSide === 'opponent' ? opp : own;
    if (!f.flag.some((key) => isOn(whose.values, key))) return false;
  }
  return multiplier(f, own, opp) > 0;
}

/** The combat factor (002:394-399): the column the opponent is hit in, the shot-at value, a garrison's Foot CF. */
function combatFactor(own: SideSituation, opp: SideSituation): TotalPart[] {
  const hit = own.targeted || own.shotAt;
  const row = own.row;
  const parts: TotalPart[] = [];
  if (cfGroupOf(opp) === 'mounted') {
    parts.push({ label: 'combat factor vs mounted/aerials', value: row.vsMounted, cite: cite(row.line + 2) });
  } else if (hit && row.vsFootShotOrBespelled !== null) {
    parts.push({ label: 'combat factor vs foot, shot at or bespelled', value: row.vsFootShotOrBespelled, cite: cite(row.cite.vsFootShotOrBespelled ?? row.line + 1) });
  } else {
    parts.push({ label: 'combat factor vs foot/stronghold', value: row.vsFoot, cite: cite(row.line + 1) });
  }
  const g = own.garrison;
  if (row.addsGarrisonFootCf && g !== null) {
    const value = hit && g.vsFootShotOrBespelled !== null ? g.vsFootShotOrBespelled : g.vsFoot;
    parts.push({ label: `garrison ${g.name}, Foot CF`, value, cite: cite(row.cite.addsGarrisonFootCf ?? row.line + 3) });
  }
  return parts;
}

/**
 * How one side's total is built before its die: its combat factor against the opponent,
 * then every support and tactical factor of factors.ts that applies, each once per group.
 *
 * @example
 * buildTotal(situationOf(pikesSupportedVBlades), attacker); // => { total: 6, parts: [CF +3 [002:509], rear support +3 [002:558]] }
 */
export function buildTotal(s: Situation, own: SideSituation): TotalBuild {
  const opp = opponentOf(s, own);
  const parts = combatFactor(own, opp);
  const groups = new Set<string>();
  for (const f of FACTORS_BY_COMBAT[s.combat]) {
    if (f.group !== undefined && groups.has(f.group)) continue;
    if (!applies(f, own, opp)) continue;
    if (f.group !== undefined) groups.add(f.group);
    const n = multiplier(f, own, opp);
    parts.push({ label: n > 1 ? `${f.label} x${n}` : f.label, value: f.value * n, cite: FACTOR_CITES.get(f) ?? '' });
  }
  return { total: parts.reduce((sum, p) => sum + p.value, 0), parts };
}
