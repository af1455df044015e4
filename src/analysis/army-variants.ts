import type { Army, ArmyElement } from '../core/army.js';

/**
 * The variants of a reference army that price its types in battles (d3h2 RULINGS R53):
 * the army less one element of a type, and the army with its general moved. Pure functions
 * of plain armies; the variant's name says what changed, for notes and reports.
 */

/** An army variant and, where the general had to move, the troop whose element took it. */
export interface Variant {
  readonly army: Army;
  readonly generalTo: string | null;
}

/**
 * The elements with element `i` gone: an element standing behind it steps into its place
 * (the rear rank closes up), and every `behind` index is renumbered.
 */
export function removeAt(elements: readonly ArmyElement[], i: number): ArmyElement[] {
  const rear = elements.findIndex((e) => e.behind === i);
  const out: (ArmyElement | null)[] = elements.map((e) => e);
  if (rear >= 0) {
    out[i] = { ...(elements[rear] as ArmyElement), behind: null, general: (elements[rear] as ArmyElement).general || (elements[i] as ArmyElement).general };
    out[rear] = null;
  } else {
    out[i] = null;
  }
  // New index of each old index still present.
  const index = new Map<number, number>();
  let next = 0;
  out.forEach((e, k) => {
    if (e !== null) index.set(k, next++);
  });
  return out.flatMap((e) => (e === null ? [] : [{ ...e, behind: e.behind === null ? null : (index.get(e.behind) ?? null) }]));
}

/**
 * Where the general goes when his element leaves or stops being his: the first front-line
 * element of the army's most common type (ties: the type listed first), among `candidates`.
 */
function generalHome(elements: readonly ArmyElement[], candidates: readonly number[]): number | null {
  // A garrison holds the camp (F35) and cannot command from it.
  const able = candidates.filter((i) => elements[i]?.garrison !== true);
  const front = able.filter((i) => elements[i]?.behind === null);
  const pool = front.length > 0 ? front : able;
  const counts = new Map<string, number>();
  for (const i of pool) counts.set(elements[i]?.troop ?? '', (counts.get(elements[i]?.troop ?? '') ?? 0) + 1);
  let best: number | null = null;
  for (const i of pool) {
    const troop = elements[i]?.troop ?? '';
    if (best === null || (counts.get(troop) ?? 0) > (counts.get(elements[best]?.troop ?? '') ?? 0)) best = i;
  }
  return best;
}

const indexOrUndefined = (i: number): number | undefined => (i < 0 ? undefined : i);

/** The elements with the general on element `to` instead. */
function withGeneralOn(elements: readonly ArmyElement[], to: number): ArmyElement[] {
  return elements.map((e, k) => ({ ...e, general: k === to }));
}

/**
 * The army less one element of `troop`: the last-listed non-general one with nobody behind
 * it; else the last-listed non-general one, whose rear element steps up. Where the only one
 * is the general's, that element goes and the general moves (`generalHome`). Null when the
 * army has no such element or it is the army's only element.
 *
 * @example
 * withoutOne(parseArmy(d3h2, 'general:Kn+2*Bd+Ps', 'r'), 'blades')?.army.elements.map((e) => e.troop); // => ['knights', 'blades', 'psiloi']
 */
export function withoutOne(army: Army, troop: string): Variant | null {
  const els = army.elements;
  if (els.length < 2) return null;
  const ordinary = els.flatMap((e, i) => (e.troop === troop && !e.general && e.garrison !== true ? [i] : []));
  const free = ordinary.filter((i) => !els.some((e) => e.behind === i));
  // An element of the line first; the camp's garrison (F35) only where the line has none of the troop.
  const pick = free.at(-1) ?? ordinary.at(-1) ?? indexOrUndefined(els.findIndex((e) => e.troop === troop && e.garrison === true));
  const name = `${army.name} less one ${troop}`;
  if (pick !== undefined) return { army: { name, elements: removeAt(els, pick), home: army.home }, generalTo: null };
  const g = els.findIndex((e) => e.troop === troop && e.general);
  if (g < 0) return null;
  const rest = removeAt(
    els.map((e) => ({ ...e, general: false })),
    g,
  );
  const to = generalHome(rest, rest.map((_, i) => i));
  if (to === null) return null;
  return { army: { name, elements: withGeneralOn(rest, to), home: army.home }, generalTo: rest[to]?.troop ?? null };
}

/**
 * The army with its general moved off his element (which becomes an ordinary one) to the
 * first front-line element of the most common type among the other elements (`generalHome`):
 * what the general's place is worth. Null for a one-element army.
 *
 * @example
 * generalMoved(parseArmy(d3h2, 'general:Pl+3*Kn', 'r'))?.generalTo; // => 'knights'
 */
export function generalMoved(army: Army): Variant | null {
  const g = army.elements.findIndex((e) => e.general);
  const others = army.elements.flatMap((_, i) => (i === g ? [] : [i]));
  const to = generalHome(army.elements, others);
  if (to === null) return null;
  return { army: { name: `${army.name} with the general moved`, elements: withGeneralOn(army.elements, to), home: army.home }, generalTo: army.elements[to]?.troop ?? null };
}
