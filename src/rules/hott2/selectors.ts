import { z } from 'zod';
import type { FactorReader } from '../common/tactical-factors.js';
import { CATEGORIES, type Troop } from './troops.js';
import type { SideSituation } from './situation.js';

/** The troop row flags a selector may test (troops.ts says what each means). */
const FLAGS = [
  'secondRankSupport', 'badGoingExempt', 'fightsIntoBadGoing', 'wardsBespelling', 'waterLurker', 'elusive',
  'fortress', 'wardedNearStronghold', 'deniesRankSupport', 'ignoresAssaultAiding',
] as const;
type Flag = (typeof FLAGS)[number];

/** The side conditions the rules read (conditions.ts declares them). */
export const CONDITION_KEYS = [
  'going', 'general', 'uphill', 'support', 'overlaps', 'rear', 'charged', 'cover', 'warded', 'aiding',
  'shoots-back', 'water', 'near-stronghold', 'rolled-one',
] as const;

/**
 * Which troops a tactical factor is for: every key given must hold. `kinds` and `category`
 * hold when the row has any one listed; a flag key when the row's flag equals it; `condition`
 * when that condition of the side itself is on (a Water Lurker is one only `water`, 000:53).
 */
export const selectorSchema = z.strictObject({
  kinds: z.array(z.string().regex(/^[a-z][a-z-]*$/)).min(1).optional(),
  category: z.array(z.enum(CATEGORIES)).min(1).optional(),
  condition: z.enum(CONDITION_KEYS).optional(),
  ...Object.fromEntries(FLAGS.map((f) => [f, z.boolean().optional()])) as Record<Flag, z.ZodOptional<z.ZodBoolean>>,
});
export type Selector = z.infer<typeof selectorSchema>;

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
