import type { Army, ArmyElement } from '../core/army.js';
import { removeAt } from './army-variants.js';

/**
 * An army bought again at a price list (src/rules/common/battle/RULINGS.md B18): its listed
 * army the template, each type's count scaled by what the army spends over what the template
 * costs at the new prices, rounded down, then elements added one at a time by the largest
 * remainder while the AP and the dear share (002:79) allow; the general's element kept. Pure
 * functions of plain armies.
 */

/** How an army is bought (core/battle-rules.ts ArmyRules): the AP it spends, the budget, and at most `share` of the budget on elements costing `atLeast` or more. */
export interface PriceRules {
  /** What the army spends: what its list spent at the printed prices, at most the budget. */
  readonly spend: number;
  readonly budget: number;
  readonly dear: { readonly atLeast: number; readonly share: number } | null;
}

export interface Rebought {
  readonly army: Army;
  /** Each type's count in the template and as bought, in list order. */
  readonly counts: readonly { readonly troop: string; readonly from: number; readonly to: number }[];
  /** What the bought army costs at the new prices. */
  readonly cost: number;
}

/** Costs in AP are multiples of a half (002:68-78): sums kept in half AP, whole numbers. */
const halves = (ap: number): number => Math.round(ap * 2);

/** The counts to buy of each type (list order), by the ruling's scaling, rounding and filling. */
export function rebuyCounts(template: ReadonlyMap<string, number>, general: string, cost: (troop: string) => number, rules: PriceRules): Map<string, number> {
  if (!Number.isFinite(rules.spend) || rules.spend <= 0 || rules.spend > rules.budget) throw new Error(`internal: no army is bought for ${rules.spend} of ${rules.budget} AP`);
  const types = [...template.keys()];
  const price = new Map(types.map((t) => [t, halves(cost(t))]));
  const budget = halves(rules.spend);
  const listed = types.reduce((s, t) => s + (template.get(t) ?? 0) * (price.get(t) ?? 0), 0);
  const scale = listed > 0 ? budget / listed : 1;
  const target = new Map(types.map((t) => [t, (template.get(t) ?? 0) * scale]));
  // Rounded down (a hair's tolerance for 2.9999...), the general's type at least its element.
  const bought = new Map(types.map((t) => [t, Math.max(t === general ? 1 : 0, Math.floor((target.get(t) ?? 0) + 1e-9))]));
  const isDear = (t: string): boolean => rules.dear !== null && (price.get(t) ?? 0) >= halves(rules.dear.atLeast);
  const dearLimit = rules.dear === null ? Infinity : halves(rules.budget * rules.dear.share);
  const spent = (dearOnly: boolean): number => types.reduce((s, t) => s + (!dearOnly || isDear(t) ? (bought.get(t) ?? 0) * (price.get(t) ?? 0) : 0), 0);
  // Over the dear share: one element fewer of the dear type with the most, until within it (the general's element stays).
  while (spent(true) > dearLimit) {
    const cut = types.filter((t) => isDear(t) && (bought.get(t) ?? 0) > (t === general ? 1 : 0)).sort((a, b) => (bought.get(b) ?? 0) - (bought.get(a) ?? 0))[0];
    if (cut === undefined) break;
    bought.set(cut, (bought.get(cut) ?? 0) - 1);
  }
  // Over the budget (the general's element alone may put it there): one fewer of the dearest type, not below the general's.
  while (spent(false) > budget) {
    const cut = types.filter((t) => (bought.get(t) ?? 0) > (t === general ? 1 : 0)).sort((a, b) => (price.get(b) ?? 0) - (price.get(a) ?? 0))[0];
    if (cut === undefined) break;
    bought.set(cut, (bought.get(cut) ?? 0) - 1);
  }
  // The AP left, one element at a time: the largest remainder (target less bought) among the types that fit, the first listed on a tie.
  for (;;) {
    const left = budget - spent(false);
    const dearLeft = dearLimit - spent(true);
    let best: string | null = null;
    for (const t of types) {
      const p = price.get(t) ?? 0;
      if (p <= 0 || p > left || (isDear(t) && p > dearLeft)) continue;
      const remainder = (target.get(t) ?? 0) - (bought.get(t) ?? 0);
      if (best === null || remainder > (target.get(best) ?? 0) - (bought.get(best) ?? 0)) best = t;
    }
    if (best === null) break;
    bought.set(best, (bought.get(best) ?? 0) + 1);
  }
  return bought;
}

/**
 * The elements with `count` more of `troop` in the front line, each just after its last
 * front-line element of that troop (at the end if it has none), every `behind` renumbered.
 */
function added(elements: readonly ArmyElement[], troop: string, count: number): ArmyElement[] {
  let out = [...elements];
  for (let k = 0; k < count; k++) {
    let at = out.length;
    out.forEach((e, i) => {
      if (e.troop === troop && e.behind === null) at = i + 1;
    });
    const shifted = out.map((e) => (e.behind !== null && e.behind >= at ? { ...e, behind: e.behind + 1 } : e));
    out = [...shifted.slice(0, at), { troop, general: false, behind: null }, ...shifted.slice(at)];
  }
  return out;
}

/**
 * The elements with `count` fewer of `troop`: the last listed first, never the general's
 * element or a camp's garrison (an element behind a removed one steps into its place).
 */
function removed(elements: readonly ArmyElement[], troop: string, count: number): ArmyElement[] {
  let out = [...elements];
  for (let k = 0; k < count; k++) {
    const i = out.findLastIndex((e) => e.troop === troop && !e.general && e.garrison !== true);
    if (i < 0) break;
    out = removeAt(out, i);
  }
  return out;
}

/** `army` bought again at the prices `cost` under `rules`: the same army when its counts come out the same. */
export function rebuyArmy(army: Army, cost: (troop: string) => number, rules: PriceRules): Rebought {
  const template = new Map<string, number>();
  for (const e of army.elements) template.set(e.troop, (template.get(e.troop) ?? 0) + 1);
  const general = army.elements.find((e) => e.general)?.troop ?? army.elements[0]?.troop ?? '';
  const bought = rebuyCounts(template, general, cost, rules);
  let elements: ArmyElement[] = [...army.elements];
  for (const [troop, from] of template) {
    const to = bought.get(troop) ?? 0;
    elements = to < from ? removed(elements, troop, from - to) : added(elements, troop, to - from);
  }
  const counts = [...template].map(([troop, from]) => ({ troop, from, to: bought.get(troop) ?? 0 }));
  const same = counts.every((c) => c.from === c.to);
  return { army: same ? army : { ...army, elements }, counts, cost: elements.reduce((s, e) => s + cost(e.troop), 0) };
}

/**
 * `army` as a price list fields it (B18): bought again when any of its types is priced otherwise
 * than `printed`, or it costs more than the budget, spending what its list spent at the printed
 * prices (at most the budget); null where it stands as listed.
 */
export function boughtAt(army: Army, price: (troop: string) => number, printed: (troop: string) => number, rules: Omit<PriceRules, 'spend'>): Rebought | null {
  const costAt = (p: (troop: string) => number): number => army.elements.reduce((sum, e) => sum + p(e.troop), 0);
  const repriced = army.elements.some((e) => price(e.troop) !== printed(e.troop));
  if (!repriced && costAt(price) <= rules.budget) return null;
  return rebuyArmy(army, price, { ...rules, spend: Math.min(rules.budget, costAt(printed)) });
}
