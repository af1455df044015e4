import type { FactorReader } from '../common/tactical-factors.js';
import type { Selector } from './schemas.js';
import type { Troop } from './troops.js';
import type { SideSituation } from './situation.js';
import { FLAGS } from './vocabulary.js';

export { CONDITION_KEYS } from './vocabulary.js';
export type { Selector } from './schemas.js';


function isOn(side: SideSituation, key: string): boolean {
  const v = side.values[key];
  return v === true || (typeof v === 'number' && v > 0) || (key === 'going' && v === 'bad');
}

function rowHolds(sel: Selector, row: Troop): boolean {
  if (sel.kinds && !sel.kinds.some((k) => row.kinds.includes(k))) return false;
  if (sel.category && !sel.category.includes(row.category)) return false;
  for (const flag of FLAGS) {
    const want = sel[flag];
    if (want !== undefined && want !== row[flag]) return false;
  }
  return true;
}

/** How hott2's sides answer what a tactical factor row asks (common/tactical-factors.ts). */
export const READER: FactorReader<SideSituation, Selector> = {
  seed: '000',
  matches: (sel, side) => rowHolds(sel, side.troop) && (sel.condition === undefined || isOn(side, sel.condition)),
  going: (side) => (side.conditions.badGoing ? 'bad' : 'good'),
  isOn,
  count: (side, key) => {
    const v = side.values[key];
    return typeof v === 'number' ? v : v === true ? 1 : 0;
  },
  // hott2's sides know whether they are shot at or bespelled (`targeted`: the target, or a
  // shooter its target shoots back at), not which: a row for shooting only says combat: [shooting].
  role: (side, role) => {
    if (role === 'actor') return side.isAttacker && side.shooting;
    if (role === 'target') return !side.isAttacker && side.targeted;
    return side.targeted;
  },
  supported: () => false,
  field: (side, name) => {
    if (name !== 'secondRankValue') throw new Error(`internal: hott2 factor value field '${name}'`);
    return { value: side.troop.secondRankValue, cite: side.troop.secondRankCite };
  },
};
