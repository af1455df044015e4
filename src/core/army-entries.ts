import { countRefusal } from './errors.js';

/**
 * An army as written, entry by entry (inline `2*behind:spears`, or an army file's
 * `elements`), laid out as elements: counts expanded, `behind` resolved to the index of a
 * front-line element, the general's element chosen. Shared by the inline parser and the
 * army file reader, so both build the same army from the same entries.
 */

/** Most elements one side may field: a sanity limit of oddsmith's, not a rule (24 AP buys at most 24 elements). */
export const MAX_ARMY_ELEMENTS = 48;

/** Why an army may hold no more, said beside the limit in every refusal of a count. */
export const ARMY_LIMIT_WHY = "a sanity limit of oddsmith's, not a rule: 24 AP buys at most 24 elements";

/** `n` elements refused: `51 elements, but an army may have at most 48 (why)`. */
export const tooManyElements = (n: number): string => `${n} elements, but an army may have at most ${MAX_ARMY_ELEMENTS} (${ARMY_LIMIT_WHY})`;

/** An army's count refused as written, inline or in an army file (`countRefusal`). */
export const armyCountRefusal = (written: string): string => countRefusal(written, MAX_ARMY_ELEMENTS, `elements an army may hold (${ARMY_LIMIT_WHY})`);

/** Where an entry's elements stand: the front line, behind front elements of the same troop, or behind the Nth front element (1-based). */
export type BehindSpec = null | 'same' | number;

export interface ArmyEntry {
  readonly troop: string;
  readonly count: number;
  /** The general's element: the first of the entry's elements. */
  readonly general: boolean;
  readonly behind: BehindSpec;
  /** The garrison of its army's camp (src/battle/RULINGS.md F35): the first of the entry's elements. */
  readonly garrison?: boolean;
}

/** One element as laid out (the shape of core/army.ts's ArmyElement). */
export interface LaidOutElement {
  readonly troop: string;
  readonly general: boolean;
  readonly behind: number | null;
  /** Holds its army's camp, off the line (F35); absent: false. */
  readonly garrison?: boolean;
}

export type LayOut =
  | { readonly ok: true; readonly elements: LaidOutElement[]; readonly defaultGeneral: boolean }
  | { readonly ok: false; readonly entry: number; readonly reason: string };

/**
 * The leftmost front element of `troop` with nobody behind it yet: where a `behind` element
 * of the same troop goes. `fronts` are indices of front elements, left to right.
 */
export function sameTroopTarget(elements: readonly { readonly troop: string }[], fronts: readonly number[], taken: ReadonlySet<number>, troop: string): number | undefined {
  return fronts.find((i) => !taken.has(i) && elements[i]?.troop === troop);
}

/**
 * Lay the entries out as elements, in the order written. Behind elements are placed in the
 * order written, each behind a front element (of the whole line) that has none behind it
 * yet: the leftmost of its troop (`same`), or the numbered one. With no general marked,
 * the first front element is the general's (`defaultGeneral`).
 *
 * @example
 * layOut([{ troop: 'spears', count: 2, general: true, behind: null }, { troop: 'spears', count: 1, general: false, behind: 'same' }]);
 * // => { ok: true, defaultGeneral: false, elements: [spears (general), spears, spears behind 0] }
 */
export function layOut(entries: readonly ArmyEntry[]): LayOut {
  const total = entries.reduce((sum, e) => sum + e.count, 0);
  if (total > MAX_ARMY_ELEMENTS) {
    return { ok: false, entry: Math.max(0, entries.length - 1), reason: tooManyElements(total) };
  }
  const elements: { troop: string; general: boolean; behind: number | null; garrison?: boolean }[] = [];
  const owner: number[] = []; // the entry each element comes from
  for (const [i, e] of entries.entries()) {
    if (e.garrison && e.general) return { ok: false, entry: i, reason: "the general's element commands from the field, so it cannot also garrison the camp (ruling F35)" };
    if (e.garrison && e.behind !== null) return { ok: false, entry: i, reason: 'a garrison stands in its camp, not behind an element (ruling F35)' };
    if (e.garrison && elements.some((x) => x.garrison)) return { ok: false, entry: i, reason: 'a camp holds 1 element only (002:186), so an army has one garrison at most' };
    for (let k = 0; k < e.count; k++) {
      elements.push({ troop: e.troop, general: e.general && k === 0, behind: null, ...(e.garrison && k === 0 ? { garrison: true } : {}) });
      owner.push(i);
    }
  }
  // The garrison stands in its camp: no front-line element, and none stands behind it.
  const fronts = elements.flatMap((e, i) => (entries[owner[i] ?? 0]?.behind === null && !e.garrison ? [i] : []));
  const taken = new Set<number>();
  for (const [i, element] of elements.entries()) {
    const entry = owner[i] ?? 0;
    const spec = entries[entry]?.behind ?? null;
    if (spec === null) continue;
    let target: number | undefined;
    if (spec === 'same') {
      target = sameTroopTarget(elements, fronts, taken, element.troop);
      if (target === undefined) return { ok: false, entry, reason: `no front-line ${element.troop} element is left without one behind it, so this ${element.troop} element has nothing to stand behind` };
    } else {
      target = fronts[spec - 1];
      if (target === undefined) return { ok: false, entry, reason: `there is no front-line element ${spec} to stand behind: the front line has ${fronts.length}` };
      if (taken.has(target)) return { ok: false, entry, reason: `front-line element ${spec} already has an element behind it` };
    }
    taken.add(target);
    element.behind = target;
  }
  const defaultGeneral = !elements.some((e) => e.general);
  const first = fronts[0];
  if (defaultGeneral && first !== undefined && elements[first]) elements[first].general = true;
  return { ok: true, elements, defaultGeneral };
}
