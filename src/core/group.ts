import { errors, UsageError } from './errors.js';
import type { GroupEntry, RuleSystem } from './system.js';

/** Most figures one side may hold in any system: a bound on every kernel's tables. */
export const MAX_FIGURES = 100;

/** Most figures a side may hold in `system`. */
const mostFigures = (system: RuleSystem): number => Math.min(system.groups.maxFigures, MAX_FIGURES);

/** What a count of figures may be in `system`, as a refusal says it: `a whole number from 1 to 100`. */
export function figureCountRange(system: RuleSystem): string {
  const most = mostFigures(system);
  return most === 1 ? `1 (${system.groups.why})` : `a whole number from 1 to ${most}`;
}

/** The troop id a user's word names: an id (any case) or one of the system's aliases. */
export function troopIdOf(system: RuleSystem, word: string): string | undefined {
  const lower = word.trim().toLowerCase();
  if (system.rows.some((r) => r.id === lower)) return lower;
  return system.aliases?.get(lower);
}

/**
 * Parse a side as typed: a troop id (`knights`), or a group expression
 * (`8*infantry+champion`, `2*cavalry + 3*archers`), with `count` (from `count=N`) the count
 * of a bare troop id (`infantry count=8`); beside a written count (`4*infantry`) it is refused,
 * not multiplied, as it is for a mixed group. Entries are merged by id and ordered as the system lists its troops.
 *
 * @example
 * parseGroup(low, '8*infantry+champion', undefined); // => [{ troop: 'infantry', count: 8 }, { troop: 'champion', count: 1 }]
 */
export function parseGroup(system: RuleSystem, text: string, count: number | undefined, label: string): GroupEntry[] {
  const counts = new Map<string, number>();
  const parts = text.split('+').map((p) => p.trim());
  let written = false; // some part wrote its own count: count= would silently multiply it
  for (const part of parts) {
    const match = /^(?:(\d+)\s*\*\s*)?([^*\s][^*]*?)$/.exec(part);
    if (!match) throw errors.invalid(`${label} '${text}'`, 'write a troop id, or a group such as 8*infantry+champion');
    written ||= match[1] !== undefined;
    const n = match[1] === undefined ? 1 : Number(match[1]);
    if (!Number.isSafeInteger(n) || n < 1) throw errors.outOfRange(`${label} count of ${match[2]}`, match[1], figureCountRange(system));
    const id = troopIdOf(system, match[2] ?? '');
    if (id === undefined) throw errors.unknown('troop', match[2] ?? '', system.rows.map((r) => r.id), `in ${system.id}`);
    counts.set(id, (counts.get(id) ?? 0) + n);
  }
  if (count !== undefined) {
    if (parts.length > 1 || written) throw errors.invalid(`${label} '${text}' count=${count}`, 'count= gives the count of a bare troop id; write the counts in the group expression instead');
    for (const [id, n] of counts) counts.set(id, n * count);
  }
  const group = system.rows.filter((r) => counts.has(r.id)).map((r) => ({ troop: r.id, count: counts.get(r.id) ?? 0 }));
  const figures = group.reduce((sum, e) => sum + e.count, 0);
  const most = mostFigures(system);
  if (figures > most) {
    throw new UsageError(
      system.groups.maxFigures === 1
        ? `${label} '${text}${count !== undefined ? ` count=${count}` : ''}' is ${figures} figures, but ${system.groups.why}`
        : `${label} '${text}' is ${figures} figures; ${system.id} takes at most ${most} a side`,
    );
  }
  return group;
}

/**
 * Canonical compact text of a group: `knights`, `8*infantry+champion`. It labels the side
 * and is part of the matchup's key, so the same group always reads the same.
 */
export function groupLabel(group: readonly GroupEntry[]): string {
  return group.map((e) => (e.count === 1 ? e.troop : `${e.count}*${e.troop}`)).join('+');
}

/** The same group with every count written: `1*knights`, `8*infantry+1*champion` (CSV `*_group` columns). */
export function groupText(group: readonly GroupEntry[]): string {
  return group.map((e) => `${e.count}*${e.troop}`).join('+');
}
