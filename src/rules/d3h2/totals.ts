import { citeField } from '../../core/patched-fields.js';
import type { TotalBuild, TotalPart } from '../../core/system.js';
import { countOf, isOn } from './conditions.js';
import { factorParts, factorTotal, type FactorReader, type TacticalFactor } from '../common/tactical-factors.js';
import type { ConditionKey } from './factors.js';
import { cfGroupOf, effectiveGoing, matches } from './selectors.js';
import { opponentOf, type SideSituation, type Situation } from './situation.js';
import type { Selector } from './troops.js';

const cite = (line: number): string => `002:${line}`;

/** How D3H2's sides answer what a tactical factor row asks (common/tactical-factors.ts). */
export const READER: FactorReader<SideSituation, Selector> = {
  seed: '002',
  matches,
  going: effectiveGoing,
  isOn: (side, key) => isOn(side.values, key as ConditionKey),
  // Psiloi, Lurkers and Sneakers cannot be overlapped at a corner (002:387; ruling R30).
  count: (side, key) => (key === 'overlaps' && side.row.cannotBeOverlapped ? 0 : countOf(side.values, key as ConditionKey)),
  role: (side, role) => (role === 'target' ? side.targeted : role === 'actor' ? side.actor : role === 'shot-at' ? side.shotAt : side.targeted || side.shotAt),
  supported: (side, from) => (from === 'rear' ? side.row.rearSupportFrom : side.row.sideSupportFrom).length > 0,
  field: (_side, name) => {
    throw new Error(`internal: d3h2 factor value field '${name}'`);
  },
};

/** The combat factor (002:394-399): the column the opponent is hit in, the shot-at value, a garrison's Foot CF. */
function combatFactor(own: SideSituation, opp: SideSituation): TotalPart[] {
  const hit = own.targeted || own.shotAt;
  const row = own.row;
  const parts: TotalPart[] = [];
  if (cfGroupOf(opp) === 'mounted') {
    parts.push({ label: 'combat factor vs mounted/aerials', value: row.vsMounted, cite: citeField(row, 'vsMounted', cite(row.line + 2)) });
  } else if (hit && row.vsFootShotOrBespelled !== null) {
    parts.push({ label: 'combat factor vs foot, shot at or bespelled', value: row.vsFootShotOrBespelled, cite: citeField(row, 'vsFootShotOrBespelled', cite(row.cite.vsFootShotOrBespelled ?? row.line + 1)) });
  } else {
    parts.push({ label: 'combat factor vs foot/stronghold', value: row.vsFoot, cite: citeField(row, 'vsFoot', cite(row.line + 1)) });
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
 * then every support and tactical factor of the table that applies, each once per group
 * (`factors`: the situation's table, factors.ts or one an overlay patched).
 *
 * @example
 * buildTotal(situationOf(pikesSupportedVBlades), attacker); // => { total: 6, parts: [CF +3 [002:509], rear support +3 [002:558]] }
 */
export function buildTotal(s: Situation, own: SideSituation, factors: readonly TacticalFactor<Selector>[] = s.rules.factors): TotalBuild {
  const opp = opponentOf(s, own);
  const parts = [...combatFactor(own, opp), ...factorParts(factors, s.combat, own, opp, READER)];
  return { total: parts.reduce((sum, p) => sum + p.value, 0), parts };
}

/** `buildTotal`'s total alone, its parts unworded (a battle's tables read the dice pairs only). */
export function totalOf(s: Situation, own: SideSituation): number {
  const opp = opponentOf(s, own);
  return combatFactor(own, opp).reduce((sum, p) => sum + p.value, 0) + factorTotal(s.rules.factors, s.combat, own, opp, READER);
}
