import { createHash } from 'node:crypto';
import type { Army } from '../core/army.js';
import { BATTLE } from '../core/battle-rules.js';
import { resolveMatchup } from '../core/matchup.js';
import { applyOverlay, type OverlaySpec } from '../core/overlay.js';
import type { MatchupResult } from '../core/result.js';
import type { Matchup, RuleSystem } from '../core/system.js';
import { boughtAt } from '../analysis/army-rebuy.js';
import type { LoadedArmy } from '../scenario/army-file.js';

/**
 * Worth in an army measured a second way (issue #49 part 4; src/rules/common/battle/RULINGS.md
 * B19): a type's break-even cost, the price at which the armies that field it, bought again at
 * that price (B18), score a half against the field bought at it. The prices are a grid about the
 * type's cost in pricing steps, fixed before anything is fought (so the work can be listed and
 * cut into shards); between the two prices where the score crosses a half, the cost is read off
 * the straight line between them.
 */

/** The grid's offsets from the type's cost, in pricing steps. */
const OFFSETS = [-4, -2, -1, 0, 1, 2, 4, 8] as const;

/** One battle of the search: a type at a price, an army that fields it (bought at that price) against an army of the field. */
export interface BreakEvenCell {
  readonly troop: string;
  readonly price: number;
  readonly matchup: Matchup;
}

export interface BreakEven {
  readonly troop: string;
  readonly cost: number;
  /** The price at which its armies score a half; null where the grid holds no crossing (see `bound`). */
  readonly breakEven: number | null;
  readonly interval: readonly [number, number] | null;
  /** No crossing: its armies score over a half even at the dearest price (at-least) or under it at the cheapest (at-most). */
  readonly bound: { readonly side: 'at-least' | 'at-most'; readonly price: number } | null;
  /** Each price and its armies' score there. */
  readonly scores: readonly { readonly price: number; readonly score: number; readonly variance: number }[];
}

/** The prices tried for a type costing `cost`, in steps of `step`: positive, at most the budget. */
export function priceGrid(cost: number, step: number, budget: number): number[] {
  return OFFSETS.map((k) => cost + k * step).filter((p) => p > 0 && p <= budget);
}

/** The what-if that prices `troop` at `price`, on top of the run's own overlay (if any): plain data a worker rebuilds, named and hashed by what it changes. */
function priceSpec(base: RuleSystem, own: OverlaySpec | null, troop: string, price: number): OverlaySpec {
  const troops = { ...(own?.troops ?? {}), [troop]: { ...(own?.troops[troop] ?? {}), cost: price } };
  const name = `${own ? `${own.name}+` : ''}${troop}-at-${price}`;
  const hash = createHash('sha256').update(JSON.stringify([own?.hash ?? base.id, troop, price])).digest('hex');
  return { base: base.id, name, notes: `${troop} at ${price} AP (balance --battle --break-even)`, hash, options: own?.options ?? {}, troops, add: own?.add ?? {}, rules: own?.rules ?? {}, addRules: own?.addRules ?? {} };
}

/**
 * Every battle of the search and the systems they run on: for each type the reference armies
 * field (with a cost), each price of its grid, each reference army fielding it bought again at
 * that price against each army of the field bought again at it, the first the text's attacker.
 */
export function planBreakEven(base: RuleSystem, own: OverlaySpec | null, system: RuleSystem, armies: readonly LoadedArmy[], fieldArmies: readonly LoadedArmy[], options: Readonly<Record<string, unknown>>, budget: number): { cells: BreakEvenCell[]; overlays: { spec: OverlaySpec; system: RuleSystem }[] } {
  const step = system.costStep ?? 1;
  const printed = (troop: string): number => base.rows.find((r) => r.id === troop)?.cost ?? 0;
  const costNow = (troop: string): number => system.rows.find((r) => r.id === troop)?.cost ?? 0;
  const dear = system.battle?.army.dear ?? null;
  const troops = [...new Set(armies.flatMap((a) => a.army.elements.map((e) => e.troop)))].filter((t) => costNow(t) > 0);
  const cells: BreakEvenCell[] = [];
  const overlays: { spec: OverlaySpec; system: RuleSystem }[] = [];
  for (const troop of troops) {
    for (const price of priceGrid(costNow(troop), step, budget)) {
      const spec = priceSpec(base, own, troop, price);
      const priced = applyOverlay(base, spec).system;
      overlays.push({ spec, system: priced });
      const at = (t: string): number => priced.rows.find((r) => r.id === t)?.cost ?? 0;
      // Each army bought at these prices (B18).
      const bought = (a: Army): Army => boughtAt(a, at, printed, { budget, dear })?.army ?? a;
      const field = fieldArmies.map((a) => bought(a.army));
      for (const a of armies) {
        if (!a.army.elements.some((e) => e.troop === troop)) continue;
        const own_ = bought(a.army);
        for (const f of field) {
          const matchup = resolveMatchup(priced, { system: base.id, overlay: spec, combat: BATTLE, options, attacker: { troop: own_.name, conditions: {}, army: own_ }, defender: { troop: f.name, conditions: {}, army: f } });
          cells.push({ troop, price, matchup });
        }
      }
    }
  }
  return { cells, overlays };
}

const Z95 = 1.959963984540054;

/** Each type's break-even cost from the search's results (in `cells` order). */
export function breakEvens(cells: readonly BreakEvenCell[], results: readonly MatchupResult[], cost: (troop: string) => number): Map<string, BreakEven> {
  const sums = new Map<string, Map<number, { sum: number; variance: number; n: number }>>();
  cells.forEach((c, i) => {
    const r = results[i] as MatchupResult;
    const win = r.totals['attackerWins'] ?? 0;
    const draw = r.totals['draws'] ?? 0;
    const mean = win + draw / 2;
    const variance = r.trials === null ? 0 : Math.max(0, win + draw / 4 - mean * mean) / r.trials;
    const byPrice = sums.get(c.troop) ?? new Map<number, { sum: number; variance: number; n: number }>();
    const s = byPrice.get(c.price) ?? { sum: 0, variance: 0, n: 0 };
    byPrice.set(c.price, { sum: s.sum + mean, variance: s.variance + variance, n: s.n + 1 });
    sums.set(c.troop, byPrice);
  });
  const out = new Map<string, BreakEven>();
  for (const [troop, byPrice] of sums) {
    const scores = [...byPrice].sort((a, b) => a[0] - b[0]).map(([price, s]) => ({ price, score: s.sum / s.n, variance: s.variance / (s.n * s.n) }));
    out.set(troop, { troop, cost: cost(troop), ...crossing(scores), scores });
  }
  return out;
}

/** Where the scores, by rising price, first cross a half: the price read off the line between the two about it, with a 95% interval from their errors; else which side of the grid it lies. */
function crossing(scores: readonly { readonly price: number; readonly score: number; readonly variance: number }[]): Pick<BreakEven, 'breakEven' | 'interval' | 'bound'> {
  for (let i = 0; i + 1 < scores.length; i++) {
    const a = scores[i] as (typeof scores)[number];
    const b = scores[i + 1] as (typeof scores)[number];
    if (a.score >= 0.5 && b.score < 0.5) {
      const slope = (b.score - a.score) / (b.price - a.price);
      const at = a.price + (0.5 - a.score) / slope;
      const half = (Z95 * Math.sqrt((a.variance + b.variance) / 2)) / Math.abs(slope);
      return { breakEven: at, interval: [at - half, at + half], bound: null };
    }
  }
  const first = scores[0];
  const last = scores[scores.length - 1];
  if (!first || !last) return { breakEven: null, interval: null, bound: null };
  return { breakEven: null, interval: null, bound: first.score < 0.5 ? { side: 'at-most', price: first.price } : { side: 'at-least', price: last.price } };
}
