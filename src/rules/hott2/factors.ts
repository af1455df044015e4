import { citeField } from '../../core/patched-fields.js';
import type { TotalBuild, TotalPart } from '../../core/system.js';
import { factorParts, factorTotal } from '../common/tactical-factors.js';
import { READER } from './selectors.js';
import { opponentOf, type SideSituation, type Situation } from './situation.js';
import { FACTORS, type Factor } from './tactical-factors.js';

/** Whether a side's combat factor is its vs-foot one: its opponent is foot or a stronghold (line 64). */
const facesFoot = (opp: SideSituation): boolean => opp.troop.category === 'foot' || opp.troop.category === 'stronghold';

/**
 * How one side's total is built before its die: the combat factor against the opponent's
 * kind (line 64), then every tactical factor of the table (tactical-factors.ts, lines 48-53)
 * that applies; `factors` is the shipped table or one an overlay patched.
 *
 * @example
 * buildTotal(situationOf(knightsChargingSpears), attacker); // => { total: 3, parts: [{ label: 'combat factor vs foot', value: 3, ... }] }
 */
export function buildTotal(s: Situation, own: SideSituation, factors: readonly Factor[] = FACTORS): TotalBuild {
  const opp = opponentOf(s, own);
  const vsFoot = facesFoot(opp);
  const parts: TotalPart[] = [
    {
      label: vsFoot ? 'combat factor vs foot' : 'combat factor vs mounted/aerial',
      value: vsFoot ? own.troop.vsFoot : own.troop.vsMounted,
      cite: citeField(own.troop, vsFoot ? 'vsFoot' : 'vsMounted', `${own.troop.seed}:${own.troop.line}`),
    },
    ...factorParts(factors, s.combat, own, opp, READER),
  ];
  return { total: parts.reduce((sum, p) => sum + p.value, 0), parts };
}

/** `buildTotal`'s total alone, its parts unworded (a battle's tables read the dice pairs only). */
export function totalOf(s: Situation, own: SideSituation, factors: readonly Factor[] = FACTORS): number {
  const opp = opponentOf(s, own);
  return (facesFoot(opp) ? own.troop.vsFoot : own.troop.vsMounted) + factorTotal(factors, s.combat, own, opp, READER);
}
