import type { Army, ArmyElement } from './army.js';
import { ARMY_LIMIT_WHY, armyCountRefusal, layOut, MAX_ARMY_ELEMENTS, sameTroopTarget, type ArmyEntry, type BehindSpec } from './army-entries.js';
import { clipped } from './printable.js';
import { errors, type UsageError } from './errors.js';
import { troopIdOf } from './group.js';
import type { RuleSystem } from './system.js';

/**
 * Text form of an army, entries joined by `+`, left to right: before a troop id or alias
 * (`knights`, d3h2's `Kn`, `3Kn`), in any order, an optional count (`3*`, `3x`), `general:`
 * (the general's element: with a count, the first of them), `garrison:` (the one element
 * holding its army's camp on the board, off the line: src/battle/RULINGS.md F35), and `behind:` (behind the
 * leftmost front-line element of the same troop with none behind it yet) or `behindN:`
 * (behind the Nth front-line element). No `general:` written: the first front-line element
 * is the general's.
 */
// what looks like a number before `*` or `x` (`1e308*`, `-1*`, `2.5x`) is a count, refused unless whole and in range
const COUNT = /^(-?[\d.][\d.e+-]*)\s*[*x]\s*(\S.*)$/i;
const PREFIX = /^(general|garrison|behind(\d*))\s*:\s*/i;
/** Longest army text a refusal repeats whole. */
const SHOWN = 200;

/** One entry as written (its count and prefixes in any order, `2*behind:Sp` or `behind:2*Sp`), or why it cannot be read. */
function entryOf(system: RuleSystem, part: string, where: string): ArmyEntry | string {
  let rest = part;
  let count: number | undefined;
  let general = false;
  let garrison = false;
  let behind: BehindSpec = null;
  while (troopIdOf(system, rest) === undefined) {
    // `3Kn` is a list code, not 3 of Kn: a count is read only where the rest is no troop
    const counted = count === undefined ? COUNT.exec(rest) : null;
    const prefix = counted ? null : PREFIX.exec(rest);
    if (counted) {
      count = Number(counted[1]);
      if (!Number.isInteger(count) || count < 1 || count > MAX_ARMY_ELEMENTS) return `'${part}': ${armyCountRefusal(counted[1] ?? '')}`;
      rest = counted[2] ?? '';
    } else if (prefix) {
      const word = (prefix[1] ?? '').toLowerCase();
      if (word === 'general') {
        if (general) return `'${part}' says general: twice`;
        general = true;
      } else if (word === 'garrison') {
        if (garrison) return `'${part}' says garrison: twice`;
        garrison = true;
      } else {
        if (behind !== null) return `'${part}' says behind: twice`;
        behind = prefix[2] ? Number(prefix[2]) : 'same';
        if (behind === 0 || (typeof behind === 'number' && !Number.isSafeInteger(behind))) return `'${part}': behindN: numbers the front-line elements from 1, left to right`;
      }
      rest = rest.slice(prefix[0].length);
    } else {
      throw errors.unknown('troop', rest, system.rows.map((r) => r.id), where);
    }
  }
  return { troop: troopIdOf(system, rest) ?? rest, count: count ?? 1, general, behind, ...(garrison ? { garrison } : {}) };
}

/**
 * An inline army as written on the command line, with notes for the user (the general
 * chosen for it). `label` names it in refusals ('army A'). Its name is its canonical text
 * (`armyLabel`). The army rules are checked apart (core/army-check.ts).
 *
 * @example
 * parseInlineArmy(d3h2, '4*Sp+2*behind:Sp', 'army A').army.elements.length; // => 6
 */
export function parseInlineArmy(system: RuleSystem, text: string, label: string): { army: Army; notes: string[] } {
  const parts = text.split('+').map((p) => p.trim());
  const shown = clipped(text, SHOWN); // a refusal stays one readable line
  const refuse = (reason: string): UsageError => errors.invalid(`${label} '${shown}'`, reason);
  if (parts.some((p) => p === '')) throw refuse('an entry is empty; write entries such as general:knights+2*knights+2*behind:spears');
  if (parts.length > MAX_ARMY_ELEMENTS) throw refuse(`${parts.length} entries, but an army may have at most ${MAX_ARMY_ELEMENTS} elements (${ARMY_LIMIT_WHY})`);
  const entries = parts.map((part) => {
    const entry = entryOf(system, part, `in ${label} (${system.id})`);
    if (typeof entry === 'string') throw refuse(entry);
    return entry;
  });
  const laid = layOut(entries);
  if (!laid.ok) throw refuse(`'${parts[laid.entry] ?? ''}': ${laid.reason}`);
  const elements: ArmyElement[] = laid.elements;
  const name = armyLabel({ elements });
  const first = elements.find((e) => e.general);
  const notes = laid.defaultGeneral && first ? [`${label} marks no general: its first front-line element (${nameOf(system, first.troop)}) is the general's (write general: before the one you mean)`] : [];
  return { army: { name, elements, home: null }, notes };
}

/**
 * An inline army (`general:knights+2*knights+4*blades+2*shooters`, `Kn+3*Bd+2*behind:Bd`):
 * see `parseInlineArmy`, whose notes this drops.
 *
 * @example
 * parseArmy(hott2, 'general:knights+2*spears', 'army A').elements;
 * // => [{ troop: 'knights', general: true, behind: null }, { troop: 'spears', ... }, { troop: 'spears', ... }]
 */
export function parseArmy(system: RuleSystem, text: string, label: string): Army {
  return parseInlineArmy(system, text, label).army;
}

/** One element as an entry: where it stands written as parsing would read it. */
function writtenBehind(elements: readonly ArmyElement[], fronts: readonly number[], taken: Set<number>, e: ArmyElement): BehindSpec {
  if (e.behind === null) return null;
  const same = sameTroopTarget(elements, fronts, taken, e.troop);
  const n = fronts.indexOf(e.behind);
  if (same !== e.behind && n < 0) throw new Error(`internal: an element stands behind element ${e.behind}, which is not in the front line`);
  taken.add(e.behind);
  return same === e.behind ? 'same' : n + 1;
}

/**
 * Canonical compact text of an army, which `parseArmy` reads back to the same elements: it
 * keys the battle's random streams, so the same army always reads the same. The general is
 * always written; runs of like elements are counted.
 *
 * @example
 * armyLabel(parseArmy(hott2, '2*knights+spears+behind:spears', 'army A')); // => 'general:knights+knights+spears+behind:spears'
 */
export function armyLabel(army: Pick<Army, 'elements'>): string {
  const fronts = army.elements.flatMap((e, i) => (e.behind === null && e.garrison !== true ? [i] : []));
  const taken = new Set<number>();
  const runs: { troop: string; general: boolean; garrison: boolean; behind: BehindSpec; count: number }[] = [];
  for (const e of army.elements) {
    const behind = writtenBehind(army.elements, fronts, taken, e);
    const last = runs.at(-1);
    const garrison = e.garrison === true;
    if (last && !last.general && !e.general && !last.garrison && !garrison && last.troop === e.troop && last.behind === behind && typeof behind !== 'number') last.count++;
    else runs.push({ troop: e.troop, general: e.general, garrison, behind, count: 1 });
  }
  return runs
    .map((r) => `${r.count > 1 ? `${r.count}*` : ''}${r.general ? 'general:' : ''}${r.garrison ? 'garrison:' : ''}${r.behind === 'same' ? 'behind:' : typeof r.behind === 'number' ? `behind${r.behind}:` : ''}${r.troop}`)
    .join('+');
}

const nameOf = (system: RuleSystem, troop: string): string => system.rows.find((r) => r.id === troop)?.name ?? troop;
